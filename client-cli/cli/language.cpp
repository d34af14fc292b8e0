#include "cli/language.hpp"

namespace plyroom::client {

std::optional<language> language_named(std::string_view code) {
    if (code == "ko")
        return language::korean;
    if (code == "en")
        return language::english;
    return std::nullopt;
}

// The first variable set decides, even to a language the client does not speak (C, fr_FR).
language language_of_locale(const env_reader& env) {
    for (const char* variable : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const std::optional<std::string> value = env(variable);
        if (!value || value->empty())
            continue;
        const std::string_view locale = *value;
        const bool korean = locale.starts_with("ko") && (locale.size() == 2 || locale[2] == '_' ||
                                                         locale[2] == '.' || locale[2] == '@');
        return korean ? language::korean : language::english;
    }
    return language::english;
}

} // namespace plyroom::client
