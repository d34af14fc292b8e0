# Unity builds: each library compiles its sources in batches, one translation unit per batch,
# so the Boost, Beast, JSON and standard headers are parsed once per batch instead of once
# per file (docs/testing.md has the measurement). Batches are written into the build tree
# with include paths relative to it, so a clone elsewhere produces the same text and the
# compiler cache (ccache, base dir = the checkout) still hits. PLYROOM_UNITY=OFF compiles
# file by file, as an editor or a single-file change prefers.
option(PLYROOM_UNITY "Compile each library's sources in batches" ON)
set(PLYROOM_UNITY_BATCH 16 CACHE STRING "Sources per unity batch")

# plyroom_unity(<target>): call after every source of <target> has been added. Sources that
# are generated (embedded migrations, web files, data) keep their own translation units:
# they are large literals that gain nothing.
function(plyroom_unity target)
    if(NOT PLYROOM_UNITY)
        return()
    endif()
    get_target_property(sources ${target} SOURCES)
    get_target_property(source_dir ${target} SOURCE_DIR)
    get_target_property(binary_dir ${target} BINARY_DIR)
    set(batched "")
    foreach(source IN LISTS sources)
        if(NOT source MATCHES "\\.cpp$")
            continue()
        endif()
        get_filename_component(path "${source}" ABSOLUTE BASE_DIR "${source_dir}")
        cmake_path(IS_PREFIX CMAKE_BINARY_DIR "${path}" NORMALIZE in_build_tree)
        if(in_build_tree)
            continue()
        endif()
        list(APPEND batched "${path}")
    endforeach()
    list(LENGTH batched count)
    if(count LESS 2)
        return()
    endif()
    set_source_files_properties(${batched} TARGET_DIRECTORY ${target}
        PROPERTIES HEADER_FILE_ONLY ON)
    set(outputs "")
    math(EXPR last_start "${count} - 1")
    foreach(start RANGE 0 ${last_start} ${PLYROOM_UNITY_BATCH})
        list(SUBLIST batched ${start} ${PLYROOM_UNITY_BATCH} batch)
        set(text "")
        foreach(path IN LISTS batch)
            file(RELATIVE_PATH relative "${binary_dir}" "${path}")
            string(APPEND text "#include \"${relative}\"\n")
        endforeach()
        math(EXPR index "${start} / ${PLYROOM_UNITY_BATCH}")
        set(output "${binary_dir}/${target}_unity_${index}.cpp")
        file(CONFIGURE OUTPUT "${output}" CONTENT "${text}")
        list(APPEND outputs "${output}")
    endforeach()
    target_sources(${target} PRIVATE ${outputs})
endfunction()
