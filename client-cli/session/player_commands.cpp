// `plyroom profile NAME` and `plyroom history [BEFORE]`: a player's page and a page of one's own
// games, read from the server's HTTP side (/api/players/...) and printed by ui/player_view.
// history first says hello with the saved session, to learn the account's user name; the
// same token then shows the account's private games too.
#include "cli/commands.hpp"
#include "cli/help_words.hpp"
#include "net/http_get.hpp"
#include "net/server_list.hpp"
#include "session/awaited_answer.hpp"
#include "session/token_store.hpp"
#include "ui/player_view.hpp"
#include "ui/words.hpp"

#include <cctype>
#include <charconv>
#include <iostream>

namespace plyroom::client {

namespace {

using json = nlohmann::json;

constexpr std::chrono::milliseconds answer_timeout{15000};

// A user name as one segment of an address: every byte but the unreserved ones as %XX.
std::string percent_encoded(std::string_view text) {
    static constexpr char hex[] = "0123456789ABCDEF";
    std::string out;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (std::isalnum(byte) != 0 || c == '-' || c == '.' || c == '_' || c == '~') {
            out += c;
            continue;
        }
        out += '%';
        out += hex[byte >> 4];
        out += hex[byte & 0x0F];
    }
    return out;
}

// The JSON of the first server's 200 answer to `target`, or nullopt.
std::optional<json> first_answer(const std::vector<server_address>& servers,
                                 const std::string& target, const std::string& token,
                                 std::string* site = nullptr) {
    for (const server_address& server : servers)
        if (auto body = http_get(server, target, answer_timeout, token)) {
            json parsed = json::parse(*body, nullptr, false);
            if (!parsed.is_object())
                continue;
            if (site != nullptr)
                *site = "http://" + server.host + ":" + server.port;
            return parsed;
        }
    return std::nullopt;
}

// The user name of the account whose session `token` is, said in hello to the first server
// that answers; nullopt when it is no account's session or none answers.
std::optional<std::string> own_user_name(const std::vector<server_address>& servers,
                                         const std::string& token, const std::string& name) {
    for (const server_address& server : servers) {
        auto opened = ws_connection::open(server, answer_timeout);
        auto* connection = std::get_if<std::unique_ptr<ws_connection>>(&opened);
        if (connection == nullptr)
            continue;
        (*connection)
            ->send(json{
                {"type", "hello"}, {"id", 1}, {"name", name}, {"token", token}, {"protocol", 2}}
                       .dump());
        const auto welcome = answer_to(**connection, 1, answer_timeout);
        (*connection)->close(std::chrono::milliseconds(2000));
        if (!welcome)
            continue;
        if (welcome->value("type", "") != "welcome" || !welcome->value("account", false))
            return std::nullopt;
        return welcome->value("user_name", std::string());
    }
    return std::nullopt;
}

std::optional<std::vector<server_address>> servers_of(const global_options& global) {
    auto parsed = parse_server_list(global.server);
    if (auto* problem = std::get_if<std::string>(&parsed)) {
        std::cerr << "plyroom: " << *problem << '\n';
        return std::nullopt;
    }
    return std::get<std::vector<server_address>>(std::move(parsed));
}

} // namespace

int run_profile(const global_options& global, const std::vector<std::string>& words) {
    if (words.size() != 2) {
        std::cerr << help_words("usage.error", {help_words("usage.account_named", {"profile"})})
                  << '\n';
        return 2;
    }
    const auto servers = servers_of(global);
    if (!servers)
        return 2;
    const auto player = first_answer(*servers, "/api/players/" + percent_encoded(words[1]), "");
    if (!player) {
        std::cerr << "plyroom: " << shell_words("player.not_found", {words[1]}) << '\n';
        return 1;
    }
    std::cout << profile_text(*player);
    return 0;
}

int run_history(const global_options& global, const std::vector<std::string>& words) {
    std::int64_t before = 0;
    if (words.size() > 2 ||
        (words.size() == 2 &&
         (std::from_chars(words[1].data(), words[1].data() + words[1].size(), before).ptr !=
              words[1].data() + words[1].size() ||
          before < 1))) {
        std::cerr << help_words("usage.history") << '\n';
        return 2;
    }
    const auto servers = servers_of(global);
    if (!servers)
        return 2;
    const token_store tokens(token_store::default_path(&process_env));
    std::optional<std::string> token;
    for (const server_address& server : *servers)
        if (!token)
            token = tokens.load(server.url());
    const auto user_name = token ? own_user_name(*servers, *token, global.name) : std::nullopt;
    if (!user_name) {
        std::cerr << "plyroom: " << shell_words("player.account_needed") << '\n';
        return 1;
    }
    std::string site;
    const auto page = first_answer(*servers,
                                   "/api/players/" + percent_encoded(*user_name) + "/games" +
                                       (before > 0 ? "?before=" + std::to_string(before) : ""),
                                   *token, &site);
    if (!page) {
        std::cerr << "plyroom: " << shell_words("player.no_answer") << '\n';
        return 1;
    }
    std::cout << history_text(*page, site);
    return 0;
}

} // namespace plyroom::client
