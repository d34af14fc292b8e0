#include "config.hpp"

#include "cluster/node_flags.hpp"
#include "net/address_prefix.hpp"
#include "net/web_policy.hpp"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <functional>
#include <optional>
#include <string_view>
#include <thread>

namespace plyroom::server::app {

namespace {

constexpr std::size_t max_page_servers = 16;

// "a,b,c" as its entries, empty ones included (an empty text is one empty entry).
std::vector<std::string_view> comma_separated(std::string_view text) {
    std::vector<std::string_view> entries;
    for (std::size_t start = 0; start <= text.size();) {
        const std::size_t end = std::min(text.find(',', start), text.size());
        entries.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return entries;
}

// A list setting: every entry read by `read` (nullopt refuses the whole value), at most `most`.
template <typename Read>
bool read_list(std::string_view text, std::vector<std::string>& list, std::size_t most, Read read) {
    list.clear();
    for (const std::string_view entry : comma_separated(text)) {
        std::optional<std::string> value = read(entry);
        if (!value || list.size() == most)
            return false;
        list.push_back(std::move(*value));
    }
    return true;
}

// An address or an address prefix (ADDR or ADDR/BITS), kept as written.
std::optional<std::string> address_prefix_entry(std::string_view entry) {
    if (!net::parse_address_prefix(entry))
        return std::nullopt;
    return std::string(entry);
}

// One setting: its flag, its help line, and how to store a value.
struct option {
    const char* flag; // "port" gives --port and PLYROOM_PORT
    const char* value_name;
    const char* help;
    std::function<bool(config&, const std::string&)> set;
};

template <class T>
bool parse_number(const std::string& text, T& out) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size();
}

bool parse_bool(const std::string& text, bool& out) {
    if (text == "1" || text == "true" || text == "yes" || text == "on") {
        out = true;
        return true;
    }
    if (text == "0" || text == "false" || text == "no" || text == "off") {
        out = false;
        return true;
    }
    return false;
}

template <class T>
std::function<bool(config&, const std::string&)> number(T config::*member) {
    return [member](config& c, const std::string& v) { return parse_number(v, c.*member); };
}

const std::vector<option>& options() {
    static const std::vector<option> all{
        {"address", "ADDR", "address to listen on (default 0.0.0.0)",
         [](config& c, const std::string& v) {
             c.address = v;
             return !v.empty();
         }},
        {"port", "N", "TCP port for WebSocket (/ws) and HTTP; 0 picks a free one (default 8080)",
         number(&config::port)},
        {"db", "FILE|URL",
         "SQLite database file, created if missing (default ./plyroom.db), or a PostgreSQL "
         "database: postgresql://USER@HOST:PORT/DB",
         [](config& c, const std::string& v) {
             c.db = v;
             return !v.empty();
         }},
        {"threads", "N", "I/O threads (default: one per core)", number(&config::threads)},
        {"log-level", "LEVEL", "trace, debug, info, warn, error or off (default info)",
         [](config& c, const std::string& v) {
             c.log_level = v;
             return v == "trace" || v == "debug" || v == "info" || v == "warn" || v == "error" ||
                    v == "off";
         }},
        {"log-json", "BOOL", "log JSON lines instead of text (default false)",
         [](config& c, const std::string& v) { return parse_bool(v, c.log_json); }},
        {"max-frame", "BYTES", "largest message accepted (default 65536)",
         number(&config::max_frame)},
        {"max-queue", "N",
         "outgoing messages queued per connection before it is dropped "
         "(default 1024)",
         number(&config::max_queue)},
        {"max-queue-bytes", "BYTES",
         "outgoing bytes queued per connection before it is dropped (default 4194304)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.max_queue_bytes) && c.max_queue_bytes > 0;
         }},
        {"send-buffer", "BYTES",
         "kernel send buffer per connection, bounding what a stalled reader holds; 0 leaves "
         "the system's (default 262144)",
         number(&config::send_buffer)},
        {"max-connections", "N", "WebSocket connections in total (default 10000)",
         number(&config::max_connections)},
        {"max-connections-per-ip", "N",
         "WebSocket connections per address (an IPv6 address counts by its /64), 0 for no limit "
         "(default 64)",
         number(&config::max_connections_per_ip)},
        {"max-http-connections-per-ip", "N",
         "plain HTTP connections open at once per address (an IPv6 address counts by its /64), "
         "0 for no limit; one more gets 503 and is closed (default: as "
         "--max-connections-per-ip)",
         [](config& c, const std::string& v) {
             std::size_t limit = 0;
             if (!parse_number(v, limit))
                 return false;
             c.max_http_connections_per_ip = limit;
             return true;
         }},
        {"idle-timeout", "SECONDS",
         "close a connection silent this long; pinged at half "
         "(default 60)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.idle_timeout) && c.idle_timeout > 0;
         }},
        {"rate", "N", "messages per second per connection (default 20)",
         [](config& c, const std::string& v) {
             char* end = nullptr;
             c.rate = std::strtod(v.c_str(), &end);
             return end != v.c_str() && *end == '\0' && c.rate > 0;
         }},
        {"rate-burst", "N", "messages a connection may send at once (default 40)",
         [](config& c, const std::string& v) {
             char* end = nullptr;
             c.rate_burst = std::strtod(v.c_str(), &end);
             return end != v.c_str() && *end == '\0' && c.rate_burst >= 1;
         }},
        {"history", "N", "events kept per room for sync (default 256)", number(&config::history)},
        {"finished-room-ttl", "SECONDS",
         "how long a finished game's room stays open to those still in it; its record stays in "
         "the database (default 600)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.finished_room_ttl) && c.finished_room_ttl > 0;
         }},
        {"sync", "MODE", "full (fsync every commit, default) or normal",
         [](config& c, const std::string& v) {
             c.sync_full = v == "full";
             return v == "full" || v == "normal";
         }},
        {"ai-threads", "N",
         "threads the AI opponents think on, apart from the I/O threads; 0 turns the AI off "
         "(default 1)",
         number(&config::ai_threads)},
        {"password-ops", "N",
         "Argon2id passes per account password hash, at least 1 (default 2: libsodium's "
         "interactive limit)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.password_ops) && c.password_ops > 0;
         }},
        {"password-mem-kib", "KIB",
         "Argon2id memory per account password hash, in KiB, at least 8 (default 65536: "
         "libsodium's interactive limit)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.password_mem_kib) && c.password_mem_kib >= 8 &&
                    c.password_mem_kib <= 4 * 1024 * 1024;
         }},
        {"password-threads", "N", "threads that hash account passwords, at least 1 (default 1)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.password_threads) && c.password_threads > 0;
         }},
        {"password-queue", "N",
         "account requests (register, log in, ...) that may wait for a hashing thread; beyond "
         "them the server answers busy (default 32)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.password_queue) && c.password_queue > 0;
         }},
        {"ai-move-ms", "MS", "time the AI may think per move (default 1000)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.ai_move_ms) && c.ai_move_ms > 0;
         }},
        {"first-move-seconds", "SECONDS",
         "in timed rooms, a player who has not made a first move this long after it could "
         "aborts the game (default 30)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.first_move_seconds) && c.first_move_seconds > 0;
         }},
        {"claim-after-seconds", "SECONDS",
         "how long a player must have been gone before the others may claim the game "
         "(default 60)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.claim_after_seconds) && c.claim_after_seconds > 0;
         }},
        {"restart-courtesy-seconds", "SECONDS",
         "time added to the running clock of each timed game rebuilt after a restart "
         "(default 15)",
         number(&config::restart_courtesy_seconds)},
        {"abandon-after-hours", "HOURS",
         "an untimed game (or a room still waiting) with no player connected ends as inactive "
         "once nothing has been played for this long; 0 keeps such games forever (default 24)",
         number(&config::abandon_after_hours)},
        {"chat-retention-days", "DAYS",
         "the chat of a finished game is deleted this many days after it ended; its record "
         "stays (at least 1, default 30)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.chat_retention_days) && c.chat_retention_days >= 1 &&
                    c.chat_retention_days <= 36'500;
         }},
        {"web-root", "DIR",
         "serve the browser client from DIR instead of the copy built in (for developing it)",
         [](config& c, const std::string& v) {
             c.web_root = v;
             return !v.empty();
         }},
        {"page-servers", "URL,...",
         "WebSocket servers (ws:// or wss:// URLs, /ws when no path is given) the browser page "
         "connects to and fails over between, in order: servers sharing this database. The "
         "page's Content-Security-Policy allows exactly these besides its own server "
         "(default: only the server that served the page)",
         [](config& c, const std::string& v) {
             return read_list(v, c.page_servers, max_page_servers, net::page_server_url);
         }},
        {"allowed-origins", "ORIGIN,...",
         "other sites (http:// or https:// and a host, with a port unless the default) whose "
         "pages may open WebSocket connections here, besides this server's own pages and those "
         "of --page-servers; a browser page of any other site is refused",
         [](config& c, const std::string& v) {
             return read_list(v, c.allowed_origins, max_page_servers, net::allowed_origin);
         }},
        {"trusted-proxy", "CIDR,...",
         "reverse proxies (ADDR or ADDR/BITS) whose X-Forwarded-For or Forwarded header names "
         "the client: the per-address limits then count that client, not the proxy; the "
         "header is ignored from anyone else (default: none)",
         [](config& c, const std::string& v) {
             return read_list(v, c.trusted_proxies, 64, address_prefix_entry);
         }},
        {"metrics-address", "CIDR,...",
         "client addresses (ADDR or ADDR/BITS, IPv4 or IPv6) that may read /metrics and /readyz "
         "(default 127.0.0.0/8,::1: this machine only)",
         [](config& c, const std::string& v) {
             return read_list(v, c.metrics_address, 64, address_prefix_entry);
         }},
        {"read-threads", "N",
         "threads (each with its own database connection) that read game records for "
         "/api/games/{id} and player pages, apart from the I/O threads (default 2)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.read_threads) && c.read_threads > 0;
         }},
        {"positions-cache-mb", "MB",
         "the positions of finished games (/api/games/{id}?positions=1) kept in memory, as JSON "
         "text, so that a game read again is not replayed; the least recently read go first "
         "(default 16)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.positions_cache_mb) && c.positions_cache_mb >= 1 &&
                    c.positions_cache_mb <= 65'536;
         }},
        {"http-threads", "N",
         "threads for plain HTTP (pages, the API, health checks, WebSocket handshakes), apart "
         "from the I/O threads that run the rooms (default 1)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.http_threads) && c.http_threads > 0;
         }},
        {"header-timeout", "SECONDS",
         "time a client has to send a whole HTTP request head (default 10)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.header_timeout) && c.header_timeout > 0;
         }},
        {"ready-stall-ms", "MS",
         "/readyz fails while a store write has waited this long (default 2000)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.ready_stall_ms) && c.ready_stall_ms > 0;
         }},
        {"max-waiting-rooms", "N",
         "rooms one player may have waiting for players at once (default 10)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.max_waiting_rooms) && c.max_waiting_rooms > 0;
         }},
        {"chat-per-minute", "N",
         "lines of chat one player may say in one room in a minute (default 30)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.chat_per_minute) && c.chat_per_minute > 0;
         }},
        {"max-rooms", "N",
         "unfinished rooms one player may hold a seat in, in any state (waiting, playing, "
         "against the AI) (default 20)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.max_rooms) && c.max_rooms > 0;
         }},
        {"ai-queue", "N",
         "moves that may wait for the AI; beyond them new rooms against the AI are refused as "
         "busy (default 100)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.ai_queue) && c.ai_queue > 0;
         }},
        {"new-players-per-hour", "N",
         "new players (hello without a token) per address and hour, 30 at once (default 120)",
         [](config& c, const std::string& v) {
             return parse_number(v, c.new_players_per_hour) && c.new_players_per_hour > 0;
         }},
        {"cluster", "URL",
         "run as one node of several sharing rooms over Redis at redis://HOST:PORT (needs a "
         "PostgreSQL --db and a --node-id)",
         [](config& c, const std::string& v) {
             c.cluster = v;
             return !v.empty();
         }},
        {"node-id", "NAME",
         "this node's name among the nodes of --cluster: letters, digits, '-' and '_', unique",
         [](config& c, const std::string& v) {
             c.node_id = v;
             return !v.empty();
         }},
        {"port-file", "FILE", "write the bound port to FILE once listening",
         [](config& c, const std::string& v) {
             c.port_file = v;
             return true;
         }},
    };
    return all;
}

// PLYROOM_ plus the flag in upper case with '_' for '-'.
std::string env_name(const char* flag) {
    std::string name = "PLYROOM_";
    for (const char* p = flag; *p != '\0'; ++p)
        name += *p == '-' ? '_' : static_cast<char>(std::toupper(static_cast<unsigned char>(*p)));
    return name;
}

std::string help_text() {
    std::string text = "usage: plyroom-server [options]\n\nThe Plyroom match server. Every "
                       "option can also be set as an environment variable.\n\n";
    for (const option& o : options()) {
        std::string left = std::string("  --") + o.flag + " " + o.value_name;
        left.resize(std::max<std::size_t>(left.size() + 1, 34), ' ');
        text += left + o.help + "  [" + env_name(o.flag) + "]\n";
    }
    text += "  --help                          this text\n  --version                       "
            "print the version\n";
    return text;
}

} // namespace

// Reads the environment first, then the flags (`--flag value` or `--flag=value`).
std::variant<config, exit_with> parse_config(const std::vector<std::string>& args) {
    config c;
    for (const option& o : options())
        if (const char* value = std::getenv(env_name(o.flag).c_str()))
            if (!o.set(c, value))
                return exit_with{2, "plyroom-server: bad value \"" + std::string(value) + "\" in " +
                                        env_name(o.flag) + "\n"};
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--help" || arg == "-h")
            return exit_with{0, help_text()};
        if (arg == "--version")
            return exit_with{0, "plyroom-server 0.1.0\n"};
        if (arg == "--log-json") {
            // A bare --log-json turns it on; a following true/false/... is its value.
            bool value = true;
            if (i + 1 < args.size() && parse_bool(args[i + 1], value))
                ++i;
            c.log_json = value;
            continue;
        }
        const auto equals = arg.find('=');
        const std::string name = arg.substr(0, equals);
        const option* found = nullptr;
        for (const option& o : options())
            if (name == std::string("--") + o.flag)
                found = &o;
        if (found == nullptr)
            return exit_with{2, "plyroom-server: unknown option " + name + "\n\n" + help_text()};
        std::string value;
        if (equals != std::string::npos)
            value = arg.substr(equals + 1);
        else if (i + 1 < args.size())
            value = args[++i];
        else
            return exit_with{2, "plyroom-server: " + name + " needs a value\n"};
        if (!found->set(c, value))
            return exit_with{2, "plyroom-server: bad value \"" + value + "\" for " + name + "\n"};
    }
    if (auto refused = cluster::check_node_flags(c.cluster, c.node_id, c.db))
        return exit_with{2, "plyroom-server: " + *refused + "\n"};
    if (c.threads == 0)
        c.threads = std::max(1u, std::thread::hardware_concurrency());
    return c;
}

} // namespace plyroom::server::app
