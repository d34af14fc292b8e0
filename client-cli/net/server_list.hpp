// Several servers in front of one database, any of which can carry a game: the terminal client
// is given them as a list ("ws://a:8080,ws://b:8080", repeated --server flags or PLYROOM_SERVER)
// and tries them in order, moving to the next when a connection is lost.
#pragma once

#include "net/server_address.hpp"

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace plyroom::client {

// Reads addresses separated by commas (blanks around them allowed). A one-line reason naming
// the address that cannot be read, or saying that there is none.
std::variant<std::vector<server_address>, std::string> parse_server_list(std::string_view text);

// The index of the server to try after `index` in a list of `count`: the next, the last one
// followed by the first again.
inline std::size_t next_server(std::size_t index, std::size_t count) {
    return count == 0 ? 0 : (index + 1) % count;
}

} // namespace plyroom::client
