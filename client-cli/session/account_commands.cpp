// `plyroom register NAME`, `plyroom login NAME` and `plyroom logout`: one connection to the
// first server that answers, a hello with the saved identity, the account message, and the
// session token kept where the anonymous token was (token_store). The password is read from
// the terminal without echo, or as a line of standard input when that is not a terminal.
#include "cli/commands.hpp"
#include "cli/help_words.hpp"
#include "net/server_list.hpp"
#include "net/ws_connection.hpp"
#include "session/awaited_answer.hpp"
#include "session/token_store.hpp"
#include "ui/words.hpp"

#include <iostream>
#include <termios.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

namespace plyroom::client {

namespace {

using json = nlohmann::json;

constexpr std::chrono::milliseconds answer_timeout{15000};

// One line of standard input; on a terminal, after `prompt` and without echo.
std::optional<std::string> read_password(const std::string& prompt) {
    const bool terminal = isatty(STDIN_FILENO) != 0;
    termios saved{};
    bool echo_off = false;
    if (terminal) {
        // Echo goes off before the prompt shows, so nothing typed after it is ever echoed.
        if (tcgetattr(STDIN_FILENO, &saved) == 0) {
            echo_off = true;
            termios quiet = saved;
            quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
            tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
        }
        std::cerr << prompt << std::flush;
    }
    std::string line;
    const bool got = static_cast<bool>(std::getline(std::cin, line));
    if (echo_off)
        tcsetattr(STDIN_FILENO, TCSANOW, &saved);
    if (terminal)
        std::cerr << '\n';
    if (!got)
        return std::nullopt;
    if (!line.empty() && line.back() == '\r')
        line.pop_back();
    return line;
}

std::string words_of(const json& error) {
    return error_words(error.value("code", std::string()),
                       error.value("message", shell_words("account.refused")));
}

} // namespace

int run_account(const global_options& global, const std::vector<std::string>& words) {
    const std::string& command = words[0];
    const bool named = command != "logout";
    if (words.size() != (named ? 2u : 1u)) {
        std::cerr << help_words(
                         "usage.error",
                         {help_words(named ? "usage.account_named" : "usage.account", {command})})
                  << '\n';
        return 2;
    }
    auto parsed_servers = parse_server_list(global.server);
    if (auto* problem = std::get_if<std::string>(&parsed_servers)) {
        std::cerr << "plyroom: " << *problem << '\n';
        return 2;
    }
    const auto servers = std::get<std::vector<server_address>>(std::move(parsed_servers));
    const token_store tokens(token_store::default_path(&process_env));
    std::optional<std::string> saved;
    for (const server_address& server : servers)
        if (!saved)
            saved = tokens.load(server.url());
    if (command == "logout" && !saved) {
        std::cerr << "plyroom: " << shell_words("account.not_logged_in") << '\n';
        return 1;
    }

    json request;
    if (command == "register" || command == "login") {
        auto password = read_password(shell_words("account.password"));
        if (!password) {
            std::cerr << "plyroom: " << shell_words("account.no_password") << '\n';
            return 2;
        }
        if (command == "register" && isatty(STDIN_FILENO) != 0 &&
            read_password(shell_words("account.password_again")) != password) {
            std::cerr << "plyroom: " << shell_words("account.passwords_differ") << '\n';
            return 2;
        }
        request = {{"type", command},
                   {"user_name", words[1]},
                   {"password", *password},
                   {"device", "plyroom terminal"}};
    } else if (command == "logout") {
        request = {{"type", "logout"}};
    }

    std::string reason = shell_words("account.no_server");
    std::unique_ptr<ws_connection> connection;
    for (const server_address& server : servers) {
        auto opened = ws_connection::open(server, answer_timeout);
        if (auto* open = std::get_if<std::unique_ptr<ws_connection>>(&opened)) {
            connection = std::move(*open);
            break;
        }
        reason = std::get<std::string>(opened);
    }
    if (!connection) {
        std::cerr << "plyroom: " << reason << '\n';
        return 1;
    }
    connection->send(json{
        {"type", "hello"},
        {"id", 1},
        {"name", global.name},
        {"token", saved ? json(*saved) : json(nullptr)},
        {"protocol", 2}}.dump());
    auto welcome = answer_to(*connection, 1, answer_timeout);
    if (!welcome || welcome->value("type", "") != "welcome") {
        std::cerr << "plyroom: " << (welcome ? words_of(*welcome) : connection->close_reason())
                  << '\n';
        return 1;
    }
    request["id"] = 2;
    connection->send(request.dump());
    auto reply = answer_to(*connection, 2, answer_timeout);
    connection->close(std::chrono::milliseconds(2000));
    if (!reply) {
        std::cerr << "plyroom: " << shell_words("account.no_answer") << '\n';
        return 1;
    }
    if (reply->value("type", "") == "error") {
        std::cerr << "plyroom: " << words_of(*reply) << '\n';
        return 1;
    }
    if (command == "logout") {
        for (const server_address& server : servers)
            tokens.forget(server.url());
        std::cout << shell_words("account.logged_out") << '\n';
        return 0;
    }
    const std::string token = reply->value("token", "");
    for (const server_address& server : servers)
        if (auto problem = tokens.save(server.url(), token)) {
            std::cerr << "plyroom: " << shell_words("account.not_saved", {*problem}) << '\n';
            return 1;
        }
    const std::string user_name = reply->value("user_name", words[1]);
    if (command == "login") {
        std::cout << shell_words("account.logged_in", {user_name}) << '\n';
        return 0;
    }
    std::cout << shell_words("account.registered", {user_name}) << '\n';
    for (const json& code : reply->value("recovery_codes", json::array()))
        if (code.is_string())
            std::cout << "  " << code.get<std::string>() << '\n';
    return 0;
}

} // namespace plyroom::client
