#include "hnefatafl/move_json.hpp"

namespace plyroom::core::hnefatafl {

namespace {

// Reads the square named in field `key`, or says what is wrong with it.
std::variant<square, refusal> square_field(const json& value, const char* key) {
    const auto found = value.find(key);
    if (found == value.end())
        return bad_request(std::string("a move needs \"") + key +
                           "\", as in {\"from\":\"f4\",\"to\":\"f8\"}");
    if (!found->is_string())
        return bad_request(std::string("\"") + key + "\" must be a square name such as \"f4\"");
    const auto& name = found->get_ref<const std::string&>();
    if (const auto parsed = parse_square(name))
        return *parsed;
    return bad_request("\"" + name + "\" is not a square: files run a to k and ranks 1 to 11");
}

} // namespace

// Reads "from" and "to" without throwing.
std::variant<move, refusal> move_from_json(const json& value) {
    if (!value.is_object())
        return bad_request("a move must be a JSON object such as {\"from\":\"f4\",\"to\":\"f8\"}");
    auto from = square_field(value, "from");
    if (auto* wrong = std::get_if<refusal>(&from))
        return std::move(*wrong);
    auto to = square_field(value, "to");
    if (auto* wrong = std::get_if<refusal>(&to))
        return std::move(*wrong);
    return move{std::get<square>(from), std::get<square>(to)};
}

// {"from":"f4","to":"f8"}, built in place: legal_moves() makes a hundred of these at a time.
json move_to_json(move m) {
    json result(json::value_t::object);
    auto& fields = result.get_ref<json::object_t&>();
    fields.emplace("from", square_name(m.from));
    fields.emplace("to", square_name(m.to));
    return result;
}

} // namespace plyroom::core::hnefatafl
