#include "player_routes.hpp"

#include "accounts/user_name.hpp"
#include "json_reply.hpp"
#include "query_string.hpp"
#include "registry.hpp"
#include "shared_state.hpp"
#include "store/read_pool.hpp"
#include "wall_clock.hpp"

#include <charconv>
#include <limits>

namespace plyroom::server::net {

namespace {

// A user name is at most 32 characters of up to 4 bytes, each written as up to 3 in an address.
constexpr std::size_t max_encoded_name = 32 * 4 * 3;

// The value of a hexadecimal digit, or -1.
int hex_digit(char c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// A path segment with its %XX escapes decoded; nullopt for a malformed escape.
std::optional<std::string> percent_decoded(std::string_view segment) {
    std::string out;
    for (std::size_t i = 0; i < segment.size(); ++i) {
        if (segment[i] != '%') {
            out += segment[i];
            continue;
        }
        const int high = i + 2 < segment.size() ? hex_digit(segment[i + 1]) : -1;
        const int low = i + 2 < segment.size() ? hex_digit(segment[i + 2]) : -1;
        if (high < 0 || low < 0)
            return std::nullopt;
        out += static_cast<char>(high * 16 + low);
        i += 2;
    }
    return out;
}

// A whole decimal number in [1, max], or nullopt.
std::optional<std::int64_t> positive_number(std::string_view text, std::int64_t max) {
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < 1 || value > max)
        return std::nullopt;
    return value;
}

// The read pool's queue is full: refused at once rather than queued without bound.
http_reply reads_refused() {
    return json_reply(503, {{"error", "unavailable"},
                            {"message", "too many pages are being read; try again in a moment"}});
}

// Runs `read` (the player pages' queries of a reader thread's connection, to a JSON answer or
// null for none) on the store's read pool; its answer comes through `later`.
template <typename Read>
std::optional<http_reply> on_read_pool(shared_state& state, reply_later later, Read read) {
    store::read_pool* reads = state.store().reads;
    auto task = [read = std::move(read), later](store::reader* reader,
                                                const store::error& unavailable) {
        store::error failed = unavailable;
        store::player_reader* pages = reader == nullptr ? nullptr : reader->player_pages(failed);
        if (pages == nullptr)
            return later(store_failed());
        const nlohmann::json answer = read(*pages, failed);
        if (failed)
            return later(store_failed());
        later(answer.is_null() ? not_found() : json_reply(200, answer));
    };
    if (reads == nullptr || !reads->submit(std::move(task)))
        return reads_refused();
    return std::nullopt;
}

} // namespace

std::optional<http_reply> player_api(std::string_view rest, std::string_view query,
                                     std::optional<std::string> token_hash, shared_state& state,
                                     reply_later later) {
    constexpr std::string_view games_suffix = "/games";
    const bool games = rest.ends_with(games_suffix);
    if (games)
        rest.remove_suffix(games_suffix.size());
    if (rest.size() > max_encoded_name || rest.find('/') != std::string_view::npos)
        return not_found();
    const std::optional<std::string> name = percent_decoded(rest);
    if (!name)
        return bad_request("a user name in an address is percent-encoded UTF-8");
    // No account can have a name the rules refuse: no page, as for a name nobody took.
    if (accounts::user_name_problem(*name))
        return not_found();
    std::string key = accounts::user_name_key(*name);
    if (!games)
        return on_read_pool(state, std::move(later),
                            [key = std::move(key), now = now_ms()](store::player_reader& pages,
                                                                   store::error& failed) {
                                return pages.player(key, now, failed);
                            });

    std::optional<std::int64_t> before;
    if (const auto text = query_parameter(query, "before"))
        if (!(before = positive_number(*text, std::numeric_limits<std::int64_t>::max())))
            return bad_request("before is a game id, a whole number from 1");
    std::int64_t page_size = 20;
    if (const auto text = query_parameter(query, "limit")) {
        const auto limit = positive_number(*text, store::player_reader::max_page_size);
        if (!limit)
            return bad_request("limit is a whole number from 1 to 50");
        page_size = *limit;
    }
    return on_read_pool(state, std::move(later),
                        [key = std::move(key), before, page_size,
                         asker = store::player_page_asker{std::move(token_hash)}](
                            store::player_reader& pages, store::error& failed) {
                            return pages.games(key, before, static_cast<int>(page_size), asker,
                                               failed);
                        });
}

std::optional<http_reply> leaderboard_api(std::string_view game, shared_state& state,
                                          reply_later later) {
    const core::game_definition* found = core::find_game(game);
    if (found == nullptr)
        return not_found();
    return on_read_pool(state, std::move(later),
                        [id = std::string(game), now = now_ms()](store::player_reader& pages,
                                                                 store::error& failed) {
                            return pages.leaderboard(id, now, failed);
                        });
}

} // namespace plyroom::server::net
