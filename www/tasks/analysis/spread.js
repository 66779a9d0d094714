// "Where is the token after each throw?" in the analysis card: the scrubber and play of
// spread-view.js over the core's distributions (worker.js "occupancy", Board.occupancySteps,
// worked out in the pool), drawn on the host's board when the card's choice says so (the
// element), or on the board in the card's own frame, which its host draws (the page, whose board
// keeps its colouring: page/spread-board.js).
// Test hooks: #spread[data-state] "busy" | "ready" | "error"; data-showing "expected" | "spread"
// (the host's board); .spread-facts, .spread-readout.

import { SpreadView, spreadJob } from "../spread-view.js";

export class SpreadPart {
  /** @type {SpreadView} */ view;
  #words; #parts; #ownBoard; #onChange; #key = null; #ctl = null;

  /**
   * `parts`: the card's (card.js); `words`: the host's (i18n/messages.js Messages); `ownBoard`: the card has a board of its own (else the host's
   * board shows the spread when chosen); `say(text)`: the host's live region; `onChange()`: the
   * spread shown changed (the board showing it is redrawn); `speed()`: throws per 0.4 s while playing.
   */
  constructor(parts, { words, ownBoard, say, onChange, speed, idPrefix }) {
    this.#words = words;
    this.#parts = parts;
    this.#ownBoard = ownBoard;
    this.#onChange = onChange;
    this.view = new SpreadView({ words, say, onDraw: onChange, speed, idPrefix: `${idPrefix}-spread` });
    parts.spreadBox.append(this.view.element);
    if (!ownBoard) this.#wireChoice();
  }

  /** Asks `pool` where one token is after each throw on the board (`text`, native, of `size` squares) under `rules`, once per `key`; `start` is the core's. */
  load(pool, { key, text, size, rules, start }) {
    if (key === this.#key) return;
    this.stop();
    this.#key = key;
    const ctl = (this.#ctl = new AbortController());
    this.view.load(null);
    this.#setState("busy");
    this.#onChange();
    pool.run(spreadJob(text, rules, size), { signal: ctl.signal }).then((series) => {
      if (ctl.signal.aborted) return;
      this.view.load(series, { size, start });
      this.#setState("ready");
    }, (e) => {
      if (ctl.signal.aborted || (e && e.name === "AbortError")) return;
      this.#setState("error");
      this.#parts.spreadError.textContent = this.#words.t("spread-failed", { error: this.#words.error(e) });
    });
  }

  /** Stops the work in flight and play; the next load asks again. */
  stop() {
    this.#ctl?.abort();
    this.#ctl = null;
    this.#key = null;
    this.view.stop();
  }

  /** Whether the host's board shows the spreading token (else the expected throws). */
  get on() {
    return !this.#ownBoard && this.#parts.spread.dataset.showing === "spread" && this.view.series !== null;
  }

  /** What the spread says of square n on the host's board, when it shows it. */
  describe(n) {
    return this.on ? this.view.describe(n) : "";
  }

  #setState(state) {
    this.#parts.spread.dataset.state = state;
    if (state !== "error") this.#parts.spreadError.textContent = "";
  }

  /** The host's board shows the expected throws or the spread; moving the scrubber or pressing Play shows the spread. */
  #wireChoice() {
    const { colourBy, spread } = this.#parts;
    const sync = () => {
      spread.dataset.showing = colourBy.querySelector("input:checked")?.value ?? "expected";
      this.#onChange();
    };
    for (const input of colourBy.querySelectorAll("input")) input.addEventListener("change", sync);
    const showSpread = () => {
      const radio = colourBy.querySelector('input[value="spread"]');
      if (radio.checked) return;
      radio.checked = true;
      sync();
    };
    this.view.element.addEventListener("input", showSpread, true);
    this.view.element.addEventListener("click", (e) => { if (/** @type {HTMLElement} */ (e.target).tagName === "BUTTON") showSpread(); }, true);
    spread.dataset.showing = "expected";
  }
}
