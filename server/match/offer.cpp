#include "offer.hpp"

namespace plyroom::server::match {

std::string_view offer_end_name(offer_end end) {
    switch (end) {
    case offer_end::accepted:
        return "accepted";
    case offer_end::declined:
        return "declined";
    case offer_end::lapsed:
        return "lapsed";
    }
    return "lapsed";
}

} // namespace plyroom::server::match
