#include "room.hpp"

#include "ai/ai.hpp"
#include "ai/ai_pool.hpp"
#include "lobby/secrets.hpp"
#include "metrics.hpp"
#include "registry.hpp"
#include "store/writer.hpp"
#include "wall_clock.hpp"

#include <algorithm>
#include <chrono>

#include <boost/asio/post.hpp>
#include <spdlog/spdlog.h>

namespace plyroom::server::match {

namespace {

namespace p = protocol;

std::shared_ptr<const std::string> frame(const p::server_message& message) {
    return std::make_shared<const std::string>(p::serialize(message));
}

// The author's copy of an event: the broadcast bytes with the request id added in front, so
// each event is serialized once however many members receive it.
std::shared_ptr<const std::string> with_id(const std::string& event, const json& id) {
    std::string text = "{\"id\":" + id.dump() + ",";
    text.append(event, 1);
    return std::make_shared<const std::string>(std::move(text));
}

// Events after which ROOM (seats, presence, status, spectators) may look different.
bool changes_view(const p::server_body& event) {
    return std::holds_alternative<p::room_message>(event) ||
           std::holds_alternative<p::state_message>(event) ||
           std::holds_alternative<p::game_over>(event);
}

} // namespace

room::room(boost::asio::io_context& ioc, room_services& services, room_state initial,
           std::int64_t first_v, core::match_record record)
    : strand_(boost::asio::make_strand(ioc)), services_(services), code_(initial.code),
      game_id_(initial.game_id), state_(std::move(initial)),
      events_(first_v, services.history_limit),
      record_(std::make_shared<core::match_record>(std::move(record))), clock_timer_(strand_),
      summary_(std::make_shared<const p::room_view>(state_.view())) {
    state_.record = record_;
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

void room::submit_with(command cmd, std::vector<std::shared_ptr<connection>> members) {
    boost::asio::post(strand_, [self = shared_from_this(), cmd = std::move(cmd),
                                members = std::move(members)]() mutable {
        self->queue_.push_back(pending{std::move(cmd), nullptr, std::move(members)});
        self->do_next();
    });
}

// Runs queued commands until one needs a commit (which resumes the queue when done). A deadline
// that has passed (a flag fell before the timer woke) is looked at before the next command,
// so a move that comes too late finds the game already over.
void room::do_next() {
    while (!busy_) {
        const auto deadline = next_deadline(state_);
        if (deadline && *deadline <= now_ms() && ticked_deadline_ != deadline) {
            ticked_deadline_ = deadline;
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
        ctx.random = lobby::random_u64();
    ctx.next_offer_id = services_.next_offer_id;
    ctx.reserve_room = services_.reserve_room;
    auto out = std::make_shared<outcome>(handle(state_, next.cmd, ctx));
    if (next.cmd.from.ai_seat && out->reply &&
        std::holds_alternative<p::error_message>(out->reply->body)) {
        const auto* body = std::get_if<p::client_body>(&next.cmd.body);
        if (body != nullptr && p::seat_action_of(*body))
            return ai_refused(*next.cmd.from.ai_seat, std::get<p::error_message>(out->reply->body));
        return;
    }
    for (const auto& member : next.members)
        connections_[member->id()] = member;
    if (out->rows.empty())
        return apply(*out, next.from, next.cmd.id);
    busy_ = true;
    keep_record(out->rows);
    store::rows rows = std::move(out->rows);
    if (services_.fence)
        rows.insert(rows.begin(), services_.fence(state_.game_id));
    services_.writer.submit(
        std::move(rows),
        [self = shared_from_this(), out, from = std::move(next.from), id = next.cmd.id](bool ok) {
            boost::asio::post(self->strand_, [self, out, from, id, ok] {
                self->on_stored(out, from, id, ok);
                self->busy_ = false;
                self->do_next();
            });
        });
}

// After the commit: apply the outcome, or tell the author the store failed.
void room::on_stored(const std::shared_ptr<outcome>& out, const std::shared_ptr<connection>& from,
                     const json& id, bool ok) {
    if (!ok) {
        forget_failed_marks();
        rebuild_match();
        services_.metrics.commit_failures.fetch_add(1, std::memory_order_relaxed);
        services_.metrics.errors_sent.fetch_add(1, std::memory_order_relaxed);
        if (from)
            from->send(frame(p::make_error(
                p::error_code::internal, "the server could not store that; nothing changed", id)));
        return;
    }
    marks_in_flight_.clear();
    apply(*out, from, id);
}

// Appends the record entries of a command about to be stored (popped again if it fails).
void room::keep_record(const store::rows& rows) {
    for (const store::row& row : rows) {
        if (const auto* entry = std::get_if<store::record_row>(&row))
            record_->push_back(entry->entry);
        if (const auto* undone = std::get_if<store::taken_back_row>(&row))
            for (core::record_entry& e : *record_)
                if (std::find(undone->seqs.begin(), undone->seqs.end(), e.seq) !=
                    undone->seqs.end()) {
                    e.taken_back_at = undone->at;
                    marks_in_flight_.push_back(e.seq);
                }
    }
}

// A takeback whose commit failed undid nothing.
void room::forget_failed_marks() {
    for (core::record_entry& e : *record_)
        if (std::find(marks_in_flight_.begin(), marks_in_flight_.end(), e.seq) !=
            marks_in_flight_.end())
            e.taken_back_at.reset();
    marks_in_flight_.clear();
}

// A commit failed after the match took the command: the match is made again from its options
// and the record as stored, so nothing of the failed command stays.
void room::rebuild_match() {
    while (!record_->empty() && record_->back().seq >= state_.next_seq)
        record_->pop_back();
    core::creation created =
        core::create_match(state_.game->game_name(), state_.game->options(), 0);
    auto* rebuilt = std::get_if<std::unique_ptr<core::match>>(&created);
    if (rebuilt == nullptr || core::replay(**rebuilt, *record_)) {
        spdlog::error("room {}: the match no longer rebuilds from its record", code_);
        return;
    }
    state_.game = std::move(*rebuilt);
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
    const bool was_finished = state_.status == room_status::finished;
    state_ = std::move(out.next);
    begin_turn(out);
    count_endings(out);
    // The listing shows the new ROOM before anyone hears of it: a client that lists rooms as
    // soon as its create is answered must find the room.
    if (std::any_of(out.events.begin(), out.events.end(), changes_view)) {
        auto view = std::make_shared<const p::room_view>(state_.view());
        std::lock_guard lock(summary_mutex_);
        summary_ = std::move(view);
    }
    const connection_id author = from ? from->id() : 0;
    if (from && state_.members.count(author) != 0)
        connections_[author] = from;
    for (auto it = connections_.begin(); it != connections_.end();)
        it = state_.members.count(it->first) == 0 ? connections_.erase(it) : std::next(it);
    if (!out.events.empty()) {
        std::vector<std::shared_ptr<connection>> members;
        for (const auto& [cid, weak] : connections_)
            if (auto strong = weak.lock())
                members.push_back(std::move(strong));
        for (std::size_t i = 0; i < out.events.size(); ++i) {
            auto bytes = events_.add(out.events[i]);
            const bool reply_here = out.reply_event && *out.reply_event == i && !id.is_null();
            const auto reply = reply_here ? with_id(*bytes, id) : nullptr;
            for (const auto& member : members) {
                // A syncing author gets these through the replay below, once.
                if (out.sync && member->id() == author)
                    continue;
                member->send(reply_here && member->id() == author ? reply : bytes);
            }
            if (reply_here && from && state_.members.count(author) == 0)
                from->send(reply);
        }
    }
    if (out.sync && from)
        send_sync(out, from, id);
    if (out.rematch && services_.open_rematch) {
        std::vector<std::shared_ptr<connection>> players;
        for (const auto& [cid, m] : state_.members)
            if (!m.spectator)
                if (const auto it = connections_.find(cid); it != connections_.end())
                    if (auto strong = it->second.lock())
                        players.push_back(std::move(strong));
        services_.open_rematch(std::move(*out.rematch), std::move(players));
    }
    if (state_.status == room_status::finished && (state_.members.empty() || closing_))
        close();
    else if (state_.status == room_status::finished && !was_finished)
        close_later();
    arm_timer();
    consider_ai();
}

// The turn the outcome began starts now that its events go out: the time spent storing it is
// charged to nobody, and STATE says so.
void room::begin_turn(outcome& out) {
    if (!state_.clock || !state_.clock->turn_pending())
        return;
    const std::int64_t now = now_ms();
    state_.clock->begin(now);
    const json clock = state_.clock->state_json(now, state_.timing.first_move_ms);
    for (p::server_body& event : out.events) {
        if (auto* m = std::get_if<p::moved>(&event))
            m->state["clock"] = clock;
        else if (auto* st = std::get_if<p::state_message>(&event))
            st->state["clock"] = clock;
    }
}

void room::count_endings(const outcome& out) {
    for (const p::server_body& event : out.events)
        if (const auto* over = std::get_if<p::game_over>(&event))
            services_.metrics.count_ending(over->result.value("reason", std::string()));
}

// One timer per room, for the soonest of its deadlines; it runs a tick on the strand.
void room::arm_timer() {
    const auto deadline = next_deadline(state_);
    if (!deadline || deadline == ticked_deadline_) {
        clock_timer_.cancel();
        return;
    }
    clock_timer_.expires_after(
        std::chrono::milliseconds(std::max<std::int64_t>(0, *deadline - now_ms())));
    clock_timer_.async_wait([weak = weak_from_this()](const boost::system::error_code& error) {
        auto self = weak.lock();
        if (error || !self)
            return;
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
    close_timer_.emplace(strand_, services_.finished_ttl);
    close_timer_->async_wait([weak = weak_from_this()](const boost::system::error_code& error) {
        auto self = weak.lock();
        if (error || !self || !self->services_.on_abandoned)
            return;
        spdlog::debug(
            "room {}: closed {} s after its game ended", self->code_,
            std::chrono::duration_cast<std::chrono::seconds>(self->services_.finished_ttl).count());
        self->close();
    });
}

void room::wake() {
    boost::asio::post(strand_, [self = shared_from_this()] {
        self->arm_timer();
        self->consider_ai();
    });
}

// The AI seat that should think now: first an AI seat that may call "Grav!" on the latest
// placement (each is asked once per placement), then the AI seat to move.
std::optional<int> room::ai_seat_to_ask() const {
    const core::match& m = *state_.game;
    const std::optional<int> mover = m.to_move();
    auto is_ai = [&](int seat) {
        return state_.seats[seat] && is_ai_player(state_.seats[seat]->player_id);
    };
    for (int seat = 0; seat < state_.seat_count(); ++seat) {
        if (seat == mover || !is_ai(seat) || ai_asked_ply_[seat] == m.ply())
            continue;
        if (m.may_act_out_of_turn(seat))
            return seat;
    }
    if (mover && is_ai(*mover))
        return mover;
    return std::nullopt;
}

// The player of an AI seat, made on first use from the level in its player id.
std::shared_ptr<core::ai::player> room::ai_player(int seat) {
    if (ai_players_[seat])
        return ai_players_[seat];
    const std::string& id = state_.seats[seat]->player_id;
    const auto level = core::ai::parse_level(ai_level_of(id));
    if (!level)
        return nullptr;
    ai_players_[seat] =
        core::ai::make_player(state_.game->game_name(), *level, lobby::random_u64());
    return ai_players_[seat];
}

// Hands the match to the AI pool when an AI seat has something to do. One job per room. An AI
// asked for a takeback accepts it at once, before it thinks of anything else.
void room::consider_ai() {
    if (services_.ai == nullptr || state_.status != room_status::playing)
        return;
    if (!state_.takeback)
        ai_accepting_ = false;
    if (state_.takeback && !ai_accepting_) {
        const int other = 1 - state_.takeback->by;
        if (state_.seats[other] && is_ai_player(state_.seats[other]->player_id)) {
            ai_accepting_ = true;
            const seat_holder& holder = *state_.seats[other];
            return submit(command{actor{0, holder.player_id, holder.name, other}, nullptr,
                                  p::accept_takeback{code_}},
                          nullptr);
        }
    }
    if (ai_thinking_)
        return;
    ai_players_.resize(state_.seats.size());
    ai_asked_ply_.resize(state_.seats.size(), -1);
    const std::optional<int> seat = ai_seat_to_ask();
    if (!seat)
        return;
    std::shared_ptr<core::ai::player> player = ai_player(*seat);
    if (!player) {
        spdlog::error("room {}: no AI plays {}", code_, state_.game->game_name());
        return;
    }
    if (state_.game->to_move() != seat)
        ai_asked_ply_[*seat] = state_.game->ply();
    ai_thinking_ = true;
    // The AI thinks on its own copy: the room's match changes in place while it thinks.
    std::shared_ptr<const core::match> position = state_.game->clone();
    const std::size_t recorded = record_->size();
    services_.ai->think(
        std::move(player), std::move(position), *seat,
        [self = shared_from_this(), seat = *seat, recorded](std::optional<core::action> chosen) {
            boost::asio::post(self->strand_, [self, seat, recorded, chosen] {
                self->ai_thinking_ = false;
                if (self->record_->size() != recorded)
                    return self->consider_ai(); // the position moved on
                self->on_ai_choice(seat, std::move(chosen));
            });
        },
        ai_budget(*seat));
}

// An AI seat on the clock thinks at most remaining/20 + increment (protocol/README.md, "Clocks"),
// and never longer than the server's per-move time.
std::chrono::milliseconds room::ai_budget(int seat) const {
    std::int64_t budget = services_.ai_move_ms;
    if (state_.clock && state_.clock->running() == seat) {
        const std::int64_t left = state_.clock->left(seat, now_ms());
        budget = std::min(budget, left / 20 + state_.clock->setting().increment_ms);
    }
    return std::chrono::milliseconds(std::max<std::int64_t>(1, budget));
}

// Plays what the AI chose; an AI to move that found nothing plays a random legal move.
void room::on_ai_choice(int seat, std::optional<core::action> chosen) {
    if (state_.status != room_status::playing)
        return;
    if (chosen)
        return play_for_ai(seat, *chosen);
    if (state_.game->to_move() == seat)
        return play_random_for_ai(seat);
    consider_ai();
}

// Queues the AI's action as a command of its seat: it is checked and stored like anyone's.
void room::play_for_ai(int seat, const core::action& chosen) {
    const seat_holder& holder = *state_.seats[seat];
    command cmd{actor{0, holder.player_id, holder.name, seat}, nullptr,
                p::message_of(code_, state_.game->ply(), chosen)};
    services_.metrics.ai_actions.fetch_add(1, std::memory_order_relaxed);
    submit(std::move(cmd), nullptr);
}

// A random legal move for an AI seat to move, so a failing AI never stalls the game.
void room::play_random_for_ai(int seat) {
    std::uint64_t rng = lobby::random_u64();
    if (auto fallback = core::ai::random_legal_move(*state_.game, seat, rng)) {
        services_.metrics.ai_fallbacks.fetch_add(1, std::memory_order_relaxed);
        return play_for_ai(seat, *fallback);
    }
    spdlog::error("room {}: the AI of seat {} has no move at ply {}", code_, seat,
                  state_.game->ply());
}

// The rules refused an AI action: log it and, if the seat is to move, play a random move.
void room::ai_refused(int seat, const p::error_message& refusal) {
    spdlog::warn("room {}: the AI of seat {} was refused at ply {}: {}", code_, seat,
                 state_.game->ply(), refusal.message);
    if (state_.game->to_move() == seat)
        return play_random_for_ai(seat);
    consider_ai();
}

// Replays the events after `since` if the log still holds them all, else ROOM and STATE.
void room::send_sync(const outcome& out, const std::shared_ptr<connection>& from, const json& id) {
    if (out.since)
        if (auto missed = events_.since(*out.since)) {
            for (const auto& bytes : *missed)
                from->send(bytes);
            return;
        }
    const std::int64_t v = events_.version();
    from->send(frame(p::server_message{id, v, p::room_message{state_.view()}}));
    from->send(
        frame(p::server_message{nullptr, v, p::state_message{code_, state_.state_json(now_ms())}}));
}

} // namespace plyroom::server::match
