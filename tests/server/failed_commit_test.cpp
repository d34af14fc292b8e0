// A move the store fails to commit changes nothing: the room's match, changed in place before
// the commit, is rebuilt from its record, and the same move can be sent again.
#include "fixture.hpp"

#include <cstdlib>

namespace plyroom::test {
namespace {

using failed_commit = server_test;

// Runs one statement on the server's database from outside, as another process would.
void sql_outside(const std::string& db, const std::string& statement) {
    const std::string command = "sqlite3 '" + db + "' \"" + statement + "\"";
    ASSERT_EQ(std::system(command.c_str()), 0) << command;
}

TEST_F(failed_commit, AMoveThatCannotBeStoredCanBeSentAgain) {
    auto alice = player("alice");
    auto bob = player("bob");
    const std::string code = create(*alice)["code"];
    ASSERT_EQ(join(*bob, code)["type"], "room");
    ASSERT_EQ(move(*alice, code, 0, column(3))["type"], "moved");
    ASSERT_EQ(event(*bob, "moved")["ply"], 0);

    sql_outside(db_path(), "CREATE TRIGGER no_record BEFORE INSERT ON record BEGIN "
                           "SELECT RAISE(ABORT, 'refused'); END;");
    const json refused = move(*bob, code, 1, column(4));
    EXPECT_EQ(refused["type"], "error") << refused;
    EXPECT_EQ(refused["code"], "internal") << refused;

    // Nothing of the failed move stayed: the same move at the same ply is accepted once the
    // store works again, and the board holds exactly the two discs.
    sql_outside(db_path(), "DROP TRIGGER no_record;");
    const json accepted = move(*bob, code, 1, column(4));
    ASSERT_EQ(accepted["type"], "moved") << accepted;
    EXPECT_EQ(accepted["state"]["ply"], 2);
    EXPECT_EQ(accepted["state"]["board"]["rows"][5], "...RB..");
    EXPECT_EQ(move(*alice, code, 2, column(3))["state"]["board"]["rows"][4], "...R...");
}

} // namespace
} // namespace plyroom::test
