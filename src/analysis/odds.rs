//! Several players: who wins and how long the whole game lasts.
//!
//! Without interaction the players' game lengths are independent draws of the one-player
//! length `T` (survival `S(t) = P(T > t)`), and players throw in seat order, one throw per
//! turn. Player `i` (0-based) wins on their `t`-th throw when they finish then, the players
//! before them have not finished in `t` throws and those after them not in `t - 1`:
//!
//! ```text
//! P(i wins) = Σ_t P(T = t) · S(t)^i · S(t-1)^(P-1-i)
//! E[rounds] = Σ_{t>=1} S(t-1)^P
//! E[turns]  = Σ_j Σ_{t>=1} S(t)^j · S(t-1)^(P-j)      (turns of all players together)
//! ```
//!
//! With knock-off the players interact, and for two players the joint chain is solved
//! exactly: the state is (square of the player to move, square of the other), which already
//! says whose turn it is once the roles are tracked (mover wins / other wins).

use super::distribution::{gamma, Distribution};
use super::solver::{self, SolveStats, Sweep};
use super::tail::Tail;
use crate::error::{Error, Result};
use crate::rules::{Table, STAY};
use serde::Serialize;

/// The largest board whose two-player knock-off chain is solved exactly.
pub const KNOCK_OFF_MAX_SQUARES: u32 = 400;

/// A cap on the joint chain's transitions (states × distinct moves), so a wide die on a
/// large board is refused rather than solved slowly.
const KNOCK_OFF_MAX_ENTRIES: usize = 12_000_000;

/// Win chances and game length for several players who do not interact.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Odds {
    /// P(player i wins), in seat order (seat 0 throws first).
    pub win_probability: Vec<f64>,
    /// Expected rounds until someone wins (the winner's number of turns); `None` if infinite.
    pub expected_rounds: Option<f64>,
    /// Expected turns of all players together until someone wins; `None` if infinite.
    pub expected_game_turns: Option<f64>,
    /// Proven bounds `[lower, upper]` on each P(player i wins): the throws pushed exactly give
    /// the lower one; the upper one adds the undecided probability and rounding.
    pub win_probability_bounds: Vec<[f64; 2]>,
    /// A proven upper bound on the probability left undecided by the throws pushed exactly
    /// (no player finished within them, or a dropped piece of mass involved): together with
    /// rounding, what separates the bounds.
    pub undecided: f64,
    /// Proven bounds `[lower, upper]` on the expected rounds; `None` when nothing is proven
    /// (the expectation is infinite, or the one-player expectation has no proven bound).
    pub expected_rounds_bounds: Option<[f64; 2]>,
    /// Proven bounds on the expected turns of all players together, as above.
    pub expected_game_turns_bounds: Option<[f64; 2]>,
    /// Why the figures above are not known, when they are not: the distribution was cut
    /// with games still going and its tail could not be continued (the figures are then only
    /// the part the throws computed hold, and must not be shown as estimates; their bounds
    /// still hold).
    pub unknown: Option<crate::message::Message>,
}

/// Independent players from the one-player distribution.
///
/// The win probabilities sum over every computed throw (the geometric estimate included). The
/// bounds use only the throws pushed exactly (`T0 = proven_through`): there the sum of the
/// terms is the probability that player i wins by throw `T0` with no player's mass dropped,
/// to within the rounding of its factors (each `pmf`/`remaining` entry to a relative `γ`, the
/// `P` powers and products and the `T0`-term sum to a few more roundings). The truth adds at
/// most the chance that some player's mass was dropped (`P · missing`) and the chance that
/// the game is decided after `T0` throws each: that every player is still on the board then,
/// `P(T > T0)^P`, but not every one of them stuck where the end cannot be reached (a game of
/// stuck players is never decided), `- P(stuck at T0)^P`.
///
/// `expected_upper` is a proven upper bound on one player's expected throws (from the solver's
/// bound), which bounds the expected rounds and turns beyond `T0`: see [`length_bounds`].
///
/// `late_cap`: a proven upper bound on the chance of finishing on any one throw after `T0`
/// ([`late_finish_cap`]), which bounds how often two players finish on the same throw, and so
/// how far from `1/P` each seat's chance can be ([`tie_bounds`]).
pub(crate) fn independent(
    dist: &Distribution,
    players: usize,
    expected_upper: Option<f64>,
    tail: Option<&Tail>,
    late_cap: Option<f64>,
) -> Odds {
    let t0 = (dist.proven_through as usize).min(dist.pmf.len());
    // With a tail, the sums stop at the throws pushed and the tail adds the rest; without,
    // they run over every throw computed, which holds the whole figure only when the push
    // was not cut short with mass still on the board.
    let upto = if tail.is_some() { t0 } else { dist.pmf.len() };
    let (mut win, mut rounds, mut turns) = sums(dist, players, upto);
    if let Some(tail) = tail {
        for (i, w) in win.iter_mut().enumerate() {
            *w += tail.win(i);
        }
        rounds += tail.rounds().0;
        turns += tail.turns().0;
    }
    let left = dist.remaining.last().copied().unwrap_or(0.0) - dist.stuck;
    let unknown = (tail.is_none() && dist.capped && left > 1e-12).then(|| super::cut_short(dist));
    let (mut win_probability_bounds, undecided) = win_bounds(dist, players);
    // The bounds hold however the push ended; the figures only when they are not a part.
    let finite = dist.p_finish >= 1.0;
    if let Some(cap) = late_cap.filter(|_| finite) {
        tie_bounds(&mut win_probability_bounds, dist, cap);
    }
    seat_order(&mut win_probability_bounds, finite);
    // An estimate outside what is proven is no estimate (seat 1 below a half, of two).
    for (w, b) in win.iter_mut().zip(&win_probability_bounds) {
        if b[0] <= b[1] {
            *w = w.clamp(b[0], b[1]);
        }
    }
    let bounds = expected_upper
        .filter(|_| finite)
        .and_then(|e| length_bounds(dist, players, e, tail));
    let known = finite && unknown.is_none();
    Odds {
        win_probability: win,
        expected_rounds: known.then_some(rounds),
        expected_game_turns: known.then_some(turns),
        win_probability_bounds,
        undecided,
        expected_rounds_bounds: bounds.map(|b| b.0),
        expected_game_turns_bounds: bounds.map(|b| b.1),
        unknown,
    }
}

/// Tightens proven bounds on the seats' win chances of `P` players whose games all end, by
/// how often two of them finish on the same throw, `q = P(T_1 = T_2) = Σ_t P(T = t)^2`:
/// - with `A_i` "seat i alone finishes first", the `A_i` are equally likely and leave out only
///   the games where two or more tie for first, at most `C(P, 2) q` of them, so
///   `P(A_i) >= (1 - C(P, 2) q) / P`, and seat i wins at least that;
/// - seat i wins in `A_i` (at most `1/P`) or by tying for first with another seat (at most
///   `(P - 1) q`).
///
/// `q` is the computed throws' squares, each widened by the push's rounding and the mass it
/// set aside, plus `cap · P(T > T0)` for the later throws: each of those finishes at most a
/// share `cap` of the games ([`late_finish_cap`]), so their squares sum to at most `cap` times
/// their sum.
///
/// Why: on the 360-square board, whose games last 10^22 throws, the push proves nothing of the
/// throws after 160, and two players' odds were "between 0.500 and 1.00" though `q` is below
/// 10^-40 there.
fn tie_bounds(bounds: &mut [[f64; 2]], dist: &Distribution, cap: f64) {
    let n = bounds.len();
    let t0 = (dist.proven_through as usize).min(dist.pmf.len());
    let g = dist.rounding;
    if n < 2 || !(g < 0.5 && dist.missing.is_finite() && cap.is_finite()) {
        return;
    }
    let pad = 1.0 + gamma(8.0);
    let early: f64 = dist.pmf[..t0]
        .iter()
        .map(|&f| {
            let p = (f / (1.0 - g) + dist.missing) * pad;
            p * p * pad
        })
        .sum::<f64>()
        * (1.0 + gamma(t0 as f64 + 2.0));
    let left = ((dist.remaining[t0] / (1.0 - g) + dist.missing) * pad).min(1.0);
    let q = (early + cap * left * pad) * pad;
    let pairs = (n * (n - 1) / 2) as f64;
    let share = 1.0 / n as f64;
    let lo = ((1.0 - pairs * q * pad) * share / pad).max(0.0);
    let hi = (share + (n - 1) as f64 * q) * pad * pad;
    for b in bounds.iter_mut() {
        b[0] = b[0].max(lo);
        b[1] = b[1].min(hi);
    }
}

/// A proven upper bound on the chance of finishing on any one throw after the first `throws`:
/// `max_s P(T = m | start at s)` over every square `s` a token can rest on (the start, and
/// where some throw leaves it) for `m = throws` or fewer (within `budget` work), widened by its
/// rounding. `None` when not even one throw fits the budget.
///
/// Why it bounds every later throw: for `t >= m`, `P(T = t) = Σ_s P(X_{t-m} = s) P(T = m |
/// s) <= max_s P(T = m | s)`. (Only squares a token rests on: from a snake's head just below
/// the last square, where no token stays, a token that did would hover there finishing a
/// sixth of its throws; on a board whose games last 7 × 10^7 throws that took the bound from
/// 1e-9 to 0.02.) The chances by square are pulled back through the table one
/// throw at a time (`f_1(s)`: the share of the faces that end the game from `s`; `f_{m+1}(s)`:
/// the mean of `f_m` over where each face rests), with non-negative sums only, so each computed
/// value is within a relative `γ(m (faces + 3))` of the truth.
pub(crate) fn late_finish_cap(table: &Table, throws: u32, budget: u64) -> Option<f64> {
    let n = table.size() as usize;
    let k = table.faces();
    let per = (n as u64).saturating_mul(u64::from(k)).max(1);
    let m = u64::from(throws).min(budget / per);
    if m == 0 || n == 0 {
        return None;
    }
    let inv_k = 1.0 / f64::from(k);
    let mut f: Vec<f64> = (0..=n)
        .map(|s| {
            let ends = (1..=k).filter(|&r| s < n && table.step(s as u32, r) as usize == n);
            ends.count() as f64 * inv_k
        })
        .collect();
    let mut next = vec![0.0; n + 1];
    for _ in 1..m {
        for (s, out) in next.iter_mut().enumerate().take(n) {
            let sum: f64 = (1..=k).map(|r| f[table.step(s as u32, r) as usize]).sum();
            *out = sum * inv_k;
        }
        std::mem::swap(&mut f, &mut next);
    }
    let mut rests = vec![false; n + 1];
    rests[table.start() as usize] = true;
    for &c in table.cells().iter().skip(1) {
        if c != STAY {
            rests[c as usize] = true;
        }
    }
    let max = f[..n]
        .iter()
        .zip(&rests)
        .filter(|(_, &r)| r)
        .map(|(&v, _)| v)
        .fold(0.0, f64::max);
    Some(max * (1.0 + gamma((m * (u64::from(k) + 3)) as f64)))
}

/// Tightens proven bounds on the seats' win chances with what their order proves. Seat `i`
/// wins on throw `t` with `p_t S(t)^(i-1) S(t-1)^(n-i)` (`S(t) = P(T > t)`, the seats before it
/// having thrown `t` times, those after it `t - 1`), and `S(t - 1) >= S(t)`, so each seat wins
/// at least as often as the next. When every game ends someone wins, the chances sum to 1, and
/// the first seat wins at least `1/n`, the last at most `1/n`.
///
/// Why: on a board whose games last 10^22 throws the push proves little of two players' odds
/// ("player 1 between 0.49999999999966 and 1"), and the estimate came out below a half.
fn seat_order(bounds: &mut [[f64; 2]], every_game_ends: bool) {
    let n = bounds.len();
    for i in (0..n.saturating_sub(1)).rev() {
        bounds[i][0] = bounds[i][0].max(bounds[i + 1][0]);
    }
    for i in 1..n {
        bounds[i][1] = bounds[i][1].min(bounds[i - 1][1]);
    }
    if every_game_ends && n > 0 {
        // 1/n exactly for 2, 4 and 8 players; otherwise widened by its rounding.
        let share = 1.0 / n as f64;
        let pad = if n.is_power_of_two() {
            0.0
        } else {
            f64::EPSILON
        };
        bounds[0][0] = bounds[0][0].max(share * (1.0 - pad));
        bounds[n - 1][1] = bounds[n - 1][1].min(share * (1.0 + pad));
    }
}

/// The win probabilities, rounds and turns summed over the first `upto` throws.
fn sums(dist: &Distribution, players: usize, upto: usize) -> (Vec<f64>, f64, f64) {
    let s = &dist.remaining;
    let p = players as i32;
    let mut win = vec![0.0; players];
    let mut rounds = 0.0;
    let mut turns = 0.0;
    for (t, &f) in dist.pmf[..upto].iter().enumerate() {
        let (now, before) = (s[t + 1], s[t]);
        for (i, w) in win.iter_mut().enumerate() {
            *w += f * now.powi(i as i32) * before.powi(p - 1 - i as i32);
        }
        rounds += before.powi(p);
        for j in 0..players {
            turns += now.powi(j as i32) * before.powi(p - j as i32);
        }
    }
    (win, rounds, turns)
}

/// Proven bounds on the expected rounds `R = Σ_{t>=1} S(t-1)^P` and turns
/// `G = Σ_j Σ_{t>=1} S(t)^j · S(t-1)^(P-j)`, where `S` is the true survival.
///
/// Through `T0 = proven_through` every `S(t)` lies in `[s/(1+γ), s/(1-γ) + missing]` (the
/// computed value, its rounding and the mass set aside), and each sum grows with every `S`, so
/// the sums over those throws with the lower and upper ends bound that part. Beyond `T0`, `S`
/// only falls, so `S(t-1)^P <= S(T0)^(P-1) · S(t-1)`, and `Σ_{t>T0} S(t-1)` is one player's
/// expectation `E` minus its first `T0` terms: the rounds' tail is at most
/// `S(T0)^(P-1) · (E - Σ_{t<=T0} S(t-1))`, and each of the `P` inner sums of `G` has terms at
/// most `S(t-1)^P`, so its tail is at most `P` times that. `expected_upper` bounds `E`.
/// Roundings of these sums are covered by `γ(P + T0 + 8)` and a few pads.
fn length_bounds(
    dist: &Distribution,
    players: usize,
    expected_upper: f64,
    tail: Option<&Tail>,
) -> Option<([f64; 2], [f64; 2])> {
    let s = &dist.remaining;
    let g = dist.rounding;
    let t0 = (dist.proven_through as usize).min(dist.pmf.len());
    let sums = gamma((players + t0 + 8) as f64);
    if !(g < 0.5 && sums < 0.5 && dist.missing.is_finite() && expected_upper.is_finite()) {
        return None;
    }
    let pad = 1.0 + gamma(8.0);
    let low = |t: usize| s[t] / (1.0 + g) / pad;
    let high = |t: usize| ((s[t] / (1.0 - g) + dist.missing) * pad).min(1.0);
    let p = players as i32;
    let (mut r_lo, mut r_hi, mut g_lo, mut g_hi, mut first) = (0.0, 0.0, 0.0, 0.0, 0.0);
    for t in 1..=t0 {
        let (b_lo, b_hi, n_lo, n_hi) = (low(t - 1), high(t - 1), low(t), high(t));
        r_lo += b_lo.powi(p);
        r_hi += b_hi.powi(p);
        first += b_lo;
        for j in 0..p {
            g_lo += n_lo.powi(j) * b_lo.powi(p - j);
            g_hi += n_hi.powi(j) * b_hi.powi(p - j);
        }
    }
    let down = |x: f64| x / (1.0 + sums) / pad;
    let up = |x: f64| x * (1.0 + sums) * pad;
    let rest = (expected_upper - down(first)).max(0.0) * pad;
    let rest = up(high(t0).powi(p - 1) * rest);
    let mut rounds = [down(r_lo), up(r_hi + rest)];
    let mut turns = [down(g_lo), up(g_hi + players as f64 * rest)];
    // The tail's own bounds (see [`Tail`]), added to the throws pushed.
    if let Some(tail) = tail {
        let (_, [lo, hi]) = tail.rounds();
        let (_, [t_lo, t_hi]) = tail.turns();
        rounds = [down(down(r_lo) + lo), rounds[1].min(up(up(r_hi) + hi))];
        turns = [down(down(g_lo) + t_lo), turns[1].min(up(up(g_hi) + t_hi))];
    }
    (rounds[1].is_finite() && turns[1].is_finite()).then_some((rounds, turns))
}

/// The proven bounds of [`independent`] and the undecided probability.
fn win_bounds(dist: &Distribution, players: usize) -> (Vec<[f64; 2]>, f64) {
    let s = &dist.remaining;
    let p = players as i32;
    let t0 = (dist.proven_through as usize).min(dist.pmf.len());
    let g = dist.rounding;
    // Each term: P + 1 factors within γ, at most P roundings in the powers and 2 products;
    // then a sum of t0 terms; a spare for evaluating the bounds.
    let extra = gamma((players + 2 + t0 + 8) as f64);
    let big = (1.0 + g).powi(p) * (1.0 + extra) * (1.0 + gamma(4.0 + players as f64)) - 1.0;
    if !(big.is_finite() && big < 0.5 && g < 0.5 && dist.missing.is_finite()) {
        return (vec![[0.0, 1.0]; players], 1.0);
    }
    let mut part = vec![0.0; players];
    for (t, &f) in dist.pmf[..t0].iter().enumerate() {
        let (now, before) = (s[t + 1], s[t]);
        for (i, w) in part.iter_mut().enumerate() {
            *w += f * now.powi(i as i32) * before.powi(p - 1 - i as i32);
        }
    }
    let pad = 1.0 + gamma(8.0);
    let left = ((s[t0] / (1.0 - g) + dist.missing) * pad).min(1.0);
    // Stuck mass at its lowest: as `Distribution::cdf_bounds` takes it (and a dropped piece
    // only lowers the computed value).
    let rho = dist.cdf_relative_error();
    let stuck = if rho < 1.0 {
        (dist.stuck_at_proven * (1.0 - rho) / pad).clamp(0.0, left)
    } else {
        0.0
    };
    let late = (left.powi(p) * pad - stuck.powi(p) / pad).max(0.0);
    let undecided = ((late + players as f64 * dist.missing) * pad * pad).min(1.0);
    // Of the games decided after T0, an earlier seat wins at least as many as a later one (it
    // throws first in every round, against the same odds), so seat i wins at most a share
    // 1/(i + 1) of them; and when every game ends, all of them are decided, so the first seat
    // wins at least a share 1/P of the chance that everybody is still playing.
    let everyone_left = if dist.p_finish >= 1.0 && g < 0.5 {
        (s[t0] / (1.0 + g) / pad).powi(p) / pad
    } else {
        0.0
    };
    let bounds = part
        .iter()
        .enumerate()
        .map(|(i, &w)| {
            let first = if i == 0 {
                everyone_left / players as f64
            } else {
                0.0
            };
            let lo = w / (1.0 + big) / pad + first / pad;
            let after = (late / (i + 1) as f64 + players as f64 * dist.missing) * pad * pad;
            let hi = (w / (1.0 - big) * pad + after.min(undecided)) * pad;
            [lo, hi.min(1.0)]
        })
        .collect();
    (bounds, undecided)
}

/// The exact two-player game with knock-off.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KnockOffOdds {
    /// P(first player wins), P(second player wins).
    pub win_probability: Vec<f64>,
    /// Probability that nobody ever wins (0 unless some square can never finish).
    pub p_no_winner: f64,
    /// Expected turns of both players together until someone wins; `None` if infinite.
    pub expected_game_turns: Option<f64>,
    /// Expected rounds (the winner's number of turns); `None` if infinite.
    pub expected_rounds: Option<f64>,
    /// How the win probabilities were solved.
    pub solve: SolveStats,
    /// Proven `[lower, upper]` bounds on each win probability (see [`Sparse::residual`]);
    /// `None` when some game from the start may never end, or the residuals prove nothing.
    pub win_probability_bounds: Option<Vec<[f64; 2]>>,
    /// Proven bounds on the expected turns of both players together, as above.
    pub expected_game_turns_bounds: Option<[f64; 2]>,
    /// Proven bounds on the expected rounds, as above.
    pub expected_rounds_bounds: Option<[f64; 2]>,
}

/// Where a square's throws lead, grouped: (square, faces, the throw is no move).
fn moves(table: &Table, p: usize) -> Vec<(usize, u32, bool)> {
    let k = table.faces() as usize;
    let cells = table.cells();
    let mut out: Vec<(usize, u32, bool)> = Vec::new();
    for &q in &cells[p + 1..=p + k] {
        let (q, stay) = if q == STAY {
            (p, true)
        } else {
            (q as usize, false)
        };
        match out.iter_mut().find(|(s, _, st)| *s == q && *st == stay) {
            Some((_, c, _)) => *c += 1,
            None => out.push((q, 1, stay)),
        }
    }
    out
}

/// A sparse chain in the "row = rhs + Σ coef · value" form, its rows numbered in sweep order
/// (so that a sweep walks memory forward and forward edges point a little way back).
struct Sparse {
    start: Vec<u32>,
    col: Vec<u32>,
    coef: Vec<f64>,
    diag: Vec<f64>,
    rhs: Vec<f64>,
    solved: Vec<bool>,
    target_of: Vec<u32>,
    targets: Vec<u32>,
}

impl Sparse {
    fn new(rows: usize, rhs: f64, solved: Vec<bool>) -> Sparse {
        Sparse {
            start: Vec::with_capacity(rows + 1),
            col: Vec::new(),
            coef: Vec::new(),
            diag: vec![1.0; rows],
            rhs: vec![rhs; rows],
            solved,
            target_of: Vec::new(),
            targets: Vec::new(),
        }
    }

    /// A proven bound on the largest residual `|(rhs + Σ coef · x) / diag - x|` over the solved
    /// rows (unsolved rows hold 0, their exact value), its rounding included.
    ///
    /// Why it bounds the error: the solved rows are `x = D⁻¹(rhs + C x)` with `D⁻¹C`
    /// substochastic, so the true `x` minus the computed one is `N ρ` with `N = (I - D⁻¹C)⁻¹`
    /// nonnegative and `ρ` the residual; `N·1` is the expected number of moves of the chain
    /// with its self-loops folded into `D`, at most the expected turns `L` (each `1/diag >= 1`).
    /// So every error is at most `max |ρ| · L` at its row.
    fn residual(&self, x: &[f64]) -> f64 {
        let mut worst: f64 = 0.0;
        for i in 0..self.diag.len() {
            if !self.solved[i] {
                continue;
            }
            let (lo, hi) = (self.start[i] as usize, self.start[i + 1] as usize);
            let mut total = self.rhs[i];
            let mut size = self.rhs[i].abs();
            for e in lo..hi {
                let v = self.coef[e] * x[self.col[e] as usize];
                total += v;
                size += v.abs();
            }
            let r = (total / self.diag[i] - x[i]).abs();
            let slack = gamma((hi - lo + 4) as f64) * (size / self.diag[i] + x[i].abs());
            worst = worst.max(r + slack);
        }
        worst * (1.0 + gamma(4.0))
    }

    /// Numbers the targets of back edges (to rows not before their own) among solved rows.
    fn finish(&mut self) {
        let rows = self.diag.len();
        self.start.push(self.col.len() as u32);
        self.target_of = vec![u32::MAX; rows];
        for i in 0..rows {
            if !self.solved[i] {
                continue;
            }
            for e in self.start[i] as usize..self.start[i + 1] as usize {
                let t = self.col[e] as usize;
                if t >= i && self.solved[t] && self.target_of[t] == u32::MAX {
                    self.target_of[t] = self.targets.len() as u32;
                    self.targets.push(t as u32);
                }
            }
        }
    }
}

impl Sweep for Sparse {
    fn states(&self) -> usize {
        self.diag.len()
    }

    fn unknowns(&self) -> usize {
        self.targets.len()
    }

    fn sweep(&self, guess: &[f64], homogeneous: bool, y: &mut [f64], at_targets: &mut [f64]) {
        for i in 0..self.diag.len() {
            if !self.solved[i] {
                y[i] = 0.0;
                continue;
            }
            let mut total = if homogeneous { 0.0 } else { self.rhs[i] };
            for e in self.start[i] as usize..self.start[i + 1] as usize {
                let t = self.col[e] as usize;
                let v = if t < i {
                    y[t]
                } else {
                    match self.target_of[t] {
                        u32::MAX => 0.0,
                        j => guess[j as usize],
                    }
                };
                total += self.coef[e] * v;
            }
            y[i] = total / self.diag[i];
        }
        for (a, &t) in at_targets.iter_mut().zip(&self.targets) {
            *a = y[t as usize];
        }
    }
}

/// Solves the two-player game with knock-off exactly; refuses boards over
/// [`KNOCK_OFF_MAX_SQUARES`] squares.
pub(crate) fn knock_off_two(table: &Table) -> Result<KnockOffOdds> {
    let chain = PairChain::new(table)?;
    let (can_end, doomed) = chain.fates();
    let (rank, order) = chain.sweep_order();
    let w = chain.win_system(&order, &rank, &can_end);
    let (wv, stats) = solver::solve(&w);
    let s0 = chain.id(chain.start, chain.start);
    let first = wv[2 * rank[s0]].clamp(0.0, 1.0);
    let second = wv[2 * rank[s0] + 1].clamp(0.0, 1.0);
    let p_no_winner = (1.0 - first - second).max(0.0);

    let lengths = if doomed[s0] {
        None
    } else {
        let l = chain.length_system(&order, &rank, &doomed);
        let (lv, _) = solver::solve(&l);
        Some((lv[rank[s0]], l.residual(&lv)))
    };
    let expected_game_turns = lengths.map(|(t, _)| t);
    // The first player wins on an odd turn 2R - 1, the second on an even turn 2R.
    let expected_rounds = expected_game_turns.map(|t| (t + first) / 2.0);
    let wins = [wv[2 * rank[s0]], wv[2 * rank[s0] + 1]];
    let bounds = lengths.and_then(|l| knock_off_bounds(l, &w, &wv, wins));
    Ok(KnockOffOdds {
        win_probability: vec![first, second],
        p_no_winner,
        expected_game_turns,
        expected_rounds,
        solve: stats,
        win_probability_bounds: bounds.as_ref().map(|b| b.wins.clone()),
        expected_game_turns_bounds: bounds.as_ref().map(|b| b.turns),
        expected_rounds_bounds: bounds.as_ref().map(|b| b.rounds),
    })
}

/// Proven bounds `[lower, upper]` on the figures of [`KnockOffOdds`].
struct KnockOffBounds {
    /// On each win probability.
    wins: Vec<[f64; 2]>,
    /// On the expected turns of both players together.
    turns: [f64; 2],
    /// On the expected rounds.
    rounds: [f64; 2],
}

/// Proven bounds from the residuals of the two solves (see `Sparse::residual`), given the
/// computed expected turns `L̂` with the length system's residual bound σ, the win system `w`
/// with its solution `wv`, and the computed win probabilities from the start: |L - L̂| <= σ·L,
/// so L <= L̂ / (1 - σ); each win probability is within ρ·L of its computed value.
fn knock_off_bounds(
    (turns, sigma): (f64, f64),
    w: &Sparse,
    wv: &[f64],
    wins: [f64; 2],
) -> Option<KnockOffBounds> {
    let pad = 1.0 + gamma(8.0);
    if !(sigma < 0.5 && turns.is_finite() && turns >= 0.0) {
        return None;
    }
    let turns_b = [turns / (1.0 + sigma) / pad, turns / (1.0 - sigma) * pad];
    let off = w.residual(wv) * turns_b[1] * pad;
    if !off.is_finite() {
        return None;
    }
    let around = |v: f64| [(v - off).max(0.0), (v + off).min(1.0)];
    let wins = vec![around(wins[0]), around(wins[1])];
    let rounds_b = [
        (turns_b[0] + wins[0][0]) / 2.0 / pad,
        (turns_b[1] + wins[0][1]) / 2.0 * pad,
    ];
    Some(KnockOffBounds {
        wins,
        turns: turns_b,
        rounds: rounds_b,
    })
}

/// The joint chain of two players with knock-off: a state is (square of the player to move,
/// square of the other), numbered `mover · n + other`.
struct PairChain {
    /// Squares on the board; square `n` is the last (a win).
    n: usize,
    /// Faces of the die.
    k: f64,
    /// The start square, where a knocked-off player goes back to.
    start: usize,
    /// Each square's grouped moves ([`moves`]).
    mv: Vec<Vec<(usize, u32, bool)>>,
}

impl PairChain {
    /// The chain of `table`, refused when the board or its transitions are over the limits.
    fn new(table: &Table) -> Result<PairChain> {
        let n = table.size() as usize;
        if table.size() > KNOCK_OFF_MAX_SQUARES {
            return Err(Error::Limit(crate::msg!(
                crate::codes::KNOCK_OFF_SQUARES,
                max = KNOCK_OFF_MAX_SQUARES,
                size = n
            )));
        }
        let mv: Vec<Vec<(usize, u32, bool)>> = (0..n).map(|p| moves(table, p)).collect();
        let entries: usize = mv.iter().map(Vec::len).sum::<usize>() * n;
        if entries > KNOCK_OFF_MAX_ENTRIES {
            return Err(Error::Limit(crate::msg!(
                crate::codes::KNOCK_OFF_ENTRIES,
                entries,
                max = KNOCK_OFF_MAX_ENTRIES
            )));
        }
        Ok(PairChain {
            n,
            k: table.faces() as f64,
            start: table.start() as usize,
            mv,
        })
    }

    /// How many states the chain has.
    fn states(&self) -> usize {
        self.n * self.n
    }

    /// The number of the state with `mover` to move and `other` waiting.
    #[inline]
    fn id(&self, mover: usize, other: usize) -> usize {
        mover * self.n + other
    }

    /// The transitions of state (x, y): (next state, or `None` for a win, probability).
    #[inline]
    fn next(&self, x: usize, y: usize) -> impl Iterator<Item = (Option<usize>, f64)> + '_ {
        self.mv[x].iter().map(move |&(q, c, stay)| {
            let p = c as f64 / self.k;
            if q == self.n {
                (None, p)
            } else {
                let knocked = !stay && q == y && q != self.start;
                let other = if knocked { self.start } else { y };
                (Some(self.id(other, q)), p)
            }
        })
    }

    /// Which states can end at all, and which can reach a state that never ends.
    fn fates(&self) -> (Vec<bool>, Vec<bool>) {
        let states = self.states();
        let (back, ends) = self.reversed();
        let can_end = back.spread(ends);
        let never: Vec<bool> = can_end.iter().map(|&c| !c).collect();
        let any_never = never.iter().any(|&v| v);
        let doomed = if any_never {
            back.spread(never)
        } else {
            vec![false; states]
        };
        (can_end, doomed)
    }

    /// The transitions reversed, and which states have a winning move.
    fn reversed(&self) -> (Reversed, Vec<bool>) {
        let (n, states) = (self.n, self.states());
        let mut start = vec![0u32; states + 1];
        for x in 0..n {
            for y in 0..n {
                for (t, _) in self.next(x, y) {
                    if let Some(t) = t {
                        start[t + 1] += 1;
                    }
                }
            }
        }
        for i in 1..=states {
            start[i] += start[i - 1];
        }
        let mut fill = start.clone();
        let mut from = vec![0u32; start[states] as usize];
        let mut ends = vec![false; states];
        for x in 0..n {
            for y in 0..n {
                let s = self.id(x, y);
                for (t, _) in self.next(x, y) {
                    match t {
                        Some(t) => {
                            from[fill[t] as usize] = s as u32;
                            fill[t] += 1;
                        }
                        None => ends[s] = true,
                    }
                }
            }
        }
        (Reversed { start, from }, ends)
    }

    /// The sweep order: decreasing total of both squares, so moves up the board point to rows
    /// already swept. Returns `rank` (the row of each state) and `order` (the state of each row).
    fn sweep_order(&self) -> (Vec<usize>, Vec<usize>) {
        let (n, states) = (self.n, self.states());
        let mut rank = vec![0usize; states];
        let mut by_level: Vec<usize> = vec![0; 2 * n];
        for x in 0..n {
            for y in 0..n {
                by_level[x + y] += 1;
            }
        }
        let mut next_row = vec![0usize; 2 * n];
        let mut acc = 0;
        for level in (0..2 * n).rev() {
            next_row[level] = acc;
            acc += by_level[level];
        }
        for x in 0..n {
            for y in 0..n {
                rank[self.id(x, y)] = next_row[x + y];
                next_row[x + y] += 1;
            }
        }
        let mut order = vec![0usize; states];
        for (s, &r) in rank.iter().enumerate() {
            order[r] = s;
        }
        (rank, order)
    }

    /// The win probabilities' system: rows (state, role), role 0 the value for the mover,
    /// 1 for the other; solved only where the game can end.
    fn win_system(&self, order: &[usize], rank: &[usize], can_end: &[bool]) -> Sparse {
        let n = self.n;
        let solved = (0..2 * self.states())
            .map(|i| can_end[order[i / 2]])
            .collect();
        let mut w = Sparse::new(2 * self.states(), 0.0, solved);
        for (r, &s) in order.iter().enumerate() {
            let (x, y) = (s / n, s % n);
            for role in 0..2 {
                w.start.push(w.col.len() as u32);
                let me = 2 * r + role;
                for (t, p) in self.next(x, y) {
                    match t {
                        None => {
                            if role == 0 {
                                w.rhs[me] += p;
                            }
                        }
                        // After the move the roles swap: the mover of s is the other of t.
                        Some(t) => {
                            let col = 2 * rank[t] + (1 - role);
                            if col == me {
                                w.diag[me] -= p;
                            } else {
                                w.col.push(col as u32);
                                w.coef.push(p);
                            }
                        }
                    }
                }
            }
        }
        w.finish();
        w
    }

    /// The expected turns' system, one row a state, solved where no game is doomed.
    fn length_system(&self, order: &[usize], rank: &[usize], doomed: &[bool]) -> Sparse {
        let n = self.n;
        let solved = order.iter().map(|&s| !doomed[s]).collect();
        let mut l = Sparse::new(self.states(), 1.0, solved);
        for (r, &s) in order.iter().enumerate() {
            let (x, y) = (s / n, s % n);
            l.start.push(l.col.len() as u32);
            for (t, p) in self.next(x, y) {
                if let Some(t) = t {
                    if t == s {
                        l.diag[r] -= p;
                    } else {
                        l.col.push(rank[t] as u32);
                        l.coef.push(p);
                    }
                }
            }
        }
        l.finish();
        l
    }
}

/// The transitions of a chain reversed: the states leading to state `t` are
/// `from[start[t]..start[t + 1]]`.
struct Reversed {
    start: Vec<u32>,
    from: Vec<u32>,
}

impl Reversed {
    /// The states marked in `seed` and every state that can reach one of them.
    fn spread(&self, seed: Vec<bool>) -> Vec<bool> {
        let mut mark = seed;
        let mut queue: Vec<usize> = (0..mark.len()).filter(|&s| mark[s]).collect();
        while let Some(t) = queue.pop() {
            for &s in &self.from[self.start[t] as usize..self.start[t + 1] as usize] {
                if !mark[s as usize] {
                    mark[s as usize] = true;
                    queue.push(s as usize);
                }
            }
        }
        mark
    }
}
