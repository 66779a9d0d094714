// The types of the paint module's exports (src/wasm/paint.rs), which every module has: the
// generated .d.ts of each (www/core/pkg/*.d.ts) includes this file, and `tsc` checks it there and
// here (tsconfig.json).

/** A checked board as the drawing needs it: jumps flat `[from, to, ...]`, sorted by `from`. */
export interface BoardDrawing {
  size: number;
  columns: number;
  rows: number;
  jumps: Uint32Array;
}

/** The core's limits and its sentinel, for forms and messages (`limits()`). */
export interface Limits {
  minFaces: number;
  maxFaces: number;
  /** The fewest and the most players a game takes. */
  minPlayers: number;
  maxPlayers: number;
  minSquares: number;
  maxSquares: number;
  /** The longest player name, in characters. */
  maxNameChars: number;
  maxMoves: number;
  /** The largest seed, 2^53 - 1: seeds are whole numbers a JavaScript number holds exactly. */
  maxSeed: number;
  /** The distance of a square from which the end cannot be reached (4294967295), in `distances` and the trace's `level`. */
  unreachable: number;
}
