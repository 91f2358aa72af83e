// Pili's evaluation around the board, as on lichess's analysis board: the
// bar beside it (Red's share), the graph over the game (the session keeps
// the deepest score it showed at each ply: state.evals) and arrows for the
// first move of each engine line. Scores are centipawns from Red's side.
"use strict";

const Evaluation = {
  // Red's winning chances in [-1, 1], the curve lichess draws its bar with.
  chances(e) {
    if (!e) return 0;
    if (e.mate) return e.score > 0 ? 1 : -1;
    return 2 / (1 + Math.exp(-0.00368208 * e.score)) - 1;
  },
  text(e) {
    if (!e) return "";
    if (e.mate) return (e.score > 0 ? "#" : "#-") + Math.abs(e.score);
    return (e.score >= 0 ? "+" : "") + (e.score / 100).toFixed(1);
  },
  // The evaluation of the position shown: the live first line, else what
  // the session kept for this ply.
  current(st) {
    const l = st.lines[0];
    if (l && l.depth > 0) {
      const sign = st.turn === "red" ? 1 : -1;
      return { score: sign * l.score, mate: l.mate, depth: l.depth };
    }
    return (st.evals && st.evals[st.cursor]) || null;
  },

  drawBar(st) {
    const bar = $("evalbar");
    if (!bar) return;
    const e = Evaluation.current(st);
    const red = (Evaluation.chances(e) + 1) / 2;  // Red's share of the bar
    const fill = $("evalbar-fill");
    fill.style.height = (100 * red).toFixed(1) + "%";
    bar.classList.toggle("flipped", S.flip);  // Red's share grows from Red's edge
    bar.dataset.score = e ? (e.mate ? "mate " : "") + e.score : "";
    $("evalbar-text").textContent = Evaluation.text(e);
  },

  drawGraph(st) {
    const svg = $("evalgraph");
    if (!svg) return;
    svg.innerHTML = "";
    const n = Math.max(st.record.length, 1), W = 300, H = 80;
    const x = (ply) => (W * ply) / n, y = (e) => H / 2 - (H / 2 - 2) * Evaluation.chances(e);
    el("line", { x1: 0, y1: H / 2, x2: W, y2: H / 2, class: "graph-axis" }, svg);
    const pts = (st.evals || []).map((e, ply) => (e ? [x(ply), y(e)] : null)).filter(Boolean);
    svg.dataset.points = pts.length;
    if (pts.length) {
      const area = `M ${pts[0][0]} ${H / 2} ` + pts.map(([a, b]) => `L ${a} ${b}`).join(" ") + ` L ${pts[pts.length - 1][0]} ${H / 2} Z`;
      el("path", { d: area, class: "graph-area" }, svg);
      el("polyline", { points: pts.map((p) => p.join(",")).join(" "), class: "graph-line" }, svg);
    }
    el("line", { x1: x(st.cursor), y1: 0, x2: x(st.cursor), y2: H, class: "graph-cursor" }, svg);
    svg.onclick = (ev) => {
      const box = svg.getBoundingClientRect();
      const ply = Math.round(((ev.clientX - box.left) / box.width) * n);
      api("/api/goto", { ply: Math.max(0, Math.min(st.record.length, ply)) });
    };
  },

  // One arrow a line, the best one strongest: from-to of its first move
  // (a drop: a ring on its point).
  drawArrows(svg, st) {
    const g = el("g", { id: "arrows" }, svg);
    st.lines.slice(0, 3).forEach((l, i) => {
      if (!l.pv || !l.pv.length) return;
      const sqs = moveSquares(l.pv[0]);
      const cls = "arrow" + (i === 0 ? " best" : "");
      if (sqs.length < 2) {
        const p = xy(sqs[0]);
        el("circle", { cx: p.x, cy: p.y, r: UNIT * 0.4, class: cls + " drop", "data-arrow": l.pv[0] }, g);
        return;
      }
      const a = xy(sqs[0]), b = xy(sqs[1]);
      const len = Math.hypot(b.x - a.x, b.y - a.y), ux = (b.x - a.x) / len, uy = (b.y - a.y) / len;
      const head = UNIT * 0.38, w = i === 0 ? 9 : 6;
      const tip = { x: b.x - ux * UNIT * 0.12, y: b.y - uy * UNIT * 0.12 };
      const base = { x: tip.x - ux * head, y: tip.y - uy * head };
      el("line", { x1: a.x, y1: a.y, x2: base.x, y2: base.y, "stroke-width": w, class: cls }, g);
      const px = -uy * head * 0.6, py = ux * head * 0.6;
      el("polygon", { points: `${tip.x},${tip.y} ${base.x + px},${base.y + py} ${base.x - px},${base.y - py}`, class: cls + " head", "data-arrow": l.pv[0] }, g);
    });
  },
};
