// Concurrent keep-alive HTTP clients against a server on 127.0.0.1, each asking again as soon
// as its last answer came (or, with a rate, on its own share of a schedule), for a while; the
// answers counted by status and each answer's time. The HTTP load tools' one client loop.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace plyroom::bench {

struct http_load_settings {
    std::string port = "8080";
    int clients = 4;
    double seconds = 10;
    double rate = 0; // requests a second of all clients together; 0: no pause
};

struct http_load_totals {
    std::map<unsigned, std::uint64_t> by_status;
    std::vector<double> millis; // each answer's time, in the order they came
    std::uint64_t failures = 0; // connections that failed
};

// The path of the next request; each client draws from its own generator.
using next_path_fn = std::function<std::string(std::mt19937_64&)>;

http_load_totals run_http_load(const http_load_settings& settings, const next_path_fn& next_path);

// Answers per second by status, then "label: N answers, p50 .. ms, p99 .. ms, max .. ms" and
// the connection failures.
void print_http_load(http_load_totals& totals, double seconds, const std::string& label);

} // namespace plyroom::bench
