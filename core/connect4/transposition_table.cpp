#include "connect4/transposition_table.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <new>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace plyroom::core::connect4 {

namespace {

constexpr int key_bits = 49;
constexpr std::uint64_t key_mask = (std::uint64_t{1} << key_bits) - 1;
constexpr std::size_t huge_page = std::size_t{2} << 20;

} // namespace

// Multiplying by an odd number and xor-ing in a right shift are both one-to-one on 49-bit
// numbers, so the result still identifies the key; the shift brings high bits down.
std::uint64_t transposition_table::scramble(std::uint64_t key) {
    std::uint64_t h = (key * 0x9e3779b97f4a7c15ULL) & key_mask;
    h ^= h >> 23;
    return (h * 0xbf58476d1ce4e5b9ULL) & key_mask;
}

// Returns the table to the allocator it came from.
void transposition_table::free_memory::operator()(bucket* memory) const {
    std::free(memory);
}

// Allocates the buckets (aligned to huge pages when large) and empties them.
transposition_table::transposition_table(std::size_t entries) {
    const std::size_t wanted = std::max<std::size_t>(entries / 2, std::size_t{1} << 17);
    // A power of two no larger than asked for (at least 2^17), and never above the key space.
    buckets_ = std::min<std::size_t>(std::bit_floor(wanted), std::size_t{1} << (key_bits - 8));
    shift_ = key_bits - std::countr_zero(buckets_);
    const std::size_t bytes = buckets_ * sizeof(bucket);
    const std::size_t alignment = bytes >= huge_page ? huge_page : alignof(bucket);
    void* memory = std::aligned_alloc(alignment, (bytes + alignment - 1) / alignment * alignment);
    if (memory == nullptr)
        throw std::bad_alloc();
#ifdef __linux__
    if (alignment == huge_page)
        madvise(memory, bytes, MADV_HUGEPAGE);
#endif
    buckets_memory_.reset(static_cast<bucket*>(memory));
    clear();
}

// Looks in both entries of the key's bucket.
transposition_table::bounds transposition_table::probe(std::uint64_t key) const {
    const std::uint64_t scrambled = scramble(key);
    const bucket& b = bucket_of(scrambled);
    const auto short_key = static_cast<std::uint32_t>(scrambled);
    for (const entry* e : {&b.deep, &b.recent})
        if (e->key == short_key && e->empty_cells != 0)
            return {e->lower, e->upper, e->column};
    return {};
}

// Hints the cache to load the bucket; probing it later is then cheap.
void transposition_table::prefetch(std::uint64_t key) const {
    __builtin_prefetch(&bucket_of(scramble(key)));
}

// The key's own entry if it has one, else the entry it may take over.
transposition_table::entry& transposition_table::slot_for(std::uint64_t key, int empty_cells) {
    const std::uint64_t scrambled = scramble(key);
    bucket& b = buckets_memory_[scrambled >> shift_];
    const auto short_key = static_cast<std::uint32_t>(scrambled);
    if (b.deep.key == short_key && b.deep.empty_cells != 0)
        return b.deep;
    if (b.recent.key == short_key && b.recent.empty_cells != 0)
        return b.recent;
    const entry fresh{short_key, no_lower, no_upper, no_move,
                      static_cast<std::uint8_t>(empty_cells)};
    if (empty_cells >= b.deep.empty_cells) {
        // The costlier position takes the kept entry; what it held moves to the other one.
        b.recent = b.deep;
        b.deep = fresh;
        return b.deep;
    }
    b.recent = fresh;
    return b.recent;
}

// Raises the lower bound; the column that proved it becomes the best.
void transposition_table::store_lower(std::uint64_t key, int empty_cells, int lower, int column) {
    entry& e = slot_for(key, empty_cells);
    if (lower >= e.lower) {
        e.lower = static_cast<std::int8_t>(lower);
        e.column = static_cast<std::uint8_t>(column);
    }
}

// Lowers the upper bound; the column is kept only as a first guess.
void transposition_table::store_upper(std::uint64_t key, int empty_cells, int upper, int column) {
    entry& e = slot_for(key, empty_cells);
    if (upper <= e.upper) {
        e.upper = static_cast<std::int8_t>(upper);
        if (e.column == no_move)
            e.column = static_cast<std::uint8_t>(column);
    }
}

// Marks every entry unused.
void transposition_table::clear() {
    std::fill(buckets_memory_.get(), buckets_memory_.get() + buckets_, bucket{});
}

} // namespace plyroom::core::connect4
