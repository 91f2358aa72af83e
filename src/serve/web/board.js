// Drawing the board: lines or squares, coordinates, marks, pieces, targets,
// hit areas, and the blast preview and animation of the atomic variants.
"use strict";

function render() {
  if (!S.st) return;
  drawBoard();
  drawReserve();
  drawChoice();
  drawPanel();
  Covered.draw(S.st);
  Evaluation.drawBar(S.st);
  Evaluation.drawGraph(S.st);
  Clock.draw(S.st);
}

function drawBoard() {
  const st = S.st, G = geo(), svg = $("board");
  svg.innerHTML = "";
  svg.setAttribute("viewBox", `0 0 ${G.w} ${G.h}`);
  svg.setAttribute("width", G.w);
  svg.setAttribute("height", G.h);
  svg.dataset.fen = st.fen;
  const lines = el("g", { stroke: "#5a3b1a", "stroke-width": 1.5 }, svg);
  const P = (f, r) => xy(sqName(f, r));
  if (G.grid) {
    for (let r = 0; r < G.ranks; r++) el("line", { x1: P(0, r).x, y1: P(0, r).y, x2: P(G.files - 1, r).x, y2: P(G.files - 1, r).y }, lines);
    for (let f = 0; f < G.files; f++) {
      const river = G.ranks === 10 && f > 0 && f < G.files - 1;
      const segs = river ? [[0, 4], [5, 9]] : [[0, G.ranks - 1]];
      for (const [a, b] of segs) el("line", { x1: P(f, a).x, y1: P(f, a).y, x2: P(f, b).x, y2: P(f, b).y }, lines);
    }
    if (G.files === 9 && G.ranks === 10) {
      for (const base of [0, 7]) {
        el("line", { x1: P(3, base).x, y1: P(3, base).y, x2: P(5, base + 2).x, y2: P(5, base + 2).y }, lines);
        el("line", { x1: P(5, base).x, y1: P(5, base).y, x2: P(3, base + 2).x, y2: P(3, base + 2).y }, lines);
      }
      const y = (P(0, 4).y + P(0, 5).y) / 2 + 9;
      const river = el("text", { x: G.w / 2, y, "font-size": 26, "text-anchor": "middle", fill: "#5a3b1a", class: "river", "font-family": "PiliPieces, serif",
        "letter-spacing": 20 }, svg);
      river.textContent = S.flip ? "漢界　　楚河" : "楚河　　漢界";
    }
  } else {
    for (let r = 0; r < G.ranks; r++) for (let f = 0; f < G.files; f++) {
      const p = P(f, r);
      el("rect", { x: p.x - UNIT / 2, y: p.y - UNIT / 2, width: UNIT, height: UNIT, fill: (f + r) % 2 ? "#f0d9b5" : "#b58863" }, svg);
    }
  }
  const coords = el("g", { "font-size": 13, fill: "#5a3b1a", "text-anchor": "middle", "font-family": "PiliPieces, sans-serif", class: "coords" }, svg);
  drawEdgeLabels(coords, G, P);  // notation.js
  // Marks under the pieces: last move, check, selection.
  const marks = el("g", {}, svg);
  const lm = st.lastMove ? moveSquares(st.lastMove) : [];
  for (const sq of lm) { const p = xy(sq); el("circle", { cx: p.x, cy: p.y, r: UNIT * 0.47, class: "last-move" }, marks); }
  // Scorch marks where the last move's blast cleared points.
  for (const sq of st.lastBlast) { const p = xy(sq); el("circle", { cx: p.x, cy: p.y, r: UNIT * 0.3, class: "scorch", "data-blasted": sq }, marks); }
  Covered.markReveal(st, marks);  // covered.js
  if (S.sel && S.sel !== "reserve") { const p = xy(S.sel); el("circle", { cx: p.x, cy: p.y, r: UNIT * 0.48, class: "selected-mark" }, marks); }
  const pieces = el("g", { id: "pieces" }, svg);
  for (const c of st.board) {
    const p = xy(c.sq);
    const g = drawCell(pieces, p.x, p.y, c, G.chess, UNIT);
    g.dataset.sq = c.sq;
    if (c.piece) g.dataset.piece = c.piece;
    if (c.tris) g.dataset.tris = c.tris;
  }
  if (st.check) { const p = xy(st.check); el("circle", { cx: p.x, cy: p.y, r: UNIT * 0.46, class: "check-mark" }, svg); }
  // Targets of the selected piece (or of the reserve), or air-drop points.
  const over = el("g", { id: "targets" }, svg);
  if (S.airdrop) {
    for (const m of S.airdrop) { const p = xy(m.extra); el("circle", { cx: p.x, cy: p.y, r: UNIT * 0.3, class: "airdrop-spot", "data-extra": m.extra }, over); }
  } else if (S.sel) {
    for (const m of movesFrom(S.sel)) {
      const p = xy(m.to);
      if (m.capture) el("circle", { cx: p.x, cy: p.y, r: UNIT * 0.45, class: "target-ring", "data-target": m.to }, over);
      else el("circle", { cx: p.x, cy: p.y, r: UNIT * 0.13, class: "target-dot", "data-target": m.to }, over);
    }
  }
  Evaluation.drawArrows(svg, st);
  el("g", { id: "preview" }, svg);
  el("g", { id: "fx" }, svg);
  // Hit areas on top: one per point, for clicks and for tests to find.
  const hits = el("g", { id: "hits" }, svg);
  for (let r = 0; r < G.ranks; r++) for (let f = 0; f < G.files; f++) {
    const sq = sqName(f, r), p = xy(sq);
    el(G.grid ? "circle" : "rect", G.grid ? { cx: p.x, cy: p.y, r: UNIT * 0.46, class: "hit", "data-hit": sq }
      : { x: p.x - UNIT / 2, y: p.y - UNIT / 2, width: UNIT, height: UNIT, class: "hit", "data-hit": sq }, hits);
  }
  drawPreview();
}

// The points a move text names: a drop's landing point, else from and to.
function moveSquares(text) {
  const sqs = text.match(/[a-z]\d+/g) || [];
  return text[1] === "@" ? sqs.slice(0, 1) : sqs.slice(0, 2);
}

// Atomic: the points a capture would clear, shown while aiming at a target.
function drawPreview() {
  const g = $("preview");
  if (!g) return;
  g.innerHTML = "";
  if (!S.sel || !S.hover || S.airdrop) return;
  const m = movesFrom(S.sel).find((x) => x.to === S.hover && x.blast);
  if (!m) return;
  if (S.st.geometry.style === "chess") blastArea(g, m.to, "blast-area");
  for (const sq of m.blast) { const p = xy(sq); el("circle", { cx: p.x, cy: p.y, r: UNIT * 0.42, class: "blast-preview", "data-blast": sq }, g); }
}

// Atomic chess: the 3x3 squares around a capture, clipped to the board.
function blastArea(parent, centre, cls) {
  const G = geo(), { f, r } = sqCoords(centre);
  const f0 = Math.max(0, f - 1), f1 = Math.min(G.files - 1, f + 1), r0 = Math.max(0, r - 1), r1 = Math.min(G.ranks - 1, r + 1);
  const a = xy(sqName(f0, r0)), b = xy(sqName(f1, r1));
  const x = Math.min(a.x, b.x) - UNIT / 2, y = Math.min(a.y, b.y) - UNIT / 2;
  return el("rect", { x, y, width: Math.abs(a.x - b.x) + UNIT, height: Math.abs(a.y - b.y) + UNIT, class: cls, "data-area": centre }, parent);
}

function animateBlast(points) {
  const g = $("fx");
  if (!g) return;
  if (S.st.geometry.style === "chess" && S.st.lastMove) blastArea(g, moveSquares(S.st.lastMove)[1], "blast-flash");
  for (const sq of points) { const p = xy(sq); el("circle", { cx: p.x, cy: p.y, r: 6, class: "blast-ring" }, g); }
  setTimeout(() => { const f = $("fx"); if (f) f.querySelectorAll(".blast-ring, .blast-flash").forEach((x) => x.remove()); }, 950);
}
