// <snakes-ladders mode="design">: the element's side of the design task (tasks/design.js), loaded
// with it the first time a widget enters design mode, so that view, solve and play carry none of
// it. The task's card goes under the board, styled by DESIGN_CSS (adopted into the widget's
// shadow root, a constructable sheet as style.js); an accepted edit becomes the element's `board`
// attribute (so `board` and `boardInfo` report it) and fires `boardchange`; each board's numbers
// fire `designed`, and a board without numbers (a cycle under the rules) fires `error` with
// source "design".

import { DesignTask } from "../tasks/design.js";
import { el } from "../ui/dom.js";
import { adoptStyles } from "./style.js";

export const DESIGN_CSS = `
.design { display: grid; gap: 8px; min-width: 0; }
.design h3 { margin: 6px 0 0; font-size: 1em; }
.design p { margin: 0; }
.design .help, .design .small { font-size: 0.87em; color: var(--_text-soft); }
.design .note { min-height: 1.45em; }
.design .note:empty { display: none; }
.design dt { font-size: 0.8em; color: var(--_text-soft); font-weight: 600; }
.design dd { margin: 0; font-weight: 700; font-size: 1.1em; font-variant-numeric: tabular-nums; }
.design .button-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.design .grid-fields { display: flex; flex-wrap: wrap; gap: 6px 8px; align-items: center; }
.design input[type=number] {
  font: inherit; width: 5em; min-height: 40px; padding: 4px 8px;
  border-radius: 8px; border: 1px solid var(--_line); background: var(--_surface); color: var(--_text);
}
.design input:focus-visible { outline: 3px solid var(--_accent); outline-offset: 1px; }
.design .warnings { margin: 0; padding-inline-start: 1.2em; font-size: 0.87em; }
.design .warnings:empty { display: none; }
.design canvas { display: block; max-width: 100%; }
/* A box of its own that scrolls (a board may have hundreds of jumps), as on the page. */
.design .design-values {
  margin: 0; padding: 2px 4px 2px 2em; max-height: 20em; overflow-y: auto;
  border: 1px solid var(--_line); border-radius: 8px;
}
.design .design-values li { margin: 2px 0; }
.design .design-value {
  width: 100%; min-height: 32px; padding: 3px 8px; font-weight: 400; text-align: start; vertical-align: top;
  background: none; border-color: transparent;
}
.design .design-value:hover { border-color: var(--_line); }
.design .design-readout { min-height: 1.3em; }
.design[data-state="busy"] :is(#design-numbers > div, #design-spread, #design-chart) { visibility: hidden; transition: visibility 0s 80ms; }
.design #design-values[data-state="busy"] > * { visibility: hidden; transition: visibility 0s 80ms; }
.design-bubble {
  position: absolute; left: 0; top: 0; z-index: 2;
  max-width: min(280px, 90%); padding: 6px 10px; border-radius: 8px;
  border: 2px solid #d55e00; background: #fff4ec; color: #5a2200;
  font-size: 0.87em; line-height: 1.35; pointer-events: none;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.2);
}
.design-bubble[data-kind="note"] { border-color: #0072b2; background: #eef6fc; color: #0b2a40; }
.root.dark .design-bubble { background: #3a2414; color: #ffd9bd; border-color: #ff8a4c; }
.root.dark .design-bubble[data-kind="note"] { background: #132636; color: #d6ebfa; border-color: #56b4e9; }
`;

/** `designed`'s detail: the numbers of the designed board (the core's, for two players). */
function designedDetail(text, r) {
  return {
    text, minThrows: r.min_throws ?? null, expectedTurns: r.expected_turns ?? null, medianTurns: r.median_turns ?? null,
    winProbability: r.win_probability ? Array.from(r.win_probability) : null,
  };
}

/**
 * The design task in one widget. `host`: `{element, shadow, before, canvas, frame, view, core,
 * dark, words}`: the element (its `board` attribute and its events), its shadow root, the node
 * the card goes before, its board (canvas, frame, BoardCanvas), core and colour scheme, and how
 * it words the core's messages (ui/words.js coreWords, passed in: imported here, words.js would
 * leave the element's own bundle for a chunk of its own).
 */
export class DesignMode {
  #task; #box; #open = false;

  constructor({ element, shadow, before, canvas, frame, view, core, dark, words }) {
    adoptStyles(shadow, DESIGN_CSS);
    this.#box = el("section", { class: "design", part: "design", "aria-label": "Design the board" });
    before.before(this.#box);
    const task = (this.#task = new DesignTask(
      { root: this.#box, canvas, frame, view, core, keys: shadow },
      { hostBoard: "the board given", dark, words, messages: /** @type {any} */ (element).words },
    ));
    const emit = (type, detail) => element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    task.addEventListener("boardchange", (e) => {
      const { detail } = /** @type {CustomEvent} */ (e);
      element.setAttribute("board", detail.text);
      emit("boardchange", detail);
    });
    task.addEventListener("numbers", (e) => {
      const { state, text, report, message } = /** @type {CustomEvent} */ (e).detail;
      if (state === "ready") emit("designed", designedDetail(text, report));
      // No numbers for this board (its card says why): a cycle under the rules, or a failure.
      else if (state === "error") emit("error", { message, source: "design" });
    });
    task.addEventListener("wordschange", () => view.refreshTooltip());
  }

  /** The widget's board (a core Board) and rules: the card opens on the first. */
  show(board, rules) {
    this.#task.show(board, rules);
    if (this.#open) return;
    this.#open = true;
    this.#box.hidden = false;
    this.#task.enter();
  }

  /** The widget left design mode. */
  leave() {
    if (!this.#open) return;
    this.#open = false;
    this.#box.hidden = true;
    this.#task.leave();
  }

  setDark(dark) {
    this.#task.setDark(dark);
  }

  /** The words design mode adds for square n (a jump's worth). */
  describe(n) {
    return this.#open ? this.#task.describeSquare(n) : "";
  }
}
