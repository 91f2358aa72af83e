// The move list's notation: the selector (the server lists the notations
// the variant has), each move's text and the edge labels. The server writes
// every text with the rules' notation module; the page only shows them.
"use strict";

const Notation = {
  // Fills the selector from the state; a choice asks the server again.
  draw(st) {
    const sel = $("notation");
    if (!sel || !st.notations) return;
    const names = { coord: "coordinates", chinese: "Chinese", wxf: "WXF", dual: "dual (Meng)" };
    const want = st.notations.join(",");
    if (sel.dataset.list !== want) {
      sel.innerHTML = st.notations.map((n) => `<option value="${n}">${names[n] || n}</option>`).join("");
      sel.dataset.list = want;
    }
    if (document.activeElement !== sel) sel.value = st.notation;
  },
  // The text of move i of the record in the chosen notation.
  text(st, i) { return (st.moveText && st.moveText[i]) || st.record[i]; },
};

// Files and ranks as the chosen notation counts them: each side's labels
// on its own edge (Red's under the board unless it is flipped).
// Chinese and WXF name no ranks: their labels are empty and not drawn.
function drawEdgeLabels(parent, G, P) {
  const L = S.st.labels, low = G.h - 14, high = 22, left = 16, right = G.w - 16;
  const redLow = !S.flip;
  const label = (x, y, text) => { if (text) el("text", { x, y }, parent).textContent = text; };
  for (let f = 0; f < G.files; f++) {
    const x = P(f, 0).x;
    label(x, redLow ? low : high, L.redFiles[f]);
    label(x, redLow ? high : low, L.blackFiles[f]);
  }
  for (let r = 0; r < G.ranks; r++) {
    const y = P(0, r).y + 5;
    label(redLow ? left : right, y, L.redRanks[r]);
    label(redLow ? right : left, y, L.blackRanks[r]);
  }
}

function wireNotation() {
  $("notation").onchange = () => api("/api/notation", { notation: $("notation").value });
}
