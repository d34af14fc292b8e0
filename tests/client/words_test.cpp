// The client's words: every catalogue (the shell's and each game's) has every key in English and
// in Korean with the same arguments, the language comes from --lang or the locale, and the
// server's refusals are shown in the client's words for their code.
#include "cli/args.hpp"
#include "cli/help_words.hpp"
#include "cli/language.hpp"
#include "ui/game_ui.hpp"
#include "ui/words.hpp"

#include <map>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace plyroom::client {
namespace {

// The arguments a text names: "{0}", "{1:이/가}" count as 0 and 1.
std::multiset<char> arguments_of(std::string_view text) {
    std::multiset<char> found;
    for (std::size_t i = 0; i + 1 < text.size(); ++i)
        if (text[i] == '{' && text[i + 1] >= '0' && text[i + 1] <= '9')
            found.insert(text[i + 1]);
    return found;
}

std::set<char> distinct(const std::multiset<char>& arguments) {
    return {arguments.begin(), arguments.end()};
}

// What is wrong with a catalogue: a key missing from one language, a key twice, an empty text,
// or texts of one key that take different arguments.
std::vector<std::string> catalogue_problems(const catalogue& words) {
    std::vector<std::string> problems;
    const auto keyed = [&](std::span<const phrase> phrases, const char* name) {
        std::map<std::string_view, std::string_view> texts;
        for (const phrase& entry : phrases) {
            if (!texts.emplace(entry.key, entry.text).second)
                problems.push_back(std::string(words.owner) + ": " + name + " has " +
                                   std::string(entry.key) + " twice");
            if (entry.text.empty())
                problems.push_back(std::string(words.owner) + ": " + name + " " +
                                   std::string(entry.key) + " is empty");
        }
        return texts;
    };
    const auto english = keyed(words.english, "English");
    const auto korean = keyed(words.korean, "Korean");
    for (const auto& [key, text] : english) {
        const auto other = korean.find(key);
        if (other == korean.end())
            problems.push_back(std::string(words.owner) + ": Korean lacks " + std::string(key));
        else if (distinct(arguments_of(text)) != distinct(arguments_of(other->second)))
            problems.push_back(std::string(words.owner) + ": " + std::string(key) +
                               " takes other arguments in Korean");
    }
    for (const auto& [key, text] : korean)
        if (!english.contains(key))
            problems.push_back(std::string(words.owner) + ": English lacks " + std::string(key));
    return problems;
}

TEST(Words, EveryCatalogueHasEveryKeyInBothLanguages) {
    std::vector<const catalogue*> catalogues{&shell_catalogue(), &help_catalogue()};
    for (const game_ui* ui : all_game_uis())
        catalogues.push_back(&ui->words);
    for (const catalogue* words : catalogues) {
        EXPECT_FALSE(words->english.empty()) << words->owner;
        for (const std::string& problem : catalogue_problems(*words))
            ADD_FAILURE() << problem;
    }
}

TEST(Words, TheCheckFindsAKeyMissingFromEitherLanguage) {
    constexpr phrase english[] = {{"a", "one {0}"}, {"b", "two"}};
    constexpr phrase korean_lacking_b[] = {{"a", "하나 {0}"}};
    constexpr phrase korean_other_argument[] = {{"a", "하나 {1}"}, {"b", "둘"}, {"c", "셋"}};
    EXPECT_EQ(catalogue_problems({"test", english, korean_lacking_b}),
              std::vector<std::string>{"test: Korean lacks b"});
    EXPECT_EQ(catalogue_problems({"test", english, korean_other_argument}),
              (std::vector<std::string>{"test: a takes other arguments in Korean",
                                        "test: English lacks c"}));
}

TEST(Words, ArgumentsAndKoreanParticlesAreFilledIn) {
    constexpr phrase english[] = {{"won", "{0} wins {1}"}};
    constexpr phrase korean[] = {{"won", "{0:이/가} {1} 이겼어요"}};
    const catalogue words{"test", english, korean};
    EXPECT_EQ(words_of(words, "won", {"alice", "by agreement"}), "alice wins by agreement");
    const language_scope in_korean(language::korean);
    EXPECT_EQ(words_of(words, "won", {"민준", "합의로"}), "민준이 합의로 이겼어요");
    EXPECT_EQ(words_of(words, "won", {"파랑 (지우)", "합의로"}), "파랑 (지우)이 합의로 이겼어요");
    EXPECT_EQ(words_of(words, "won", {"보라 (서연)", "합의로"}), "보라 (서연)가 합의로 이겼어요");
    EXPECT_EQ(words_of(words, "won", {"지우", "합의로"}), "지우가 합의로 이겼어요");
    EXPECT_EQ(words_of(words, "won", {"Kim", "합의로"}), "Kim이 합의로 이겼어요");
}

TEST(Words, RefusalsAreInTheClientsWordsForKnownCodesOnly) {
    EXPECT_EQ(error_words("not_your_turn", "not your turn (server)"), "It is not your turn.");
    EXPECT_EQ(error_words("brand_new_code", "what the server says"), "what the server says");
    const language_scope in_korean(language::korean);
    EXPECT_EQ(error_words("not_your_turn", "not your turn (server)"), "내 차례가 아니에요.");
    EXPECT_EQ(error_words("brand_new_code", "what the server says"), "what the server says");
}

// An environment of the given variables only.
env_reader environment(std::map<std::string, std::string> variables) {
    return [variables](const char* key) -> std::optional<std::string> {
        const auto found = variables.find(key);
        if (found == variables.end())
            return std::nullopt;
        return found->second;
    };
}

TEST(Words, TheLocaleChoosesTheLanguageInPosixOrder) {
    EXPECT_EQ(language_of_locale(environment({})), language::english);
    EXPECT_EQ(language_of_locale(environment({{"LANG", "ko_KR.UTF-8"}})), language::korean);
    EXPECT_EQ(language_of_locale(environment({{"LANG", "ko"}})), language::korean);
    EXPECT_EQ(language_of_locale(environment({{"LANG", "kok_IN"}})), language::english);
    EXPECT_EQ(language_of_locale(environment({{"LANG", "en_GB.UTF-8"}})), language::english);
    // LC_MESSAGES before LANG, LC_ALL before both; an empty variable is not set.
    EXPECT_EQ(
        language_of_locale(environment({{"LANG", "en_US.UTF-8"}, {"LC_MESSAGES", "ko_KR.UTF-8"}})),
        language::korean);
    EXPECT_EQ(language_of_locale(environment(
                  {{"LANG", "ko_KR.UTF-8"}, {"LC_MESSAGES", "ko_KR.UTF-8"}, {"LC_ALL", "C"}})),
              language::english);
    EXPECT_EQ(language_of_locale(environment({{"LANG", "ko_KR.UTF-8"}, {"LC_ALL", ""}})),
              language::korean);
}

TEST(Words, LangOnTheCommandLineIsKoOrEn) {
    const env_reader none = environment({});
    const auto parsed = parse_command_line({"--lang", "ko", "list"}, none);
    ASSERT_TRUE(std::holds_alternative<command_line>(parsed));
    EXPECT_EQ(std::get<command_line>(parsed).global.lang, "ko");
    EXPECT_EQ(std::get<command_line>(parsed).words, std::vector<std::string>{"list"});
    EXPECT_EQ(language_named("ko"), language::korean);
    EXPECT_EQ(language_named("en"), language::english);
    EXPECT_EQ(language_named("fr"), std::nullopt);
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_command_line({"--lang", "fr"}, none)));
    EXPECT_TRUE(std::holds_alternative<usage_error>(parse_command_line({"--lang"}, none)));
}

} // namespace
} // namespace plyroom::client
