#include "net/server_list.hpp"

namespace plyroom::client {

// Splits at commas, trims blanks and reads each address.
std::variant<std::vector<server_address>, std::string> parse_server_list(std::string_view text) {
    std::vector<server_address> servers;
    while (true) {
        const std::size_t comma = text.find(',');
        std::string_view item = text.substr(0, comma);
        while (!item.empty() && item.front() == ' ')
            item.remove_prefix(1);
        while (!item.empty() && item.back() == ' ')
            item.remove_suffix(1);
        if (item.empty())
            return std::string("an empty server address in the list (expected ws://HOST:PORT, "
                               "several separated by commas)");
        auto parsed = parse_server_address(item);
        if (auto* problem = std::get_if<std::string>(&parsed))
            return *problem;
        servers.push_back(std::get<server_address>(std::move(parsed)));
        if (comma == std::string_view::npos)
            return servers;
        text.remove_prefix(comma + 1);
    }
}

} // namespace plyroom::client
