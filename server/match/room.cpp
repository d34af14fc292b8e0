#include "room.hpp"

#include "metrics.hpp"
#include "random.hpp"
#include "ratings/glicko2.hpp"
#include "room_actions.hpp"
#include "store/writer.hpp"
#include "wall_clock.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

#include <boost/asio/post.hpp>
#include <spdlog/spdlog.h>

namespace plyroom::server::match {

namespace {

namespace p = protocol;

// Events after which ROOM (seats, presence, status, spectators) may look different.
bool changes_view(const p::server_body& event) {
    return std::holds_alternative<p::room_message>(event) ||
           std::holds_alternative<p::state_message>(event) ||
           std::holds_alternative<p::game_over>(event);
}

} // namespace

room::room(boost::asio::io_context& ioc, room_services& services, room_state initial,
           std::int64_t first_v)
    : strand_(boost::asio::make_strand(ioc)), services_(services), code_(initial.code),
      game_id_(initial.game_id), state_(std::move(initial)),
      events_(first_v, services.history_limit), timers_(strand_),
      ai_(
          state_, services.ai, services.metrics, services.ai_move_ms,
          [this](command cmd) { submit(std::move(cmd), nullptr); },
          [this] {
              return ai_seats::poster([self = shared_from_this()](std::function<void()> task) {
                  boost::asio::post(self->strand_, [self, task = std::move(task)] { task(); });
              });
          }),
      summary_(std::make_shared<const p::room_view>(state_.view())) {
    // A rebuilt room's members get STATE afresh when they sync: what is open now counts as shown.
    count_standing_moves(state_);
    state_.shown_actions = open_room_actions(state_, now_ms());
    note_to_move();
    tell_seats(*summary_);
}

// Posts the command onto the room's strand and starts it if the room is idle.
void room::submit(command cmd, std::shared_ptr<connection> from) {
    boost::asio::post(strand_, [self = shared_from_this(), cmd = std::move(cmd),
                                from = std::move(from)]() mutable {
        self->queue_.push_back(pending{std::move(cmd), std::move(from), {}});
        self->do_next();
    });
}

std::shared_ptr<const p::room_view> room::summary() const {
    std::lock_guard lock(summary_mutex_);
    return summary_;
}

std::optional<int> room::to_move() const {
    const int seat = to_move_.load(std::memory_order_relaxed);
    return seat < 0 ? std::nullopt : std::optional(seat);
}

// Keeps whose turn it is where any thread may read it (a player's look at its rooms), without
// a new ROOM per move.
void room::note_to_move() {
    const std::optional<int> seat =
        state_.status == room_status::playing && !state_.game->finished() ? state_.game->to_move()
                                                                          : std::nullopt;
    to_move_.store(seat.value_or(-1), std::memory_order_relaxed);
}

void room::submit_with(command cmd, std::vector<std::shared_ptr<connection>> members) {
    boost::asio::post(strand_, [self = shared_from_this(), cmd = std::move(cmd),
                                members = std::move(members)]() mutable {
        self->queue_.push_back(pending{std::move(cmd), nullptr, std::move(members)});
        self->do_next();
    });
}

void room::members(std::function<void(std::vector<member_link>)> told) {
    boost::asio::post(strand_, [self = shared_from_this(), told = std::move(told)] {
        std::vector<member_link> out;
        for (const auto& [id, m] : self->state_.members)
            if (auto c = self->members_.find(id))
                out.push_back(member_link{std::move(c), m.player_id, m.spectator});
        told(std::move(out));
    });
}

void room::wake() {
    boost::asio::post(strand_, [self = shared_from_this()] {
        self->arm_timer();
        self->read_ratings();
        self->ai_.consider();
    });
}

// Runs queued commands until one needs a commit (which resumes the queue when done). A deadline
// that has passed (a flag fell before the timer woke) is looked at before the next command,
// so a move that comes too late finds the game already over.
void room::do_next() {
    while (!busy_) {
        if (timers_.take_due(next_deadline(state_), now_ms())) {
            run(pending{command{actor{}, nullptr, tick{}}, nullptr, {}});
            continue;
        }
        if (queue_.empty())
            return;
        pending next = std::move(queue_.front());
        queue_.pop_front();
        run(std::move(next));
    }
}

// Handles one command; one that stores something waits for its commit.
void room::run(pending next) {
    context ctx;
    ctx.now = now_ms();
    if (std::holds_alternative<create>(next.cmd.body))
        ctx.random = random_u64();
    ctx.next_offer_id = services_.next_offer_id;
    ctx.reserve_room = services_.reserve_room;
    const before_command before = note_before(state_, next.cmd.from.connection);
    auto out = std::make_shared<outcome>(handle(state_, next.cmd, ctx));
    if (next.cmd.from.ai_seat && out->reply &&
        std::holds_alternative<p::error_message>(out->reply->body)) {
        const auto* body = std::get_if<p::client_body>(&next.cmd.body);
        if (body != nullptr && p::seat_action_of(*body))
            ai_.refused(*next.cmd.from.ai_seat, std::get<p::error_message>(out->reply->body));
        return;
    }
    for (const auto& member : next.members)
        members_.attach(member);
    if (out->rows.empty())
        return apply(*out, next.from, next.cmd.id);
    busy_ = true;
    store::rows rows = std::move(out->rows);
    if (services_.fence)
        rows.insert(rows.begin(), services_.fence(state_.game_id));
    services_.writer.submit(std::move(rows),
                            [self = shared_from_this(), out, from = std::move(next.from),
                             id = next.cmd.id, before](bool ok) {
                                boost::asio::post(self->strand_, [self, out, from, id, ok, before] {
                                    self->on_stored(out, from, id, ok, before);
                                    self->busy_ = false;
                                    self->do_next();
                                });
                            });
}

// After the commit: apply the outcome, or tell the author the store failed. A commit that
// failed after the room took the command leaves the room as its stored record makes it.
void room::on_stored(const std::shared_ptr<outcome>& out, const std::shared_ptr<connection>& from,
                     const json& id, bool ok, const before_command& before) {
    if (!ok) {
        if (auto problem = roll_back(state_, before))
            spdlog::error("room {}: the room no longer rebuilds from its record: {}", code_,
                          *problem);
        read_ratings(); // a seat the failed command took is open again
        services_.metrics.commit_failures.fetch_add(1, std::memory_order_relaxed);
        services_.metrics.errors_sent.fetch_add(1, std::memory_order_relaxed);
        if (from)
            from->send(frame(p::make_error(
                p::error_code::internal, "the server could not store that; nothing changed", id)));
        return;
    }
    state_.record.committed();
    tell_rating_changes(*out);
    apply(*out, from, id);
}

// The game_over of a rated game carries each seat's change as its commit stored it, in whole
// points as the clients show them.
void room::tell_rating_changes(outcome& out) {
    if (!out.rating_changes || out.rating_changes->empty())
        return;
    json changes = json::array();
    for (const store::seat_rating_change& change : *out.rating_changes) {
        const auto before = std::lround(change.before);
        const auto after = std::lround(change.after);
        changes.push_back({{"seat", change.seat},
                           {"before", before},
                           {"after", after},
                           {"change", after - before},
                           {"provisional", ratings::is_provisional(change.deviation_after)}});
    }
    for (p::server_body& event : out.events)
        if (auto* over = std::get_if<p::game_over>(&event))
            over->ratings = changes;
    // ROOM shows the ratings the game left, after the game_over that tells the changes.
    for (const store::seat_rating_change& change : *out.rating_changes)
        if (auto& holder = state_.seats[static_cast<std::size_t>(change.seat)])
            holder->rating = show_rating(change.after, change.deviation_after);
    out.events.push_back(p::room_message{state_.view()});
}

// Swaps the new state in, numbers and broadcasts the events, and answers the author.
void room::apply(outcome& out, const std::shared_ptr<connection>& from, const json& id) {
    if (out.reply && from) {
        if (std::holds_alternative<p::error_message>(out.reply->body))
            services_.metrics.errors_sent.fetch_add(1, std::memory_order_relaxed);
        from->send(frame(*out.reply));
    }
    if (out.moved)
        services_.metrics.moves_total.fetch_add(1, std::memory_order_relaxed);
    const bool ended_now = std::any_of(out.events.begin(), out.events.end(), [](const auto& e) {
        return std::holds_alternative<p::game_over>(e);
    });
    begin_turn(state_, out, now_ms());
    count_endings(out);
    publish_summary(out);
    note_to_move();
    members_.update(state_, from);
    members_.broadcast(events_, state_, out, from, id);
    if (out.sync && from)
        send_sync(events_, state_, out.since, *from, id, now_ms());
    if (out.rematch && services_.open_rematch)
        services_.open_rematch(std::move(*out.rematch), members_.connected_players(state_));
    if (state_.status == room_status::finished && (state_.members.empty() || closing_))
        close();
    else if (ended_now)
        close_later();
    arm_timer();
    read_ratings();
    ai_.consider();
}

// The listing shows the new ROOM before anyone hears of it: a client that lists rooms as soon
// as its create is answered must find the room.
void room::publish_summary(const outcome& out) {
    if (std::none_of(out.events.begin(), out.events.end(), changes_view))
        return;
    auto view = std::make_shared<const p::room_view>(state_.view());
    tell_seats(*view);
    std::lock_guard lock(summary_mutex_);
    summary_ = std::move(view);
}

void room::count_endings(const outcome& out) {
    for (const p::server_body& event : out.events)
        if (const auto* over = std::get_if<p::game_over>(&event))
            services_.metrics.count_ending(over->result.value("reason", std::string()));
}

void room::tell_seats(const p::room_view& view) const {
    if (!services_.seated)
        return;
    for (const p::seat_view& seat : view.seats)
        if (seat.player && !is_ai_player(*seat.player))
            services_.seated(*seat.player, code_);
}

void room::read_ratings() {
    if (!services_.rating_of)
        return;
    ratings_read_.resize(state_.seats.size());
    for (int seat = 0; seat < state_.seat_count(); ++seat) {
        const auto& holder = state_.seats[seat];
        std::string& asked = ratings_read_[static_cast<std::size_t>(seat)];
        if (!holder) {
            asked.clear();
            continue;
        }
        if (is_ai_player(holder->player_id) || asked == holder->player_id)
            continue;
        asked = holder->player_id;
        services_.rating_of(
            holder->player_id, std::string(state_.game->game_name()),
            [weak = weak_from_this(), seat,
             player = holder->player_id](std::optional<shown_rating> rating) {
                if (auto self = weak.lock())
                    self->submit(command{actor{}, nullptr, rating_read{seat, player, rating}},
                                 nullptr);
            });
    }
}

void room::arm_timer() {
    timers_.arm(next_deadline(state_), now_ms(), [weak = weak_from_this()] {
        if (auto self = weak.lock())
            self->do_next();
    });
}

// A finished room goes when its members leave or its time is up; an open rematch offer is
// stored as lapsed first.
void room::close() {
    if (state_.rematch) {
        closing_ = true;
        queue_.push_back(pending{command{actor{}, nullptr, closing{}}, nullptr, {}});
        boost::asio::post(strand_, [self = shared_from_this()] { self->do_next(); });
        return;
    }
    if (services_.on_abandoned)
        services_.on_abandoned(*this);
}

// A finished room goes when its members leave, or at the latest after finished_ttl: members
// who stay connected (a bot starting its next game) must not keep every old room in memory.
void room::close_later() {
    timers_.close_after(services_.finished_ttl, [weak = weak_from_this()] {
        auto self = weak.lock();
        if (!self || !self->services_.on_abandoned)
            return;
        spdlog::debug(
            "room {}: closed {} s after its game ended", self->code_,
            std::chrono::duration_cast<std::chrono::seconds>(self->services_.finished_ttl).count());
        self->close();
    });
}

} // namespace plyroom::server::match
