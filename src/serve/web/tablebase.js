// The endgame tables' verdict under the engine lines: when `pili serve` runs
// with --egtb-path (docs/egtb.md) and the position is a xiangqi ending the
// tables hold, it shows win/draw/loss for the side to move, the distance to
// mate and the moves that keep the result (click one to play it). Without
// tables (GET /api/tablebase says "available": false, or the WebAssembly page
// has no such route) it stays hidden. session.js calls Tablebase.update with
// every state.
"use strict";

const Tablebase = {
  fen: null,  // the position asked about last
  box() {
    let b = document.getElementById("tablebase");
    if (!b) {
      b = document.createElement("div");
      b.id = "tablebase";
      b.hidden = true;
      const a = document.getElementById("analysis");
      a.parentNode.insertBefore(b, a.nextSibling);
    }
    return b;
  },
  async update(st) {
    if (this.off || !st || st.fen === this.fen) return;
    this.fen = st.fen;
    const box = this.box();
    let r;
    try {
      r = await S.transport.request("GET", "/api/tablebase", { sid: st.sid });
    } catch (e) { r = null; }
    if (!r || r.status !== 200 || !r.body.available) {
      box.hidden = true;
      if (r && (r.status === 404 || (r.status === 200 && !r.body.available))) this.off = true;  // no tables: stop asking
      return;
    }
    if (!S.st || r.body.fen !== S.st.fen) return;  // the board moved on meanwhile
    if (r.body.applies === false) { box.hidden = true; return; }  // another variant
    this.draw(box, r.body, st);
  },
  plies(n) { return `${n} ${n === 1 ? "ply" : "plies"}`; },
  draw(box, v, st) {
    box.innerHTML = "";
    box.hidden = false;
    const head = document.createElement("div");
    head.className = "tb-verdict";
    const side = st.turn === "red" ? "Red" : "Black";
    if (!v.found) {
      head.textContent = `Tablebase: ${v.why || "not in the tables"}`;
      box.appendChild(head);
      return;
    }
    box.dataset.wdl = v.wdl;
    let text = `Tablebase ${v.table}: ${side} to move ${v.wdl === "win" ? "wins" : v.wdl === "loss" ? "loses" : "draws"}`;
    if (v.dtm !== null) text += ` — mate in ${this.plies(v.dtm)}`;
    else if (v.byRule) text += " — by the perpetual-check rule (no forced mate)";
    head.textContent = text;
    box.appendChild(head);
    const keep = document.createElement("div");
    keep.className = "tb-keeping";
    keep.appendChild(document.createTextNode(v.keeping.length ? "keeping it: " : "no move keeps it"));
    const byMove = new Map(v.moves.map((m) => [m.move, m]));
    for (const mv of v.keeping.slice(0, 12)) {
      const m = byMove.get(mv), s = document.createElement("span");
      s.className = "pv-move";
      s.dataset.move = mv;
      s.textContent = mv + (m && m.dtm ? ` (${m.dtm})` : "") + " ";
      s.onclick = () => api("/api/move", { move: mv });
      keep.appendChild(s);
    }
    if (v.keeping.length > 12) keep.appendChild(document.createTextNode(`… ${v.keeping.length - 12} more`));
    box.appendChild(keep);
    if (!v.complete) {
      const note = document.createElement("div");
      note.textContent = "some captures lead to tables not loaded";
      box.appendChild(note);
    }
  },
};
