#include "options.hpp"

#include "builtin_positions.hpp"
#include "position_csv.hpp"

namespace plyroom::core::divided_loyalties {

namespace {

constexpr int export_format = 1;

// Reads "position" / "position_csv" / "sets" from an object whose other keys are already checked.
std::optional<std::string> read_position(const json& source, std::uint64_t seed,
                                         game_setup& setup) {
    const auto id = source.find("position");
    const auto csv = source.find("position_csv");
    if (id != source.end() && csv != source.end())
        return "give either \"position\" or \"position_csv\", not both";
    if (csv != source.end()) {
        if (!csv->is_string())
            return "\"position_csv\" must be the CSV text of one position";
        auto parsed = parse_single_position_csv(csv->get<std::string>());
        if (auto* failed = std::get_if<csv_error>(&parsed))
            return "the position CSV is wrong at " + failed->describe();
        setup.board = std::make_shared<const position>(std::move(std::get<position>(parsed)));
        setup.position_csv = csv->get<std::string>();
        setup.sets = 3;
    } else {
        int chosen = static_cast<int>(seed % builtin_position_count) + 1;
        if (id != source.end()) {
            if (!id->is_number_integer() || id->get<long long>() < 1 ||
                id->get<long long>() > builtin_position_count)
                return "\"position\" must be a built-in position id from 1 to 12";
            chosen = id->get<int>();
        }
        setup.board = builtin_position(chosen);
        if (!setup.board)
            return "built-in position " + std::to_string(chosen) + " could not be read";
        setup.builtin_id = chosen;
        setup.sets = default_sets_for(chosen);
    }
    if (const auto sets = source.find("sets"); sets != source.end()) {
        if (!sets->is_number_integer() ||
            (sets->get<long long>() != 3 && sets->get<long long>() != 4))
            return "\"sets\" must be 3 or 4";
        setup.sets = sets->get<int>();
    }
    return std::nullopt;
}

// Reads an export: {"game","format","position"|"position_csv","sets","turns","result"}.
std::optional<std::string> read_export(const json& exported, game_setup& setup) {
    if (!exported.is_object())
        return "\"export\" must be the JSON object of an exported game";
    for (const auto& [key, value] : exported.items()) {
        if (key == "game") {
            if (value != "divided_loyalties")
                return "the export is not of a Divided Loyalties game";
        } else if (key == "format") {
            if (value != export_format)
                return "the export has format " + value.dump() + "; this server reads format 1";
        } else if (key != "position" && key != "position_csv" && key != "sets" && key != "turns" &&
                   key != "result") {
            return "unknown field \"" + key + "\" in the export";
        }
    }
    if (!exported.contains("position") && !exported.contains("position_csv"))
        return "the export names no position (\"position\" or \"position_csv\")";
    if (auto failed = read_position(exported, 0, setup))
        return "in the export, " + *failed;
    const auto turns = exported.find("turns");
    if (turns == exported.end() || !turns->is_array())
        return "the export needs \"turns\", the list of turns played";
    // A game that ended by something its turns do not show (resignation, agreement) cannot
    // go on either; endings the turns show are caught when they are replayed.
    if (const auto result = exported.find("result");
        result != exported.end() && !result->is_null()) {
        if (!result->is_object())
            return std::string("\"result\" in the export must be null or the game's RESULT");
        return "the exported game has already ended (" + result->value("reason", std::string("?")) +
               "); there is nothing to continue";
    }
    for (const json& each : *turns)
        setup.turns.push_back(each);
    setup.from_export = true;
    return std::nullopt;
}

} // namespace

// Checks every key, then reads the position, the sets or the export.
std::variant<game_setup, std::string> read_options(const json& options, std::uint64_t seed) {
    if (!options.is_object())
        return std::string("options must be a JSON object");
    for (const auto& [key, value] : options.items())
        if (key != "position" && key != "position_csv" && key != "sets" && key != "export")
            return "unknown option \"" + key +
                   "\" (Divided Loyalties takes position, position_csv, sets or export)";
    game_setup setup;
    if (const auto exported = options.find("export"); exported != options.end()) {
        if (options.size() != 1)
            return std::string("\"export\" continues an exported game and takes no other option");
        if (auto failed = read_export(*exported, setup))
            return *failed;
        return setup;
    }
    if (auto failed = read_position(options, seed, setup))
        return *failed;
    return setup;
}

// The normalised position and sets of a setup.
json position_options(const game_setup& setup) {
    json options = json::object();
    if (setup.builtin_id)
        options["position"] = *setup.builtin_id;
    else
        options["position_csv"] = setup.position_csv;
    options["sets"] = setup.sets;
    return options;
}

} // namespace plyroom::core::divided_loyalties
