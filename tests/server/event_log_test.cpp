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
    EXPECT_NE(first->find("\"v\":101"), std::string::npos) << *first;
    const auto missed = log.since(102);
    ASSERT_TRUE(missed);
    ASSERT_EQ(missed->size(), 1U);
    EXPECT_EQ(missed->front(), third); // the very bytes sent, not a copy
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

} // namespace
} // namespace plyroom::server::match
