#!/usr/bin/env bash
# CI: `cmake --install` to a temporary prefix and run the installed programs;
# `cpack -G DEB` builds a package whose contents are checked. Expects the
# Release build in build/ (made by .ci/run just before).
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install build --prefix "$prefix"
"$prefix/bin/pili" perft --depth 3 | grep -qx "Nodes searched: 79666"
"$prefix/bin/pili" --version
"$prefix/bin/pili-match" --help >/dev/null
test -f "$prefix/share/doc/pili/README.md"
test -f "$prefix/share/doc/pili/docs/architecture.md"

(cd build && cpack -G DEB)
deb=$(ls build/pili_*.deb)
dpkg-deb --info "$deb"
contents=$(dpkg-deb --contents "$deb")  # whole listing first: grep -q would cut the pipe
for f in usr/bin/pili usr/bin/pili-match usr/share/doc/pili/README.md; do
  grep -q "\./$f\$" <<<"$contents" || { echo "error: $deb lacks /$f" >&2; exit 1; }
done
dpkg-deb --extract "$deb" "$prefix/deb"
"$prefix/deb/usr/bin/pili" perft --depth 2 | grep -qx "Nodes searched: 1920"
rm -f "$deb"
echo "install and package: ok ($deb)"
