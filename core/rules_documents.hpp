// The rules of each game written for people: one document per game (core/<game>/rules.json)
// holding every language's text and the positions its diagrams show. Built into the library
// for the terminal; the server serves the same files to the page (docs/rules-pages.md).
#pragma once

#include <span>
#include <string_view>

namespace plyroom::core {

struct rules_document {
    std::string_view game; // the protocol's game id
    std::string_view json; // rules.json as written
};

// Every game's document, by game id in order. Defined in the generated
// rules_documents_embedded.cpp.
std::span<const rules_document> rules_documents();

// The document of one game; nullptr when the game has none.
const rules_document* find_rules_document(std::string_view game);

} // namespace plyroom::core
