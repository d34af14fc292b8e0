// Which language the client speaks: `--lang ko|en`, else the locale (LC_ALL, then LC_MESSAGES,
// then LANG, the first set and not empty, as POSIX orders them): Korean for a Korean locale
// (ko, ko_KR.UTF-8), English for any other.
#pragma once

#include "cli/args.hpp"
#include "ui/words.hpp"

#include <optional>
#include <string_view>

namespace plyroom::client {

// The language of a `--lang` value ("ko", "en"), or nullopt for any other.
std::optional<language> language_named(std::string_view code);

// The language the locale variables ask for.
language language_of_locale(const env_reader& env);

} // namespace plyroom::client
