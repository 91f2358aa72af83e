// The engine in a Web Worker (docs/web.md): the WebAssembly build of Pili
// (pili.js + pili.wasm, or pili-scalar.* without SIMD128) runs here, off the
// page's thread, and the page talks to it by messages:
//   {init: {kernel, glue: url}}                 -> {ready: kernel} or {error}
//   {init: {kernel, glueText}}, then {wasm: {base64}}: the same
//     from a single-file board, whose page sends the engine's text first and
//     its WebAssembly once the parser has reached it (local.js)
//   {id, method, path, body}: the board's API (src/serve/api.h)  -> {id, status, body}
//   {listen: sid}: that session's state whenever it changes       -> {state}
//   {uci: line}: one UCI/UCCI line                                 -> {uci: line} per line out
// One thread: a search runs to its end inside pili_drive (or pili_uci's
// `go`), and messages wait meanwhile; an analysis is a run of short searches
// (src/serve/session.cpp), so the page's requests get through between them.
"use strict";
/* global Module, importScripts */
let listened = null, seen = 0, timer = null;

let wasmArrived, wasmSource = new Promise((resolve) => (wasmArrived = resolve));

self.onmessage = (e) => {
  const m = e.data;
  if (m.init) return init(m.init);
  if (m.wasm) return wasmArrived(m.wasm);
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
  if (o.glueText) {
    // The glue would fetch pili.wasm beside itself; here it comes as text.
    self.Module.instantiateWasm = (imports, receive) => {
      wasmSource.then((src) => instantiate(src, imports)).then(
        (r) => receive(r.instance, r.module),
        (err) => postMessage({ error: "cannot compile the engine: " + err }));
      return {};
    };
  }
  try {
    if (o.glueText) (0, eval)(o.glueText);  // global scope, as importScripts would
    else importScripts(o.glue);
  } catch (err) {
    postMessage({ error: "cannot load the engine: " + err });
  }
}

// Base64 to a module. Measured in Chromium (docs/web.md): atob and a plain
// loop decode the 9 MB in about 0.45 s, where a data: URL fetched takes 1 s,
// Uint8Array.from with a mapping function 4 to 5 s, and gzip inflated by
// DecompressionStream 0.6 s more; and compiling from a buffer (lazily, each
// function when first called) takes 0.12 s where compiling a stream takes 0.4.
function instantiate(src, imports) {
  const text = atob(src.base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return WebAssembly.instantiate(bytes, imports);
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
