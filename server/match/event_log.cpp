#include "event_log.hpp"

namespace plyroom::server::match {

written_event event_log::add(const protocol::server_body& event) {
    const std::int64_t v = ++v_;
    written_event written{
        v, std::make_shared<const std::string>(protocol::serialize(nullptr, v, event)), nullptr};
    if (const auto older = protocol::as_of_version(event, 1))
        written.older =
            std::make_shared<const std::string>(protocol::serialize(nullptr, v, *older));
    kept_.push_back(written);
    while (kept_.size() > limit_)
        kept_.pop_front();
    return written;
}

std::optional<std::vector<written_event>> event_log::since(std::int64_t since) const {
    if (since > v_)
        return std::nullopt;
    const std::int64_t oldest = kept_.empty() ? v_ + 1 : kept_.front().v;
    if (since + 1 < oldest)
        return std::nullopt;
    std::vector<written_event> missed;
    for (const written_event& event : kept_)
        if (event.v > since)
            missed.push_back(event);
    return missed;
}

} // namespace plyroom::server::match
