#include "fd_limit.hpp"

#include <sys/resource.h>

namespace plyroom::server::app {

std::size_t raise_fd_limit() {
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return 0;
    // An unlimited hard limit cannot be the soft one: a million is more than a server uses.
    const rlim_t wanted = limit.rlim_max == RLIM_INFINITY ? rlim_t{1} << 20 : limit.rlim_max;
    if (limit.rlim_cur < wanted) {
        rlimit raised = limit;
        raised.rlim_cur = wanted;
        if (setrlimit(RLIMIT_NOFILE, &raised) == 0)
            limit = raised;
    }
    return static_cast<std::size_t>(limit.rlim_cur);
}

connection_fit fit_connections(std::size_t fd_limit, std::size_t wanted, std::size_t reserve) {
    connection_fit fit;
    fit.max_connections = wanted;
    if (wanted + reserve <= fd_limit)
        return fit;
    // Fewer than a few dozen players would be a server that is of no use.
    constexpr std::size_t smallest_useful = 16;
    if (fd_limit < reserve + smallest_useful) {
        fit.refusal = "only " + std::to_string(fd_limit) +
                      " file descriptors are allowed (ulimit -n); the server needs at least " +
                      std::to_string(reserve + smallest_useful);
        return fit;
    }
    fit.max_connections = fd_limit - reserve;
    fit.warning = "--max-connections " + std::to_string(wanted) + " lowered to " +
                  std::to_string(fit.max_connections) + ": " + std::to_string(fd_limit) +
                  " file descriptors are allowed (ulimit -n), " + std::to_string(reserve) +
                  " kept for the database and HTTP";
    return fit;
}

} // namespace plyroom::server::app
