// The Redis client against a real redis-server: pipelined commands answered in order,
// pub/sub between two connections, and both connections made again after Redis restarts.
#include "cluster/redis_client.hpp"
#include "redis_process.hpp"
#include "support/wait.hpp"

#include <mutex>
#include <thread>
#include <vector>

#include <boost/asio/executor_work_guard.hpp>
#include <gtest/gtest.h>

namespace plyroom::server::cluster {
namespace {

using test::patience;

// An I/O context on a thread of its own for the clients under test.
class live_redis : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(redis_.running()) << "redis-server did not start (run scripts/setup)";
        thread_ = std::thread([this] { ioc_.run(); });
    }
    void TearDown() override {
        for (auto& client : clients_)
            client->stop();
        work_.reset();
        thread_.join();
    }

    std::shared_ptr<redis_client> client(redis_client::mode kind) {
        auto address = std::get<redis_address>(parse_redis_url(redis_.url()));
        auto made = redis_client::make(ioc_, address, kind);
        clients_.push_back(made);
        return made;
    }

    // Sends a command and waits for its reply as text ("ERR..." for an error, "" for nil).
    static std::optional<std::string> ask(redis_client& c, std::vector<std::string> parts) {
        std::mutex mutex;
        std::optional<std::string> answer;
        bool done = false;
        c.command(std::move(parts), [&](const resp_value* reply, const std::string& failure) {
            std::lock_guard lock(mutex);
            done = true;
            if (reply != nullptr)
                answer = reply->kind == resp_value::type::integer ? std::to_string(reply->integer)
                                                                  : reply->text;
            else
                answer = "failed: " + failure;
        });
        test::wait_until([&] {
            std::lock_guard lock(mutex);
            return done;
        });
        std::lock_guard lock(mutex);
        return answer;
    }

    test::redis_process redis_;
    boost::asio::io_context ioc_;
    boost::asio::executor_work_guard<boost::asio::io_context::executor_type> work_{
        ioc_.get_executor()};
    std::thread thread_;
    std::vector<std::shared_ptr<redis_client>> clients_;
};

TEST_F(live_redis, PipelinedCommandsAreAnsweredInOrder) {
    auto commands = client(redis_client::mode::commands);
    commands->start();
    ASSERT_TRUE(test::wait_until([&] { return commands->connected(); }));
    std::mutex mutex;
    std::vector<std::int64_t> replies;
    for (int i = 0; i < 200; ++i)
        commands->command({"INCR", "counter"}, [&](const resp_value* reply, const std::string&) {
            std::lock_guard lock(mutex);
            replies.push_back(reply != nullptr ? reply->integer : -1);
        });
    ASSERT_TRUE(test::wait_until([&] {
        std::lock_guard lock(mutex);
        return replies.size() == 200;
    }));
    for (std::size_t i = 0; i < replies.size(); ++i)
        EXPECT_EQ(replies[i], static_cast<std::int64_t>(i + 1));
    EXPECT_EQ(ask(*commands, {"SET", "key", "a value\r\nwith a line"}), "OK");
    EXPECT_EQ(ask(*commands, {"GET", "key"}), "a value\r\nwith a line");
    EXPECT_EQ(ask(*commands, {"GET", "missing"}), "");
    EXPECT_EQ(ask(*commands, {"NOSUCHCOMMAND"})->substr(0, 3), "ERR");
}

TEST_F(live_redis, MessagesPublishedReachTheSubscriberAndSurviveARestartOfRedis) {
    auto commands = client(redis_client::mode::commands);
    auto subscriber = client(redis_client::mode::subscriber);
    std::mutex mutex;
    std::vector<std::string> received;
    subscriber->on_message([&](const std::string& channel, std::string payload) {
        std::lock_guard lock(mutex);
        received.push_back(channel + ":" + payload);
    });
    subscriber->subscribe("node.a");
    commands->start();
    subscriber->start();
    ASSERT_TRUE(test::wait_until([&] { return commands->connected() && subscriber->connected(); }));
    // PUBLISH answers how many subscribers got it: 1 once the subscription is in place.
    ASSERT_TRUE(test::wait_until(
        [&] {
            return ask(*commands, {"PUBLISH", "node.a", "first"}) == "1";
        },
        patience, std::chrono::milliseconds(20)));
    EXPECT_EQ(ask(*commands, {"PUBLISH", "node.b", "elsewhere"}), "0");

    redis_.stop();
    ASSERT_TRUE(test::wait_until([&] { return !commands->connected(); }));
    EXPECT_EQ(ask(*commands, {"PING"})->substr(0, 7), "failed:");
    ASSERT_TRUE(redis_.start());
    ASSERT_TRUE(test::wait_until([&] { return commands->connected() && subscriber->connected(); }));
    ASSERT_TRUE(test::wait_until(
        [&] {
            return ask(*commands, {"PUBLISH", "node.a", "second"}) == "1";
        },
        patience, std::chrono::milliseconds(20)));
    std::lock_guard lock(mutex);
    ASSERT_GE(received.size(), 2u);
    EXPECT_EQ(received.front(), "node.a:first");
    EXPECT_EQ(received.back(), "node.a:second");
}

} // namespace
} // namespace plyroom::server::cluster
