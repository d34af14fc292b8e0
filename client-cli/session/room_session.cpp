#include "session/room_session.hpp"

#include "ui/text_layout.hpp"

#include <algorithm>

namespace plyroom::client {

namespace {

// Whether the local match shows the same position and turn as a STATE from the server.
bool agrees(const core::match& local, const json& state) {
    const json mine = local.state();
    for (const char* field : {"ply", "to_move", "phase", "board"})
        if (mine.value(field, json(nullptr)) != state.value(field, json(nullptr)))
            return false;
    return true;
}

// How many messages the session keeps; the screen shows the latest that fit.
constexpr std::size_t kept_notices = 60;

// The seat a player id holds in a ROOM, or nullopt.
std::optional<int> seat_of(const json& room, const std::string& player) {
    if (!room.is_object() || !room.contains("seats") || player.empty())
        return std::nullopt;
    for (const json& seat : room["seats"])
        if (seat.contains("player") && seat["player"].is_string() && seat["player"] == player)
            return seat.value("seat", 0);
    return std::nullopt;
}

// The seat objects of a room, or an empty array.
json seats_of(const json& room) {
    return room.is_object() && room.contains("seats") ? room["seats"] : json::array();
}

} // namespace

room_session::room_session(session_goal goal, std::string name, std::optional<std::string> token,
                           session_io& io, style look)
    : goal_(std::move(goal)), name_(std::move(name)), token_(std::move(token)), io_(io),
      look_(look) {}

// Greets the server, presenting the saved token so the same player comes back.
void room_session::on_connected() {
    welcomed_ = false;
    send(protocol::hello{name_, token_, protocol::protocol_version});
}

// Tells the user; the caller reconnects.
void room_session::on_disconnected() {
    welcomed_ = false;
    syncing_ = false;
    say(shell_words("session.connection_lost"));
    redraw_safely();
}

namespace {

// Events of the protocol's clocks, claims, takebacks and rematch, read from the frame's JSON
// (the protocol library gives them only as a type and fields).
bool is_added_event(std::string_view type) {
    return type == "takeback" || type == "rematch" || type == "seat_out" || type == "claimable";
}

// The room an event is about ("code", or the ROOM's), or "" (an error's "code" is not a room).
std::string room_of(const json& frame) {
    if (!frame.is_object() || frame.value("type", "") == "error")
        return "";
    if (frame.contains("code") && frame["code"].is_string())
        return frame["code"].get<std::string>();
    if (frame.contains("room") && frame["room"].is_object())
        return frame["room"].value("code", "");
    return "";
}

} // namespace

// Parses a frame and handles it; a frame out of shape is reported, never fatal. Every string
// in it is made terminal_safe first: what a server sends is shown, and must not act on the
// terminal.
void room_session::on_frame(std::string_view received) {
    frame_ = json::parse(received, nullptr, false);
    make_terminal_safe(frame_);
    const std::string safe_text = frame_.is_discarded() ? std::string() : frame_.dump();
    const std::string_view text = frame_.is_discarded() ? received : std::string_view(safe_text);
    const std::string type =
        frame_.is_object() && frame_.contains("type") && frame_["type"].is_string()
            ? frame_["type"].get<std::string>()
            : std::string();
    // After following a rematch, what the old room still sends is no longer ours to show.
    if (const std::string about = room_of(frame_);
        !about.empty() && !code_.empty() && about != code_ && type != "rooms")
        return;
    // The end of a sync's answer: whatever it replayed has been taken by now.
    if (type == "synced") {
        syncing_ = false;
        return;
    }
    if (is_added_event(type)) {
        try {
            handle_added_event(frame_);
        } catch (const json::exception& error) {
            say(shell_words("session.cannot_show", {error.what()}));
        }
        return redraw_safely();
    }
    auto parsed = protocol::parse_server_message(text);
    if (auto* bad = std::get_if<protocol::parse_error>(&parsed)) {
        // Messages added to the protocol later are not errors for an older client.
        if (bad->code != protocol::error_code::unknown_type)
            say(shell_words("session.unreadable", {bad->message}));
        return redraw_safely();
    }
    try {
        handle(std::get<protocol::server_message>(parsed));
        redraw_if_changed();
    } catch (const json::exception& error) {
        // A STATE or ROOM of an unexpected shape: report it and keep the session going.
        say(shell_words("session.cannot_show", {error.what()}));
        redraw_safely();
    }
}

// Redraws; a screen that cannot be drawn from what the server sent is reported instead.
void room_session::redraw_safely() {
    try {
        redraw_if_changed();
    } catch (const json::exception& error) {
        dirty_ = false;
        io_.notice(terminal_safe(shell_words("session.cannot_show", {error.what()})));
    }
}

// Whether an event is new and in order (it is then counted). ROOM and STATE are whole
// snapshots, always taken; other events are taken once each, in order, and a gap before one
// asks the server for the missed events (which then arrive in order).
bool room_session::take_version(std::optional<std::int64_t> version, bool snapshot, bool reply) {
    if (!version)
        return true;
    const std::int64_t v = *version;
    const bool gap = version_ > 0 && v > version_ + 1;
    if (snapshot && reply) {
        version_ = v; // a direct reply (create, join, sync) sets the count afresh
        syncing_ = false;
        return true;
    }
    if (snapshot) {
        if (gap && !syncing_ && !code_.empty()) {
            syncing_ = true;
            send(protocol::sync{code_, version_});
        }
        if (!gap)
            version_ = std::max(version_, v);
        return true;
    }
    if (version_ > 0 && v <= version_)
        return false; // already seen (a sync may resend it)
    if (gap && !code_.empty()) {
        if (!syncing_) {
            syncing_ = true;
            send(protocol::sync{code_, version_});
        }
        return false; // the sync brings this event and the ones before it, in order
    }
    version_ = v;
    syncing_ = false;
    return true;
}

// Dispatches by message type, once the event version says it is new.
void room_session::handle(const protocol::server_message& message) {
    const bool snapshot = std::holds_alternative<protocol::room_message>(message.body) ||
                          std::holds_alternative<protocol::state_message>(message.body);
    if (!std::holds_alternative<protocol::error_message>(message.body) &&
        !take_version(message.v, snapshot, !message.id.is_null()))
        return;
    std::visit(
        [&](const auto& body) {
            using body_type = std::decay_t<decltype(body)>;
            if constexpr (std::is_same_v<body_type, protocol::welcome>)
                on_welcome(body);
            else if constexpr (std::is_same_v<body_type, protocol::room_message>)
                on_room(body.room, !message.id.is_null());
            else if constexpr (std::is_same_v<body_type, protocol::state_message>)
                on_state(body.state);
            else if constexpr (std::is_same_v<body_type, protocol::moved>)
                on_moved(body);
            else if constexpr (std::is_same_v<body_type, protocol::game_over>)
                on_game_over(body.result, body.ratings);
            else if constexpr (std::is_same_v<body_type, protocol::draw_offer_event>)
                on_draw_offer(body);
            else if constexpr (std::is_same_v<body_type, protocol::chat_event>)
                on_chat(body);
            else if constexpr (std::is_same_v<body_type, protocol::error_message>)
                on_error(message.id, body);
            else if constexpr (std::is_same_v<body_type, protocol::rooms_message>)
                on_rooms(body);
            else if constexpr (std::is_same_v<body_type, protocol::my_rooms_message>)
                on_my_rooms(body);
            else if constexpr (std::is_same_v<body_type, protocol::game_action_event> ||
                               std::is_same_v<body_type, protocol::game_event>)
                on_game_event(frame_);
        },
        message.body);
}

// Keeps the token, then enters the room (or, after a reconnect, catches up with it).
void room_session::on_welcome(const protocol::welcome& welcome) {
    welcomed_ = true;
    player_ = welcome.player;
    if (welcome.token != token_.value_or("")) {
        token_ = welcome.token;
        io_.save_token(welcome.token);
    }
    if (!code_.empty()) {
        say(shell_words("session.reconnected"));
        if (version_ > 0)
            send(protocol::sync{code_, version_});
        else
            send(protocol::sync{code_, std::nullopt});
        return;
    }
    if (goal_.what == session_goal::kind::resume && goal_.code.empty()) {
        if (welcome.rooms.empty())
            return finish(1, shell_words("session.no_unfinished"));
        if (welcome.rooms.size() > 1)
            return list_unfinished(welcome.rooms);
        goal_.code = welcome.rooms.front();
    }
    enter_room();
}

// Sends the request that puts this client in its room, or lists rooms.
void room_session::enter_room() {
    switch (goal_.what) {
    case session_goal::kind::host:
        return send(protocol::create_room{goal_.game, goal_.options, goal_.seat, goal_.is_public,
                                          goal_.ai
                                              ? std::optional(protocol::ai_option{*goal_.ai, {}})
                                              : std::nullopt,
                                          goal_.rated},
                    true);
    case session_goal::kind::join:
        return send(protocol::join_room{goal_.code, protocol::join_as::player, std::nullopt}, true);
    case session_goal::kind::watch:
        return send(protocol::join_room{goal_.code, protocol::join_as::spectator, std::nullopt},
                    true);
    case session_goal::kind::resume:
        code_ = goal_.code;
        return send(protocol::sync{goal_.code, std::nullopt}, true);
    case session_goal::kind::list:
        return send(
            protocol::list_rooms{goal_.game.empty() ? std::nullopt : std::optional(goal_.game)},
            true);
    }
}

// Takes a new ROOM: seats, presence, and the local match once the game is known.
void room_session::on_room(const protocol::room_view& room, bool reply) {
    const json before = room_;
    room_ = protocol::to_json(room);
    code_ = room.code;
    if (ui_ == nullptr) {
        ui_ = find_game_ui(room.game);
        if (ui_ == nullptr)
            return finish(1, shell_words("session.unknown_game", {room.game}));
    }
    my_seat_ = seat_of(room_, player_);
    if (!confirming_resign_)
        io_.set_prompt(my_seat_ ? "> " : shell_words("input.watching_prompt"));
    if (goal_.what == session_goal::kind::join && reply && !my_seat_)
        return finish(1, shell_words("session.room_full", {room.code}));
    if (!before.is_null())
        presence_notices(before, room_);
    if (reply && state_.is_null() && room.status != "waiting" && !syncing_) {
        // Joining a running game (watching, or coming back to a seat) brings only ROOM.
        syncing_ = true;
        send(protocol::sync{room.code, std::nullopt});
    }
    dirty_ = true;
}

// Says who joined, left, came back or dropped, and how the spectators changed.
void room_session::presence_notices(const json& before, const json& after) {
    const json old_seats = seats_of(before);
    for (const json& seat : seats_of(after)) {
        const int index = seat.value("seat", 0);
        if (my_seat_ == index)
            continue;
        json old = nullptr;
        for (const json& candidate : old_seats)
            if (candidate.value("seat", -1) == index)
                old = candidate;
        const bool had_player =
            old.is_object() && old.contains("player") && !old["player"].is_null();
        const bool has_player = seat.contains("player") && !seat["player"].is_null();
        const std::string who = seat_label(after, index);
        const bool in_play = room_.value("status", "") == "playing";
        if (has_player && !had_player)
            say(shell_words("session.joined", {who}));
        else if (has_player && old.value("online", false) != seat.value("online", false) &&
                 seat.value("online", false)) {
            say(shell_words("session.back_online", {who}));
            claimable_.erase(std::remove(claimable_.begin(), claimable_.end(), index),
                             claimable_.end());
        } else if (has_player && old.value("online", false) != seat.value("online", false))
            say(shell_words(in_play && my_seat_ ? "session.went_offline_claimable"
                                                : "session.went_offline",
                            {who}));
    }
    const int spectators_before = before.value("spectators", 0);
    const int spectators_after = after.value("spectators", 0);
    if (spectators_after > spectators_before)
        say(shell_words("session.spectator_joined", {std::to_string(spectators_after)}));
    else if (spectators_after < spectators_before)
        say(shell_words("session.spectator_left", {std::to_string(spectators_after)}));
}

// Says who resigned while the others play on (STATE's "resigned", games of three or more).
void room_session::resignation_notices(const json& before, const json& after) {
    if (!before.is_object() || !after.is_object())
        return; // a first STATE tells nothing new
    const json was = before.value("resigned", json::array());
    for (const json& seat : after.value("resigned", json::array()))
        if (seat.is_number_integer() && std::find(was.begin(), was.end(), seat) == was.end())
            say(shell_words("session.resigned_others_play",
                            {my_seat_ == seat.get<int>()
                                 ? shell_words("screen.you", {seat_label(room_, seat.get<int>())})
                                 : seat_label(room_, seat.get<int>())}));
}

// Takes a full STATE (game start or resync) and makes sure the local match agrees with it.
void room_session::on_state(const json& state) {
    syncing_ = false;
    resignation_notices(state_, state);
    if (!state_.is_object() || state_.value("ply", -1) != state.value("ply", -1)) {
        // Moves were missed (a resync): the last move shown is taken from the stored record
        // again when the local match is rebuilt, instead of staying at the one seen before.
        draft_ = nullptr;
        last_move_ = nullptr;
        last_seat_ = -1;
    }
    state_ = state;
    note_clock(state);
    if (!local_ || !agrees(*local_, state))
        rebuild_local_match();
    dirty_ = true;
    if (state.contains("result") && !state["result"].is_null())
        on_game_over(state["result"]);
}

// Applies a move to the local match and shows the new STATE.
void room_session::on_moved(const protocol::moved& moved) {
    if (local_ && local_->ply() == moved.ply) {
        if (local_->apply(moved.seat, moved.move) || !agrees(*local_, moved.state))
            local_.reset();
    } else if (local_ && local_->ply() != moved.ply + 1) {
        local_.reset();
    }
    last_move_note_.clear();
    if (ui_ != nullptr && ui_->move_note != nullptr)
        last_move_note_ = ui_->move_note(state_, moved.move, moved.state);
    if (ui_ != nullptr && static_cast<int>(moves_played_.size()) == moved.ply)
        moves_played_.push_back(ui_->write_move(moved.move));
    state_ = moved.state;
    note_clock(moved.state);
    draft_ = nullptr;
    last_move_ = moved.move;
    last_seat_ = moved.seat;
    if (!local_)
        rebuild_local_match();
    if (!last_move_note_.empty() && ui_ != nullptr)
        say(ui_->write_move(moved.move) + " " + last_move_note_ + ".");
    dirty_ = true;
}

// Shows the result once. A person stays in the room (for chat and a rematch) until quitting;
// a bot's run ends here. A room cancelled before its game started ends the run.
void room_session::on_game_over(const json& result, const json& ratings) {
    const bool cancelled = !state_.is_object() && result.value("outcome", "") == "aborted";
    if (!state_.is_object())
        state_ = json::object();
    // Nobody is to move and no offer stands any more, whatever the last STATE said.
    state_["result"] = result;
    state_["to_move"] = nullptr;
    state_["draw_offer"] = nullptr;
    takeback_ = nullptr;
    claimable_.clear();
    dirty_ = true;
    if (cancelled)
        return finish(
            0, shell_words(i_aborted_ ? "session.you_cancelled" : "session.cancelled", {code_}));
    rating_changes_ = describe_rating_changes(ratings, room_);
    show_result_once(result);
}

// Says the result in the messages once, with who aborted and what can be done now.
void room_session::show_result_once(const json& result) {
    if (result_shown_)
        return;
    result_shown_ = true;
    if (result.value("outcome", "") == "aborted" && result.value("reason", "") == "aborted")
        say(i_aborted_ ? shell_words("session.you_aborted")
                       : shell_words("session.aborted_by", {who_aborted()}));
    if (!rating_changes_.empty())
        say(rating_changes_);
    if (!io_.draws_screen())
        return finish(0, shell_words("screen.game_over", {describe_result(result, room_)}) +
                             (rating_changes_.empty() ? "" : " " + rating_changes_));
    say(shell_words(my_seat_ ? "after_game.player" : "after_game.spectator"));
}

// Who aborted, when it was not this player: the seat the stored record names.
std::string room_session::who_aborted() {
    if (room_.is_object())
        if (const auto record = io_.fetch_game_record(room_.value("game_id", std::int64_t{0})))
            for (const json& entry : record->value("record", json::array()))
                if (entry.value("kind", "") == "abort" &&
                    entry.value("seat", json()).is_number_integer())
                    return seat_label(room_, entry["seat"].get<int>());
    return shell_words("session.a_player");
}

// Shows a draw offer, its refusal or its lapse.
void room_session::on_draw_offer(const protocol::draw_offer_event& offer) {
    if (state_.is_object())
        state_["draw_offer"] =
            offer.status == "open" ? json{{"by", offer.by}, {"status", "open"}} : json(nullptr);
    const std::string who = seat_label(room_, offer.by);
    const std::string proposal = draw_offer_words(room_);
    const bool i_accepted = my_seat_ && std::find(offer.accepted.begin(), offer.accepted.end(),
                                                  *my_seat_) != offer.accepted.end();
    if (offer.status == "open" && !offer.accepted.empty()) {
        std::string agreed;
        for (const int seat : offer.accepted)
            agreed += (agreed.empty() ? "" : ", ") + seat_label(room_, seat);
        say(shell_words(my_seat_ && *my_seat_ != offer.by && !i_accepted
                            ? "session.accepted_so_far_answer"
                            : "session.accepted_so_far",
                        {agreed}));
    } else if (offer.status == "open")
        say(shell_words(my_seat_ && *my_seat_ != offer.by ? "session.offers" : "screen.offered",
                        {who, proposal}));
    else if (offer.status == "declined")
        say(shell_words("session.draw_declined", {who}));
    else if (offer.status == "lapsed")
        say(shell_words("session.draw_lapsed", {who}));
    dirty_ = true;
}

// Shows a chat line.
void room_session::on_chat(const protocol::chat_event& chat) {
    const std::string from = chat.seat ? chat.from : shell_words("chat.spectator", {chat.from});
    say(shell_words("chat.line", {from, chat.text}));
}

// An error to our room request ends the run; any other is a notice.
void room_session::on_error(const json& id, const protocol::error_message& error) {
    if (!welcomed_ && error.code == "unauthorized" && token_) {
        // The server no longer knows this token: start afresh as a new player.
        token_.reset();
        say(shell_words("session.identity_unknown"));
        return on_connected();
    }
    if (id.is_number_integer() && id.get<std::int64_t>() == entering_id_) {
        if (error.code == "room_not_found")
            return finish(1, shell_words("session.room_not_found", {goal_.code}));
        if (error.code == "room_full")
            return finish(1, shell_words("session.room_full", {goal_.code}));
        return finish(1, error_words(error.code, error.message));
    }
    ++refusals_;
    say(shell_words("refused", {error_words(error.code, error.message)}));
}

// Shows one of the game's own events in the game's words and plays the action it reports on
// the local match (the STATE that follows then agrees with it; if not, the match is rebuilt).
void room_session::on_game_event(const json& event) {
    if (ui_ != nullptr && ui_->event_words != nullptr)
        if (std::string words = ui_->event_words(event, room_); !words.empty())
            say(words);
    const auto reported =
        ui_ != nullptr && ui_->event_action != nullptr ? ui_->event_action(event) : std::nullopt;
    core::action_effect effect;
    if (local_ && (!reported || local_->act(reported->first, reported->second, effect)))
        local_.reset();
    dirty_ = true;
}

// Prints the public rooms waiting and ends the run.
void room_session::on_rooms(const protocol::rooms_message& rooms) {
    if (rooms.rooms.empty())
        return finish(0, goal_.game.empty() ? shell_words("list.none")
                                            : shell_words("list.none_of_game", {goal_.game}));
    std::string text = shell_words("list.head");
    for (const protocol::room_view& room : rooms.rooms) {
        std::string host;
        for (const protocol::seat_view& seat : room.seats)
            if (seat.name)
                host = rated_name(*seat.name, seat.rating, seat.provisional);
        text += "\n  " + room.code + "  " + room.game;
        if (!host.empty())
            text += shell_words("list.host", {host});
        text += "   (plyroom join " + room.code + ")";
    }
    finish(0, text);
}

// Ends the run with an exit code and a last line.
void room_session::finish(int code, std::string farewell) {
    if (exit_code_)
        return;
    exit_code_ = code;
    farewell_ = std::move(farewell);
}

// Sends a message with a fresh id; `entering` marks the request that enters the room.
void room_session::send(protocol::client_body body, bool entering) {
    const std::int64_t id = next_id_++;
    if (entering)
        entering_id_ = id;
    io_.send(protocol::client_message{id, std::move(body)});
}

// Keeps a message for the screen's message area (and prints it where there is no screen).
void room_session::say(const std::string& said) {
    const std::string line = terminal_safe(said); // it may quote what a server sent
    notices_.push_back(line);
    while (notices_.size() > kept_notices)
        notices_.pop_front();
    dirty_ = true;
    io_.notice(line);
}

} // namespace plyroom::client
