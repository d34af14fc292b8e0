// Server settings from flags and PLYROOM_* environment variables (flags win).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace plyroom::server::app {

struct config {
    std::string address = "0.0.0.0";
    unsigned short port = 8080;
    std::string db = "./plyroom.db";
    unsigned threads = 0; // 0: one per core
    std::string log_level = "info";
    bool log_json = false;
    std::size_t max_frame = 64 * 1024;
    std::size_t max_queue = 1024;
    std::size_t max_queue_bytes = 4 * 1024 * 1024; // outgoing bytes queued per connection
    std::size_t send_buffer = 256 * 1024; // kernel send buffer per connection; 0: the system's
    std::size_t max_connections = 10000;
    std::size_t max_connections_per_ip = 64;
    // Open plain HTTP connections per address; unset: as max_connections_per_ip.
    std::optional<std::size_t> max_http_connections_per_ip;
    unsigned idle_timeout = 60; // seconds
    double rate = 20;           // messages per second per connection
    double rate_burst = 40;
    std::size_t history = 256;              // events kept per room for sync
    unsigned finished_room_ttl = 600;       // seconds a finished room stays for those still in it
    bool sync_full = true;                  // SQLite synchronous=FULL (else NORMAL)
    std::string port_file;                  // write the bound port here once listening
    unsigned ai_threads = 1;                // threads the AI thinks on; 0: no AI opponents
    unsigned ai_move_ms = 1000;             // the AI's time per move
    unsigned first_move_seconds = 30;       // timed rooms: a first move not made by then aborts
    unsigned claim_after_seconds = 60;      // an absent seat may be claimed against after this
    unsigned restart_courtesy_seconds = 15; // added to the running clock after a restart
    unsigned abandon_after_hours = 24;     // an untimed game nobody is in ends after this; 0: never
    unsigned chat_retention_days = 30;     // chat of a game finished this long ago is deleted
    unsigned read_threads = 2;             // threads reading game records for /api/games/{id}
    std::size_t positions_cache_mb = 16;   // finished games' ?positions=1 kept, in MiB of text
    unsigned http_threads = 1;             // threads for plain HTTP, apart from the rooms
    unsigned header_timeout = 10;          // seconds to send a whole HTTP request head
    unsigned ready_stall_ms = 2000;        // a store write waiting this long makes /readyz fail
    std::size_t max_waiting_rooms = 10;    // rooms one player may have waiting for players
    std::size_t chat_per_minute = 30;      // lines of chat per player and room in a minute
    std::size_t max_rooms = 20;            // unfinished rooms one player may hold a seat in
    std::size_t ai_queue = 100;            // AI moves waiting beyond which AI rooms are refused
    // Argon2id's cost for account passwords: libsodium's interactive limits by default.
    unsigned long long password_ops = 2;   // passes (crypto_pwhash_OPSLIMIT_INTERACTIVE)
    std::size_t password_mem_kib = 65536;  // memory (crypto_pwhash_MEMLIMIT_INTERACTIVE)
    unsigned password_threads = 1;         // threads that hash passwords
    std::size_t password_queue = 32;       // account requests waiting; beyond them: busy
    unsigned new_players_per_hour = 120;   // anonymous hellos per address and hour (burst 30)
    std::string web_root;                  // serve the browser client from here; empty: built in
    std::vector<std::string> page_servers; // WebSocket URLs the page may use; empty: its own
    std::vector<std::string> allowed_origins; // other origins whose pages may open /ws
    std::vector<std::string> trusted_proxies; // CIDRs whose X-Forwarded-For names the client
    std::vector<std::string> metrics_address = {"127.0.0.0/8", "::1"}; // may read /metrics, /readyz
    std::string cluster; // redis://HOST:PORT: one node of several; empty: alone
    std::string node_id; // this node's name among them (with cluster)
};

// What to do: run with a config, or print text and exit with a code.
struct exit_with {
    int code;
    std::string text;
};

std::variant<config, exit_with> parse_config(const std::vector<std::string>& args);

} // namespace plyroom::server::app
