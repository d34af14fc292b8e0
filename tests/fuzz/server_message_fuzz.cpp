// Any frame the terminal client receives: parsed into a server message or refused, never a
// crash (a hostile or broken server must not take the client down).
#include "protocol/server_message.hpp"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto parsed = plyroom::protocol::parse_server_message(text);
    if (const auto* message = std::get_if<plyroom::protocol::server_message>(&parsed))
        (void)plyroom::protocol::type_name(message->body);
    return 0;
}
