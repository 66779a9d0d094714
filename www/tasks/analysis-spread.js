// "Where is the token after each throw?" in the page's analysis card: the heat map of one
// token's square after throw t on a board of its own (the main board keeps its colouring), with
// the scrubber and play of spread-view.js (shared with the widget's analyze mode). The
// distributions are worked out in the worker pool (worker.js "occupancy", the core's
// Board.occupancySteps), so a big board never holds the page still.
//
// Test hooks: #spread-canvas (its board), .spread-facts / .spread-readout (spread-view.js),
// #spread[data-state] "busy" | "ready" | "error".

import { BoardCanvas } from "../board/canvas.js";
import { DARK, LIGHT } from "../board/view.js";
import { announce } from "../ui/controls.js";
import { SpreadView, spreadJob } from "./spread-view.js";
import { boardLabel, describeSquare as squareWords } from "../ui/words.js";

const $ = (id) => document.getElementById(id);
const FONT = 'ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const dark = matchMedia("(prefers-color-scheme: dark)");

export class PageSpread {
  #pool; #view; #spread; #key = null; #ctl = null; #desc = null; #start = 0; #rest = null;

  constructor(pool) {
    this.#pool = pool;
    this.#spread = new SpreadView({ say: (t) => announce($("spread-live"), t), onDraw: () => this.#draw(), idPrefix: "page-spread" });
    $("spread-box").append(this.#spread.element);
    this.#view = new BoardCanvas({ frame: $("spread-frame"), canvas: $("spread-canvas"), tooltip: $("spread-tooltip") }, {
      font: FONT,
      // The heat map fits its card on any board: its colours are what it shows (a square too
      // small for its number still shows its chance), where the main board scrolls instead.
      fit: () => ({ maxHeight: Math.max(320, window.innerHeight * 0.7), minCell: 0 }),
      describe: (n) => this.#describe(n),
    });
    this.#view.addEventListener("cursor", (/** @type {CustomEvent} */ e) => {
      this.#spread.readSquare(e.detail.square);
      if (e.detail.square !== null) announce($("spread-live"), this.#describe(e.detail.square));
    });
    dark.addEventListener("change", () => this.#draw());
  }

  /** The board (native text and its description), rules and start square (the core's RuleTable.start) on the page; asks again when they change. */
  update({ boardKey, boardText, desc, rules, start, rest }) {
    const key = JSON.stringify([boardKey, rules]);
    if (key === this.#key || !boardText) return;
    this.#key = key;
    this.#ctl?.abort();
    const ctl = (this.#ctl = new AbortController());
    this.#start = start;
    this.#rest = rest;
    if (desc !== this.#desc) {
      this.#desc = desc;
      this.#view.setBoard(desc);
      $("spread-canvas").setAttribute("aria-label", `${boardLabel(desc)} Each square shows the chance the token is there.`);
    }
    this.#view.start = this.#start;
    this.#spread.load(null);
    $("spread").dataset.state = "busy";
    this.#draw();
    this.#pool.run(spreadJob(boardText, rules, desc.size), { signal: ctl.signal }).then((series) => {
      if (ctl.signal.aborted) return;
      this.#spread.load(series, { size: desc.size, start: this.#start });
      $("spread").dataset.state = "ready";
    }, (e) => {
      if (ctl.signal.aborted || (e && e.name === "AbortError")) return;
      $("spread").dataset.state = "error";
      $("spread-error").textContent = `Where the token is could not be worked out: ${String(e && e.message ? e.message : e)}`;
    });
  }

  #describe(n) {
    if (n === null || !this.#desc) return "";
    const words = squareWords(this.#desc, n, { distances: null, rest: this.#rest, start: this.#start });
    const p = this.#spread.describe(n);
    return p ? `${words} ${p}` : words;
  }

  #draw() {
    const theme = dark.matches ? DARK : LIGHT;
    if (this.#view.theme !== theme) this.#view.setTheme(theme);
    this.#view.startLabel = this.#start === 1 ? "Players start on square 1" : "Start, off the board";
    this.#spread.draw(this.#view, theme);
  }
}
