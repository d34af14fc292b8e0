#include "static_files.hpp"

#include "web_policy.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <sstream>

namespace plyroom::server::net {

namespace {

std::string configured_web_root; // empty: the built-in copy

std::vector<std::string> configured_page_servers; // --page-servers, as WebSocket URLs

constexpr std::string_view code_alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

std::string_view content_type_of(std::string_view path) {
    const auto dot = path.rfind('.');
    const std::string_view ext = dot == std::string_view::npos ? "" : path.substr(dot + 1);
    if (ext == "html")
        return "text/html; charset=utf-8";
    if (ext == "js" || ext == "mjs")
        return "text/javascript; charset=utf-8";
    if (ext == "css")
        return "text/css; charset=utf-8";
    if (ext == "svg")
        return "image/svg+xml";
    if (ext == "ico")
        return "image/x-icon";
    if (ext == "png")
        return "image/png";
    if (ext == "json")
        return "application/json";
    if (ext == "csv")
        return "text/csv; charset=utf-8";
    if (ext == "webmanifest")
        return "application/manifest+json";
    return "application/octet-stream";
}

// A file path a browser may ask for: plain names in folders, nothing hidden, no "..".
bool safe_relative_path(std::string_view relative) {
    if (relative.empty() || relative.front() == '/' || relative.back() == '/')
        return false;
    std::size_t segment_start = 0;
    for (std::size_t i = 0; i <= relative.size(); ++i) {
        if (i < relative.size() && relative[i] != '/') {
            const unsigned char c = static_cast<unsigned char>(relative[i]);
            if (std::isalnum(c) == 0 && c != '.' && c != '-' && c != '_')
                return false;
            continue;
        }
        if (relative[segment_start] == '.') // ".", ".." and hidden files
            return false;
        segment_start = i + 1;
    }
    return true;
}

std::optional<std::string> embedded_file_body(std::string_view relative) {
    for (const embedded_file& file : embedded_web_files())
        if (file.path == relative)
            return std::string(file.body);
    return std::nullopt;
}

// From --web-root when given; what is not there (the core's data files) from the built-in copy.
std::optional<std::string> read_file(std::string_view relative) {
    if (configured_web_root.empty())
        return embedded_file_body(relative);
    std::ifstream in(configured_web_root + "/" + std::string(relative), std::ios::binary);
    if (!in)
        return embedded_file_body(relative);
    std::ostringstream content;
    content << in.rdbuf();
    if (in.bad())
        return std::nullopt;
    return std::move(content).str();
}

// FNV-1a: the ETag only has to change when the content does.
std::string entity_tag(std::string_view body) {
    std::uint64_t hash = 14695981039346656037ULL;
    for (const char c : body) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ULL;
    }
    static constexpr char digits[] = "0123456789abcdef";
    std::string tag = "\"";
    for (int shift = 60; shift >= 0; shift -= 4)
        tag += digits[(hash >> shift) & 0xF];
    return tag + "\"";
}

// The page learns the servers it may connect to from the page itself (web/js/servers.js):
// the host's list, never one from the page's address.
std::string with_page_servers(std::string page) {
    if (configured_page_servers.empty())
        return page;
    const auto head_end = page.find("</head>");
    if (head_end == std::string::npos)
        return page;
    std::string list;
    for (const std::string& server : configured_page_servers)
        list += (list.empty() ? "" : " ") + server; // URLs checked: nothing to escape
    return page.insert(head_end, "<meta name=\"plyroom-servers\" content=\"" + list + "\">\n");
}

std::optional<http_reply> file_reply(std::string_view relative) {
    if (!safe_relative_path(relative))
        return std::nullopt;
    std::optional<std::string> body = read_file(relative);
    if (!body)
        return std::nullopt;
    if (relative == "index.html")
        body = with_page_servers(std::move(*body));
    http_reply reply{200, std::string(content_type_of(relative)), std::move(*body)};
    // Revalidated on every use (cheap with the ETag), so a new server never meets old files.
    reply.headers = {{"Cache-Control", "no-cache"},
                     {"ETag", entity_tag(reply.body)},
                     {"X-Content-Type-Options", "nosniff"}};
    // Every page, not index.html alone (--web-root may serve others). connect-src: this server
    // and the others of --page-servers the page may fail over to.
    if (reply.content_type.starts_with("text/html"))
        reply.headers.emplace_back("Content-Security-Policy",
                                   content_security_policy(configured_page_servers));
    return reply;
}

bool is_room_code(std::string_view text) {
    return text.size() == 6 && std::all_of(text.begin(), text.end(), [](char c) {
               return code_alphabet.find(c) != std::string_view::npos;
           });
}

bool is_game_id(std::string_view text) {
    return !text.empty() && text.size() <= 18 && std::all_of(text.begin(), text.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c)) != 0;
    });
}

// A game id as a rules page or a leaderboard names it (/rules/GAME, /leaderboard/GAME): the page
// says when there is no such game.
bool is_rules_page_name(std::string_view text) {
    return !text.empty() && text.size() <= 32 && std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    });
}

// A user name as a player page's address carries it (/@/NAME, percent-encoded): one segment of
// at most what 32 characters take written as escapes.
bool is_player_page_name(std::string_view text) {
    return !text.empty() && text.size() <= 32 * 4 * 3 && text.find('/') == std::string_view::npos;
}

http_reply redirect(std::string location) {
    http_reply reply{301, "text/plain; charset=utf-8", "moved to " + location};
    reply.headers = {{"Location", std::move(location)}};
    return reply;
}

// /r/k7qx2m, /r/K7QX2M/ and the like: the one spelling /r/K7QX2M, or nothing.
std::optional<http_reply> room_page(std::string_view rest) {
    if (is_room_code(rest))
        return file_reply("index.html");
    std::string code(rest);
    while (!code.empty() && code.back() == '/')
        code.pop_back();
    std::transform(code.begin(), code.end(), code.begin(), [](char c) {
        return static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    });
    if (is_room_code(code))
        return redirect("/r/" + code);
    return std::nullopt;
}

} // namespace

void set_web_root(std::string directory) {
    configured_web_root = std::move(directory);
}

void set_page_servers(std::vector<std::string> urls) {
    configured_page_servers = std::move(urls);
}

std::optional<http_reply> static_file(std::string_view path) {
    if (path == "/" || path == "/index.html")
        return file_reply("index.html");
    constexpr std::string_view room_prefix = "/r/";
    if (path.substr(0, room_prefix.size()) == room_prefix)
        return room_page(path.substr(room_prefix.size()));
    constexpr std::string_view game_prefix = "/g/";
    if (path.substr(0, game_prefix.size()) == game_prefix) {
        if (is_game_id(path.substr(game_prefix.size())))
            return file_reply("index.html");
        return std::nullopt;
    }
    constexpr std::string_view rules_prefix = "/rules/";
    if (path.substr(0, rules_prefix.size()) == rules_prefix) {
        if (is_rules_page_name(path.substr(rules_prefix.size())))
            return file_reply("index.html");
        return std::nullopt;
    }
    // A player's page: the page itself says when no account has the name (/api/players/NAME).
    constexpr std::string_view player_prefix = "/@/";
    if (path.starts_with(player_prefix)) {
        if (is_player_page_name(path.substr(player_prefix.size())))
            return file_reply("index.html");
        return std::nullopt;
    }
    constexpr std::string_view leaderboard_prefix = "/leaderboard/";
    if (path.starts_with(leaderboard_prefix)) {
        if (is_rules_page_name(path.substr(leaderboard_prefix.size())))
            return file_reply("index.html");
        return std::nullopt;
    }
    if (path.size() < 2 || path.front() != '/')
        return std::nullopt;
    return file_reply(path.substr(1));
}

} // namespace plyroom::server::net
