#include "server_message.hpp"

#include "json_depth.hpp"
#include "json_writer.hpp"
#include "overloaded.hpp"
#include "printable.hpp"

#include <cstdint>
#include <limits>
#include <stdexcept>
#include <utility>

namespace plyroom::protocol {

using core::json_writer;

namespace {

// A whole number of the wire as T. A fraction, a string or a number beyond T is out of shape:
// converting a double outside T's range would be undefined behaviour, a wider integer would wrap.
template <class T>
T whole_number(const json& value) {
    if (!value.is_number_integer())
        throw std::invalid_argument("a number that should be whole is not");
    if (value.is_number_unsigned()) {
        if (value.get<std::uint64_t>() > static_cast<std::uint64_t>(std::numeric_limits<T>::max()))
            throw std::invalid_argument("a number is too large");
        return static_cast<T>(value.get<std::uint64_t>());
    }
    const auto number = value.get<std::int64_t>();
    if constexpr (sizeof(T) < sizeof(std::int64_t))
        if (number < std::numeric_limits<T>::min() || number > std::numeric_limits<T>::max())
            throw std::invalid_argument("a number is out of range");
    return static_cast<T>(number);
}

// The whole number under `key`, or `fallback` when the key is absent.
template <class T>
T whole_number_or(const json& object, const char* key, T fallback) {
    const auto it = object.find(key);
    return it == object.end() ? fallback : whole_number<T>(*it);
}

std::optional<std::string> optional_string(const json& object, const char* key) {
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return std::nullopt;
    return it->get<std::string>();
}

// Reads a body of a known type; throws nlohmann exceptions on shape errors (caught by the
// caller); nullopt when the type is unknown.
std::optional<server_body> read_body(const std::string& type, const json& o) {
    if (type == "welcome") {
        welcome m;
        m.player = o.at("player").get<std::string>();
        m.name = o.at("name").get<std::string>();
        m.token = o.at("token").get<std::string>();
        m.protocol = o.value("protocol", protocol_version);
        m.server = o.value("server", std::string());
        if (const auto it = o.find("rooms"); it != o.end())
            m.rooms = it->get<std::vector<std::string>>();
        return m;
    }
    if (type == "room") {
        auto room = room_from_json(o.at("room"));
        if (!room)
            throw std::invalid_argument("bad room");
        return room_message{std::move(*room)};
    }
    if (type == "rooms") {
        rooms_message m;
        for (const json& item : o.at("rooms")) {
            auto room = room_from_json(item);
            if (!room)
                throw std::invalid_argument("bad room");
            m.rooms.push_back(std::move(*room));
        }
        return m;
    }
    if (type == "my_rooms") {
        my_rooms_message m;
        for (const json& item : o.at("rooms")) {
            auto room = room_from_json(item.at("room"));
            if (!room)
                throw std::invalid_argument("bad room");
            const json& to_move = item.at("to_move");
            m.rooms.push_back({std::move(*room), to_move.is_null()
                                                     ? std::nullopt
                                                     : std::optional(whole_number<int>(to_move))});
        }
        return m;
    }
    if (type == "state")
        return state_message{o.at("code").get<std::string>(), o.at("state"), std::nullopt};
    if (type == "moved")
        return moved{o.at("code").get<std::string>(),
                     whole_number<int>(o.at("ply")),
                     whole_number<int>(o.at("seat")),
                     o.at("move"),
                     o.at("state"),
                     std::nullopt};
    if (type == "game_over")
        return game_over{o.at("code").get<std::string>(), o.at("result"),
                         o.value("ratings", json())};
    if (type == "draw_offer")
        return draw_offer_event{o.at("code").get<std::string>(), whole_number<int>(o.at("by")),
                                o.at("status").get<std::string>(),
                                o.value("accepted", std::vector<int>{})};
    if (type == "challenge_result")
        return challenge_result{
            o.at("code").get<std::string>(),    whole_number<int>(o.at("by")),
            whole_number<int>(o.at("against")), whole_number<int>(o.at("ply")),
            o.at("correct").get<bool>(),        o.value("violations", json::array())};
    if (type == "game_action")
        return game_action_event{o.at("code").get<std::string>(),
                                 whole_number<int>(o.at("seat")),
                                 o.at("action").get<std::string>(),
                                 o.at("result"),
                                 {}};
    if (type == "chat") {
        chat_event m;
        m.code = o.at("code").get<std::string>();
        m.from = o.at("from").get<std::string>();
        if (const auto it = o.find("seat"); it != o.end() && !it->is_null())
            m.seat = whole_number<int>(*it);
        m.text = o.at("text").get<std::string>();
        return m;
    }
    if (type == "left")
        return left_message{o.at("code").get<std::string>()};
    if (type == "error")
        return error_message{o.at("code").get<std::string>(),
                             core::printable(o.value("message", std::string())),
                             o.value("details", json())};
    if (type == "seat_out" || type == "claimable" || type == "takeback" || type == "rematch" ||
        type == "synced") {
        json fields = o;
        for (const char* envelope : {"type", "code", "id", "v"})
            fields.erase(envelope);
        return game_event{o.at("code").get<std::string>(), type, std::move(fields)};
    }
    return std::nullopt;
}

// The length of the STATE text a moved or state event carries, if the server wrote one.
std::size_t written_size(const server_body& body) {
    if (const auto* m = std::get_if<moved>(&body); m && m->written)
        return m->written->members.size();
    if (const auto* m = std::get_if<state_message>(&body); m && m->written)
        return m->written->members.size();
    return 0;
}

// STATE as the server wrote it: its members, then the clock.
void write_state(json_writer& out, const written_state& state) {
    out.begin_object().members(state.members).key("clock").value(state.clock).end_object();
}

} // namespace

std::string state_text(const written_state& state) {
    std::string text;
    text.reserve(state.members.size() + 16);
    json_writer out(text);
    write_state(out, state);
    return text;
}

// An error reply with its wire code name.
server_message make_error(error_code code, std::string message, json id) {
    return server_message{
        std::move(id), std::nullopt,
        error_message{std::string(error_code_name(code)), core::printable(message), nullptr}};
}

// The wire type name of each body.
std::string_view type_name(const server_body& body) {
    return std::visit(
        overloaded{
            [](const welcome&) -> std::string_view { return "welcome"; },
            [](const room_message&) -> std::string_view { return "room"; },
            [](const rooms_message&) -> std::string_view { return "rooms"; },
            [](const state_message&) -> std::string_view { return "state"; },
            [](const moved&) -> std::string_view { return "moved"; },
            [](const game_over&) -> std::string_view { return "game_over"; },
            [](const draw_offer_event&) -> std::string_view { return "draw_offer"; },
            [](const challenge_result&) -> std::string_view { return "challenge_result"; },
            [](const game_event& m) -> std::string_view { return m.type; },
            [](const chat_event&) -> std::string_view { return "chat"; },
            [](const left_message&) -> std::string_view { return "left"; },
            [](const error_message&) -> std::string_view { return "error"; },
            [](const game_action_event&) -> std::string_view { return "game_action"; },
            [](const my_rooms_message&) -> std::string_view { return "my_rooms"; },
        },
        body);
}

std::optional<server_body> as_of_version(const server_body& body, int version) {
    const auto* action = std::get_if<game_action_event>(&body);
    if (action == nullptr || version >= 2)
        return std::nullopt;
    return game_event{action->code, action->older_type, action->result};
}

namespace {

void write_optional(json_writer& out, const std::optional<std::string>& text) {
    if (text)
        out.string(*text);
    else
        out.null();
}

void write_state(json_writer& out, const json& state, const std::optional<written_state>& written) {
    if (written)
        write_state(out, *written);
    else
        out.value(state);
}

void write_room(json_writer& out, const room_view& room) {
    out.begin_object()
        .key("code")
        .string(room.code)
        .key("game")
        .string(room.game)
        .key("options")
        .value(room.options)
        .key("status")
        .string(room.status)
        .key("game_id")
        .number(room.game_id)
        .key("public")
        .boolean(room.is_public);
    if (room.rated)
        out.key("rated").boolean(true);
    out.key("spectators").number(room.spectators).key("seats").begin_array();
    for (const seat_view& seat : room.seats) {
        out.begin_object().key("seat").number(seat.seat).key("side").string(seat.side);
        write_optional(out.key("player"), seat.player);
        write_optional(out.key("name"), seat.name);
        out.key("online").boolean(seat.online);
        if (seat.offline_since)
            out.key("offline_since").number(*seat.offline_since);
        if (seat.rating)
            out.key("rating").number(*seat.rating).key("provisional").boolean(seat.provisional);
        out.end_object();
    }
    out.end_array().end_object();
}

void write_body(json_writer& out, const server_body& body) {
    std::visit(overloaded{
                   [&](const welcome& m) {
                       out.key("player").string(m.player).key("name").string(m.name);
                       out.key("token").string(m.token).key("protocol").number(m.protocol);
                       out.key("server").string(m.server).key("rooms").begin_array();
                       for (const std::string& code : m.rooms)
                           out.string(code);
                       out.end_array();
                   },
                   [&](const room_message& m) { write_room(out.key("room"), m.room); },
                   [&](const rooms_message& m) {
                       out.key("rooms").begin_array();
                       for (const room_view& room : m.rooms)
                           write_room(out, room);
                       out.end_array();
                   },
                   [&](const state_message& m) {
                       write_state(out.key("code").string(m.code).key("state"), m.state, m.written);
                   },
                   [&](const moved& m) {
                       out.key("code").string(m.code).key("ply").number(m.ply);
                       out.key("seat").number(m.seat).key("move").value(m.move);
                       write_state(out.key("state"), m.state, m.written);
                   },
                   [&](const game_over& m) {
                       out.key("code").string(m.code).key("result").value(m.result);
                       if (!m.ratings.is_null())
                           out.key("ratings").value(m.ratings);
                   },
                   [&](const draw_offer_event& m) {
                       out.key("code").string(m.code).key("by").number(m.by);
                       out.key("status").string(m.status);
                       if (!m.accepted.empty()) {
                           out.key("accepted").begin_array();
                           for (const int seat : m.accepted)
                               out.number(seat);
                           out.end_array();
                       }
                   },
                   [&](const challenge_result& m) {
                       out.key("code").string(m.code).key("by").number(m.by);
                       out.key("against").number(m.against).key("ply").number(m.ply);
                       out.key("correct").boolean(m.correct);
                       out.key("violations").value(m.violations);
                   },
                   [&](const game_event& m) {
                       out.key("code").string(m.code);
                       for (const auto& [name, value] : m.fields.items())
                           out.key(name).value(value);
                   },
                   [&](const chat_event& m) {
                       out.key("code").string(m.code).key("from").string(m.from).key("seat");
                       if (m.seat)
                           out.number(*m.seat);
                       else
                           out.null();
                       out.key("text").string(m.text);
                   },
                   [&](const left_message& m) { out.key("code").string(m.code); },
                   [&](const error_message& m) {
                       out.key("code").string(m.code).key("message").string(m.message);
                       if (m.details.is_object())
                           out.key("details").value(m.details);
                   },
                   [&](const game_action_event& m) {
                       out.key("code").string(m.code).key("seat").number(m.seat);
                       out.key("action").string(m.action).key("result").value(m.result);
                   },
                   [&](const my_rooms_message& m) {
                       out.key("rooms").begin_array();
                       for (const my_room& mine : m.rooms) {
                           write_room(out.begin_object().key("room"), mine.room);
                           out.key("to_move");
                           if (mine.to_move)
                               out.number(*mine.to_move);
                           else
                               out.null();
                           out.end_object();
                       }
                       out.end_array();
                   },
               },
               body);
}

} // namespace

// ROOM as a tree, read back from its one writer.
json to_json(const room_view& room) {
    std::string text;
    json_writer out(text);
    write_room(out, room);
    return json::parse(text);
}

// Written field by field (json_writer), with no tree: this runs for every event, and a tree
// would copy the game's STATE once more.
std::string serialize(const json& id, std::optional<std::int64_t> v, const server_body& body) {
    std::string text;
    text.reserve(256 + written_size(body)); // one allocation for a message with its STATE
    json_writer out(text);
    out.begin_object().key("type").string(type_name(body));
    if (!id.is_null())
        out.key("id").value(id);
    if (v)
        out.key("v").number(*v);
    write_body(out, body);
    out.end_object();
    return text;
}

std::string serialize(const server_message& message) {
    return serialize(message.id, message.v, message.body);
}

// Reads ROOM; nullopt when a field is missing or of the wrong type.
std::optional<room_view> room_from_json(const json& o) {
    try {
        room_view room;
        room.code = o.at("code").get<std::string>();
        room.game = o.at("game").get<std::string>();
        room.options = o.value("options", json::object());
        room.status = o.at("status").get<std::string>();
        room.game_id = whole_number_or(o, "game_id", std::int64_t{0});
        room.is_public = o.value("public", true);
        room.rated = o.value("rated", false);
        room.spectators = whole_number_or(o, "spectators", 0);
        for (const json& s : o.at("seats")) {
            seat_view seat;
            seat.seat = whole_number<int>(s.at("seat"));
            seat.side = s.at("side").get<std::string>();
            seat.player = optional_string(s, "player");
            seat.name = optional_string(s, "name");
            seat.online = s.value("online", false);
            if (const auto since = s.find("offline_since");
                since != s.end() && since->is_number_integer())
                seat.offline_since = whole_number<std::int64_t>(*since);
            if (const auto rating = s.find("rating"); rating != s.end() && rating->is_number())
                seat.rating = whole_number<int>(*rating);
            seat.provisional = s.value("provisional", false);
            room.seats.push_back(std::move(seat));
        }
        return room;
    } catch (const std::exception&) { // nlohmann's shape errors and whole_number's
        return std::nullopt;
    }
}

// Parses a server frame; shape errors become bad_request, unknown types unknown_type.
server_parse_result parse_server_message(std::string_view text) {
    if (!within_depth(text))
        return parse_error{error_code::bad_request, "the message nests too deeply", nullptr};
    json object = json::parse(text, nullptr, false);
    if (object.is_discarded())
        return parse_error{error_code::bad_json, "the message is not valid JSON", nullptr};
    if (!object.is_object() || !object.contains("type") || !object["type"].is_string())
        return parse_error{error_code::bad_request, "a message needs a string \"type\"", nullptr};
    json id = object.value("id", json(nullptr));
    std::optional<std::int64_t> v;
    try {
        if (const auto it = object.find("v"); it != object.end() && !it->is_null())
            v = whole_number<std::int64_t>(*it);
        std::optional<server_body> body = read_body(object["type"].get<std::string>(), object);
        if (!body)
            return parse_error{error_code::unknown_type,
                               "unknown message type \"" + object["type"].get<std::string>() + "\"",
                               id};
        return server_message{std::move(id), v, std::move(*body)};
    } catch (const std::exception& e) {
        return parse_error{error_code::bad_request,
                           std::string("the message is out of shape: ") + e.what(), id};
    }
}

} // namespace plyroom::protocol
