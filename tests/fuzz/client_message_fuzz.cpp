// Any frame a client sends: parsed into a message or refused with a code and a sentence
// that is printable (no control or direction characters echoed).
#include "protocol/client_message.hpp"
#include "printable.hpp"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto parsed = plyroom::protocol::parse_client_message(text);
    if (const auto* refused = std::get_if<plyroom::protocol::parse_error>(&parsed)) {
        if (refused->message.empty())
            std::abort(); // every refusal says why
        return 0;
    }
    const auto& message = std::get<plyroom::protocol::client_message>(parsed);
    // The id, if any, is a string or an integer and can be echoed back.
    if (!message.id.is_null() && !message.id.is_string() && !message.id.is_number_integer())
        std::abort();
    (void)plyroom::protocol::type_name(message.body);
    return 0;
}
