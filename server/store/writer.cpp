#include "writer.hpp"

#include "rating_writer.hpp"
#include "thread_priority.hpp"

#include <algorithm>
#include <numeric>
#include <optional>
#include <utility>

#include <nlohmann/json.hpp>
#include <spdlog/spdlog.h>

namespace plyroom::server::store {

namespace {

// Lines of chat a room keeps (protocol/README.md, Limits): a room full of talkers cannot fill
// the disk.
constexpr std::size_t chat_lines_kept = 500;

// Whom a game's RESULT counts as its winner for the players' wins, draws and losses: the
// winning seat, or nullopt for a draw; nothing at all for an aborted game (or a RESULT of
// another shape), which counts for nobody.
std::optional<std::optional<std::int64_t>> counted_winner(const std::string& result) {
    const nlohmann::json parsed = nlohmann::json::parse(result, nullptr, false);
    if (!parsed.is_object())
        return std::nullopt;
    const auto outcome = parsed.find("outcome");
    const auto winner = parsed.find("winner");
    if (outcome == parsed.end() || winner == parsed.end())
        return std::nullopt;
    if (*outcome == "draw")
        return std::optional<std::int64_t>();
    if (*outcome == "win" && winner->is_number_integer())
        return std::optional<std::int64_t>(winner->get<std::int64_t>());
    return std::nullopt;
}

} // namespace

// Every write statement, prepared once on the writer's connection.
struct writer::statements {
    statement player, player_name, game, seat, game_started, game_finished, record, taken_back,
        open_rematches_lapsed, chat, chat_trim;
    // Each seat's win, draw or loss, added to its player's counts in the commit of the game's end.
    statement results;
    // Transaction control, prepared once too: a group commit runs a savepoint per submission.
    statement begin, commit, rollback, savepoint, release, rollback_to;
    // A write that changes nothing (the schema version set to what it is) but must reach the
    // disk: what a probe (an empty submission) writes to learn whether writes work again.
    statement canary;
    // The ratings a rated game's end changes (game_rated_row).
    rating_writer ratings;
    // The lease check of several nodes (fence_row): a no-op update that takes the lease row's
    // lock until the commit, so a take-over waits for this commit and the old owner's next one
    // finds the new fencing number. Prepared on PostgreSQL only (SQLite runs alone).
    statement fence;

    // Prepares them all; the first error if any.
    error prepare(database& db) {
        error failed;
        player = db.prepare("INSERT INTO players(id, name, token_hash, created_at) "
                            "VALUES(?1, ?2, ?3, ?4)",
                            failed);
        player_name = db.prepare("UPDATE players SET name = ?2 WHERE id = ?1", failed);
        game = db.prepare("INSERT INTO games(id, code, game, options, seat_count, public, status, "
                          "created_by, created_at, requested_options, rematch_of, rated) "
                          "VALUES(?1, ?2, ?3, ?4, ?5, ?6, 'waiting', ?7, ?8, ?9, ?10, ?11)",
                          failed);
        seat = db.prepare("INSERT INTO seats(game_id, seat, player_id, joined_at) "
                          "VALUES(?1, ?2, ?3, ?4)",
                          failed);
        game_started = db.prepare(
            "UPDATE games SET status = 'playing', started_at = ?2 WHERE id = ?1", failed);
        game_finished = db.prepare("UPDATE games SET status = 'finished', result = ?2, "
                                   "finished_at = ?3 WHERE id = ?1",
                                   failed);
        // Counted only while the game is not yet marked finished: a game's end submitted again
        // (a restart, a take-over) counts nothing twice. A player in several seats (the
        // computer) counts the game once: won if any of them won, lost if all of them lost.
        results = db.prepare(
            "INSERT INTO player_results(player_id, game, games, wins, draws, losses) "
            "SELECT s.player_id, g.game, 1, max(CASE WHEN s.seat = ?2 THEN 1 ELSE 0 END), "
            "max(CASE WHEN ?2 IS NULL THEN 1 ELSE 0 END), "
            "min(CASE WHEN s.seat <> ?2 THEN 1 ELSE 0 END) "
            "FROM seats s JOIN games g ON g.id = s.game_id "
            "WHERE s.game_id = ?1 AND g.status <> 'finished' GROUP BY s.player_id, g.game "
            "ON CONFLICT(player_id, game) DO UPDATE SET games = player_results.games + 1, "
            "wins = player_results.wins + excluded.wins, "
            "draws = player_results.draws + excluded.draws, "
            "losses = player_results.losses + excluded.losses",
            failed);
        record = db.prepare("INSERT INTO record(game_id, seq, kind, seat, ply, body, created_at, "
                            "clock, taken_back_at) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                            failed);
        taken_back = db.prepare(
            "UPDATE record SET taken_back_at = ?3 WHERE game_id = ?1 AND seq = ?2", failed);
        // The latest rematch entry of a game says whether its offer is open.
        open_rematches_lapsed = db.prepare(
            "INSERT INTO record(game_id, seq, kind, seat, ply, body, created_at) "
            "SELECT r.game_id, (SELECT MAX(seq) + 1 FROM record WHERE game_id = r.game_id), "
            "'rematch', NULL, r.ply, '{\"status\":\"lapsed\"}', ?1 FROM record r "
            "WHERE r.kind = 'rematch' AND " +
                db.json_text_sql("r.body", "status") +
                " = 'open' "
                "AND r.seq = (SELECT MAX(seq) FROM record WHERE game_id = r.game_id "
                "AND kind = 'rematch')",
            failed);
        chat = db.prepare("INSERT INTO chat(game_id, player_id, seat, text, created_at) "
                          "VALUES(?1, ?2, ?3, ?4, ?5)",
                          failed);
        // A room keeps its latest chat_lines_kept lines: what is older goes as a line comes.
        chat_trim = db.prepare("DELETE FROM chat WHERE game_id = ?1 AND id <= (SELECT id FROM "
                               "chat WHERE game_id = ?1 ORDER BY id DESC LIMIT 1 OFFSET " +
                                   std::to_string(chat_lines_kept) + ")",
                               failed);
        begin = db.prepare(db.begin_write_sql(), failed);
        commit = db.prepare("COMMIT", failed);
        rollback = db.prepare("ROLLBACK", failed);
        savepoint = db.prepare("SAVEPOINT job", failed);
        release = db.prepare("RELEASE job", failed);
        rollback_to = db.prepare("ROLLBACK TO job", failed);
        canary = db.prepare(db.set_user_version_sql(db.user_version()), failed);
        if (!failed)
            failed = ratings.prepare(db);
        if (db.kind() == backend::postgresql && !failed)
            fence = db.prepare("UPDATE room_leases SET fencing = fencing WHERE game_id = ?1 AND "
                               "owner_node = ?2 AND fencing = ?3 RETURNING fencing",
                               failed);
        return failed;
    }

    error write(const player_row& r) {
        return player.bind(1, r.id).bind(2, r.name).bind(3, r.token_hash).bind(4, r.at).run();
    }
    error write(const player_name_row& r) {
        return player_name.bind(1, r.id).bind(2, r.name).run();
    }
    error write(const game_row& r) {
        return game.bind(1, r.id)
            .bind(2, r.code)
            .bind(3, r.game)
            .bind(4, r.options)
            .bind(5, std::int64_t{r.seat_count})
            .bind(6, std::int64_t{r.is_public ? 1 : 0})
            .bind(7, r.created_by)
            .bind(8, r.at)
            .bind(9, std::string_view(r.requested_options))
            .bind(10, r.rematch_of)
            .bind(11, std::int64_t{r.rated ? 1 : 0})
            .run();
    }
    error write(const seat_row& r) {
        return seat.bind(1, r.game_id)
            .bind(2, std::int64_t{r.seat})
            .bind(3, r.player_id)
            .bind(4, r.at)
            .run();
    }
    error write(const game_started_row& r) {
        return game_started.bind(1, r.game_id).bind(2, r.at).run();
    }
    error write(const game_finished_row& r) {
        if (const auto winner = counted_winner(r.result))
            if (error failed = results.bind(1, r.game_id).bind(2, *winner).run())
                return failed;
        return game_finished.bind(1, r.game_id).bind(2, r.result).bind(3, r.at).run();
    }
    error write(const game_rated_row& r) { return ratings.write(r); }
    error write(const record_row& r) {
        const core::record_entry& e = r.entry;
        return record.bind(1, r.game_id)
            .bind(2, e.seq)
            .bind(3, e.kind)
            .bind(4, e.seat ? std::optional<std::int64_t>(*e.seat) : std::nullopt)
            .bind(5, std::int64_t{e.ply})
            .bind(6, e.body.dump())
            .bind(7, e.at)
            .bind_text_or_null(8, e.clock.is_null() ? std::nullopt
                                                    : std::optional<std::string>(e.clock.dump()))
            .bind(9, e.taken_back_at)
            .run();
    }
    error write(const taken_back_row& r) {
        for (const std::int64_t seq : r.seqs)
            if (error failed = taken_back.bind(1, r.game_id).bind(2, seq).bind(3, r.at).run())
                return failed;
        return std::nullopt;
    }
    error write(const open_rematches_lapsed_row& r) {
        return open_rematches_lapsed.bind(1, r.at).run();
    }
    error write(const fence_row& r) {
        if (!fence)
            return std::string("a room lease is checked on PostgreSQL only");
        fence.bind(1, r.game_id).bind(2, r.node).bind(3, r.fencing);
        const bool held = fence.step();
        error failed = fence.failure();
        fence.reset();
        if (failed)
            return failed;
        if (!held)
            return "game " + std::to_string(r.game_id) + ": node " + r.node +
                   " no longer holds its lease with fencing number " + std::to_string(r.fencing) +
                   "; nothing of it is stored";
        return std::nullopt;
    }
    error write(const chat_row& r) {
        if (auto failed = chat.bind(1, r.game_id)
                              .bind(2, r.player_id)
                              .bind(3, r.seat ? std::optional<std::int64_t>(*r.seat) : std::nullopt)
                              .bind(4, r.text)
                              .bind(5, r.at)
                              .run())
            return failed;
        return chat_trim.bind(1, r.game_id).run();
    }
};

writer::writer() = default;

writer::~writer() {
    stop();
}

// Opens the connection, prepares the statements and starts the thread.
error writer::start(const std::string& path, bool synchronous_full, commit_observer observer,
                    std::optional<chat_retention> retention) {
    if (error failed = db_.open(path, false, synchronous_full))
        return failed;
    statements_ = std::make_unique<statements>();
    if (error failed = statements_->prepare(db_))
        return failed;
    if (retention)
        if (error failed = chat_sweeper_.prepare(db_, retention->batch))
            return failed;
    observer_ = std::move(observer);
    retention_ = std::move(retention);
    running_ = true;
    thread_ = std::thread([this] { run(); });
    return std::nullopt;
}

// Queues a submission for the next group commit.
void writer::submit(rows batch, done_handler done) {
    {
        std::lock_guard lock(mutex_);
        if (running_ && !stopping_) {
            if (queue_.empty())
                queued_since_ = std::chrono::steady_clock::now();
            queue_.push_back(job{std::move(batch), std::move(done)});
            ready_.notify_one();
            return;
        }
    }
    if (done)
        done(false);
}

// Drains the queue and joins the thread.
void writer::stop() {
    {
        std::lock_guard lock(mutex_);
        if (!running_)
            return;
        stopping_ = true;
        ready_.notify_one();
    }
    if (thread_.joinable())
        thread_.join();
    std::lock_guard lock(mutex_);
    running_ = false;
}

// Waits for work and commits everything queued as one transaction, until stopped. A sweep of
// old chat that falls due runs between two commits.
void writer::run() {
    request_short_time_slice();
    std::vector<job> jobs;
    auto next_sweep = std::chrono::steady_clock::now();
    const auto has_work = [this] { return stopping_ || !queue_.empty(); };
    for (;;) {
        {
            std::unique_lock lock(mutex_);
            if (retention_)
                ready_.wait_until(lock, next_sweep, has_work);
            else
                ready_.wait(lock, has_work);
            if (queue_.empty() && stopping_)
                return;
        }
        if (retention_ && std::chrono::steady_clock::now() >= next_sweep)
            next_sweep = sweep_chat();
        {
            std::lock_guard lock(mutex_);
            if (queue_.empty())
                continue;
            jobs.swap(queue_);
            committing_since_ = queued_since_;
            queued_since_.reset();
        }
        commit(jobs);
        jobs.clear();
        std::lock_guard lock(mutex_);
        committing_since_.reset();
    }
}

std::chrono::steady_clock::time_point writer::sweep_chat() {
    error failed;
    const auto deleted = chat_sweeper_.sweep(retention_->now() - retention_->keep_ms, failed);
    if (failed)
        if (const auto held_back = failure_log_.allow(std::chrono::steady_clock::now()))
            spdlog::error("store: deleting old chat failed: {} ({} failure lines held back)",
                          *failed, *held_back);
    const bool backlog = deleted && *deleted >= retention_->batch;
    return std::chrono::steady_clock::now() + (backlog ? retention_->catch_up : retention_->every);
}

writer_health writer::health(std::chrono::steady_clock::time_point now) const {
    std::lock_guard lock(mutex_);
    writer_health health;
    const auto& oldest = committing_since_ ? committing_since_ : queued_since_;
    if (oldest && now > *oldest)
        health.oldest_wait = now - *oldest;
    health.failing = failing_;
    return health;
}

void writer::probe() {
    {
        std::lock_guard lock(mutex_);
        if (probe_queued_ || !running_ || stopping_)
            return;
        probe_queued_ = true;
    }
    submit({}, [this](bool) {
        std::lock_guard lock(mutex_);
        probe_queued_ = false;
    });
}

// One transaction for many submissions. It is first tried whole; if a row fails, it is
// rolled back and run again with a savepoint per submission, so that one bad submission never
// costs the others. Rows fail only on a bug or a full disk, so the common case pays for no
// savepoints. A transaction that cannot begin or commit (the database locked by another
// process, the disk full) is not tried again: its submissions fail at once, so that players
// hear of it after one busy wait, not two.
void writer::commit(std::vector<job>& jobs) {
    const auto started = std::chrono::steady_clock::now();
    std::vector<char> ok(jobs.size(), 1);
    std::string reason;
    outcome result = write_all(jobs, ok, false, reason);
    if (result == outcome::row_failed)
        result = write_all(jobs, ok, true, reason);
    const bool committed = result == outcome::committed;
    std::size_t row_count = 0;
    std::size_t failed = 0;
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        row_count += jobs[i].batch.size();
        failed += committed && ok[i] != 0 ? 0 : 1;
    }
    const auto elapsed = std::chrono::steady_clock::now() - started;
    {
        std::lock_guard lock(mutex_);
        if (committed)
            failing_.reset();
        else
            failing_ = reason;
    }
    if (failed > 0)
        log_failure(failed, jobs.size(), reason);
    if (observer_)
        observer_(jobs.size(), row_count,
                  std::chrono::duration_cast<std::chrono::nanoseconds>(elapsed));
    for (std::size_t i = 0; i < jobs.size(); ++i)
        if (jobs[i].done)
            jobs[i].done(committed && ok[i] != 0);
}

// One line every few seconds at most, saying how many were held back meanwhile.
void writer::log_failure(std::size_t failed, std::size_t submissions, const std::string& reason) {
    const auto held_back = failure_log_.allow(std::chrono::steady_clock::now());
    if (!held_back)
        return;
    spdlog::error("store: {} of {} submissions in a commit failed: {} ({} failure lines held back)",
                  failed, submissions, reason, *held_back);
}

// The order to write a group in: submissions of no room first, as they came (a new player's
// row before the rooms that seat them), then the rooms' in the order of their game ids, each
// room's own in the order they came. Several nodes: each room's submission starts by locking
// its lease row (the fence), and the node's lease renewal locks the same rows in game id order;
// two transactions that take row locks in one order cannot deadlock.
std::vector<std::size_t> writer::lock_order(const std::vector<job>& jobs) {
    const auto fenced_game = [&](std::size_t i) -> std::optional<std::int64_t> {
        const rows& batch = jobs[i].batch;
        if (batch.empty())
            return std::nullopt;
        if (const auto* fence = std::get_if<fence_row>(&batch.front()))
            return fence->game_id;
        return std::nullopt;
    };
    std::vector<std::size_t> order(jobs.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return fenced_game(a) < fenced_game(b); // nullopt sorts first
    });
    return order;
}

// Writes every submission in one transaction. With `isolate`, each submission has its own
// savepoint and a failing one is rolled back alone (marked in `ok`); without, the first
// failure rolls everything back. `reason` gets SQLite's words for the first failure.
writer::outcome writer::write_all(const std::vector<job>& jobs, std::vector<char>& ok, bool isolate,
                                  std::string& reason) {
    statements& sql = *statements_;
    if (error failed = sql.begin.run()) {
        reason = "cannot begin a transaction: " + *failed;
        return outcome::transaction_failed;
    }
    for (const std::size_t i : lock_order(jobs)) {
        if (isolate)
            sql.savepoint.run();
        error failed = jobs[i].batch.empty() ? sql.canary.run() : std::nullopt;
        for (const row& r : jobs[i].batch) {
            failed = std::visit([this](const auto& typed) { return statements_->write(typed); }, r);
            if (failed)
                break;
        }
        if (failed)
            reason = *failed;
        // Waiting on a lock held elsewhere is no fault of the row: trying it again would
        // only wait again.
        if (failed && db_.last_failure_was_busy()) {
            sql.rollback.run();
            return outcome::transaction_failed;
        }
        if (failed && !isolate) {
            sql.rollback.run();
            return outcome::row_failed;
        }
        if (failed) {
            ok[i] = 0;
            sql.rollback_to.run();
        }
        if (isolate)
            sql.release.run();
    }
    error failed = sql.commit.run();
    if (!failed)
        return outcome::committed;
    reason = "cannot commit: " + *failed;
    sql.rollback.run();
    return outcome::transaction_failed;
}

} // namespace plyroom::server::store
