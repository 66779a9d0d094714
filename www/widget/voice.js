// How <snakes-ladders> tells what happened: DOM events on the element (bubbling, composed), its
// problems in the error part (the new ones also as `error` events), and words in its polite live
// region for a screen reader.

import { sentence } from "./analyze-mode.js";
import { arrows } from "../ui/words.js";
import { loaded, showError } from "./parts.js";

/** What a board's source is called in a message (the other stages' messages name their attribute). */
const BOARD_SOURCES = { board: "the board attribute", text: "the element's text" };

/** A message about the board from `source`, naming it: "the board attribute holds an invalid board: …". */
function inWhere(source, text) {
  const where = BOARD_SOURCES[source];
  if (!where) return text;
  return /^invalid board: /i.test(text) ? text.replace(/^invalid board: /i, `${where} holds an invalid board: `) : `${where}: ${text}`;
}

/** One element's voice: its events, its error part and its live region. */
export class Voice {
  #element; #parts; #hasBoard; #frame;
  #rafs = new Set();

  /**
   * @param {object} host
   * @param {HTMLElement} host.element   what fires the events
   * @param {{error: HTMLElement, live: HTMLElement, frame: HTMLElement}} host.parts   see parts.js
   * @param {() => boolean} host.hasBoard   whether a board is on show (then it is kept through errors)
   * @param {() => void} host.frame   counts an animation frame (the element's debug view)
   */
  constructor({ element, parts, hasBoard, frame }) {
    this.#element = element;
    this.#parts = parts;
    this.#hasBoard = hasBoard;
    this.#frame = frame;
  }

  /** Fires `type` with `detail` on the element. */
  emit(type, detail) {
    this.#element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /** Shows the current problems ({source, message, fresh}) in the widget; fires `error` for the new ones. */
  showErrors(errors) {
    // Shown with the page's arrows, naming where the board came from; the `error` event keeps
    // the core's words as they are.
    const text = errors.map((e) => sentence(arrows(inWhere(e.source, e.message)))).join(" ");
    const board = this.#hasBoard();
    showError(this.#parts.error, text, board);
    if (errors.length === 0) return;
    if (!board) loaded(this.#parts.frame);
    const fresh = errors.filter((e) => e.fresh);
    for (const e of fresh) this.emit("error", { message: e.message, source: e.source });
    if (fresh.length) this.say(text);
  }

  /** The problems on show, as text; "" for none. */
  errorText() {
    const box = this.#parts.error;
    return box.hidden ? "" : box.firstChild?.textContent ?? "";
  }

  /** Says something in the polite live region (a repeated message is read again, a frame later). */
  say(text) {
    const live = this.#parts.live;
    live.textContent = "";
    const r = requestAnimationFrame(() => {
      this.#rafs.delete(r);
      this.#frame();
      live.textContent = text;
    });
    this.#rafs.add(r);
  }

  /** Says nothing more of what was waiting for a frame (the element was removed). */
  hush() {
    for (const r of this.#rafs) cancelAnimationFrame(r);
    this.#rafs.clear();
  }
}
