#include "session/awaited_answer.hpp"

#include <poll.h>

namespace plyroom::client {

std::optional<nlohmann::json> answer_to(ws_connection& connection, int id,
                                        std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < deadline) {
        while (auto frame = connection.receive()) {
            nlohmann::json message = nlohmann::json::parse(*frame, nullptr, false);
            if (message.is_object() && message.value("id", nlohmann::json()) == id)
                return message;
        }
        if (connection.closed())
            return std::nullopt;
        pollfd wake{connection.wake_fd(), POLLIN, 0};
        ::poll(&wake, 1, 200);
    }
    return std::nullopt;
}

} // namespace plyroom::client
