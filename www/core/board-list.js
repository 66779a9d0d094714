// The boards of a long text, as a worker read them (core `Board.parsePacked`): kept packed in a
// few typed arrays, each board built (core `Board.fromPacked`) only when the page shows it.
// 62,500 LeetCode grids built at once made 62,500 wasm objects, each watched by the garbage
// collector (its scavenges took 140 ms), to show one of them.
//
// It answers the few questions the page asks of a list of boards the way an array of boards
// does: `length`, `at(i)` (the board, from 0), iteration (the boards built so far, for freeing),
// and `sizeOf(i)`; `chunk(first, end)` gives boards first..end-1 packed, for a worker to solve.

import * as core from "./pkg/snakes_ladders.js";

export class PackedBoards {
  #p;
  #built = new Map();

  /** `packed`: `{format, sizes, columns, ends, jumps}` from `Board.parsePacked`. */
  constructor(packed) {
    this.#p = packed;
  }

  get length() {
    return this.#p.sizes.length;
  }

  /** The format the text was read in. */
  get format() {
    return this.#p.format;
  }

  /** Board i's squares, without building it. */
  sizeOf(i) {
    return this.#p.sizes[i];
  }

  /** Board i (from 0), built on first use and kept; undefined outside the list, as for an array. */
  at(i) {
    if (i < 0 || i >= this.length) return undefined;
    let b = this.#built.get(i);
    if (!b) {
      const p = this.#p;
      const first = i ? p.ends[i - 1] : 0;
      b = core.Board.fromPacked(p.sizes[i], p.columns[i], p.jumps.subarray(2 * first, 2 * p.ends[i]), p.format);
      this.#built.set(i, b);
    }
    return b;
  }

  /** The boards built so far. */
  [Symbol.iterator]() {
    return this.#built.values();
  }

  /** Boards first..end-1 packed as `parsePacked` gives them (`ends` counted from the first). */
  chunk(first, end) {
    const p = this.#p;
    const base = first ? p.ends[first - 1] : 0;
    return {
      format: p.format,
      sizes: p.sizes.slice(first, end),
      columns: p.columns.slice(first, end),
      ends: p.ends.slice(first, end).map((e) => e - base),
      jumps: p.jumps.slice(2 * base, 2 * p.ends[end - 1]),
    };
  }
}
