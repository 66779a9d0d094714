// How <snakes-ladders> tells what happened: DOM events on the element (bubbling, composed), its
// problems in the error part (the new ones also as `error` events), and words in its polite live
// region for a screen reader.

import { sentence } from "./analyze-mode.js";
import { arrows } from "../ui/words.js";
import { loaded, showError } from "./parts.js";

/**
 * A problem ({source, message, error}) in `words`: a core error by its code (`error`, else the
 * text as it is), naming where the board came from: "The board attribute holds an invalid board: …".
 */
function worded(words, { source, message, error }) {
  // @ts-ignore: an error of the element's own (stages.js wordedError) words itself
  const text = typeof error?.worded === "function" ? error.worded(words) : words.error(error ?? message);
  const invalid = error?.code === "error.invalid_board" && error.params?.detail ? words.error(error.params.detail) : null;
  if (source === "board") return invalid !== null ? words.t("widget-error-board-invalid", { detail: invalid }) : words.t("widget-error-board", { error: text });
  if (source === "text") return invalid !== null ? words.t("widget-error-text-invalid", { detail: invalid }) : words.t("widget-error-text", { error: text });
  return text;
}

/** One element's voice: its events, its error part and its live region. */
export class Voice {
  #element; #parts; #hasBoard; #frame; #words;
  #rafs = new Set();

  /**
   * @param {object} host
   * @param {HTMLElement} host.element   what fires the events
   * @param {{error: HTMLElement, live: HTMLElement, frame: HTMLElement}} host.parts   see parts.js
   * @param {() => boolean} host.hasBoard   whether a board is on show (then it is kept through errors)
   * @param {() => void} host.frame   counts an animation frame (the element's debug view)
   * @param {() => import("../i18n/messages.js").Messages} host.words   the element's words now
   */
  constructor({ element, parts, hasBoard, frame, words }) {
    this.#words = words;
    this.#element = element;
    this.#parts = parts;
    this.#hasBoard = hasBoard;
    this.#frame = frame;
  }

  /** Fires `type` with `detail` on the element. */
  emit(type, detail) {
    this.#element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /**
   * Shows the current problems ({source, message, error, fresh}: `error` the object thrown, a
   * core error with its code) in the widget; fires `error` for the new ones.
   */
  showErrors(errors) {
    // Shown in the element's language with the page's arrows, naming where the board came from;
    // the `error` event keeps the core's words as they are.
    const words = this.#words();
    const text = errors.map((e) => sentence(arrows(worded(words, e), words))).join(" ");
    const board = this.#hasBoard();
    showError(this.#parts.error, text, board, words);
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
