// Many Connect Four matches at once between players on different nodes, for the tests under
// load. Played in rounds: a round sends the next move of every unfinished match, then takes
// the answers. A player whose node went away comes back on another node with its token; one
// that came back, or whose answer did not come (or was refused), asks the room for its state
// (sync, which also attaches a seat holder) and goes on from there. Every move answered `moved` is
// remembered as acknowledged. One thread, the test's.
#pragma once

#include "../server/test_client.hpp"

#include <chrono>
#include <memory>
#include <string>
#include <vector>

namespace plyroom::test {

struct acknowledged_move {
    std::string code;
    int ply = 0;
    json move;
};

class match_driver {
public:
    // `ports`: the nodes (a restarted node keeps its port); `moves`: every match's moves, seat
    // 0 first, the last one ending the game.
    match_driver(std::vector<unsigned short> ports, std::size_t matches, std::vector<json> moves);

    // Makes the players (each match across two nodes) and the rooms; why not, or "".
    std::string open();
    // Sends the next move of every unfinished match (first asking for the state where needed).
    void send_moves();
    // Takes the answers to what send_moves() sent, waiting until `deadline` at the latest.
    void collect(std::chrono::steady_clock::time_point deadline);
    // send_moves() then collect() within `patience`; false once every match has finished.
    bool round(std::chrono::milliseconds wait = std::chrono::seconds(5));
    int rounds() const { return rounds_; }

    bool finished() const;
    const std::vector<acknowledged_move>& acknowledged() const { return acknowledged_; }
    std::vector<std::string> codes() const;
    // How often a player came back on another node, and how often a room was asked its state.
    int reconnects() const { return reconnects_; }
    int syncs() const { return syncs_; }

private:
    struct seat_player {
        std::string name;
        std::string token;
        std::size_t node = 0; // index into ports_
        std::unique_ptr<test_client> client;
    };
    struct one_match {
        std::string code;
        seat_player seats[2];
        int ply = 0;
        bool done = false;
        bool needs_sync = false;
        std::string pending; // the id of the move or sync in flight
        bool pending_sync = false;
    };

    std::unique_ptr<test_client> connect(seat_player& who);
    bool come_back(seat_player& who);
    void take_state(one_match& m, test_client& from, std::chrono::milliseconds left);

    std::vector<unsigned short> ports_;
    std::vector<json> moves_;
    std::vector<one_match> matches_;
    std::vector<acknowledged_move> acknowledged_;
    int next_id_ = 0;
    int rounds_ = 0;
    int reconnects_ = 0;
    int syncs_ = 0;
};

} // namespace plyroom::test
