// The one reading of wall-clock time the server stores and stamps events with.
#pragma once

#include <chrono>
#include <cstdint>

namespace plyroom::server {

// Unix time in milliseconds (store::millis).
inline std::int64_t now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

} // namespace plyroom::server
