// How the designer tells the person what an edit did or why it was refused: the card's message
// line (a live region) and, beside the square aimed at, a bubble for the eyes (after a touch,
// on a phone whose card is a screen below the board; and for every refusal).

import { el } from "../../ui/dom.js";
import { squareCenter } from "../../board/view.js";
import { coreSaid } from "../../ui/words.js";
import { unreachableNote } from "./numbers.js";

/** How long a bubble stays beside the board (ms). */
const BUBBLE_MS = 5000;

export class DesignVoice {
  #message; #frame; #view; #numbers; #words; #bubble; #bubbleTimer = 0;
  /** A touch edit's note in the bubble while its board's numbers are not in: `{key, near}`. */
  #bubbleWaits = null;
  /** Whether the last edit came by touch or pen (its outcome is also shown beside the board). */
  touch = false;
  /** An edit was applied and its words are not said yet (see say). */
  afterEdit = false;

  /**
   * `message`: the card's message line; `frame`: the board's frame; `view`: the BoardCanvas;
   * `numbers`: the numbers card; `words`: the host's words (a Messages).
   */
  constructor({ message, frame, view, numbers, words }) {
    this.#words = words;
    this.#message = message;
    this.#frame = frame;
    this.#view = view;
    this.#numbers = numbers;
    // The bubble repeats the message (a live region) beside the board, for the eyes only.
    this.#bubble = el("div", { class: "design-bubble", "aria-hidden": "true", hidden: true });
    frame.append(this.#bubble);
  }

  /**
   * Says `text` in the card. After a touch on square `near`, the bubble beside it says it too:
   * on a phone the card is below the board, out of sight while editing.
   */
  say(text, near = null) {
    // The words of an edit (said after it is applied) tell when it leaves no way to the end.
    if (this.afterEdit && this.#numbers.unreachable) text = `${text} ${unreachableNote(this.#words)}`;
    this.afterEdit = false;
    this.#message.textContent = text;
    if (this.touch && near !== null) {
      this.#showBubble(this.#withNumbers(text), near, "note");
      // A big board's numbers come from the workers after the words: numbersIn adds them.
      if (!this.#numbers.numbersLine()) this.#bubbleWaits = { key: this.#numbers.wantedKey, near };
    } else this.hideBubble();
  }

  /**
   * A refused edit: the reason (the core's message, see numbers.js coreSaid, or words already
   * said) in the card and beside square `near`; nothing changes.
   */
  refuse(reason, near) {
    this.afterEdit = false;
    reason = coreSaid(this.#words, reason);
    this.#message.textContent = this.#words.t("design-refused", { reason });
    if (!this.#view.geometry || near === null || near === undefined) {
      this.hideBubble();
      return;
    }
    this.#showBubble(reason.replace(/^./, (ch) => ch.toUpperCase()), near, "refusal");
  }

  /**
   * The numbers of board `key` are in: the bubble of the touch edit that made it, shown before
   * they were, says them too, for another few seconds.
   */
  numbersIn(key) {
    const waits = this.#bubbleWaits;
    if (waits?.key === key && !this.#bubble.hidden) this.#showBubble(this.#withNumbers(this.#message.textContent), waits.near, "note");
  }

  /** `text` and, when this board's are in, its numbers after it (the bubble's words after a touch). */
  #withNumbers(text) {
    const numbers = this.#numbers.numbersLine();
    return numbers ? `${text} ${numbers}` : text;
  }

  /** The bubble beside square `near`: a refusal, or (after a touch) a note of what was done. */
  #showBubble(text, near, kind) {
    const g = this.#view.geometry;
    if (!g) return;
    const b = this.#bubble, frame = this.#frame;
    this.#bubbleWaits = null;
    b.textContent = text;
    b.dataset.kind = kind;
    b.hidden = false;
    const p = squareCenter(g, near);
    const w = b.offsetWidth, h = b.offsetHeight;
    const x = Math.max(4, Math.min(frame.clientWidth - w - 4, p.x - w / 2 - frame.scrollLeft));
    // Above the square under a finger; below it for a mouse or the keyboard, whose tooltip on
    // that square sits above it (the two would cover each other).
    const above = p.y - h - g.cell * 0.6, below = p.y + g.cell * 0.6;
    const fitsBelow = below + h <= frame.clientHeight;
    const y = this.touch ? (above > 0 ? above : below) : fitsBelow || above <= 0 ? below : above;
    b.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
    // A tooltip on show moves off the bubble (and keeps off it while the pointer moves on).
    this.#view.keepClear = b;
    this.#view.refreshTooltip();
    clearTimeout(this.#bubbleTimer);
    this.#bubbleTimer = setTimeout(() => this.hideBubble(), BUBBLE_MS);
  }

  hideBubble() {
    this.#bubbleWaits = null;
    clearTimeout(this.#bubbleTimer);
    this.#bubble.hidden = true;
  }
}
