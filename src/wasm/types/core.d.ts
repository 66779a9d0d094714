// The types of the plain objects that cross the core module's boundary as `JsValue`
// (src/wasm/*.rs), which the full module has too: the generated .d.ts of both
// (www/core/pkg/snakes_ladders*.d.ts) includes this file, the exports name these types with
// `unchecked_param_type` / `unchecked_return_type` instead of `any`, and `tsc` checks the file
// here and there (tsconfig.json). Options objects are read by src/wasm/options.rs, which
// refuses a key not listed here, or a value of another type than the one given here, by the
// key's name.

/**
 * The rules, named as the command's flags; each optional (the default in brackets). The words
 * listed are the ones the core reads; other text is refused with an error naming the rule.
 */
export interface Rules {
  /**
   * Where players stand before the first throw: ["off-board"] (also "off", "offboard", "0", 0)
   * or "1" (also "one", 1), in any case. `RuleTable.start` says which square that is.
   */
  start?: "off-board" | "1" | "one" | 0 | 1 | (string & {}) | null;
  /** A throw past the end: ["bounce"], "stay" or "win". */
  overshoot?: "bounce" | "stay" | "win" | (string & {}) | null;
  /** A jump onto another jump: ["single"] (one jump) or "chain" (followed to rest). */
  jumps?: "single" | "chain" | (string & {}) | null;
  /** Faces of the die, 1 to 1000 [6]. */
  faces?: number | string | null;
}

/** Rules as the core spells them (`RuleTable.rules`, `puzzleRules()`): each rule in one spelling. */
export interface CoreRules extends Rules {
  start: "off-board" | "1";
  overshoot: "bounce" | "stay" | "win";
  jumps: "single" | "chain";
  faces: number;
}

/** How to pick among equally short paths: `randomness` 0 (first in order) to 1, and its seed. */
export interface SolveOptions {
  randomness?: number | string | null;
  seed?: number | string | null;
}

/** `bfsTrace`'s options: `SolveOptions` and `limit`, the dequeues to record (0: level sizes only). */
export interface TraceOptions extends SolveOptions {
  limit?: number | null;
}

/**
 * One throw of a path: from a square, the roll, where it landed and where it came to rest, and
 * the squares it walked to land (past the last square and back under bounce).
 */
export interface Step {
  from: number;
  roll: number;
  landed: number;
  to: number;
  walk: Uint32Array;
}

/** What `Board.solve` returns. */
export interface Solution {
  /** The fewest throws to the end; null when the end cannot be reached. */
  minThrows: number | null;
  /** One shortest path, a throw per step. */
  path: Step[];
  /** The path's rolls. */
  rolls: Uint32Array;
  /** Throws to the end from each square 0..=size; `limits().unreachable` where the end is unreachable. */
  distances: Uint32Array;
  /** How many roll sequences are shortest, as decimal text (it may exceed 2^53). */
  optimalSequences: string;
}

/** What `Board.solvePacked` returns: a `Solution` whose path is packed, four numbers a throw. */
export interface PackedSolution {
  minThrows: number | null;
  /** `from, roll, landed, to` of each throw in turn. */
  steps: Uint32Array;
  rolls: Uint32Array;
  distances: Uint32Array;
  optimalSequences: string;
}

/** What `Board.parsePacked` returns: every board of a text in a few arrays. */
export interface PackedBoards {
  format: string;
  sizes: Uint32Array;
  /** 0 where the board names no width. */
  columns: Uint32Array;
  /** Board i's jumps end before pair `ends[i]` of `jumps`. */
  ends: Uint32Array;
  jumps: Uint32Array;
}

/** What `Board.bfsTrace` returns; everything but `levelSizes` and `minThrows` is absent with `limit` 0. */
export interface BfsTrace {
  levelSizes: Uint32Array;
  minThrows: number | null;
  complete?: boolean;
  order?: Uint32Array;
  first?: Uint32Array;
  roll?: Uint32Array;
  landed?: Uint32Array;
  rest?: Uint32Array;
  discovered?: Uint8Array;
  /** 1 where the throw went past the end and came back (under bounce). */
  bounced?: Uint8Array;
  level?: Uint32Array;
  parent?: Uint32Array;
  path?: Step[];
  rolls?: Uint32Array;
}

/** `Board.generate`'s options: a world's size (or rows and columns), jumps, seed and demands. */
export interface GenerateOptions {
  size?: number | null;
  rows?: number | null;
  columns?: number | null;
  snakes?: number | null;
  ladders?: number | null;
  seed?: number | string | null;
  reachable?: boolean | null;
  /** The fewest throws the world must need, [lo, hi]. */
  minThrows?: [number, number] | null;
  /**
   * One player's expected throws the world must need, [lo, hi], or one number: about that many
   * (within 5%, at least 1 either side). Full build only.
   */
  expectedTurns?: [number, number] | number | null;
  rules?: Rules | null;
}

/** A game's options: players (a count or names), rules, house rules and the dice's seed. */
export interface GameOptions {
  players?: number | string[] | null;
  rules?: Rules | null;
  knockOff?: boolean | null;
  sixesAgain?: boolean | null;
  threeSixesEnd?: boolean | null;
  seed?: number | string | null;
}

/** One move of a game, as `Game.roll` and `Game.history` tell it. */
export interface Move {
  /** The seat that moved, from 0. */
  player: number;
  roll: number;
  from: number;
  landed: number;
  to: number;
  /** The squares the token walked, ending on `landed` (a bounce included); empty when it did not move. */
  walk: Uint32Array;
  /** The snakes and ladders taken, as [from, to] pairs. */
  jumps: [number, number][];
  /** Seats sent back to the start by this move (knock-off). */
  knockedOff: number[];
  /** Whether the same player throws again. */
  again: boolean;
  /** The winner's seat once the game is won, else null. */
  winner: number | null;
  /** The move in words (English, as the command says it). */
  text: string;
  /** The same words by code, for the page to word in the reader's language (`message`: the English). */
  said: CodedMessage & { message: string };
}

/**
 * One throw described (`RuleTable.describeThrow`): `walk` the squares walked, `jumps` a flat
 * [from, to, ...] list of the jumps taken (chains included), `text` the throw in words.
 */
export interface Throw {
  from: number;
  roll: number;
  landed: number;
  to: number;
  walk: Uint32Array;
  jumps: Uint32Array;
  text: string;
  /** The same words by code, for the page to word in the reader's language (`message`: the English). */
  said: CodedMessage & { message: string };
}

/** A board's warnings: how many, and the first few as sentences. */
export interface Warnings {
  count: number;
  first: string[];
  /** The same warnings by code. */
  firstCoded: CodedMessage[];
}

/**
 * A message of the core by code, for the page to word in the reader's language:
 * www/core/messages.en.json gives each code's English wording (the command's), with `{name}`
 * where each parameter goes. A parameter is a number, a string (a square's quoted text, a rule
 * value), or a message of its own (`detail`, `jump`, `found`...), worded in its place.
 */
export interface CodedMessage {
  code: string;
  params: { [name: string]: number | string | CodedMessage };
}

/**
 * What the core throws: an `Error` whose `message` is the English the command prints, and whose
 * `code` and `params` give the same message by code.
 */
export interface CoreError extends Error, CodedMessage {}

/** The designer's answer (`checkDesign`, `checkJump`): the board, or why it is refused. */
export interface DesignAnswer {
  /** The core's message when the board is refused, else null. */
  error: string | null;
  /** The same refusal by code (absent when accepted). */
  errorCoded?: CodedMessage;
  /** The board in the native format (absent when refused). */
  text?: string;
  /** The board's jumps, flat [from, to, ...] (absent when refused). */
  jumps?: Uint32Array;
  /** Its warnings (with `checkJump`, those involving the new jump). */
  warnings?: string[];
  /** The same warnings by code. */
  warningsCoded?: CodedMessage[];
}
