// The clocks of a game against Pili: the session keeps them (state.clock:
// each side's time left when the state was made, the side whose clock runs)
// and Pili searches on its own; the page only counts the running one down
// between states, and asks for a fresh state when it reaches zero, so the
// session can call the loss on time.
"use strict";

const Clock = {
  at: 0,        // performance.now() when the shown state arrived
  timer: null,
  asked: false, // a fresh state asked for at zero

  // "300+3" from the selector -> {base, inc} in ms; "" -> base 0 (no clock).
  body() {
    const v = $("clock").value;
    if (!v) return { base: 0, inc: 0 };
    const [base, inc] = v.split("+").map((x) => parseInt(x, 10) * 1000);
    return { base, inc };
  },

  format(ms) {
    const s = Math.max(0, ms) / 1000;
    if (s < 10) return s.toFixed(1);
    const m = Math.floor(s / 60), r = Math.floor(s % 60);
    return `${m}:${String(r).padStart(2, "0")}`;
  },

  left(c, side) {
    return c[side] - (c.running === side ? performance.now() - Clock.at : 0);
  },

  draw(st) {
    const c = st.clock;
    Clock.at = performance.now();
    Clock.asked = false;
    const sel = $("clock");
    if (sel && document.activeElement !== sel)
      sel.value = c ? `${c.base / 1000}+${c.inc / 1000}` : "";
    for (const id of ["clock-top", "clock-bottom"]) $(id).hidden = !c;
    clearInterval(Clock.timer);
    if (!c) return;
    Clock.tick();
    if (c.running) Clock.timer = setInterval(Clock.tick, 100);
  },

  tick() {
    const st = S.st, c = st && st.clock;
    if (!c) return;
    const bottom = S.flip ? "black" : "red";
    const chess = st.geometry.style === "chess";
    const name = (side) => (side === "red" ? (chess ? "White" : "Red") : "Black");
    for (const [id, side] of [["clock-bottom", bottom], ["clock-top", bottom === "red" ? "black" : "red"]]) {
      const box = $(id), ms = Clock.left(c, side);
      box.textContent = `${name(side)} ${Clock.format(ms)}`;
      box.dataset.side = side;
      box.dataset.ms = Math.round(ms);
      box.classList.toggle("running", c.running === side);
      box.classList.toggle("low", ms < 10000);
      box.classList.toggle("flagged", c.flagged === side);
      if (c.running === side && ms <= 0 && !Clock.asked) {
        Clock.asked = true;  // the session calls the flag; the state shows it
        request("/api/state", { sid: S.sid }, "GET").then((r) => r && r.status === 200 && setState(r.body)).catch(() => {});
      }
    }
  },
};
