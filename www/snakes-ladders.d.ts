// Types for <snakes-ladders> (snakes-ladders.js): its attribute-properties, methods, events and
// the module's exports. Written by hand, next to the module it describes; the build copies it
// into the package folder (see scripts/build.mjs), and `npm run typecheck` checks it against
// tests/types/usage.ts.

/** What the widget does. */
export type SnakesLaddersMode = "view" | "solve" | "play" | "analyze" | "bfs" | "design";

/** One throw of a path: from a square, the roll, where it landed and where it came to rest. */
export interface SnakesLaddersStep {
  from: number;
  roll: number;
  landed: number;
  to: number;
}

/** `solved`'s detail, also what `solve()` resolves to and `result` holds. */
export interface SnakesLaddersSolvedDetail {
  /** The fewest throws to the end; null when the end cannot be reached. */
  minThrows: number | null;
  /** One shortest path, a throw per step. */
  path: SnakesLaddersStep[];
  /** The path's rolls. */
  rolls: number[];
  /** How many roll sequences are shortest, as decimal text (it may exceed 2^53). */
  optimalSequences: string;
}

/** `move`'s detail: one throw of a game (play mode), once the token has arrived. */
export interface SnakesLaddersMoveDetail {
  /** The seat that moved, from 0. */
  player: number;
  /** That player's name. */
  name: string;
  roll: number;
  from: number;
  /** Where the throw landed, before any snake or ladder. */
  landed: number;
  /** Where the token came to rest. */
  to: number;
  /** The snakes and ladders taken, as [from, to] pairs. */
  jumps: [number, number][];
  /** Whether the same player throws again. */
  again: boolean;
  /** The winner's seat once the game is won, else null. */
  winner: number | null;
  /** The move in words. */
  text: string;
}

/** `gameover`'s detail. */
export interface SnakesLaddersGameOverDetail {
  /** The winner's seat, from 0. */
  winner: number;
  /** The winner's name. */
  name: string;
  /** Throws made in the game. */
  moves: number;
  /** The dice's seed: the same seed plays the same game. */
  seed: number | null;
}

/** `analyzed`'s detail (analyze mode): one player's game length under the rules. */
export interface SnakesLaddersAnalyzedDetail {
  /** Expected throws to finish; null when some games never end. */
  expectedTurns: number | null;
  medianTurns: number | null;
  modeTurns: number | null;
  minThrows: number | null;
  p90Turns: number | null;
  /** Probability that a player ever finishes. */
  pFinish: number;
  /** Probability of the shortest game. */
  pMinTurns: number;
  /** P(finish on throw t), throw 1 first. */
  finishPmf: number[];
  /** P(finished by throw t), throw 1 first. */
  finishCdf: number[];
}

/** `boardchange`'s detail (design mode): an edit was accepted; the `board` attribute now holds `text`. */
export interface SnakesLaddersBoardChangeDetail {
  /** The board in the native format, as the core writes it. */
  text: string;
  size: number;
  columns: number;
  /** The jumps, flat: from, to, from, to, ... sorted by from. */
  jumps: number[];
}

/** `designed`'s detail (design mode): how the board on display plays, for two players. */
export interface SnakesLaddersDesignedDetail {
  /** The board the numbers are for, in the native format. */
  text: string;
  /** Fewest throws to the end; null when it cannot be reached. */
  minThrows: number | null;
  /** One player's average game in throws; null when some games never end. */
  expectedTurns: number | null;
  medianTurns: number | null;
  /** The first and the second player's chances of winning a two-player game. */
  winProbability: [number, number] | null;
}

/** What went wrong: the core failed to load, or an attribute or the board text is not usable. */
export type SnakesLaddersErrorSource =
  | "core" | "board" | "text" | "generate" | "mode" | "rules" | "players" | "play" | "solve" | "analyze" | "bfs" | "design";

/** `error`'s detail. The same message is shown inside the element. */
export interface SnakesLaddersErrorDetail {
  message: string;
  source: SnakesLaddersErrorSource;
}

/** The board on display. */
export interface SnakesLaddersBoardInfo {
  size: number;
  columns: number;
  rows: number;
  /** The text format it was read in, or null for a generated world. */
  format: string | null;
  /** The seed of a generated world, else null. */
  seed: number | null;
  /** The board in the native format, or null when it cannot be printed. */
  text: string | null;
}

/** The events the element fires (bubbling and composed), by name. */
export interface SnakesLaddersEventMap {
  solved: CustomEvent<SnakesLaddersSolvedDetail>;
  move: CustomEvent<SnakesLaddersMoveDetail>;
  gameover: CustomEvent<SnakesLaddersGameOverDetail>;
  analyzed: CustomEvent<SnakesLaddersAnalyzedDetail>;
  boardchange: CustomEvent<SnakesLaddersBoardChangeDetail>;
  designed: CustomEvent<SnakesLaddersDesignedDetail>;
  error: CustomEvent<SnakesLaddersErrorDetail>;
}

/**
 * <snakes-ladders>: an embeddable Snakes and Ladders board, solver and game. Every attribute is
 * also a property of the same name; setting a property sets the attribute (null removes it).
 */
export class SnakesLaddersElement extends HTMLElement {
  static readonly observedAttributes: string[];
  /** Live wasm objects (boards, games) held by all widgets, and connected widgets. */
  static readonly debug: { boards: number; games: number; widgets: number };

  /** Board text in any format the core reads (native, ruby, json, hackerrank, leetcode). */
  board: string | null;
  /** Squares of a generated world (without board text); null for 100. */
  get size(): number | null;
  set size(value: number | string | null);
  /** Snakes of a generated world; null for about one per 12 squares. */
  get snakes(): number | null;
  set snakes(value: number | string | null);
  /** Ladders of a generated world; null for about one per 12 squares. */
  get ladders(): number | null;
  set ladders(value: number | string | null);
  /** The generated world's and the first game's seed; null for a fresh one. */
  get seed(): number | null;
  set seed(value: number | string | null);
  /** Whether a generated world must let players reach the end. */
  reachable: boolean;
  /** Where players start: "off-board" (default) or "1". */
  get start(): string | null;
  set start(value: "off-board" | "1" | 1 | string | null);
  /** A throw past the end: "bounce" (default), "stay" or "win". */
  get overshoot(): string | null;
  set overshoot(value: "bounce" | "stay" | "win" | null);
  /** A jump onto another jump: "single" (default) or "chain". */
  get jumps(): string | null;
  set jumps(value: "single" | "chain" | null);
  /** Faces of the die; null for 6. */
  get faces(): number | null;
  set faces(value: number | string | null);
  /** What the widget does. */
  get mode(): SnakesLaddersMode | string;
  set mode(value: SnakesLaddersMode | null);
  /** Whether the mode's buttons are shown. */
  controls: boolean;
  /** Whether the path walks (solve), the game plays (play) or the search steps (bfs) by itself. */
  autoplay: boolean;
  /** Whether a game is heard (die, steps, climbs, slides, the win); an embedded board is quiet unless this is set. */
  sound: boolean;
  /** 0 to 1: how much to pick among equally short paths at random (solve); null for none. */
  get randomness(): number | null;
  set randomness(value: number | string | null);
  /** Players (play): a number 1 to 8, or names separated by commas; a list sets names. */
  get players(): string | null;
  set players(value: number | string | string[] | null);
  /** Play with others (play mode): a room's code to join, "" for the form that opens or joins one, null for none. */
  get room(): string | null;
  set room(value: string | null);
  /** This player's name in a room. */
  get name(): string | null;
  set name(value: string | null);
  /** WebSocket trackers rooms are found through (the public ones when absent). */
  get trackers(): string | null;
  set trackers(value: string | null);
  /** Whether every square is coloured by its throws to the end. */
  distances: boolean;
  /** Animation speed, 1 = normal; null for 1. */
  get speed(): number | null;
  set speed(value: number | string | null);
  /**
   * The language the widget speaks (HTMLElement's own `lang`): en, es, fr, de, hi, zh-CN or ar.
   * Empty, the closest ancestor's `lang`, else the document's; one it does not speak is English.
   * Arabic lays the widget out right to left (the board is not mirrored).
   */
  lang: string;

  /** The element's messages in the language it speaks (`lang` its code; `t` a message of locales/<code>.ftl). */
  readonly words: { readonly lang: string; readonly dir: "ltr" | "rtl"; readonly locale: string; t(id: string, args?: Record<string, string | number>): string };
  /** The last `solved` detail, or null. */
  readonly result: SnakesLaddersSolvedDetail | null;
  /** The board on display, or null before one. */
  readonly boardInfo: SnakesLaddersBoardInfo | null;
  /** This widget's animation frames and the wasm objects it holds (for tests). */
  readonly debug: { frames: number; boards: number; games: number; animating: boolean; startLabel: string };

  /** Solves the board under the current rules, fires `solved` and resolves to its detail. */
  solve(): Promise<SnakesLaddersSolvedDetail>;
  /** Starts a new game (play mode) with fresh dice. */
  newGame(): Promise<void>;
  /** Throws the die for the player to move (play mode); null when no throw could be made. */
  roll(): Promise<SnakesLaddersMoveDetail | null>;

  addEventListener<K extends keyof SnakesLaddersEventMap>(
    type: K,
    listener: (this: SnakesLaddersElement, ev: SnakesLaddersEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: SnakesLaddersElement, ev: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof SnakesLaddersEventMap>(
    type: K,
    listener: (this: SnakesLaddersElement, ev: SnakesLaddersEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: SnakesLaddersElement, ev: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

export default SnakesLaddersElement;

/**
 * Registers the element as `tag` (default "snakes-ladders") in `registry` (default the page's
 * `customElements`); returns the class defined. Importing the module already calls `define()`.
 * Outside a browser (a server-side build importing the package) there is no registry: it defines
 * nothing and returns undefined, and importing the module throws nothing.
 */
export function define(tag?: string, registry?: CustomElementRegistry): typeof SnakesLaddersElement | undefined;

declare global {
  interface HTMLElementTagNameMap {
    "snakes-ladders": SnakesLaddersElement;
  }
  /** The widget's events bubble: a listener on a parent or the document gets them typed too. */
  interface GlobalEventHandlersEventMap {
    solved: CustomEvent<SnakesLaddersSolvedDetail>;
    move: CustomEvent<SnakesLaddersMoveDetail>;
    gameover: CustomEvent<SnakesLaddersGameOverDetail>;
    analyzed: CustomEvent<SnakesLaddersAnalyzedDetail>;
    boardchange: CustomEvent<SnakesLaddersBoardChangeDetail>;
    designed: CustomEvent<SnakesLaddersDesignedDetail>;
  }
}
