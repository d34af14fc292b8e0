#include "address_prefix.hpp"

#include "trimmed.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <string>

namespace plyroom::server::net {

namespace {

namespace ip = boost::asio::ip;

// A mapped IPv4 address (::ffff:a.b.c.d, as a dual-stack socket reports IPv4 clients) as IPv4.
ip::address unmapped(const ip::address& address) {
    if (address.is_v6() && address.to_v6().is_v4_mapped())
        return ip::make_address_v4(ip::v4_mapped, address.to_v6());
    return address;
}

template <std::size_t N>
bool same_leading_bits(const std::array<unsigned char, N>& a, const std::array<unsigned char, N>& b,
                       unsigned bits) {
    for (std::size_t i = 0; i < N && bits > 0; ++i) {
        const unsigned take = bits >= 8 ? 8 : bits;
        const auto mask = static_cast<unsigned char>(0xFF << (8 - take));
        if ((a[i] & mask) != (b[i] & mask))
            return false;
        bits -= take;
    }
    return true;
}

} // namespace

bool address_prefix::contains(const ip::address& address) const {
    const ip::address candidate = unmapped(address);
    if (candidate.is_v4() && network.is_v4())
        return same_leading_bits(candidate.to_v4().to_bytes(), network.to_v4().to_bytes(), length);
    if (candidate.is_v6() && network.is_v6())
        return same_leading_bits(candidate.to_v6().to_bytes(), network.to_v6().to_bytes(), length);
    return false;
}

std::optional<address_prefix> parse_address_prefix(std::string_view text) {
    const auto slash = text.find('/');
    boost::system::error_code ec;
    const ip::address network = ip::make_address(std::string(text.substr(0, slash)), ec);
    if (ec)
        return std::nullopt;
    const unsigned max_length = network.is_v4() ? 32 : 128;
    unsigned length = max_length;
    if (slash != std::string_view::npos) {
        const std::string_view bits = text.substr(slash + 1);
        const auto [end, failed] = std::from_chars(bits.data(), bits.data() + bits.size(), length);
        if (failed != std::errc() || end != bits.data() + bits.size() || bits.empty() ||
            length > max_length)
            return std::nullopt;
    }
    return address_prefix{unmapped(network), network.is_v6() && unmapped(network).is_v4()
                                                 ? (length >= 96 ? length - 96 : 0)
                                                 : length};
}

std::vector<address_prefix> loopback_prefixes() {
    return {*parse_address_prefix("127.0.0.0/8"), *parse_address_prefix("::1")};
}

std::string client_key(const ip::address& address) {
    const ip::address plain = unmapped(address);
    if (plain.is_v4())
        return plain.to_string();
    ip::address_v6::bytes_type bytes = plain.to_v6().to_bytes();
    std::fill(bytes.begin() + 8, bytes.end(), 0);
    return ip::address_v6(bytes).to_string() + "/64";
}

namespace {

// An address as the headers write it: bare, "[v6]", "[v6]:port", "v4:port", quoted or not.
std::optional<ip::address> parse_forwarded_address(std::string_view text) {
    text = core::trimmed(text);
    if (text.size() >= 2 && text.front() == '"' && text.back() == '"')
        text = text.substr(1, text.size() - 2);
    if (!text.empty() && text.front() == '[') {
        const auto end = text.find(']');
        if (end == std::string_view::npos)
            return std::nullopt;
        text = text.substr(1, end - 1);
    } else if (std::count(text.begin(), text.end(), ':') == 1) {
        text = text.substr(0, text.find(':')); // IPv4 with a port
    }
    boost::system::error_code ec;
    const ip::address address = ip::make_address(std::string(text), ec);
    if (ec)
        return std::nullopt;
    return address;
}

// The items of a comma-separated header, last first.
std::vector<std::string_view> items_from_the_right(std::string_view header) {
    std::vector<std::string_view> items;
    while (!header.empty()) {
        const auto comma = header.rfind(',');
        items.push_back(comma == std::string_view::npos ? header : header.substr(comma + 1));
        header = comma == std::string_view::npos ? std::string_view() : header.substr(0, comma);
    }
    return items;
}

} // namespace

std::optional<ip::address> forwarded_client(std::string_view x_forwarded_for,
                                            std::string_view forwarded,
                                            const std::vector<address_prefix>& trusted) {
    std::vector<std::optional<ip::address>> chain;
    if (!core::trimmed(x_forwarded_for).empty()) {
        for (const std::string_view item : items_from_the_right(x_forwarded_for))
            chain.push_back(parse_forwarded_address(item));
    } else {
        for (const std::string_view element : items_from_the_right(forwarded)) {
            std::optional<ip::address> found;
            for (std::string_view rest = element; !rest.empty();) {
                const auto semicolon = rest.find(';');
                const std::string_view pair = core::trimmed(rest.substr(0, semicolon));
                if (pair.size() > 4 && (pair.substr(0, 4) == "for=" ||
                                        pair.substr(0, 4) == "For=" || pair.substr(0, 4) == "FOR="))
                    found = parse_forwarded_address(pair.substr(4));
                rest = semicolon == std::string_view::npos ? std::string_view()
                                                           : rest.substr(semicolon + 1);
            }
            chain.push_back(found);
        }
    }
    for (const std::optional<ip::address>& hop : chain) {
        if (!hop)
            return std::nullopt; // a hop the proxy could not name: nothing to its left is sure
        if (!any_contains(trusted, *hop))
            return unmapped(*hop);
    }
    return std::nullopt;
}

bool any_contains(const std::vector<address_prefix>& prefixes, const ip::address& address) {
    for (const address_prefix& prefix : prefixes)
        if (prefix.contains(address))
            return true;
    return false;
}

} // namespace plyroom::server::net
