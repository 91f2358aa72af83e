#!/usr/bin/env bash
# Rebuilds src/serve/web/pieces.ttf, the few CJK glyphs the board
# draws (piece names with Manchu's banner 旗, Tris, river, title; the numerals, full-width digits
# and words of the move list's Chinese and dual notations), cut from WenQuanYi Micro Hei
# (Apache-2.0; Debian fonts-wqy-microhei) with fontTools (python3-fonttools).
# The page embeds it so the pieces look the same on machines without CJK fonts.
set -euo pipefail
cd "$(dirname "$0")/.."
/usr/bin/python3 -m fontTools.subset /usr/share/fonts/truetype/wqy/wqy-microhei.ttc --font-number=0 \
  --text="帥仕相傌俥炮兵將士象馬車砲卒旗玄楚河漢界霹雳　帅将马车一二三四五六七八九０１２３４５６７８９进退平前中后進後斜小分，〇" --layout-features='' --no-hinting \
  --name-IDs='*' --output-file=src/serve/web/pieces.ttf
ls -l src/serve/web/pieces.ttf
