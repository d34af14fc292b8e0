// Writes JSON text straight into a string, with no intermediate tree. The server serializes
// a message on every move; building and copying nlohmann trees for that cost more than the
// rules. Values that already are trees (a game's STATE, a move) are dumped in place.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace plyroom::core {

class json_writer {
public:
    explicit json_writer(std::string& out) : out_(out) {}

    json_writer& begin_object();
    json_writer& end_object();
    json_writer& begin_array();
    json_writer& end_array();
    // An object member's name; its value is written next.
    json_writer& key(std::string_view name);
    json_writer& string(std::string_view text);
    json_writer& number(std::int64_t value);
    json_writer& boolean(bool value);
    json_writer& null();
    json_writer& value(const nlohmann::json& value);
    // One value already written as JSON text, as it is.
    json_writer& text(std::string_view json_value);
    // Members of the open object already written as JSON text ("\"a\":1,\"b\":2"), as they are.
    json_writer& members(std::string_view json_text);

private:
    void separate(); // the comma before a second and later item
    json_writer& open(char bracket);
    json_writer& close(char bracket);
    // Writes one value (after its comma, if any).
    template <class Write>
    json_writer& item(Write&& write);

    std::string& out_;
    bool after_item_ = false;
};

// Appends `text` as a JSON string. Invalid UTF-8 (which parsed input never holds) becomes
// U+FFFD instead of failing, as nlohmann's error_handler_t::replace does.
void append_json_string(std::string& out, std::string_view text);

} // namespace plyroom::core
