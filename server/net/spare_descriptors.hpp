// A few descriptors held open for the moment the process runs out: released when accept
// fails with too many open files, so that the rest of the server (the database, logging,
// a pipe the sanitizers open) still finds descriptors while accepting is paused, and taken
// back before accepting resumes, so new connections never use up the last ones.
#pragma once

#include <array>

namespace plyroom::server::net {

class spare_descriptors {
public:
    static constexpr int count = 4;

    spare_descriptors();
    ~spare_descriptors();
    spare_descriptors(const spare_descriptors&) = delete;
    spare_descriptors& operator=(const spare_descriptors&) = delete;

    // Opens what is not held yet; true when all are held.
    bool take();
    // Closes every one held.
    void release();
    bool held() const;

private:
    std::array<int, count> fds_;
};

} // namespace plyroom::server::net
