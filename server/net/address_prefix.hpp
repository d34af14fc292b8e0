// Client addresses by prefix ("127.0.0.0/8", "::1", "10.1.2.3"): who may read the operators'
// endpoints (/metrics, /readyz).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <boost/asio/ip/address.hpp>

namespace plyroom::server::net {

struct address_prefix {
    boost::asio::ip::address network;
    unsigned length = 0; // leading bits that must match

    bool contains(const boost::asio::ip::address& address) const;
};

// "ADDR" or "ADDR/BITS", IPv4 or IPv6; nullopt for anything else.
std::optional<address_prefix> parse_address_prefix(std::string_view text);

// Loopback: 127.0.0.0/8 and ::1.
std::vector<address_prefix> loopback_prefixes();

// Whether any prefix holds `address` (an IPv4 address mapped into IPv6 counts as IPv4).
bool any_contains(const std::vector<address_prefix>& prefixes,
                  const boost::asio::ip::address& address);

// The key a client's address is counted under by the per-address limits: an IPv4 address as
// it is (also when mapped into IPv6), an IPv6 address by its /64, the block one subscriber
// holds, so that stepping through the addresses of one's own block evades nothing.
std::string client_key(const boost::asio::ip::address& address);

// The client a request from a trusted proxy speaks for: from the right of X-Forwarded-For
// (else of Forwarded's for= items), the first address that is not itself one of `trusted`
// (proxies in a chain); nullopt when the headers name none (then the proxy is the client).
std::optional<boost::asio::ip::address>
forwarded_client(std::string_view x_forwarded_for, std::string_view forwarded,
                 const std::vector<address_prefix>& trusted);

} // namespace plyroom::server::net
