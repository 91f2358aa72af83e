// The board page's state (S) and its conversation with the server: JSON
// requests, the session kept across reloads, the server-sent event stream.
// Every state the server sends goes through setState, which redraws.
"use strict";

const S = {
  sid: null, st: null, sel: null, split: "whole", airdrop: null, flip: false,
  down: null, ghost: null, hover: null, animatedPly: -1, events: null,
};
const $ = (id) => document.getElementById(id);

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
      body: JSON.stringify({ variant: new URLSearchParams(location.search).get("variant") || undefined }) });
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
