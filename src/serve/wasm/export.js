// Writes the static board (docs/web.md), run by the WebAssembly build
// (cmake/wasm.cmake, target pili-web):
//   node export.js WEB_DIR WASM_DIR SITE_DIR BOARD_HTML
// SITE_DIR: the page of src/serve/web, the worker and both engines as files,
// for any static web host. BOARD_HTML: the same page as one file, with the
// scripts, the style, the piece font, the worker and both engines inlined,
// which opens from disk by double-click (no server, no network).
// In that file the engines' WebAssembly sits in base64 blocks after the
// page's scripts, the SIMD128 one first: the page starts its engine before
// the parser reaches them and decodes only the one it uses (web/local.js,
// worker.js).
"use strict";
const fs = require("fs");
const path = require("path");

const [webDir, wasmDir, siteDir, boardHtml] = process.argv.slice(2);
if (!boardHtml) {
  console.error("usage: node export.js WEB_DIR WASM_DIR SITE_DIR BOARD_HTML");
  process.exit(2);
}
const workerJs = path.join(__dirname, "worker.js");
const engines = ["pili.js", "pili.wasm", "pili-scalar.js", "pili-scalar.wasm"];

fs.mkdirSync(siteDir, { recursive: true });
for (const f of fs.readdirSync(webDir)) fs.copyFileSync(path.join(webDir, f), path.join(siteDir, f));
fs.copyFileSync(workerJs, path.join(siteDir, "worker.js"));
for (const f of engines) fs.copyFileSync(path.join(wasmDir, f), path.join(siteDir, f));

// Text that sits inside <script> must not end it early.
const scriptSafe = (text) => text.replace(/<\/(script)/gi, "<\\/$1");
// A JavaScript string literal safe anywhere in a <script>.
const literal = (text) => JSON.stringify(text).replace(/</g, "\\u003c");
const read = (dir, f) => fs.readFileSync(path.join(dir, f), "utf8");
const base64 = (dir, f) => fs.readFileSync(path.join(dir, f)).toString("base64");

let html = read(webDir, "index.html");
const font = "data:font/ttf;base64," + base64(webDir, "pieces.ttf");
const css = read(webDir, "style.css").replace('url("pieces.ttf")', `url("${font}")`);
html = html.replace('<link rel="stylesheet" href="style.css">', () => `<style>\n${css}</style>`);
const embedded =
  "window.PILI_EMBEDDED = {\n" +
  `  worker: ${literal(fs.readFileSync(workerJs, "utf8"))},\n` +
  `  glue: { simd128: ${literal(read(wasmDir, "pili.js"))}, scalar: ${literal(read(wasmDir, "pili-scalar.js"))} },\n` +
  "};\n";
// type="text/plain": the browser keeps the text and runs nothing.
const block = (kernel, text) =>
  `<script type="text/plain" id="pili-wasm-${kernel}">${text}</script>\n<script>Local.arrived("${kernel}")</script>\n`;
const engineBlocks = block("simd128", base64(wasmDir, "pili.wasm")) + block("scalar", base64(wasmDir, "pili-scalar.wasm"));
let scripts = 0;
html = html.replace(/<script src="([a-z]+\.js)"><\/script>/g, (_, f) => {
  ++scripts;
  const own = `<script>\n${scriptSafe(read(webDir, f))}</script>`;
  return f === "local.js" ? `<script>\n${embedded}</script>\n${own}` : own;
});
if (!scripts || !html.includes("PILI_EMBEDDED = {") || !html.includes("</body>")) {
  console.error("export.js: index.html has no local.js script to inline the engine before, or no </body>");
  process.exit(1);
}
html = html.replace("</body>", () => engineBlocks + "</body>");
fs.writeFileSync(boardHtml, html);
console.log(`${boardHtml}: ${(fs.statSync(boardHtml).size / 1048576).toFixed(1)} MB; ${siteDir}: the static site`);
