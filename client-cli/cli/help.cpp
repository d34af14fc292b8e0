#include "cli/help.hpp"

#include "cli/help_words.hpp"
#include "ui/game_ui.hpp"
#include "ui/text_layout.hpp"

#include <string>
#include <vector>

namespace plyroom::client {

namespace {

// Help paragraphs are wrapped to this width; the words of a flag, in their column, a little
// shorter.
constexpr std::size_t help_width = 95;
constexpr std::size_t flag_help_width = 90;

// `text` appended to `lead` (which ends in its own blank, if any) word by word, lines broken
// before `width`; lines after the first start with `indent` spaces. Ends with a newline.
std::string wrapped(std::string_view lead, std::string_view text, std::size_t indent,
                    std::size_t width = help_width) {
    std::string out;
    for (const std::string& line : wrap_after(lead, text, width, indent))
        out += line + '\n';
    return out;
}

// "a", "a and b", "a, b and c".
std::string listed(const std::vector<std::string>& items, std::string_view last_joint) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0)
            out += i + 1 == items.size() ? std::string(last_joint) : std::string(", ");
        out += items[i];
    }
    return out;
}

// Every game id, in registration order, separated by commas.
std::string game_ids() {
    std::vector<std::string> ids;
    for (const game_ui* ui : all_game_uis())
        ids.emplace_back(ui->id);
    return listed(ids, ", ");
}

// The id of the first game, for examples.
std::string example_game() {
    const auto uis = all_game_uis();
    return uis.empty() ? std::string("GAME") : std::string(uis.front()->id);
}

// The help of a flag: its name and value in the left column, then its words.
std::string flag_line(std::string_view flag, std::string_view words) {
    constexpr std::size_t column = 23;
    std::string lead = "  " + std::string(flag);
    lead += std::string(lead.size() + 2 <= column ? column - lead.size() : 2, ' ');
    return wrapped(lead, words, column, flag_help_width);
}

// --option with what each game takes, then every game's own flags.
std::string game_option_lines() {
    std::vector<std::string> takes_none;
    for (const game_ui* ui : all_game_uis())
        if (!find_words(ui->words, "help.options") && ui->host_flags.empty())
            takes_none.emplace_back(game_title(*ui));
    std::string option_words = help_words("host_option");
    if (!takes_none.empty())
        option_words += help_words(takes_none.size() == 1 ? "takes_none_one" : "takes_none_many",
                                   {listed(takes_none, help_words("and"))});
    std::string lines = flag_line("--option KEY=VALUE", option_words);
    for (const game_ui* ui : all_game_uis())
        if (const auto options = find_words(ui->words, "help.options"))
            lines += wrapped(std::string(23, ' ') + std::string(game_title(*ui)) + ": ", *options,
                             23, flag_help_width);
    for (const game_ui* ui : all_game_uis())
        for (const host_flag& flag : ui->host_flags)
            lines += flag_line(std::string(flag.name) + " " + std::string(flag.value),
                               std::string(ui->id) + ": " + words_of(ui->words, flag.help));
    return lines;
}

std::string overview_text() {
    return help_words("overview_head") + wrapped(help_words("games_lead"), game_ids() + ".", 2) +
           help_words("overview_tail");
}

std::string host_text() {
    return help_words("host_usage") + wrapped("", help_words("host_does", {game_ids()}), 0) + "\n" +
           game_option_lines() + help_words("host_flags", {example_game()});
}

std::string bot_text() {
    std::vector<std::string> notes;
    for (const game_ui* ui : all_game_uis())
        if (const auto note = find_words(ui->words, "help.bot"))
            notes.push_back(*note);
    const std::string noted = notes.empty() ? "" : help_words("bot_notes", {listed(notes, "; ")});
    return help_words("bot_usage") + wrapped("", help_words("bot_does", {noted}), 0) +
           help_words("bot_flags");
}

} // namespace

// Picks the help text for a command name; the ones that list games are written from the
// game_uis.
std::string help_text(std::string_view command) {
    if (command == "host")
        return host_text();
    if (command == "bot")
        return bot_text();
    if (command == "rules show")
        return help_words("rules");
    for (const char* plain :
         {"join", "watch", "list", "resume", "export", "profile", "history", "rules"})
        if (command == plain)
            return help_words(plain);
    if (command == "rules perft" || command == "rules replay")
        return help_words(command.substr(6));
    return overview_text();
}

std::string help_words(std::string_view key, std::initializer_list<std::string_view> args) {
    return words_of(help_catalogue(), key, args);
}

const catalogue& help_catalogue() {
    static const catalogue help{"help", help_words_english(), help_words_korean()};
    return help;
}

} // namespace plyroom::client
