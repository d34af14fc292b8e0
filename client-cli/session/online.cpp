// The online commands: connect, run a room_session against the terminal, reconnect with
// back-off when the connection drops, and leave cleanly.
#include "cli/commands.hpp"
#include "net/http_get.hpp"
#include "net/server_list.hpp"
#include "net/ws_connection.hpp"
#include "session/bot_driver.hpp"
#include "session/room_session.hpp"
#include "session/token_store.hpp"
#include "term/line_editor.hpp"
#include "ui/text_layout.hpp"

#include <algorithm>
#include <csignal>
#include <iostream>
#include <poll.h>
#include <random>
#include <sys/ioctl.h>
#include <unistd.h>

namespace plyroom::client {

namespace {

constexpr std::chrono::milliseconds connect_timeout{5000};
constexpr std::chrono::milliseconds longest_backoff{8000};

volatile std::sig_atomic_t stop_requested = 0;

// SIGTERM and SIGHUP end the run like `quit`.
void on_stop_signal(int /*signal*/) {
    stop_requested = 1;
}

// The session's window on the world: the current connection, the terminal and the token file.
class terminal_io final : public session_io {
public:
    // `person`: a person plays, so screens are drawn and the identity is saved; a bot only
    // prints notices and keeps its identity to itself.
    terminal_io(line_editor& editor, const token_store& tokens,
                const std::vector<server_address>& servers, bool person)
        : editor_(editor), tokens_(tokens), servers_(servers), person_(person) {}

    // `server`: the index in the list of the server it is connected to.
    void attach(ws_connection* connection, std::size_t server = 0) {
        connection_ = connection;
        if (connection != nullptr)
            current_ = server;
    }

    void send(const protocol::client_message& message) override {
        if (connection_ != nullptr)
            connection_->send(protocol::serialize(message));
    }
    void show_screen(const std::vector<std::string>& lines) override {
        if (!person_)
            return;
        editor_.show_screen(lines);
        screen_shown_ = true;
    }
    // Once the screen is up, messages show in its message area instead.
    void notice(const std::string& line) override {
        if (!person_ || !screen_shown_)
            editor_.notice(line);
    }
    void print_lines(const std::vector<std::string>& lines) override { editor_.print_lines(lines); }
    bool draws_screen() const override { return person_; }
    // The terminal's window size; where it has none (a bare pseudo-terminal), COLUMNS and
    // LINES when set, else 80x24.
    screen_size terminal_size() const override {
        winsize size{};
        if (::ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0 && size.ws_row > 0)
            return {size.ws_col, size.ws_row};
        screen_size fallback;
        const auto number = [](const char* name) -> std::size_t {
            const auto value = process_env(name);
            return value && !value->empty() && value->size() < 5 &&
                           value->find_first_not_of("0123456789") == std::string::npos
                       ? std::stoul(*value)
                       : 0;
        };
        if (const std::size_t columns = number("COLUMNS"); columns > 0)
            fallback.columns = columns;
        if (const std::size_t rows = number("LINES"); rows > 0)
            fallback.rows = rows;
        return fallback;
    }
    void set_prompt(const std::string& prompt) override { editor_.set_prompt(prompt); }
    bool keeps_identity() const override { return person_; }
    // Filed under every server of the list: they share one database, so one identity.
    void save_token(const std::string& token) override {
        token_ = token; // this session's identity, for the stored records it asks for
        if (!person_)
            return;
        for (const server_address& server : servers_)
            if (auto problem = tokens_.save(server.url(), token))
                return editor_.notice(shell_words("online.identity_not_saved", {*problem}));
    }
    std::optional<json> fetch_game_record(std::int64_t game_id) override {
        const auto body = http_get(servers_[current_], "/api/games/" + std::to_string(game_id),
                                   connect_timeout, token_);
        if (!body)
            return std::nullopt;
        json record = json::parse(*body, nullptr, false);
        if (record.is_discarded())
            return std::nullopt;
        make_terminal_safe(record); // a server's words, shown on this terminal
        return record;
    }

private:
    line_editor& editor_;
    const token_store& tokens_;
    const std::vector<server_address>& servers_;
    std::size_t current_ = 0;
    bool person_;
    std::string token_;
    bool screen_shown_ = false;
    ws_connection* connection_ = nullptr;
};

// The session goal for a command.
session_goal goal_of(const online_request& request, const global_options& global) {
    session_goal goal;
    switch (request.what) {
    case online_request::kind::host:
        goal.what = session_goal::kind::host;
        goal.game = request.host.game;
        goal.options = request.host.options;
        goal.seat = request.host.seat;
        goal.is_public = request.host.is_public;
        goal.rated = request.host.rated;
        goal.ai = request.host.ai;
        break;
    case online_request::kind::join:
        goal.what = session_goal::kind::join;
        break;
    case online_request::kind::watch:
        goal.what = session_goal::kind::watch;
        break;
    case online_request::kind::resume:
        goal.what = session_goal::kind::resume;
        break;
    case online_request::kind::list:
    case online_request::kind::export_game: // run_online writes the text before any session
        goal.what = session_goal::kind::list;
        goal.game = request.game.value_or("");
        break;
    }
    goal.code = request.code;
    if (global.server != default_server)
        goal.command = "plyroom --server " + global.server;
    return goal;
}

// Whether a name is 1-32 printable characters.
bool valid_name(const std::string& name) {
    std::size_t characters = 0;
    for (const char c : name) {
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            return false;
        characters += (static_cast<unsigned char>(c) & 0xC0U) != 0x80U ? 1 : 0;
    }
    return characters >= 1 && characters <= 32;
}

// Waits for input or a frame, at most `timeout`; feeds what came to the session.
void pump(room_session& session, line_editor& editor, ws_connection* connection,
          std::chrono::milliseconds timeout, bool& stdin_open) {
    pollfd fds[2] = {{STDIN_FILENO, POLLIN, 0}, {-1, POLLIN, 0}};
    if (!stdin_open)
        fds[0].fd = -1;
    if (connection != nullptr)
        fds[1].fd = connection->wake_fd();
    ::poll(fds, 2, static_cast<int>(timeout.count()));
    if (stop_requested != 0)
        return session.on_interrupt();
    if (connection != nullptr) {
        while (!session.exit_code()) {
            auto frame = connection->receive();
            if (!frame)
                break;
            session.on_frame(*frame);
        }
    }
    if (session.exit_code() || (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) == 0)
        return;
    for (const std::string& line : editor.read_available()) {
        session.on_line(line);
        if (session.exit_code())
            return;
    }
    if (editor.interrupted())
        return session.on_interrupt();
    if (editor.at_end()) {
        stdin_open = false;
        if (isatty(STDIN_FILENO) != 0)
            session.on_interrupt();
    }
}

// The AI driver of `plyroom bot`, printing its lines through the editor.
std::unique_ptr<bot_driver> make_driver(const bot_request& request, line_editor& editor) {
    const std::uint64_t seed = request.seed ? *request.seed : std::random_device{}();
    return std::make_unique<bot_driver>(
        core::ai::parse_level(request.level).value_or(core::ai::level::normal),
        std::chrono::milliseconds(request.move_ms), seed,
        [&editor](const std::string& line) { editor.notice(line); });
}

// A connection to one of the servers, tried in list order from `first` (the last one followed by
// the first again), each once; the index of the one that answered. Otherwise why each failed.
struct opened_server {
    std::unique_ptr<ws_connection> connection;
    std::size_t index = 0;
};
std::variant<opened_server, std::string> open_from(const std::vector<server_address>& servers,
                                                   std::size_t first) {
    std::string failures;
    for (std::size_t tried = 0, at = first; tried < servers.size();
         ++tried, at = next_server(at, servers.size())) {
        auto opened = ws_connection::open(servers[at], connect_timeout);
        if (auto* connection = std::get_if<std::unique_ptr<ws_connection>>(&opened))
            return opened_server{std::move(*connection), at};
        failures += (failures.empty() ? "" : "; ") + std::get<std::string>(opened);
    }
    return failures;
}

// The identity saved for the first of the servers that has one.
std::optional<std::string> saved_token(const token_store& tokens,
                                       const std::vector<server_address>& servers) {
    for (const server_address& server : servers)
        if (auto token = tokens.load(server.url()))
            return token;
    return std::nullopt;
}

// Writes a stored game's text (GET /api/games/{id}.txt) to standard output, asking the
// servers in order; the saved identity shows a private game to its players.
int export_game_text(const std::vector<server_address>& servers, std::int64_t game_id) {
    const token_store tokens(token_store::default_path(&process_env));
    const std::string token = saved_token(tokens, servers).value_or("");
    for (const server_address& server : servers) {
        if (auto text = http_get(server, "/api/games/" + std::to_string(game_id) + ".txt",
                                 connect_timeout, token)) {
            std::cout << *text;
            return 0;
        }
    }
    std::cerr << "plyroom: " << shell_words("online.no_game_text", {std::to_string(game_id)})
              << '\n';
    return 1;
}

} // namespace

// Runs host, join, watch, list, resume or export until the game ends or the user leaves.
int run_online(const global_options& global, const online_request& request) {
    auto parsed_servers = parse_server_list(global.server);
    if (auto* problem = std::get_if<std::string>(&parsed_servers)) {
        std::cerr << "plyroom: " << *problem << '\n';
        return 2;
    }
    const std::vector<server_address> servers =
        std::get<std::vector<server_address>>(std::move(parsed_servers));
    if (request.what == online_request::kind::export_game)
        return export_game_text(servers, request.game_id);
    if (!valid_name(global.name)) {
        std::cerr << "plyroom: " << shell_words("online.bad_name") << '\n';
        return 2;
    }
    const token_store tokens(token_store::default_path(&process_env));
    const bool bot = request.bot.has_value();
    const std::string name = bot && !global.name_given ? std::string("bot") : global.name;

    auto opened = open_from(servers, 0);
    if (auto* problem = std::get_if<std::string>(&opened)) {
        std::cerr << "plyroom: " << *problem << '\n';
        return 1;
    }
    std::unique_ptr<ws_connection> connection =
        std::move(std::get<opened_server>(opened).connection);
    std::size_t server = std::get<opened_server>(opened).index;

    std::signal(SIGTERM, &on_stop_signal);
    std::signal(SIGHUP, &on_stop_signal);
    if (bot)
        std::signal(SIGINT, &on_stop_signal);
    const bool interactive = !bot && request.what != online_request::kind::list &&
                             isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0;
    line_editor editor(interactive);
    terminal_io io(editor, tokens, servers, !bot);
    io.attach(connection.get(), server);
    room_session session(goal_of(request, global), name,
                         bot ? std::nullopt : saved_token(tokens, servers), io,
                         detect_style(STDOUT_FILENO, &process_env));
    std::unique_ptr<bot_driver> driver;
    if (bot)
        driver = make_driver(*request.bot, editor);
    session.on_connected();

    bool stdin_open = !bot && request.what != online_request::kind::list;
    std::chrono::milliseconds backoff{500};
    while (!session.exit_code()) {
        pump(session, editor, connection.get(), std::chrono::milliseconds(1000), stdin_open);
        session.tick();
        if (driver)
            driver->step(session);
        if (session.exit_code() || !connection->closed())
            continue;
        if (session.code().empty()) {
            // Never got into a room: nothing to resume, so report and stop.
            editor.finish();
            std::cerr << "plyroom: " << connection->close_reason() << '\n';
            return 1;
        }
        session.on_disconnected();
        io.attach(nullptr);
        while (!session.exit_code()) {
            pump(session, editor, nullptr, backoff, stdin_open);
            if (session.exit_code())
                break;
            // The next server first: the one just lost may be gone for good.
            auto again = open_from(servers, next_server(server, servers.size()));
            if (auto* fresh = std::get_if<opened_server>(&again)) {
                connection = std::move(fresh->connection);
                if (fresh->index != server)
                    editor.notice(shell_words("online.moving", {servers[fresh->index].url()}));
                server = fresh->index;
                io.attach(connection.get(), server);
                backoff = std::chrono::milliseconds(500);
                session.on_connected();
                break;
            }
            editor.notice(
                shell_words("online.still_offline",
                            {std::get<std::string>(again),
                             std::to_string((backoff * 2).count() / 1000.0).substr(0, 3)}));
            backoff = std::min(backoff * 2, longest_backoff);
        }
    }
    connection->close(std::chrono::milliseconds(2000));
    editor.finish();
    const int code = *session.exit_code();
    if (!session.farewell().empty())
        (code == 0 ? std::cout : std::cerr)
            << (code == 0 ? "" : "plyroom: ") << session.farewell() << std::endl;
    return code;
}

} // namespace plyroom::client
