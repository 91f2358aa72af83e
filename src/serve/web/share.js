// Sharing a position or a game, as on lichess: the address keeps the
// variant and the FEN of the position shown (#variant=…&fen=…), so a copied
// link opens that position; FEN and PGN go to and come from the clipboard
// (Ctrl+V on the page: a FEN sets the position up, anything else loads as
// PGN); and a move can be typed (h2e2, C2.5, 炮二平五, Nf3: the session
// reads every notation the board knows).
"use strict";

const Share = {
  // The position the address names, or null.
  wanted() {
    const h = new URLSearchParams(location.hash.slice(1));
    const fen = h.get("fen");
    return fen ? { variant: h.get("variant") || undefined, fen } : null;
  },

  link(st) {
    const h = new URLSearchParams({ variant: st.variant, fen: st.fen });
    return location.href.split("#")[0] + "#" + h.toString();
  },

  // The address follows the position shown (no new history entry).
  follow(st) {
    const url = Share.link(st);
    if (url !== location.href) history.replaceState(null, "", url);
  },

  // On opening: the position the address named (`w`, read before the first
  // state rewrote it), unless the session shows it already.
  async open(w) {
    const st = S.st;
    if (!w || (st.fen === w.fen && (!w.variant || w.variant === st.variant))) return;
    await api("/api/new", { variant: w.variant || st.variant, fen: w.fen });
  },

  async copy(text, what) {
    try {
      await navigator.clipboard.writeText(text);
      showError(what + " copied");
    } catch (e) {  // no clipboard access (an old browser, a page from disk): select it to copy by hand
      $("fen").value = text;
      $("fen").select();
      document.execCommand("copy");
    }
  },

  looksLikeFen(text) {
    const t = text.trim();
    return !t.includes("\n") && !t.includes("[") && /^[^\s]*\/[^\s]*\/[^\s]*(\s|$)/.test(t);
  },

  async paste(text) {
    if (!text || !text.trim()) return showError("the clipboard holds no text");
    if (Share.looksLikeFen(text)) return api("/api/new", { variant: S.st.variant, fen: text.trim() });
    $("pgn").value = text;
    $("pgn-box").open = true;
    return loadPgn();
  },

  async typed() {
    const box = $("move-input"), text = box.value.trim();
    if (!text) return;
    if (await api("/api/move", { text })) box.value = "";
  },

  wire() {
    $("copy-link").onclick = () => Share.copy(Share.link(S.st), "link");
    $("copy-pgn").onclick = async () => {
      const j = await request("/api/pgn", { sid: S.sid }, "GET").catch(() => null);
      if (j && j.status === 200) Share.copy(j.body.pgn, "PGN");
    };
    $("paste").onclick = async () => {
      try { Share.paste(await navigator.clipboard.readText()); }
      catch (e) { showError("this browser gives the page no clipboard: press Ctrl+V (⌘V) on the board"); }
    };
    document.addEventListener("paste", (e) => {
      if (e.target.tagName === "INPUT" || e.target.tagName === "TEXTAREA") return;
      e.preventDefault();
      Share.paste(e.clipboardData.getData("text/plain"));
    });
    $("move-input").addEventListener("keydown", (e) => {
      if (e.key === "Enter") Share.typed();
      if (e.key === "Escape") e.target.blur();
    });
  },
};
