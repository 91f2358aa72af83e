// Piece drawing for the board: round xiangqi pieces with their characters,
// Tris hexagons (colour by lock), stacks, and chess glyphs for square boards.
// Everything is SVG made here: no image files, no fonts to fetch.
"use strict";
const SVGNS = "http://www.w3.org/2000/svg";

function el(name, attrs, parent) {
  const e = document.createElementNS(SVGNS, name);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}

// The characters of the 90-point kinds by FEN and WXF letter, Red's upper
// case: written at build time from include/pili/core/piece_kinds.h
// (cmake/web_page.cmake), the table `pili show` and the notations read.
const XQ_GLYPHS = {/* core/piece_kinds.h */};
const CHESS_GLYPHS = { k: "♚", q: "♛", r: "♜", b: "♝", n: "♞", p: "♟" };

function isRed(letter) { return letter === letter.toUpperCase(); }

function glyphOf(letter, chess) {
  return chess ? CHESS_GLYPHS[letter.toLowerCase()] || "?" : XQ_GLYPHS[letter] || "?";
}

function hexPoints(x, y, r) {
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = Math.PI / 3 * i + Math.PI / 6;
    pts.push((x + r * Math.cos(a)).toFixed(1) + "," + (y + r * Math.sin(a)).toFixed(1));
  }
  return pts.join(" ");
}

// A Tris: red-locked pink with a red rim, black-locked slate with a dark rim,
// neutral (reserve) beige. A small lock letter names the side.
function drawTris(parent, x, y, lock, size, withText) {
  const fill = lock === "T" ? "#f6c9c0" : lock === "t" ? "#b9c3cf" : "#efe6cf";
  const ink = lock === "T" ? "#b3261e" : lock === "t" ? "#1f2a36" : "#7a6a3a";
  el("polygon", { points: hexPoints(x, y, size), fill, stroke: ink, "stroke-width": 2.5 }, parent);
  if (withText) {
    const t = el("text", { x, y: y + size * 0.36, "font-size": size * 1.0, "text-anchor": "middle", fill: ink, "font-family": "PiliPieces, serif" }, parent);
    t.textContent = "玄";
  }
  if (lock === "T" || lock === "t") {
    const t = el("text", { x: x + size * 0.78, y: y - size * 0.55, "font-size": size * 0.42, "text-anchor": "middle",
      fill: ink, "font-weight": "700", "font-family": "sans-serif" }, parent);
    t.textContent = lock === "T" ? "R" : "B";
  }
}

function drawXiangqiPiece(parent, x, y, letter, radius) {
  const ink = isRed(letter) ? "#c0271d" : "#1b1b1b";
  el("circle", { cx: x + 1.5, cy: y + 2, r: radius, fill: "#0003" }, parent);
  el("circle", { cx: x, cy: y, r: radius, fill: "#fbeed3", stroke: ink, "stroke-width": 2 }, parent);
  el("circle", { cx: x, cy: y, r: radius - 4, fill: "none", stroke: ink, "stroke-width": 1 }, parent);
  const t = el("text", { x, y: y + radius * 0.36, "font-size": radius * 1.05, "text-anchor": "middle", fill: ink, "font-family": "PiliPieces, serif" }, parent);
  t.textContent = glyphOf(letter, false);
}

function drawChessPiece(parent, x, y, letter, size) {
  const white = isRed(letter);
  const t = el("text", { x, y: y + size * 0.36, "font-size": size * 1.3, "text-anchor": "middle",
    fill: white ? "#fff" : "#111", stroke: white ? "#111" : "#fff", "stroke-width": 2.4,
    "paint-order": "stroke", "stroke-linejoin": "round", class: "chess-glyph" }, parent);  // the rim must not eat thin parts
  t.textContent = glyphOf(letter, true);
}

// A covered (face-down) Jieqi piece, X or x in the FEN: the back of a disc,
// wood with a ring in its side's colour, no character (nobody knows it).
function drawCoveredPiece(parent, x, y, letter, radius) {
  const ink = isRed(letter) ? "#c0271d" : "#1b1b1b";
  el("circle", { cx: x + 1.5, cy: y + 2, r: radius, fill: "#0003" }, parent);
  el("circle", { cx: x, cy: y, r: radius, fill: "#8a5a2b", stroke: ink, "stroke-width": 3 }, parent);
  el("circle", { cx: x, cy: y, r: radius - 6, fill: "#a86f38", stroke: ink, "stroke-width": 1.5, "stroke-dasharray": "3 3" }, parent);
  el("circle", { cx: x, cy: y, r: radius * 0.18, fill: ink }, parent);
}

// One cell's content (piece, Tris or a stack) as a group at (x, y).
function drawCell(parent, x, y, cell, chess, unit) {
  const g = el("g", {}, parent);
  if (cell.tris) {
    g.setAttribute("class", cell.piece ? "stack" : "tris");
    drawTris(g, x, y, cell.tris, cell.piece ? unit * 0.5 : unit * 0.42, !cell.piece);
  }
  if (cell.piece) {
    if (!cell.tris) g.setAttribute("class", "piece");
    if (cell.piece === "X" || cell.piece === "x") g.setAttribute("class", "piece covered"), drawCoveredPiece(g, x, y, cell.piece, unit * 0.42);
    else if (chess) drawChessPiece(g, x, y, cell.piece, unit * 0.5);
    else drawXiangqiPiece(g, x, y - (cell.tris ? 3 : 0), cell.piece, cell.tris ? unit * 0.34 : unit * 0.42);
  }
  return g;
}
