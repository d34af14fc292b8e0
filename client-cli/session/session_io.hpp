// What a room_session asks of the world around it: sending, drawing, notices, saving the
// token, and fetching a stored game. The terminal client implements it over the network and
// the terminal; tests implement it with recorders.
#pragma once

#include "protocol/client_message.hpp"
#include "ui/screen.hpp"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace plyroom::client {

class session_io {
public:
    virtual ~session_io() = default;
    // Sends one message to the server.
    virtual void send(const protocol::client_message& message) = 0;
    // Replaces the screen with these lines.
    virtual void show_screen(const std::vector<std::string>& lines) = 0;
    // Prints one line without breaking the prompt.
    virtual void notice(const std::string& line) = 0;
    // Changes the prompt ("> ", "Resign? [y/N] ").
    virtual void set_prompt(const std::string& prompt) = 0;
    // Keeps the identity the server gave, for the next run.
    virtual void save_token(const std::string& token) = 0;
    // Whether save_token keeps it, so that a seat left behind can be resumed later.
    virtual bool keeps_identity() const { return true; }
    // Whether show_screen reaches a person (a bot only prints notices).
    virtual bool draws_screen() const { return true; }
    // The terminal's size, for the screen's layout.
    virtual screen_size terminal_size() const { return {}; }
    // Unix milliseconds by this machine's clock (injected by tests).
    virtual std::int64_t now_ms() const {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
                   std::chrono::system_clock::now().time_since_epoch())
            .count();
    }
    // Prints lines as they are, under the screen (a whole board larger than the terminal).
    virtual void print_lines(const std::vector<std::string>& lines) {
        for (const std::string& line : lines)
            notice(line);
    }
    // The stored record of a game (GET /api/games/{id}), or nullopt when it cannot be had.
    virtual std::optional<nlohmann::json> fetch_game_record(std::int64_t game_id) = 0;
};

} // namespace plyroom::client
