#include "spare_descriptors.hpp"

#include <fcntl.h>
#include <unistd.h>

namespace plyroom::server::net {

spare_descriptors::spare_descriptors() {
    fds_.fill(-1);
    take();
}

spare_descriptors::~spare_descriptors() {
    release();
}

bool spare_descriptors::take() {
    for (int& fd : fds_)
        if (fd < 0)
            fd = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    return held();
}

void spare_descriptors::release() {
    for (int& fd : fds_)
        if (fd >= 0) {
            ::close(fd);
            fd = -1;
        }
}

bool spare_descriptors::held() const {
    for (const int fd : fds_)
        if (fd < 0)
            return false;
    return true;
}

} // namespace plyroom::server::net
