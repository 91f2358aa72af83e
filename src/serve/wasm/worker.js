// The engine in a Web Worker (docs/web.md): the WebAssembly build of Pili
// (pili.js + pili.wasm, or pili-scalar.* without SIMD128) runs here, off the
// page's thread, and the page talks to it by messages:
//   {init: {kernel, glue: url} or {kernel, glueText, wasm: ArrayBuffer}} -> {ready: kernel} or {error}
//   {id, method, path, body}: the board's API (src/serve/api.h)  -> {id, status, body}
//   {listen: sid}: that session's state whenever it changes       -> {state}
//   {uci: line}: one UCI/UCCI line                                 -> {uci: line} per line out
// One thread: a search runs to its end inside pili_drive (or pili_uci's
// `go`), and messages wait meanwhile; an analysis is a run of short searches
// (src/serve/session.cpp), so the page's requests get through between them.
"use strict";
/* global Module, importScripts */
let listened = null, seen = 0, timer = null;

self.onmessage = (e) => {
  const m = e.data;
  if (m.init) return init(m.init);
  if (m.listen) { listened = m.listen; seen = 0; push(); return; }
  if (m.uci !== undefined) { Module.ccall("pili_uci", "number", ["string"], [m.uci]); return; }
  if (m.id) return call(m);
};

function init(o) {
  self.Module = {
    noInitialRun: true,
    print: (line) => postMessage({ uci: line }),
    printErr: (line) => postMessage({ log: line }),
    onRuntimeInitialized: () => postMessage({ ready: o.kernel }),
    onAbort: (what) => postMessage({ error: "the engine stopped: " + what }),
  };
  if (o.wasm) self.Module.wasmBinary = o.wasm;
  try {
    if (o.glueText) (0, eval)(o.glueText);  // global scope, as importScripts would
    else importScripts(o.glue);
  } catch (err) {
    postMessage({ error: "cannot load the engine: " + err });
  }
}

function api(method, path, body) {
  const out = Module.ccall("pili_api", "string", ["string", "string", "string"], [method, path, JSON.stringify(body || {})]);
  const nl = out.indexOf("\n");
  return { status: Number(out.slice(0, nl)), body: JSON.parse(out.slice(nl + 1)) };
}

function call(m) {
  const r = api(m.method, m.path, m.body);
  postMessage({ id: m.id, status: r.status, body: r.body });
  if (r.status === 200 && r.body.version) seen = Math.max(seen, r.body.version);
  schedule();
}

// The driver: a pass right after each request, and again while a session
// searches or wants to.
function schedule() {
  if (!timer) timer = setTimeout(tick, 0);
}

function tick() {
  timer = null;
  const busy = Module.ccall("pili_drive", "number", [], []);
  push();
  if (busy) schedule();
}

function push() {
  if (!listened) return;
  const r = api("GET", "/api/state", { sid: listened });
  if (r.status === 200 && r.body.version > seen) {
    seen = r.body.version;
    postMessage({ state: r.body });
  }
}
