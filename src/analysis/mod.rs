//! Markov analysis of game length, win odds, exact fractions and Monte Carlo simulation.
//!
//! Everything here reads the one transition [`Table`]: every rule variant (start, overshoot,
//! jump chaining, die faces) is already in it.
//!
//! # What is computed
//!
//! - [`expected_turns`] / [`expected_turns_by_square`]: expected throws for one player to
//!   finish, from the absorbing Markov chain. Squares from which the last square may never be
//!   reached (a dead square is reachable from them) have infinite expectation; they are found
//!   by a backward search from the dead squares of [`crate::solve::distances_to_end`] and left
//!   out of the linear system, which stays well posed.
//! - [`distribution`]: P(finish on throw t), pushed one throw at a time until 99.99% of the
//!   mass that will ever finish has finished, under a hard cap on throws and on work. Once the
//!   shape of the mass still on the board stops changing (L1 distance of the normalized mass
//!   of consecutive throws below 1e-12: the quasi-stationary distribution), every later throw
//!   finishes the same share of it, and the tail may be continued geometrically at no cost
//!   (only when pushing on would cost more than [`Horizon::proof_work`]); mass is conserved
//!   either way (Σ pmf + unfinished + dropped = 1 to rounding). The pushed throws carry a
//!   proven bound (an a priori rounding bound, the push being subtraction-free, and the mass
//!   dropped): [`DistributionBound`], [`PercentileBound`], and from them proven bounds on the
//!   independent win odds; the geometric continuation is labelled an estimate.
//! - [`expected_turns_exact`]: the same expectation as a fraction `p/q`.
//! - Several players ([`analyze`]): win probabilities and game length from the one-player
//!   distribution (players do not interact); with knock-off, two players' joint chain solved
//!   exactly on boards up to [`KNOCK_OFF_MAX_SQUARES`] squares, simulated beyond.
//! - [`simulate`]: seeded Monte Carlo games with house rules, splittable into chunks that
//!   merge exactly ([`simulate_games`], [`SimulationSums::merge`]).
//!
//! # How the linear system is solved, and why
//!
//! First, by subtraction-free elimination ([`gth`]): exact to a proven relative error on every
//! board however ill-conditioned, and fast when snakes are short. When its rows would fill
//! (many long snakes on a big board, a very wide die) it stops at a work budget, and the
//! iterative method below runs instead; its answer is then checked, and the report carries the
//! proven bound either way ([`SolveStats::relative_error_bound`]).
//!
//! The chain's matrix `I - Q` has, in each row `p`, the die's window `p+1 ..= p+k` of the
//! table. Ordered by square, almost every entry lies in a narrow band *above* the diagonal
//! (throws move forward; ladders jump further forward); only snakes and bounces past the end
//! put entries below it, and they point at few columns: the snake tails and the bounce
//! squares, the *back-edge targets*. A general sparse LU fills in badly here: every snake
//! couples its tail to everything between tail and head, and with many long snakes the fill
//! is dense. Instead the solver exploits the structure:
//!
//! 1. **Exact forward sweep.** If the values at the back-edge targets were known, one pass
//!    from the last square down solves every row exactly (back-substitution over the banded
//!    forward part; a wide die is summed with a sliding window, so a pass is O(size + faces)
//!    whatever the die). Self-loops (a "stay" overshoot, a bounce back onto the same square)
//!    go on the diagonal.
//! 2. **Reduced system on the targets.** The pass is an affine map `F(x) = b + K x` of the
//!    guessed target values `x`; the true values solve `(I - K) x = b`, a system whose size is
//!    the number of back-edge targets `m` (10 on the classic board under exact landing, 12
//!    with bounce; about 4,800 on a 100,000-square board with 10% of squares starting a jump),
//!    never the board size.
//! 3. **GMRES on the reduced system.** `K x` costs one sweep, so restarted GMRES needs no
//!    matrix at all: it is GMRES on `I - Q` preconditioned by the exact triangular/banded solve,
//!    restricted to the only coordinates where that preconditioner is not already exact.
//!    `K` is substochastic ("from a snake tail, where does the next back edge lead"). When
//!    jumps are long they mix the board, the spectrum of `K` sits near 0, and one cycle of a
//!    few dozen sweeps reaches a relative residual of 1e-14 (30-40 on random boards of 10,000
//!    and 100,000 squares; a board whose elimination is cheap, as the classic one, is solved
//!    by elimination instead, with no sweep: `markov::solve_chain`).
//! 4. **A banded preconditioner for short back edges.** When snakes are short compared with
//!    the board, the walk over the targets is slow and diffusion-like: eigenvalues of `K`
//!    crowd towards 1 and unpreconditioned GMRES stalls (on a 100,000-square board with jumps
//!    up to 1,000 squares long it stalled at a residual of 7e-4 — a wrong answer). But then
//!    `K`, with targets numbered by position, is nearly banded. So if the first cycle does not
//!    converge, rows of `K` are computed by forward passes of probability from each target
//!    (cut at 1e-9 of the mass or 64 targets ahead) and the band of `I - K` (up to 64 targets
//!    either side, as much as holds 99.9% of the mass) is LU-factored, O(m · 64²), and used as
//!    a right preconditioner; GMRES then converges in a few more sweeps. Longer cycles follow
//!    if a cycle still stalls, and a dense LU of the reduced system (m up to 2000) is the last
//!    resort; [`SolveStats`] in the report says which happened and the final residual.
//!
//! Cost: O((size + faces) × sweeps) time and O(size + m × 240) memory. Forming the Schur
//! complement on the targets densely instead would cost m sweeps plus m³/3, which is fine for
//! the classic board but far too slow at m in the thousands; plain Gauss-Seidel would need as
//! many sweeps as the expected number of snakes taken, unbounded; and a banded LU of the whole
//! board would cost size × (longest snake) × (longest ladder).
//!
//! Measured natively (release build, on a busy shared two-core machine): the classic board's
//! expectation in about 20 µs and its full analysis in about 10 ms (most of it the exact
//! fraction); 10,000 squares with 1,000 jumps anywhere: 2-5 ms for the expectation, 6-12 ms
//! with the distribution; 100,000 squares with 10,000 jumps anywhere: 90-200 ms (35 sweeps);
//! with jumps at most 1,000 long: about 400 ms (93 sweeps, band 64). The worst relative
//! residual of the chain's own equations on those boards is 1e-13. The distribution costs one
//! pass over the squares holding mass per throw, so boards whose games last tens of thousands
//! of throws take longer unless the mass settles; the default cap of 3·10⁸ square-throws
//! (about half a second) then cuts the distribution short, and the report says so.

//! The two-player knock-off chain (state: the mover's square and the other's, and whose value
//! is asked: the mover's win or the other's) uses the same solver with states ordered by the
//! sum of both squares, rows stored in that order.
//!
//! The exact fraction uses the same reduction in big-integer arithmetic: affine forms in the
//! target values over one denominator per square, and a fraction-free (Bareiss) elimination
//! of the small target system.
//!
//! # Published figures this reproduces (tests/analysis.rs)
//!
//! On the Milton Bradley 1952 board (shared/boards/classic-1952.json), one player starting off
//! the board with a d6:
//!
//! | chute to 26 from | overshoot | expected throws | source |
//! |---|---|---|---|
//! | 47 (the board file) | stay (exact landing) | 39.2251, exactly 225837582538403273407117496273279920181931269186581786048583 / 5757472998140039232950575874628786131130999406013041613400 | Althoen, King & Schilling, Math. Gazette 77 (1993) |
//! | 48 (other printings) | stay | 39.5984; percentiles 21/32/49/89 counted as throws completed before the quantile | J. Humpherys, BYU |
//! | 47 / 48 | bounce | 43.3246 / 43.7396 | computed here |
//! | 47 / 48 | win on reaching or passing 100 | 35.8349 / 36.1931 | computed here |
//!
//! The shortest game is 7 throws under every rule; adding a ladder 79 -> 81 to the first row
//! lengthens the game to 41.95 (Althoen et al.: "about 41.9").

mod distribution;
#[cfg_attr(not(feature = "analysis"), path = "exact_none.rs")]
mod exact;
mod figures;
mod gth;
mod jump_values;
mod markov;
mod occupancy;
mod odds;
pub(crate) mod precision;
mod residual;
mod simulate;
mod solver;
mod tail;

pub use distribution::{Distribution, Horizon, PercentileBound};
#[cfg(feature = "analysis")]
pub use exact::Fraction;
pub use figures::Figures;
pub use jump_values::{jump_values, jump_values_text, JumpValue, JUMP_VALUES_MAX_WORK};
pub use occupancy::{
    occupancy, occupancy_series, Occupancy, OccupancySeries, OCCUPANCY_MAX_WORK, SERIES_MAX_VALUES,
};
pub use odds::{KnockOffOdds, Odds, KNOCK_OFF_MAX_SQUARES};
pub use precision::{significant, significant_toward, throws, with_digits, with_precision};
pub use simulate::{
    game_seed, play_game, simulate, simulate_games, GameResult, Interval, Share, SimulationOptions,
    SimulationReport, SimulationSums, MAX_GAMES, MAX_PLAYERS, MAX_ROUNDS,
};
#[cfg(not(target_arch = "wasm32"))]
pub use simulate::{simulate_parallel, RunControl};
pub use solver::SolveStats;

use crate::board::order_by;
use crate::codes;
use crate::error::{Error, Result};
use crate::message::Message;
use crate::rules::{Table, STAY};
use crate::solve::{count_optimal, distances_to_end, UNREACHABLE};
use serde::Serialize;
use std::fmt;

/// The largest board whose exact fraction [`analyze`] computes by default.
pub const EXACT_MAX_SQUARES: u32 = 250;

/// [`analyze`] skips the exact fraction when its estimated big-integer operations exceed this
/// (a wide die bouncing past the end makes every square a target): about a quarter of a second.
pub const EXACT_MAX_WORK: usize = 2_000_000;

/// Expected throws for one player to finish from the start; `None` when infinite (the last
/// square may never be reached); NaN when not known (the solve failed its own check, on a board
/// whose expectations pass a float's precision: see [`Report::expected_not_known`]).
pub fn expected_turns(table: &Table) -> Option<f64> {
    let fate = markov::fate(table);
    if fate.doomed[table.start() as usize] {
        return None;
    }
    let (e, _) = markov::expected_by_square(table, &fate);
    Some(e[table.start() as usize])
}

/// [`expected_turns`] with proven bounds on it (`None` inside when nothing is proven).
pub(crate) fn expected_turns_bounded(table: &Table) -> Option<(f64, Option<[f64; 2]>)> {
    let fate = markov::fate(table);
    if fate.doomed[table.start() as usize] {
        return None;
    }
    let (e, stats) = markov::expected_by_square(table, &fate);
    let e = e[table.start() as usize];
    Some((e, expected_bounds(e, &stats)))
}

/// Expected throws still to come for a token resting on each square 0..=size (0 on the last
/// square, `f64::INFINITY` where the last square may never be reached, NaN where no number is
/// known: too large for a float, or the solve failed its own check), for an overlay.
///
/// A token never rests on a snake's head or a ladder's foot (unless a jump leads there under
/// single jumps); their values are those of a token standing there.
pub fn expected_turns_by_square(table: &Table) -> Vec<f64> {
    let fate = markov::fate(table);
    let mut by_square = markov::expected_by_square(table, &fate).0;
    // Infinite only where the end may never be reached: a finite expectation too large for a
    // float is no number known, as is one whose solve failed its check.
    for (v, &doomed) in by_square.iter_mut().zip(&fate.doomed) {
        if v.is_infinite() && !doomed {
            *v = f64::NAN;
        }
    }
    by_square
}

/// [`expected_turns_by_square`] by the iterative method alone (GMRES on the reduced system,
/// checked afterwards), with how the solve went: the fallback for boards too costly to
/// eliminate, exposed so that tests reach it on small boards.
#[doc(hidden)]
pub fn expected_turns_by_square_iterative(table: &Table) -> (Vec<f64>, SolveStats) {
    let fate = markov::fate(table);
    markov::expected_by_square_within(table, &fate, 0)
}

/// The probability of ever reaching the last square, from each square 0..=size.
pub fn finish_probability_by_square(table: &Table) -> Vec<f64> {
    let fate = markov::fate(table);
    markov::finish_probability_by_square(table, &fate)
}

/// One player's game length, throw by throw, until `horizon`.
pub fn distribution(table: &Table, horizon: &Horizon) -> Distribution {
    let fate = markov::fate(table);
    let p_finish = p_finish(table, &fate);
    let dead = fate.any_dead.then_some(&fate.dead[..]);
    distribution::distribution(table, dead, p_finish, horizon)
}

/// The exact expected throws from the start as a fraction; `None` when infinite.
///
/// Cost grows with the board and the number of snake tails: meant for boards up to a few
/// hundred squares ([`analyze`] stops at [`EXACT_MAX_SQUARES`]).
#[cfg(feature = "analysis")]
pub fn expected_turns_exact(table: &Table) -> Option<Fraction> {
    let fate = markov::fate(table);
    exact::expected_turns_exact(table, &fate)
}

/// Win chances and game length for `players` who do not interact, from the one-player
/// distribution (computed until the undecided probability is below 1e-13 or a cap).
pub fn independent_odds(table: &Table, players: usize) -> Result<Odds> {
    check_players(players)?;
    let horizon = Horizon {
        share: 1.0 - 1e-13,
        ..Horizon::default()
    };
    let fate = markov::fate(table);
    let chain = Chain::of(table, &fate);
    if fate.doomed[table.start() as usize] {
        let dist = distribution::distribution(table, chain.dead, chain.p_finish, &horizon);
        return Ok(odds::independent(&dist, players, None, None, None));
    }
    let (x, stats) = markov::expected_by_square(table, &fate);
    let upper = expected_upper(x[table.start() as usize], &stats);
    let (dist, tail) = push_with_tail(&chain, &horizon, Some(&x), players, &stats);
    let cap = late_cap(table, &dist);
    Ok(odds::independent(&dist, players, upper, tail.as_ref(), cap))
}

/// The work (squares × faces × throws) the bound on a late throw's chance may take: about
/// 20 ms natively.
const LATE_CAP_WORK: u64 = 40_000_000;

/// [`odds::late_finish_cap`] after the throws `dist` proved, when some mass was left then (the
/// odds are proven without it otherwise).
fn late_cap(table: &Table, dist: &Distribution) -> Option<f64> {
    let t0 = (dist.proven_through as usize).min(dist.pmf.len());
    let left = dist.remaining.get(t0).copied().unwrap_or(0.0);
    (left > 1e-12).then(|| odds::late_finish_cap(table, t0 as u32, LATE_CAP_WORK))?
}

/// Proven bounds `[e / (1 + bound), e / (1 - bound)]` on an expectation `e` solved with
/// `stats` (its relative error is at most the bound), padded for their rounding.
fn expected_bounds(e: f64, stats: &SolveStats) -> Option<[f64; 2]> {
    let b = stats.relative_error_bound;
    let pad = 1.0 + distribution::gamma(4.0);
    (e.is_finite() && b < 0.5).then(|| [e / (1.0 + b) / pad, e / (1.0 - b) * pad])
}

/// A proven upper bound on an expectation `e` solved with `stats`: `e / (1 - bound)`, padded
/// for its rounding; `None` when the solve proved nothing (or the expectation is infinite).
fn expected_upper(e: f64, stats: &SolveStats) -> Option<f64> {
    expected_bounds(e, stats).map(|b| b[1])
}

/// The two-player game with knock-off, solved exactly on its joint chain; refuses boards
/// over [`KNOCK_OFF_MAX_SQUARES`] squares (simulate those).
pub fn knock_off_odds(table: &Table) -> Result<KnockOffOdds> {
    odds::knock_off_two(table)
}

fn p_finish(table: &Table, fate: &markov::Fate) -> f64 {
    let s = table.start() as usize;
    if !fate.doomed[s] {
        1.0
    } else if fate.dead[s] {
        0.0
    } else {
        markov::finish_probability_by_square(table, fate)[s]
    }
}

fn check_players(players: usize) -> Result<()> {
    if players == 0 || players > MAX_PLAYERS {
        return Err(Error::InvalidOption(crate::msg!(
            crate::codes::PLAYERS,
            max = MAX_PLAYERS,
            players
        )));
    }
    Ok(())
}

/// What [`analyze_with`] computes beyond the defaults.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AnalyzeOptions {
    /// Compute the exact fraction on boards up to this many squares.
    pub exact_max_squares: u32,
    /// Where the reported distribution stops.
    pub horizon: Horizon,
    /// Also give the odds with knock-off (exact for two players on boards up to
    /// [`KNOCK_OFF_MAX_SQUARES`] squares, simulated otherwise).
    pub knock_off: bool,
    /// Games for the knock-off simulation when it cannot be solved exactly.
    pub simulated_games: u64,
    /// Seed of that simulation.
    pub seed: u64,
}

impl Default for AnalyzeOptions {
    fn default() -> Self {
        AnalyzeOptions {
            exact_max_squares: EXACT_MAX_SQUARES,
            horizon: Horizon::default(),
            knock_off: false,
            simulated_games: 200_000,
            seed: 0,
        }
    }
}

/// The odds with knock-off, exact or simulated.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KnockOffReport {
    /// "exact joint chain" or "simulated".
    pub method: String,
    /// P(player i wins), seat 0 first.
    pub win_probability: Vec<f64>,
    /// Expected turns of all players together; `None` if infinite or not finished.
    pub expected_game_turns: Option<f64>,
    /// Expected rounds; `None` if infinite or not finished.
    pub expected_rounds: Option<f64>,
    /// Proven `[lower, upper]` bounds on each win probability, when solved exactly and the
    /// solve's residual proves them (`None` when simulated or nothing is proven).
    pub win_probability_bounds: Option<Vec<[f64; 2]>>,
    /// Proven bounds on the expected turns of all players, as above.
    pub expected_game_turns_bounds: Option<[f64; 2]>,
    /// Proven bounds on the expected rounds, as above.
    pub expected_rounds_bounds: Option<[f64; 2]>,
    /// The simulation, with its 95% intervals, when simulated.
    pub simulation: Option<SimulationReport>,
    /// Why the figures above are not known (the win chances NaN, JSON null; rounds and turns
    /// `None`): the joint chain's answer failed its own check, or the simulated games were cut
    /// at the cap on rounds. A capped sum is no estimate.
    pub not_known: Option<String>,
    /// [`KnockOffReport::not_known`] by code (in the report's caveat, `said.caveats`).
    #[serde(skip)]
    pub said_not_known: Option<Message>,
}

/// Everything the analysis says about a board under its rules, for `snakes analyze` and the
/// page. Turns are one player's throws unless said otherwise.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    /// Squares on the board.
    pub size: u32,
    /// Faces of the die.
    pub faces: u32,
    /// The rules, as command-line flags.
    pub rules: String,
    /// Players analysed.
    pub players: usize,
    /// The fewest throws that can finish; `None` when the last square cannot be reached.
    pub min_throws: Option<u32>,
    /// Expected throws for one player to finish; `None` when infinite.
    pub expected_turns: Option<f64>,
    /// Proven `[lower, upper]` bounds on `expected_turns` (from the solver's bound); `None`
    /// when nothing is proven.
    pub expected_turns_bounds: Option<[f64; 2]>,
    /// The same as an exact fraction "p/q", on boards small enough (at most
    /// [`AnalyzeOptions::exact_max_squares`] squares and [`EXACT_MAX_WORK`] estimated work).
    pub expected_turns_exact: Option<String>,
    /// Probability that one player ever finishes (1 unless some games never end).
    pub p_finish: f64,
    /// Smallest t with P(T <= t) >= 1/2, as computed (the percentiles are estimates unless
    /// `percentile_bounds` says they are certain; past the throws pushed they come from the
    /// tail, and may be far beyond 2^53, then no exact whole number). `None` when not known
    /// (see `percentiles_not_known`) or when fewer games than the share ever end.
    #[serde(serialize_with = "distribution::whole::option")]
    pub median_turns: Option<f64>,
    /// The most likely length.
    pub mode_turns: Option<u32>,
    /// Smallest t with P(T <= t) >= 0.9.
    #[serde(serialize_with = "distribution::whole::option")]
    pub p90_turns: Option<f64>,
    /// Smallest t with P(T <= t) >= 0.25.
    #[serde(serialize_with = "distribution::whole::option")]
    pub p25_turns: Option<f64>,
    /// Smallest t with P(T <= t) >= 0.75.
    #[serde(serialize_with = "distribution::whole::option")]
    pub p75_turns: Option<f64>,
    /// Smallest t with P(T <= t) >= 0.95.
    #[serde(serialize_with = "distribution::whole::option")]
    pub p95_turns: Option<f64>,
    /// P(T = min_throws): the chance of the shortest game.
    pub p_min_turns: f64,
    /// P(finish on throw t), throw 1 first, until 99.99% of the finishing mass.
    pub finish_pmf: Vec<f64>,
    /// P(finished by throw t), throw 1 first.
    pub finish_cdf: Vec<f64>,
    /// Probability of not having finished by the last throw of `finish_pmf` (so that
    /// `Σ finish_pmf + unfinished_mass = 1`).
    pub unfinished_mass: f64,
    /// True when the distribution was cut short with games still going: by its cap on throws
    /// or work, or where its tail takes over (see `tail_rate`).
    pub distribution_capped: bool,
    /// What the distribution is proven to be (the numbers above are computed in floating
    /// point, and past a point may be a geometric estimate).
    pub distribution_bound: DistributionBound,
    /// Proven bounds on the percentiles of 25, 50, 75, 90 and 95%: the `*_turns` fields above
    /// are the computed values, certain only where these say so.
    pub percentile_bounds: Vec<PercentileBound>,
    /// Why some percentile is null though games reach it: the distribution was cut with
    /// games still going and its tail could not be continued.
    pub percentiles_not_known: Option<String>,
    /// Why `mode_turns` is null though games end: no length is proven the most likely.
    pub mode_not_known: Option<String>,
    /// P(player i wins) without interaction, seat 0 first, when players > 1 and it is known
    /// (see `odds_not_known`).
    pub win_probability: Option<Vec<f64>>,
    /// Proven `[lower, upper]` bounds on each of `win_probability`, when players > 1.
    pub win_probability_bounds: Option<Vec<[f64; 2]>>,
    /// Expected rounds until someone wins (the winner's turns), when players > 1.
    pub expected_rounds: Option<f64>,
    /// Expected turns of all players together until someone wins, when players > 1.
    pub expected_game_turns: Option<f64>,
    /// Proven `[lower, upper]` bounds on `expected_rounds`; `None` when nothing is proven.
    pub expected_rounds_bounds: Option<[f64; 2]>,
    /// Proven bounds on `expected_game_turns`, as above.
    pub expected_game_turns_bounds: Option<[f64; 2]>,
    /// The odds with knock-off, when asked for.
    pub knock_off: Option<KnockOffReport>,
    /// How the expectation was solved.
    pub solver: SolveStats,
    /// Why the win probabilities, expected rounds and turns of several players are null: the
    /// distribution was cut with games still going and its tail could not be bounded.
    pub odds_not_known: Option<String>,
    /// Why `expected_turns` is null though every game ends: too large for a float, or the
    /// solver's answer failed its own check (what is proven of it is said).
    pub expected_not_known: Option<String>,
    /// The fields above whose value is not proven to a relative 1e-9 (or, for percentiles, not
    /// certain): "expected_turns", "median_turns", "win_probability", "knock_off.win_probability"
    /// and so on. Empty when every number given is proven.
    pub unproven: Vec<String>,
    /// One sentence for each unproven value: what is known of it instead.
    pub caveats: Vec<String>,
    /// When the distribution was cut with games still going and its tail continued: the share
    /// of the games still going that each throw past those pushed ends (an estimate).
    pub tail_rate: Option<f64>,
    /// The figures above as the page and the element show them, at their precision.
    pub figures: Figures,
    /// The sentences above by code, for a host to word in its own language.
    pub said: Said,
}

/// A [`Report`]'s sentences as messages by code (`{code, params}` in JSON), each worded in
/// English as the report's text field of the same name: the page and the element word them in
/// the reader's language (www/i18n/messages.js `Messages.error`), the command prints the text.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Said {
    /// [`Report::caveats`], one for one.
    pub caveats: Vec<Message>,
    /// [`Report::percentiles_not_known`].
    pub percentiles_not_known: Option<Message>,
    /// [`Report::mode_not_known`].
    pub mode_not_known: Option<Message>,
    /// [`Report::odds_not_known`].
    pub odds_not_known: Option<Message>,
    /// [`Report::expected_not_known`].
    pub expected_not_known: Option<Message>,
    /// [`Figures::tail`].
    pub tail: Option<Message>,
    /// [`Figures::p_min_turns`] when it is words rather than a percentage.
    pub p_min_turns: Option<Message>,
}

/// The guarantee on the one-player distribution, as `snakes analyze` reports it.
///
/// For every `t <= proven_through`, with `c = finish_cdf[t - 1]` (the computed sum of the
/// first `t` probabilities, also when the report shows fewer):
/// `c · (1 - relative_error) <= P(T <= t) <= (c + missing_mass) · (1 + relative_error)`.
/// Later throws, when computed, continue the distribution geometrically from
/// `geometric_from`: an estimate, bounded only by the monotonicity of `P(T <= t)`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DistributionBound {
    /// How the bounds are obtained.
    pub method: &'static str,
    /// The last throw the bounds above hold for.
    pub proven_through: u32,
    /// The throw after which the shown distribution is a geometric estimate, if any.
    pub geometric_from: Option<u32>,
    /// The relative error bound `ρ` from rounding (a priori: the push only adds and
    /// multiplies non-negative numbers).
    pub relative_error: f64,
    /// An upper bound on the probability set aside as negligible (pieces below 1e-24).
    pub missing_mass: f64,
}

impl DistributionBound {
    fn of(dist: &Distribution) -> DistributionBound {
        DistributionBound {
            method: "non-negative push, a priori rounding bound",
            proven_through: dist.proven_through,
            geometric_from: dist.geometric_from,
            relative_error: dist.cdf_relative_error(),
            missing_mass: dist.missing,
        }
    }
}

/// The shares whose percentiles the report bounds.
const PERCENTILE_SHARES: [f64; 5] = [0.25, 0.5, 0.75, 0.9, 0.95];

/// Analyses `table` for `players` players (1 to 8) with the default options.
pub fn analyze(table: &Table, players: usize) -> Result<Report> {
    analyze_with(table, players, &AnalyzeOptions::default())
}

/// Analyses `table` for `players` players (1 to 8).
pub fn analyze_with(table: &Table, players: usize, options: &AnalyzeOptions) -> Result<Report> {
    check_players(players)?;
    let start = table.start() as usize;
    let fate = markov::fate(table);
    let (by_square, solver) = markov::expected_by_square(table, &fate);
    let expected = by_square[start];
    let expected_turns = expected.is_finite().then_some(expected);
    let chain = Chain::of(table, &fate);
    let p_finish = chain.p_finish;
    let distances = distances_to_end(table);
    let min_throws = (distances[start] != UNREACHABLE).then_some(distances[start]);
    let exact = exact_text(table, &fate, options);
    let horizon = pushed_horizon(options.horizon, players);
    // The percentiles and several players need the tail past the throws pushed: the mass
    // left there is weighed by the expected throws still to come.
    let x = expected_turns.is_some().then_some(&by_square[..]);
    let (dist, tail) = push_with_tail(&chain, &horizon, x, players, &solver);
    let (finish_pmf, finish_cdf, unfinished_mass) =
        shown_part(&dist, options.horizon.share.min(1.0) * p_finish);
    let p_min_turns = p_min_turns(table, &dist, &distances, min_throws);
    let expected_turns_bounds = expected_turns.and_then(|e| expected_bounds(e, &solver));
    let upper = expected_turns_bounds.map(|b| b[1]);
    let odds = (players > 1)
        .then(|| odds::independent(&dist, players, upper, tail.as_ref(), late_cap(table, &dist)));
    let percentiles = Percentiles::of(&dist, min_throws, tail.as_ref());
    let several = Several::of(odds, expected_turns, expected_turns_bounds)
        .floored(&percentiles.bounds, players);
    let knock_off = (options.knock_off && players > 1)
        .then(|| knock_off_report(table, players, options, p_finish))
        .transpose()?;
    Ok(Report {
        size: table.size(),
        faces: table.faces(),
        rules: table.rules().to_string(),
        players,
        min_throws,
        expected_turns,
        expected_turns_bounds,
        expected_turns_exact: exact,
        p_finish,
        median_turns: percentiles.estimate(0.5),
        mode_turns: dist.mode(),
        p90_turns: percentiles.estimate(0.9),
        p25_turns: percentiles.estimate(0.25),
        p75_turns: percentiles.estimate(0.75),
        p95_turns: percentiles.estimate(0.95),
        p_min_turns,
        finish_pmf,
        finish_cdf,
        unfinished_mass,
        distribution_capped: dist.capped,
        distribution_bound: DistributionBound::of(&dist),
        percentile_bounds: percentiles.bounds,
        percentiles_not_known: None,
        mode_not_known: None,
        win_probability: several.win_probability,
        win_probability_bounds: several.win_probability_bounds,
        expected_rounds: several.expected_rounds,
        expected_game_turns: several.expected_game_turns,
        expected_rounds_bounds: several.expected_rounds_bounds,
        expected_game_turns_bounds: several.expected_game_turns_bounds,
        knock_off,
        solver,
        odds_not_known: None,
        expected_not_known: None,
        unproven: Vec::new(),
        caveats: Vec::new(),
        tail_rate: tail.as_ref().filter(|_| dist.capped).map(tail::Tail::rate),
        figures: Figures::default(),
        said: Said::default(),
    }
    .with_reasons([
        percentiles.not_known,
        mode_not_known(&dist, min_throws),
        several.not_known,
        expected_not_known(expected, fate.doomed[start], min_throws),
    ])
    .with_caveats()
    .with_figures())
}

/// Why the expectation `e` from the start is not given though the start is not `doomed`: a
/// float cannot hold it, or the solve failed its check (NaN), when at least `min_throws`
/// throws are all that is proven.
fn expected_not_known(e: f64, doomed: bool, min_throws: Option<u32>) -> Option<Message> {
    if e.is_nan() {
        Some(crate::msg!(
            codes::ANALYSIS_EXPECTED_FAILED,
            throws = min_throws.unwrap_or(1)
        ))
    } else if e.is_infinite() && !doomed {
        Some(crate::msg!(codes::ANALYSIS_EXPECTED_OVERFLOW))
    } else {
        None
    }
}

/// The figures of several independent players as the report gives them (one player's when
/// there is one).
struct Several {
    win_probability: Option<Vec<f64>>,
    win_probability_bounds: Option<Vec<[f64; 2]>>,
    expected_rounds: Option<f64>,
    expected_game_turns: Option<f64>,
    expected_rounds_bounds: Option<[f64; 2]>,
    expected_game_turns_bounds: Option<[f64; 2]>,
    not_known: Option<Message>,
}

impl Several {
    /// The lower bounds on the rounds and turns of `players` raised by the proven percentiles:
    /// when the share `q` of the games is over only from throw `a` on, each player is still
    /// going after each of the first `a - 1` throws with a chance above `1 - q`, so all of them
    /// are with a chance above `(1 - q)^P`, and the expected rounds, `Σ_t P(all still going
    /// after t - 1 throws)`, are at least `a (1 - q)^P`; the turns of all players at least `P`
    /// a round but the last.
    ///
    /// Why: on a board whose median is proven above 10^21 throws, three players' rounds were
    /// "proven between 133 and 2.06 × 10^21", the lower end from the throws pushed alone.
    fn floored(mut self, percentiles: &[PercentileBound], players: usize) -> Several {
        if players < 2 {
            return self;
        }
        let floor = percentiles
            .iter()
            .filter(|b| !b.never && b.at_least >= 1.0)
            .map(|b| b.at_least * (1.0 - b.share).powi(players as i32) * (1.0 - 1e-12))
            .fold(0.0, f64::max);
        if let Some(b) = self.expected_rounds_bounds.as_mut() {
            b[0] = b[0].max(floor.min(b[1]));
        }
        // Every round but the last is a turn of each player, and the last at least one.
        let p = players as f64;
        let turns_floor = (p * floor - (p - 1.0)) * (1.0 - 1e-12);
        if let Some(b) = self.expected_game_turns_bounds.as_mut() {
            b[0] = b[0].max(turns_floor.min(b[1]));
        }
        let inside = |v: &mut Option<f64>, b: Option<[f64; 2]>| {
            if let (Some(v), Some([lo, hi])) = (v.as_mut(), b) {
                *v = v.clamp(lo, hi);
            }
        };
        inside(&mut self.expected_rounds, self.expected_rounds_bounds);
        inside(
            &mut self.expected_game_turns,
            self.expected_game_turns_bounds,
        );
        self
    }

    /// From the odds of several players, or, for one, from the expectation and its bounds.
    fn of(odds: Option<Odds>, expected: Option<f64>, bounds: Option<[f64; 2]>) -> Several {
        match odds {
            Some(o) => Several {
                win_probability: o.unknown.is_none().then_some(o.win_probability),
                win_probability_bounds: Some(o.win_probability_bounds),
                expected_rounds: o.expected_rounds,
                expected_game_turns: o.expected_game_turns,
                expected_rounds_bounds: o.expected_rounds_bounds,
                expected_game_turns_bounds: o.expected_game_turns_bounds,
                not_known: o.unknown,
            },
            None => Several {
                win_probability: None,
                win_probability_bounds: None,
                expected_rounds: expected,
                expected_game_turns: expected,
                expected_rounds_bounds: bounds,
                expected_game_turns_bounds: bounds,
                not_known: None,
            },
        }
    }
}

/// A chain to push: its table, the squares that never finish, the chance of finishing.
struct Chain<'a> {
    table: &'a Table,
    dead: Option<&'a [bool]>,
    p_finish: f64,
}

impl<'a> Chain<'a> {
    /// The chain of `table`, whose squares' `fate` is known.
    fn of(table: &'a Table, fate: &'a markov::Fate) -> Self {
        Chain {
            table,
            dead: fate.any_dead.then_some(&fate.dead[..]),
            p_finish: p_finish(table, fate),
        }
    }
}

/// The distribution of `chain` to `horizon`, weighed by the expected throws by square `x`
/// (solved as `solver` says) when given, and its tail past the throws pushed for `players`.
/// The tail may take over the push as soon as its estimates are lost inside its proven
/// range ([`tail::settling`]), so the reach of `x` is proven first.
fn push_with_tail(
    chain: &Chain,
    horizon: &Horizon,
    x: Option<&[f64]>,
    players: usize,
    solver: &SolveStats,
) -> (Distribution, Option<tail::Tail>) {
    let Chain {
        table,
        dead,
        p_finish,
    } = *chain;
    let reach = x.and_then(|x| tail::reach(table, x, solver.relative_error_bound));
    let weights = x.map(|by_square| distribution::Weights {
        by_square,
        settling: tail::settling(reach.as_ref()),
    });
    let dist = distribution::distribution_weighed(table, dead, p_finish, horizon, weights);
    let tail = x.and_then(|_| tail_of(table, &dist, players, reach, solver));
    (dist, tail)
}

/// The tail of `dist` past its throws pushed, from the proven `reach` of the expected throws
/// by square (given to the push as its weights); `None` when it cannot be continued or
/// bounded.
fn tail_of(
    table: &Table,
    dist: &Distribution,
    players: usize,
    reach: Option<tail::Reach>,
    solver: &SolveStats,
) -> Option<tail::Tail> {
    tail::Tail::of(
        dist,
        reach,
        solver.relative_error_bound,
        players,
        table.size(),
    )
}

/// The percentiles of [`PERCENTILE_SHARES`] with their proven bounds, and why any is not known.
struct Percentiles {
    bounds: Vec<PercentileBound>,
    not_known: Option<Message>,
}

impl Percentiles {
    /// From the throws pushed, continued by `tail` past them.
    fn of(dist: &Distribution, min_throws: Option<u32>, tail: Option<&tail::Tail>) -> Percentiles {
        let bounds: Vec<PercentileBound> = PERCENTILE_SHARES
            .iter()
            .map(|&q| {
                let mut b = dist.percentile_bounds(q);
                if let (None, false, Some(tail)) = (b.at_most, b.never, tail) {
                    let (estimate, [lo, hi]) = tail.percentile(q);
                    b.estimate = b.estimate.or(Some(estimate));
                    b.at_least = b.at_least.max(lo);
                    b.at_most = Some(hi);
                }
                // No game is shorter than the fewest throws, however few throws were computed.
                b.at_least = b.at_least.max(f64::from(min_throws.unwrap_or(0)));
                b.certain = b.at_most == Some(b.at_least);
                b
            })
            .collect();
        let unknown = bounds.iter().any(|b| b.estimate.is_none() && !b.never);
        let not_known = (unknown && min_throws.is_some()).then(|| cut_short(dist));
        Percentiles { bounds, not_known }
    }

    /// The computed `q` percentile (an estimate unless its bounds meet).
    fn estimate(&self, q: f64) -> Option<f64> {
        let b = self.bounds.iter().find(|b| b.share == q)?;
        b.estimate.filter(|_| !b.never)
    }
}

/// Why the mode of `dist` is not known, when games end and it is not.
fn mode_not_known(dist: &Distribution, min_throws: Option<u32>) -> Option<Message> {
    (min_throws.is_some_and(|m| m > 0) && dist.mode().is_none())
        .then(|| crate::msg!(codes::ANALYSIS_MODE_NOT_KNOWN, throws = dist.proven_through))
}

/// Why figures past the throws pushed are not known: the push was cut with games going.
pub(crate) fn cut_short(dist: &Distribution) -> Message {
    let left = dist.remaining.last().copied().unwrap_or(0.0) - dist.stuck;
    let some_over = dist.pmf.iter().any(|&p| p > 0.0);
    crate::msg!(
        codes::ANALYSIS_CUT_SHORT,
        throws = dist.pmf.len(),
        share = precision::share_said(left, some_over)
    )
}

/// The exact expectation as a fraction "p/q", on boards small enough for `options`.
fn exact_text(table: &Table, fate: &markov::Fate, options: &AnalyzeOptions) -> Option<String> {
    if table.size() > options.exact_max_squares {
        return None;
    }
    match exact::exact_within(table, fate, EXACT_MAX_WORK) {
        exact::Exact::Value(f) => Some(f.to_string()),
        _ => None,
    }
}

/// How far to push the distribution for `players`: to `horizon`, and for several players
/// until the undecided probability is below about 1e-13 (their odds need the whole game).
fn pushed_horizon(mut horizon: Horizon, players: usize) -> Horizon {
    if players > 1 {
        horizon.share = horizon.share.max(1.0 - 1e-13);
    }
    horizon
}

/// The part of `dist` the report shows (up to `target` of the games finished, see
/// [`shown_throws`]): its probabilities, their running sums, and the mass left after them.
fn shown_part(dist: &Distribution, target: f64) -> (Vec<f64>, Vec<f64>, f64) {
    let shown = shown_throws(dist, target);
    let cdf = dist.cdf()[..shown].to_vec();
    // The games not finished, `1 - Σ pmf`, from whichever side has no cancellation: the mass
    // still on the board (summed over the squares, to a relative 1e-14 or so) where most games
    // have finished, else one minus the games finished (on the 360-square board 1 - 6.0e-17,
    // where the mass on the board summed to 1 - 8.5e-15). Dropped mass (at most about 1e-24 a
    // square a throw) is counted as unfinished.
    let finished = cdf.last().copied().unwrap_or(0.0);
    let unfinished = if finished < 0.5 {
        1.0 - finished
    } else {
        dist.remaining[shown] + dist.dropped
    };
    (dist.pmf[..shown].to_vec(), cdf, unfinished)
}

/// How many throws of `dist` the report shows: up to the first whose cumulative sum reaches
/// `target`, or all.
fn shown_throws(dist: &Distribution, target: f64) -> usize {
    let mut acc = 0.0;
    for (i, p) in dist.pmf.iter().enumerate() {
        acc += p;
        if acc >= target {
            return i + 1;
        }
    }
    dist.pmf.len()
}

/// P(T = fewest throws): from the distribution when it reaches that throw with mass, else
/// counted (the push drops pieces below 1e-24, so a shortest game of 61 throws on a long
/// board may have none there though its chance is positive).
fn p_min_turns(
    table: &Table,
    dist: &Distribution,
    distances: &[u32],
    min_throws: Option<u32>,
) -> f64 {
    let Some(m) = min_throws.filter(|&m| m >= 1) else {
        return 0.0;
    };
    if let Some(&p) = dist.pmf.get(m as usize - 1).filter(|&&p| p > 0.0) {
        return p;
    }
    let c = count_optimal(table, distances);
    if !c.saturated {
        return c.value as f64 / f64::from(table.faces()).powi(m as i32);
    }
    shortest_chance(table, distances).unwrap_or(0.0)
}

/// The most (square, face) steps [`shortest_chance`] takes before it gives up.
const SHORTEST_MAX_WORK: u64 = 30_000_000;

/// P(T = fewest throws) by following the shortest games throw by throw, as a float scaled
/// by powers of two (their number overflows any integer: up to 6^61 on a 360-square board);
/// `None` past [`SHORTEST_MAX_WORK`].
fn shortest_chance(table: &Table, distances: &[u32]) -> Option<f64> {
    let n = table.size();
    let k = table.faces();
    let cells = table.cells();
    let start = table.start();
    let d0 = *distances.get(start as usize)?;
    // Counts of shortest prefixes by square, times 2^scale.
    let mut level: Vec<(u32, f64)> = vec![(start, 1.0)];
    let mut scale: i32 = 0;
    let mut work: u64 = 0;
    for e in (0..d0).rev() {
        let mut next: Vec<(u32, f64)> = Vec::new();
        for &(p, c) in &level {
            work += u64::from(k);
            if work > SHORTEST_MAX_WORK {
                return None;
            }
            for r in 1..=k {
                let q = cells[(p + r) as usize];
                let q = if q == STAY { p } else { q };
                if distances.get(q as usize) == Some(&e) {
                    next.push((q, c));
                }
            }
        }
        // Merged by square, in the order found.
        let mut merged: Vec<(u32, f64)> = Vec::with_capacity(next.len());
        let squares: Vec<u32> = next.iter().map(|&(q, _)| q).collect();
        for i in order_by(&squares) {
            let (q, c) = next[i as usize];
            match merged.last_mut() {
                Some(last) if last.0 == q => last.1 += c,
                _ => merged.push((q, c)),
            }
        }
        let mut next = merged;
        let top = next.iter().fold(0.0f64, |m, &(_, c)| m.max(c));
        if top > 1e200 {
            next.iter_mut().for_each(|x| x.1 *= 2f64.powi(-600));
            scale += 600;
        }
        level = next;
    }
    let count = level.iter().find(|&&(q, _)| q == n)?.1;
    let log2 = count.log2() + f64::from(scale) - f64::from(d0) * f64::from(k).log2();
    Some(log2.exp2())
}

/// The relative width up to which a value counts as proven.
const PROVEN_TO: f64 = 1e-9;

/// Whether `bounds` hold `v` within a relative [`PROVEN_TO`].
fn proven(v: f64, bounds: Option<[f64; 2]>) -> bool {
    bounds.is_some_and(|[lo, hi]| lo <= v && v <= hi && (v - lo).max(hi - v) <= PROVEN_TO * v.abs())
}

/// That the value `v` is an estimate, with what is proven of it: by `between` ("... an
/// estimate (proven between 1.5 and 1.7).") or by `unbounded` when nothing is.
fn estimate(
    v: f64,
    bounds: Option<[f64; 2]>,
    between: &'static crate::message::Code,
    unbounded: &'static crate::message::Code,
) -> Message {
    // To the digits the bounds support, as the text and the figures write it: "16000 (proven
    // between 146 and 31900)", not "15976.634359 (proven between 146.993096 and 31809.017642)".
    let value = precision::with_digits(v, bounds, 10);
    match bounds {
        // Rounded outward, so that the bounds written still hold.
        Some([lo, hi]) if hi.is_finite() => {
            let digits = precision::digits_of(v, bounds);
            crate::msg!(
                *between,
                value,
                lo = precision::significant_toward(lo, digits, false),
                hi = precision::significant_toward(hi, digits, true)
            )
        }
        _ => crate::msg!(*unbounded, value),
    }
}

impl Report {
    /// True when the expectation is not given because the solve failed its check (not for
    /// being infinite, or too large for a float).
    fn expected_turns_failed(&self) -> bool {
        self.said
            .expected_not_known
            .as_ref()
            .is_some_and(|m| std::ptr::eq(m.code(), &codes::ANALYSIS_EXPECTED_FAILED))
    }

    /// Sets why the percentiles, the mode and the odds of several players are not known, by
    /// code and in English.
    fn with_reasons(mut self, [percentiles, mode, odds, expected]: [Option<Message>; 4]) -> Report {
        let text = |m: &Option<Message>| m.as_ref().map(Message::to_string);
        (self.percentiles_not_known, self.mode_not_known) = (text(&percentiles), text(&mode));
        (self.odds_not_known, self.expected_not_known) = (text(&odds), text(&expected));
        (self.said.percentiles_not_known, self.said.mode_not_known) = (percentiles, mode);
        (self.said.odds_not_known, self.said.expected_not_known) = (odds, expected);
        self
    }

    /// Fills [`Report::figures`] (and their words by code) from the rest.
    fn with_figures(mut self) -> Report {
        self.said.tail = figures::tail_said(&self);
        self.said.p_min_turns = figures::p_min_said(&self);
        self.figures = Figures::of(&self);
        self
    }

    /// Fills [`Report::unproven`] and [`Report::caveats`] (and [`Said::caveats`]) from the
    /// bounds.
    fn with_caveats(mut self) -> Report {
        let mut out: Vec<(String, Message)> = Vec::new();
        self.expectation_caveat(&mut out);
        self.percentile_caveats(&mut out);
        self.odds_caveats(&mut out);
        self.knock_off_caveat(&mut out);
        (self.unproven, self.said.caveats) = out.into_iter().unzip();
        self.caveats = self.said.caveats.iter().map(Message::to_string).collect();
        self
    }

    /// The one-player expectation, unless proven to 1e-9.
    fn expectation_caveat(&self, out: &mut Vec<(String, Message)>) {
        if let Some(e) = self.expected_turns {
            if !proven(e, self.expected_turns_bounds) {
                out.push((
                    "expected_turns".into(),
                    estimate(
                        e,
                        self.expected_turns_bounds,
                        &codes::ANALYSIS_AVERAGE_ESTIMATE,
                        &codes::ANALYSIS_AVERAGE_UNBOUNDED,
                    ),
                ));
            }
        }
    }

    /// Each percentile not known for certain, with what is proven of it.
    fn percentile_caveats(&self, out: &mut Vec<(String, Message)>) {
        use codes::*;
        let percentiles = [
            (
                "p25_turns",
                0.25,
                self.p25_turns,
                &ANALYSIS_QUARTER_FIRST,
                &ANALYSIS_QUARTER,
            ),
            (
                "median_turns",
                0.5,
                self.median_turns,
                &ANALYSIS_HALF_FIRST,
                &ANALYSIS_HALF,
            ),
            (
                "p75_turns",
                0.75,
                self.p75_turns,
                &ANALYSIS_THREE_QUARTERS_FIRST,
                &ANALYSIS_THREE_QUARTERS,
            ),
            (
                "p90_turns",
                0.9,
                self.p90_turns,
                &ANALYSIS_NINE_IN_TEN,
                &ANALYSIS_NINE_IN_TEN,
            ),
            (
                "p95_turns",
                0.95,
                self.p95_turns,
                &ANALYSIS_NINETEEN_IN_TWENTY,
                &ANALYSIS_NINETEEN_IN_TWENTY,
            ),
        ];
        for (field, share, value, first, inside) in percentiles {
            let Some(b) = self.percentile_bounds.iter().find(|b| b.share == share) else {
                continue;
            };
            let lo = throws(b.at_least, Some(false));
            let known = match b.at_most {
                Some(hi) => crate::msg!(ANALYSIS_PROVEN_BETWEEN, lo, hi = throws(hi, Some(true))),
                None => crate::msg!(ANALYSIS_PROVEN_AT_LEAST, lo),
            };
            let sentence = match value {
                Some(v) if b.certain && b.at_most == Some(v) => continue,
                Some(v) => crate::msg!(
                    ANALYSIS_PERCENTILE_ESTIMATE,
                    games = crate::msg!(*first),
                    throws = precision::estimated_throws(v),
                    known
                ),
                None => match &self.said.percentiles_not_known {
                    Some(why) if !b.never => crate::msg!(
                        ANALYSIS_PERCENTILE_NOT_KNOWN,
                        games = crate::msg!(*inside),
                        known,
                        why = why.clone()
                    ),
                    _ => continue,
                },
            };
            out.push((field.into(), sentence));
        }
    }

    /// The win chances, rounds and turns of several players, unless known and proven.
    fn odds_caveats(&self, out: &mut Vec<(String, Message)>) {
        if let Some(why) = &self.said.odds_not_known {
            out.push((
                "win_probability".into(),
                crate::msg!(codes::ANALYSIS_ODDS_NOT_KNOWN, why = why.clone()),
            ));
        }
        if let Some(w) = &self.win_probability {
            let bounds = self.win_probability_bounds.as_deref().unwrap_or(&[]);
            if w.iter()
                .enumerate()
                .any(|(i, &p)| !proven(p, bounds.get(i).copied()))
            {
                out.push((
                    "win_probability".into(),
                    crate::msg!(codes::ANALYSIS_WINS_ESTIMATE),
                ));
            }
        }
        if self.players > 1 {
            for (field, v, b, between, unbounded) in [
                (
                    "expected_rounds",
                    self.expected_rounds,
                    self.expected_rounds_bounds,
                    &codes::ANALYSIS_ROUNDS_ESTIMATE,
                    &codes::ANALYSIS_ROUNDS_UNBOUNDED,
                ),
                (
                    "expected_game_turns",
                    self.expected_game_turns,
                    self.expected_game_turns_bounds,
                    &codes::ANALYSIS_TURNS_ESTIMATE,
                    &codes::ANALYSIS_TURNS_UNBOUNDED,
                ),
            ] {
                if let Some(v) = v.filter(|&v| !proven(v, b)) {
                    out.push((field.into(), estimate(v, b, between, unbounded)));
                }
            }
        }
    }

    /// The knock-off figures, unless solved and proven.
    fn knock_off_caveat(&self, out: &mut Vec<(String, Message)>) {
        if let Some(k) = &self.knock_off {
            if let Some(why) = &k.said_not_known {
                out.push((
                    "knock_off".into(),
                    crate::msg!(codes::ANALYSIS_KNOCK_OFF_NOT_KNOWN, why = why.clone()),
                ));
            } else if k.simulation.is_some() {
                out.push((
                    "knock_off".into(),
                    crate::msg!(codes::ANALYSIS_KNOCK_OFF_SIMULATED),
                ));
            } else {
                let bounds = k.win_probability_bounds.as_deref().unwrap_or(&[]);
                let wins = k
                    .win_probability
                    .iter()
                    .enumerate()
                    .all(|(i, &p)| proven(p, bounds.get(i).copied()));
                let rounds = k
                    .expected_rounds
                    .is_none_or(|r| proven(r, k.expected_rounds_bounds));
                let turns = k
                    .expected_game_turns
                    .is_none_or(|t| proven(t, k.expected_game_turns_bounds));
                if !(wins && rounds && turns) {
                    out.push((
                        "knock_off".into(),
                        crate::msg!(codes::ANALYSIS_KNOCK_OFF_ESTIMATE),
                    ));
                }
            }
        }
    }
}

/// A figure that is not known, with what is proven of it: "not known (proven between 0.500
/// and 1.00)", or "not known".
fn not_known(bounds: Option<[f64; 2]>) -> String {
    match bounds {
        Some([lo, hi]) if hi.is_finite() => format!(
            "not known (proven between {} and {})",
            significant(lo, 3),
            significant(hi, 3)
        ),
        _ => "not known".to_string(),
    }
}

/// One line a player: their win probability and what is proven of it.
fn write_odds(
    f: &mut fmt::Formatter<'_>,
    wins: &[f64],
    bounds: Option<&[[f64; 2]]>,
) -> fmt::Result {
    for (i, &p) in wins.iter().enumerate() {
        let b = bounds.and_then(|b| b.get(i).copied());
        writeln!(f, "  player {} wins: {}", i + 1, with_precision(p, b))?;
    }
    Ok(())
}

/// A percentile as far as it is known: "33", "33 to 34 (estimate 33)", "8.29 × 10^21 to 1.88
/// × 10^22 (estimate 1.15 × 10^22)", "not known (at least 161)", or "never" when fewer games
/// than its share ever end.
fn percentile_text(b: &PercentileBound) -> String {
    if b.never {
        return "never".to_string();
    }
    let known = match b.at_most {
        Some(hi) if hi == b.at_least => return throws(hi, None),
        Some(hi) => format!(
            "{} to {}",
            throws(b.at_least, Some(false)),
            throws(hi, Some(true))
        ),
        None => format!("at least {}", throws(b.at_least, Some(false))),
    };
    match b.estimate {
        Some(e) => format!("{known} (estimate {})", precision::estimated_throws(e)),
        None => format!("not known ({known})"),
    }
}

fn knock_off_report(
    table: &Table,
    players: usize,
    options: &AnalyzeOptions,
    p_finish: f64,
) -> Result<KnockOffReport> {
    if players == 2 && table.size() <= KNOCK_OFF_MAX_SQUARES {
        if let Ok(o) = odds::knock_off_two(table) {
            let report = KnockOffReport {
                method: "exact joint chain".into(),
                win_probability: o.win_probability,
                expected_game_turns: o.expected_game_turns,
                expected_rounds: o.expected_rounds,
                win_probability_bounds: o.win_probability_bounds,
                expected_game_turns_bounds: o.expected_game_turns_bounds,
                expected_rounds_bounds: o.expected_rounds_bounds,
                simulation: None,
                not_known: None,
                said_not_known: None,
            };
            // Every game ends (the expected turns are finite), so the chances sum to 1: an
            // unproven answer that does not is a failed solve (10^-20 each on a board whose
            // games last 10^22 throws), not an estimate.
            let sum: f64 = report.win_probability.iter().sum();
            if report.win_probability_bounds.is_none()
                && report.expected_game_turns.is_some()
                && (sum.is_nan() || (sum - 1.0).abs() > 1e-6)
            {
                let why = crate::msg!(codes::KNOCK_OFF_DISPROVED, sum = significant(sum, 3));
                return Ok(report.unknown(why));
            }
            return Ok(report);
        }
    }
    let sim_options = SimulationOptions {
        games: options.simulated_games,
        players,
        knock_off: true,
        sixes_again: false,
        three_sixes_end: false,
        seed: options.seed,
    };
    let sim = simulate(table, &sim_options)?;
    // Every game ends, yet some were cut at the cap on rounds: the shares and the means of
    // the games that ended are capped sums, not estimates.
    let cut = (p_finish >= 1.0 && sim.unfinished > 0).then(|| {
        crate::msg!(
            codes::KNOCK_OFF_UNFINISHED,
            unfinished = sim.unfinished,
            games = sim.games,
            rounds = simulate::MAX_ROUNDS
        )
    });
    let report = KnockOffReport {
        method: "simulated".into(),
        win_probability: sim.wins.iter().map(|s| s.share).collect(),
        expected_game_turns: sim.mean_turns.map(|i| i.mean),
        expected_rounds: sim.mean_rounds.map(|i| i.mean),
        win_probability_bounds: None,
        expected_game_turns_bounds: None,
        expected_rounds_bounds: None,
        simulation: Some(sim),
        not_known: None,
        said_not_known: None,
    };
    Ok(match cut {
        Some(why) => report.unknown(why),
        None => report,
    })
}

impl KnockOffReport {
    /// The report with its figures not known, for the reason `why`.
    fn unknown(mut self, why: Message) -> KnockOffReport {
        self.win_probability.iter_mut().for_each(|p| *p = f64::NAN);
        (self.expected_game_turns, self.expected_rounds) = (None, None);
        self.not_known = Some(why.to_string());
        self.said_not_known = Some(why);
        self
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_one_player(f)?;
        self.write_percentiles(f)?;
        self.write_distribution(f)?;
        self.write_independent(f)?;
        self.write_knock_off(f)
    }
}

impl Report {
    /// The board, the fewest throws and the expected throws of one player.
    fn write_one_player(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "board: {} squares, d{} ({})",
            self.size, self.faces, self.rules
        )?;
        match self.min_throws {
            // A game that can happen never has chance "0" (10^-129,000 underflows a float).
            Some(m) if self.said.p_min_turns.is_some() => writeln!(
                f,
                "fewest throws: {m} (probability {})",
                self.figures.p_min_turns
            )?,
            Some(m) => writeln!(
                f,
                "fewest throws: {m} (probability {})",
                significant(self.p_min_turns, 6)
            )?,
            None => writeln!(f, "fewest throws: the last square cannot be reached")?,
        }
        match self.expected_turns {
            Some(e) => writeln!(
                f,
                "expected throws (one player): {}",
                with_precision(e, self.expected_turns_bounds)
            )?,
            // The solve failed its check: what is proven, and why no more.
            None if self.expected_turns_failed() => writeln!(
                f,
                "expected throws (one player): not known ({})",
                self.expected_not_known.as_deref().unwrap_or_default()
            )?,
            // Every game ends, so the expectation is finite: it is only too large for a float.
            None if self.p_finish >= 1.0 => writeln!(
                f,
                "expected throws (one player): more than 1.8e308 (too large for a 64-bit float)"
            )?,
            None => writeln!(
                f,
                "expected throws (one player): infinite (a game finishes with probability {:.6})",
                self.p_finish
            )?,
        }
        if let Some(x) = &self.expected_turns_exact {
            writeln!(f, "exactly: {x}")?;
        }
        Ok(())
    }

    /// The median, the mode and the 90th percentile, as far as they are known.
    fn write_percentiles(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A mode that is not proven (ties, or throws past those computed) is not guessed at.
        let mode = self
            .mode_turns
            .map_or("not known".to_string(), |t| t.to_string());
        let bound = |q: f64| self.percentile_bounds.iter().find(|b| b.share == q);
        let percentile = |q: f64| bound(q).map_or("-".to_string(), percentile_text);
        let never = |q: f64| bound(q).is_some_and(|b| b.never);
        self.write_percentile_line(f, &mode, &percentile, &never)?;
        match (&self.mode_turns, &self.mode_not_known) {
            (None, Some(why)) if self.min_throws.is_some() => {
                writeln!(f, "mode not known: {why}")
            }
            _ => Ok(()),
        }
    }

    /// The line of [`Report::write_percentiles`] itself.
    fn write_percentile_line(
        &self,
        f: &mut fmt::Formatter<'_>,
        mode: &str,
        percentile: &dyn Fn(f64) -> String,
        never: &dyn Fn(f64) -> bool,
    ) -> fmt::Result {
        if self.min_throws.is_none() {
            // No game ends: there is no median, mode or percentile to bound.
            writeln!(f, "median, mode and percentiles: none (no game ends)")
        } else if never(0.5) {
            writeln!(
                f,
                "median and 90th percentile: never (fewer than half the games end); mode {mode}"
            )
        } else if never(0.9) {
            writeln!(
                f,
                "median {} throws, mode {mode}; 90th percentile: never (fewer than 9 in 10 games end)",
                percentile(0.5)
            )
        } else {
            writeln!(
                f,
                "median {}, mode {mode}, 90th percentile {} throws",
                percentile(0.5),
                percentile(0.9)
            )
        }
    }

    /// What is proven of the distribution, and where it was cut.
    fn write_distribution(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let b = &self.distribution_bound;
        write!(
            f,
            "distribution proven through throw {} to a relative {:.1e}",
            b.proven_through, b.relative_error
        )?;
        if b.missing_mass > 0.0 {
            write!(f, " (plus at most {:.1e} set aside)", b.missing_mass)?;
        }
        match (b.geometric_from, self.tail_rate) {
            (Some(g), Some(rate)) if rate > 0.0 => writeln!(
                f,
                "; estimated geometrically after throw {g}, each throw ending {} of the games still going",
                precision::share_percent(rate, true)
            )?,
            (Some(g), _) => writeln!(f, "; estimated geometrically after throw {g}")?,
            (None, Some(rate)) if rate > 0.0 && self.distribution_capped => writeln!(
                f,
                "; after it each throw ends about {} of the games still going (the tail's rate, an estimate)",
                precision::share_percent(rate, true)
            )?,
            (None, _) => writeln!(f)?,
        }
        if self.distribution_capped {
            let finished = self.finish_cdf.last().copied().unwrap_or(0.0);
            let some_over = self.finish_pmf.iter().any(|&p| p > 0.0);
            if some_over && finished < 0.01 {
                // "99.999999999999% not finished" says less, and less exactly, than this.
                writeln!(
                    f,
                    "distribution cut at {} throws (only {} of the games finished by then)",
                    self.finish_pmf.len(),
                    precision::share_percent(finished, true)
                )?;
            } else {
                writeln!(
                    f,
                    "distribution cut at {} throws ({} of the games not finished by then)",
                    self.finish_pmf.len(),
                    precision::share_percent(self.unfinished_mass, some_over)
                )?;
            }
        }
        Ok(())
    }

    /// The odds and lengths of several players who do not interact.
    fn write_independent(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.players < 2 {
            return Ok(());
        }
        writeln!(f, "{} players, no interaction:", self.players)?;
        if self.min_throws.is_none() {
            return writeln!(f, "  no player can win: the last square cannot be reached");
        }
        if let Some(why) = &self.odds_not_known {
            writeln!(f, "  win chances, rounds and turns: not known ({why})")?;
        }
        let bounds = self.win_probability_bounds.as_deref().unwrap_or(&[]);
        match &self.win_probability {
            Some(w) => write_odds(f, w, Some(bounds))?,
            None => {
                for (i, b) in bounds.iter().enumerate() {
                    writeln!(f, "  player {} wins: {}", i + 1, not_known(Some(*b)))?;
                }
            }
        }
        let (r, rb) = (self.expected_rounds, self.expected_rounds_bounds);
        let (t, tb) = (self.expected_game_turns, self.expected_game_turns_bounds);
        if r.is_none() && rb.is_none() {
            return Ok(());
        }
        let figure = |v: Option<f64>, b| v.map_or_else(|| not_known(b), |v| with_precision(v, b));
        writeln!(
            f,
            "  expected rounds: {}\n  turns of all players: {}",
            figure(r, rb),
            figure(t, tb)
        )
    }

    /// The odds and lengths with knock-off, exact or simulated.
    fn write_knock_off(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(k) = &self.knock_off else {
            return Ok(());
        };
        writeln!(f, "with knock-off ({}):", k.method)?;
        if let Some(why) = &k.not_known {
            return writeln!(f, "  win chances, rounds and turns not known: {why}");
        }
        match &k.simulation {
            Some(sim) => {
                for (i, w) in sim.wins.iter().enumerate() {
                    writeln!(
                        f,
                        "  player {} wins: {}, not proven",
                        i + 1,
                        precision::with_interval(w.share, w.low, w.high)
                    )?;
                }
            }
            None => write_odds(f, &k.win_probability, k.win_probability_bounds.as_deref())?,
        }
        if let (Some(r), Some(t)) = (k.expected_rounds, k.expected_game_turns) {
            let simulated = |v: f64, i: Option<simulate::Interval>| match i {
                Some(i) => format!("{}, simulated", precision::with_interval(v, i.low, i.high)),
                None => format!("{} (simulated)", significant(v, 3)),
            };
            let (r, t) = match &k.simulation {
                Some(sim) => (simulated(r, sim.mean_rounds), simulated(t, sim.mean_turns)),
                None => (
                    with_precision(r, k.expected_rounds_bounds),
                    with_precision(t, k.expected_game_turns_bounds),
                ),
            };
            writeln!(f, "  expected rounds: {r}\n  turns of all players: {t}")?;
        }
        Ok(())
    }
}
