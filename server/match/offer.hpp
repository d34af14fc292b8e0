// A request one seat makes of the others: a draw, a takeback, a rematch, and any later one of
// that kind. One state machine for all of them: an offer is open until every seat it needs has
// accepted it (answered: accepted), or until another seat declines it (answered: declined) or
// something the room does lets it lapse. A kind whose refusals block keeps the asker of a
// declined or lapsed offer from asking again before a move of its own.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string_view>
#include <vector>

namespace plyroom::server::match {

enum class offer_end { accepted, declined, lapsed };

// "accepted", "declined", "lapsed": the status the record and the events name.
std::string_view offer_end_name(offer_end end);

// `Terms` is what one kind of offer carries beside its asker (a draw's id, a takeback's extent).
template <class Terms>
class offer {
public:
    struct request {
        int by = 0;
        int ply = 0;            // moves played when it was made
        std::set<int> accepted; // seats that accepted so far
        Terms terms{};

        bool operator==(const request&) const = default;
    };

    offer() = default;
    offer(int seats, bool refusals_block)
        : blocked_(static_cast<std::size_t>(seats), false), refusals_block_(refusals_block) {}

    const std::optional<request>& open() const { return open_; }
    explicit operator bool() const { return open_.has_value(); }
    const request* operator->() const { return &*open_; }
    // May not ask again before an own move (a declined or lapsed offer of its own).
    bool blocked(int seat) const { return blocked_[static_cast<std::size_t>(seat)]; }
    bool accepted_by(int seat) const { return open_ && open_->accepted.count(seat) != 0; }

    // Opens an offer; the caller has checked that none is open and the asker is not blocked.
    void make(request made) { open_ = std::move(made); }

    // Counts a seat's acceptance of the open offer; false when it had accepted already.
    bool accept(int seat) { return open_->accepted.insert(seat).second; }

    // Answers or lapses the open offer and gives it back as it stood.
    request close(offer_end end) {
        request closed = std::move(*open_);
        open_.reset();
        if (refusals_block_ && end != offer_end::accepted)
            blocked_[static_cast<std::size_t>(closed.by)] = true;
        return closed;
    }

    // A seat's own move: it may ask again.
    void moved(int seat) { blocked_[static_cast<std::size_t>(seat)] = false; }

    // Restores a block as it stood (a room rebuilt from a record that says so).
    void block(int seat, bool blocked) { blocked_[static_cast<std::size_t>(seat)] = blocked; }

    bool operator==(const offer&) const = default;

private:
    std::optional<request> open_;
    std::vector<bool> blocked_;
    bool refusals_block_ = true;
};

// What each kind carries.
struct draw_terms {
    std::int64_t id = 0; // the offer's id, named by its record entries
    bool operator==(const draw_terms&) const = default;
};

// `plies` moves from the record entry `first_seq` on are undone if it is accepted.
struct takeback_terms {
    int plies = 1;
    std::int64_t first_seq = 0;
    bool operator==(const takeback_terms&) const = default;
};

struct rematch_terms {
    bool operator==(const rematch_terms&) const = default;
};

using draw_offer = offer<draw_terms>;
using takeback_offer = offer<takeback_terms>;
using rematch_offer = offer<rematch_terms>;

} // namespace plyroom::server::match
