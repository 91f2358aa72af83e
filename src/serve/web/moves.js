// Turning a selection and a target into a move text from the server's list
// of legal moves: stacks and their separations, air-drops, promotions,
// castling by dropping the king on its rook.
"use strict";

function cellAt(sq) { return S.st.board.find((c) => c.sq === sq); }
function isStack(sq) { const c = cellAt(sq); return !!(c && c.piece && c.tris); }
function kindsFor(split) {
  return split === "tris" ? ["split-tris"] : split === "piece" ? ["split-piece"] : ["normal", "airdrop", "promotion"];
}
function movesFrom(sel) {
  if (!S.st) return [];
  if (sel === "reserve") return S.st.legal.filter((m) => m.kind === "drop");
  const kinds = isStack(sel) ? kindsFor(S.split) : null;
  return S.st.legal.filter((m) => m.from === sel && (!kinds || kinds.includes(m.kind)));
}
function movable(sq) { return S.st.legal.some((m) => m.from === sq); }

function select(sq) {
  S.sel = sq; S.airdrop = null; S.choice = null;
  if (sq !== "reserve" && isStack(sq)) {
    // A stack: whole stack first, unless only a separation is possible.
    S.split = "whole";
    if (!movesFrom(sq).length) S.split = S.st.legal.some((m) => m.from === sq && m.kind === "split-tris") ? "tris" : "piece";
  }
  render();
}
function deselect() { S.sel = null; S.airdrop = null; S.split = "whole"; hideChoice(); render(); }

function onTarget(sq) {
  const cands = movesFrom(S.sel).filter((m) => m.to === sq);
  if (!cands.length) { const c = castleOnRook(sq); if (c) { play(c.move); return true; } return false; }
  if (cands.length === 1) { play(cands[0].move); return true; }
  if (cands.every((m) => m.kind === "airdrop")) {
    // Step two of an air-drop: where the captured Tris lands.
    S.airdrop = cands;
    render();
    return true;
  }
  if (cands.every((m) => m.kind === "promotion")) {
    // Promotion: the player picks the piece (queen first, underpromotions too).
    const order = "qrbnkc";
    const sorted = cands.slice().sort((a, b) => order.indexOf(a.move.slice(-1)) - order.indexOf(b.move.slice(-1)));
    const white = S.st.turn === "red";
    showChoice(`Promote on ${sq} to:`, sorted.map((m) => {
      const p = m.move.slice(-1);
      return [`${glyphOf(white ? p.toUpperCase() : p, true)} ${PROMO_NAMES[p] || p}`, () => play(m.move), false, "promo-" + p];
    }).concat([["Cancel", () => { hideChoice(); deselect(); }, false, "promo-cancel"]]));
    return true;
  }
  showChoice("Which move?", cands.map((m) => [m.move, () => play(m.move)]));
  return true;
}
const PROMO_NAMES = { q: "Queen", r: "Rook", b: "Bishop", n: "Knight", k: "King" };

// Chess: dropping the king on its own rook castles to that side, as on lichess.
function castleOnRook(sq) {
  if (!S.sel || S.sel === "reserve" || !S.st || S.st.geometry.style !== "chess") return null;
  const k = cellAt(S.sel), r = cellAt(sq);
  if (!k || !r || !k.piece || !r.piece || k.piece.toLowerCase() !== "k" || r.piece.toLowerCase() !== "r" || isRed(k.piece) !== isRed(r.piece)) return null;
  const from = sqCoords(S.sel), rook = sqCoords(sq);
  return S.st.legal.find((m) => {
    if (m.from !== S.sel) return false;
    const t = sqCoords(m.to);
    return t.r === from.r && Math.abs(t.f - from.f) === 2 && Math.sign(t.f - from.f) === Math.sign(rook.f - from.f);
  }) || null;
}

function onSquare(sq) {
  if (S.airdrop) {
    const m = S.airdrop.find((c) => c.extra === sq);
    if (m) { play(m.move); return; }
    S.airdrop = null; render(); return;
  }
  if (S.sel && sq && onTarget(sq)) return;
  if (sq && movable(sq) && sq !== S.sel) { select(sq); return; }
  deselect();
}

function play(text) {
  S.played = text;
  S.sel = null; S.airdrop = null; S.split = "whole";
  hideChoice();
  return api("/api/move", { move: text });
}
