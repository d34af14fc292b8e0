// An overload set built from lambdas, for std::visit.
#pragma once

namespace plyroom {

template <class... F>
struct overloaded : F... {
    using F::operator()...;
};
template <class... F>
overloaded(F...) -> overloaded<F...>;

} // namespace plyroom
