// The drawn side of a room_session: the screen, the code banner, and the local match that
// pre-checks moves, rebuilt from the stored record when the session joins a game under way.
#include "record.hpp"
#include "registry.hpp"
#include "session/room_session.hpp"

#include <algorithm>

namespace plyroom::client {

namespace {

// The entries of a stored game (GET /api/games/{id}, its `record`) that still stand: moves
// taken back are left out.
std::vector<core::record_entry> standing_entries(const json& stored) {
    std::vector<core::record_entry> entries;
    for (const json& item : stored.value("record", json::array())) {
        if (item.is_object() && item.contains("taken_back_at") && !item["taken_back_at"].is_null())
            continue;
        auto entry = core::record_entry_from_json(item);
        if (auto* read = std::get_if<core::record_entry>(&entry))
            entries.push_back(std::move(*read));
    }
    return entries;
}

} // namespace

// Rebuilds the local match from the room's options and the stored record of the game, and
// the list of moves with it.
void room_session::rebuild_local_match() {
    local_.reset();
    if (!room_.is_object() || !state_.is_object())
        return;
    core::creation created =
        core::create_match(room_.value("game", ""), room_.value("options", json::object()));
    auto* match = std::get_if<std::unique_ptr<core::match>>(&created);
    if (match == nullptr)
        return;
    std::unique_ptr<core::match> rebuilt = std::move(*match);
    const int ply = state_.value("ply", 0);
    if (ply > 0 || static_cast<int>(moves_played_.size()) != ply) {
        const auto stored = io_.fetch_game_record(room_.value("game_id", std::int64_t{0}));
        if (!stored)
            return;
        std::vector<std::string> moves;
        std::optional<core::record_entry> last;
        for (const core::record_entry& entry : standing_entries(*stored)) {
            const bool move = entry.kind == core::move_kind;
            if (move && rebuilt->ply() >= ply)
                break;
            // Entries the match does not see (the room's own, such as clock readings or
            // offers) are refused by it and change nothing; a refused move ends the rebuild.
            if (core::replay(*rebuilt, entry) && move)
                return;
            if (move && ui_ != nullptr) {
                moves.push_back(ui_->write_move(entry.body));
                last = entry;
            }
        }
        moves_played_ = std::move(moves);
        if (last_move_.is_null() && last && last->seat) {
            last_move_ = last->body;
            last_seat_ = *last->seat;
        }
    }
    if (rebuilt->ply() == state_.value("ply", -1) && rebuilt->state()["board"] == state_["board"])
        local_ = std::move(rebuilt);
}

// Redraws once whatever changed since the last screen.
void room_session::redraw_if_changed() {
    if (dirty_)
        redraw();
}

// `moves`: the moves so far in the messages, numbered.
void room_session::show_moves() {
    if (moves_played_.empty())
        return say(shell_words("moves.none"));
    std::string numbered;
    for (std::size_t i = 0; i < moves_played_.size(); ++i)
        numbered += (i == 0 ? "" : " ") + std::to_string(i + 1) + "." + moves_played_[i];
    say(shell_words("moves.list", {numbered}));
}

// `board`: the whole board printed as it is (it scrolls), the screen paused until Enter.
void room_session::show_whole_board() {
    if (ui_ == nullptr || !state_.is_object())
        return say(shell_words("board.none"));
    std::vector<std::string> lines =
        ui_->draw_board(board_view{state_, last_move_, draft_, room_}, look_);
    lines.emplace_back();
    lines.push_back(shell_words("board.back"));
    screen_paused_ = true;
    dirty_ = false;
    io_.print_lines(lines);
}

// Draws the whole screen: the code banner while waiting, then the room.
void room_session::redraw() {
    dirty_ = false;
    if (ui_ == nullptr || screen_paused_)
        return;
    screen_view view;
    view.room = room_;
    view.state = state_;
    view.last_move = last_move_;
    view.last_seat = last_seat_;
    view.my_seat = my_seat_;
    view.notices.assign(notices_.begin(), notices_.end());
    view.draft = draft_;
    view.last_move_note = last_move_note_;
    view.alerts = alerts();
    view.server_now_ms = server_now();
    view.size = io_.terminal_size();
    const bool waiting = room_.is_object() && room_.value("status", "") == "waiting";
    if (waiting && my_seat_ && !code_.empty()) {
        view.banner = code_banner(code_, goal_.command + " join " + code_, look_);
        view.banner.emplace_back();
    }
    shown_clock_ = clock_face();
    std::vector<std::string> lines = draw_screen(*ui_, view, look_);
    // Blank rows up to the prompt, so that the prompt stays on the terminal's last row.
    if (lines.size() + prompt_rows < view.size.rows)
        lines.resize(view.size.rows - prompt_rows);
    io_.show_screen(lines);
}

// The room code spaced out in a box, and the line to paste.
std::vector<std::string> code_banner(const std::string& code, const std::string& join_line,
                                     const style& look) {
    std::string spaced;
    for (const char c : code) {
        spaced += "  ";
        spaced += c;
    }
    spaced += "  ";
    std::string bar;
    for (std::size_t i = 0; i < spaced.size(); ++i)
        bar += pick(look, "═", "=");
    return {
        shell_words("banner.code"),
        "  " + std::string(pick(look, "╔", "+")) + bar + std::string(pick(look, "╗", "+")),
        "  " + std::string(pick(look, "║", "|")) + paint(look, sgr::yellow, spaced) +
            std::string(pick(look, "║", "|")),
        "  " + std::string(pick(look, "╚", "+")) + bar + std::string(pick(look, "╝", "+")),
        shell_words("banner.join_line", {paint(look, sgr::bold, join_line)}),
    };
}

} // namespace plyroom::client
