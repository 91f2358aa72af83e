# WebAssembly with Debian's Emscripten (apt-get install emscripten nodejs):
#   cmake -B build-wasm --toolchain cmake/toolchains/wasm.cmake   (or --preset wasm)
#   cmake --build build-wasm -j2 --target pili-wasm
# gives pili.js + pili.wasm, the command-line program under Node (`node
# build-wasm/pili.js perft --depth 4`; without arguments it speaks UCI on
# standard input), and the engine the browser board loads (docs/web.md).
# One thread: threads in a browser need cross-origin isolation headers that a
# page opened from disk cannot have; platform::HAS_THREADS is false and a
# search runs in the calling thread until its limits stop it.
include(/usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake)
set(PILI_CROSS_NAME wasm)
include(${CMAKE_CURRENT_LIST_DIR}/host-headers.cmake)
# Native WebAssembly exceptions (Chrome 95, Firefox 100, Safari 15.2, Node 17
# on): the engine reports bad input by throwing, and JavaScript-emulated
# exceptions would slow every call that may throw. Bulk memory (every browser
# with those exceptions has it): memset and memcpy as single instructions;
# the page's engine clears a 16 MB hash table per game at start, which a
# byte loop made about 0.3 s slower.
set(CMAKE_CXX_FLAGS_INIT "-fwasm-exceptions -mbulk-memory")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-fwasm-exceptions -mbulk-memory")
# Only the programs: the test suite, the benchmarks and the tools are the
# native build's (the WebAssembly programs are tested under Node by CTest).
set(PILI_BUILD_TESTS OFF CACHE BOOL "Build the GoogleTest suite")
set(PILI_BUILD_BENCH OFF CACHE BOOL "Build the Google Benchmark programs")
set(PILI_BUILD_TOOLS OFF CACHE BOOL "Build the tools (pili-match)")
# Debian's Emscripten runs its JavaScript optimiser under `node` with the
# acorn module of Debian's node-acorn (/usr/share/nodejs), which a Node not
# built by Debian does not search by itself.
set(CMAKE_CXX_LINKER_LAUNCHER ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs)
