#include "event_log.hpp"

namespace plyroom::server::match {

std::shared_ptr<const std::string> event_log::add(const protocol::server_body& event) {
    const std::int64_t v = ++v_;
    auto bytes = std::make_shared<const std::string>(protocol::serialize(nullptr, v, event));
    kept_.emplace_back(v, bytes);
    while (kept_.size() > limit_)
        kept_.pop_front();
    return bytes;
}

std::optional<std::vector<std::shared_ptr<const std::string>>>
event_log::since(std::int64_t since) const {
    if (since > v_)
        return std::nullopt;
    const std::int64_t oldest = kept_.empty() ? v_ + 1 : kept_.front().first;
    if (since + 1 < oldest)
        return std::nullopt;
    std::vector<std::shared_ptr<const std::string>> missed;
    for (const auto& [v, bytes] : kept_)
        if (v > since)
            missed.push_back(bytes);
    return missed;
}

} // namespace plyroom::server::match
