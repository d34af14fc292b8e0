// A session_io that records what a room_session sends, draws and says, for tests that drive a
// session with hand-written server frames.
#pragma once

#include "../support/schema_check.hpp"
#include "session/session_io.hpp"

#include <string>

#include <nlohmann/json.hpp>

namespace plyroom::client {

using json = nlohmann::json;

// The server's answer to the session's hello: player `player` named `name`, in no room yet.
inline json welcome_frame(const std::string& player, const std::string& name) {
    return json{
        {"type", "welcome"}, {"id", 1},       {"player", player},    {"name", name},
        {"token", "t"},      {"protocol", 1}, {"server", "plyroom"}, {"rooms", json::array()}};
}

// Records every message sent, the latest screen, notices and prompts; serves a fixed record.
class recording_io final : public session_io {
public:
    void send(const protocol::client_message& message) override {
        sent.push_back(protocol::to_json(message));
        test::schema::client_built(sent.back().dump());
    }
    void show_screen(const std::vector<std::string>& lines) override {
        screen.clear();
        for (const std::string& line : lines)
            screen += line + "\n";
        ++redraws;
    }
    void notice(const std::string& line) override { notices.push_back(line); }
    void set_prompt(const std::string& text) override { prompt = text; }
    void save_token(const std::string& token) override { saved_token = token; }
    bool keeps_identity() const override { return identity_kept; }
    std::int64_t now_ms() const override { return now; }
    screen_size terminal_size() const override { return size; }
    void print_lines(const std::vector<std::string>& lines) override {
        printed.insert(printed.end(), lines.begin(), lines.end());
    }
    std::optional<json> fetch_game_record(std::int64_t game_id) override {
        fetched.push_back(game_id);
        return record;
    }

    // The last message sent.
    const json& last() const { return sent.back(); }

    std::vector<json> sent;
    std::string screen;
    int redraws = 0;
    std::vector<std::string> notices;
    std::string prompt;
    std::string saved_token;
    bool identity_kept = true; // false: like a bot, which keeps no identity
    std::vector<std::int64_t> fetched;
    std::optional<json> record;
    std::int64_t now = 1'764'590'400'000; // this machine's clock, moved by the tests
    screen_size size{80, 24};
    std::vector<std::string> printed;
};

} // namespace plyroom::client
