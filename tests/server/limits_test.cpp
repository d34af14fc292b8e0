// Server limits, signals and settings seen from outside: the sync history, the chat length,
// the total connection limit, SIGINT and SIGTERM, settings from flags and the environment, and
// the rows that aborts and chat leave in the database.
#include "fixture.hpp"
#include "support/test_paths.hpp"

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <string_view>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

extern char** environ;

namespace plyroom::test {
namespace {

namespace beast = boost::beast;
namespace http = beast::http;

std::string code_of(const json& reply) {
    return reply.value("type", "") == "error" ? reply.value("code", "") : reply.dump();
}

bool still_open(test_client& c) {
    return c.request({{"type", "list_rooms"}})["type"] == "rooms";
}

// The server binary started by hand, for what server_process does not offer: an environment
// of our choosing, another signal than SIGTERM, and the output and exit code of a run that
// never listens. Its stdout and stderr go to files in `dir`.
class spawned_server {
public:
    // PLYROOM_ variables of the test's own environment are not passed on, and `env` replaces
    // what it names. A `wrapper` command (such as strace) runs the server as its child.
    spawned_server(std::string dir, std::vector<std::string> args,
                   const std::vector<std::string>& env = {},
                   const std::vector<std::string>& wrapper = {})
        : dir_(std::move(dir)), wrapped_(!wrapper.empty()),
          child_(launch_of(dir_, std::move(args), env, wrapper)) {}

    // The port written to `port_file`, or 0 if the server exits first or time runs out.
    unsigned short wait_port(const std::string& port_file) {
        return wait_listening(child_, port_file);
    }

    // To the server itself, also when a wrapper runs it (as the wrapper's only child).
    void signal(int number) {
        if (!wrapped_)
            return child_.signal(number);
        const std::string pid = std::to_string(child_.pid());
        const std::string children = read_text_file("/proc/" + pid + "/task/" + pid + "/children");
        if (!children.empty())
            ::kill(static_cast<pid_t>(std::stol(children)), number);
    }

    // The exit code (128 + the signal if one ended it), or -1 if it still runs.
    int wait_exit() { return child_.wait_exit(patience).value_or(-1); }

    std::string out() const { return read_text_file(dir_ + "/stdout"); }
    std::string err() const { return read_text_file(dir_ + "/stderr"); }

private:
    static launch launch_of(const std::string& dir, std::vector<std::string> args,
                            const std::vector<std::string>& env,
                            const std::vector<std::string>& wrapper) {
        launch how;
        how.args = wrapper;
        how.args.push_back(test_paths::server_binary());
        how.args.insert(how.args.end(), args.begin(), args.end());
        std::vector<std::string> environment;
        const auto replaced = [&env](std::string_view entry) {
            const std::string_view name = entry.substr(0, entry.find('=') + 1);
            return std::any_of(env.begin(), env.end(),
                               [name](const std::string& own) { return own.starts_with(name); });
        };
        for (char** entry = environ; *entry != nullptr; ++entry)
            if (std::strncmp(*entry, "PLYROOM_", 8) != 0 && !replaced(*entry))
                environment.emplace_back(*entry);
        environment.insert(environment.end(), env.begin(), env.end());
        how.env = std::move(environment);
        how.stdout_file = dir + "/stdout";
        how.stderr_file = dir + "/stderr";
        return how;
    }

    std::string dir_;
    bool wrapped_;
    child_process child_;
};

// A text message of exactly `size` bytes: a list_rooms request padded with spaces.
std::string padded_list_rooms(int id, std::size_t size) {
    std::string text = json{{"type", "list_rooms"}, {"id", id}}.dump();
    text.resize(size, ' ');
    return text;
}

// Sends a list_rooms padded to `size` bytes; its answer, or a timeout marker.
json list_rooms_of_size(test_client& c, int id, std::size_t size) {
    c.send_text(padded_list_rooms(id, size));
    const auto answer = c.wait_for([id](const json& m) { return m.value("id", 0) == id; });
    return answer ? *answer : json{{"type", "timeout"}};
}

// --- Sync across the history limit --------------------------------------------------------

class limits_history : public server_test {
protected:
    std::vector<std::string> server_args() const override { return {"--history", "3"}; }
};

TEST_F(limits_history, SyncReplaysWhatTheHistoryHoldsAndResendsRoomAndStateBeyondIt) {
    auto alice = player("alice");
    auto bob = player("bob");
    auto carol = player("carol");
    const std::string code = create(*alice)["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    ASSERT_EQ(join(*carol, code, "spectator")["type"], "room");
    // Six moves, one event each, that Carol watches live; no four in a row.
    std::vector<json> live;
    for (int ply = 0; ply < 6; ++ply) {
        const json moved = move(ply % 2 == 0 ? *alice : *bob, code, ply, column(ply % 2));
        ASSERT_EQ(moved["type"], "moved") << moved;
        live.push_back(event(*carol, "moved"));
        ASSERT_EQ(live.back()["ply"], ply) << live.back();
    }
    for (std::size_t i = 1; i < live.size(); ++i)
        ASSERT_EQ(live[i]["v"].get<std::int64_t>(), live[i - 1]["v"].get<std::int64_t>() + 1);
    carol->inbox().clear();

    // The history holds the last three moves. A replay carries no id; the sync's own answer
    // (`synced`, with the id) comes after it, so what arrives before that answer is the replay.
    const std::int64_t inside = live[2]["v"]; // the oldest `since` still served from history
    const json done = carol->request({{"type", "sync"}, {"code", code}, {"since", inside}});
    ASSERT_EQ(done["type"], "synced") << done;
    EXPECT_EQ(done["v"], live[5]["v"]);
    const std::vector<json> replayed(carol->inbox().begin(), carol->inbox().end());
    carol->inbox().clear();
    ASSERT_EQ(replayed.size(), 3u) << json(replayed);
    for (std::size_t i = 0; i < replayed.size(); ++i) {
        EXPECT_EQ(replayed[i]["v"], inside + 1 + static_cast<std::int64_t>(i)) << replayed[i];
        EXPECT_EQ(replayed[i], live[3 + i]);
    }

    // Beyond the history: the full ROOM (the answer) and STATE, at the latest version, then
    // `synced`.
    const json full = carol->request({{"type", "sync"}, {"code", code}, {"since", inside - 1}});
    ASSERT_EQ(full["type"], "room") << full;
    EXPECT_EQ(full["v"], live[5]["v"]);
    EXPECT_EQ(full["room"]["status"], "playing");
    const auto state = carol->receive();
    ASSERT_TRUE(state);
    EXPECT_EQ((*state)["type"], "state") << *state;
    EXPECT_EQ((*state)["state"]["ply"], 6);
    EXPECT_EQ((*state)["v"], live[5]["v"]);
    const auto after_full = carol->receive();
    ASSERT_TRUE(after_full);
    EXPECT_EQ((*after_full)["type"], "synced") << *after_full;

    // Up to date: nothing missed, nothing replayed; only the answer.
    const json up_to_date =
        carol->request({{"type", "sync"}, {"code", code}, {"since", live[5]["v"]}});
    EXPECT_EQ(up_to_date["type"], "synced") << up_to_date;
    EXPECT_EQ(up_to_date["v"], live[5]["v"]);
    EXPECT_TRUE(carol->inbox().empty())
        << json(std::vector<json>(carol->inbox().begin(), carol->inbox().end()));
}

// --- Chat length -------------------------------------------------------------------------

using limits_chat = server_test;

TEST_F(limits_chat, FiveHundredBytesAreSaidAndOneMoreIsRefusedAndNotStored) {
    auto alice = player("alice");
    auto bob = player("bob");
    const std::string code = create(*alice)["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    auto say = [&](const std::string& text) {
        return alice->request({{"type", "chat"}, {"code", code}, {"text", text}});
    };

    const std::string longest(500, 'x');
    const json said = say(longest);
    ASSERT_EQ(said["type"], "chat") << said;
    EXPECT_EQ(said["text"], longest);
    EXPECT_EQ(event(*bob, "chat")["text"], longest);

    EXPECT_EQ(code_of(say(std::string(501, 'x'))), "bad_request");
    // The limit counts bytes: 167 three-byte characters are 501 bytes.
    std::string euros;
    for (int i = 0; i < 167; ++i)
        euros += "\xE2\x82\xAC";
    EXPECT_EQ(code_of(say(euros)), "bad_request");
    EXPECT_TRUE(still_open(*alice));
    EXPECT_EQ(say("still here")["type"], "chat");

    EXPECT_EQ(sql(db_path(), "SELECT length(CAST(text AS BLOB)) FROM chat ORDER BY id"),
              "500\n10\n");
}

// --- Total connection limit ----------------------------------------------------------------

class limits_connections : public server_test {
protected:
    std::vector<std::string> server_args() const override {
        return {"--max-connections", "3", "--max-connections-per-ip", "0"};
    }

    // The HTTP status of a WebSocket upgrade request on /ws (101 when it is accepted).
    int upgrade_status() {
        boost::asio::io_context ioc;
        beast::tcp_stream stream(ioc);
        beast::error_code ec;
        stream.connect(
            boost::asio::ip::tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), port()), ec);
        if (ec)
            return 0;
        http::request<http::empty_body> request{http::verb::get, "/ws", 11};
        request.set(http::field::host, "127.0.0.1");
        request.set(http::field::connection, "Upgrade");
        request.set(http::field::upgrade, "websocket");
        request.set(http::field::sec_websocket_key, "dGhlIHNhbXBsZSBub25jZQ==");
        request.set(http::field::sec_websocket_version, "13");
        http::write(stream, request, ec);
        beast::flat_buffer buffer;
        http::response<http::string_body> response;
        http::read(stream, buffer, response, ec);
        return ec ? 0 : static_cast<int>(response.result_int());
    }
};

TEST_F(limits_connections, TheOneOverTheTotalIsRefusedUntilAnotherCloses) {
    auto first = std::make_unique<test_client>(port());
    test_client second(port()), third(port());
    ASSERT_TRUE(first->connected() && second.connected() && third.connected());
    EXPECT_EQ(upgrade_status(), 503);
    test_client fourth(port());
    EXPECT_FALSE(fourth.connected());
    EXPECT_EQ(metric(port(), "plyroom_connections_refused_total"), 2);
    // Plain HTTP is not a WebSocket connection and still works.
    EXPECT_EQ(http_get(port(), "/healthz").first, 200);
    EXPECT_EQ(second.hello("bob")["type"], "welcome");

    first.reset();
    ASSERT_TRUE(wait_until([&] { return metric(port(), "plyroom_connections_open") == 2; }));
    test_client fifth(port());
    ASSERT_TRUE(fifth.connected());
    EXPECT_EQ(fifth.hello("eve")["type"], "welcome");
    EXPECT_EQ(upgrade_status(), 503);
}

// --- Signals and settings, on a server started by hand ----------------------------------------

// The flags server_process passes, apart from the port file and database in `dir`.
std::vector<std::string> listening_flags(const std::string& dir) {
    return {
        "--port",      "0",           "--address", "127.0.0.1", "--db",        dir + "/plyroom.db",
        "--port-file", dir + "/port", "--threads", "2",         "--log-level", "warn"};
}

TEST(limits_signals, SigintClosesClientsWith1001AndExitsZero) {
    temp_dir dir;
    spawned_server server(dir.path(), listening_flags(dir.path()));
    const unsigned short port = server.wait_port(dir.path() + "/port");
    ASSERT_NE(port, 0) << server.err();
    test_client alice(port);
    ASSERT_EQ(alice.hello("alice")["type"], "welcome");
    server.signal(SIGINT);
    EXPECT_TRUE(alice.wait_closed());
    EXPECT_EQ(alice.close_code(), 1001);
    EXPECT_EQ(server.wait_exit(), 0) << server.err();
}

// The port file says the server is ready, so a SIGTERM sent the moment it appears stops the
// server in order. strace holds every sigaction 300 ms, so that a handler installed only after
// the port is announced would let the signal's default action kill the server (exit 143).
TEST(limits_signals, ASigtermTheMomentThePortIsAnnouncedStopsInOrder) {
    temp_dir dir;
    // LeakSanitizer cannot stop the threads of a process that strace traces: off for this one.
    const char* asan_options = std::getenv("ASAN_OPTIONS");
    spawned_server server(
        dir.path(), listening_flags(dir.path()),
        {"ASAN_OPTIONS=" + std::string(asan_options ? asan_options : "") + ":detect_leaks=0"},
        {"strace", "-f", "-qq", "--seccomp-bpf", "-o", "/dev/null", "-e", "trace=rt_sigaction",
         "-e", "inject=rt_sigaction:delay_enter=300000", "--"});
    ASSERT_NE(server.wait_port(dir.path() + "/port"), 0) << server.err();
    server.signal(SIGTERM);
    EXPECT_EQ(server.wait_exit(), 0) << server.err();
}

TEST(limits_settings, EveryListeningSettingCanComeFromTheEnvironment) {
    temp_dir dir;
    const std::string db = dir.path() + "/from-env.db";
    spawned_server server(dir.path(), {},
                          {"PLYROOM_PORT=0", "PLYROOM_ADDRESS=127.0.0.1", "PLYROOM_DB=" + db,
                           "PLYROOM_PORT_FILE=" + dir.path() + "/port", "PLYROOM_THREADS=2",
                           "PLYROOM_LOG_LEVEL=warn", "PLYROOM_MAX_FRAME=1024"});
    const unsigned short port = server.wait_port(dir.path() + "/port");
    ASSERT_NE(port, 0) << server.err();
    test_client alice(port);
    ASSERT_EQ(alice.hello("alice")["type"], "welcome");
    EXPECT_EQ(list_rooms_of_size(alice, 1, 1000)["type"], "rooms");
    alice.send_text(padded_list_rooms(2, 2000));
    const json refused = event(alice, "error");
    EXPECT_EQ(refused["code"], "too_large") << refused;
    EXPECT_TRUE(alice.wait_closed());
    EXPECT_EQ(alice.close_code(), 1009);
    server.signal(SIGTERM);
    EXPECT_EQ(server.wait_exit(), 0) << server.err();
    EXPECT_EQ(sql(db, "SELECT name FROM players WHERE name = 'alice'"), "alice\n");
}

TEST(limits_settings, FlagsWinOverTheEnvironment) {
    temp_dir dir;
    std::vector<std::string> flags = listening_flags(dir.path());
    flags.insert(flags.end(), {"--max-frame", "4096"});
    spawned_server server(dir.path(), flags, {"PLYROOM_MAX_FRAME=1024"});
    const unsigned short port = server.wait_port(dir.path() + "/port");
    ASSERT_NE(port, 0) << server.err();
    test_client alice(port);
    ASSERT_EQ(alice.hello("alice")["type"], "welcome");
    EXPECT_EQ(list_rooms_of_size(alice, 1, 2000)["type"], "rooms");
}

// --log-json takes a value like any flag (as listed by --help), or none to turn it on.
TEST(limits_settings, LogJsonTakesAnOptionalValue) {
    for (const std::vector<std::string>& given : {std::vector<std::string>{"--log-json", "false"},
                                                  {"--log-json", "true"},
                                                  {"--log-json"}}) {
        temp_dir dir;
        std::vector<std::string> flags = given;
        const auto listening = listening_flags(dir.path());
        flags.insert(flags.end(), listening.begin(), listening.end());
        spawned_server server(dir.path(), flags);
        EXPECT_NE(server.wait_port(dir.path() + "/port"), 0) << given.back() << server.err();
    }
}

TEST(limits_settings, HelpExitsZeroAndNamesEveryEnvironmentVariable) {
    temp_dir dir;
    // The listening flags first: were --help ignored, the server would stay harmless.
    std::vector<std::string> flags = listening_flags(dir.path());
    flags.push_back("--help");
    spawned_server server(dir.path(), flags);
    ASSERT_EQ(server.wait_exit(), 0) << server.err();
    const std::string help = server.out();
    for (const char* name : {"PLYROOM_ADDRESS",
                             "PLYROOM_PORT",
                             "PLYROOM_DB",
                             "PLYROOM_THREADS",
                             "PLYROOM_LOG_LEVEL",
                             "PLYROOM_LOG_JSON",
                             "PLYROOM_MAX_FRAME",
                             "PLYROOM_MAX_QUEUE",
                             "PLYROOM_SEND_BUFFER",
                             "PLYROOM_MAX_CONNECTIONS",
                             "PLYROOM_MAX_CONNECTIONS_PER_IP",
                             "PLYROOM_IDLE_TIMEOUT",
                             "PLYROOM_RATE",
                             "PLYROOM_RATE_BURST",
                             "PLYROOM_HISTORY",
                             "PLYROOM_FINISHED_ROOM_TTL",
                             "PLYROOM_SYNC",
                             "PLYROOM_AI_THREADS",
                             "PLYROOM_AI_MOVE_MS",
                             "PLYROOM_PORT_FILE"})
        EXPECT_NE(help.find(std::string("[") + name + "]"), std::string::npos)
            << name << " missing from:\n"
            << help;
}

TEST(limits_settings, BadValuesExitTwoNamingTheFlag) {
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases{
        {{"--rate", "-1"}, "--rate"},
        {{"--idle-timeout", "abc"}, "--idle-timeout"},
        {{"--idle-timeout", "0"}, "--idle-timeout"}, // would drop every connection at once
        {{"--max-frame=12x"}, "--max-frame"},
        {{"--port", "70000"}, "--port"},
    };
    for (const auto& [bad, named] : cases) {
        temp_dir dir;
        std::vector<std::string> flags = listening_flags(dir.path());
        flags.insert(flags.end(), bad.begin(), bad.end());
        spawned_server server(dir.path(), flags);
        EXPECT_EQ(server.wait_exit(), 2) << bad[0];
        EXPECT_NE(server.err().find(named), std::string::npos) << server.err();
    }
    temp_dir dir;
    spawned_server server(dir.path(), listening_flags(dir.path()), {"PLYROOM_RATE=-1"});
    EXPECT_EQ(server.wait_exit(), 2);
    EXPECT_NE(server.err().find("PLYROOM_RATE"), std::string::npos) << server.err();
}

// --- Stored rows for abort and chat ---------------------------------------------------------

using limits_stored_rows = server_test;

TEST_F(limits_stored_rows, AnAbortAfterOneMoveIsStoredAndFinishesTheGameAsAborted) {
    auto alice = player("alice");
    auto bob = player("bob");
    const json room = create(*alice);
    const std::string code = room["code"];
    const std::string game_id = room["game_id"].dump();
    ASSERT_EQ(join(*bob, code)["type"], "room");
    ASSERT_EQ(move(*alice, code, 0, column(3))["type"], "moved");
    const json over = bob->request({{"type", "abort"}, {"code", code}});
    ASSERT_EQ(over["type"], "game_over") << over;
    EXPECT_EQ(over["result"]["outcome"], "aborted");
    EXPECT_EQ(over["result"]["reason"], "aborted");
    EXPECT_TRUE(over["result"]["winner"].is_null());
    EXPECT_EQ(event(*alice, "game_over")["result"]["outcome"], "aborted");
    EXPECT_EQ(code_of(alice->request({{"type", "abort"}, {"code", code}})), "game_over");

    EXPECT_EQ(sql(db_path(), "SELECT game_id, seat, ply, created_at > 0 FROM aborts"),
              game_id + "|1|1|1\n");
    EXPECT_EQ(sql(db_path(), "SELECT status, json_extract(result, '$.outcome'), "
                             "json_extract(result, '$.reason'), finished_at > 0 FROM games "
                             "WHERE id = " +
                                 game_id),
              "finished|aborted|aborted|1\n");

    // Once both have moved an abort is refused and leaves no row.
    const std::string next = create(*alice)["code"];
    ASSERT_EQ(join(*bob, next)["type"], "room");
    ASSERT_EQ(move(*alice, next, 0, column(3))["type"], "moved");
    ASSERT_EQ(move(*bob, next, 1, column(3))["type"], "moved");
    EXPECT_EQ(code_of(bob->request({{"type", "abort"}, {"code", next}})), "bad_request");
    EXPECT_EQ(sql(db_path(), "SELECT count(*) FROM aborts"), "1\n");
}

TEST_F(limits_stored_rows, ChatIsStoredWithPlayerSeatAndTextAndNoSeatForASpectator) {
    json welcome_a, welcome_c;
    auto alice = player("alice", &welcome_a);
    auto bob = player("bob");
    auto carol = player("carol", &welcome_c);
    const json room = create(*alice);
    const std::string code = room["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    ASSERT_EQ(join(*carol, code, "spectator")["type"], "room");
    const json said = alice->request({{"type", "chat"}, {"code", code}, {"text", "good luck"}});
    ASSERT_EQ(said["type"], "chat") << said;
    EXPECT_EQ(said["seat"], 0);
    const json watched = carol->request({{"type", "chat"}, {"code", code}, {"text", "go bob"}});
    ASSERT_EQ(watched["type"], "chat") << watched;
    EXPECT_TRUE(watched["seat"].is_null()) << watched;
    EXPECT_EQ(watched["from"], "carol");

    EXPECT_EQ(sql(db_path(), "SELECT game_id, player_id, ifnull(seat, 'null'), text FROM chat "
                             "ORDER BY id"),
              room["game_id"].dump() + "|" + welcome_a["player"].get<std::string>() +
                  "|0|good luck\n" + room["game_id"].dump() + "|" +
                  welcome_c["player"].get<std::string>() + "|null|go bob\n");
}

} // namespace
} // namespace plyroom::test
