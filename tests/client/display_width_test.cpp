// Display width: Hangul and CJK take two columns, combining marks none, and every layout
// helper (clipping, padding, wrapping) measures that way.
#include "ui/display_width.hpp"
#include "ui/style.hpp"
#include "ui/text_layout.hpp"

#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace plyroom::client {
namespace {

using lines = std::vector<std::string>;

TEST(DisplayWidth, HangulAndCjkTakeTwoColumnsAndCombiningMarksNone) {
    EXPECT_EQ(display_width("abc"), 3U);
    EXPECT_EQ(display_width("민준"), 4U);                     // Hangul syllables
    EXPECT_EQ(display_width("漢字"), 4U);                     // CJK ideographs
    EXPECT_EQ(display_width("ＡＢ"), 4U);                     // fullwidth forms
    EXPECT_EQ(display_width("e\xCC\x81"), 1U);                // e + combining acute
    EXPECT_EQ(display_width("\xE1\x84\x80\xE1\x85\xA1"), 2U); // conjoining jamo: one syllable
    EXPECT_EQ(display_width("●▶"), 2U);                       // ambiguous symbols stay one column
    EXPECT_EQ(display_width("a\xFF"), 2U); // a malformed byte shows as one replacement
    EXPECT_EQ(visible_width("\x1b[1;31m민\x1b[0m b"), 4U);
}

TEST(DisplayWidth, ClipsAndPadsByColumnsNeverSplittingAWideCharacter) {
    EXPECT_EQ(fit_width("한국어 이름", 5), "한국"); // the third syllable would cross column 5
    EXPECT_EQ(fit_width("한국어", 6), "한국어");
    EXPECT_EQ(fit_width("\x1b[1m한국어\x1b[0m", 4), "\x1b[1m한국\x1b[0m");
    EXPECT_EQ(fit_width("cafe\xCC\x81!", 4), "cafe\xCC\x81"); // the mark stays with its letter
    EXPECT_EQ(pad_to("민준", 6), "민준  ");
}

TEST(DisplayWidth, WrapsKoreanByColumns) {
    EXPECT_EQ(wrap_words("안녕하세요 반가워요 같이 둬요", 12),
              (lines{"안녕하세요", "반가워요", "같이 둬요"}));
    // A word longer than a line is cut between syllables, a syllable that would cross the
    // edge going whole to the next line.
    EXPECT_EQ(wrap_words("가나다라마바사", 5), (lines{"가나", "다라", "마바", "사"}));
    EXPECT_EQ(wrap_after("ab ", "가나다", 4, 0), (lines{"ab ", "가나", "다"}));
    for (const std::string& line :
         wrap_words("채팅 메시지가 아주 길어서 여러 줄로 나뉘어요 정말로", 9, 2))
        EXPECT_LE(visible_width(line), 9U) << line;
}

} // namespace
} // namespace plyroom::client
