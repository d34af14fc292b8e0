// Reading a request's query string ("a=1&b=2").
#pragma once

#include <optional>
#include <string_view>

namespace plyroom::server::net {

// The value of `name` in a query string, if it is there.
inline std::optional<std::string_view> query_parameter(std::string_view query,
                                                       std::string_view name) {
    while (!query.empty()) {
        const std::string_view pair = query.substr(0, query.find('&'));
        if (pair.size() > name.size() && pair.substr(0, name.size()) == name &&
            pair[name.size()] == '=')
            return pair.substr(name.size() + 1);
        if (pair.size() == query.size())
            break;
        query.remove_prefix(pair.size() + 1);
    }
    return std::nullopt;
}

} // namespace plyroom::server::net
