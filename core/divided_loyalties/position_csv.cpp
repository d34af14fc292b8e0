#include "position_csv.hpp"

#include "trimmed.hpp"

#include <array>
#include <map>
#include <optional>
#include <set>

namespace plyroom::core::divided_loyalties {

namespace {

constexpr int max_position_id = 999999;
constexpr std::string_view byte_order_mark = "\xEF\xBB\xBF";
constexpr std::string_view token_help =
    "a cell is \".\" (void), \"o\" (a dot) or the name of its region (S1, W2, G3, ...: up to "
    "32 characters, no control characters)";
// Region names are free (rules: "any other token"); this bound only keeps STATE and the
// board's labels readable.
constexpr std::size_t longest_region_name = 32;

// A whole number of at most six digits with no sign, or nullopt.
std::optional<int> parse_whole(std::string_view text) {
    if (text.empty() || text.size() > 6)
        return std::nullopt;
    int value = 0;
    for (const char ch : text) {
        if (ch < '0' || ch > '9')
            return std::nullopt;
        value = value * 10 + (ch - '0');
    }
    return value;
}

// Any token but "." and "o" names a region (each distinct token its own region, "S1" and
// "s1" apart); the first letter only picks the shade the client draws. Empty cells, control
// characters and names past longest_region_name are refused.
bool is_region_token(std::string_view token) {
    if (token.empty() || token.size() > longest_region_name)
        return false;
    for (const char ch : token)
        if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7F)
            return false;
    return true;
}

// "\"text\"" for messages, shortened when long.
std::string csv_quoted(std::string_view text) {
    constexpr std::size_t longest = 20;
    // Appended piece by piece: GCC 12 at -O3 warns falsely (-Wrestrict) on "\"" + std::string.
    std::string result(1, '"');
    result += text.substr(0, longest);
    result += text.size() > longest ? "...\"" : "\"";
    return result;
}

// Splits one line into trimmed fields, honouring double quotes within the line.
std::variant<std::vector<std::string>, csv_error> split_fields(std::string_view line,
                                                               int line_number) {
    std::vector<std::string> fields;
    std::size_t at = 0;
    while (true) {
        const int column = static_cast<int>(fields.size()) + 1;
        while (at < line.size() && (line[at] == ' ' || line[at] == '\t'))
            ++at;
        std::string field;
        if (at < line.size() && line[at] == '"') {
            ++at;
            bool closed = false;
            while (at < line.size()) {
                if (line[at] == '"') {
                    if (at + 1 < line.size() && line[at + 1] == '"') {
                        field += '"';
                        at += 2;
                        continue;
                    }
                    ++at;
                    closed = true;
                    break;
                }
                field += line[at++];
            }
            if (!closed)
                return csv_error{line_number, column, "a quoted field is not closed on its line"};
            while (at < line.size() && (line[at] == ' ' || line[at] == '\t'))
                ++at;
            if (at < line.size() && line[at] != ',')
                return csv_error{line_number, column, "unexpected text after a closing quote"};
        } else {
            const std::size_t end = line.find(',', at);
            const std::size_t stop = end == std::string_view::npos ? line.size() : end;
            field = std::string(trimmed(line.substr(at, stop - at)));
            if (field.find('"') != std::string::npos)
                return csv_error{line_number, column,
                                 "a quote may only open a field (write \"\" inside quotes)"};
            at = stop;
        }
        fields.push_back(std::move(field));
        if (at >= line.size())
            return fields;
        ++at; // the comma
    }
}

// Builds positions line by line, checking each field as it comes.
class position_reader {
public:
    explicit position_reader(bool single) : single_(single) {}

    // Reads one non-blank line given as fields.
    std::optional<csv_error> read(const std::vector<std::string>& fields, int line_number);
    // Completes the last position; call once after the last line.
    std::optional<csv_error> finish();

    std::vector<position>& positions() { return done_; }

private:
    std::optional<csv_error> read_header(const std::vector<std::string>& fields, int line_number);
    std::optional<csv_error> start_position(int id, const std::string& name, int line_number);
    std::optional<csv_error> close_current();

    bool single_;
    bool first_line_ = true;
    std::optional<int> header_cells_;
    std::vector<position> done_;
    std::set<int> seen_ids_;
    std::optional<position> current_;
    int current_line_ = 0;
    std::map<std::string, int, std::less<>> region_index_;
};

// Checks the header names position_id,position_name,row,c0,c1,... and notes its cell count.
std::optional<csv_error> position_reader::read_header(const std::vector<std::string>& fields,
                                                      int line_number) {
    const std::array<std::string_view, 3> names{"position_id", "position_name", "row"};
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i >= fields.size() || fields[i] != names[i])
            return csv_error{line_number, static_cast<int>(i) + 1,
                             "the header must begin position_id,position_name,row"};
    }
    if (fields.size() < 4)
        return csv_error{line_number, 4, "the header names no cell column (c0, c1, ...)"};
    for (std::size_t i = 3; i < fields.size(); ++i) {
        std::string expected(1, 'c'); // appended: see csv_quoted()
        expected += std::to_string(i - 3);
        if (fields[i] != expected)
            return csv_error{line_number, static_cast<int>(i) + 1,
                             "expected the header name " + csv_quoted(expected) + ", found " +
                                 csv_quoted(fields[i])};
    }
    header_cells_ = static_cast<int>(fields.size()) - 3;
    return std::nullopt;
}

// Checks the finished position has a board cell and stores it.
std::optional<csv_error> position_reader::close_current() {
    if (!current_)
        return std::nullopt;
    position& done = *current_;
    bool has_board = false;
    for (const cell_kind kind : done.kinds)
        has_board = has_board || kind == cell_kind::board;
    if (!has_board)
        return csv_error{current_line_, 4,
                         "position " + std::to_string(done.id) +
                             " has no on-board cell (a region such as S1, W2 or G3)"};
    done_.push_back(std::move(done));
    current_.reset();
    region_index_.clear();
    return std::nullopt;
}

// Closes the position being read and starts the one with this id, if that is allowed.
std::optional<csv_error> position_reader::start_position(int id, const std::string& name,
                                                         int line_number) {
    if (current_ && single_)
        return csv_error{line_number, 1,
                         "a second position (id " + std::to_string(id) +
                             ") starts here; a custom position CSV holds exactly one position"};
    if (seen_ids_.contains(id))
        return csv_error{line_number, 1,
                         "position " + std::to_string(id) +
                             " appeared earlier; the rows of a position must come together"};
    if (auto failed = close_current())
        return failed;
    seen_ids_.insert(id);
    current_.emplace();
    current_->id = id;
    current_->name = name;
    current_line_ = line_number;
    return std::nullopt;
}

// Checks one line's fields and adds its row of cells to the position it belongs to.
std::optional<csv_error> position_reader::read(const std::vector<std::string>& fields,
                                               int line_number) {
    const bool first = first_line_;
    first_line_ = false;
    if (first && !fields.empty() && fields[0] == "position_id")
        return read_header(fields, line_number);
    if (fields.size() < 4)
        return csv_error{line_number, static_cast<int>(fields.size()) + 1,
                         "a position line needs position_id, position_name, row and at least "
                         "one cell"};

    const std::optional<int> id = parse_whole(fields[0]);
    if (!id || *id < 1 || *id > max_position_id)
        return csv_error{line_number, 1,
                         "position_id must be a whole number from 1 to 999999, found " +
                             csv_quoted(fields[0])};
    if (fields[1].empty())
        return csv_error{line_number, 2, "position_name is empty"};
    if (!current_ || current_->id != *id) {
        if (auto failed = start_position(*id, fields[1], line_number))
            return failed;
    } else if (current_->name != fields[1]) {
        return csv_error{line_number, 2,
                         "position " + std::to_string(*id) + " is named " +
                             csv_quoted(current_->name) + " on line " +
                             std::to_string(current_line_) + " but " + csv_quoted(fields[1]) +
                             " here"};
    }
    position& building = *current_;

    const std::optional<int> row = parse_whole(fields[2]);
    if (!row || *row != building.height)
        return csv_error{line_number, 3,
                         "expected row " + std::to_string(building.height) + " of position " +
                             std::to_string(building.id) + ", found " + csv_quoted(fields[2])};
    if (building.height >= max_position_side)
        return csv_error{line_number, 3, "a position may have at most 64 rows"};

    const int cells = static_cast<int>(fields.size()) - 3;
    if (header_cells_ && cells > *header_cells_)
        return csv_error{line_number, *header_cells_ + 4,
                         "this row has more cells than the header names (c0..c" +
                             std::to_string(*header_cells_ - 1) + ")"};
    if (building.height == 0) {
        if (cells > max_position_side)
            return csv_error{line_number, max_position_side + 4,
                             "a position may have at most 64 columns"};
        building.width = cells;
    } else if (cells != building.width) {
        const int column = cells < building.width ? cells + 4 : building.width + 4;
        return csv_error{line_number, column,
                         "row " + std::to_string(*row) + " has " + std::to_string(cells) +
                             " cells but row 0 of position " + std::to_string(building.id) +
                             " has " + std::to_string(building.width)};
    }

    for (int x = 0; x < cells; ++x) {
        const std::string& token = fields[static_cast<std::size_t>(x) + 3];
        if (token == ".") {
            building.kinds.push_back(cell_kind::none);
            building.regions.push_back(-1);
        } else if (token == "o") {
            building.kinds.push_back(cell_kind::dot);
            building.regions.push_back(-1);
        } else if (is_region_token(token)) {
            auto [found, added] =
                region_index_.try_emplace(token, static_cast<int>(building.region_names.size()));
            if (added)
                building.region_names.push_back(token);
            building.kinds.push_back(cell_kind::board);
            building.regions.push_back(found->second);
        } else {
            return csv_error{line_number, x + 4,
                             (token.empty() ? std::string("empty cell")
                                            : "unreadable cell token " + csv_quoted(token)) +
                                 " (c" + std::to_string(x) + "); " + std::string(token_help)};
        }
    }
    ++building.height;
    return std::nullopt;
}

// Closes the last position, or reports that the text held none.
std::optional<csv_error> position_reader::finish() {
    if (!current_ && done_.empty())
        return csv_error{1, 1, "the CSV holds no position"};
    return close_current();
}

// Feeds every non-blank line of the text to a reader.
std::optional<csv_error> read_all(std::string_view text, position_reader& reader) {
    if (text.starts_with(byte_order_mark))
        text.remove_prefix(byte_order_mark.size());
    int line_number = 0;
    while (!text.empty()) {
        ++line_number;
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (trimmed(line).empty())
            continue;
        auto fields = split_fields(line, line_number);
        if (auto* failed = std::get_if<csv_error>(&fields))
            return *failed;
        if (auto failed = reader.read(std::get<std::vector<std::string>>(fields), line_number))
            return failed;
    }
    return reader.finish();
}

} // namespace

// "line L, column C: message".
std::string csv_error::describe() const {
    return "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + message;
}

// Reads every position of the text.
std::variant<std::vector<position>, csv_error> parse_positions_csv(std::string_view text) {
    position_reader reader(false);
    if (auto failed = read_all(text, reader))
        return *failed;
    return std::move(reader.positions());
}

// Reads the one position of a custom CSV.
std::variant<position, csv_error> parse_single_position_csv(std::string_view text) {
    position_reader reader(true);
    if (auto failed = read_all(text, reader))
        return *failed;
    return std::move(reader.positions().front());
}

} // namespace plyroom::core::divided_loyalties
