// The board's API without a server (session.js chooses): Pili compiled to
// WebAssembly runs in a Web Worker of this page (src/serve/wasm/worker.js,
// docs/web.md) and answers the same routes as `pili serve`, through the same
// C++ (src/serve/api.h). The SIMD128 engine where the browser validates a
// SIMD instruction, the scalar one otherwise. A single-file board
// (window.PILI_EMBEDDED, written by src/serve/wasm/export.js) carries the
// worker and both engines' glue as text, and their WebAssembly in base64
// blocks at the end of the page: the worker starts and evaluates the glue
// while the parser is still reading them, and only the chosen engine is
// decoded (in the worker). A static site serves the engines as files beside
// the page.
"use strict";

// The smallest module with a SIMD128 instruction: () -> v128 { i8x16.splat(0) }.
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0,
  10, 8, 1, 6, 0, 65, 0, 253, 15, 11]);

const Local = {
  worker: null, next: 1, waiting: new Map(), onState: null, kernel: null, wanted: null,

  async open() {
    const E = window.PILI_EMBEDDED;
    const kernel = WebAssembly.validate(SIMD_PROBE) ? "simd128" : "scalar";
    performance.mark("pili-engine-start");
    let init;
    if (E) {
      Local.worker = new Worker(URL.createObjectURL(new Blob([E.worker], { type: "text/javascript" })));
      init = { kernel, glueText: E.glue[kernel] };
      Local.wanted = kernel;
    } else {
      Local.worker = new Worker("worker.js");
      init = { kernel, glue: kernel === "simd128" ? "pili.js" : "pili-scalar.js" };
    }
    await new Promise((resolve, reject) => {
      Local.worker.onmessage = (e) => {
        const m = e.data;
        if (m.ready) { Local.kernel = m.ready; resolve(); }
        else if (m.error) reject(new Error(m.error));
      };
      Local.worker.onerror = (e) => reject(new Error(e.message || "the engine's worker cannot start here"));
      Local.worker.postMessage({ init });
      if (E) Local.arrived();  // if the parser has passed it already
    });
    performance.mark("pili-engine-ready");
    Local.worker.onmessage = (e) => Local.receive(e.data);
    const where = $("engine-where");
    if (where) where.textContent = `engine in this page (WebAssembly, ${Local.kernel})`;
    return Local;
  },

  // Called by the page after each engine's base64 block is parsed whole
  // (export.js), and by open(): hands the chosen engine's WebAssembly to the
  // worker once both have happened.
  parsed: {},
  arrived(kernel) {
    if (kernel) Local.parsed[kernel] = true;
    const want = Local.wanted;
    if (!want || !Local.parsed[want] || !Local.worker) return;
    Local.wanted = null;
    const block = document.getElementById("pili-wasm-" + want);
    performance.mark("pili-wasm-parsed");
    Local.worker.postMessage({ wasm: { base64: block.textContent } });
  },

  receive(m) {
    if (m.id && Local.waiting.has(m.id)) {
      Local.waiting.get(m.id)(m);
      Local.waiting.delete(m.id);
    } else if (m.state && Local.onState) {
      Local.onState(m.state);
    } else if (m.error) {
      showError(m.error);
    }
  },

  request(method, path, body) {
    const id = Local.next++;
    return new Promise((resolve) => {
      Local.waiting.set(id, resolve);
      Local.worker.postMessage({ id, method, path, body: body || {} });
    });
  },

  listen(sid, onState) {
    Local.onState = onState;
    Local.worker.postMessage({ listen: sid });
  },
};
