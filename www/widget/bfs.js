// The bfs mode of <snakes-ladders>: the breadth-first search behind the fewest throws, step by
// step on the widget's board (bfs-steps.js does the stepping and the drawing). Loaded the first
// time a widget enters the mode. The element hands over its board, rules and path options; the
// search itself is the core's (Board.bfsTrace), recorded once per board and rules.

import { BFS_LIMIT, BfsPlayer } from "../tasks/bfs-steps.js";

let widgets = 0;

/** bfsTrace's options for the widget's path options: as many dequeues as the player steps. */
export function traceOptions(options) {
  return { ...options, limit: BFS_LIMIT };
}

export class BfsMode {
  /** The block to put in the widget: the queue strip, the step's words and the controls. */
  element;
  player;
  #key = null;

  /** `say(text)`: the widget's live region; `onDraw()`: the widget repaints (calls draw()). */
  constructor({ say, onDraw, speed }) {
    this.player = new BfsPlayer({ say, onDraw, speed, idPrefix: `snakes-ladders-bfs-${++widgets}` });
    this.element = this.player.element;
    this.element.setAttribute("part", "bfs");
  }

  /**
   * Shows the search of `board` under `rules` ({randomness, seed} from the widget's path
   * options pick the order throws are tried): `trace`, the search a worker recorded (job
   * "trace" with traceOptions(options); the core module has no bfsTrace), taken only when the
   * key changes; returns true when it was (a fresh start, which autoplay may play).
   */
  show(board, rules, options, key, trace) {
    this.element.hidden = false;
    if (key === this.#key) return false;
    this.#key = key;
    // The search's first square is the start under these rules (the core's answer, not ours).
    // The jumps of a throw in the core's words (a ladder onto a snake is both, under chained jumps).
    const describeThrow = (from, roll) => board.describeThrow(rules, from, roll);
    this.player.load(trace, { size: board.size, start: trace.order[0], describeThrow, randomness: options.randomness ?? 0, seed: options.seed ?? null });
    return true;
  }

  /** The key of the search on show (null when hidden). */
  get key() {
    return this.#key;
  }

  hide() {
    this.player.stop();
    this.element.hidden = true;
    this.#key = null;
  }
}
