#include "json_writer.hpp"

#include <gtest/gtest.h>

namespace plyroom::core {
namespace {

using json = nlohmann::json;

std::string as_json_string(std::string_view text) {
    std::string out;
    append_json_string(out, text);
    return out;
}

TEST(JsonWriter, WritesNestedValuesWithCommasInPlace) {
    std::string text;
    json_writer out(text);
    out.begin_object().key("a").number(-12).key("b").begin_array();
    out.boolean(true).null().string("x").begin_object().end_object().begin_array().end_array();
    out.end_array().key("c").value(json{{"k", {1, 2}}}).key("d").number(INT64_MAX).end_object();
    EXPECT_EQ(text,
              R"({"a":-12,"b":[true,null,"x",{},[]],"c":{"k":[1,2]},"d":9223372036854775807})");
    EXPECT_EQ(json::parse(text)["d"].get<std::int64_t>(), INT64_MAX);
}

TEST(JsonWriter, EscapesQuotesBackslashesAndControlCharacters) {
    EXPECT_EQ(as_json_string("say \"hi\"\\"), R"("say \"hi\"\\")");
    EXPECT_EQ(as_json_string("a\nb\tc\r\b\f"), R"("a\nb\tc\r\b\f")");
    EXPECT_EQ(as_json_string(std::string_view("\x01\x1f\0", 3)), R"("\u0001\u001f\u0000")");
    for (const std::string text : {"plain", "", "ünïcödé ♞ 𝄞", "tab\there", "\x7f"})
        EXPECT_EQ(json::parse(as_json_string(text)).get<std::string>(), text) << text;
}

TEST(JsonWriter, ReplacesInvalidUtf8AsNlohmannDoes) {
    const std::string replacement = "\xEF\xBF\xBD";
    EXPECT_EQ(json::parse(as_json_string("a\xFF"
                                         "b"))
                  .get<std::string>(),
              "a" + replacement + "b");
    EXPECT_EQ(json::parse(as_json_string("\xC3")).get<std::string>(), replacement); // cut short
    EXPECT_EQ(json::parse(as_json_string("\xC0\xAF")).get<std::string>(),           // overlong
              replacement + replacement);
    EXPECT_EQ(json::parse(as_json_string("\xED\xA0\x80")).get<std::string>(), // surrogate
              replacement + replacement + replacement);
    EXPECT_EQ(
        json::parse(as_json_string("\xF4\x90\x80\x80")).get<std::string>().size(), // > U+10FFFF
        4 * replacement.size());
    for (const std::string bad : {"\xFF", "x\xC3", "\xE2\x82", "\xF0\x9F\x98"}) {
        std::string text;
        append_json_string(text, bad);
        EXPECT_TRUE(json::accept(text)) << text;
    }
}

TEST(JsonWriter, MembersAlreadyWrittenJoinTheOpenObjectWithTheirCommas) {
    std::string text;
    json_writer out(text);
    out.begin_object().members(R"("a":1,"b":[2])").key("c").null().end_object();
    EXPECT_EQ(text, R"({"a":1,"b":[2],"c":null})");
    text.clear();
    json_writer second(text);
    second.begin_object().key("a").number(1).members(R"("b":2)").members("").end_object();
    EXPECT_EQ(text, R"({"a":1,"b":2})");
    text.clear();
    json_writer empty(text);
    empty.begin_object().members("").key("c").boolean(true).end_object();
    EXPECT_EQ(text, R"({"c":true})");
}

TEST(JsonWriter, ValuesAreWrittenAsNlohmannDumpsThem) {
    const json values = json::array({nullptr, true, false, 0, -7, std::int64_t{1} << 62,
                                     std::uint64_t{18446744073709551615u}, 2.5, "",
                                     "t\u00e9xt \"q\"\n", json::object(), json::array(),
                                     json{{"b", {1, nullptr, "x"}}, {"a", {{"c", false}}}}});
    for (const json& value : values) {
        std::string text;
        json_writer(text).value(value);
        EXPECT_EQ(text, value.dump(-1, ' ', false, json::error_handler_t::replace)) << value;
    }
    std::string text;
    json_writer out(text);
    out.begin_array().value(values[1]).value(values[12]).value(values[0]).end_array();
    EXPECT_EQ(json::parse(text), json::array({true, values[12], nullptr}));
}

} // namespace
} // namespace plyroom::core
