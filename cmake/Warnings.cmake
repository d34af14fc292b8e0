# The warning list every target gets. Library headers from the system are included as
# system headers, so only our own code is judged.
function(plyroom_set_warnings target)
    target_compile_options(${target} INTERFACE
        -Wall
        -Wextra                  # reasonable and standard
        -Wpedantic               # non-standard C++ is used
        -Wshadow                 # a variable hides one from an outer scope
        -Wnon-virtual-dtor       # a class with virtual functions has a non-virtual destructor
        -Wcast-align             # potential performance problem casts
        -Woverloaded-virtual     # an overload hides a virtual function
        -Wunused                 # anything unused
        -Wformat=2               # security issues around printf-like functions
        -Wimplicit-fallthrough   # a switch case falls through without [[fallthrough]]
        -Wmissing-declarations   # a global function has no declaration: make it static or declare it
        -Wmisleading-indentation # indentation implies blocks where there are none
    )
    # GCC's own checks (the fuzz tree is built with clang, which has neither).
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
        target_compile_options(${target} INTERFACE
            -Wduplicated-cond        # an if / else chain repeats a condition
            -Wlogical-op             # a logical operation is probably a mistake
            # GCC 12 reports std::string concatenation inlined at -O3 as overlapping memcpy
            # (GCC bug 105329): a false positive in libstdc++, not in our code.
            -Wno-restrict
        )
    endif()
    if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
        # Data files built into the libraries (the opening book) are long string literals.
        target_compile_options(${target} INTERFACE -Wno-overlength-strings)
    endif()
    if(PLYROOM_WERROR)
        target_compile_options(${target} INTERFACE -Werror)
    endif()
endfunction()
