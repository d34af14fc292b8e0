#include "node.hpp"

#include "lobby/secrets.hpp"
#include "random.hpp"

#include <algorithm>
#include <set>

#include <spdlog/spdlog.h>

namespace plyroom::server::cluster {

node::node(std::string node_id, std::string db, server::metrics& metrics, node_timing timing)
    : id_(std::move(node_id)), db_(std::move(db)), metrics_(metrics), timing_(timing),
      lookups_(db_) {}

node::~node() {
    hand_over();
}

store::error node::start() {
    if (store::error failed = leases_.open(db_))
        return failed;
    if (store::error failed = reader_.open(db_))
        return failed;
    if (store::error failed = lookups_.start())
        return failed;
    const auto registered = leases_.register_node(id_, timing_.lease_ttl);
    if (const auto* refused = std::get_if<std::string>(&registered))
        return *refused;
    started_ = true;
    spdlog::info("cluster: node {} started (incarnation {})", id_,
                 std::get<std::int64_t>(registered));
    refill();
    return std::nullopt;
}

std::vector<store::stored_game> node::take_at_start(std::vector<store::stored_game> games) {
    std::vector<store::stored_game> taken;
    std::lock_guard lock(store_mutex_);
    for (auto& game : games) {
        store::error failed;
        const auto got = leases_.take(game.id, game.code, id_, timing_.lease_ttl, failed);
        if (failed)
            spdlog::error("cluster: cannot take game {}: {}", game.id, *failed);
        if (!got)
            continue;
        {
            std::lock_guard held(held_mutex_);
            held_[game.id] = *got;
        }
        taken.push_back(std::move(game));
    }
    metrics_.cluster_owned_rooms.store(static_cast<std::int64_t>(taken.size()));
    return taken;
}

lobby::cluster_hooks node::hooks() {
    lobby::cluster_hooks hooks;
    hooks.reserve_room = [this] { return reserve(); };
    hooks.spare_room = [this] { return take_spare(); };
    hooks.reserve_room_later =
        [this](std::function<void(std::optional<match::reserved_room>)> done) {
            post([this, done = std::move(done)] { done(reserve()); });
        };
    hooks.next_offer_id = [this] { return next_offer_id(); };
    hooks.fence = [this](std::int64_t game_id) { return fence(game_id); };
    hooks.forgotten = [this](std::int64_t game_id, const std::string&) {
        post([this, game_id] {
            std::optional<lease> gone;
            {
                std::lock_guard lock(held_mutex_);
                if (auto it = held_.find(game_id); it != held_.end()) {
                    gone = it->second;
                    held_.erase(it);
                    metrics_.cluster_owned_rooms.fetch_sub(1);
                }
            }
            if (!gone)
                return;
            std::lock_guard lock(store_mutex_);
            if (store::error failed = leases_.forget(game_id, id_, gone->fencing))
                spdlog::warn("cluster: cannot free the code {}: {}", gone->code, *failed);
        });
    };
    hooks.resume = [this](const std::string& token_hash, std::optional<lobby::player> known,
                          lobby::cluster_hooks::resumed done) {
        resume(token_hash, std::move(known), std::move(done));
    };
    return hooks;
}

std::optional<match::reserved_room> node::take_spare() {
    std::optional<match::reserved_room> out;
    bool ask = false;
    {
        std::lock_guard lock(held_mutex_);
        if (!spare_.empty()) {
            lease l = std::move(spare_.front());
            spare_.pop_front();
            out = match::reserved_room{l.code, l.game_id};
            held_[l.game_id] = std::move(l);
            metrics_.cluster_owned_rooms.fetch_add(1);
        }
        // Asked at half, so that a burst of creations finds codes at hand.
        if (spare_.size() <= timing_.spare_codes / 2 && !refill_asked_)
            ask = refill_asked_ = true;
    }
    if (ask)
        post([this] { refill(); });
    return out;
}

// A fresh code, tried again on the rare clash with a room of any node.
std::optional<match::reserved_room> node::reserve() {
    if (auto spare = take_spare())
        return spare;
    std::lock_guard lock(store_mutex_);
    for (int attempt = 0; attempt < 8; ++attempt) {
        const std::string code = lobby::new_room_code();
        store::error failed;
        const auto got = leases_.reserve_room(code, id_, timing_.lease_ttl, failed);
        if (failed) {
            spdlog::error("cluster: cannot reserve a room code: {}", *failed);
            return std::nullopt;
        }
        if (!got)
            continue;
        std::lock_guard held(held_mutex_);
        held_[got->game_id] = *got;
        metrics_.cluster_owned_rooms.fetch_add(1);
        return match::reserved_room{code, got->game_id};
    }
    return std::nullopt;
}

void node::refill() {
    std::size_t want = 0;
    {
        std::lock_guard lock(held_mutex_);
        refill_asked_ = false;
        want = timing_.spare_codes - std::min(spare_.size(), timing_.spare_codes);
    }
    std::vector<lease> got;
    {
        std::lock_guard lock(store_mutex_);
        // A clash with a room of any node is rare: a few more tries than codes wanted.
        for (std::size_t attempt = 0; got.size() < want && attempt < 2 * want; ++attempt) {
            store::error failed;
            auto reserved =
                leases_.reserve_room(lobby::new_room_code(), id_, timing_.lease_ttl, failed);
            if (failed) {
                spdlog::error("cluster: cannot reserve room codes ahead: {}", *failed);
                break;
            }
            if (reserved)
                got.push_back(std::move(*reserved));
        }
    }
    std::lock_guard lock(held_mutex_);
    spare_.insert(spare_.end(), got.begin(), got.end());
}

// A room this node no longer holds gets fencing number 0, which no lease has: refused.
store::row node::fence(std::int64_t game_id) {
    std::lock_guard lock(held_mutex_);
    const auto it = held_.find(game_id);
    return store::fence_row{game_id, id_, it == held_.end() ? 0 : it->second.fencing};
}

std::int64_t node::next_offer_id() {
    {
        std::lock_guard lock(held_mutex_);
        if (next_offer_ < offer_block_end_)
            return next_offer_++;
    }
    std::lock_guard lock(store_mutex_);
    store::error failed;
    const auto block = leases_.offer_id_block(failed);
    std::lock_guard held(held_mutex_);
    if (!block) {
        // The offer's commit will fail with the database; an id far from any block is safe.
        spdlog::error("cluster: cannot take offer ids: {}", failed.value_or("no reply"));
        return -static_cast<std::int64_t>(random_u64() >> 2);
    }
    next_offer_ = *block + 1;
    offer_block_end_ = *block + 1000;
    return *block;
}

void node::find_owner(const std::string& code, owner_lookups::found_handler found) {
    lookups_.find(code, std::move(found));
}

void node::resume(const std::string& token_hash, std::optional<lobby::player> known,
                  lobby::cluster_hooks::resumed done) {
    post([this, token_hash, known = std::move(known), done = std::move(done)]() mutable {
        std::lock_guard lock(store_mutex_);
        store::error failed;
        if (!known)
            if (auto found = leases_.player(token_hash, failed))
                known = lobby::player{found->first, found->second};
        std::vector<std::string> rooms;
        if (known && !failed)
            rooms = leases_.rooms_of(known->id, failed);
        if (failed)
            spdlog::warn("cluster: cannot look a returning player up: {}", *failed);
        done(failed ? std::nullopt : known, std::move(rooms), failed);
    });
}

bool node::owns(const std::string& code) const {
    std::lock_guard lock(held_mutex_);
    return std::any_of(held_.begin(), held_.end(),
                       [&](const auto& entry) { return entry.second.code == code; });
}

void node::run(lobby::lobby& lobby) {
    lobby_ = &lobby;
    thread_ = std::thread([this] { loop(); });
}

void node::post(std::function<void()> task) {
    std::lock_guard lock(tasks_mutex_);
    tasks_.push_back(std::move(task));
    wake_.notify_one();
}

void node::scan_soon() {
    std::lock_guard lock(tasks_mutex_);
    scan_requested_ = true;
    wake_.notify_one();
}

void node::loop() {
    auto next_renew = std::chrono::steady_clock::now() + timing_.renew_every;
    auto next_scan = std::chrono::steady_clock::now() + timing_.scan_every;
    for (;;) {
        std::deque<std::function<void()>> tasks;
        bool scan_now = false;
        {
            std::unique_lock lock(tasks_mutex_);
            wake_.wait_until(lock, std::min(next_renew, next_scan),
                             [this] { return stopping_ || !tasks_.empty() || scan_requested_; });
            if (stopping_)
                return;
            tasks.swap(tasks_);
            scan_now = scan_requested_;
            scan_requested_ = false;
        }
        for (auto& task : tasks)
            task();
        const auto now = std::chrono::steady_clock::now();
        if (now >= next_renew) {
            renew();
            next_renew = now + timing_.renew_every;
        }
        if (scan_now || now >= next_scan) {
            scan();
            next_scan = std::chrono::steady_clock::now() + timing_.scan_every;
        }
    }
}

// Renews the heartbeat and every lease; a room whose lease another node took is dropped here,
// as is a code reserved ahead whose lease ran out (a long pause).
void node::renew() {
    std::vector<std::string> lost;
    {
        // Compared with what is held under the same lock as the reservations, so that a room
        // reserved meanwhile is not taken for lost.
        std::lock_guard lock(store_mutex_);
        if (store::error heartbeat = leases_.renew_node(id_, timing_.lease_ttl))
            spdlog::warn("cluster: cannot renew the heartbeat of {}: {}", id_, *heartbeat);
        store::error failed;
        const std::vector<lease> still = leases_.renew_all(id_, timing_.lease_ttl, failed);
        if (failed) {
            spdlog::warn("cluster: cannot renew the leases of {}: {}", id_, *failed);
            return;
        }
        std::set<std::pair<std::int64_t, std::int64_t>> kept;
        for (const lease& l : still)
            kept.emplace(l.game_id, l.fencing);
        std::lock_guard held(held_mutex_);
        for (auto it = held_.begin(); it != held_.end();) {
            if (kept.contains({it->first, it->second.fencing})) {
                ++it;
                continue;
            }
            lost.push_back(it->second.code);
            it = held_.erase(it);
        }
        std::erase_if(spare_, [&](const lease& l) {
            return !kept.contains({l.game_id, l.fencing});
        });
        metrics_.cluster_owned_rooms.store(static_cast<std::int64_t>(held_.size()));
    }
    for (const std::string& code : lost) {
        spdlog::warn("cluster: node {} lost the lease of room {} to another node", id_, code);
        const auto room = lobby_->find(code);
        lobby_->drop(code);
        if (room && on_lost_)
            on_lost_(room);
    }
}

// Takes the rooms no live lease holds, and rebuilds them from the database; frees the leases
// nobody will take (finished rooms of a dead node: their open rematch offers lapse).
void node::scan() {
    std::vector<lease> taken;
    {
        std::lock_guard lock(store_mutex_);
        store::error failed;
        const std::int64_t lapsed = leases_.free_expired(failed);
        if (failed)
            spdlog::warn("cluster: cannot free the leases run out: {}", *failed);
        else if (lapsed > 0)
            spdlog::info("cluster: {} rematch offers of finished rooms of stopped nodes lapsed",
                         lapsed);
        const auto orphans = leases_.orphaned(100, failed);
        if (failed) {
            spdlog::warn("cluster: cannot look for rooms to take over: {}", *failed);
            return;
        }
        for (const lease& orphan : orphans)
            if (auto got =
                    leases_.take(orphan.game_id, orphan.code, id_, timing_.lease_ttl, failed))
                taken.push_back(*got);
    }
    if (taken.empty())
        return;
    store::error failed;
    auto games = reader_.unfinished_games(failed);
    if (failed) {
        // Held but not rebuilt: released again for a node that can read them.
        spdlog::error("cluster: cannot read the rooms taken over: {}", *failed);
        std::lock_guard lock(store_mutex_);
        for (const lease& l : taken)
            leases_.release(l.game_id, id_, l.fencing);
        return;
    }
    std::set<std::int64_t> ids;
    for (const lease& l : taken)
        ids.insert(l.game_id);
    std::erase_if(games, [&](const store::stored_game& g) { return !ids.contains(g.id); });
    {
        std::lock_guard lock(held_mutex_);
        for (const lease& l : taken)
            held_[l.game_id] = l;
    }
    for (const auto& problem : lobby_->adopt(games))
        spdlog::error("cluster: take-over: {}", problem);
    // Counted once the rooms are playing here.
    {
        std::lock_guard lock(held_mutex_);
        metrics_.cluster_owned_rooms.store(static_cast<std::int64_t>(held_.size()));
    }
    metrics_.cluster_lease_takeovers.fetch_add(taken.size());
    std::vector<std::string> codes;
    for (const auto& game : games)
        codes.push_back(game.code);
    spdlog::info("cluster: node {} took over {} rooms", id_, codes.size());
    if (on_taken_)
        on_taken_(codes);
}

void node::hand_over() {
    {
        std::lock_guard lock(tasks_mutex_);
        if (handed_over_)
            return;
        handed_over_ = true;
        stopping_ = true;
        wake_.notify_one();
    }
    if (thread_.joinable())
        thread_.join();
    lookups_.stop();
    if (!started_)
        return;
    std::map<std::int64_t, lease> held;
    std::deque<lease> spare;
    {
        std::lock_guard lock(held_mutex_);
        held.swap(held_);
        spare.swap(spare_);
        metrics_.cluster_owned_rooms.store(0);
    }
    std::lock_guard lock(store_mutex_);
    for (const auto& [game_id, l] : held)
        leases_.release(game_id, id_, l.fencing);
    // No room was made with these: their codes are free again.
    for (const lease& l : spare)
        leases_.forget(l.game_id, id_, l.fencing);
    leases_.drop_node(id_);
    spdlog::info("cluster: node {} handed over {} rooms", id_, held.size());
}

} // namespace plyroom::server::cluster
