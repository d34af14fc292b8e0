#include "game_text.hpp"

#include "notation.hpp"
#include "record.hpp"
#include "registry.hpp"

#include <cctype>
#include <chrono>
#include <cstdio>

namespace plyroom::core {

namespace {

constexpr std::size_t game_text_width = 79; // movetext lines wrap before this, as PGN's do

// A tag value between quotes: backslash and quote escaped, control characters as spaces.
std::string tag_value_quoted(std::string_view value) {
    std::string out = "\"";
    for (const char c : value) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
    }
    return out + "\"";
}

// A side name as a tag name: "attackers" is "Attackers", "p2" is "P2".
std::string tag_name_of_side(std::string side) {
    if (!side.empty())
        side[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(side[0])));
    return side;
}

// "2026.12.05" of a Unix time in milliseconds (UTC), or PGN's unknown date.
std::string pgn_date(const json& at_ms) {
    if (!at_ms.is_number_integer())
        return "????.??.??";
    const std::chrono::sys_days day =
        std::chrono::floor<std::chrono::days>(std::chrono::sys_time<std::chrono::milliseconds>(
            std::chrono::milliseconds(at_ms.get<std::int64_t>())));
    const std::chrono::year_month_day date{day};
    char text[16];
    std::snprintf(text, sizeof text, "%04d.%02u.%02u", static_cast<int>(date.year()),
                  static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
    return text;
}

// PGN's result: "1-0", "0-1", "1/2-1/2"; with more seats one score per seat ("0-1-0"); "*"
// for a game unfinished or aborted.
std::string result_token(const match& m) {
    const auto& result = m.result();
    if (!result || result->outcome == outcome_kind::aborted)
        return "*";
    std::string text;
    for (int seat = 0; seat < m.seat_count(); ++seat) {
        if (seat > 0)
            text += '-';
        if (result->outcome == outcome_kind::draw)
            text += "1/" + std::to_string(m.seat_count());
        else
            text += result->winner == seat ? "1" : "0";
    }
    return text;
}

// Appends tokens to movetext, wrapping lines.
struct movetext_writer {
    std::string text;
    std::size_t line_length = 0;

    void add(std::string_view token) {
        if (line_length > 0 && line_length + 1 + token.size() > game_text_width) {
            text += '\n';
            line_length = 0;
        } else if (line_length > 0) {
            text += ' ';
            ++line_length;
        }
        text += token;
        line_length += token.size();
    }
};

} // namespace

std::variant<std::string, refusal> write_game_text(const json& stored, std::string_view site) {
    const std::string game = stored.value("game", "");
    const json options = stored.contains("options") && stored["options"].is_object()
                             ? stored["options"]
                             : json::object();
    creation created = create_match(game, options, 0);
    if (auto* refused = std::get_if<refusal>(&created))
        return std::move(*refused);
    match& m = *std::get<std::unique_ptr<match>>(created);
    auto read = match_record_from_json(stored.value("record", json::array()));
    if (auto* refused = std::get_if<refusal>(&read))
        return std::move(*refused);
    const match_record& record = std::get<match_record>(read);

    movetext_writer moves;
    std::vector<json> played;
    for (const record_entry& entry : record) {
        if (entry.taken_back_at)
            continue;
        if (entry.kind == move_kind) {
            moves.add(std::to_string(m.ply() + 1) + ".");
            moves.add(write_move(m, entry.body));
            played.push_back(entry.body);
        } else if (entry.seat && entry.kind == resign_kind) {
            moves.add(m.side_name(*entry.seat) + ":resign");
        } else if (auto what = action_of(entry); what && entry.seat) {
            moves.add(m.side_name(*entry.seat) + ":" + what->kind + "=" + what->body.dump());
        }
        if (status refused = replay(m, entry))
            return refusal{refused->code, "entry " + std::to_string(entry.seq) +
                                              " no longer replays: " + refused->message};
    }
    const std::string result = result_token(m);
    moves.add(result);

    std::string text;
    const auto tag = [&text](std::string_view name, std::string_view value) {
        text += "[" + std::string(name) + " " + tag_value_quoted(value) + "]\n";
    };
    tag("Event", "Plyroom game " + stored.value("game_id", json(0)).dump());
    tag("Site", site);
    tag("Date", pgn_date(stored.contains("started_at") && !stored["started_at"].is_null()
                             ? stored["started_at"]
                             : stored.value("created_at", json())));
    tag("Game", game);
    for (int seat = 0; seat < m.seat_count(); ++seat) {
        std::string name = "?";
        for (const json& player : stored.value("players", json::array()))
            if (player.value("seat", -1) == seat)
                name = player.value("name", "?");
        tag(tag_name_of_side(m.side_name(seat)), name);
    }
    tag("Result", result);
    if (m.result())
        tag("Termination", m.result()->reason);
    tag("Options", options.dump());
    const game_definition* definition = find_game(game);
    if (definition && definition->notation && definition->notation->position_line)
        tag("FinalPosition", definition->notation->position_line(m, played));
    return text + "\n" + moves.text + "\n";
}

std::string game_text_error::describe() const {
    return "line " + std::to_string(line) + ", column " + std::to_string(column) + ": expected " +
           expected;
}

namespace {

// Reads a game text left to right, knowing the line and column of where it stands.
class game_text_reader {
public:
    explicit game_text_reader(std::string_view text) : text_(text) {}

    std::variant<read_game, game_text_error> read(int most_plies) {
        read_game out;
        if (auto failed = read_tags(out))
            return *failed;
        std::size_t game_line = 1;
        std::size_t options_line = 1;
        bool has_game = false;
        for (std::size_t i = 0; i < out.tags.size(); ++i) {
            if (out.tags[i].first == "Game") {
                out.game = out.tags[i].second;
                has_game = true;
                game_line = tag_lines_[i];
            } else if (out.tags[i].first == "Options") {
                out.options = json::parse(out.tags[i].second, nullptr, false);
                options_line = tag_lines_[i];
                if (out.options.is_discarded() || !out.options.is_object())
                    return game_text_error{options_line, 10, "the options as a JSON object"};
            }
        }
        if (!has_game)
            return error_here("a [Game \"...\"] tag naming the game");
        creation created = create_match(out.game, out.options, 0);
        if (auto* refused = std::get_if<refusal>(&created))
            return game_text_error{find_game(out.game) ? options_line : game_line, 1,
                                   "a game and options the server plays: " + refused->message};
        out.played = std::move(std::get<std::unique_ptr<match>>(created));
        if (auto failed = read_moves(out, most_plies))
            return *failed;
        return out;
    }

private:
    std::string_view text_;
    std::size_t at_ = 0;
    std::size_t line_ = 1;
    std::size_t column_ = 1;
    std::vector<std::size_t> tag_lines_;

    bool at_end() const { return at_ >= text_.size(); }
    char peek() const { return text_[at_]; }
    void advance() {
        if (text_[at_++] == '\n') {
            ++line_;
            column_ = 1;
        } else {
            ++column_;
        }
    }
    void skip_space() {
        while (!at_end() && std::isspace(static_cast<unsigned char>(peek())))
            advance();
    }
    game_text_error error_here(std::string expected) const {
        return {line_, column_, std::move(expected)};
    }

    std::optional<game_text_error> read_tags(read_game& out) {
        skip_space();
        while (!at_end() && peek() == '[') {
            tag_lines_.push_back(line_);
            advance();
            std::string name;
            while (!at_end() &&
                   (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_')) {
                name += peek();
                advance();
            }
            if (name.empty())
                return error_here("a tag name (letters, digits, _)");
            if (at_end() || peek() != ' ')
                return error_here("a space after the tag name");
            while (!at_end() && peek() == ' ')
                advance();
            if (at_end() || peek() != '"')
                return error_here("'\"' opening the tag's value");
            advance();
            std::string value;
            while (!at_end() && peek() != '"' && peek() != '\n') {
                if (peek() == '\\') {
                    advance();
                    if (at_end() || (peek() != '"' && peek() != '\\'))
                        return error_here("'\"' or '\\' after '\\'");
                }
                value += peek();
                advance();
            }
            if (at_end() || peek() != '"')
                return error_here("'\"' closing the tag's value");
            advance();
            if (at_end() || peek() != ']')
                return error_here("']' closing the tag");
            advance();
            while (!at_end() && (peek() == ' ' || peek() == '\t' || peek() == '\r'))
                advance();
            if (!at_end() && peek() != '\n')
                return error_here("the end of the line after a tag");
            out.tags.emplace_back(std::move(name), std::move(value));
            skip_space();
        }
        return std::nullopt;
    }

    // The next whitespace-separated token, with the line and column it starts at.
    std::string next_token(std::size_t& line, std::size_t& column) {
        skip_space();
        line = line_;
        column = column_;
        std::string token;
        while (!at_end() && !std::isspace(static_cast<unsigned char>(peek()))) {
            token += peek();
            advance();
        }
        return token;
    }

    static bool is_result(std::string_view token) {
        if (token == "*")
            return true;
        return token.find('-') != std::string_view::npos &&
               token.find_first_not_of("0123456789/-") == std::string_view::npos;
    }

    std::optional<int> seat_named(const match& m, std::string_view side) const {
        for (int seat = 0; seat < m.seat_count(); ++seat)
            if (m.side_name(seat) == side)
                return seat;
        return std::nullopt;
    }

    std::optional<game_text_error> read_moves(read_game& out, int most_plies) {
        match& m = *out.played;
        bool numbered = false;
        for (;;) {
            std::size_t line = 0;
            std::size_t column = 0;
            const std::string token = next_token(line, column);
            const auto error_at = [&](std::string expected) {
                return game_text_error{line, column, std::move(expected)};
            };
            const std::string number = std::to_string(m.ply() + 1) + ".";
            if (token.empty())
                return error_at("the result (\"1-0\", \"0-1\", \"1/2-1/2\", \"*\") at the end");
            if (!numbered && is_result(token)) {
                skip_space();
                if (!at_end())
                    return error_here("the end of the text after the result");
                return std::nullopt;
            }
            if (most_plies > 0 && m.ply() >= most_plies)
                return std::nullopt;
            if (!numbered && token.back() == '.') {
                if (token != number)
                    return error_at("the move number " + number);
                numbered = true;
                continue;
            }
            const std::size_t colon = token.find(':');
            if (!numbered && colon != std::string::npos) {
                const auto seat = seat_named(m, token.substr(0, colon));
                if (!seat)
                    return error_at("a side of this game before ':'");
                const std::string action = token.substr(colon + 1);
                record_entry entry;
                entry.seat = *seat;
                entry.ply = m.ply();
                action_effect ignored;
                status refused;
                if (action == "resign") {
                    entry.kind = resign_kind;
                    refused = m.resign(*seat);
                } else {
                    const std::size_t equals = action.find('=');
                    const json params =
                        equals == std::string::npos
                            ? json()
                            : json::parse(action.substr(equals + 1), nullptr, false);
                    if (params.is_discarded() || !params.is_object())
                        return error_at("\"resign\" or an action and its JSON fields after ':'");
                    const std::string kind = action.substr(0, equals);
                    if (kind == move_kind)
                        return error_at("a move written in the game's notation after its number");
                    entry.kind = kind;
                    entry.body = json{{"action", params}};
                    refused = m.act(*seat, core::action{kind, params}, ignored);
                }
                if (refused)
                    return error_at("an action the rules allow here: " + refused->message);
                entry.seq = static_cast<std::int64_t>(out.entries.size()) + 1;
                out.entries.push_back(std::move(entry));
                continue;
            }
            if (!numbered)
                return error_at("the move number " + number + ", a side's action or the result");
            numbered = false;
            if (!m.to_move())
                return error_at("the result: the game is over");
            auto move = read_move(m, token);
            if (auto* refused = std::get_if<refusal>(&move))
                return error_at("a move: " + refused->message);
            const int seat = *m.to_move();
            record_entry entry;
            entry.seq = static_cast<std::int64_t>(out.entries.size()) + 1;
            entry.seat = seat;
            entry.ply = m.ply();
            entry.body = std::get<json>(move);
            if (status refused = m.apply(seat, entry.body))
                return error_at("a legal move: " + refused->message);
            out.entries.push_back(std::move(entry));
        }
    }
};

} // namespace

std::variant<read_game, game_text_error> read_game_text(std::string_view text, int most_plies) {
    return game_text_reader(text).read(most_plies);
}

} // namespace plyroom::core
