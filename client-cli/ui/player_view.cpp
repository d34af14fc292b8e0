#include "ui/player_view.hpp"

#include "ui/game_ui.hpp"
#include "ui/words.hpp"

#include <chrono>
#include <cstdio>

namespace plyroom::client {

namespace {

using json = nlohmann::json;

// The day of a Unix time in milliseconds, as YYYY-MM-DD (UTC).
std::string day_of(std::int64_t at) {
    const std::chrono::year_month_day day{std::chrono::floor<std::chrono::days>(
        std::chrono::sys_time<std::chrono::milliseconds>(std::chrono::milliseconds(at)))};
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(day.year()),
                  static_cast<unsigned>(day.month()), static_cast<unsigned>(day.day()));
    return text;
}

std::string title_of(const std::string& game) {
    const game_ui* ui = find_game_ui(game);
    return ui != nullptr ? std::string(game_title(*ui)) : game;
}

std::string rating_words(const json& rating) {
    if (!rating.is_object())
        return shell_words("player.unrated");
    const std::string value =
        std::to_string(rating.value("rating", 0)) + (rating.value("provisional", true) ? "?" : "");
    return shell_words("player.rating", {value, std::to_string(rating.value("deviation", 0))});
}

// The player's outcome in one listed game (seat `seat`).
std::string outcome_words(const json& game) {
    const json& result = game["result"];
    if (game.value("status", "") != "finished" || !result.is_object())
        return shell_words("player.unfinished");
    const std::string outcome = result.value("outcome", "");
    if (outcome == "draw")
        return shell_words("player.drew");
    if (outcome == "win")
        return shell_words(result["winner"] == game["seat"] ? "player.won" : "player.lost");
    return shell_words("player.aborted");
}

// The other seats' names, the user name where it differs from the name shown.
std::string others(const json& game) {
    std::string out;
    for (const json& seat : game.value("seats", json::array())) {
        if (seat["seat"] == game["seat"])
            continue;
        out += (out.empty() ? "" : ", ") + seat.value("name", std::string());
    }
    return out;
}

} // namespace

std::string profile_text(const json& player) {
    std::string out = shell_words("player.since", {player.value("user_name", std::string()),
                                                   day_of(player.value("created_at", 0LL))}) +
                      "\n";
    const json games = player.value("games", json::array());
    if (games.empty())
        return out + "  " + shell_words("player.no_games") + "\n";
    for (const json& game : games)
        out +=
            "  " +
            shell_words(
                "player.game_line",
                {title_of(game.value("game", std::string())), rating_words(game["rating"]),
                 std::to_string(game.value("games", 0)), std::to_string(game.value("wins", 0)),
                 std::to_string(game.value("draws", 0)), std::to_string(game.value("losses", 0))}) +
            "\n";
    return out;
}

std::string history_text(const json& page, const std::string& site) {
    std::string out =
        shell_words("player.history", {page.value("user_name", std::string())}) + "\n";
    const json games = page.value("games", json::array());
    if (games.empty())
        return out + "  " + shell_words("player.no_games") + "\n";
    for (const json& game : games) {
        const std::string id = std::to_string(game.value("game_id", 0LL));
        std::string line = "  #" + id + "  " + day_of(game.value("created_at", 0LL)) + "  " +
                           title_of(game.value("game", std::string())) + "  " + outcome_words(game);
        if (const std::string against = others(game); !against.empty())
            line += "  " + shell_words("player.against", {against});
        if (const json& change = game["rating_change"]; change.is_object())
            line += "  " +
                    shell_words("player.rating_change", {std::to_string(change.value("before", 0)),
                                                         std::to_string(change.value("after", 0))});
        out += line + "  " + site + "/g/" + id + "\n";
    }
    if (page["next_before"].is_number_integer())
        out += shell_words("player.more", {page["next_before"].dump()}) + "\n";
    return out;
}

} // namespace plyroom::client
