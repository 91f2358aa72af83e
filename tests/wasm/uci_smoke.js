// The WebAssembly engine under Node speaks UCI as the native one does
// (docs/web.md; CTest runs it from the WebAssembly build):
//   node tests/wasm/uci_smoke.js build-wasm/pili.js [simd128|scalar]
// For every variant: uci / isready / position / go depth -> a bestmove, which
// the engine then accepts as a legal move of that position (position ...
// moves <it>; d shows the side to move changed and no error). `id name` and
// an info string name the NNUE kernel the program was linked with.
"use strict";
const { execFileSync } = require("child_process");

const [pili, kernel = "simd128"] = process.argv.slice(2);
const VARIANTS = ["xiangqi", "atomic", "atomic-classic", "meng", "doubletris", "atomic-chess"];
let failed = 0;
const fail = (msg) => { console.log("FAIL " + msg); ++failed; };

function run(lines) {
  return execFileSync(process.execPath, [pili], { input: lines.join("\n") + "\n", encoding: "utf8", timeout: 120000 })
    .split("\n");
}

for (const variant of VARIANTS) {
  const first = run(["uci", `setoption name UCI_Variant value ${variant}`, "isready", "position startpos",
    "go depth 5", "d", "quit"]);
  const idName = first.find((l) => l.startsWith("id name "));
  if (!idName || !idName.includes(kernel)) fail(`${variant}: 'id name' does not name the ${kernel} kernel: ${idName}`);
  if (!first.includes("uciok") || !first.includes("readyok")) fail(`${variant}: no uciok/readyok`);
  const best = first.find((l) => l.startsWith("bestmove "));
  const fen0 = first.find((l) => l.startsWith("Fen: "));
  if (!best || !fen0) { fail(`${variant}: no bestmove or no Fen line:\n${first.join("\n")}`); continue; }
  const move = best.split(" ")[1];
  const second = run(["uci", `setoption name UCI_Variant value ${variant}`, `position startpos moves ${move}`, "d", "quit"]);
  const fen1 = second.find((l) => l.startsWith("Fen: "));
  const errors = second.filter((l) => /info string .*(illegal|error)/i.test(l));
  if (errors.length || !fen1 || fen1 === fen0 || fen1.split(" ")[2] !== "b")
    fail(`${variant}: bestmove ${move} is not a legal move of the start position: ${errors.join(" ")} ${fen1}`);
  else console.log(`${variant}: bestmove ${move} legal (${fen1.slice(5)})`);
}
process.exit(failed ? 1 : 0);
