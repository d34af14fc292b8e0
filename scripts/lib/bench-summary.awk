# Turns the output of one scripts/bench-load run into one line of figures:
#   load name moves/s cpu_us user_us kernel_us p50_ms p99_ms commits/s pg_cpu_us errors
# (pg_cpu_us 0 without PostgreSQL; errors: error replies the players got, warm-up included). LOAD and NAME come as -v load=... -v name=...
/persisted moves,/ {
    for (i = 1; i <= NF; i++) {
        if ($(i) ~ /^moves\/s/) rate = $(i - 1)
        if ($(i) ~ /^errors/) errors = $(i - 1)
    }
}
/^latency/ {
    for (i = 1; i <= NF; i++) { if ($(i) == "p50") p50 = $(i + 1); if ($(i) == "p99") p99 = $(i + 1) }
}
/^server CPU/ { total = $6; user = $9; kernel = $12 }
/^group commits/ { commits = $3 }
/^PostgreSQL CPU/ { pg = $6 }
END {
    gsub(/[^0-9.]/, "", p50); gsub(/[^0-9.]/, "", p99); gsub(/[^0-9.]/, "", kernel)
    printf "%s %s %s %s %s %s %s %s %s %s %s\n", load, name, rate + 0, total + 0, user + 0, kernel + 0,
        p50 + 0, p99 + 0, commits + 0, pg + 0, errors + 0
}
