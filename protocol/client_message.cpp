#include "client_message.hpp"

#include "json_depth.hpp"
#include "overloaded.hpp"
#include "printable_text.hpp"
#include "room_code.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <utility>

namespace plyroom::protocol {

namespace {

// A refusal found while reading fields: always bad_request with a sentence.
struct field_error {
    std::string message;
};

// Reads the fields of one message object, remembering the first problem.
class field_reader {
public:
    explicit field_reader(const json& object) : object_(object) {}

    const std::optional<field_error>& error() const { return error_; }

    // A required string field.
    std::string text(const char* key) {
        const auto it = object_.find(key);
        if (it == object_.end() || !it->is_string()) {
            fail(std::string("\"") + key + "\" must be a string");
            return {};
        }
        return it->get<std::string>();
    }

    // An optional string field: absent or null gives nullopt.
    std::optional<std::string> optional_text(const char* key) {
        const auto it = object_.find(key);
        if (it == object_.end() || it->is_null())
            return std::nullopt;
        if (!it->is_string()) {
            fail(std::string("\"") + key + "\" must be a string or null");
            return std::nullopt;
        }
        return it->get<std::string>();
    }

    // An optional integer field within int range: absent or null gives nullopt.
    std::optional<std::int64_t> optional_integer(const char* key) {
        const auto it = object_.find(key);
        if (it == object_.end() || it->is_null())
            return std::nullopt;
        if (!it->is_number_integer()) {
            fail(std::string("\"") + key + "\" must be an integer");
            return std::nullopt;
        }
        if (it->is_number_unsigned() &&
            it->get<std::uint64_t>() >
                static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
            fail(std::string("\"") + key + "\" is too large");
            return std::nullopt;
        }
        return it->get<std::int64_t>();
    }

    // A required integer field in [low, high].
    int integer(const char* key, std::int64_t low, std::int64_t high) {
        if (!object_.contains(key)) {
            fail(std::string("\"") + key + "\" is required");
            return 0;
        }
        const auto value = bounded(key, low, high);
        return value ? *value : 0;
    }

    // An optional integer field in [low, high].
    std::optional<int> bounded(const char* key, std::int64_t low, std::int64_t high) {
        const auto value = optional_integer(key);
        if (!value)
            return std::nullopt;
        if (*value < low || *value > high) {
            fail(std::string("\"") + key + "\" is out of range");
            return std::nullopt;
        }
        return static_cast<int>(*value);
    }

    // An optional boolean field with a default.
    bool boolean(const char* key, bool fallback) {
        const auto it = object_.find(key);
        if (it == object_.end() || it->is_null())
            return fallback;
        if (!it->is_boolean()) {
            fail(std::string("\"") + key + "\" must be true or false");
            return fallback;
        }
        return it->get<bool>();
    }

    // A room code field, upper-cased.
    std::string code() { return normalize_room_code(text("code")); }

    const json& object() const { return object_; }

    void fail(std::string message) {
        if (!error_)
            error_ = field_error{std::move(message)};
    }

private:
    const json& object_;
    std::optional<field_error> error_;
};

constexpr std::int64_t max_ply = std::numeric_limits<int>::max();

client_body read_hello(field_reader& in) {
    hello out;
    out.name = in.text("name");
    if (!in.error()) {
        const auto length = printable_length(out.name);
        if (!length || *length == 0 || *length > max_name_chars)
            in.fail("a name is 1 to 32 printable characters");
    }
    out.token = in.optional_text("token");
    out.protocol = in.bounded("protocol", 1, 1000).value_or(oldest_protocol_version);
    return out;
}

// The seats an AI takes: distinct integers 0..63, at least one; nullopt for anything else.
std::optional<std::vector<int>> read_ai_seats(const json& list) {
    if (!list.is_array() || list.empty() || list.size() > 63)
        return std::nullopt;
    std::vector<int> seats;
    for (const json& seat : list) {
        if (!seat.is_number_integer() || seat.get<std::int64_t>() < 0 ||
            seat.get<std::int64_t>() > 63)
            return std::nullopt;
        const int number = static_cast<int>(seat.get<std::int64_t>());
        if (std::find(seats.begin(), seats.end(), number) != seats.end())
            return std::nullopt;
        seats.push_back(number);
    }
    return seats;
}

client_body read_create_room(field_reader& in) {
    create_room out;
    out.game = in.text("game");
    if (const auto it = in.object().find("options"); it != in.object().end() && !it->is_null()) {
        if (!it->is_object())
            in.fail("\"options\" must be an object");
        else
            out.options = *it;
    }
    out.seat = in.bounded("seat", 0, 63);
    out.is_public = in.boolean("public", true);
    out.rated = in.boolean("rated", false);
    if (const auto it = in.object().find("ai"); it != in.object().end() && !it->is_null()) {
        const auto level = it->is_object() ? it->find("level") : it->end();
        if (!it->is_object() || level == it->end() || !level->is_string())
            in.fail("\"ai\" must be {\"level\":\"easy\"|\"normal\"|\"hard\"}");
        else
            out.ai = ai_option{level->get<std::string>(), {}};
        if (out.ai)
            if (const auto seats = it->find("seats"); seats != it->end() && !seats->is_null()) {
                if (auto read = read_ai_seats(*seats))
                    out.ai->seats = std::move(*read);
                else
                    in.fail("\"ai\".\"seats\" must be a list of 1 to 63 different seat "
                            "numbers (0 to 63)");
            }
    }
    return out;
}

client_body read_join_room(field_reader& in) {
    join_room out;
    out.code = in.code();
    const std::string as = in.optional_text("as").value_or("player");
    if (as == "spectator")
        out.as = join_as::spectator;
    else if (as != "player")
        in.fail("\"as\" must be \"player\" or \"spectator\"");
    out.seat = in.bounded("seat", 0, 63);
    return out;
}

client_body read_sync(field_reader& in) {
    sync out;
    out.code = in.code();
    out.since = in.optional_integer("since");
    if (out.since && *out.since < 0)
        in.fail("\"since\" must not be negative");
    return out;
}

// A move's ply and MOVE, as `move` and `check_move` carry them.
template <class Message>
client_body read_ply_and_move(field_reader& in) {
    Message out;
    out.code = in.code();
    // Any other ply, negative ones included, is the room's to refuse as stale_ply.
    out.ply = in.integer("ply", std::numeric_limits<int>::min(), max_ply);
    const auto it = in.object().find("move");
    if (it == in.object().end() || !it->is_object())
        in.fail("\"move\" must be an object");
    else
        out.move = *it;
    return out;
}

// An action's name: what a game's rules call it, in lower case ("challenge").
bool is_action_name(const std::string& name) {
    return !name.empty() && name.size() <= 32 && std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    });
}

client_body read_game_action(field_reader& in) {
    game_action out;
    out.code = in.code();
    out.action = in.text("action");
    if (!in.error() && !is_action_name(out.action))
        in.fail("\"action\" must be 1 to 32 lower-case letters, digits or underscores");
    if (!in.error() && out.action == core::move_kind)
        in.fail("a move is sent as a \"move\" message, with its ply");
    if (const auto it = in.object().find("params"); it != in.object().end() && !it->is_null()) {
        if (it->is_object())
            out.params = *it;
        else
            in.fail("\"params\" must be an object");
    }
    return out;
}

client_body read_chat(field_reader& in) {
    chat out;
    out.code = in.code();
    out.text = in.text("text");
    if (!in.error()) {
        const auto length = printable_length(out.text);
        if (!length || *length == 0 || out.text.size() > max_chat_bytes)
            in.fail("a chat message is 1 to 500 bytes of printable text");
    }
    return out;
}

// Reads the body for a known type name; nullopt when the type is unknown.
std::optional<client_body> read_body(const std::string& type, field_reader& in) {
    if (type == "hello")
        return read_hello(in);
    if (type == "create_room")
        return read_create_room(in);
    if (type == "join_room")
        return read_join_room(in);
    if (type == "leave_room")
        return leave_room{in.code()};
    if (type == "list_rooms")
        return list_rooms{in.optional_text("game")};
    if (type == "my_rooms")
        return my_rooms{};
    if (type == "sync")
        return read_sync(in);
    if (type == "move")
        return read_ply_and_move<move>(in);
    if (type == "check_move")
        return read_ply_and_move<check_move>(in);
    if (type == "legal_moves")
        return legal_moves{in.code()};
    if (type == "offer_draw")
        return offer_draw{in.code()};
    if (type == "accept_draw")
        return accept_draw{in.code()};
    if (type == "decline_draw")
        return decline_draw{in.code()};
    if (type == "resign")
        return resign{in.code()};
    if (type == "abort")
        return abort_game{in.code()};
    if (type == "challenge") {
        challenge out;
        out.code = in.code();
        out.ply = in.integer("ply", 0, max_ply);
        return out;
    }
    if (type == "game_action")
        return read_game_action(in);
    if (type == "chat")
        return read_chat(in);
    if (type == "give_time") {
        give_time out;
        out.code = in.code();
        out.seat = in.integer("seat", 0, 63);
        // Any count is the room's to refuse with the allowed range in words.
        out.ms = in.integer("ms", std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
        return out;
    }
    if (type == "claim_victory")
        return claim_victory{in.code(), in.bounded("seat", 0, 63)};
    if (type == "claim_draw")
        return claim_draw{in.code(), in.bounded("seat", 0, 63)};
    if (type == "request_takeback")
        return request_takeback{in.code()};
    if (type == "accept_takeback")
        return accept_takeback{in.code()};
    if (type == "decline_takeback")
        return decline_takeback{in.code()};
    if (type == "rematch")
        return rematch{in.code()};
    if (type == "decline_rematch")
        return decline_rematch{in.code()};
    return std::nullopt;
}

} // namespace

// Parses one frame: JSON first, then the envelope, then the body's fields.
client_parse_result parse_client_message(std::string_view text) {
    if (!within_depth(text))
        return parse_error{error_code::bad_request,
                           "arrays and objects may nest at most " + std::to_string(max_json_depth) +
                               " levels deep in a message",
                           nullptr};
    json object = json::parse(text, nullptr, false);
    if (object.is_discarded())
        return parse_error{error_code::bad_json, "the message is not valid JSON", nullptr};
    if (!object.is_object())
        return parse_error{error_code::bad_request, "a message must be a JSON object", nullptr};
    json id = nullptr;
    if (const auto it = object.find("id"); it != object.end()) {
        if (!it->is_null() && !it->is_string() && !it->is_number_integer())
            return parse_error{error_code::bad_request, "\"id\" must be a string or an integer",
                               nullptr};
        id = *it;
    }
    const auto type = object.find("type");
    if (type == object.end() || !type->is_string())
        return parse_error{error_code::bad_request, "\"type\" must be a string", id};
    field_reader in(object);
    std::optional<client_body> body = read_body(type->get<std::string>(), in);
    if (!body)
        return parse_error{error_code::unknown_type,
                           "unknown message type \"" + type->get<std::string>() + "\"", id};
    if (in.error())
        return parse_error{error_code::bad_request, in.error()->message, id};
    return client_message{std::move(id), std::move(*body)};
}

// The wire type name of each body.
std::string_view type_name(const client_body& body) {
    return std::visit(
        overloaded{
            [](const hello&) -> std::string_view { return "hello"; },
            [](const create_room&) -> std::string_view { return "create_room"; },
            [](const join_room&) -> std::string_view { return "join_room"; },
            [](const leave_room&) -> std::string_view { return "leave_room"; },
            [](const list_rooms&) -> std::string_view { return "list_rooms"; },
            [](const my_rooms&) -> std::string_view { return "my_rooms"; },
            [](const sync&) -> std::string_view { return "sync"; },
            [](const move&) -> std::string_view { return "move"; },
            [](const offer_draw&) -> std::string_view { return "offer_draw"; },
            [](const accept_draw&) -> std::string_view { return "accept_draw"; },
            [](const decline_draw&) -> std::string_view { return "decline_draw"; },
            [](const resign&) -> std::string_view { return "resign"; },
            [](const abort_game&) -> std::string_view { return "abort"; },
            [](const challenge&) -> std::string_view { return "challenge"; },
            [](const chat&) -> std::string_view { return "chat"; },
            [](const give_time&) -> std::string_view { return "give_time"; },
            [](const claim_victory&) -> std::string_view { return "claim_victory"; },
            [](const claim_draw&) -> std::string_view { return "claim_draw"; },
            [](const request_takeback&) -> std::string_view { return "request_takeback"; },
            [](const accept_takeback&) -> std::string_view { return "accept_takeback"; },
            [](const decline_takeback&) -> std::string_view { return "decline_takeback"; },
            [](const rematch&) -> std::string_view { return "rematch"; },
            [](const decline_rematch&) -> std::string_view { return "decline_rematch"; },
            [](const game_action&) -> std::string_view { return "game_action"; },
            [](const legal_moves&) -> std::string_view { return "legal_moves"; },
            [](const check_move&) -> std::string_view { return "check_move"; },
        },
        body);
}

// Encodes a message as a client sends it.
json to_json(const client_message& message) {
    json out{{"type", type_name(message.body)}};
    std::visit(overloaded{
                   [&](const hello& m) {
                       out["name"] = m.name;
                       out["token"] = m.token ? json(*m.token) : json(nullptr);
                       out["protocol"] = m.protocol;
                   },
                   [&](const create_room& m) {
                       out["game"] = m.game;
                       out["options"] = m.options;
                       out["seat"] = m.seat ? json(*m.seat) : json(nullptr);
                       out["public"] = m.is_public;
                       if (m.rated)
                           out["rated"] = true;
                       if (m.ai) {
                           out["ai"] = json{{"level", m.ai->level}};
                           if (!m.ai->seats.empty())
                               out["ai"]["seats"] = m.ai->seats;
                       }
                   },
                   [&](const join_room& m) {
                       out["code"] = m.code;
                       out["as"] = m.as == join_as::player ? "player" : "spectator";
                       if (m.seat)
                           out["seat"] = *m.seat;
                   },
                   [&](const leave_room& m) { out["code"] = m.code; },
                   [&](const list_rooms& m) {
                       if (m.game)
                           out["game"] = *m.game;
                   },
                   [](const my_rooms&) {},
                   [&](const sync& m) {
                       out["code"] = m.code;
                       if (m.since)
                           out["since"] = *m.since;
                   },
                   [&](const move& m) {
                       out["code"] = m.code;
                       out["ply"] = m.ply;
                       out["move"] = m.move;
                   },
                   [&](const check_move& m) {
                       out["code"] = m.code;
                       out["ply"] = m.ply;
                       out["move"] = m.move;
                   },
                   [&](const offer_draw& m) { out["code"] = m.code; },
                   [&](const accept_draw& m) { out["code"] = m.code; },
                   [&](const decline_draw& m) { out["code"] = m.code; },
                   [&](const resign& m) { out["code"] = m.code; },
                   [&](const abort_game& m) { out["code"] = m.code; },
                   [&](const challenge& m) {
                       out["code"] = m.code;
                       out["ply"] = m.ply;
                   },
                   [&](const game_action& m) {
                       out["code"] = m.code;
                       out["action"] = m.action;
                       out["params"] = m.params;
                   },
                   [&](const chat& m) {
                       out["code"] = m.code;
                       out["text"] = m.text;
                   },
                   [&](const give_time& m) {
                       out["code"] = m.code;
                       out["seat"] = m.seat;
                       out["ms"] = m.ms;
                   },
                   [&](const claim_victory& m) {
                       out["code"] = m.code;
                       if (m.seat)
                           out["seat"] = *m.seat;
                   },
                   [&](const claim_draw& m) {
                       out["code"] = m.code;
                       if (m.seat)
                           out["seat"] = *m.seat;
                   },
                   [&](const auto& m) { out["code"] = m.code; },
               },
               message.body);
    if (!message.id.is_null())
        out["id"] = message.id;
    return out;
}

// The frame text of a client message.
std::string serialize(const client_message& message) {
    return to_json(message).dump();
}

// The room a body addresses, if any.
const std::string* room_code_of(const client_body& body) {
    return std::visit(
        [](const auto& m) -> const std::string* {
            if constexpr (requires { m.code; })
                return &m.code;
            else
                return nullptr;
        },
        body);
}

std::optional<seat_action> seat_action_of(const client_body& body) {
    if (const auto* m = std::get_if<move>(&body))
        return seat_action{core::action{core::move_kind, m->move}, m->ply};
    if (const auto* m = std::get_if<game_action>(&body))
        return seat_action{core::action{m->action, m->params}, std::nullopt};
    if (const auto* m = std::get_if<challenge>(&body))
        return seat_action{core::action{"challenge", json{{"ply", m->ply}}}, std::nullopt};
    return std::nullopt;
}

client_body message_of(const std::string& code, int ply, const core::action& what) {
    if (what.is_move())
        return move{code, ply, what.body};
    return game_action{code, what.kind, what.body};
}

} // namespace plyroom::protocol
