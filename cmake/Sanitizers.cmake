# AddressSanitizer + UndefinedBehaviorSanitizer for the second CI build. Any finding is fatal.
function(plyroom_enable_sanitizers target)
    if(PLYROOM_SANITIZE)
        set(flags -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
        target_compile_options(${target} INTERFACE ${flags})
        target_link_options(${target} INTERFACE ${flags})
    endif()
endfunction()
