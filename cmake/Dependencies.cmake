# Every dependency comes from Debian's packages (scripts/setup installs them).
find_package(Threads REQUIRED)
find_package(nlohmann_json 3.10 REQUIRED)
find_package(spdlog REQUIRED)
find_package(SQLite3 REQUIRED)
find_package(PostgreSQL REQUIRED) # libpq, for --db postgresql://...
find_package(Boost 1.81 REQUIRED)
find_package(PkgConfig REQUIRED)
# Argon2id password hashes for accounts (libsodium's crypto_pwhash_str).
pkg_check_modules(SODIUM REQUIRED IMPORTED_TARGET libsodium)
if(PLYROOM_TESTS)
    find_package(GTest REQUIRED)
    include(GoogleTest)
endif()
if(PLYROOM_BENCH)
    find_package(benchmark REQUIRED)
endif()
# The server allocates on every message from its I/O and writer threads; tcmalloc (gperftools)
# serves that at about two thirds of glibc's cost per move (docs/benchmarks.md, the load figures).
# Not with the sanitizers, which replace the allocator themselves.
if(NOT PLYROOM_SANITIZE AND NOT PLYROOM_TSAN AND NOT PLYROOM_FUZZ)
    pkg_check_modules(TCMALLOC REQUIRED IMPORTED_TARGET libtcmalloc_minimal)
endif()
