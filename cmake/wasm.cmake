# The WebAssembly programs (cmake/toolchains/wasm.cmake; docs/web.md). The
# layers are compiled once, without SIMD; the NNUE kernels are the one part
# built twice, so two links give
#   pili.js + pili.wasm                the SIMD128 kernels (every current browser, Node)
#   pili-scalar.js + pili-scalar.wasm  the scalar ones, for engines without SIMD128
# Each is the command-line program under Node and the page's engine in a Web
# Worker (src/serve/wasm/worker.js).
set(PILI_WASM_DIR ${PROJECT_SOURCE_DIR}/src/serve/wasm)
add_library(pili_kernel_simd128 OBJECT ${PROJECT_SOURCE_DIR}/src/eval/nnue/simd_wasm128.cpp)
target_compile_options(pili_kernel_simd128 PRIVATE -msimd128)
add_library(pili_kernel_scalar OBJECT ${PROJECT_SOURCE_DIR}/src/eval/nnue/simd_wasm_scalar.cpp)
foreach(kernel pili_kernel_simd128 pili_kernel_scalar)
  target_include_directories(${kernel} PRIVATE ${PROJECT_SOURCE_DIR}/include)
endforeach()

set(PILI_WASM_LINK
  -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=64MB -sTOTAL_STACK=8MB
  -sEXIT_RUNTIME=1            # Node: flush the output, and main's return is the exit status
  -sENVIRONMENT=web,worker,node -lnodefs.js
  "-sEXPORTED_FUNCTIONS=_main,_pili_uci,_pili_api,_pili_drive"
  "-sEXPORTED_RUNTIME_METHODS=ccall"
  --pre-js ${PILI_WASM_DIR}/pre.js
  # wasm-ld 14 refuses objects built with bulk memory but not atomics that
  # had thread-local variables ("'atomics' feature must be used in order to
  # use thread-local storage"), although the compiler has already made them
  # ordinary globals without threads (rules/chase.h's scratch position): the
  # programs have no thread-local segment, so that check is skipped.
  -Wl,--no-check-features)
target_sources(pili PRIVATE ${PROJECT_SOURCE_DIR}/src/cli/wasm_exports.cpp)
target_link_libraries(pili PRIVATE pili_kernel_simd128)
add_executable(pili-scalar ${PROJECT_SOURCE_DIR}/src/cli/main.cpp ${PROJECT_SOURCE_DIR}/src/cli/wasm_exports.cpp)
target_link_libraries(pili-scalar PRIVATE pili_cli pili_kernel_scalar pili_cpu_check)
# Emscripten runs Binaryen's optimiser over the whole 6 MB module at link time
# at the build type's level (-O3): minutes of CPU a program. The code is
# optimised already (the compiler's -O3); a test build (CI: .ci/wasm.sh)
# links with -O1, which skips that pass (docs/web.md, "Measured").
set(PILI_WASM_LINK_OPT "" CACHE STRING "Optimisation level of the WebAssembly links (e.g. -O1); empty: the build type's")
foreach(program pili pili-scalar)
  set_target_properties(${program} PROPERTIES SUFFIX .js LINK_DEPENDS ${PILI_WASM_DIR}/pre.js)
  target_link_options(${program} PRIVATE ${PILI_WASM_LINK} ${PILI_WASM_LINK_OPT})
endforeach()
add_custom_target(pili-wasm DEPENDS pili pili-scalar)

# The static board (docs/web.md): web/ is a site for any static host, and
# pili-board.html the same page in one file that opens from disk; both from
# the page `pili` embeds (web_page/, written before `pili` is linked:
# src/serve/CMakeLists.txt).
file(GLOB PILI_WEB_PAGE CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/serve/web/*)
set(PILI_BOARD_HTML ${PROJECT_BINARY_DIR}/pili-board.html)
add_custom_command(
  OUTPUT ${PILI_BOARD_HTML} ${PROJECT_BINARY_DIR}/web/index.html
  COMMAND ${NODE_JS_EXECUTABLE} ${PILI_WASM_DIR}/export.js ${PROJECT_BINARY_DIR}/web_page
          ${PROJECT_BINARY_DIR} ${PROJECT_BINARY_DIR}/web ${PILI_BOARD_HTML}
  DEPENDS pili pili-scalar ${PILI_WEB_PAGE} ${PILI_WASM_DIR}/export.js ${PILI_WASM_DIR}/worker.js
  COMMENT "Writing the static board (web/ and pili-board.html)")
add_custom_target(pili-web ALL DEPENDS ${PILI_BOARD_HTML})

# Tests under Node (ctest --test-dir build-wasm): every perft suite of
# tests/data at shallow depths, the counts compared with the suite's (the
# native build's reference counts), and a UCI game start in every variant
# with each kernel (tests/wasm/uci_smoke.js).
enable_testing()
file(GLOB PILI_PERFT_SUITES ${PROJECT_SOURCE_DIR}/tests/data/*.perft)
foreach(suite ${PILI_PERFT_SUITES})
  get_filename_component(variant ${suite} NAME_WE)
  string(REPLACE "atomic-chess-python-chess" "atomic-chess" rules ${variant})
  add_test(NAME wasm.perft.${variant}
           COMMAND ${NODE_JS_EXECUTABLE} $<TARGET_FILE:pili> perft --variant ${rules} --suite ${suite} --max-depth 2)
endforeach()
add_test(NAME wasm.perft.startpos-depth4
         COMMAND ${NODE_JS_EXECUTABLE} $<TARGET_FILE:pili> perft --depth 4)
set_tests_properties(wasm.perft.startpos-depth4 PROPERTIES PASS_REGULAR_EXPRESSION "Nodes searched: 3290240")
add_test(NAME wasm.uci.simd128
         COMMAND ${NODE_JS_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/wasm/uci_smoke.js $<TARGET_FILE:pili> simd128)
add_test(NAME wasm.uci.scalar
         COMMAND ${NODE_JS_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/wasm/uci_smoke.js $<TARGET_FILE:pili-scalar> scalar)
