#include "session/room_session.hpp"

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

// How many notices the screen keeps under the board.
constexpr std::size_t kept_notices = 6;

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
    say("Connection lost; reconnecting...");
}

// Parses a frame and handles it; a frame out of shape is reported, never fatal.
void room_session::on_frame(std::string_view text) {
    auto parsed = protocol::parse_server_message(text);
    if (auto* bad = std::get_if<protocol::parse_error>(&parsed)) {
        // Messages added to the protocol later are not errors for an older client.
        if (bad->code != protocol::error_code::unknown_type)
            say("The server sent something unreadable: " + bad->message);
        return;
    }
    try {
        handle(std::get<protocol::server_message>(parsed));
    } catch (const json::exception& error) {
        // A STATE or ROOM of an unexpected shape: report it and keep the session going.
        say("The server sent something this client cannot show: " + std::string(error.what()));
    }
}

// Checks the event version, then dispatches by message type. ROOM and STATE are whole
// snapshots, always taken; other events are taken once each, in order, and a gap before one
// asks the server for the missed events (which then arrive in order).
void room_session::handle(const protocol::server_message& message) {
    const bool snapshot = std::holds_alternative<protocol::room_message>(message.body) ||
                          std::holds_alternative<protocol::state_message>(message.body);
    if (message.v && !std::holds_alternative<protocol::error_message>(message.body)) {
        const std::int64_t v = *message.v;
        const bool gap = version_ > 0 && v > version_ + 1;
        if (snapshot && !message.id.is_null()) {
            version_ = v; // a direct reply (create, join, sync) sets the count afresh
            syncing_ = false;
        } else if (snapshot) {
            if (gap && !syncing_ && !code_.empty()) {
                syncing_ = true;
                send(protocol::sync{code_, version_});
            }
            if (!gap)
                version_ = std::max(version_, v);
        } else if (version_ > 0 && v <= version_) {
            return; // already seen (a sync may resend it)
        } else if (gap && !code_.empty()) {
            if (!syncing_) {
                syncing_ = true;
                send(protocol::sync{code_, version_});
            }
            return; // the sync brings this event and the ones before it, in order
        } else {
            version_ = v;
            syncing_ = false;
        }
    }
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
                on_game_over(body.result);
            else if constexpr (std::is_same_v<body_type, protocol::draw_offer_event>)
                on_draw_offer(body);
            else if constexpr (std::is_same_v<body_type, protocol::chat_event>)
                on_chat(body);
            else if constexpr (std::is_same_v<body_type, protocol::error_message>)
                on_error(message.id, body);
            else if constexpr (std::is_same_v<body_type, protocol::rooms_message>)
                on_rooms(body);
            else if constexpr (std::is_same_v<body_type, protocol::challenge_result>)
                on_challenge_result(body);
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
        say("Reconnected.");
        if (version_ > 0)
            send(protocol::sync{code_, version_});
        else
            send(protocol::sync{code_, std::nullopt});
        return;
    }
    if (goal_.what == session_goal::kind::resume && goal_.code.empty()) {
        if (welcome.rooms.empty())
            return finish(1, "You have no unfinished games on this server.");
        if (welcome.rooms.size() > 1) {
            std::string list;
            for (const std::string& room : welcome.rooms)
                list += " " + room;
            return finish(0, "You have unfinished games in rooms" + list +
                                 ". Pick one: plyroom resume CODE");
        }
        goal_.code = welcome.rooms.front();
    }
    enter_room();
}

// Sends the request that puts this client in its room, or lists rooms.
void room_session::enter_room() {
    switch (goal_.what) {
    case session_goal::kind::host:
        return send(protocol::create_room{goal_.game, goal_.options, goal_.seat, goal_.is_public,
                                          goal_.ai ? std::optional(protocol::ai_option{*goal_.ai})
                                                   : std::nullopt},
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
            return finish(1, "This client cannot show " + room.game + " yet; update plyroom.");
    }
    my_seat_ = seat_of(room_, player_);
    if (!confirming_resign_)
        io_.set_prompt(my_seat_ ? "> " : "(watching) > ");
    if (goal_.what == session_goal::kind::join && reply && !my_seat_)
        return finish(1, "Room " + room.code + " is full.");
    if (!before.is_null())
        presence_notices(before, room_);
    if (reply && state_.is_null() && room.status != "waiting" && !syncing_) {
        // Joining a running game (watching, or coming back to a seat) brings only ROOM.
        syncing_ = true;
        send(protocol::sync{room.code, std::nullopt});
    }
    redraw();
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
        if (has_player && !had_player)
            say(who + " joined.");
        else if (has_player && old.value("online", false) != seat.value("online", false))
            say(who + (seat.value("online", false) ? " is back online." : " went offline."));
    }
    const int spectators_before = before.value("spectators", 0);
    const int spectators_after = after.value("spectators", 0);
    if (spectators_after > spectators_before)
        say("A spectator joined (" + std::to_string(spectators_after) + " watching).");
    else if (spectators_after < spectators_before)
        say("A spectator left (" + std::to_string(spectators_after) + " watching).");
}

// Says who resigned while the others play on (STATE's "resigned", games of three or more).
void room_session::resignation_notices(const json& before, const json& after) {
    if (!before.is_object() || !after.is_object())
        return; // a first STATE tells nothing new
    const json was = before.value("resigned", json::array());
    for (const json& seat : after.value("resigned", json::array()))
        if (seat.is_number_integer() && std::find(was.begin(), was.end(), seat) == was.end())
            say(seat_label(room_, seat.get<int>()) + (my_seat_ == seat.get<int>() ? " (you)" : "") +
                " resigned; the others play on.");
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
    if (!local_ || !agrees(*local_, state))
        rebuild_local_match();
    redraw();
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
    state_ = moved.state;
    draft_ = nullptr;
    last_move_ = moved.move;
    last_seat_ = moved.seat;
    if (!local_)
        rebuild_local_match();
    redraw();
}

// Shows the result and ends the run successfully.
void room_session::on_game_over(const json& result) {
    if (!state_.is_object())
        state_ = json::object();
    // Nobody is to move and no offer stands any more, whatever the last STATE said.
    state_["result"] = result;
    state_["to_move"] = nullptr;
    state_["draw_offer"] = nullptr;
    redraw();
    finish(0, "Game over: " + describe_result(result, room_));
}

// Shows a draw offer, its refusal or its lapse.
void room_session::on_draw_offer(const protocol::draw_offer_event& offer) {
    if (state_.is_object())
        state_["draw_offer"] =
            offer.status == "open" ? json{{"by", offer.by}, {"status", "open"}} : json(nullptr);
    const std::string who = seat_label(room_, offer.by);
    const std::string proposal(draw_offer_words(room_));
    const bool i_accepted = my_seat_ && std::find(offer.accepted.begin(), offer.accepted.end(),
                                                  *my_seat_) != offer.accepted.end();
    if (offer.status == "open" && !offer.accepted.empty()) {
        std::string agreed;
        for (const int seat : offer.accepted)
            agreed += (agreed.empty() ? "" : ", ") + seat_label(room_, seat);
        say("Accepted so far: " + agreed + "; waiting for the others" +
            (my_seat_ && *my_seat_ != offer.by && !i_accepted ? " (type accept or decline)."
                                                              : "."));
    } else if (offer.status == "open")
        say(my_seat_ && *my_seat_ != offer.by
                ? who + " offers " + proposal + ": type accept or decline."
                : who + " offered " + proposal + ".");
    else if (offer.status == "declined")
        say("The draw offer of " + who + " was declined.");
    else if (offer.status == "lapsed")
        say("The draw offer of " + who + " lapsed.");
    redraw();
}

// Shows a chat line.
void room_session::on_chat(const protocol::chat_event& chat) {
    const std::string from = chat.seat ? chat.from : chat.from + " (watching)";
    say("<" + from + "> " + chat.text);
}

// An error to our room request ends the run; any other is a notice.
void room_session::on_error(const json& id, const protocol::error_message& error) {
    if (!welcomed_ && error.code == "unauthorized" && token_) {
        // The server no longer knows this token: start afresh as a new player.
        token_.reset();
        say("The server did not know our saved identity; starting as a new player.");
        return on_connected();
    }
    if (id.is_number_integer() && id.get<std::int64_t>() == entering_id_) {
        if (error.code == "room_not_found")
            return finish(1, "Room " + goal_.code + " was not found.");
        if (error.code == "room_full")
            return finish(1, "Room " + goal_.code + " is full.");
        return finish(1, error.message);
    }
    ++refusals_;
    say("Refused: " + error.message);
}

// Shows a "Grav!" call's outcome and plays it on the local match (the STATE that follows then
// agrees with it).
void room_session::on_challenge_result(const protocol::challenge_result& result) {
    std::string text = seat_label(room_, result.by) + " called Grav! on the placement of ply " +
                       std::to_string(result.ply) + " by " + seat_label(room_, result.against);
    if (result.correct) {
        std::string broken;
        if (result.violations.is_array())
            for (const json& violation : result.violations)
                if (violation.is_string())
                    broken += (broken.empty() ? "" : "; ") + violation.get<std::string>();
        text += ": correct (" + broken + "). The stone is voided.";
    } else {
        text += ": wrong, it broke no rule. " + seat_label(room_, result.by) + " skips a turn.";
    }
    if (local_) {
        core::action_effect effect;
        if (local_->act(result.by, core::action{"challenge", json{{"ply", result.ply}}}, effect))
            local_.reset();
    }
    say(text);
    redraw();
}

// Prints the public rooms waiting and ends the run.
void room_session::on_rooms(const protocol::rooms_message& rooms) {
    if (rooms.rooms.empty())
        return finish(0, "No public rooms are waiting" +
                             (goal_.game.empty() ? std::string() : " for " + goal_.game) + ".");
    std::string text = "Public rooms waiting for players:";
    for (const protocol::room_view& room : rooms.rooms) {
        std::string host;
        for (const protocol::seat_view& seat : room.seats)
            if (seat.name)
                host = *seat.name;
        text += "\n  " + room.code + "  " + room.game;
        if (!host.empty())
            text += "  by " + host;
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

// Prints a notice now and keeps it for the next redraw.
void room_session::say(const std::string& line) {
    notices_.push_back(line);
    while (notices_.size() > kept_notices)
        notices_.pop_front();
    io_.notice(line);
}

} // namespace plyroom::client
