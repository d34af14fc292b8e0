// The identity tokens the servers gave this user, one per server URL, kept in a file only the
// user can read (mode 0600) so that a later run resumes the same player. Tokens are never
// printed.
#pragma once

#include "cli/args.hpp"

#include <filesystem>
#include <optional>
#include <string>

namespace plyroom::client {

class token_store {
public:
    explicit token_store(std::filesystem::path file) : file_(std::move(file)) {}

    // $XDG_CONFIG_HOME/plyroom/identities.json, else ~/.config/plyroom/identities.json.
    static std::filesystem::path default_path(const env_reader& env);

    // The token saved for a server, if any.
    std::optional<std::string> load(const std::string& server_url) const;
    // Saves the token for a server, keeping the others; a reason when the file cannot be written.
    std::optional<std::string> save(const std::string& server_url, const std::string& token) const;
    // Forgets the token of a server (logged out); a reason when the file cannot be written.
    std::optional<std::string> forget(const std::string& server_url) const;

    const std::filesystem::path& file() const { return file_; }

private:
    // Sets (or, with nullopt, removes) one server's token, keeping the others.
    std::optional<std::string> write_entry(const std::string& server_url,
                                           const std::optional<std::string>& token) const;

    std::filesystem::path file_;
};

} // namespace plyroom::client
