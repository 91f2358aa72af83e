// Jieqi's covered pieces around the board (docs/web.md): each side's pool
// (the identities not yet turned face up, as counts), the covered pieces
// still on the board, and every capture of a covered piece with what its
// capturer learned (R3.1 of docs/rules/jieqi.md). Against Pili the server
// leaves out what only Pili saw until the game ends (src/serve/covered_state.h);
// the deal itself is shown then too. The board draws covered pieces face
// down (pieces.js) and rings the point where the last move turned one up.
"use strict";

const Covered = (() => {
  const SIDES = [["red", "Red"], ["black", "Black"]];

  // "俥2 仕2 ..." from a pool's [letter, count] pairs, in the FEN's order.
  function poolText(pool) {
    const parts = [];
    for (const [letter, n] of pool) if (n > 0) parts.push(glyphOf(letter, false) + n);
    return parts.length ? parts.join(" ") : "none";
  }

  function captureText(c) {
    const who = c.by === "red" ? "Red" : "Black";
    const what = c.seen ? `it was ${glyphOf(c.seen, false)} (${c.seen})` : "unseen by this side";
    return `ply ${c.ply}: ${who} took the face-down piece on ${c.sq}, ${what}`;
  }

  function draw(st) {
    const box = $("covered-box");
    if (!box) return;
    const cv = st.covered;
    box.hidden = !cv;
    if (!cv) return;
    box.innerHTML = "";
    const title = document.createElement("div");
    title.className = "caption";
    title.textContent = "Face-down pieces";
    box.appendChild(title);
    for (const [side, name] of SIDES) {
      const d = document.createElement("div");
      d.className = "pool " + side;
      d.dataset.pool = side;
      d.dataset.covered = cv.covered[side];
      d.textContent = `${name}: ${cv.covered[side]} face down; hidden ${poolText(cv.pools[side])}`;
      box.appendChild(d);
    }
    for (const c of cv.captures) {
      const d = document.createElement("div");
      d.className = "capture";
      d.dataset.capture = c.sq;
      if (c.seen) d.dataset.seen = c.seen;
      d.textContent = captureText(c);
      box.appendChild(d);
    }
    if (cv.deal) {
      const d = document.createElement("div");
      d.className = "deal";
      d.title = "The identities dealt at the start, as a FEN board (in the PGN as [Deal])";
      d.textContent = "Deal: " + cv.deal;
      box.appendChild(d);
    }
  }

  // The point where the last move turned a piece face up, under the pieces.
  function markReveal(st, marks) {
    const r = st.covered && st.cursor > 0 ? st.covered.reveal : null;
    if (!r) return;
    const p = xy(r.sq);
    el("circle", { cx: p.x, cy: p.y, r: UNIT * 0.5, class: "reveal-mark", "data-reveal": r.sq, "data-piece": r.piece }, marks);
  }

  return { draw, markReveal };
})();
