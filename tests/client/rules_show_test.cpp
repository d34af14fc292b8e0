// `plyroom rules show`: every game's rules document, in every language, printed whole, in the
// client's language (--lang, else the locale).
#include "cli/language.hpp"
#include "tools/rules_show.hpp"
#include "registry.hpp"
#include "rules_documents.hpp"
#include "ui/display_width.hpp"
#include "ui/words.hpp"

#include <map>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace plyroom::client {
namespace {

using json = nlohmann::json;

env_reader env_of(std::map<std::string, std::string> values) {
    return [values](const char* key) -> std::optional<std::string> {
        const auto found = values.find(key);
        if (found == values.end())
            return std::nullopt;
        return found->second;
    };
}

struct printed {
    int exit_code;
    std::string out;
    std::string err;
};

// Runs `rules show` as the program does: the global --lang (taken out of the words, as the
// command line's parser does), else the locale, chooses the language; the test program's
// language is kept as it was.
printed run(std::vector<std::string> args, const env_reader& env = env_of({})) {
    std::optional<std::string> lang;
    for (std::size_t i = 0; i < args.size(); ++i)
        if (args[i] == "--lang" || args[i].starts_with("--lang=")) {
            const bool inline_value = args[i] != "--lang";
            lang = inline_value ? args[i].substr(7)
                   : i + 1 < args.size() ? std::optional(args[i + 1])
                                         : std::nullopt;
            args.erase(args.begin() + static_cast<std::ptrdiff_t>(i),
                       args.begin() + static_cast<std::ptrdiff_t>(
                                          std::min(args.size(), i + (inline_value ? 1 : 2))));
            if (!lang || (*lang != "ko" && *lang != "en"))
                return {2, "", "plyroom: --lang needs ko or en"};
            break;
        }
    const language_scope keep(lang ? *language_named(*lang) : language_of_locale(env));
    std::ostringstream out;
    std::ostringstream err;
    const int code = run_rules_show(args, out, err);
    return {code, out.str(), err.str()};
}

// The words of a paragraph as printed: wrapping may break a line at any blank.
std::string unwrapped(const std::string& text) {
    std::string flat;
    for (const char c : text)
        if (c != ' ' && c != '\n')
            flat += c;
    return flat;
}

TEST(RulesShow, EveryGameHasItsRulesInEveryLanguage) {
    for (const auto& game : core::all_games()) {
        const core::rules_document* document = core::find_rules_document(game.id);
        ASSERT_NE(document, nullptr) << game.id;
        const json rules = json::parse(document->json);
        EXPECT_EQ(rules.at("game"), game.id);
        const json& english = rules.at("en").at("sections");
        const json& korean = rules.at("ko").at("sections");
        ASSERT_EQ(english.size(), korean.size()) << game.id;
        for (std::size_t i = 0; i < english.size(); ++i) {
            EXPECT_EQ(english[i].at("id"), korean[i].at("id")) << game.id;
            EXPECT_EQ(english[i].at("paragraphs").size(), korean[i].at("paragraphs").size())
                << game.id << ' ' << english[i].at("id");
            ASSERT_EQ(english[i].at("diagrams").size(), korean[i].at("diagrams").size());
            for (std::size_t d = 0; d < english[i].at("diagrams").size(); ++d) {
                const std::string id = english[i].at("diagrams")[d].at("id");
                EXPECT_EQ(korean[i].at("diagrams")[d].at("id"), id) << game.id;
                EXPECT_TRUE(rules.at("diagrams").contains(id)) << game.id << ' ' << id;
            }
        }
    }
}

TEST(RulesShow, PrintsEverySectionOfEveryGameInBothLanguages) {
    for (const auto& document : core::rules_documents()) {
        const json rules = json::parse(document.json);
        for (const std::string language : {"en", "ko"}) {
            const auto shown =
                run({"rules", "show", std::string(document.game), "--lang", language});
            ASSERT_EQ(shown.exit_code, 0) << shown.err;
            const std::string flat = unwrapped(shown.out);
            // Every line fits an 80-column terminal, measured in columns (Hangul takes two).
            std::istringstream lines(shown.out);
            for (std::string line; std::getline(lines, line);)
                EXPECT_LE(display_width(line), 80u)
                    << document.game << ' ' << language << ": " << line;
            const json& text = rules.at(language);
            EXPECT_EQ(shown.out.find(text.at("title").get<std::string>()), 0u) << shown.out;
            for (const auto& section : text.at("sections")) {
                EXPECT_NE(shown.out.find("\n" + section.at("heading").get<std::string>() + "\n"),
                          std::string::npos)
                    << document.game << ' ' << language << ' ' << section.at("id");
                for (const auto& paragraph : section.at("paragraphs"))
                    EXPECT_NE(flat.find(unwrapped(paragraph)), std::string::npos)
                        << document.game << ' ' << language << ": " << paragraph;
                for (const auto& diagram : section.at("diagrams"))
                    EXPECT_NE(flat.find(unwrapped(diagram.at("caption"))), std::string::npos);
            }
        }
    }
}

TEST(RulesShow, DrawsTheRowsOfADiagramsBoard) {
    const auto shown = run({"rules", "show", "connect4", "--lang=en"});
    ASSERT_EQ(shown.exit_code, 0) << shown.err;
    EXPECT_NE(shown.out.find("      ..RRRR.\n"), std::string::npos) << shown.out;
}

TEST(RulesShow, SpeaksTheTerminalsLanguage) {
    const json rules = json::parse(core::find_rules_document("grav")->json);
    const auto korean = run({"rules", "show", "grav"}, env_of({{"LANG", "ko_KR.UTF-8"}}));
    EXPECT_EQ(korean.out.find(rules.at("ko").at("title").get<std::string>()), 0u) << korean.out;
    const auto english =
        run({"rules", "show", "grav", "--lang", "en"}, env_of({{"LANG", "ko_KR.UTF-8"}}));
    EXPECT_EQ(english.out.find(rules.at("en").at("title").get<std::string>()), 0u) << english.out;
}

TEST(RulesShow, RefusesUnknownGamesAndLanguages) {
    const auto unknown = run({"rules", "show", "chess"});
    EXPECT_EQ(unknown.exit_code, 2);
    EXPECT_NE(unknown.err.find("chess"), std::string::npos);
    EXPECT_TRUE(unknown.out.empty());
    const auto language = run({"rules", "show", "grav", "--lang", "fr"});
    EXPECT_EQ(language.exit_code, 2);
    EXPECT_NE(language.err.find("ko or en"), std::string::npos) << language.err;
    EXPECT_EQ(run({"rules", "show"}).exit_code, 2);
    EXPECT_EQ(run({"rules", "show", "grav", "--lang"}).exit_code, 2);
}

} // namespace
} // namespace plyroom::client
