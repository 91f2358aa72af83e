// The level selector: Pili's eight named levels (the server's list, in the
// state), beside nodes/ms. Below full strength the level alone sets Pili's
// strength, so the nodes/ms inputs only matter at full strength. The page
// opens as a game against Pili at the server's middle level; `?mode=free`
// (or another mode) in the address opens it in that mode instead.
"use strict";

const Levels = {
  filled: false,
  // The body fields /api/mode needs for the chosen level.
  body() {
    const sel = document.getElementById("level");
    return sel && sel.value !== "" ? { level: parseInt(sel.value, 10) } : {};
  },
  // The mode and level a new session starts with.
  opening(st) {
    document.getElementById("mode").value = new URLSearchParams(location.search).get("mode") || "human";
    this.draw(st);
    document.getElementById("level").value = String(st.levelDefault);
    this.enable();
  },
  draw(st) {
    const sel = document.getElementById("level");
    if (!sel || !st.levels) return;
    if (!this.filled) {
      sel.innerHTML = st.levels.map((l, i) => `<option value="${i}">${i + 1}. ${l.name}</option>`).join("");
      this.filled = true;
    }
    if (document.activeElement !== sel) sel.value = String(st.level);
    this.enable();
  },
  // nodes/ms apply at full strength (the last level) only.
  enable() {
    const sel = document.getElementById("level");
    const full = parseInt(sel.value, 10) === sel.options.length - 1;
    for (const id of ["strength-kind", "strength"]) document.getElementById(id).disabled = !full;
  },
};
