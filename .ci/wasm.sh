#!/usr/bin/env bash
# CI: the WebAssembly build (docs/web.md). Builds pili.js/.wasm, its scalar
# twin and the static board with Emscripten (ccache when installed), runs
# their tests under Node (CTest: the perft suites, a UCI game start in every
# variant) and the single-file board in headless Chromium from file://.
# Usage: .ci/wasm.sh [build]   (build: only build, for .ci/cross.sh's zip)
# After the tests, the native build's Linux tarball is packed with the board.
# What keeps this stage short (docs/web.md, "Measured"): the links skip
# Binaryen's whole-module optimiser (-DPILI_WASM_LINK_OPT=-O1; the compiler's
# -O3 code is unchanged), and Emscripten's Python wrapper runs under Debian's
# own python3, not whatever python3 comes first on the PATH (a version
# manager's shim costs about 0.6 s a call, and a build makes 150 calls).
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
apt-get install -y --no-install-recommends emscripten nodejs chromium chromium-driver python3-selenium >/dev/null
[ -x /usr/bin/python3 ] && export EMSDK_PYTHON=/usr/bin/python3
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
start=$SECONDS
cmake --preset wasm -DPILI_WERROR=ON -DPILI_WASM_LINK_OPT=-O1 "${launcher[@]}" >/dev/null
cmake --build build-wasm -j2
echo "== wasm: built in $((SECONDS - start)) s"
ls -l build-wasm/pili.wasm build-wasm/pili-scalar.wasm build-wasm/pili-board.html
[ "${1:-}" = build ] && exit 0
ctest --test-dir build-wasm -j2 --output-on-failure
timeout 600 /usr/bin/python3 tests/browser/web_board_test.py build-wasm/pili-board.html build-wasm
# The Linux tarball carries the single-file board as the Windows zip does
# (.ci/cross.sh): share/pili/pili-board.html (cmake/install.cmake).
if [ -x build/pili ]; then
  cmake -B build -DPILI_WEB_BOARD="$PWD/build-wasm/pili-board.html" >/dev/null
  (cd build && rm -f pili-*.tar.gz && cpack -G TGZ >/dev/null)
  listing=$(tar -tzf build/pili-*.tar.gz)  # whole: grep -q would stop tar early (pipefail)
  grep -q '/share/pili/pili-board.html$' <<<"$listing" ||
    { echo "the Linux tarball lacks share/pili/pili-board.html"; exit 1; }
  echo "== wasm: $(ls build/pili-*.tar.gz) carries the board"
fi
