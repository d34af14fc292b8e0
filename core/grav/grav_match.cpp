#include "grav_match.hpp"

#include "grav_options.hpp"
#include "symmetry_scan.hpp"

#include <limits>
#include <variant>

namespace plyroom::core::grav {

namespace {

const char* const move_shapes =
    "a Grav move is {\"place\":[x,y]}, {\"pass\":true} or, after a correct call, "
    "{\"remove\":[x,y]}";

// Reads [x,y] on a board of `size`; malformed or off-board points are bad requests.
std::variant<point, refusal> read_point(const json& value, int size) {
    if (!value.is_array() || value.size() != 2 || !value[0].is_number_integer() ||
        !value[1].is_number_integer())
        return bad_request("a point is [x,y]: the column from the left and the row from the top");
    const auto x = value[0].get<long long>();
    const auto y = value[1].get<long long>();
    if (x < 0 || y < 0 || x >= size || y >= size) {
        // Appended piece by piece (see to_string(point) on GCC 12's -Wrestrict).
        std::string message = "(";
        message += std::to_string(x);
        message += ',';
        message += std::to_string(y);
        message += ") is off the ";
        message += std::to_string(size);
        message += 'x';
        message += std::to_string(size);
        message += " board";
        return bad_request(std::move(message));
    }
    return point{static_cast<int>(x), static_cast<int>(y)};
}

// The declared bonus of a placement: 0 when left out, else a whole number of 0 or more.
std::variant<int, refusal> read_bonus(const json& move) {
    const auto found = move.find("bonus");
    if (found == move.end() || found->is_null())
        return 0;
    if (!found->is_number_integer() || found->get<long long>() < 0)
        return bad_request("\"bonus\" must be a whole number of 0 or more");
    const auto value = found->get<long long>();
    return value > 1000 ? 1000 : static_cast<int>(value); // any value over 1 is refused anyway
}

// Writes the seats for which `pick` holds as a JSON array.
template <typename Pick>
void write_seats_where(json_writer& out, int players, Pick pick) {
    out.begin_array();
    for (int seat = 0; seat < players; ++seat)
        if (pick(seat))
            out.number(seat);
    out.end_array();
}

// Writes whole numbers as a JSON array.
void write_numbers(json_writer& out, const std::vector<int>& numbers) {
    out.begin_array();
    for (const int number : numbers)
        out.number(number);
    out.end_array();
}

} // namespace

// Validates the options, drawing what is left out, and creates the match.
creation create_match(const json& options, std::uint64_t seed) {
    auto read = settings_from_options(options, seed);
    if (auto* refused = std::get_if<refusal>(&read))
        return std::move(*refused);
    return std::make_unique<grav_match>(std::get<settings>(read));
}

// A new match with these (valid) settings.
grav_match::grav_match(const settings& s) : options_(options_from_settings(s)), game_(s) {}

// Reads the move's shape and hands it to the rules.
status grav_match::play(int seat, const json& move) {
    const bool places = move.contains("place");
    const bool passes = move.contains("pass");
    const bool removes = move.contains("remove");
    if (static_cast<int>(places) + static_cast<int>(passes) + static_cast<int>(removes) != 1)
        return bad_request(move_shapes);
    status outcome;
    if (places) {
        auto at = read_point(move["place"], game_.rules().size);
        if (auto* refused = std::get_if<refusal>(&at))
            return std::move(*refused);
        auto bonus = read_bonus(move);
        if (auto* refused = std::get_if<refusal>(&bonus))
            return std::move(*refused);
        outcome = game_.place(seat, std::get<point>(at), std::get<int>(bonus), ply());
    } else if (passes) {
        if (move["pass"] != true)
            return bad_request(move_shapes);
        outcome = game_.pass(seat);
    } else {
        auto at = read_point(move["remove"], game_.rules().size);
        if (auto* refused = std::get_if<refusal>(&at))
            return std::move(*refused);
        outcome = game_.remove(seat, std::get<point>(at));
    }
    if (!outcome)
        finish_if_over();
    return outcome;
}

// A bonus left null is a bonus not declared: the record leaves it out.
json grav_match::canonical_move(const json& accepted) const {
    const auto bonus = accepted.find("bonus");
    if (bonus == accepted.end() || !bonus->is_null())
        return accepted;
    json written = accepted;
    written.erase("bonus");
    return written;
}

// "penalty_remove" while the caller removes a stone, else "play".
std::string grav_match::running_phase() const {
    return game_.phase() == grav_phase::penalty_remove ? "penalty_remove" : "play";
}

// {"size":N,"rows":[...]}: row y from the top, the seat digit or '.'.
void grav_match::write_board(json_writer& out) const {
    const grid& g = game_.board();
    out.begin_object().key("size").number(g.size()).key("rows").begin_array();
    std::string row;
    for (int y = 0; y < g.size(); ++y) {
        row.assign(static_cast<std::size_t>(g.size()), '.');
        for (int x = 0; x < g.size(); ++x)
            if (const int seat = g.at(x, y); seat != no_stone)
                row[static_cast<std::size_t>(x)] = static_cast<char>('0' + seat);
        out.string(row);
    }
    out.end_array().end_object();
}

// Any seat but the one that placed may call the placement still open.
bool grav_match::may_act_out_of_turn(int seat) const {
    const auto& open = game_.open();
    return open && !finished() && open->seat != seat;
}

// The Grav fields of STATE; nothing here tells whether an open placement broke a rule.
void grav_match::write_state_fields(json_writer& out) const {
    const settings& s = game_.rules();
    const int players = s.players;
    out.key("last");
    if (const auto last = game_.last())
        out.begin_array().number(last->x).number(last->y).end_array();
    else
        out.null();
    out.key("params").begin_object().key("a").number(s.a).key("b").number(s.b);
    out.key("c").number(s.c).key("d").number(s.d).key("e").number(s.e);
    out.key("strict").boolean(s.strict).end_object();
    out.key("bonus_left").number(game_.bonus_left()).key("challengeable");
    const auto& open = game_.open();
    if (open && !finished())
        out.begin_object().key("ply").number(open->ply).key("seat").number(open->seat).end_object();
    else
        out.null();
    out.key("passes").number(game_.pass_count()).key("passed");
    write_seats_where(out, players,
                      [&](int seat) { return !game_.resigned(seat) && game_.passed(seat); });
    write_numbers(out.key("skips_owed"), game_.skips_owed());
    write_numbers(out.key("skipped"), game_.last_skipped());
    write_seats_where(out.key("resigned"), players,
                      [&](int seat) { return game_.resigned(seat); });
    out.key("voided").begin_array();
    for (const placement_record& placed : game_.placements())
        if (placed.voided)
            out.number(placed.ply);
    out.end_array();
    write_numbers(out.key("stones"), game_.stone_counts());
    out.key("penalty");
    if (game_.phase() == grav_phase::penalty_remove && !finished())
        out.begin_object()
            .key("caller")
            .number(game_.to_move())
            .key("against")
            .number(game_.penalty_against())
            .end_object();
    else
        out.null();
}

// Takes the seat out of the turn order; the last seat left wins.
status grav_match::on_resign(int seat) {
    status outcome = game_.resign(seat);
    if (!outcome)
        finish_if_over();
    return outcome;
}

// Judges a "Grav!" call; the room announces it as challenge_result (protocol/README.md).
status grav_match::on_action(int seat, const action& what, action_effect& effect) {
    if (what.kind != "challenge")
        return match::on_action(seat, what, effect);
    const auto called = what.body.find("ply");
    if (called == what.body.end() || !called->is_number_integer())
        return bad_request("a call names the ply of the placement it calls");
    if (what.body.size() != 1)
        return bad_request("a call has only the field \"ply\"");
    const long long at_ply = called->get<long long>();
    if (at_ply < 0 || at_ply > std::numeric_limits<int>::max())
        return illegal("there is no move " + called->dump());
    call_report found;
    if (status refused = game_.call(seat, static_cast<int>(at_ply), found))
        return refused;
    // Each broken rule twice: in the server's words, and as data a client words itself.
    json words = json::array();
    json broken = json::array();
    for (const violation& v : found.violations) {
        words.push_back(v.words);
        broken.push_back(v.facts);
    }
    effect.event = "challenge_result";
    effect.event_fields = json{{"by", seat},
                               {"against", found.against},
                               {"ply", at_ply},
                               {"correct", found.correct},
                               {"violations", words},
                               {"broken_rules", broken}};
    effect.record = json{{"called_ply", at_ply},
                         {"correct", found.correct},
                         {"against", found.against},
                         {"violations", words},
                         {"broken_rules", broken}};
    return std::nullopt;
}

// Every move the seat to move may send and have accepted.
std::vector<json> grav_match::legal_moves() const {
    std::vector<json> moves;
    if (finished())
        return moves;
    const settings& s = game_.rules();
    grid trial = game_.board();
    if (game_.phase() == grav_phase::penalty_remove) {
        for (int y = 0; y < trial.size(); ++y)
            for (int x = 0; x < trial.size(); ++x)
                if (trial.at(x, y) == game_.penalty_against())
                    moves.push_back(json{{"remove", json::array({x, y})}});
        return moves;
    }
    const symmetry_scan bonus_candidates(trial);
    for (int y = 0; y < trial.size(); ++y)
        for (int x = 0; x < trial.size(); ++x) {
            const point p{x, y};
            if (!trial.empty(p))
                continue;
            trial.put(p, game_.to_move());
            const bool allowed = !s.strict || !breaks_a_rule(trial, p, game_.last(), s);
            const int bonus =
                allowed && bonus_candidates.may_earn_bonus(p) ? symmetry_bonus(trial, p) : 0;
            trial.clear(p);
            if (!allowed)
                continue;
            moves.push_back(json{{"place", point_json(p)}});
            if (bonus > 0)
                moves.push_back(json{{"place", point_json(p)}, {"bonus", bonus}});
        }
    if (game_.kind() != turn_kind::bonus)
        moves.push_back(json{{"pass", true}});
    return moves;
}

// Hands the rules' ending to the match once.
void grav_match::finish_if_over() {
    const auto& ended = game_.outcome();
    if (!ended || finished())
        return;
    const std::vector<int> counts = game_.stone_counts();
    json scores = json::object();
    for (int seat = 0; seat < seat_count(); ++seat)
        scores[side_name(seat)] = counts[static_cast<std::size_t>(seat)];
    finish(game_result{outcome_kind::win, ended->winner, ended->reason, std::move(scores)});
}

json point_json(point p) {
    return json::array({p.x, p.y});
}

} // namespace plyroom::core::grav
