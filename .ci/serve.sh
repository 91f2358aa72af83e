#!/usr/bin/env bash
# The browser test of `pili serve` (issue 13): headless Chromium plays a short
# game of every variant by clicking and dragging, and checks the page against
# the engine's FEN after every move. Needs ./build/pili (the README's build).
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
apt-get install -y --no-install-recommends chromium chromium-driver python3-selenium
mkdir -p build/browser-shots
timeout 240 /usr/bin/python3 tests/browser/serve_browser_test.py ./build/pili build/browser-shots
