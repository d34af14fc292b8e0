#include "routes.hpp"

#include "protocol/server_message.hpp"
#include "shared_state.hpp"
#include "static_files.hpp"
#include "store/read_pool.hpp"
#include "store/writer.hpp"

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

// GET /api/games/{id}: the stored record, read on a store reader thread; with
// ?positions=1 also the position before every move.
std::optional<http_reply> game_record(std::string_view id_text, bool with_positions,
                                      shared_state& state, reply_later later) {
    std::int64_t id = 0;
    const auto [end, ec] = std::from_chars(id_text.data(), id_text.data() + id_text.size(), id);
    if (ec != std::errc() || end != id_text.data() + id_text.size())
        return json_reply(400, {{"error", "bad_request"}, {"message", "a game id is a number"}});
    store::read_pool* reads = state.store().reads;
    auto read = [id, with_positions, later](store::reader* reader,
                                            const store::error& unavailable) {
        store::error failed = unavailable;
        json record =
            reader == nullptr ? json(nullptr) : reader->game_record(id, failed, with_positions);
        if (failed)
            return later(json_reply(
                500, {{"error", "internal"}, {"message", "the store failed; try again later"}}));
        later(record.is_null() ? not_found() : json_reply(200, record));
    };
    if (reads == nullptr || !reads->submit(std::move(read)))
        return json_reply(503, {{"error", "unavailable"},
                                {"message", "too many game records are being read; try again "
                                            "in a moment"}});
    return std::nullopt;
}

// GET /readyz: whether the store takes writes in time. A load balancer sends players
// elsewhere while it fails; /healthz only says the process answers.
http_reply readiness(shared_state& state) {
    store::writer* writer = state.store().writer;
    if (writer == nullptr)
        return {503, "text/plain; charset=utf-8", "not ready: no store\n"};
    const store::writer_health health = writer->health(std::chrono::steady_clock::now());
    if (health.failing) {
        writer->probe(); // with no traffic, only a write of its own can see the store recover
        return {503, "text/plain; charset=utf-8",
                "not ready: the store fails: " + *health.failing + "\n"};
    }
    if (health.oldest_wait > state.store().stall_after) {
        const auto waited =
            std::chrono::duration_cast<std::chrono::milliseconds>(health.oldest_wait).count();
        return {503, "text/plain; charset=utf-8",
                "not ready: the store has not answered for " + std::to_string(waited) + " ms\n"};
    }
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
// /api/games/{id}?positions=1).
std::optional<http_reply> route(std::string_view method, std::string_view target,
                                shared_state& state, reply_later later) {
    const std::string_view path = target.substr(0, target.find('?'));
    const std::string_view query =
        path.size() < target.size() ? target.substr(path.size() + 1) : std::string_view();
    if (method != "GET" && method != "HEAD")
        return json_reply(405, {{"error", "method_not_allowed"}});
    if (path == "/healthz")
        return http_reply{200, "text/plain; charset=utf-8", "ok"};
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
    constexpr std::string_view games_prefix = "/api/games/";
    if (path.substr(0, games_prefix.size()) == games_prefix)
        return game_record(path.substr(games_prefix.size()), has_parameter(query, "positions=1"),
                           state, std::move(later));
    return static_file(path).value_or(not_found());
}

} // namespace plyroom::server::net
