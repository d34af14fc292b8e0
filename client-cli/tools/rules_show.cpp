#include "tools/rules_show.hpp"

#include "cli/help_words.hpp"
#include "rules_documents.hpp"
#include "ui/text_layout.hpp"
#include "ui/words.hpp"

#include <ostream>

#include <nlohmann/json.hpp>

namespace plyroom::client {

namespace {

// Paragraphs are wrapped to 78 columns (wrap_words measures display width: a Hangul syllable
// takes two), indented by two.
constexpr std::size_t paragraph_width = 78;

int show_usage(std::ostream& err, const std::string& message) {
    err << help_words("usage.error_rules", {message}) << '\n';
    return 2;
}

std::string known_games() {
    std::string names;
    for (const core::rules_document& document : core::rules_documents())
        names += (names.empty() ? "" : ", ") + std::string(document.game);
    return names;
}

void print_paragraph(std::ostream& out, const std::string& text, std::size_t width) {
    for (const std::string& line : wrap_words("  " + text, width, 2))
        out << line << '\n';
}

// A diagram: its caption, then the board's rows when the position has them (a board of rows of
// one character per point); other boards are drawn on the page only.
void print_diagram(std::ostream& out, const nlohmann::json& diagram, const nlohmann::json& caption,
                   std::size_t width) {
    print_paragraph(out, "> " + caption.get<std::string>(), width);
    const auto& board = diagram.at("state").at("board");
    if (!board.contains("rows"))
        return;
    for (const auto& row : board.at("rows"))
        out << "      " << row.get<std::string>() << '\n';
}

} // namespace

int run_rules_show(const std::vector<std::string>& words, std::ostream& out, std::ostream& err) {
    // The client's language, chosen before any command runs (--lang, else the locale).
    const std::string language = current_language() == language::korean ? "ko" : "en";
    std::string game;
    for (std::size_t i = 2; i < words.size(); ++i) {
        const std::string& word = words[i];
        if (game.empty() && !word.starts_with("-"))
            game = word;
        else
            return show_usage(err, help_words("usage.unexpected", {"rules show", word}));
    }
    if (game.empty())
        return show_usage(err, help_words("usage.rules_show"));
    const core::rules_document* document = core::find_rules_document(game);
    if (document == nullptr)
        return show_usage(err, help_words("usage.no_game", {terminal_safe(game), known_games()}));
    const auto rules = nlohmann::json::parse(document->json);
    const auto& text = rules.at(language);
    out << text.at("title").get<std::string>() << '\n';
    for (const auto& section : text.at("sections")) {
        out << '\n' << section.at("heading").get<std::string>() << '\n';
        for (const auto& paragraph : section.at("paragraphs"))
            print_paragraph(out, paragraph.get<std::string>(), paragraph_width);
        for (const auto& diagram : section.at("diagrams")) {
            out << '\n';
            print_diagram(out, rules.at("diagrams").at(diagram.at("id").get<std::string>()),
                          diagram.at("caption"), paragraph_width);
        }
    }
    return 0;
}

} // namespace plyroom::client
