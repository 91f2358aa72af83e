// Everything around the board: the Tris reserve, the choice bar (stack
// separations, promotions), the banner, the move list and the engine lines.
"use strict";

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
  Notation.draw(st);
  // Move list in the chosen notation; click a move to see its position.
  const ol = $("moves");
  ol.innerHTML = "";
  // A boolean: an empty startFen ("" = the standard start) made every move open a new line.
  const blackFirst = !!st.startFen && st.startFen.split(" ")[1] === "b";
  let li = null;
  st.record.forEach((mv, i) => {
    const redMove = (i % 2 === 0) !== blackFirst;
    if (redMove || !li) { li = document.createElement("li"); ol.appendChild(li); if (!redMove) li.appendChild(document.createTextNode("… ")); }
    const s = document.createElement("span");
    s.textContent = Notation.text(st, i);
    s.dataset.move = mv;
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
