#include "lobby.hpp"

#include "accounts/account_service.hpp"
#include "ai/ai.hpp"
#include "ai/ai_pool.hpp"
#include "match/record_fold.hpp"
#include "metrics.hpp"
#include "random.hpp"
#include "registry.hpp"
#include "secrets.hpp"
#include "store/writer.hpp"
#include "wall_clock.hpp"

#include <algorithm>

#include <spdlog/spdlog.h>

namespace plyroom::server::lobby {

namespace {

namespace p = protocol;

p::server_message unknown_token(const json& id) {
    return p::make_error(p::error_code::unauthorized,
                         "that token is not known here; say hello without a token to start as a "
                         "new player",
                         id);
}

} // namespace

lobby::lobby(boost::asio::io_context& ioc, store::writer& writer, server::metrics& metrics,
             room_limits limits, ai::ai_pool* ai)
    : ioc_(ioc), writer_(writer),
      metrics_(metrics), services_{writer,
                                   metrics,
                                   [this] { return next_offer_id_.fetch_add(1); },
                                   [this](const match::room& room) { forget(room); },
                                   limits.history,
                                   limits.finished_ttl,
                                   ai,
                                   [this] { return reserve_room(); },
                                   [this](match::rematch_plan plan,
                                          std::vector<std::shared_ptr<match::connection>> players) {
                                       open_rematch(std::move(plan), std::move(players));
                                   },
                                   limits.ai_move_ms,
                                   {},
                                   {},
                                   [this](const std::string& player_id, const std::string& code) {
                                       note_seat(player_id, code);
                                   }},
      max_waiting_rooms_(limits.max_waiting_rooms), max_rooms_(limits.max_rooms),
      new_players_(limits.new_players_per_hour, std::max(1.0, limits.new_players_per_hour / 4.0)),
      timing_(limits.timing) {}

// Loads players and unfinished games.
std::vector<std::string> lobby::restore(const std::vector<store::stored_player>& players,
                                        const std::vector<store::stored_game>& games,
                                        store::next_ids ids) {
    std::vector<std::string> problems;
    next_game_id_ = ids.game;
    next_offer_id_ = ids.offer;
    {
        std::lock_guard lock(players_mutex_);
        for (const auto& stored : players)
            players_by_token_hash_[stored.token_hash] = player{stored.id, stored.name};
    }
    // Restored rooms count versions from the restart time in milliseconds: larger than any
    // version sent before the restart, so a client's `since` never matches a different event.
    const std::int64_t first_v = now_ms();
    // Finished rooms are not rebuilt: a rematch offer they left open can no longer be answered.
    // Among several nodes another node's finished room may still be answering its offer.
    if (!cluster_)
        writer_.submit({store::open_rematches_lapsed_row{first_v}}, {});
    std::vector<std::string> rebuilt_problems = adopt(games);
    problems.insert(problems.end(), rebuilt_problems.begin(), rebuilt_problems.end());
    return problems;
}

// The same path as a restart: each game replayed from its record into a new room.
std::vector<std::string> lobby::adopt(const std::vector<store::stored_game>& games) {
    std::vector<std::string> problems;
    const std::int64_t first_v = now_ms();
    for (const auto& game : games) {
        auto rebuilt = match::rebuild_room(game, timing_, first_v);
        if (auto* problem = std::get_if<std::string>(&rebuilt)) {
            problems.push_back(*problem);
            continue;
        }
        auto room = std::make_shared<match::room>(
            ioc_, services_, std::move(std::get<match::room_state>(rebuilt)), first_v);
        room->wake();
        std::lock_guard lock(rooms_mutex_);
        if (!rooms_.contains(game.code))
            metrics_.rooms_open.fetch_add(1);
        rooms_[game.code] = std::move(room);
        maybe_waiting_.insert(game.code);
    }
    return problems;
}

void lobby::join_cluster(cluster_hooks hooks) {
    services_.fence = hooks.fence;
    services_.next_offer_id = hooks.next_offer_id;
    cluster_ = std::move(hooks);
}

void lobby::drop(const std::string& code) {
    std::lock_guard lock(rooms_mutex_);
    if (rooms_.erase(code) > 0)
        metrics_.rooms_open.fetch_sub(1);
    creators_.erase(code);
    maybe_waiting_.erase(code);
}

void lobby::learn_player(const std::string& token_hash, player who) {
    std::lock_guard lock(players_mutex_);
    players_by_token_hash_[token_hash] = std::move(who);
}

void lobby::forget_token(const std::string& token_hash) {
    std::lock_guard lock(players_mutex_);
    players_by_token_hash_.erase(token_hash);
}

// Asked of the accounts off the I/O thread: the session's account is the player, under its
// user name whatever name the hello said.
void lobby::welcome_account(const std::string& token, const json& id,
                            std::vector<std::string> elsewhere, hello_done done) {
    if (accounts_ == nullptr)
        return done(unknown_token(id), std::nullopt);
    accounts_->resume(
        token, [this, token, id, elsewhere = std::move(elsewhere),
                done = std::move(done)](accounts::outcome<accounts::account_row> found) {
            if (const auto* refused = std::get_if<accounts::refusal>(&found))
                return done(refused->code == p::error_code::unauthorized
                                ? unknown_token(id)
                                : p::make_error(refused->code, refused->message, id),
                            std::nullopt);
            const auto& account = std::get<accounts::account_row>(found);
            player who{account.player_id, account.user_name, account.user_name};
            std::vector<std::string> rooms = rooms_of(who.id);
            rooms.insert(rooms.end(), elsewhere.begin(), elsewhere.end());
            std::sort(rooms.begin(), rooms.end());
            rooms.erase(std::unique(rooms.begin(), rooms.end()), rooms.end());
            done(p::server_message{id, std::nullopt,
                                   p::welcome{who.id, who.name, token, p::protocol_version,
                                              "plyroom 0.1.0", std::move(rooms)}},
                 who);
        });
}

// Resumes or creates a player.
void lobby::hello(const p::hello& message, const json& id, const std::string& address,
                  hello_done done) {
    if (message.protocol < p::oldest_protocol_version || message.protocol > p::protocol_version)
        return done(p::make_error(p::error_code::unsupported,
                                  "this server speaks protocol versions " +
                                      std::to_string(p::oldest_protocol_version) + " to " +
                                      std::to_string(p::protocol_version),
                                  id),
                    std::nullopt);
    if (message.token) {
        const std::string hash = hash_token(*message.token);
        std::optional<player> known;
        {
            std::lock_guard lock(players_mutex_);
            if (auto it = players_by_token_hash_.find(hash); it != players_by_token_hash_.end())
                known = it->second;
        }
        const std::string token = *message.token;
        // Among several nodes the player's rooms may be on any node, and a token made on
        // another one since this one started is only in the database: both asked off the I/O
        // thread.
        if (cluster_ && cluster_->resume)
            return cluster_->resume(
                hash, known,
                [this, hash, name = message.name, token, id,
                 done = std::move(done)](std::optional<player> who, std::vector<std::string> rooms,
                                         std::optional<std::string> failed) {
                    if (failed)
                        return done(p::make_error(p::error_code::internal,
                                                  "the server could not look your token up; "
                                                  "say hello again in a moment",
                                                  id),
                                    std::nullopt);
                    if (!who)
                        return welcome_account(token, id, std::move(rooms), done);
                    welcome_back(hash, *who, name, token, id, std::move(rooms), done);
                });
        if (!known)
            return welcome_account(token, id, {}, std::move(done));
        return welcome_back(hash, *known, message.name, token, id, {}, done);
    }
    if (!new_players_.take(address, std::chrono::steady_clock::now()))
        return done(p::make_error(p::error_code::rate_limited,
                                  "too many new players from your address; say hello with the "
                                  "token you were given",
                                  id),
                    std::nullopt);
    player fresh{new_player_id(), message.name};
    const std::string token = new_token();
    const std::string hash = hash_token(token);
    writer_.submit(
        {store::player_row{fresh.id, fresh.name, hash, now_ms()}},
        [this, fresh, token, hash, id, done = std::move(done)](bool ok) {
            if (!ok)
                return done(p::make_error(p::error_code::internal,
                                          "the server could not store the new player", id),
                            std::nullopt);
            {
                std::lock_guard lock(players_mutex_);
                players_by_token_hash_[hash] = fresh;
            }
            if (on_player_)
                on_player_(hash, fresh);
            done(
                p::server_message{
                    id, std::nullopt,
                    p::welcome{
                        fresh.id, fresh.name, token, p::protocol_version, "plyroom 0.1.0", {}}},
                fresh);
        });
}

// Learns the name the player said (stored when it changed) and welcomes it with its rooms:
// those held here, and `elsewhere` (of every node).
void lobby::welcome_back(const std::string& hash, player who, const std::string& name,
                         const std::string& token, const json& id,
                         std::vector<std::string> elsewhere, const hello_done& done) {
    const bool renamed = who.name != name;
    who.name = name;
    learn_player(hash, who);
    if (renamed) {
        writer_.submit({store::player_name_row{who.id, who.name}}, {});
        if (on_player_)
            on_player_(hash, who);
    }
    std::vector<std::string> rooms = rooms_of(who.id);
    rooms.insert(rooms.end(), elsewhere.begin(), elsewhere.end());
    std::sort(rooms.begin(), rooms.end());
    rooms.erase(std::unique(rooms.begin(), rooms.end()), rooms.end());
    p::welcome w{who.id, who.name, token, p::protocol_version, "plyroom 0.1.0", std::move(rooms)};
    done(p::server_message{id, std::nullopt, std::move(w)}, who);
}

namespace {

// What is wrong with the seats a creator gives the AI (none given: every other seat), if anything.
std::optional<std::string> ai_seats_problem(const std::vector<int>& ai_seats,
                                            std::optional<int> creator_seat, int seat_count) {
    for (int seat : ai_seats) {
        if (seat >= seat_count)
            return "this game has seats 0 to " + std::to_string(seat_count - 1) +
                   "; the AI cannot take seat " + std::to_string(seat);
        if (creator_seat && seat == *creator_seat)
            return "seat " + std::to_string(seat) + " is yours; the AI takes other seats";
    }
    if (!creator_seat && static_cast<int>(ai_seats.size()) >= seat_count)
        return std::string("the AI would take every seat; leave one for you");
    return std::nullopt;
}

} // namespace

// Creates the match (refusing bad options), registers the room and seats the creator.
lobby::creation lobby::create_room(const p::create_room& message, const match::actor& creator,
                                   const json& id, const std::shared_ptr<match::connection>& from,
                                   room_created later) {
    auto refuse = [&](p::error_code code, std::string text) -> creation {
        metrics_.errors_sent.fetch_add(1, std::memory_order_relaxed);
        from->send(std::make_shared<const std::string>(
            p::serialize(p::make_error(code, std::move(text), id))));
        return {};
    };
    if (message.rated && !creator.account)
        return refuse(p::error_code::account_required,
                      "a rated game is for players with an account; register or log in first");
    if (message.rated && message.ai)
        return refuse(p::error_code::bad_request,
                      "a rated game is played between accounts; the computer takes no seat in it");
    std::optional<std::string> ai_level;
    if (message.ai) {
        if (!core::ai::parse_level(message.ai->level))
            return refuse(p::error_code::bad_request, "the AI level must be easy, normal or hard, "
                                                      "not \"" +
                                                          message.ai->level + "\"");
        if (services_.ai == nullptr)
            return refuse(p::error_code::unsupported,
                          "this server does not run AI opponents (--ai-threads 0)");
        ai_level = message.ai->level;
    }
    const auto read_clock = match::read_clock_option(message.options);
    if (const auto* problem = std::get_if<std::string>(&read_clock))
        return refuse(p::error_code::bad_request, *problem);
    const auto clock = std::get<std::optional<match::clock_setting>>(read_clock);
    core::creation created = core::create_match(message.game, message.options, random_u64());
    if (auto* refused = std::get_if<core::refusal>(&created))
        return refuse(p::from_refusal(refused->code), refused->message);
    std::shared_ptr<core::match> m = std::move(std::get<std::unique_ptr<core::match>>(created));
    if (message.rated && m->custom_start())
        return refuse(p::error_code::bad_request,
                      "a rated game starts from one of the game's own positions");
    if (waiting_rooms_of(creator.player_id) >= max_waiting_rooms_)
        return refuse(p::error_code::bad_request,
                      "you already have " + std::to_string(max_waiting_rooms_) +
                          " rooms waiting for players; start or cancel one first");
    // Rooms against the AI start at once and last; every state counts.
    if (rooms_of(creator.player_id).size() >= max_rooms_)
        return refuse(p::error_code::bad_request,
                      "you already hold a seat in " + std::to_string(max_rooms_) +
                          " unfinished games; finish, resign or abort one first");
    if (ai_level && services_.ai->busy())
        return refuse(p::error_code::busy, "the computer is busy, try again in a minute");
    if (message.seat && *message.seat >= m->seat_count())
        return refuse(p::error_code::bad_request,
                      "this game has seats 0 to " + std::to_string(m->seat_count() - 1));
    if (message.ai)
        if (auto problem = ai_seats_problem(message.ai->seats, message.seat, m->seat_count()))
            return refuse(p::error_code::bad_request, std::move(*problem));
    new_room fresh{message, creator, id, from, std::move(m), clock, std::move(ai_level)};
    if (!cluster_)
        return {open_room(std::move(fresh), std::nullopt)};
    // Among several nodes the code and the game id are reserved in the shared database: ahead
    // of need, or else now on the node's thread, never on this I/O thread.
    if (auto spare = cluster_->spare_room ? cluster_->spare_room() : std::nullopt)
        return {open_room(std::move(fresh), std::move(spare))};
    if (!cluster_->reserve_room_later)
        return refuse(p::error_code::internal,
                      "the server could not reserve a room code; nothing was created");
    cluster_->reserve_room_later([this, fresh = std::move(fresh), later = std::move(later)](
                                     std::optional<match::reserved_room> reserved) mutable {
        if (!reserved) {
            metrics_.errors_sent.fetch_add(1, std::memory_order_relaxed);
            fresh.from->send(std::make_shared<const std::string>(p::serialize(p::make_error(
                p::error_code::internal,
                "the server could not reserve a room code; nothing was created", fresh.id))));
            if (later)
                later(std::nullopt);
            return;
        }
        std::string code = open_room(std::move(fresh), std::move(reserved));
        if (later)
            later(std::move(code));
    });
    return {std::nullopt, true};
}

std::string lobby::open_room(new_room fresh, std::optional<match::reserved_room> reserved) {
    std::shared_ptr<match::room> room;
    std::string code;
    {
        std::lock_guard lock(rooms_mutex_);
        code = reserved ? reserved->code : unused_code();
        match::room_state initial =
            match::make_room(code, reserved ? reserved->game_id : next_game_id_.fetch_add(1),
                             fresh.message.is_public, std::move(fresh.game), fresh.clock, timing_);
        initial.requested_options = fresh.message.options;
        initial.rated = fresh.message.rated;
        room = std::make_shared<match::room>(ioc_, services_, std::move(initial), 0);
        rooms_[code] = room;
        creators_[code] = fresh.creator.player_id;
        maybe_waiting_.insert(code);
    }
    metrics_.rooms_open.fetch_add(1);
    metrics_.rooms_created.fetch_add(1);
    room->submit(
        match::command{
            fresh.creator, fresh.id,
            match::create{fresh.message.seat, fresh.creator.player_id, std::move(fresh.ai_level),
                          fresh.message.ai ? fresh.message.ai->seats : std::vector<int>{}}},
        fresh.from);
    return code;
}

std::shared_ptr<match::room> lobby::find(const std::string& code) const {
    std::lock_guard lock(rooms_mutex_);
    const auto it = rooms_.find(code);
    return it == rooms_.end() ? nullptr : it->second;
}

std::vector<p::room_view> lobby::waiting_rooms(const std::optional<std::string>& game) const {
    std::vector<p::room_view> out = own_waiting_rooms(game);
    // The other nodes' rooms, as they last told; a room moving between nodes is shown once.
    if (cluster_ && cluster_->remote_waiting_rooms) {
        std::set<std::string> here;
        for (const auto& view : out)
            here.insert(view.code);
        for (auto& view : cluster_->remote_waiting_rooms())
            if ((!game || view.game == *game) && here.insert(view.code).second)
                out.push_back(std::move(view));
        std::sort(out.begin(), out.end(),
                  [](const p::room_view& a, const p::room_view& b) { return a.code < b.code; });
    }
    return out;
}

std::vector<p::room_view> lobby::own_waiting_rooms(const std::optional<std::string>& game) const {
    std::vector<std::shared_ptr<match::room>> rooms;
    {
        std::lock_guard lock(rooms_mutex_);
        for (const auto& [code, room] : rooms_)
            rooms.push_back(room);
    }
    std::vector<p::room_view> out;
    for (const auto& room : rooms) {
        auto view = room->summary();
        // Listed only while a seated player is there to play: a room whose creation is not yet
        // stored has none, and one whose host went away would start a game against nobody.
        const bool has_player = std::any_of(view->seats.begin(), view->seats.end(),
                                            [](const auto& s) { return s.player && s.online; });
        if (view->is_public && view->status == "waiting" && has_player &&
            (!game || view->game == *game))
            out.push_back(*view);
    }
    std::sort(out.begin(), out.end(),
              [](const p::room_view& a, const p::room_view& b) { return a.code < b.code; });
    return out;
}

void lobby::note_seat(const std::string& player_id, const std::string& code) {
    std::lock_guard lock(seats_mutex_);
    seated_in_[player_id].insert(code);
}

std::vector<lobby::seated_room> lobby::seated_rooms(const std::string& player_id) const {
    std::vector<std::string> codes;
    {
        std::lock_guard lock(seats_mutex_);
        const auto it = seated_in_.find(player_id);
        if (it == seated_in_.end())
            return {};
        codes.assign(it->second.begin(), it->second.end());
    }
    std::vector<seated_room> out;
    std::vector<std::string> over; // rooms gone or ended: the player holds no seat there now
    for (const std::string& code : codes) {
        std::shared_ptr<match::room> room;
        {
            std::lock_guard lock(rooms_mutex_);
            if (const auto it = rooms_.find(code); it != rooms_.end())
                room = it->second;
        }
        auto view = room ? room->summary() : nullptr;
        if (!view || view->status == "finished") {
            over.push_back(code);
            continue;
        }
        if (std::any_of(view->seats.begin(), view->seats.end(),
                        [&](const auto& seat) { return seat.player == player_id; }))
            out.push_back(seated_room{std::move(view), std::move(room)});
    }
    if (!over.empty()) {
        std::lock_guard lock(seats_mutex_);
        if (const auto it = seated_in_.find(player_id); it != seated_in_.end()) {
            for (const std::string& code : over)
                it->second.erase(code);
            if (it->second.empty())
                seated_in_.erase(it);
        }
    }
    std::sort(out.begin(), out.end(), [](const seated_room& a, const seated_room& b) {
        return a.view->code < b.view->code;
    });
    return out;
}

std::vector<std::string> lobby::rooms_of(const std::string& player_id) const {
    std::vector<std::string> out;
    for (const seated_room& seated : seated_rooms(player_id))
        out.push_back(seated.view->code);
    return out;
}

std::vector<p::my_room> lobby::my_rooms(const std::string& player_id) const {
    std::vector<seated_room> seated = seated_rooms(player_id);
    if (seated.size() > max_my_rooms)
        seated.resize(max_my_rooms);
    std::vector<p::my_room> out;
    for (const seated_room& each : seated)
        out.push_back(p::my_room{*each.view, each.room->to_move()});
    return out;
}

// Rooms still waiting where the player holds a seat or is the creator. Rooms seen past
// waiting are dropped from maybe_waiting_, so this costs the rooms waiting, not all rooms.
std::size_t lobby::waiting_rooms_of(const std::string& player_id) const {
    struct candidate {
        std::string code;
        std::shared_ptr<match::room> room;
        bool created = false; // by this player
    };
    std::vector<candidate> rooms;
    {
        std::lock_guard lock(rooms_mutex_);
        for (const std::string& code : maybe_waiting_) {
            const auto room = rooms_.find(code);
            if (room == rooms_.end())
                continue;
            const auto creator = creators_.find(code);
            rooms.push_back(
                {code, room->second, creator != creators_.end() && creator->second == player_id});
        }
    }
    std::size_t count = 0;
    std::vector<const candidate*> started;
    for (const candidate& c : rooms) {
        auto view = c.room->summary();
        if (view->status != "waiting") {
            started.push_back(&c);
            continue;
        }
        if (c.created || std::any_of(view->seats.begin(), view->seats.end(),
                                     [&](const auto& seat) { return seat.player == player_id; }))
            ++count;
    }
    std::lock_guard lock(rooms_mutex_);
    for (const candidate* c : started)
        if (const auto room = rooms_.find(c->code); room == rooms_.end() || room->second == c->room)
            maybe_waiting_.erase(c->code);
    return count;
}

std::size_t lobby::room_count() const {
    std::lock_guard lock(rooms_mutex_);
    return rooms_.size();
}

void lobby::clear_rooms() {
    std::lock_guard lock(rooms_mutex_);
    rooms_.clear();
    creators_.clear();
    maybe_waiting_.clear();
}

// Drops a finished room nobody is attached to.
// Only this very room: its code may already belong to a newer one.
void lobby::forget(const match::room& room) {
    std::lock_guard lock(rooms_mutex_);
    const auto it = rooms_.find(room.code());
    if (it == rooms_.end() || it->second.get() != &room)
        return;
    rooms_.erase(it);
    creators_.erase(room.code());
    maybe_waiting_.erase(room.code());
    metrics_.rooms_open.fetch_sub(1);
    if (cluster_ && cluster_->forgotten)
        cluster_->forgotten(room.game_id(), room.code());
}

// A code no open room uses.
std::string lobby::unused_code() const {
    for (;;) {
        std::string code = new_room_code();
        if (rooms_.count(code) == 0 && reserved_codes_.count(code) == 0)
            return code;
    }
}

match::reserved_room lobby::reserve_room() {
    if (cluster_)
        if (auto reserved = cluster_->reserve_room()) {
            std::lock_guard lock(rooms_mutex_);
            reserved_codes_.insert(reserved->code);
            return std::move(*reserved);
        }
    std::lock_guard lock(rooms_mutex_);
    std::string code = unused_code();
    reserved_codes_.insert(code);
    return match::reserved_room{std::move(code), next_game_id_.fetch_add(1)};
}

// Creates the rematch's room under its reserved code, seats everyone and starts the game; the
// players still connected to the old room become its members at once.
void lobby::open_rematch(match::rematch_plan plan,
                         std::vector<std::shared_ptr<match::connection>> players) {
    core::creation created = core::create_match(plan.game, plan.requested_options, random_u64());
    if (auto* refused = std::get_if<core::refusal>(&created)) {
        spdlog::error("rematch {}: the options no longer make a game: {}", plan.room.code,
                      refused->message);
        std::lock_guard lock(rooms_mutex_);
        reserved_codes_.erase(plan.room.code);
        return;
    }
    match::room_state initial = match::make_room(
        plan.room.code, plan.room.game_id, plan.is_public,
        std::move(std::get<std::unique_ptr<core::match>>(created)), plan.clock, timing_);
    initial.requested_options = plan.requested_options;
    initial.rematch_of = plan.seating.rematch_of;
    initial.rated = plan.rated;
    auto room = std::make_shared<match::room>(ioc_, services_, std::move(initial), 0);
    {
        std::lock_guard lock(rooms_mutex_);
        reserved_codes_.erase(plan.room.code);
        rooms_[plan.room.code] = room;
        maybe_waiting_.insert(plan.room.code);
    }
    metrics_.rooms_open.fetch_add(1);
    metrics_.rooms_created.fetch_add(1);
    for (const auto& player : players)
        player->entered_room(plan.room.code);
    room->submit_with(match::command{match::actor{}, nullptr, std::move(plan.seating)},
                      std::move(players));
    room->wake();
}

} // namespace plyroom::server::lobby
