#include "routes.hpp"

#include "protocol/server_message.hpp"
#include "shared_state.hpp"
#include "static_files.hpp"
#include "store/reader.hpp"

#include <charconv>

namespace plyroom::server::net {

namespace {

using json = nlohmann::json;

http_reply json_reply(int status, const json& body) {
    return {status, "application/json", body.dump(-1, ' ', false, json::error_handler_t::replace)};
}

http_reply not_found() {
    return json_reply(404, {{"error", "not_found"}});
}

// GET /api/games/{id}: the stored record, read on a fresh read-only connection.
http_reply game_record(std::string_view id_text, shared_state& state) {
    std::int64_t id = 0;
    const auto [end, ec] = std::from_chars(id_text.data(), id_text.data() + id_text.size(), id);
    if (ec != std::errc() || end != id_text.data() + id_text.size())
        return json_reply(400, {{"error", "bad_request"}, {"message", "a game id is a number"}});
    store::reader reader;
    store::error failed = reader.open(state.db_path());
    json record = failed ? json(nullptr) : reader.game_record(id, failed);
    if (failed)
        return json_reply(500, {{"error", "internal"}, {"message", "the store failed"}});
    return record.is_null() ? not_found() : json_reply(200, record);
}

} // namespace

// Dispatches one request by method and path (query strings are ignored).
http_reply route(std::string_view method, std::string_view target, shared_state& state) {
    const std::string_view path = target.substr(0, target.find('?'));
    if (method != "GET" && method != "HEAD")
        return json_reply(405, {{"error", "method_not_allowed"}});
    if (path == "/healthz")
        return {200, "text/plain; charset=utf-8", "ok"};
    if (path == "/metrics") {
        auto& metrics = state.metrics();
        return {200, "text/plain; version=0.0.4; charset=utf-8", metrics.render()};
    }
    if (path == "/api/rooms") {
        json rooms = json::array();
        for (const auto& room : state.lobby().waiting_rooms(std::nullopt))
            rooms.push_back(protocol::to_json(room));
        return json_reply(200, {{"rooms", std::move(rooms)}});
    }
    constexpr std::string_view games_prefix = "/api/games/";
    if (path.substr(0, games_prefix.size()) == games_prefix)
        return game_record(path.substr(games_prefix.size()), state);
    return static_file(path).value_or(not_found());
}

} // namespace plyroom::server::net
