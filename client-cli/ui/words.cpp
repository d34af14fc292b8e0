#include "ui/words.hpp"

#include "ui/display_width.hpp"
#include "ui/shell_words.hpp"

namespace plyroom::client {

namespace {

language& chosen_language() {
    static language chosen = language::english;
    return chosen;
}

std::optional<std::string_view> find_phrase(std::span<const phrase> phrases, std::string_view key) {
    for (const phrase& entry : phrases)
        if (entry.key == key)
            return entry.text;
    return std::nullopt;
}

// The last code point of `text`, or nullopt when it is empty or malformed at its end.
std::optional<char32_t> last_character(std::string_view text) {
    std::size_t at = text.size();
    while (at > 0 && (static_cast<unsigned char>(text[at - 1]) & 0xC0U) == 0x80U)
        --at;
    if (at == 0)
        return std::nullopt;
    const auto decoded = decode_utf8(text, at - 1);
    if (!decoded)
        return std::nullopt;
    return decoded->first;
}

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && text.back() == ' ')
        text.remove_suffix(1);
    while (!text.empty() && text.front() == ' ')
        text.remove_prefix(1);
    return text;
}

// Appends argument `index` and, after ':', the particle "이/가" that fits it.
void append_argument(std::string& out, std::string_view spec,
                     std::initializer_list<std::string_view> args) {
    const std::size_t colon = spec.find(':');
    const std::string_view number = spec.substr(0, colon);
    std::size_t index = 0;
    for (const char digit : number)
        index = index * 10 + static_cast<std::size_t>(digit - '0');
    const std::string_view argument = index < args.size() ? *(args.begin() + index) : "";
    out += argument;
    if (colon == std::string_view::npos)
        return;
    const std::string_view choices = spec.substr(colon + 1);
    const std::size_t slash = choices.find('/');
    out += ends_in_consonant(argument)
               ? choices.substr(0, slash)
               : choices.substr(slash == std::string_view::npos ? choices.size() : slash + 1);
}

} // namespace

language current_language() {
    return chosen_language();
}

void set_language(language chosen) {
    chosen_language() = chosen;
}

language_scope::language_scope(language chosen) : previous_(current_language()) {
    set_language(chosen);
}

language_scope::~language_scope() {
    set_language(previous_);
}

bool ends_in_consonant(std::string_view word) {
    word = trimmed(word);
    if (!word.empty() && word.back() == ')')
        if (const std::size_t open = word.rfind('('); open != std::string_view::npos)
            word = trimmed(word.substr(0, open));
    const std::optional<char32_t> last = last_character(word);
    if (!last)
        return false;
    if (*last >= 0xAC00 && *last <= 0xD7A3)
        return (*last - 0xAC00) % 28 != 0;
    if (*last >= '0' && *last <= '9') {
        constexpr bool digit_final[] = {true,  true, false, true, false,
                                        false, true, true,  true, false};
        return digit_final[*last - '0'];
    }
    if (*last >= 0x80)
        return false;
    const char ending = static_cast<char>(*last | 0x20U); // lower case
    const bool after_n = word.size() >= 2 && (word[word.size() - 2] | 0x20) == 'n';
    return ending == 'l' || ending == 'm' || ending == 'n' || (ending == 'g' && after_n);
}

// Copies the text, putting each {N} or {N:a/b} in place.
std::optional<std::string> find_words(const catalogue& from, std::string_view key,
                                      std::initializer_list<std::string_view> args) {
    std::optional<std::string_view> text =
        find_phrase(current_language() == language::korean ? from.korean : from.english, key);
    if (!text)
        text = find_phrase(from.english, key);
    if (!text)
        return std::nullopt;
    std::string out;
    out.reserve(text->size());
    for (std::size_t i = 0; i < text->size(); ++i) {
        const std::size_t close = (*text)[i] == '{' ? text->find('}', i) : std::string_view::npos;
        if (close == std::string_view::npos || i + 1 == close || (*text)[i + 1] < '0' ||
            (*text)[i + 1] > '9') {
            out += (*text)[i];
            continue;
        }
        append_argument(out, text->substr(i + 1, close - i - 1), args);
        i = close;
    }
    return out;
}

const catalogue& shell_catalogue() {
    static const catalogue shell{"shell", shell_words_english(), shell_words_korean()};
    return shell;
}

std::string words_of(const catalogue& from, std::string_view key,
                     std::initializer_list<std::string_view> args) {
    return find_words(from, key, args).value_or(std::string(key));
}

std::string shell_words(std::string_view key, std::initializer_list<std::string_view> args) {
    return words_of(shell_catalogue(), key, args);
}

std::string error_words(std::string_view code, std::string_view server_message) {
    return find_words(shell_catalogue(), "error." + std::string(code))
        .value_or(std::string(server_message));
}

} // namespace plyroom::client
