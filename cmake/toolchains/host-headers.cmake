# Shared by the cross toolchains: the header-only libraries Pili uses (CLI11,
# nlohmann-json) are taken from the build machine's Debian packages. Linking
# /usr/include itself would hide the target's C library headers, so only
# those folders, with their CMake package files, are linked into a prefix of
# their own, PILI_CROSS_DEPS. Libraries built for the target (GoogleTest, see
# docs/windows.md) are installed into the same prefix.
if(NOT PILI_CROSS_DEPS)
  if(DEFINED ENV{PILI_CROSS_DEPS})
    set(PILI_CROSS_DEPS $ENV{PILI_CROSS_DEPS})
  else()
    get_filename_component(PILI_CROSS_DEPS "${CMAKE_CURRENT_LIST_DIR}/../../build-deps/${PILI_CROSS_NAME}" ABSOLUTE)
  endif()
endif()
foreach(link include/CLI include/nlohmann share/cmake/CLI11 share/cmake/nlohmann_json)
  string(REGEX REPLACE "^include/" "/usr/include/" source ${link})
  string(REGEX REPLACE "^share/" "/usr/share/" source ${source})
  if(EXISTS ${source} AND NOT EXISTS ${PILI_CROSS_DEPS}/${link})
    get_filename_component(parent ${PILI_CROSS_DEPS}/${link} DIRECTORY)
    file(MAKE_DIRECTORY ${parent})
    file(CREATE_LINK ${source} ${PILI_CROSS_DEPS}/${link} SYMBOLIC)
  endif()
endforeach()

list(APPEND CMAKE_FIND_ROOT_PATH ${PILI_CROSS_DEPS})
list(APPEND CMAKE_PREFIX_PATH ${PILI_CROSS_DEPS})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
set(CMAKE_CXX_STANDARD_INCLUDE_DIRECTORIES ${PILI_CROSS_DEPS}/include)  # as /usr/include is on the build machine
