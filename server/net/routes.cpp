#include "routes.hpp"

#include "game_text.hpp"
#include "json_reply.hpp"
#include "lobby/lobby.hpp"
#include "lobby/secrets.hpp"
#include "player_routes.hpp"
#include "protocol/room_code.hpp"
#include "protocol/server_message.hpp"
#include "query_string.hpp"
#include "shared_state.hpp"
#include "static_files.hpp"
#include "store/read_pool.hpp"
#include "store/writer.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <variant>

namespace plyroom::server::net {

namespace {

using json = nlohmann::json;

// A `room` reply, written as the WebSocket reply is, by the one encoder of server messages.
http_reply room_reply(protocol::room_view view) {
    return http_reply{
        200, "application/json",
        protocol::serialize(nullptr, std::nullopt, protocol::room_message{std::move(view)})};
}

bool is_visible_ascii(std::string_view text) {
    return std::all_of(text.begin(), text.end(), [](char c) { return c > ' ' && c < 0x7F; });
}

// Who asks for a record: the player of "Authorization: Bearer <token>" (the token of hello,
// sent in a header so that it never appears in an address that proxies log) and the room
// code of ?code= (the code is in the room's link already). A header of another shape is a
// 400; a token or code that matches nothing simply proves nothing.
std::variant<store::record_viewer, http_reply> viewer_of(std::string_view query,
                                                         std::string_view authorization) {
    store::record_viewer viewer;
    if (!authorization.empty()) {
        constexpr std::string_view scheme = "bearer ";
        std::string given(authorization.substr(0, scheme.size()));
        std::transform(given.begin(), given.end(), given.begin(), [](char c) {
            return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        });
        const std::string_view token =
            authorization.substr(std::min(scheme.size(), authorization.size()));
        if (given != scheme || token.empty() || token.size() > 256 || !is_visible_ascii(token))
            return json_reply(400, {{"error", "bad_request"},
                                    {"message", "the Authorization header is \"Bearer\" and the "
                                                "token of hello"}});
        viewer.token_hash = lobby::hash_token(std::string(token));
    }
    if (const auto code = query_parameter(query, "code")) {
        const std::string normalized = protocol::normalize_room_code(*code);
        if (!protocol::is_valid_room_code(normalized))
            return json_reply(400, {{"error", "bad_request"},
                                    {"message", "a room code is six characters of "
                                                "23456789ABCDEFGHJKMNPQRSTUVWXYZ"}});
        viewer.code = normalized;
    }
    return viewer;
}

// GET /api/games/{id}: the stored record, read on a store reader thread; with
// ?positions=1 also the position before every move. A private game only for `viewer`s who
// may see it (store::reader::game_record), else 404 as for a game that does not exist.
std::optional<http_reply> game_record(std::string_view id_text, bool with_positions,
                                      store::record_viewer viewer, shared_state& state,
                                      reply_later later) {
    std::int64_t id = 0;
    const auto [end, ec] = std::from_chars(id_text.data(), id_text.data() + id_text.size(), id);
    if (ec != std::errc() || end != id_text.data() + id_text.size())
        return json_reply(400, {{"error", "bad_request"}, {"message", "a game id is a number"}});
    store::read_pool* reads = state.store().reads;
    store::positions_cache* cache = with_positions ? state.store().positions : nullptr;
    auto read = [id, with_positions, cache, viewer = std::move(viewer),
                 later](store::reader* reader, const store::error& unavailable) {
        store::error failed = unavailable;
        const auto failure = [] {
            return json_reply(
                500, {{"error", "internal"}, {"message", "the store failed; try again later"}});
        };
        if (reader != nullptr && cache != nullptr) {
            std::optional<std::string> body =
                reader->game_record_with_positions(id, failed, viewer, *cache);
            if (failed)
                return later(failure());
            return later(body ? http_reply{200, "application/json", std::move(*body)}
                              : not_found());
        }
        json record = reader == nullptr ? json(nullptr)
                                        : reader->game_record(id, failed, with_positions, viewer);
        if (failed)
            return later(failure());
        later(record.is_null() ? not_found() : json_reply(200, record));
    };
    if (reads == nullptr || !reads->submit(std::move(read)))
        return json_reply(503, {{"error", "unavailable"},
                                {"message", "too many game records are being read; try again "
                                            "in a moment"}});
    return std::nullopt;
}

// GET /api/games/{id}.txt: the game text (core/game_text.hpp, docs/game-text.md) of what
// /api/games/{id} serves, under the same rule of who may see it, made on a store reader thread.
std::optional<http_reply> game_text(std::string_view id_text, store::record_viewer viewer,
                                    shared_state& state, reply_later later) {
    std::int64_t id = 0;
    const auto [end, ec] = std::from_chars(id_text.data(), id_text.data() + id_text.size(), id);
    if (ec != std::errc() || end != id_text.data() + id_text.size())
        return json_reply(400, {{"error", "bad_request"}, {"message", "a game id is a number"}});
    store::read_pool* reads = state.store().reads;
    auto read = [id, viewer = std::move(viewer), later](store::reader* reader,
                                                        const store::error& unavailable) {
        store::error failed = unavailable;
        json record =
            reader == nullptr ? json(nullptr) : reader->game_record(id, failed, false, viewer);
        if (failed)
            return later(json_reply(
                500, {{"error", "internal"}, {"message", "the store failed; try again later"}}));
        if (record.is_null())
            return later(not_found());
        auto text = core::write_game_text(record, "Plyroom");
        if (auto* refused = std::get_if<core::refusal>(&text))
            return later(
                json_reply(500, {{"error", "internal"},
                                 {"message", "this game no longer replays: " + refused->message}}));
        later(http_reply{200,
                         "text/plain; charset=utf-8",
                         std::move(std::get<std::string>(text)),
                         {{"Content-Disposition",
                           "attachment; filename=\"plyroom-" + std::to_string(id) + ".txt\""}}});
    };
    if (reads == nullptr || !reads->submit(std::move(read)))
        return json_reply(503, {{"error", "unavailable"},
                                {"message", "too many game records are being read; try again "
                                            "in a moment"}});
    return std::nullopt;
}

// Who asks for a room held by another node, as the nodes count look-ups: one asker per client
// address (the top bit set, apart from the WebSocket connections' numbers).
std::uint64_t asker_of(std::string_view address) {
    std::uint64_t hash = 14695981039346656037ULL;
    for (const char c : address) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ULL;
    }
    return hash | (std::uint64_t{1} << 63);
}

// No room has the code: 404, or with ?quiet=1 a 200 saying so (a page asking for the room of
// the link it was opened with, which may be any code, then logs no failed request).
http_reply no_room(bool quiet) {
    return quiet ? json_reply(200, {{"error", "not_found"}}) : not_found();
}

// The reply to a look at a room another node holds.
http_reply looked(lobby::room_look look, bool quiet) {
    using outcome = lobby::room_look::outcome;
    switch (look.result) {
    case outcome::found:
        return room_reply(std::move(*look.room));
    case outcome::not_found:
        break;
    case outcome::busy:
        return json_reply(503, {{"error", "busy"},
                                {"message", "this server is looking up too many rooms now; try "
                                            "again in a moment"}});
    case outcome::rate_limited:
        return json_reply(429, {{"error", "rate_limited"},
                                {"message", "too many rooms looked up from your address; try "
                                            "again in a moment"}});
    case outcome::unreachable:
        return json_reply(503, {{"error", "unavailable"},
                                {"message", "the server that holds this room does not answer "
                                            "now; try again in a moment"}});
    }
    return no_room(quiet);
}

// GET /api/rooms/{code}: the room's ROOM, as a `room` reply, to whoever holds its code (the
// link /r/CODE carries it, and with it anyone may join or watch), so that a page can say what
// it invites to before its visitor joins. Among several nodes, a room held by another node is
// asked of its owner (found as for a message to that room, with the same bounds), and the reply
// comes through `later`.
std::optional<http_reply> room_of(std::string_view code_text, std::string_view address, bool quiet,
                                  shared_state& state, reply_later later) {
    const std::string code = protocol::normalize_room_code(code_text);
    if (!protocol::is_valid_room_code(code))
        return json_reply(400, {{"error", "bad_request"},
                                {"message", "a room code is six characters of "
                                            "23456789ABCDEFGHJKMNPQRSTUVWXYZ"}});
    if (!state.look_up_room(std::string(address)))
        return json_reply(429, {{"error", "rate_limited"},
                                {"message", "too many rooms looked up from your address; try "
                                            "again in a moment"}});
    if (const auto room = state.lobby().find(code))
        return room_reply(*room->summary());
    if (state.lobby().look_elsewhere(code, asker_of(address),
                                     [later = std::move(later), quiet](lobby::room_look look) {
                                         later(looked(std::move(look), quiet));
                                     }))
        return std::nullopt;
    return no_room(quiet);
}

// GET /readyz: whether the store takes writes in time. A load balancer sends players
// elsewhere while it fails; /healthz only says the process answers.
http_reply readiness(shared_state& state) {
    store::writer* writer = state.store().writer;
    if (writer == nullptr)
        return {503, "text/plain; charset=utf-8", "not ready: no store\n"};
    const store::writer_health health = writer->health(std::chrono::steady_clock::now());
    // The reason stays in the server's log (the writer logs its failures): the store's own
    // words may name files, hosts and users.
    if (health.failing) {
        writer->probe(); // with no traffic, only a write of its own can see the store recover
        return {503, "text/plain; charset=utf-8", "not ready: the store fails\n"};
    }
    if (health.oldest_wait > state.store().stall_after)
        return {503, "text/plain; charset=utf-8", "not ready: the store does not answer\n"};
    return {200, "text/plain; charset=utf-8", "ready\n"};
}

// Whether a query string ("a=1&b=2") holds `parameter` exactly.
bool has_parameter(std::string_view query, std::string_view parameter) {
    while (!query.empty()) {
        const auto end = query.find('&');
        if (query.substr(0, end) == parameter)
            return true;
        if (end == std::string_view::npos)
            break;
        query.remove_prefix(end + 1);
    }
    return false;
}

} // namespace

// Dispatches one request by method and path (query strings are ignored but for
// /api/games/{id}?positions=1&code=..., /api/rooms/{code}?quiet=1 and
// /api/players/{name}/games?before=...&limit=...).
std::optional<http_reply> route(std::string_view method, std::string_view target,
                                shared_state& state, reply_later later,
                                const request_context& context) {
    const std::string_view path = target.substr(0, target.find('?'));
    const std::string_view query =
        path.size() < target.size() ? target.substr(path.size() + 1) : std::string_view();
    if (method != "GET" && method != "HEAD")
        return json_reply(405, {{"error", "method_not_allowed"}});
    if (path == "/healthz")
        return http_reply{200, "text/plain; charset=utf-8", "ok"};
    if ((path == "/readyz" || path == "/metrics") && !context.from_operator)
        return json_reply(403, {{"error", "forbidden"},
                                {"message", "this is served only to the addresses of "
                                            "--metrics-address (default: this machine)"}});
    if (path == "/readyz")
        return readiness(state);
    if (path == "/metrics") {
        auto& metrics = state.metrics();
        return http_reply{200, "text/plain; version=0.0.4; charset=utf-8", metrics.render()};
    }
    if (path == "/api/rooms") {
        json rooms = json::array();
        for (const auto& room : state.lobby().waiting_rooms(std::nullopt))
            rooms.push_back(protocol::to_json(room));
        return json_reply(200, {{"rooms", std::move(rooms)}});
    }
    constexpr std::string_view rooms_prefix = "/api/rooms/";
    if (path.substr(0, rooms_prefix.size()) == rooms_prefix)
        return room_of(path.substr(rooms_prefix.size()), context.address,
                       has_parameter(query, "quiet=1"), state, std::move(later));
    constexpr std::string_view games_prefix = "/api/games/";
    if (path.substr(0, games_prefix.size()) == games_prefix) {
        auto viewer = viewer_of(query, context.authorization);
        if (auto* refused = std::get_if<http_reply>(&viewer))
            return std::move(*refused);
        constexpr std::string_view text_suffix = ".txt";
        const std::string_view rest = path.substr(games_prefix.size());
        if (rest.size() > text_suffix.size() &&
            rest.substr(rest.size() - text_suffix.size()) == text_suffix)
            return game_text(rest.substr(0, rest.size() - text_suffix.size()),
                             std::get<store::record_viewer>(std::move(viewer)), state,
                             std::move(later));
        return game_record(path.substr(games_prefix.size()), has_parameter(query, "positions=1"),
                           std::get<store::record_viewer>(std::move(viewer)), state,
                           std::move(later));
    }
    constexpr std::string_view players_prefix = "/api/players/";
    if (path.starts_with(players_prefix)) {
        auto viewer = viewer_of({}, context.authorization);
        if (auto* refused = std::get_if<http_reply>(&viewer))
            return std::move(*refused);
        return player_api(path.substr(players_prefix.size()), query,
                          std::get<store::record_viewer>(std::move(viewer)).token_hash, state,
                          std::move(later));
    }
    constexpr std::string_view leaderboard_prefix = "/api/leaderboard/";
    if (path.starts_with(leaderboard_prefix))
        return leaderboard_api(path.substr(leaderboard_prefix.size()), state, std::move(later));
    return static_file(path).value_or(not_found());
}

} // namespace plyroom::server::net
