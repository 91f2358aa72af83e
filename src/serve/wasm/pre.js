// Prepended to pili.js by the WebAssembly link (cmake/wasm.cmake). Under
// Node, `node pili.js ...` is the command-line program: the host's folders
// are mounted at their own paths and the working folder is the shell's, so
// file arguments mean what they mean to the native binary. In a Web Worker
// nothing changes here (worker.js sets noInitialRun and calls the exports).
/* global Module, FS, NODEFS, ENVIRONMENT_IS_NODE */
// Node 18 and later have fetch, which this Emscripten (3.1.6) would use to
// load pili.wasm by its file path, and fail: under Node the glue must read the
// file. (Node runs this file as a module, so the name is local to it.)
var fetch = typeof process == "object" && process.versions && process.versions.node ? undefined : globalThis.fetch;
Module.preRun = Module.preRun || [];
Module.preRun.push(function () {
  if (!ENVIRONMENT_IS_NODE) return;
  var fs = require("fs");
  fs.readdirSync("/").forEach(function (name) {
    var host = "/" + name;
    if (["dev", "proc", "sys"].indexOf(name) >= 0) return;
    try {
      if (!fs.statSync(host).isDirectory()) return;
    } catch (e) {
      return;
    }
    try { FS.mkdir(host); } catch (e) { /* exists in the virtual file system (/tmp, /home) */ }
    FS.mount(NODEFS, { root: host }, host);
  });
  FS.chdir(process.cwd());
});
