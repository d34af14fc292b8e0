// A game's own actions in tests, sent through the one door every seat's action takes.
#pragma once

#include "game.hpp"

namespace plyroom::test {

// Grav's "Grav!" call on the placement made at `ply`; `report` receives the call's outcome as
// the record keeps it ({"correct","against","violations"}).
inline core::status challenge(core::match& m, int seat, int ply, core::json& report) {
    core::action_effect effect;
    core::status refused = m.act(seat, core::action{"challenge", core::json{{"ply", ply}}}, effect);
    if (!refused)
        report = core::json{{"correct", effect.record["correct"]},
                            {"against", effect.record["against"]},
                            {"violations", effect.record["violations"]}};
    return refused;
}

} // namespace plyroom::test
