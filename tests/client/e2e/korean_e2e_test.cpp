// Korean end to end: two players with Korean names, their clients speaking Korean (--lang ko),
// play and chat in Korean through a real server.
#include "fixture.hpp"

namespace plyroom::client::e2e {
namespace {

TEST_F(EndToEnd, KoreanNamesAndChatReachTheOtherPlayerInKorean) {
    alice_ = client("alice",
                    {"--lang", "ko", "--name", "김민준", "host", "connect4", "--seat", "first"});
    const auto hint = alice_->capture_after("상대가 입력할 줄:");
    ASSERT_TRUE(hint) << alice_->seen();
    const std::optional<std::string> code = code_in(*hint);
    ASSERT_TRUE(code) << *hint;
    bob_ = client("bob", {"--lang", "ko", "--name", "이서연", "join", *code});
    ASSERT_TRUE(alice_->expect("파랑 (이서연)")) << alice_->seen();
    ASSERT_TRUE(alice_->expect("내 차례예요")) << alice_->seen();
    ASSERT_TRUE(bob_->expect("빨강 (김민준)의 차례예요.")) << bob_->seen();

    alice_->type("d");
    ASSERT_TRUE(bob_->expect("마지막 수: 빨강 (김민준)의 d")) << bob_->seen();
    bob_->type("say 안녕하세요! 잘 부탁해요.");
    EXPECT_TRUE(alice_->expect("<이서연> 안녕하세요! 잘 부탁해요.")) << alice_->seen();
    alice_->type("say 반가워요, 서연 님");
    EXPECT_TRUE(bob_->expect("<김민준> 반가워요, 서연 님")) << bob_->seen();
    // A move out of turn, in the same words as the server's refusal of it.
    alice_->type("e");
    EXPECT_TRUE(alice_->expect("내 차례가 아니에요")) << alice_->seen();

    alice_->type("resign");
    alice_->type("y");
    EXPECT_TRUE(bob_->expect("파랑 (이서연)이 기권으로 이겼어요.")) << bob_->seen();
}

} // namespace
} // namespace plyroom::client::e2e
