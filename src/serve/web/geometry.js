// Board geometry: point names, their place in the SVG (flipped or not), and
// the point under the pointer. Xiangqi pieces stand on points, chess pieces
// in squares.
"use strict";

const UNIT = 56, MARGIN = 50;  // SVG units: one point or square, the border

function geo() {
  const g = S.st.geometry;
  const grid = g.style !== "chess";  // xiangqi pieces stand on points
  const w = MARGIN * 2 + UNIT * (grid ? g.files - 1 : g.files);
  const h = MARGIN * 2 + UNIT * (grid ? g.ranks - 1 : g.ranks);
  return { files: g.files, ranks: g.ranks, base: g.rankBase, grid, w, h, chess: !grid };
}
function sqName(f, r) { return String.fromCharCode(97 + f) + (r + S.st.geometry.rankBase); }
function sqCoords(sq) { return { f: sq.charCodeAt(0) - 97, r: parseInt(sq.slice(1), 10) - S.st.geometry.rankBase }; }
function xy(sq) {
  const G = geo(), { f, r } = sqCoords(sq);
  const c = S.flip ? G.files - 1 - f : f, row = S.flip ? r : G.ranks - 1 - r;
  const off = G.grid ? 0 : UNIT / 2;
  return { x: MARGIN + c * UNIT + off, y: MARGIN + row * UNIT + off };
}
// The square under a client point, or null.
function squareAt(clientX, clientY) {
  const G = geo(), box = $("board").getBoundingClientRect();
  const x = (clientX - box.left) * (G.w / box.width), y = (clientY - box.top) * (G.h / box.height);
  let c, row;
  if (G.grid) {
    c = Math.round((x - MARGIN) / UNIT); row = Math.round((y - MARGIN) / UNIT);
    if (Math.hypot(x - (MARGIN + c * UNIT), y - (MARGIN + row * UNIT)) > UNIT * 0.5) return null;
  } else {
    c = Math.floor((x - MARGIN) / UNIT); row = Math.floor((y - MARGIN) / UNIT);
  }
  if (c < 0 || c >= G.files || row < 0 || row >= G.ranks) return null;
  return sqName(S.flip ? G.files - 1 - c : c, S.flip ? row : G.ranks - 1 - row);
}
