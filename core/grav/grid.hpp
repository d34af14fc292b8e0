// The Grav board: N x N points, each empty or holding a stone of one seat. Coordinates are
// (x, y): x the column from the left, y the row from the top, both from 0.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace plyroom::core::grav {

inline constexpr int min_size = 5;
inline constexpr int max_size = 29;
inline constexpr int max_players = 6;
inline constexpr int no_stone = -1;

struct point {
    int x = 0;
    int y = 0;
    bool operator==(const point&) const = default;
};

// "(3,5)": how messages name a point.
std::string to_string(point p);

class grid {
public:
    explicit grid(int size);

    int size() const { return size_; }
    bool on_board(point p) const { return p.x >= 0 && p.y >= 0 && p.x < size_ && p.y < size_; }
    // The seat whose stone stands on an on-board point, or no_stone.
    int at(point p) const { return cells_[index(p)]; }
    int at(int x, int y) const { return cells_[static_cast<std::size_t>(y * size_ + x)]; }
    bool occupied(int x, int y) const { return at(x, y) != no_stone; }
    bool empty(point p) const { return at(p) == no_stone; }
    void put(point p, int seat);
    void clear(point p);

    int stone_count() const { return stones_; }
    int empty_count() const { return size_ * size_ - stones_; }
    int stones_of(int seat) const;

    bool operator==(const grid&) const = default;

private:
    std::size_t index(point p) const { return static_cast<std::size_t>(p.y * size_ + p.x); }

    int size_;
    int stones_ = 0;
    std::vector<std::int8_t> cells_;
};

} // namespace plyroom::core::grav
