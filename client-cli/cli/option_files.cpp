#include "cli/option_files.hpp"

#include "cli/help_words.hpp"
#include "cli/user_path.hpp"

#include <filesystem>
#include <fstream>
#include <iterator>

namespace plyroom::client {

// Reads each named file whole; JSON files must hold JSON.
std::optional<std::string> read_option_files(host_request& host) {
    for (option_file& file : host.files) {
        file.path = expand_home(file.path, &process_env);
        std::error_code error;
        if (!std::filesystem::is_regular_file(file.path, error))
            return help_words("files.not_a_file", {file.path});
        std::ifstream in(file.path, std::ios::binary);
        std::string text;
        try {
            text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
        } catch (const std::ios_base::failure&) {
            // libstdc++ reports some read errors by throwing from the stream buffer.
            return help_words("files.unreadable", {file.path});
        }
        if (!in.is_open() || in.bad())
            return help_words("files.unreadable", {file.path});
        if (!file.as_json) {
            host.options[file.key] = text;
            continue;
        }
        nlohmann::json value = nlohmann::json::parse(text, nullptr, false);
        if (value.is_discarded())
            return help_words("files.not_json", {file.path});
        host.options[file.key] = std::move(value);
    }
    host.files.clear();
    return std::nullopt;
}

} // namespace plyroom::client
