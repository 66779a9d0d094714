// The types of what the analysis exports return (src/wasm/analysis.rs, src/wasm/occupancy.rs),
// named as `snakes analyze --json` names them: the generated www/core/pkg/snakes_ladders_full.d.ts
// and snakes_ladders_markov.d.ts include this file, and `tsc` checks it here and there
// (tsconfig.json).

/**
 * `Board.analyze`'s options: players (1 to 8), knock-off, and `exact: false` to skip the fraction
 * (the analysis module, snakes_ladders_markov, has no big rationals: it never gives the fraction,
 * and refuses `exact: true` with `js.exact_full_module`).
 */
export interface AnalyzeOptions {
  players?: number | null;
  knockOff?: boolean | null;
  exact?: boolean | null;
}

/** A simulation's options (`simulateChunk`, `simulationReport`). */
export interface SimulationOptions {
  players?: number | null;
  knockOff?: boolean | null;
  sixesAgain?: boolean | null;
  threeSixesEnd?: boolean | null;
  seed?: number | string | null;
  games?: number | string | null;
}

/** A mean with its 95% interval. */
export interface Interval { mean: number; low: number; high: number; std_error: number }

/** A seat's wins and share with its 95% interval. */
export interface Share { wins: number; share: number; low: number; high: number }

/** What a simulation found (`simulationReport`). */
export interface SimulationReport {
  games: number;
  finished: number;
  unfinished: number;
  players: number;
  seed: number;
  knock_off: boolean;
  sixes_again: boolean;
  three_sixes_end: boolean;
  mean_turns?: Interval;
  mean_rounds?: Interval;
  mean_throws?: Interval;
  wins: Share[];
}

/** The odds with knock-off, exact or simulated. */
export interface KnockOffReport {
  method: string;
  win_probability: number[];
  expected_game_turns?: number;
  expected_rounds?: number;
  win_probability_bounds?: [number, number][];
  expected_game_turns_bounds?: [number, number];
  expected_rounds_bounds?: [number, number];
  simulation?: SimulationReport;
  /** Why the figures are not known (win_probability NaN, rounds and turns absent): the joint chain's solve failed its own check, or the simulated games were cut at the cap on rounds. */
  not_known?: string;
}

/** How the expectation was solved. */
export interface SolveStats {
  states: number;
  back_edge_targets: number;
  sweeps: number;
  relative_residual: number;
  band: number;
  dense_fallback: boolean;
  method: string;
  relative_error_bound: number;
}

/**
 * What the distribution is proven to be: for t <= proven_through, with c = P(T <= t) as
 * computed, c·(1 - relative_error) <= P(T <= t) <= (c + missing_mass)·(1 + relative_error).
 */
export interface DistributionBound {
  method: string;
  proven_through: number;
  geometric_from?: number;
  relative_error: number;
  missing_mass: number;
}

/**
 * Where a percentile lies for certain (`at_most` absent: beyond what is proven). Throws are
 * floats: past the throws pushed a percentile comes from the tail and may exceed 2^53.
 */
export interface PercentileBound {
  share: number;
  estimate?: number;
  at_least: number;
  at_most?: number;
  certain: boolean;
  /** No such throw: fewer than `share` of games ever end (proven). */
  never: boolean;
}

/**
 * What `Board.analyze` returns, named as `snakes analyze --json`; a number the analysis cannot
 * give (infinite, unreachable) is absent.
 */
export interface AnalysisReport {
  size: number;
  faces: number;
  rules: string;
  players: number;
  min_throws?: number;
  expected_turns?: number;
  /** Proven [lower, upper] bounds on expected_turns. */
  expected_turns_bounds?: [number, number];
  /** The expectation as a fraction "p/q": the full module's, on boards up to 250 squares. */
  expected_turns_exact?: string;
  p_finish: number;
  median_turns?: number;
  mode_turns?: number;
  p90_turns?: number;
  p25_turns?: number;
  p75_turns?: number;
  p95_turns?: number;
  p_min_turns: number;
  finish_pmf: number[];
  finish_cdf: number[];
  unfinished_mass: number;
  distribution_capped: boolean;
  distribution_bound: DistributionBound;
  percentile_bounds: PercentileBound[];
  win_probability?: number[];
  win_probability_bounds?: [number, number][];
  expected_rounds?: number;
  expected_game_turns?: number;
  expected_rounds_bounds?: [number, number];
  expected_game_turns_bounds?: [number, number];
  knock_off?: KnockOffReport;
  solver: SolveStats;
  /** Fields not proven to a relative 1e-9 (percentiles: not certain); empty when all are. */
  unproven: string[];
  /** One sentence for each unproven field: what is known of it instead. */
  caveats: string[];
  /** Why the win chances, rounds and turns of several players are absent: the tail could not be continued. */
  odds_not_known?: string;
  /** Why some percentile is absent though games reach it. */
  percentiles_not_known?: string;
  /** Why mode_turns is absent though games end: no length is proven the most likely. */
  mode_not_known?: string;
  /** Why expected_turns is absent though every game ends: too large for a float, or the solve failed its own check (what is proven is said). */
  expected_not_known?: string;
  /** When the distribution was cut with games going: the share of them each later throw ends (an estimate). */
  tail_rate?: number;
  /** The figures as the hosts show them, at the digits their bounds support. */
  figures: Figures;
  /** The report's sentences above by code, for a host to word in its reader's language. */
  said: AnalysisSaid;
}

/**
 * A message of the analysis by code (`{code, params}`, as the core's errors carry them:
 * www/core/messages.en.json gives each code's English); a string parameter is a figure as the
 * core writes it ("2.10 × 10^22", "37.52%"), an object parameter a message of its own.
 */
export interface AnalysisMessage {
  code: string;
  params: { [name: string]: number | string | AnalysisMessage };
}

/**
 * An analysis report's sentences by code, each worded in English as the report's text field of
 * the same name (absent where that field is).
 */
export interface AnalysisSaid {
  /** `caveats`, one for one. */
  caveats: AnalysisMessage[];
  percentiles_not_known?: AnalysisMessage;
  mode_not_known?: AnalysisMessage;
  odds_not_known?: AnalysisMessage;
  expected_not_known?: AnalysisMessage;
  /** `figures.tail`. */
  tail?: AnalysisMessage;
  /** `figures.p_min_turns`, when it is words rather than a percentage. */
  p_min_turns?: AnalysisMessage;
}

/**
 * An analysis report's figures as text, written by the core ("1.65798674 × 10^22", "2.66 ×
 * 10^-42%"); absent when not known (the report's `*_not_known` says why).
 */
export interface Figures {
  expected_turns?: string;
  p25_turns?: string;
  median_turns?: string;
  p75_turns?: string;
  p90_turns?: string;
  p95_turns?: string;
  mode_turns?: string;
  /** The shortest game's chance as a percentage. */
  p_min_turns: string;
  /** Win chances as percentages, seat 0 first. */
  win_probability?: string[];
  expected_rounds?: string;
  expected_game_turns?: string;
  /** The tail's rate in words, when the distribution was cut with games going. */
  tail?: string;
}

/** Every distribution from 0 to `throws` throws (`Board.occupancySeries`). */
export interface OccupancySeries {
  size: number;
  throws: number;
  /** (throws + 1) rows of size + 1 probabilities. */
  probabilities: Float64Array;
  /** P(finished by t). */
  finished: Float64Array;
  /** The most likely square at t, -1 for none. */
  mostLikely: Int32Array;
}

/**
 * What one jump is worth: expected throws without it, and the change (null for infinite); the
 * texts at the digits their proven bounds support (the change's without its sign).
 */
export interface JumpValue {
  from: number;
  to: number;
  expectedTurnsWithout: number | null;
  change: number | null;
  withoutText: string | null;
  changeText: string | null;
}
