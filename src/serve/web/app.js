// The board page: draws the state the server sends (geometry, cells, legal
// moves), turns clicks and drags into move texts the server validates, and
// follows the engine through server-sent events. The server is the referee:
// this page never decides legality itself, it only offers the server's list.
"use strict";

const S = {
  sid: null, st: null, sel: null, split: "whole", airdrop: null, flip: false,
  down: null, ghost: null, hover: null, animatedPly: -1, events: null,
};
const $ = (id) => document.getElementById(id);
const UNIT = 56, MARGIN = 50;

// ---------------------------------------------------------------- server
async function api(path, body, method) {
  const opts = { method: method || (body ? "POST" : "GET"), headers: { "Content-Type": "application/json" } };
  if (body) opts.body = JSON.stringify(Object.assign({ sid: S.sid }, body));
  let res, j;
  S.pending = (S.pending || 0) + 1;
  try {
    res = await fetch(path, opts);
    j = await res.json();
    S.pending--;
  } catch (e) {
    showError("server unreachable: " + e);
    return null;
  }
  if (!res.ok) { showError(j.error || res.statusText); return null; }
  setState(j);
  return j;
}

function showError(msg) {
  S.lastError = msg;
  let e = $("error");
  if (!e) { e = document.createElement("div"); e.id = "error"; document.body.appendChild(e); }
  e.textContent = msg;
  e.style.display = "block";
  clearTimeout(showError.timer);
  showError.timer = setTimeout(() => (e.style.display = "none"), 4000);
}

async function start() {
  S.sid = sessionStorage.getItem("pili-sid");
  let ok = false;
  if (S.sid) ok = !!(await fetch("/api/state?sid=" + S.sid).then((r) => (r.ok ? r.json() : null)).then((j) => j && setState(j)).catch(() => null));
  if (!ok) {
    const res = await fetch("/api/session", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ variant: new URLSearchParams(location.search).get("variant") || "xiangqi" }) });
    const j = await res.json();
    if (!res.ok) { showError(j.error); $("banner").textContent = j.error; return; }
    S.sid = j.sid;
    sessionStorage.setItem("pili-sid", S.sid);
    setState(j);
    Levels.opening(j);
    await api("/api/mode", modeBody());
  }
  listen();
}

function listen() {
  if (S.events) S.events.close();
  S.events = new EventSource("/api/events?sid=" + S.sid);
  S.events.onmessage = (e) => setState(JSON.parse(e.data));
  S.events.onerror = () => {};  // EventSource reconnects by itself
}

function setState(st) {
  if (!st || !st.sid) return false;
  if (S.st && st.sid === S.st.sid && st.version <= S.st.version) return true;  // seen already
  const prev = S.st;
  S.st = st;
  window.pili = { state: st, sid: st.sid };
  if (!prev || prev.fen !== st.fen || prev.cursor !== st.cursor) { S.sel = null; S.airdrop = null; S.split = "whole"; S.choice = null; }
  render();
  if (st.lastBlast.length && st.cursor !== S.animatedPly && (!prev || prev.cursor !== st.cursor || prev.fen !== st.fen))
    animateBlast(st.lastBlast);
  S.animatedPly = st.cursor;
  return true;
}

// ---------------------------------------------------------------- geometry
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

// ---------------------------------------------------------------- moves
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

// ---------------------------------------------------------------- pointer
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

// ---------------------------------------------------------------- drawing
function render() {
  if (!S.st) return;
  drawBoard();
  drawReserve();
  drawChoice();
  drawPanel();
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
  const coords = el("g", { "font-size": 13, fill: "#5a3b1a", "text-anchor": "middle", "font-family": "sans-serif", class: "coords" }, svg);
  for (let f = 0; f < G.files; f++) {
    const x = P(f, 0).x;
    el("text", { x, y: G.h - 14 }, coords).textContent = String.fromCharCode(97 + f);
    el("text", { x, y: 22 }, coords).textContent = String.fromCharCode(97 + f);
  }
  for (let r = 0; r < G.ranks; r++) {
    const y = P(0, r).y + 5;
    el("text", { x: 16, y }, coords).textContent = r + G.base;
    el("text", { x: G.w - 16, y }, coords).textContent = r + G.base;
  }
  // Marks under the pieces: last move, check, selection.
  const marks = el("g", {}, svg);
  const lm = st.lastMove ? moveSquares(st.lastMove) : [];
  for (const sq of lm) { const p = xy(sq); el("circle", { cx: p.x, cy: p.y, r: UNIT * 0.47, class: "last-move" }, marks); }
  // Scorch marks where the last move's blast cleared points.
  for (const sq of st.lastBlast) { const p = xy(sq); el("circle", { cx: p.x, cy: p.y, r: UNIT * 0.3, class: "scorch", "data-blasted": sq }, marks); }
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

function drawReserve() {
  const st = S.st, box = $("reserve-box"), r = $("reserve");
  box.hidden = st.reserve < 0;
  if (st.reserve < 0) return;
  r.innerHTML = "";
  const canDrop = st.legal.some((m) => m.kind === "drop");
  for (let i = 0; i < st.reserve; i++) {
    const svg = el("svg", { width: 56, height: 56, viewBox: "-28 -28 56 56", class: "reserve-tris" + (S.sel === "reserve" ? " selected" : ""), "data-reserve": i });
    drawTris(svg, 0, 0, null, 24, true);
    svg.addEventListener("pointerdown", reserveDown);
    svg.style.opacity = canDrop ? 1 : 0.55;
    r.appendChild(svg);
  }
  box.classList.toggle("forced", !!st.forcedDrop);
  $("reserve-note").textContent = st.reserve === 0 ? "empty" : canDrop ? "drag a Tris onto the board" : "drops once two pieces are taken";
}

function showChoice(title, buttons) {
  S.choice = { title, buttons };
  render();  // also redraws the piece a drag left faded
}
function hideChoice() { S.choice = null; }

function drawChoice() {
  const box = $("choice");
  box.innerHTML = "";
  let title = null, buttons = [];
  if (S.airdrop) {
    title = `Air-drop: choose where the captured Tris lands (${S.airdrop.length} points shown in violet)`;
    buttons = [["Cancel", deselect]];
  } else if (S.sel && S.sel !== "reserve" && isStack(S.sel)) {
    // Separations: step one picks what leaves the stack, step two the target.
    title = `Stack on ${S.sel}: what moves?`;
    const has = (k) => S.st.legal.some((m) => m.from === S.sel && kindsFor(k).includes(m.kind));
    for (const [k, label] of [["whole", "Whole stack"], ["tris", "Tris leaves"], ["piece", "Piece leaves"]])
      if (has(k)) buttons.push([label, () => { S.split = k; render(); }, k === S.split, "split-" + k]);
  } else if (S.choice) {
    title = S.choice.title;
    buttons = S.choice.buttons;
  }
  box.classList.toggle("empty", !title);  // keeps its space: the board must not jump
  if (!title) return;
  const t = document.createElement("div");
  t.textContent = title;
  box.appendChild(t);
  for (const [label, fn, active, id] of buttons) {
    const b = document.createElement("button");
    b.textContent = label;
    if (active) b.classList.add("active");
    if (id) b.id = id;
    b.onclick = fn;
    box.appendChild(b);
  }
}

const REASONS = { red: "Red wins", black: "Black wins", draw: "Draw" };
function drawPanel() {
  const st = S.st;
  const chess = st.geometry.style === "chess";
  const sideName = (s) => (chess ? (s === "red" ? "White" : "Black") : s === "red" ? "Red" : "Black");
  $("variant").innerHTML = st.variants.map((v) => `<option${v === st.variant ? " selected" : ""}>${v}</option>`).join("");
  if (document.activeElement !== $("mode")) $("mode").value = st.mode;
  if (document.activeElement !== $("side")) $("side").value = st.human;
  Levels.draw(st);
  $("side").options[0].textContent = sideName("red");
  $("side").options[1].textContent = sideName("black");
  if (document.activeElement !== $("fen")) $("fen").value = st.fen;
  const over = st.verdict.outcome !== "ongoing";
  $("result").textContent = over ? `${REASONS[st.verdict.outcome].replace("Red", sideName("red")).replace("Black", sideName("black"))} — ${st.verdict.reason}` : "";
  $("result").dataset.outcome = st.verdict.outcome;
  let banner = over ? "Game over" : `${sideName(st.turn)} to move` + (st.check ? " — check!" : "");
  if (st.forcedDrop) banner = `Forced drop: ${sideName(st.turn)} must drop a Tris from the reserve`;
  if (st.thinking === "move") banner += " — Pili is thinking…";
  $("banner").textContent = banner;
  $("banner").classList.toggle("forced", !!st.forcedDrop);
  $("status").textContent = st.status || (st.cursor < st.record.length ? `viewing move ${st.cursor} of ${st.record.length}` : "");
  // Move list in coordinate notation; click a move to see its position.
  const ol = $("moves");
  ol.innerHTML = "";
  // A boolean: an empty startFen ("" = the standard start) made every move open a new line.
  const blackFirst = !!st.startFen && st.startFen.split(" ")[1] === "b";
  let li = null;
  st.record.forEach((mv, i) => {
    const redMove = (i % 2 === 0) !== blackFirst;
    if (redMove || !li) { li = document.createElement("li"); ol.appendChild(li); if (!redMove) li.appendChild(document.createTextNode("… ")); }
    const s = document.createElement("span");
    s.textContent = mv;
    s.dataset.ply = i + 1;
    if (i + 1 === st.cursor) s.classList.add("current");
    s.onclick = () => api("/api/goto", { ply: i + 1 });
    li.appendChild(s);
  });
  const cur = ol.querySelector(".current");
  if (cur) ol.scrollTop = Math.max(0, cur.offsetTop - ol.clientHeight / 2);  // the page itself stays put
  // Engine lines.
  const a = $("analysis");
  a.innerHTML = "";
  if (!st.lines.length) a.textContent = st.thinking === "analysis" ? "Pili is thinking…" : st.mode === "analysis" ? "" : "—";
  for (const l of st.lines) {
    const d = document.createElement("div");
    d.className = "line";
    const score = l.mate ? `#${l.score}` : (l.score >= 0 ? "+" : "") + (l.score / 100).toFixed(2);
    d.appendChild(document.createTextNode(`${l.multipv}. depth ${l.depth} score ${score} nps ${l.nps} nodes ${l.nodes}: `));
    l.pv.forEach((mv, i) => {
      const s = document.createElement("span");
      s.className = "pv-move";
      s.textContent = mv + " ";
      s.onclick = () => api("/api/move", { moves: l.pv.slice(0, i + 1) });
      d.appendChild(s);
    });
    a.appendChild(d);
  }
}

// ---------------------------------------------------------------- controls
function modeBody() {
  const kind = $("strength-kind").value, v = parseInt($("strength").value, 10) || 1;
  return { mode: $("mode").value, human: $("side").value, multipv: Math.min(5, Math.max(1, parseInt($("multipv").value, 10) || 1)),
    nodes: kind === "nodes" ? v : undefined, movetime: kind === "movetime" ? v : undefined, ...Levels.body() };
}

function wire() {
  const svg = $("board");
  svg.addEventListener("pointerdown", pointerDown);
  window.addEventListener("pointermove", pointerMove);
  window.addEventListener("pointerup", pointerUp);
  svg.addEventListener("pointerleave", () => { if (!S.down) { S.hover = null; drawPreview(); } });
  $("new").onclick = () => api("/api/new", { variant: $("variant").value });
  $("variant").onchange = () => api("/api/new", { variant: $("variant").value });
  for (const id of ["mode", "side", "level", "strength-kind", "strength", "multipv"]) $(id).onchange = () => api("/api/mode", modeBody());
  $("flip").onclick = () => { S.flip = !S.flip; render(); };
  $("first").onclick = () => api("/api/goto", { ply: 0 });
  $("back").onclick = () => S.st && api("/api/goto", { ply: Math.max(0, S.st.cursor - 1) });
  $("forward").onclick = () => S.st && api("/api/goto", { ply: Math.min(S.st.record.length, S.st.cursor + 1) });
  $("last").onclick = () => S.st && api("/api/goto", { ply: S.st.record.length });
  $("takeback").onclick = () => api("/api/takeback", {});
  $("engine-move").onclick = () => api("/api/engine-move", {});
  $("stop").onclick = () => api("/api/stop", {});
  $("set-fen").onclick = () => api("/api/new", { variant: S.st.variant, fen: $("fen").value.trim() });
  $("copy-fen").onclick = async () => {
    try { await navigator.clipboard.writeText(S.st.fen); showError("FEN copied"); }
    catch (e) { $("fen").select(); document.execCommand("copy"); }
  };
  const loadPgn = async () => {
    const j = await api("/api/pgn", { pgn: $("pgn").value, game: Math.max(1, parseInt($("pgn-game").value, 10) || 1) });
    if (j) $("pgn-note").textContent = `game ${j.pgnGame} of ${j.pgnGames} loaded: ${j.record.length} moves (→ to step through)`;
  };
  $("load-pgn").onclick = loadPgn;
  $("pgn-file").onchange = async (e) => { const f = e.target.files[0]; if (f) { $("pgn").value = await f.text(); loadPgn(); } };
  $("export-pgn").onclick = async () => {
    const text = await fetch("/api/pgn?sid=" + S.sid).then((r) => r.text());
    $("pgn").value = text;
    $("pgn-box").open = true;
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([text], { type: "application/x-chess-pgn" }));
    a.download = `pili-${S.st.variant}.pgn`;
    a.click();
  };
  document.addEventListener("keydown", (e) => {
    if (e.target.tagName === "INPUT" || e.target.tagName === "TEXTAREA") return;
    if (e.key === "ArrowLeft") $("back").click();
    if (e.key === "ArrowRight") $("forward").click();
    if (e.key === "Escape") deselect();
  });
}

window.piliDebug = () => ({ played: S.played, pending: S.pending, lastError: S.lastError, version: S.st && S.st.version, sel: S.sel, split: S.split, down: S.down, airdrop: !!S.airdrop });
// Browsers allow few connections per host: never leave a stream behind.
window.addEventListener("pagehide", () => S.events && S.events.close());
wire();
start();
