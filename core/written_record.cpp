#include "written_record.hpp"

#include "notation.hpp"
#include "registry.hpp"

namespace plyroom::core {

std::vector<std::optional<std::string>> written_moves(std::string_view game, const json& options,
                                                      const match_record& record) {
    std::vector<std::optional<std::string>> written(record.size());
    creation created = create_match(game, options, 0);
    auto* m = std::get_if<std::unique_ptr<match>>(&created);
    if (m == nullptr)
        return written;
    // Moves later taken back are played on a copy that follows them, as they were played.
    std::unique_ptr<match> taken_back_line;
    for (std::size_t i = 0; i < record.size(); ++i) {
        const record_entry& entry = record[i];
        if (entry.kind == move_kind && entry.taken_back_at && entry.seat) {
            if (!taken_back_line)
                taken_back_line = (*m)->clone();
            written[i] = write_move(*taken_back_line, entry.body);
            taken_back_line->apply(*entry.seat, entry.body);
            continue;
        }
        taken_back_line.reset();
        if (entry.kind == move_kind)
            written[i] = write_move(**m, entry.body);
        if (replay(**m, entry))
            break;
    }
    return written;
}

} // namespace plyroom::core
