// Clicks and drags on the board and the Tris reserve; a drag carries a
// ghost of the piece under the pointer.
"use strict";

function pointerDown(e) {
  if (!S.st) return;
  const sq = squareAt(e.clientX, e.clientY);
  S.down = { sq, x: e.clientX, y: e.clientY, dragging: false, fresh: false, reserve: false };
  if (sq && !S.airdrop && movable(sq) && !(S.sel && (movesFrom(S.sel).some((m) => m.to === sq) || castleOnRook(sq)))) {
    if (S.sel !== sq) { select(sq); S.down.fresh = true; }
    S.down.canDrag = true;
  }
  e.preventDefault();
}

function reserveDown(e) {
  if (!S.st || !S.st.legal.some((m) => m.kind === "drop")) return;
  S.down = { sq: "reserve", x: e.clientX, y: e.clientY, dragging: false, fresh: S.sel !== "reserve", reserve: true, canDrag: true };
  if (S.sel !== "reserve") select("reserve");
  e.preventDefault();
}

function pointerMove(e) {
  if (S.st && !S.down) {
    const h = squareAt(e.clientX, e.clientY);
    if (h !== S.hover) { S.hover = h; drawPreview(); }
    return;
  }
  if (!S.down || !S.down.canDrag) return;
  if (!S.down.dragging && Math.hypot(e.clientX - S.down.x, e.clientY - S.down.y) > 6) {
    S.down.dragging = true;
    makeGhost();
  }
  if (S.down.dragging) {
    moveGhost(e.clientX, e.clientY);
    const h = squareAt(e.clientX, e.clientY);
    if (h !== S.hover) { S.hover = h; drawPreview(); }
  }
}

function pointerUp(e) {
  const d = S.down;
  S.down = null;
  if (!d) return;
  const sq = squareAt(e.clientX, e.clientY);
  if (d.dragging) {
    dropGhost();
    if (!(sq && S.sel && onTarget(sq))) render();
    return;
  }
  if (d.reserve) return;
  if (d.fresh && sq === d.sq) return;  // the click that picked the piece
  onSquare(sq);
}

function makeGhost() {
  const svg = $("board");
  const G = geo();
  S.ghost = el("g", { class: "dragging" }, svg);
  if (S.sel === "reserve") drawTris(S.ghost, 0, 0, S.st.turn === "red" ? "T" : "t", UNIT * 0.42, true);
  else {
    const c = cellAt(S.sel);
    if (c) {
      const part = !isStack(S.sel) || S.split === "whole" ? c : S.split === "tris" ? { tris: c.tris } : { piece: c.piece };
      drawCell(S.ghost, 0, 0, part, G.chess, UNIT);
      const src = $("board").querySelector(`[data-sq="${S.sel}"]`);
      if (src && (S.split === "whole" || !isStack(S.sel))) src.setAttribute("opacity", "0.3");
    }
  }
}
function moveGhost(cx, cy) {
  if (!S.ghost) return;
  const G = geo(), box = $("board").getBoundingClientRect();
  const x = (cx - box.left) * (G.w / box.width), y = (cy - box.top) * (G.h / box.height);
  S.ghost.setAttribute("transform", `translate(${x},${y})`);
}
function dropGhost() { if (S.ghost) S.ghost.remove(); S.ghost = null; }
