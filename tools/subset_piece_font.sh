#!/usr/bin/env bash
# Rebuilds src/serve/web/pieces.ttf, the few CJK glyphs the board
# draws (piece names, Tris, river, title), cut from WenQuanYi Micro Hei
# (Apache-2.0; Debian fonts-wqy-microhei) with fontTools (python3-fonttools).
# The page embeds it so the pieces look the same on machines without CJK fonts.
set -euo pipefail
cd "$(dirname "$0")/.."
/usr/bin/python3 -m fontTools.subset /usr/share/fonts/truetype/wqy/wqy-microhei.ttc --font-number=0 \
  --text="帥仕相傌俥炮兵將士象馬車砲卒玄楚河漢界霹雳　" --layout-features='' --no-hinting \
  --name-IDs='*' --output-file=src/serve/web/pieces.ttf
ls -l src/serve/web/pieces.ttf
