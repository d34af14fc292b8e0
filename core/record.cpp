#include "record.hpp"

namespace plyroom::core {

bool is_room_kind(std::string_view kind) {
    for (std::string_view room_kind :
         {resign_kind, abort_kind, give_time_kind, flag_kind, no_first_move_kind, inactive_kind,
          claim_kind, draw_kind, takeback_kind, rematch_kind})
        if (kind == room_kind)
            return true;
    return false;
}

json to_json(const record_entry& entry) {
    json out{{"seq", entry.seq},
             {"kind", entry.kind},
             {"seat", entry.seat ? json(*entry.seat) : json(nullptr)},
             {"ply", entry.ply},
             {"body", entry.body},
             {"at", entry.at}};
    if (!entry.clock.is_null())
        out["clock"] = entry.clock;
    if (entry.taken_back_at)
        out["taken_back_at"] = *entry.taken_back_at;
    return out;
}

json to_json(const match_record& record) {
    json out = json::array();
    for (const record_entry& entry : record)
        out.push_back(to_json(entry));
    return out;
}

std::variant<record_entry, refusal> record_entry_from_json(const json& object) {
    if (!object.is_object())
        return bad_request("a record entry must be a JSON object");
    record_entry entry;
    const auto seq = object.find("seq");
    const auto kind = object.find("kind");
    const auto seat = object.find("seat");
    const auto ply = object.find("ply");
    const auto body = object.find("body");
    const auto at = object.find("at");
    if (seq == object.end() || !seq->is_number_integer())
        return bad_request("a record entry needs an integer \"seq\"");
    if (kind == object.end() || !kind->is_string())
        return bad_request("a record entry needs a \"kind\"");
    if (ply == object.end() || !ply->is_number_integer())
        return bad_request("a record entry needs an integer \"ply\"");
    if (seat != object.end() && !seat->is_null() && !seat->is_number_integer())
        return bad_request("a record entry's \"seat\" is an integer or null");
    entry.seq = seq->get<std::int64_t>();
    entry.kind = kind->get<std::string>();
    if (seat != object.end() && seat->is_number_integer())
        entry.seat = seat->get<int>();
    entry.ply = ply->get<int>();
    if (body != object.end() && !body->is_null())
        entry.body = *body;
    if (at != object.end() && at->is_number_integer())
        entry.at = at->get<std::int64_t>();
    if (const auto clock = object.find("clock"); clock != object.end())
        entry.clock = *clock;
    if (const auto undone = object.find("taken_back_at");
        undone != object.end() && undone->is_number_integer())
        entry.taken_back_at = undone->get<std::int64_t>();
    return entry;
}

std::variant<match_record, refusal> match_record_from_json(const json& array) {
    if (!array.is_array())
        return bad_request("a match record is a JSON array");
    match_record record;
    for (const json& object : array) {
        auto read = record_entry_from_json(object);
        if (auto* refused = std::get_if<refusal>(&read))
            return std::move(*refused);
        record.push_back(std::move(std::get<record_entry>(read)));
    }
    return record;
}

std::variant<record_entry, refusal> record_entry_from_short(const json& entry) {
    if (!entry.is_object())
        return bad_request("a record entry must be a JSON object");
    const auto seat = entry.find("seat");
    if (seat == entry.end() || !seat->is_number_integer())
        return bad_request("a record entry needs an integer \"seat\"");
    record_entry out;
    out.seat = seat->get<int>();
    if (const auto called = entry.find("challenge"); called != entry.end()) {
        if (!called->is_number_integer())
            return bad_request("\"challenge\" must be the ply of the placement called");
        out.kind = "challenge";
        out.body = json{{"action", {{"ply", *called}}}};
    } else if (entry.contains("resign")) {
        out.kind = resign_kind;
    } else {
        out.body = entry;
        out.body.erase("seat");
    }
    return out;
}

status apply_record_entry(match& m, const json& entry) {
    auto read = record_entry_from_short(entry);
    if (auto* refused = std::get_if<refusal>(&read))
        return std::move(*refused);
    return replay(m, std::get<record_entry>(read));
}

std::optional<action> action_of(const record_entry& entry) {
    if (is_room_kind(entry.kind) || !entry.seat)
        return std::nullopt;
    if (entry.kind == move_kind)
        return action{entry.kind, entry.body};
    // A game's own action is recorded with its outcome; the action itself is under "action".
    const auto fields = entry.body.find("action");
    return action{entry.kind, fields != entry.body.end() ? *fields : json::object()};
}

status replay(match& m, const record_entry& entry) {
    if (entry.taken_back_at)
        return std::nullopt;
    if (entry.kind == resign_kind)
        return entry.seat ? m.resign(*entry.seat) : bad_request("a resignation names its seat");
    if (entry.kind == abort_kind)
        return m.abort();
    if (entry.kind == no_first_move_kind)
        return m.abort(no_first_move_kind);
    if (entry.kind == inactive_kind)
        return m.abort(inactive_kind);
    if (entry.kind == flag_kind)
        return entry.seat ? m.retire(*entry.seat, "timeout")
                          : bad_request("a flag fall names its seat");
    if (entry.kind == claim_kind) {
        const json against = entry.body.value("against", json());
        if (!against.is_number_integer())
            return bad_request("a claim names the absent seat");
        return entry.body.value("outcome", "") == "draw"
                   ? m.end_agreed("abandoned")
                   : m.retire(against.get<int>(), "abandoned");
    }
    if (entry.kind == draw_kind)
        return entry.body.value("event", "") == "accepted" ? m.agree_draw() : std::nullopt;
    const std::optional<action> what = action_of(entry);
    if (!what)
        return std::nullopt;
    action_effect ignored;
    return m.act(*entry.seat, *what, ignored);
}

status replay(match& m, const match_record& record) {
    for (const record_entry& entry : record)
        if (status refused = replay(m, entry))
            return refusal{refused->code, "entry " + std::to_string(entry.seq) + " (" + entry.kind +
                                              ") no longer replays: " + refused->message};
    return std::nullopt;
}

} // namespace plyroom::core
