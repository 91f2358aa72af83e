# Windows x86-64 with Debian's MinGW-w64 cross compiler, the POSIX-threads
# variant (std::thread needs it): apt-get install g++-mingw-w64-x86-64-posix.
#   cmake -B build-win --toolchain cmake/toolchains/mingw-w64-x86_64.cmake
# Programs are linked statically (libstdc++, libgcc, winpthread), so a .exe
# needs no DLL beside it. Tests and perft run under Wine (docs/windows.md).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")
# ctest and GoogleTest's test discovery start the test programs through Wine.
find_program(PILI_WINE NAMES wine wine64)
if(PILI_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${PILI_WINE})
endif()
set(PILI_CROSS_NAME mingw-w64-x86_64)
include(${CMAKE_CURRENT_LIST_DIR}/host-headers.cmake)
