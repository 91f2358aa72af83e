// The board page: draws the state the server sends (geometry, cells, legal
// moves), turns clicks and drags into move texts the server validates, and
// follows the engine through server-sent events. The server is the referee:
// this page never decides legality itself, it only offers the server's list.
// index.html loads the scripts in order, sharing one global scope:
// pieces.js, levels.js, notation.js, local.js, session.js, geometry.js, moves.js, pointer.js,
// board.js, panel.js, evaluation.js, clock.js, share.js, then this file, which wires the
// controls and starts.
"use strict";

function modeBody() {
  const kind = $("strength-kind").value, v = parseInt($("strength").value, 10) || 1;
  return { mode: $("mode").value, human: $("side").value, multipv: Math.min(5, Math.max(1, parseInt($("multipv").value, 10) || 1)),
    nodes: kind === "nodes" ? v : undefined, movetime: kind === "movetime" ? v : undefined, ...Levels.body(),
    clock: Clock.body() };
}

// Loads game N of the PGN box; a game that reads only in part loads up to
// the move that does not, and the page says which.
async function loadPgn() {
  const j = await api("/api/pgn", { pgn: $("pgn").value, game: Math.max(1, parseInt($("pgn-game").value, 10) || 1) });
  if (!j) return;
  $("pgn-note").textContent = `game ${j.pgnGame} of ${j.pgnGames} loaded: ${j.record.length} moves (→ to step through)` +
    (j.pgnWarning ? ". " + j.pgnWarning : "");
  $("pgn-note").classList.toggle("warning", !!j.pgnWarning);
  if (j.pgnWarning) showError(j.pgnWarning);
}

function wire() {
  const svg = $("board");
  svg.addEventListener("pointerdown", pointerDown);
  window.addEventListener("pointermove", pointerMove);
  window.addEventListener("pointerup", pointerUp);
  svg.addEventListener("pointerleave", () => { if (!S.down) { S.hover = null; drawPreview(); } });
  $("new").onclick = () => api("/api/new", { variant: $("variant").value });
  $("variant").onchange = () => api("/api/new", { variant: $("variant").value });
  for (const id of ["mode", "side", "level", "strength-kind", "strength", "multipv", "clock"]) $(id).onchange = () => api("/api/mode", modeBody());
  wireNotation();
  $("flip").onclick = () => { S.flip = !S.flip; render(); };
  $("first").onclick = () => api("/api/goto", { ply: 0 });
  $("back").onclick = () => S.st && api("/api/goto", { ply: Math.max(0, S.st.cursor - 1) });
  $("forward").onclick = () => S.st && api("/api/goto", { ply: Math.min(S.st.record.length, S.st.cursor + 1) });
  $("last").onclick = () => S.st && api("/api/goto", { ply: S.st.record.length });
  $("takeback").onclick = () => api("/api/takeback", {});
  $("engine-move").onclick = () => api("/api/engine-move", {});
  $("stop").onclick = () => api("/api/stop", {});
  $("set-fen").onclick = () => api("/api/new", { variant: S.st.variant, fen: $("fen").value.trim() });
  $("copy-fen").onclick = () => Share.copy(S.st.fen, "FEN");
  $("load-pgn").onclick = loadPgn;
  $("pgn-file").onchange = async (e) => { const f = e.target.files[0]; if (f) { $("pgn").value = await f.text(); loadPgn(); } };
  $("export-pgn").onclick = async () => {
    const j = await request("/api/pgn", { sid: S.sid }, "GET").catch(() => null);
    if (!j || j.status !== 200) return showError(j ? j.body.error : "server unreachable");
    const text = j.body.pgn;
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
    // Typing a move anywhere starts it in the move box.
    if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && /[\w\u4e00-\u9fff]/.test(e.key)) $("move-input").focus();
  });
  Share.wire();
}

window.piliDebug = () => ({ played: S.played, pending: S.pending, lastError: S.lastError, version: S.st && S.st.version, sel: S.sel, split: S.split, down: S.down, airdrop: !!S.airdrop });
// Browsers allow few connections per host: never leave a stream behind.
window.addEventListener("pagehide", () => S.events && S.events.close());
wire();
start();
