# One static library per layer of docs/architecture.md, each linking only the
# layers below it: a call that points up does not link, and
# tools/check_layers.py (run by CI) checks the includes the same way.
#
#   pili_layer(<target> DIRS <folders...> [DEPS <targets...>] [EXCLUDE <regex>]
#              [PCH <headers...>])
#
# Every .cpp under the layer's folders belongs to it, so adding a file needs
# no edit here. Platform files (<name>_posix.cpp, <name>_win32.cpp) are
# chosen per platform; EXCLUDE drops the files a program compiles itself
# (a main.cpp). A layer whose folders hold no source yet is an interface
# library, so that the layers above it can link it before it is written.
#
# Each layer precompiles the standard headers most of its files include, and
# PCH adds the heavy ones it uses (CLI11, nlohmann-json), parsed once a layer
# instead of once a file: about 45 s less compiler time a Release build
# (2026-12-05; most of the rest is code generation, which this does not touch).
set(PILI_STD_PCH <algorithm> <array> <cstdint> <memory> <optional> <sstream> <string>
    <string_view> <vector>)
function(pili_layer name)
  cmake_parse_arguments(L "" "EXCLUDE" "DIRS;DEPS;PCH" ${ARGN})
  set(globs)
  foreach(d ${L_DIRS})
    list(APPEND globs ${PROJECT_SOURCE_DIR}/${d}/*.cpp)
  endforeach()
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS ${globs})
  if(L_EXCLUDE)
    list(FILTER sources EXCLUDE REGEX "${L_EXCLUDE}")
  endif()
  if(WIN32)
    list(FILTER sources EXCLUDE REGEX "_posix\\.cpp$")
  else()
    list(FILTER sources EXCLUDE REGEX "_win32\\.cpp$")
  endif()
  if(sources)
    add_library(${name} STATIC ${sources})
    target_include_directories(${name} PUBLIC ${PROJECT_SOURCE_DIR}/include)
    target_link_libraries(${name} PUBLIC ${L_DEPS})
    target_precompile_headers(${name} PRIVATE ${PILI_STD_PCH} ${L_PCH})
  else()
    add_library(${name} INTERFACE)
    target_include_directories(${name} INTERFACE ${PROJECT_SOURCE_DIR}/include)
    target_link_libraries(${name} INTERFACE ${L_DEPS})
  endif()
endfunction()
