// The board page's state (S) and its conversation with the board's API: JSON
// requests, the session kept across reloads, the stream of states.
// Every state the server sends goes through setState, which redraws.
"use strict";

const S = {
  sid: null, st: null, sel: null, split: "whole", airdrop: null, flip: false,
  down: null, ghost: null, hover: null, animatedPly: -1, events: null, following: false,
};
const $ = (id) => document.getElementById(id);

// The board's API (src/serve/api.h) is reached one of two ways, chosen at
// start: `pili serve` over HTTP, or the engine compiled to WebAssembly in a
// Web Worker of this page (local.js) when there is no server: the page was
// opened from disk or from a static site. Both answer {status, body}.
const Http = {
  async request(method, path, body) {
    const opts = { method, headers: { "Content-Type": "application/json" } };
    if (method === "POST") opts.body = JSON.stringify(body || {});
    else if (body && body.sid) path += "?sid=" + encodeURIComponent(body.sid);
    const res = await fetch(path, opts);
    if (method === "GET" && path.startsWith("/api/pgn") && res.ok) return { status: res.status, body: { pgn: await res.text() } };
    return { status: res.status, body: await res.json() };
  },
  listen(sid, onState) {
    if (S.events) S.events.close();
    S.events = new EventSource("/api/events?sid=" + sid);
    S.events.onmessage = (e) => onState(JSON.parse(e.data));
    S.events.onerror = () => {};  // EventSource reconnects by itself
  },
};

// The server answers its API with JSON; a static host or a file has no /api.
async function chooseTransport() {
  if (location.protocol === "file:" || window.PILI_EMBEDDED) return Local.open();
  try {
    const res = await fetch("/api/hello");
    if (res.ok && (res.headers.get("Content-Type") || "").includes("json")) return Http;
  } catch (e) { /* no server: the page's own engine */ }
  return Local.open();
}

async function request(path, body, method) {
  S.pending = (S.pending || 0) + 1;
  try {
    return await S.transport.request(method || (body ? "POST" : "GET"), path, body);
  } finally {
    S.pending--;
  }
}

async function api(path, body, method) {
  let r;
  try {
    r = await request(path, body && Object.assign({ sid: S.sid }, body), method);
  } catch (e) {
    showError("server unreachable: " + e);
    return null;
  }
  if (r.status !== 200) { showError(r.body.error || "error " + r.status); return null; }
  setState(r.body);
  return r.body;
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
  const shared = Share.wanted();  // before a state rewrites the address
  S.transport = await chooseTransport();
  S.sid = sessionStorage.getItem("pili-sid");
  let ok = false;
  if (S.sid) {
    const r = await request("/api/state", { sid: S.sid }, "GET").catch(() => null);
    ok = !!(r && r.status === 200 && setState(r.body));
  }
  if (!ok) {
    const r = await request("/api/session", { variant: new URLSearchParams(location.search).get("variant") || undefined });
    if (r.status !== 200) { showError(r.body.error); $("banner").textContent = r.body.error; return; }
    S.sid = r.body.sid;
    sessionStorage.setItem("pili-sid", S.sid);
    setState(r.body);
    Levels.opening(r.body);
    await api("/api/mode", modeBody());
  }
  if (shared) await Share.open(shared);
  S.following = true;
  Share.follow(S.st);
  S.transport.listen(S.sid, setState);
}

function setState(st) {
  if (!st || !st.sid) return false;
  if (S.st && st.sid === S.st.sid && st.version <= S.st.version) return true;  // seen already
  const prev = S.st;
  S.st = st;
  window.pili = { state: st, sid: st.sid };
  if (!prev || prev.fen !== st.fen || prev.cursor !== st.cursor) { S.sel = null; S.airdrop = null; S.split = "whole"; S.choice = null; }
  render();
  if (S.following) Share.follow(st);
  if (st.lastBlast.length && st.cursor !== S.animatedPly && (!prev || prev.cursor !== st.cursor || prev.fen !== st.fen))
    animateBlast(st.lastBlast);
  S.animatedPly = st.cursor;
  if (typeof Tablebase !== "undefined") Tablebase.update(st);  // tablebase.js
  return true;
}
