// The built-in positions against the shared CSV, the shipped copy, and custom CSV errors that
// name their line and column.
#include "divided_loyalties/builtin_positions.hpp"
#include "divided_loyalties/embedded_positions.hpp"
#include "dl_test_support.hpp"
#include "registry.hpp"
#include "support/test_paths.hpp"

#include <map>
#include <set>

namespace plyroom::core::divided_loyalties::testing {
namespace {

const std::string shared_csv_path =
    plyroom::test_paths::shared_dir() + "/data/divided_loyalties_positions.csv";
const std::string shipped_csv_path =
    plyroom::test_paths::source_dir() + "/core/divided_loyalties/positions.csv";

// One position read naively from the shared file: rows of raw tokens and the name.
struct raw_position {
    std::string name;
    std::vector<std::vector<std::string>> rows;
};

// Splits the shared file on commas with no CSV cleverness, as an independent reading.
std::map<int, raw_position> read_shared_naively() {
    std::map<int, raw_position> found;
    std::istringstream lines(read_text_file(shared_csv_path));
    std::string line;
    std::getline(lines, line); // header
    while (std::getline(lines, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.empty())
            continue;
        std::vector<std::string> fields;
        std::istringstream parts(line);
        std::string field;
        while (std::getline(parts, field, ','))
            fields.push_back(field);
        raw_position& entry = found[std::stoi(fields[0])];
        entry.name = fields[1];
        EXPECT_EQ(std::stoi(fields[2]), static_cast<int>(entry.rows.size())) << line;
        entry.rows.emplace_back(fields.begin() + 3, fields.end());
    }
    return found;
}

TEST(Positions, TheShippedCopyAndTheEmbeddedTextEqualTheSharedFile) {
    const std::string shared = read_text_file(shared_csv_path);
    ASSERT_FALSE(shared.empty()) << "cannot read " << shared_csv_path;
    EXPECT_EQ(read_text_file(shipped_csv_path), shared);
    EXPECT_EQ(std::string(builtin_positions_csv()), shared);
}

TEST(Positions, EveryBuiltInPositionMatchesTheSharedFile) {
    const auto shared = read_shared_naively();
    ASSERT_EQ(shared.size(), 12U);
    for (const auto& [id, raw] : shared) {
        SCOPED_TRACE("position " + std::to_string(id));
        const auto loaded = builtin_position(id);
        ASSERT_NE(loaded, nullptr);
        EXPECT_EQ(loaded->id, id);
        EXPECT_EQ(loaded->name, raw.name);
        ASSERT_EQ(loaded->height, static_cast<int>(raw.rows.size()));
        ASSERT_EQ(loaded->width, static_cast<int>(raw.rows[0].size()));
        std::set<std::string> regions;
        int dots = 0;
        for (int y = 0; y < loaded->height; ++y) {
            for (int x = 0; x < loaded->width; ++x) {
                const std::string& token =
                    raw.rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
                const int cell = loaded->index({x, y});
                if (token == ".") {
                    EXPECT_EQ(loaded->kind(cell), cell_kind::none);
                } else if (token == "o") {
                    ++dots;
                    EXPECT_EQ(loaded->kind(cell), cell_kind::dot);
                    EXPECT_EQ(loaded->region(cell), -1);
                } else {
                    regions.insert(token);
                    EXPECT_EQ(loaded->kind(cell), cell_kind::board);
                    ASSERT_GE(loaded->region(cell), 0);
                    EXPECT_EQ(loaded->region_names[static_cast<std::size_t>(loaded->region(cell))],
                              token);
                }
            }
        }
        EXPECT_EQ(loaded->region_names.size(), regions.size());
        EXPECT_GT(dots, 0);
    }
    EXPECT_EQ(builtin_position(0), nullptr);
    EXPECT_EQ(builtin_position(13), nullptr);
}

TEST(Positions, EveryBuiltInPositionStartsWithItsSetsRegionsAndDots) {
    const auto shared = read_shared_naively();
    for (const auto& [id, raw] : shared) {
        SCOPED_TRACE("position " + std::to_string(id));
        creation created = core::create_match("divided_loyalties", json{{"position", id}});
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<match>>(created));
        const json state = std::get<std::unique_ptr<match>>(created)->state();
        const json& board = state["board"];
        EXPECT_EQ(board["sets"], id <= 6 ? 4 : 3);
        EXPECT_EQ(state["position"]["id"], id);
        EXPECT_EQ(state["position"]["name"], raw.name);
        std::size_t cells = 0;
        for (const auto& row : raw.rows)
            for (const std::string& token : row)
                cells += token == "." ? 0 : 1;
        ASSERT_EQ(board["cells"].size(), cells);
        for (const json& cell : board["cells"]) {
            const std::string& token =
                raw.rows[cell["y"].get<std::size_t>()][cell["x"].get<std::size_t>()];
            if (token == "o") {
                EXPECT_EQ(cell["kind"], "dot");
                EXPECT_TRUE(cell["region"].is_null());
            } else {
                EXPECT_EQ(cell["kind"], "board");
                EXPECT_EQ(cell["region"], token);
            }
        }
    }
}

struct csv_case {
    std::string text;
    int line;
    int column;
    std::string fragment;
};

TEST(PositionCsv, ErrorsNameTheLineAndColumn) {
    const std::string wide_row = [] {
        std::string row = "1,A,0";
        for (int i = 0; i < 65; ++i)
            row += ",S1";
        return row;
    }();
    const std::vector<csv_case> cases{
        {"1,A,0,S1\n2,B,0,S1\n", 2, 1, "a second position (id 2)"},
        {"1,A,0,S1,S\x01\n", 1, 5, "unreadable cell token \"S\x01\" (c1)"},
        {"1,A,0," + std::string(33, 'L') + "\n", 1, 4, "unreadable cell token"},
        {"1,A,0,S1,,S1\n", 1, 5, "empty cell (c1)"},
        {"1,A,0,S1\n1,A,2,S1\n", 2, 3, "expected row 1 of position 1, found \"2\""},
        {"1,A,1,S1\n", 1, 3, "expected row 0"},
        {"1,A,0,S1,S1\n1,A,1,S1\n", 2, 5, "row 1 has 1 cells but row 0 of position 1 has 2"},
        {"1,A,0,S1\n1,A,1,S1,o\n", 2, 5, "row 1 has 2 cells"},
        {"x,A,0,S1\n", 1, 1, "position_id must be a whole number"},
        {"0,A,0,S1\n", 1, 1, "position_id must be a whole number"},
        {"1,,0,S1\n", 1, 2, "position_name is empty"},
        {"1,A,0,S1\n1,B,1,S1\n", 2, 2, "is named \"A\" on line 1 but \"B\" here"},
        {"1,A,0,o,.\n1,A,1,.,o\n", 1, 4, "position 1 has no on-board cell"},
        {"position_id,position_name,row,c0,c2\n1,A,0,S1,S1\n", 1, 5,
         "expected the header name \"c1\", found \"c2\""},
        {"position_id,position_name,row,c0\n1,A,0,S1,S1\n", 2, 5,
         "more cells than the header names (c0..c0)"},
        {"position_id,name,row,c0\n", 1, 2, "the header must begin"},
        {"", 1, 1, "holds no position"},
        {"\n \n", 1, 1, "holds no position"},
        {"1,\"A,0,S1\n", 1, 2, "not closed"},
        {"1,A\"b,0,S1\n", 1, 2, "a quote may only open a field"},
        {"1,A,0\n", 1, 4, "at least one cell"},
        {"\n\n1,A,0,S1,Q\x7f\n", 3, 5, "unreadable cell token"},
        {wide_row + "\n", 1, 68, "at most 64 columns"},
    };
    for (const csv_case& each : cases) {
        SCOPED_TRACE(each.text);
        auto parsed = parse_single_position_csv(each.text);
        ASSERT_TRUE(std::holds_alternative<csv_error>(parsed));
        const csv_error& failed = std::get<csv_error>(parsed);
        EXPECT_EQ(failed.line, each.line) << failed.describe();
        EXPECT_EQ(failed.column, each.column) << failed.describe();
        EXPECT_TRUE(mentions(failed.message, each.fragment)) << failed.describe();
        EXPECT_TRUE(mentions(failed.describe(), "line " + std::to_string(each.line) + ", column " +
                                                    std::to_string(each.column)));
    }
}

TEST(PositionCsv, AcceptsHeadersQuotesBlankLinesAndWindowsLineEnds) {
    const std::string text = "\xEF\xBB\xBFposition_id,position_name,row,c0,c1,c2\r\n"
                             "5,\"Small, \"\"odd\"\"\",0, S1 ,o,.\r\n"
                             "\r\n"
                             "5,\"Small, \"\"odd\"\"\",1,W12,G3,S1\r\n";
    auto parsed = parse_single_position_csv(text);
    ASSERT_TRUE(std::holds_alternative<position>(parsed)) << std::get<csv_error>(parsed).describe();
    const position& read = std::get<position>(parsed);
    EXPECT_EQ(read.id, 5);
    EXPECT_EQ(read.name, "Small, \"odd\"");
    EXPECT_EQ(read.width, 3);
    EXPECT_EQ(read.height, 2);
    EXPECT_EQ(read.region_names, (std::vector<std::string>{"S1", "W12", "G3"}));
    EXPECT_EQ(read.kind(read.index({1, 0})), cell_kind::dot);
    EXPECT_EQ(read.kind(read.index({2, 0})), cell_kind::none);
    EXPECT_EQ(read.region(read.index({2, 1})), 0); // S1 again: the same region
}

TEST(PositionCsv, SeveralPositionsMustKeepTheirRowsTogether) {
    auto parsed = parse_positions_csv("1,A,0,S1\n2,B,0,S1\n1,A,1,S1\n");
    ASSERT_TRUE(std::holds_alternative<csv_error>(parsed));
    EXPECT_EQ(std::get<csv_error>(parsed).line, 3);
    EXPECT_EQ(std::get<csv_error>(parsed).column, 1);
    EXPECT_TRUE(mentions(std::get<csv_error>(parsed).message, "appeared earlier"));
}

// The rules: any token but "." and "o" is a region of its own, whatever its letters.
TEST(PositionCsv, AnyOtherTokenNamesARegionOfItsOwn) {
    auto parsed = parse_single_position_csv("1,A,0,X1,S1,s1,O,Lake,S100,S1\n");
    ASSERT_TRUE(std::holds_alternative<position>(parsed)) << std::get<csv_error>(parsed).describe();
    const position& p = std::get<position>(parsed);
    EXPECT_EQ(p.region_names, (std::vector<std::string>{"X1", "S1", "s1", "O", "Lake", "S100"}));
    EXPECT_EQ(p.regions.front(), 0);
    EXPECT_EQ(p.regions.back(), 1); // the second S1 is the same region
}

TEST(PositionCsv, ARoomFromABadCsvIsRefusedNamingTheLineAndColumn) {
    creation created = core::create_match(
        "divided_loyalties", json{{"position_csv", "9,Mine,0,S1,S1\n9,Mine,1,S1,Z\t9\n"}});
    ASSERT_TRUE(std::holds_alternative<refusal>(created));
    const refusal& refused = std::get<refusal>(created);
    EXPECT_EQ(refused.code, refusal_code::bad_request);
    EXPECT_TRUE(mentions(refused.message, "line 2, column 5")) << refused.message;
    EXPECT_TRUE(mentions(refused.message, "unreadable cell token")) << refused.message;
}

} // namespace
} // namespace plyroom::core::divided_loyalties::testing
