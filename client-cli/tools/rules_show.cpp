#include "tools/rules_show.hpp"

#include "rules_documents.hpp"
#include "ui/text_layout.hpp"

#include <ostream>

#include <nlohmann/json.hpp>

namespace plyroom::client {

namespace {

// Paragraphs are wrapped to 78 columns, indented by two. wrap_words counts a character as one
// column, and a Hangul syllable takes two: Korean is wrapped at fewer characters.
std::size_t paragraph_width(const std::string& language) {
    return language == "ko" ? 44 : 78;
}

int show_usage(std::ostream& err, const std::string& message) {
    err << "plyroom: " << message << " (see plyroom rules --help)\n";
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

std::string terminal_language(const env_reader& env) {
    for (const char* key : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const auto value = env(key);
        if (value && !value->empty())
            return value->starts_with("ko") ? "ko" : "en";
    }
    return "en";
}

int run_rules_show(const std::vector<std::string>& words, std::ostream& out, std::ostream& err,
                   const env_reader& env) {
    std::string game;
    std::string language = terminal_language(env);
    for (std::size_t i = 2; i < words.size(); ++i) {
        const std::string& word = words[i];
        if (word == "--lang" || word.starts_with("--lang=")) {
            if (word == "--lang" && i + 1 == words.size())
                return show_usage(err, "--lang needs ko or en");
            language = word == "--lang" ? words[++i] : word.substr(7);
            if (language != "ko" && language != "en")
                return show_usage(err, "--lang takes ko or en, not " + language);
        } else if (game.empty() && !word.starts_with("-")) {
            game = word;
        } else {
            return show_usage(err, "rules show: unexpected argument " + word);
        }
    }
    if (game.empty())
        return show_usage(err, "usage: plyroom rules show GAME [--lang ko|en]");
    const core::rules_document* document = core::find_rules_document(game);
    if (document == nullptr)
        return show_usage(err, "rules show: no game " + terminal_safe(game) +
                                   " (games: " + known_games() + ")");
    const auto rules = nlohmann::json::parse(document->json);
    const auto& text = rules.at(language);
    out << text.at("title").get<std::string>() << '\n';
    for (const auto& section : text.at("sections")) {
        out << '\n' << section.at("heading").get<std::string>() << '\n';
        for (const auto& paragraph : section.at("paragraphs"))
            print_paragraph(out, paragraph.get<std::string>(), paragraph_width(language));
        for (const auto& diagram : section.at("diagrams")) {
            out << '\n';
            print_diagram(out, rules.at("diagrams").at(diagram.at("id").get<std::string>()),
                          diagram.at("caption"), paragraph_width(language));
        }
    }
    return 0;
}

} // namespace plyroom::client
