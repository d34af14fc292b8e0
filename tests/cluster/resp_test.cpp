// The RESP codec byte by byte: what Redis sends, split anywhere, and what it must refuse.
#include "cluster/redis_client.hpp"
#include "cluster/resp.hpp"

#include <gtest/gtest.h>

namespace plyroom::server::cluster {
namespace {

TEST(resp, ACommandIsAnArrayOfBulkStrings) {
    EXPECT_EQ(encode_command({"SET", "k", ""}), "*3\r\n$3\r\nSET\r\n$1\r\nk\r\n$0\r\n\r\n");
    EXPECT_EQ(encode_command({"PUBLISH", "a\r\nb"}), "*2\r\n$7\r\nPUBLISH\r\n$4\r\na\r\nb\r\n");
}

TEST(resp, EveryKindOfReplyIsRead) {
    resp_parser parser;
    parser.feed("+OK\r\n-ERR wrong\r\n:42\r\n$5\r\nhe\r\no\r\n$-1\r\n*2\r\n:1\r\n*1\r\n+x\r\n");
    auto ok = parser.next();
    ASSERT_TRUE(ok);
    EXPECT_EQ(ok->kind, resp_value::type::simple);
    EXPECT_EQ(ok->text, "OK");
    auto error = parser.next();
    ASSERT_TRUE(error);
    EXPECT_TRUE(error->is_error());
    EXPECT_EQ(error->text, "ERR wrong");
    auto number = parser.next();
    ASSERT_TRUE(number);
    EXPECT_EQ(number->integer, 42);
    auto bulk = parser.next();
    ASSERT_TRUE(bulk);
    EXPECT_EQ(bulk->kind, resp_value::type::bulk);
    EXPECT_EQ(bulk->text, "he\r\no");
    auto nil = parser.next();
    ASSERT_TRUE(nil);
    EXPECT_EQ(nil->kind, resp_value::type::nil);
    auto array = parser.next();
    ASSERT_TRUE(array);
    ASSERT_EQ(array->elements.size(), 2u);
    EXPECT_EQ(array->elements[0].integer, 1);
    ASSERT_EQ(array->elements[1].elements.size(), 1u);
    EXPECT_EQ(array->elements[1].elements[0].text, "x");
    EXPECT_FALSE(parser.next());
    EXPECT_FALSE(parser.failure());
}

// A pushed message cut at every byte comes out whole once, after its last byte.
TEST(resp, AValueSplitAnywhereComesOutWholeOnce) {
    const std::string message = "*3\r\n$7\r\nmessage\r\n$4\r\nnode\r\n$11\r\n{\"a\":\"b\r\n\"}\r\n";
    for (std::size_t cut = 0; cut <= message.size(); ++cut) {
        resp_parser parser;
        parser.feed(message.substr(0, cut));
        auto early = parser.next();
        if (cut < message.size()) {
            EXPECT_FALSE(early) << "cut at " << cut;
            parser.feed(message.substr(cut));
            early = parser.next();
        }
        ASSERT_TRUE(early) << "cut at " << cut;
        ASSERT_EQ(early->elements.size(), 3u);
        EXPECT_EQ(early->elements[2].text, "{\"a\":\"b\r\n\"}");
        EXPECT_FALSE(parser.next());
        EXPECT_FALSE(parser.failure());
    }
}

TEST(resp, WhatIsNotRespIsAnErrorForGood) {
    resp_parser unknown;
    unknown.feed("?what\r\n");
    EXPECT_FALSE(unknown.next());
    ASSERT_TRUE(unknown.failure());
    EXPECT_NE(unknown.failure()->find("unknown type"), std::string::npos);

    resp_parser bad_length;
    bad_length.feed("$abc\r\n");
    EXPECT_FALSE(bad_length.next());
    EXPECT_TRUE(bad_length.failure());

    resp_parser too_big(16);
    too_big.feed("$17\r\n");
    EXPECT_FALSE(too_big.next());
    ASSERT_TRUE(too_big.failure());
    EXPECT_NE(too_big.failure()->find("17 bytes"), std::string::npos);

    resp_parser unterminated;
    unterminated.feed("$2\r\nabXY");
    EXPECT_FALSE(unterminated.next());
    EXPECT_TRUE(unterminated.failure());

    resp_parser deep;
    std::string nested;
    for (int i = 0; i < 10; ++i)
        nested += "*1\r\n";
    nested += ":1\r\n";
    deep.feed(nested);
    EXPECT_FALSE(deep.next());
    EXPECT_TRUE(deep.failure());
}

TEST(resp, RedisUrls) {
    const auto plain = parse_redis_url("redis://127.0.0.1:6380");
    ASSERT_TRUE(std::holds_alternative<redis_address>(plain));
    EXPECT_EQ(std::get<redis_address>(plain).host, "127.0.0.1");
    EXPECT_EQ(std::get<redis_address>(plain).port, 6380);
    const auto default_port = parse_redis_url("redis://cache/0");
    ASSERT_TRUE(std::holds_alternative<redis_address>(default_port));
    EXPECT_EQ(std::get<redis_address>(default_port).host, "cache");
    EXPECT_EQ(std::get<redis_address>(default_port).port, 6379);
    EXPECT_TRUE(std::holds_alternative<std::string>(parse_redis_url("http://x:1")));
    EXPECT_TRUE(std::holds_alternative<std::string>(parse_redis_url("redis://x:0")));
    EXPECT_TRUE(std::holds_alternative<std::string>(parse_redis_url("redis://x:port")));
    EXPECT_TRUE(std::holds_alternative<std::string>(parse_redis_url("redis://:1")));
    EXPECT_TRUE(std::holds_alternative<std::string>(parse_redis_url("redis://u:pw@x:1")));
}

} // namespace
} // namespace plyroom::server::cluster
