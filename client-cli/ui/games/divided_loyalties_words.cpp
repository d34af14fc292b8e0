// Divided Loyalties's own words, English then Korean, key for key (a test checks). Korean terms as
// the browser client has them (web/js/games/divided_loyalties/words.js).
#include "ui/games/divided_loyalties_words.hpp"

namespace plyroom::client {

namespace {

constexpr phrase english[] = {
    {"title", "Divided Loyalties"},
    {"side.blue", "blue"},
    {"side.yellow", "yellow"},
    {"reason.all_placed", "every stone is placed"},
    {"reason.all_passed", "everyone passed"},
};

constexpr phrase korean[] = {
    {"title", "분열된 충성심"},
    {"side.blue", "파랑"},
    {"side.yellow", "노랑"},
    {"reason.all_placed", "모든 돌이 놓여"},
    {"reason.all_passed", "모든 플레이어가 패스해"},
};

} // namespace

const catalogue& divided_loyalties_words() {
    static const catalogue words{"divided_loyalties", english, korean};
    return words;
}

} // namespace plyroom::client
