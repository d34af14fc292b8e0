# The sanitizer builds of CI, each fatal on any finding:
#   PLYROOM_SANITIZE  AddressSanitizer + UndefinedBehaviorSanitizer (the second CI build);
#   PLYROOM_TSAN      ThreadSanitizer (the server's tests: I/O, writer, reader and AI threads);
#   PLYROOM_FUZZ      libFuzzer instrumentation with ASan + UBSan (clang; tests/fuzz).
function(plyroom_enable_sanitizers target)
    if(PLYROOM_SANITIZE OR PLYROOM_FUZZ)
        set(flags -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
        # GCC 12 with AddressSanitizer at -O1 reports std::regex's and std::function's members as
        # maybe uninitialized inside libstdc++ (its instrumentation hides the initialisation);
        # the release build still checks our code for it at -O3.
        if(PLYROOM_SANITIZE AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
            set(compile_only -Wno-maybe-uninitialized)
        endif()
    elseif(PLYROOM_TSAN)
        set(flags -fsanitize=thread -fno-omit-frame-pointer)
        # GCC warns that TSan does not model Asio's standalone fences (std_fenced_block); the
        # handlers they guard also pass through the scheduler's mutex, which TSan does see.
        set(compile_only -Wno-tsan)
    endif()
    if(PLYROOM_FUZZ)
        list(APPEND flags -fsanitize=fuzzer-no-link)
    endif()
    if(flags)
        target_compile_options(${target} INTERFACE ${flags} ${compile_only})
        target_link_options(${target} INTERFACE ${flags})
    endif()
endfunction()
