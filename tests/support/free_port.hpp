// A loopback port nobody listens on now, for a process the test starts later (0 if none).
#pragma once

namespace plyroom::test {

unsigned short free_port();

} // namespace plyroom::test
