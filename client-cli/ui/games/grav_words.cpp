// Grav's own words, English then Korean, key for key (a test checks). A seat is named by
// its stones' colour ("seat.N"); the wire names it p1..pn.
#include "ui/games/grav_words.hpp"

namespace plyroom::client {

namespace {

constexpr phrase english[] = {
    {"title", "Grav"},    {"seat.0", "red"},      {"seat.1", "blue"},
    {"seat.2", "green"},  {"seat.3", "yellow"},   {"seat.4", "purple"},
    {"seat.5", "orange"}, {"seat.other", "p{0}"}, {"reason.all_passed", "everyone passed"},
};

constexpr phrase korean[] = {
    {"title", "그라브"}, {"seat.0", "빨강"},      {"seat.1", "파랑"},
    {"seat.2", "초록"},  {"seat.3", "노랑"},      {"seat.4", "보라"},
    {"seat.5", "주황"},  {"seat.other", "{0}번"}, {"reason.all_passed", "모든 플레이어가 패스해"},
};

} // namespace

const catalogue& grav_words() {
    static const catalogue words{"grav", english, korean};
    return words;
}

} // namespace plyroom::client
