#include "session/token_store.hpp"

#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

namespace plyroom::client {

namespace {

using json = nlohmann::json;

// The whole file as JSON, or an empty object when it is missing or unreadable.
json read_all(const std::filesystem::path& file) {
    std::ifstream in(file);
    if (!in)
        return json::object();
    std::stringstream text;
    text << in.rdbuf();
    json parsed = json::parse(text.str(), nullptr, false);
    return parsed.is_object() ? parsed : json::object();
}

} // namespace

// Follows the XDG base directory rule, falling back to ~/.config.
std::filesystem::path token_store::default_path(const env_reader& env) {
    std::filesystem::path base;
    if (auto xdg = env("XDG_CONFIG_HOME"); xdg && !xdg->empty())
        base = *xdg;
    else if (auto home = env("HOME"); home && !home->empty())
        base = std::filesystem::path(*home) / ".config";
    else
        base = ".config";
    return base / "plyroom" / "identities.json";
}

// Reads servers.<url>.token.
std::optional<std::string> token_store::load(const std::string& server_url) const {
    const json all = read_all(file_);
    if (!all.contains("servers") || !all["servers"].is_object())
        return std::nullopt;
    const json& servers = all["servers"];
    if (!servers.contains(server_url) || !servers[server_url].is_object())
        return std::nullopt;
    const json& entry = servers[server_url];
    if (!entry.contains("token") || !entry["token"].is_string())
        return std::nullopt;
    return entry["token"].get<std::string>();
}

// Writes a new file with mode 0600 beside the old one, then renames it over.
std::optional<std::string> token_store::save(const std::string& server_url,
                                             const std::string& token) const {
    return write_entry(server_url, token);
}

std::optional<std::string> token_store::forget(const std::string& server_url) const {
    return write_entry(server_url, std::nullopt);
}

std::optional<std::string> token_store::write_entry(const std::string& server_url,
                                                    const std::optional<std::string>& token) const {
    std::error_code ec;
    std::filesystem::create_directories(file_.parent_path(), ec);
    if (ec)
        return "cannot create " + file_.parent_path().string() + ": " + ec.message();
    chmod(file_.parent_path().c_str(), 0700);
    json all = read_all(file_);
    if (!all.contains("servers") || !all["servers"].is_object())
        all["servers"] = json::object();
    if (token)
        all["servers"][server_url] = json{{"token", *token}};
    else
        all["servers"].erase(server_url);
    const std::string text = all.dump(2) + "\n";
    const std::filesystem::path temporary = file_.string() + ".tmp";
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        return "cannot write " + temporary.string();
    fchmod(fd, 0600);
    const bool written = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    ::close(fd);
    if (!written || std::rename(temporary.c_str(), file_.c_str()) != 0)
        return "cannot write " + file_.string();
    return std::nullopt;
}

} // namespace plyroom::client
