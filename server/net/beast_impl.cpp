// The one translation unit that compiles Boost.Asio and Boost.Beast (separate compilation:
// every other file sees declarations only, which keeps builds fast).
#include <boost/asio/impl/src.hpp>
#include <boost/beast/src.hpp>
