// The Connect Four solver's transposition table: for each position key, proven bounds on its
// score and the column that last proved one.
//
// Keys have 49 bits. They are first scrambled by a bijection of 49-bit numbers; the top bits
// of the result choose a bucket (a power of two of them, at least 2^17) and an entry keeps the
// low 32 bits, which together tell every key apart. A bucket holds two entries: the first
// keeps the position with the most empty cells (the costliest to search again), the second
// always takes the newest. On Linux the table asks for huge pages, since nearly every probe
// misses the caches and would otherwise miss the TLB too.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

namespace plyroom::core::connect4 {

class transposition_table {
public:
    static constexpr int no_lower = -128;
    static constexpr int no_upper = 127;
    static constexpr int no_move = 0xff;

    struct bounds {
        int lower = no_lower;
        int upper = no_upper;
        int column = no_move; // the best column found, or no_move
    };

    // Room for about `entries` positions (rounded to a power of two, at least 2^18).
    explicit transposition_table(std::size_t entries);

    // What is known of a key (no_lower / no_upper when nothing is).
    bounds probe(std::uint64_t key) const;
    // Starts loading the key's bucket into the cache.
    void prefetch(std::uint64_t key) const;
    // Records that the score of `key` is at least `lower` (with `column` proving it).
    void store_lower(std::uint64_t key, int empty_cells, int lower, int column);
    // Records that the score of `key` is at most `upper`.
    void store_upper(std::uint64_t key, int empty_cells, int upper, int column);
    void clear();
    std::size_t entry_count() const { return 2 * buckets_; }

private:
    struct entry {
        std::uint32_t key = 0;
        std::int8_t lower = no_lower;
        std::int8_t upper = no_upper;
        std::uint8_t column = no_move;
        std::uint8_t empty_cells = 0; // 0 marks an unused entry: a full board is never stored
    };
    struct bucket {
        entry deep;
        entry recent;
    };
    struct free_memory {
        void operator()(bucket* memory) const;
    };

    // The scrambled key: its top bits pick the bucket, its low 32 bits are kept.
    static std::uint64_t scramble(std::uint64_t key);
    const bucket& bucket_of(std::uint64_t scrambled) const {
        return buckets_memory_[scrambled >> shift_];
    }
    entry& slot_for(std::uint64_t key, int empty_cells);

    std::unique_ptr<bucket[], free_memory> buckets_memory_;
    std::size_t buckets_ = 0;
    int shift_ = 0; // 49 - log2(buckets_)
};

} // namespace plyroom::core::connect4
