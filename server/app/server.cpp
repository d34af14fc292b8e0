#include "server.hpp"

#include "accounts/account_service.hpp"
#include "ai/ai_pool.hpp"
#include "cluster/node.hpp"
#include "cluster/relay.hpp"
#include "fd_limit.hpp"
#include "lobby/lobby.hpp"
#include "metrics.hpp"
#include "net/listener.hpp"
#include "net/shared_state.hpp"
#include "net/static_files.hpp"
#include "net/web_policy.hpp"
#include "stop_signals.hpp"
#include "store/migrations.hpp"
#include "store/positions_cache.hpp"
#include "store/read_pool.hpp"
#include "store/reader.hpp"
#include "store/writer.hpp"
#include "thread_priority.hpp"
#include "wall_clock.hpp"

#include <algorithm>
#include <csignal>
#include <fstream>
#include <functional>
#include <optional>
#include <thread>
#include <vector>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <spdlog/pattern_formatter.h>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

namespace plyroom::server::app {

namespace {

namespace asio = boost::asio;

// The %* pattern flag: the log message escaped as the inside of a JSON string.
class json_escaped_message final : public spdlog::custom_flag_formatter {
public:
    void format(const spdlog::details::log_msg& msg, const std::tm& /*time*/,
                spdlog::memory_buf_t& dest) override {
        static constexpr char hex[] = "0123456789abcdef";
        for (const char c : msg.payload) {
            const auto byte = static_cast<unsigned char>(c);
            if (c == '"' || c == '\\') {
                dest.push_back('\\');
                dest.push_back(c);
            } else if (byte < 0x20) {
                const char escaped[] = {'\\', 'u', '0', '0', hex[byte >> 4], hex[byte & 0xF]};
                dest.append(escaped, escaped + sizeof escaped);
            } else {
                dest.push_back(c);
            }
        }
    }
    std::unique_ptr<custom_flag_formatter> clone() const override {
        return std::make_unique<json_escaped_message>();
    }
};

// Text or JSON lines on stderr, at the configured level.
void setup_logging(const config& settings) {
    auto logger = spdlog::stderr_logger_mt("plyroom");
    if (settings.log_json) {
        auto formatter = std::make_unique<spdlog::pattern_formatter>();
        formatter->add_flag<json_escaped_message>('*').set_pattern(
            R"({"time":"%Y-%m-%dT%H:%M:%S.%e%z","level":"%l","thread":%t,"message":"%*"})");
        logger->set_formatter(std::move(formatter));
    } else {
        logger->set_pattern("%Y-%m-%d %H:%M:%S.%e %^%l%$ %v");
    }
    logger->set_level(spdlog::level::from_str(settings.log_level));
    spdlog::set_default_logger(logger);
}

// Migrates the schema and reads back what the lobby needs; false on a fatal problem.
bool prepare_store(const config& settings, std::vector<store::stored_player>& players,
                   std::vector<store::stored_game>& games, store::next_ids& ids) {
    store::database db;
    if (store::error failed = db.open(settings.db, false, settings.sync_full)) {
        spdlog::critical("{}", *failed);
        return false;
    }
    if (store::error failed = store::migrate(db, store::embedded_migrations(db.kind()))) {
        spdlog::critical("{}", *failed);
        return false;
    }
    store::reader reader;
    store::error failed = reader.open(settings.db);
    if (!failed)
        players = reader.players(failed);
    if (!failed)
        games = reader.unfinished_games(failed);
    if (!failed)
        ids = reader.ids(failed);
    if (failed) {
        spdlog::critical("reading {}: {}", store::printable_location(settings.db), *failed);
        return false;
    }
    return true;
}

// Listens on the HTTP threads, runs the rooms' I/O threads until a signal, and stops in order:
// stop accepting, let commits in flight finish, close every connection with 1001, give the
// threads a moment.
bool serve(asio::io_context& ioc, asio::io_context& http, net::shared_state& state,
           store::writer& writer, ai::ai_pool* ai, const config& settings, cluster::node* node,
           cluster::relay* relay) {
    boost::system::error_code ec;
    const auto address = asio::ip::make_address(settings.address, ec);
    if (ec) {
        spdlog::critical("bad address {}: {}", settings.address, ec.message());
        return false;
    }
    net::set_web_root(settings.web_root);
    net::set_page_servers(settings.page_servers);
    auto listener = std::make_shared<net::listener>(http, state);
    if (auto failed = listener->open({address, settings.port})) {
        spdlog::critical("{}", *failed);
        return false;
    }
    listener->run();
    spdlog::info("plyroom-server 0.1.0 listening on {}:{} with {} threads (and {} for HTTP)",
                 settings.address, listener->port(), settings.threads, settings.http_threads);
    if (!settings.port_file.empty())
        std::ofstream(settings.port_file) << listener->port() << "\n";

    asio::steady_timer deadline(ioc);
    // Stops the I/O threads once every session has closed, or at `until` at the latest.
    std::function<void(std::chrono::steady_clock::time_point)> wait_for_sessions =
        [&](std::chrono::steady_clock::time_point until) {
            if (state.open_sessions() == 0 || std::chrono::steady_clock::now() >= until) {
                http.stop();
                return ioc.stop();
            }
            deadline.expires_after(std::chrono::milliseconds(10));
            deadline.async_wait([&, until](const boost::system::error_code& error) {
                if (!error)
                    wait_for_sessions(until);
            });
        };
    // The stop signals are blocked since start-up (block_stop_signals), so one sent as soon as
    // the port file exists waits for this thread: the server stops in order, never by the
    // default action (exit 143).
    const auto stop_in_order = [&](int signal) {
        spdlog::info("signal {}: stopping", signal);
        listener->stop();
        if (ai != nullptr)
            ai->cancel();
        writer.stop();
        // The last commit is done: the other nodes may take this node's rooms at once.
        if (node != nullptr) {
            node->hand_over();
            if (relay)
                relay->announce_release();
        }
        state.close_all();
        wait_for_sessions(std::chrono::steady_clock::now() + std::chrono::seconds(2));
    };
    // The rooms' threads run until the stop, also while no room has work waiting.
    const auto keep_running = asio::make_work_guard(ioc);
    const stop_signal_waiter signals(
        [&](int signal) { asio::post(ioc, [&stop_in_order, signal] { stop_in_order(signal); }); });

    // HTTP keeps the ordinary priority: under SCHED_IDLE, WebSocket handshakes and health
    // checks starved behind any other busy process on the machine (seen in the tests).
    std::vector<std::thread> threads;
    for (unsigned i = 0; i < settings.http_threads; ++i)
        threads.emplace_back([&http] { http.run(); });
    const auto run_rooms = [&ioc] {
        request_short_time_slice();
        ioc.run();
    };
    for (unsigned i = 1; i < settings.threads; ++i)
        threads.emplace_back(run_rooms);
    run_rooms();
    for (auto& thread : threads)
        thread.join();
    return true;
}

// Why the port cannot be listened on, checked before the database loads so that a busy port
// is told at once, with how to choose another; nullopt when it is free (or picked freely).
std::optional<std::string> busy_port(const config& settings) {
    boost::system::error_code ec;
    const auto address = asio::ip::make_address(settings.address, ec);
    if (ec || settings.port == 0)
        return std::nullopt; // serve() reports a bad address; port 0 is never busy
    asio::io_context probe;
    asio::ip::tcp::acceptor acceptor(probe);
    acceptor.open(address.is_v6() ? asio::ip::tcp::v6() : asio::ip::tcp::v4(), ec);
    if (!ec)
        acceptor.set_option(asio::socket_base::reuse_address(true), ec);
    if (!ec)
        acceptor.bind({address, settings.port}, ec);
    if (!ec)
        return std::nullopt;
    return "cannot listen on " + settings.address + ":" + std::to_string(settings.port) + ": " +
           ec.message() + " (another server on that port? choose another with --port N or " +
           "PLYROOM_PORT=N)";
}

} // namespace

// Start-up in order: store, lobby (restore), writer, listener, threads; then wait for a
// signal and stop in reverse.
int run_server(const config& settings) {
    // Before any thread starts, so that every thread inherits the block (stop_signals.hpp).
    block_stop_signals();
    setup_logging(settings);
    // Under a file-size limit (RLIMIT_FSIZE) a write past it fails with EFBIG and is logged
    // as a store failure, instead of the signal ending the process.
    std::signal(SIGXFSZ, SIG_IGN);
    const connection_fit fit = fit_connections(raise_fd_limit(), settings.max_connections);
    if (fit.refusal) {
        spdlog::critical("{}", *fit.refusal);
        return 1;
    }
    if (fit.warning)
        spdlog::warn("{}", *fit.warning);
    if (const auto busy = busy_port(settings)) {
        spdlog::critical("{}", *busy);
        return 1;
    }
    std::vector<store::stored_player> players;
    std::vector<store::stored_game> games;
    store::next_ids ids;
    if (!prepare_store(settings, players, games, ids))
        return 1;

    server::metrics metrics;
    std::unique_ptr<cluster::node> node;
    if (!settings.cluster.empty()) {
        node = std::make_unique<cluster::node>(settings.node_id, settings.db, metrics);
        if (store::error failed = node->start()) {
            spdlog::critical("{}", *failed);
            return 1;
        }
        games = node->take_at_start(std::move(games));
    }
    store::writer writer;
    if (store::error failed = writer.start(
            settings.db, settings.sync_full,
            [&metrics](std::size_t submissions, std::size_t rows, std::chrono::nanoseconds took) {
                metrics.on_commit(submissions, rows, took);
            },
            store::chat_retention{.keep_ms = settings.chat_retention_days * 86'400'000LL})) {
        spdlog::critical("{}", *failed);
        return 1;
    }

    // Destroyed explicitly at the end, after the rooms and before the lobby and the shared
    // state, because handlers it still holds end sessions that use both.
    std::optional<asio::io_context> ioc(std::in_place, static_cast<int>(settings.threads));
    // Plain HTTP apart from the rooms; destroyed once the reader threads no longer post to it.
    std::optional<asio::io_context> http(std::in_place, static_cast<int>(settings.http_threads));
    std::optional<ai::ai_pool> ai;
    if (settings.ai_threads > 0)
        ai.emplace(settings.ai_threads, std::chrono::milliseconds(settings.ai_move_ms), metrics,
                   settings.ai_queue);
    lobby::lobby lobby(
        *ioc, writer, metrics,
        lobby::room_limits{settings.history, std::chrono::seconds(settings.finished_room_ttl),
                           settings.max_waiting_rooms, settings.new_players_per_hour,
                           match::room_timing{settings.first_move_seconds * 1000LL,
                                              settings.claim_after_seconds * 1000LL,
                                              settings.restart_courtesy_seconds * 1000LL,
                                              settings.abandon_after_hours * 3'600'000LL,
                                              settings.chat_per_minute},
                           settings.ai_move_ms, settings.max_rooms},
        ai ? &*ai : nullptr);
    accounts::account_settings account_settings;
    account_settings.cost = {settings.password_ops, settings.password_mem_kib * 1024};
    account_settings.hashing_threads = settings.password_threads;
    account_settings.max_waiting = settings.password_queue;
    accounts::account_service accounts(
        account_settings, [] { return now_ms(); }, [] { return std::chrono::steady_clock::now(); });
    if (store::error failed = accounts.open(settings.db)) {
        spdlog::critical("accounts: {}", *failed);
        return 1;
    }
    lobby.use_accounts(&accounts);
    // A thousand reads waiting is more than any player waits for: more get 503 at once.
    store::read_pool reads(settings.db, settings.read_threads, 1000);
    lobby.read_ratings_with(
        [&reads](const std::string& player_id, const std::string& game,
                 std::function<void(std::optional<match::shown_rating>)> answer) {
            auto read = [player_id, game, answer](store::reader* connection, const store::error&) {
                store::error failed;
                const auto rating = connection != nullptr
                                        ? connection->rating_of(player_id, game, failed)
                                        : std::nullopt;
                if (!rating)
                    return answer(std::nullopt);
                answer(match::show_rating(rating->value, rating->deviation));
            };
            if (!reads.submit(read))
                answer(std::nullopt); // a full queue: the seat shows no rating
        });
    std::shared_ptr<cluster::relay> relay;
    if (node) {
        relay = std::make_shared<cluster::relay>(
            *ioc, std::get<cluster::redis_address>(cluster::parse_redis_url(settings.cluster)),
            *node, lobby, metrics, settings.db);
        auto hooks = node->hooks();
        // Weak: the relay's Redis sockets go before the I/O context, the lobby after it.
        hooks.forward = [weak = std::weak_ptr<cluster::relay>(relay)](
                            const std::string& code, const match::actor& from,
                            const protocol::client_message* message,
                            const std::shared_ptr<match::connection>& connection) {
            const auto alive = weak.lock();
            return alive && alive->forward(code, from, message, connection);
        };
        hooks.look = [weak = std::weak_ptr<cluster::relay>(relay)](
                         const std::string& code, std::uint64_t asker, lobby::room_look_done done) {
            if (const auto alive = weak.lock())
                return alive->look(code, asker, std::move(done));
            done({lobby::room_look::outcome::unreachable});
        };
        hooks.remote_waiting_rooms = [weak = std::weak_ptr<cluster::relay>(relay)] {
            const auto alive = weak.lock();
            return alive ? alive->remote_waiting_rooms() : std::vector<protocol::room_view>{};
        };
        node->on_taken(
            [weak = std::weak_ptr<cluster::relay>(relay)](const std::vector<std::string>& codes) {
                if (const auto alive = weak.lock())
                    alive->taken_here(codes);
            });
        node->on_lost([weak = std::weak_ptr<cluster::relay>(relay)](
                          const std::shared_ptr<match::room>& room) {
            if (const auto alive = weak.lock())
                alive->lost_here(room);
        });
        lobby.join_cluster(std::move(hooks));
        relay->start();
    }
    for (const auto& problem : lobby.restore(players, games, ids))
        spdlog::error("restore: {}", problem);
    if (node)
        node->run(lobby);
    // The AI opponents are players no token resumes (migrations/sqlite/0002_ai_players.sql).
    const auto ai_players = std::count_if(players.begin(), players.end(), [](const auto& player) {
        return player.token_hash.starts_with("none:");
    });
    spdlog::info("restored {} unfinished games from {}; {} people have played here (besides {} "
                 "AI opponents of the server)",
                 lobby.room_count(), store::printable_location(settings.db),
                 players.size() - static_cast<std::size_t>(ai_players), ai_players);

    net::limits limits;
    limits.max_frame = settings.max_frame;
    limits.max_queue = settings.max_queue;
    limits.send_buffer = settings.send_buffer;
    limits.max_queue_bytes = settings.max_queue_bytes;
    limits.header_timeout = std::chrono::seconds(settings.header_timeout);
    limits.max_connections = fit.max_connections;
    limits.max_connections_per_ip = settings.max_connections_per_ip;
    limits.max_http_per_ip =
        settings.max_http_connections_per_ip.value_or(settings.max_connections_per_ip);
    limits.idle_timeout = std::chrono::seconds(settings.idle_timeout);
    limits.rate = lobby::rate_limit{settings.rate, settings.rate_burst};
    limits.allowed_origins = settings.allowed_origins;
    for (const std::string& server : settings.page_servers)
        limits.allowed_origins.push_back(net::page_origin(server));
    for (const std::string& proxy : settings.trusted_proxies)
        limits.trusted_proxies.push_back(*net::parse_address_prefix(proxy)); // checked by the flag
    limits.operators.clear();
    for (const std::string& prefix : settings.metrics_address)
        limits.operators.push_back(*net::parse_address_prefix(prefix)); // checked by the flag
    store::positions_cache positions(settings.positions_cache_mb * 1024 * 1024,
                                     metrics.record_replays);
    net::shared_state state(*ioc, lobby, metrics, limits,
                            net::store_access{&reads, &writer,
                                              std::chrono::milliseconds(settings.ready_stall_ms),
                                              &positions});

    const bool served =
        serve(*ioc, *http, state, writer, ai ? &*ai : nullptr, settings, node.get(), relay.get());
    if (node)
        node->hand_over();
    if (relay)
        relay->stop();
    // The AI and reader threads post to rooms and sessions: they end before the rooms and
    // the I/O context do.
    if (ai)
        ai->stop();
    accounts.stop();
    reads.stop();
    http.reset();
    if (!served)
        return 1;
    lobby.clear_rooms();
    relay.reset();
    ioc.reset();
    writer.stop();
    spdlog::info("stopped");
    return 0;
}

} // namespace plyroom::server::app
