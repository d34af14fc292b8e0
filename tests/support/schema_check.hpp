// Checks the frames a test exchanges with a server against the JSON Schemas in protocol/schema/,
// through one co-process (schema_check.py --serve) per test program. A connection's frames are
// kept and checked when it ends, so the test's traffic never waits for the checker; a server
// frame that does not match then fails the running test. A client frame that does not match must be
// refused by the server as malformed (bad_json, bad_request, unknown_type, too_large, rate_limited,
// or a close), so a test may send bad input on purpose, but the schema can never refuse what the
// server takes.
#pragma once

#include <string_view>

namespace plyroom::test::schema {

// A frame a client sent on a connection (any address that names the connection).
void client_sent(const void* connection, std::string_view frame);
// A frame the server sent on that connection.
void server_sent(const void* connection, std::string_view frame);
// The connection ends: its frames are checked now. `closed_by_server` when the server closed
// it (a refusal of its own).
void connection_ended(const void* connection, bool closed_by_server);

// A message a client built with no server to answer it (the client session tests): it must
// match the schema.
void client_built(std::string_view frame);

// An HTTP answer a test received: a JSON body (by its content type) must match what
// protocol/schema/http.json says `target` answers, or its error body; checked at once.
void http_answered(std::string_view target, int status, std::string_view content_type,
                   std::string_view body);

// While one lives, nothing is checked: a test playing a game the protocol does not define (a
// game of the test's own) has no schema to match.
class unchecked {
public:
    unchecked();
    ~unchecked();
    unchecked(const unchecked&) = delete;
    unchecked& operator=(const unchecked&) = delete;
};

} // namespace plyroom::test::schema
