// The page's board for "Where is the token after each throw?": the analysis task's spread
// (tasks/analysis.js spreadView) drawn as a heat map on a board in the card's own frame, so the
// page's board keeps its colouring; read by pointer and keys, each square's words and its
// chance said in the card's live region. The element shows the spread on its one board instead.
// Test hooks: #spread-canvas (this board), #spread-live.

import { BoardCanvas } from "../board/canvas.js";
import { DARK, LIGHT } from "../board/view.js";
import { announce } from "../ui/controls.js";
import { boardLabel, describeSquare as squareWords } from "../ui/words.js";
import { NO_WORDS } from "../i18n/messages.js";
import { S, t } from "./page-state.js";

const FONT = 'ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export class SpreadBoard {
  #task; #board; #canvas; #desc = null; #start = 0; #rest = null; #dark;

  /** `task`: the analysis task, whose card holds the frame (#spread-canvas, #spread-tooltip, #spread-live). */
  constructor(task, { dark = false } = {}) {
    this.#task = task;
    this.#dark = dark;
    const { spreadCanvas: canvas, spreadTooltip: tooltip, spreadLive: live } = task.parts;
    this.#canvas = canvas;
    this.#board = new BoardCanvas({ frame: canvas.parentElement, canvas, tooltip }, {
      font: FONT,
      // The heat map fits its card on any board: its colours are what it shows (a square too
      // small for its number still shows its chance), where the main board scrolls instead.
      fit: () => ({ maxHeight: Math.max(320, window.innerHeight * 0.7), minCell: 0 }),
      describe: (n) => this.#describe(n),
    });
    this.#board.addEventListener("cursor", (/** @type {CustomEvent} */ e) => {
      task.spreadView.readSquare(e.detail.square);
      if (e.detail.square !== null) announce(live, this.#describe(e.detail.square));
    });
    task.addEventListener("spread", () => this.draw());
  }

  /** The page's board (its description), where tokens start and where each landing rests (the core's). */
  setup({ desc, start, rest }) {
    this.#start = start;
    this.#rest = rest;
    this.#board.start = start;
    if (desc === this.#desc) return;
    this.#desc = desc;
    this.#board.setBoard(desc);
    this.#canvas.setAttribute("aria-label", t("spread-board-label", { board: boardLabel(S.words ?? NO_WORDS, desc) }));
  }

  setDark(dark) {
    this.#dark = dark;
    this.draw();
  }

  draw() {
    if (!this.#desc) return;
    const theme = this.#dark ? DARK : LIGHT;
    if (this.#board.theme !== theme) this.#board.setTheme(theme);
    this.#board.startLabel = this.#start === 1 ? t("board-start-one") : t("board-start-off");
    this.#task.spreadView.draw(this.#board, theme);
  }

  #describe(n) {
    if (n === null || !this.#desc) return "";
    const words = squareWords(S.words ?? NO_WORDS, this.#desc, n, { distances: null, rest: this.#rest, start: this.#start });
    const p = this.#task.spreadView.describe(n);
    return p ? `${words} ${p}` : words;
  }
}
