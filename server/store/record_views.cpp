#include "record_views.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>

namespace plyroom::server::store {

namespace {

using json = nlohmann::json;

// A game's own action as the per-kind lists show it: who, when, and its recorded outcome.
json own_action_summary(const core::record_entry& e, const json& seat) {
    json summary{{"by", seat}, {"ply", e.ply}, {"time", e.at}};
    for (const auto& [name, value] : e.body.items())
        if (name != "action")
            summary[name] = value;
    return summary;
}

// The seat an entry takes out of the game, if any: a resignation, a flag, a won claim.
std::optional<int> seat_taken_out(const core::record_entry& e) {
    if (e.kind == core::resign_kind || e.kind == core::flag_kind)
        return e.seat;
    if (e.kind == core::claim_kind && e.body.value("outcome", "") == "victory" &&
        e.body.contains("against") && e.body["against"].is_number_integer())
        return e.body["against"].get<int>();
    return std::nullopt;
}

json seat_or_null(const core::record_entry& e) {
    return e.seat ? json(*e.seat) : json(nullptr);
}

} // namespace

json draw_offers_view(const core::match_record& record) {
    json offers = json::array();
    std::map<std::int64_t, std::size_t> by_id; // an offer's place in `offers`
    std::set<int> out_of_game;
    for (const core::record_entry& e : record) {
        if (const auto out = seat_taken_out(e))
            out_of_game.insert(*out);
        if (e.kind != core::draw_kind)
            continue;
        const std::int64_t id = e.body.value("offer", std::int64_t{0});
        const std::string event = e.body.value("event", "");
        if (event == "open") {
            by_id[id] = offers.size();
            offers.push_back({{"by", seat_or_null(e)},
                              {"ply", e.ply},
                              {"status", "open"},
                              {"resolved_by", nullptr},
                              {"time", e.at},
                              {"resolved_at", nullptr},
                              {"resolved_ply", nullptr},
                              {"responses", json::array()}});
            continue;
        }
        const auto found = by_id.find(id);
        if (found == by_id.end())
            continue;
        json& offer = offers[found->second];
        // An answer is a seat's own: an offer settled by a resignation (every other seat had
        // accepted) closes as accepted in the resigning seat's name, which did not answer.
        const bool answered = event == "accept" || event == "declined" ||
                              (event == "accepted" && e.seat && !out_of_game.contains(*e.seat));
        if (answered)
            offer["responses"].push_back(
                {{"seat", seat_or_null(e)},
                 {"response", event == "declined" ? "declined" : "accepted"},
                 {"time", e.at}});
        if (event == "accepted" || event == "declined" || event == "lapsed") {
            offer["status"] = event;
            offer["resolved_by"] = seat_or_null(e);
            offer["resolved_at"] = e.at;
            offer["resolved_ply"] = e.ply;
        }
    }
    return offers;
}

void add_record_views(json& out, const core::match_record& record) {
    json& moves = out["moves"] = json::array();
    json& resignations = out["resignations"] = json::array();
    json& aborts = out["aborts"] = json::array();
    // Version 1 promised this list of calls in every game's record; other actions of a game's
    // own get a list of their kind when they occur.
    out["challenges"] = json::array();
    for (const core::record_entry& e : record) {
        const json seat = seat_or_null(e);
        if (e.kind == core::move_kind) {
            json move{
                {"ply", e.ply}, {"seat", seat}, {"move", e.body}, {"time", e.at}, {"seq", e.seq}};
            if (e.taken_back_at)
                move["taken_back_at"] = *e.taken_back_at;
            moves.push_back(std::move(move));
        } else if (e.kind == core::resign_kind) {
            resignations.push_back({{"seat", seat}, {"ply", e.ply}, {"time", e.at}});
        } else if (e.kind == core::abort_kind) {
            aborts.push_back({{"seat", seat}, {"ply", e.ply}, {"time", e.at}});
        } else if (!core::is_room_kind(e.kind)) {
            // The clock, claims, takebacks and rematch offers are in `record` only.
            out[e.kind + "s"].push_back(own_action_summary(e, seat));
        }
    }
    out["draw_offers"] = draw_offers_view(record);
}

} // namespace plyroom::server::store
