// The words the client prints, from a catalogue per language: the shell's (ui/shell_words_*.cpp)
// and each game's own (ui/games/<game>_words.cpp, game_ui::words). A text names its arguments
// {0}, {1}...; Korean writes the particle after an argument as {0:이/가}, chosen by whether
// the argument ends in a consonant when read aloud.
#pragma once

#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace plyroom::client {

enum class language { english, korean };

// The language the client speaks (English until set_language is called).
language current_language();
void set_language(language chosen);

// Sets the language for a scope and puts the previous one back (tests).
class language_scope {
public:
    explicit language_scope(language chosen);
    ~language_scope();
    language_scope(const language_scope&) = delete;
    language_scope& operator=(const language_scope&) = delete;

private:
    language previous_;
};

// One entry of a catalogue: its key and its text in that catalogue's language.
struct phrase {
    std::string_view key;
    std::string_view text;
};

// One owner's words (the shell, a game) in each language, key for key.
struct catalogue {
    std::string_view owner; // "shell", or the game's id
    std::span<const phrase> english;
    std::span<const phrase> korean;
};

// The text of `key` in the current language with its arguments in place; a key missing from
// the language falls back to English (a test keeps both complete), nullopt when neither has it.
std::optional<std::string> find_words(const catalogue& from, std::string_view key,
                                      std::initializer_list<std::string_view> args = {});
// find_words, or the key itself when the catalogue does not have it.
std::string words_of(const catalogue& from, std::string_view key,
                     std::initializer_list<std::string_view> args = {});

// Whether a Korean reader hears `word` end in a consonant (받침): a Hangul syllable with a
// final, a digit read as 일 삼 육 칠 팔 영, a Latin word ending in l, m, n; a closing
// "(...)" is looked through to the word before it.
bool ends_in_consonant(std::string_view word);

// The shell's catalogue, and its words in the current language.
const catalogue& shell_catalogue();
std::string shell_words(std::string_view key, std::initializer_list<std::string_view> args = {});

// A refusal of the server in the client's words for its stable `code`; the server's own
// (English) message only for a code the client does not know.
std::string error_words(std::string_view code, std::string_view server_message);

} // namespace plyroom::client
