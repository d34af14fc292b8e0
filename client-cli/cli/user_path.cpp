#include "cli/user_path.hpp"

namespace plyroom::client {

std::string expand_home(std::string_view path, const env_reader& env) {
    if (path != "~" && !path.starts_with("~/"))
        return std::string(path);
    const auto home = env("HOME");
    if (!home || home->empty())
        return std::string(path);
    return *home + std::string(path.substr(1));
}

} // namespace plyroom::client
