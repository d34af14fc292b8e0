#include "rules_documents.hpp"

namespace plyroom::core {

const rules_document* find_rules_document(std::string_view game) {
    for (const rules_document& document : rules_documents())
        if (document.game == game)
            return &document;
    return nullptr;
}

} // namespace plyroom::core
