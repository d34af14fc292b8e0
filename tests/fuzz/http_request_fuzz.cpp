// Bytes arriving on the HTTP port: the request parser with the server's limits, then the
// routes for what parses (the store left out: its reads answer 503, readiness "not ready").
#include "lobby/lobby.hpp"
#include "metrics.hpp"
#include "net/beast.hpp"
#include "net/routes.hpp"
#include "net/shared_state.hpp"
#include "store/writer.hpp"

#include <cstdint>
#include <cstdlib>

namespace {

namespace net = plyroom::server::net;

struct server_parts {
    boost::asio::io_context ioc;
    plyroom::server::store::writer writer; // never started: submissions fail at once
    plyroom::server::metrics metrics;
    plyroom::server::lobby::lobby lobby{ioc, writer, metrics, {}};
    net::shared_state state{ioc, lobby, metrics, {}, {}};
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static server_parts parts;
    net::http::request_parser<net::http::string_body> parser;
    parser.body_limit(10000);
    parser.eager(true);
    net::beast::error_code ec;
    std::size_t used = parser.put(net::net::buffer(data, size), ec);
    (void)used;
    if (ec || !parser.is_header_done())
        return 0;
    const auto& request = parser.get();
    const auto reply = net::route(request.method_string(), request.target(), parts.state,
                                  [](net::http_reply) { std::abort(); }); // no store here
    if (!reply || reply->status < 200 || reply->status > 599)
        std::abort();
    return 0;
}
