// A room's event log: versions count up by one, each event is serialized once with its `v`, and
// a sync gets exactly the missed events, or nothing to replay when the log no longer holds them.
#include "match/event_log.hpp"

#include <gtest/gtest.h>

namespace plyroom::server::match {
namespace {

protocol::server_body chat(const std::string& text) {
    return protocol::chat_event{"ABCDEF", "alice", 0, text};
}

TEST(event_log, NumbersEventsAndReplaysWhatWasMissed) {
    event_log log(100, 2);
    const auto first = log.add(chat("one"));
    log.add(chat("two"));
    const auto third = log.add(chat("three"));
    EXPECT_EQ(log.version(), 103);
    EXPECT_NE(first.text->find("\"v\":101"), std::string::npos) << *first.text;
    const auto missed = log.since(102);
    ASSERT_TRUE(missed);
    ASSERT_EQ(missed->size(), 1U);
    EXPECT_EQ(missed->front().text, third.text); // the very bytes sent, not a copy
    ASSERT_TRUE(log.since(103));
    EXPECT_TRUE(log.since(103)->empty()); // up to date: nothing to send
}

TEST(event_log, ForgetsBeyondItsLimitAndRefusesAFutureVersion) {
    event_log log(0, 2);
    for (const char* text : {"a", "b", "c"})
        log.add(chat(text));
    EXPECT_FALSE(log.since(0)); // event 1 is gone: the caller sends ROOM and STATE
    ASSERT_TRUE(log.since(1));
    EXPECT_EQ(log.since(1)->size(), 2U);
    EXPECT_FALSE(log.since(4)); // a version this log never gave out
}

// A game's own action is written for each protocol version once: version 2 reads the generic
// event, version 1 the game's own, both with the same `v`; other events are the same for both.
TEST(event_log, WritesAGameActionForEachProtocolVersion) {
    event_log log(0, 4);
    const auto call = log.add(protocol::game_action_event{
        "ABCDEF", 2, "call", nlohmann::json{{"by", 2}, {"correct", true}}, "call_result"});
    EXPECT_EQ(*call.for_protocol(2), R"({"type":"game_action","v":1,"code":"ABCDEF","seat":2,)"
                                     R"("action":"call","result":{"by":2,"correct":true}})");
    EXPECT_EQ(*call.for_protocol(1),
              R"({"type":"call_result","v":1,"code":"ABCDEF","by":2,"correct":true})");
    const auto said = log.add(chat("gg"));
    EXPECT_EQ(said.for_protocol(1), said.for_protocol(2));
    const auto missed = log.since(0);
    ASSERT_TRUE(missed);
    EXPECT_EQ(missed->front().for_protocol(1), call.for_protocol(1));
}

} // namespace
} // namespace plyroom::server::match
