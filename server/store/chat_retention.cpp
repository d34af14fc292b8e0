#include "chat_retention.hpp"

namespace plyroom::server::store {

error chat_sweeper::prepare(database& db, std::int64_t batch) {
    batch_ = batch;
    error failed;
    // Walks the finished games by the time they finished (games_finished_at) and each one's
    // chat by its game (chat_by_game); RETURNING counts what went.
    delete_old_ = db.prepare("DELETE FROM chat WHERE id IN (SELECT c.id FROM games g "
                             "JOIN chat c ON c.game_id = g.id WHERE g.status = 'finished' "
                             "AND g.finished_at >= ?1 AND g.finished_at < ?2 LIMIT ?3) "
                             "RETURNING id",
                             failed);
    return failed;
}

std::optional<std::int64_t> chat_sweeper::sweep(std::int64_t cutoff, error& failure) {
    delete_old_.bind(1, swept_before_).bind(2, cutoff).bind(3, batch_);
    std::int64_t deleted = 0;
    while (delete_old_.step())
        ++deleted;
    failure = delete_old_.failure();
    delete_old_.reset();
    if (failure)
        return std::nullopt;
    if (deleted < batch_)
        swept_before_ = cutoff;
    return deleted;
}

} // namespace plyroom::server::store
