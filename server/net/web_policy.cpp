#include "web_policy.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace plyroom::server::net {

namespace {

bool is_host_name(std::string_view host) {
    return !host.empty() && host.size() <= 253 && std::all_of(host.begin(), host.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '.' || c == '-';
    });
}

bool is_bracketed_ipv6(std::string_view host) {
    return host.size() > 2 && host.size() <= 47 && host.front() == '[' && host.back() == ']' &&
           std::all_of(host.begin() + 1, host.end() - 1, [](char c) {
               return std::isxdigit(static_cast<unsigned char>(c)) != 0 || c == ':' || c == '.';
           });
}

bool is_port(std::string_view text) {
    unsigned port = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), port);
    return ec == std::errc() && end == text.data() + text.size() && port > 0 && port <= 65535;
}

std::string lower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](char c) {
        return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    });
    return out;
}

// "host" or "host:port" with a host name, an IPv4 address or an [IPv6] one.
bool is_authority(std::string_view authority) {
    const auto literal_end = authority.rfind(']');
    const auto colon = authority.find(':', literal_end == std::string_view::npos ? 0 : literal_end);
    const std::string_view host = authority.substr(0, colon);
    return (is_host_name(host) || is_bracketed_ipv6(host)) &&
           (colon == std::string_view::npos || is_port(authority.substr(colon + 1)));
}

bool is_path(std::string_view path) {
    return path.size() <= 200 && path.front() == '/' &&
           std::all_of(path.begin(), path.end(), [](char c) {
               return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '/' || c == '.' ||
                      c == '_' || c == '~' || c == '-';
           });
}

} // namespace

std::optional<std::string> page_server_url(std::string_view entry) {
    std::string_view scheme;
    for (const std::string_view known : {"ws://", "wss://"})
        if (entry.substr(0, known.size()) == known)
            scheme = known;
    if (scheme.empty())
        return std::nullopt;
    const std::string_view rest = entry.substr(scheme.size());
    const std::string_view authority = rest.substr(0, rest.find('/'));
    const std::string_view path =
        authority.size() < rest.size() ? rest.substr(authority.size()) : std::string_view("/ws");
    // The port's colon is the last one after any IPv6 literal.
    const auto literal_end = authority.rfind(']');
    const auto colon = authority.find(':', literal_end == std::string_view::npos ? 0 : literal_end);
    const std::string_view host = authority.substr(0, colon);
    if (!(is_host_name(host) || is_bracketed_ipv6(host)) || !is_path(path))
        return std::nullopt;
    if (colon != std::string_view::npos && !is_port(authority.substr(colon + 1)))
        return std::nullopt;
    std::string url(scheme);
    std::transform(authority.begin(), authority.end(), std::back_inserter(url), [](char c) {
        return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    });
    return url + std::string(path);
}

std::string page_origin(std::string_view socket_url) {
    const bool secure = socket_url.substr(0, 6) == "wss://";
    const std::string_view rest = socket_url.substr(secure ? 6 : 5);
    return (secure ? "https://" : "http://") + std::string(rest.substr(0, rest.find('/')));
}

std::optional<std::string> allowed_origin(std::string_view entry) {
    for (const std::string_view scheme : {"http://", "https://"})
        if (entry.substr(0, scheme.size()) == scheme && is_authority(entry.substr(scheme.size())))
            return lower(entry);
    return std::nullopt;
}

bool origin_allowed(std::string_view origin, std::string_view host,
                    const std::vector<std::string>& allowed) {
    if (origin.empty())
        return true;
    const std::string given = lower(origin);
    for (const std::string& other : allowed)
        if (given == other)
            return true;
    // The page's own origin: scheme, then the Host the browser sent with the same request (a
    // default port may be left out of either).
    const bool secure = given.substr(0, 8) == "https://";
    if (!secure && given.substr(0, 7) != "http://")
        return false; // "null" (a sandboxed frame, a file) and other schemes
    const std::string authority = given.substr(secure ? 8 : 7);
    const std::string default_port = secure ? ":443" : ":80";
    const std::string own = lower(host);
    return !authority.empty() &&
           (authority == own || authority + default_port == own || authority == own + default_port);
}

std::string content_security_policy(const std::vector<std::string>& page_servers) {
    std::string connect = "'self'";
    for (const std::string& server : page_servers)
        connect += " " + server;
    return "default-src 'self'; img-src 'self' data: blob:; connect-src " + connect +
           "; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
}

} // namespace plyroom::server::net
