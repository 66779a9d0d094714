//! The single-player absorbing Markov chain over the transition table: expected throws to
//! finish from every square, the probability of ever finishing, and which squares can never
//! finish for sure.
//!
//! From a square `p` below the last, a throw of `r` lands on the table cell `p + r`, and every
//! cell leads to one resting square (or, under the "stay" overshoot, back to `p`). So the
//! expectation satisfies, for every square that can surely finish,
//!
//! ```text
//! E[p] = 1 + (1/k) Σ_{c = p+1}^{p+k} E[rest(c)],    E[last] = 0.
//! ```
//!
//! See the module documentation of [`crate::analysis`] for how the system is solved.

use super::gth;
use super::residual;
use super::solver::{self, SolveStats, Sweep};
use crate::board::sort_keys;
use crate::rules::{Table, STAY};
use crate::solve::{distances_to_end, search_backward, UNREACHABLE};

const NONE: u32 = u32::MAX;

/// The unit roundoff of `f64`.
const UNIT_ROUNDOFF: f64 = f64::EPSILON / 2.0;

/// Windows at most this wide are summed directly; wider ones slide, refreshed every window.
const DIRECT_WINDOW: usize = 16;

/// Squares from which the last square cannot be reached at all (`dead`), and squares from
/// which a dead square can be reached (`doomed`, which includes the dead ones): the
/// expectation is infinite exactly on the doomed squares.
#[derive(Debug, Clone)]
pub(crate) struct Fate {
    pub dead: Vec<bool>,
    pub doomed: Vec<bool>,
    pub any_dead: bool,
}

/// Classifies every square 0..=size; O(size + faces).
pub(crate) fn fate(table: &Table) -> Fate {
    let n = table.size() as usize;
    let dist = distances_to_end(table);
    let dead: Vec<bool> = dist.iter().map(|&d| d == UNREACHABLE).collect();
    let any_dead = dead.iter().any(|&d| d);
    if !any_dead {
        return Fate {
            doomed: dead.clone(),
            dead,
            any_dead,
        };
    }
    let mut doomed = dead.clone();
    let sources: Vec<u32> = (0..n as u32).filter(|&p| dead[p as usize]).collect();
    search_backward(table, &sources, |p, _| doomed[p] = true);
    Fate {
        dead,
        doomed,
        any_dead,
    }
}

/// One linear system over the table: unknown values on the `solved` squares, fixed values
/// elsewhere, `value[p] = rhs + (1/k) Σ value[rest(c)]` on every solved square.
pub(crate) struct Chain<'t> {
    cells: &'t [u32],
    n: usize,
    k: usize,
    solved: Vec<bool>,
    /// Values of the squares not solved for (index n + 1 is a constant 0 for padding).
    fixed: Vec<f64>,
    rhs: f64,
    /// k minus the cells of the row's window that lead back to the row itself.
    denom: Vec<f64>,
    /// For each cell, where it leads when that is above every row that can land on it,
    /// else the padding index n + 1.
    up: Vec<u32>,
    /// Cells that lead to or below some row that can land on them, ascending.
    down: Vec<u32>,
    /// For each down cell, where it leads and that square's index among the targets (NONE
    /// when it is not solved for), side by side so that a sweep reads them in order.
    down_to: Vec<(u32, u32)>,
    /// Square -> index of its unknown in the reduced system.
    target_of: Vec<u32>,
    targets: Vec<u32>,
    /// The cells that lead up elsewhere than to themselves (ladders, and cells past the end
    /// leading to the last square), ascending, with where they lead: their values sit
    /// anywhere above and are brought into cache a block of rows ahead ([`warm`]).
    far: Vec<(u32, u32)>,
}

/// The back edges' targets (squares) numbered by position, so that short back edges make a
/// banded reduced system: `target_of[t]` becomes t's number. Sorted as the core's one sort's
/// keys: another instance of the standard sort is kilobytes of wasm.
fn number_targets(mut targets: Vec<u64>, target_of: &mut [u32]) -> Vec<u32> {
    sort_keys(&mut targets);
    let targets: Vec<u32> = targets.into_iter().map(|t| t as u32).collect();
    for (i, &t) in targets.iter().enumerate() {
        target_of[t as usize] = i as u32;
    }
    targets
}

impl<'t> Chain<'t> {
    /// The system for `table` with unknowns on `solved`, `fixed` values elsewhere (length
    /// size + 1), and right-hand side `rhs`.
    pub(crate) fn new(table: &'t Table, solved: Vec<bool>, mut fixed: Vec<f64>, rhs: f64) -> Self {
        let n = table.size() as usize;
        let k = table.faces() as usize;
        let cells = table.cells();
        fixed.resize(n + 2, 0.0);
        fixed[n + 1] = 0.0;
        let len = n + k;
        let mut up = vec![(n + 1) as u32; len];
        let mut down = Vec::new();
        for (c, &q) in cells.iter().enumerate().take(len).skip(1) {
            if q == STAY {
                continue;
            }
            // The highest row whose window holds cell c.
            let row_max = (c - 1).min(n - 1);
            if q as usize > row_max {
                up[c] = q;
            } else {
                down.push(c as u32);
            }
        }
        let mut denom = vec![k as f64; n];
        let stays = cells.get(n + 1).is_some_and(|&q| q == STAY);
        if stays {
            for (p, d) in denom.iter_mut().enumerate() {
                *d -= (p + k).saturating_sub(n) as f64;
            }
        }
        let mut target_of = vec![NONE; n + 1];
        let mut targets = Vec::new();
        for &c in &down {
            let c = c as usize;
            let q = cells[c] as usize;
            let lo = c.saturating_sub(k);
            let hi = (c - 1).min(n - 1);
            if (lo..=hi).contains(&q) {
                denom[q] -= 1.0;
            }
            // Rows above q that land on c go back to q.
            if solved[q] && target_of[q] == NONE && (q + 1).max(lo) <= hi {
                let any = ((q + 1).max(lo)..=hi).any(|p| solved[p]);
                if any {
                    target_of[q] = 0;
                    targets.push(q as u64);
                }
            }
        }
        let targets = number_targets(targets, &mut target_of);
        let down_to = down
            .iter()
            .map(|&c| {
                let q = cells[c as usize];
                let slot = if solved[q as usize] {
                    target_of[q as usize]
                } else {
                    NONE
                };
                (q, slot)
            })
            .collect();
        Chain {
            cells,
            n,
            k,
            solved,
            fixed,
            rhs,
            denom,
            far: far_cells(&up, n),
            up,
            down,
            down_to,
            target_of,
            targets,
        }
    }
}

impl Sweep for Chain<'_> {
    fn states(&self) -> usize {
        self.n + 2
    }

    fn reduced_rows(&self, eps: f64, reach: usize) -> Option<Vec<Vec<(u32, f64)>>> {
        let (n, k) = (self.n, self.k);
        if k > DIRECT_WINDOW {
            return None;
        }
        // Row t of K: the probability, starting on target t and moving only forward, that the
        // first backward move leads to each target. One forward pass of mass from t, cut once
        // less than eps is still moving or past the square of the target `reach` places
        // further on (what lies beyond mostly leads outside the band anyway); the work is
        // capped so that a board whose passes run long falls back to plain GMRES.
        let budget = 400 * (n + 1) * k;
        let mut work = 0usize;
        let mut mass = vec![0.0; n + 1];
        let mut rows = Vec::with_capacity(self.targets.len());
        let mut row: Vec<f64> = vec![0.0; self.targets.len()];
        let mut touched: Vec<u64> = Vec::new();
        for (i, &t) in self.targets.iter().enumerate() {
            let t = t as usize;
            let stop = match self.targets.get(i + reach) {
                Some(&far) => far as usize + k,
                None => n,
            }
            .min(n);
            mass[t] = 1.0;
            let mut moving = 1.0;
            let mut far = t;
            for p in t..stop {
                let m = std::mem::take(&mut mass[p]);
                if m == 0.0 {
                    continue;
                }
                moving -= m;
                work += k;
                let share = m / self.denom[p];
                for &q in &self.cells[p + 1..=p + k] {
                    if q == STAY {
                        continue;
                    }
                    let q = q as usize;
                    if q > p {
                        if q < n && self.solved[q] {
                            mass[q] += share;
                            moving += share;
                            far = far.max(q);
                        }
                    } else if q < p && self.solved[q] {
                        let j = self.target_of[q] as usize;
                        if row[j] == 0.0 {
                            touched.push(j as u64);
                        }
                        row[j] += share;
                    }
                }
                if moving < eps {
                    break;
                }
            }
            mass[t..=far].iter_mut().for_each(|m| *m = 0.0);
            sort_keys(&mut touched);
            rows.push(
                touched
                    .iter()
                    .map(|&j| (j as u32, std::mem::take(&mut row[j as usize])))
                    .collect(),
            );
            touched.clear();
            if work > budget {
                return None;
            }
        }
        Some(rows)
    }

    fn unknowns(&self) -> usize {
        self.targets.len()
    }

    fn sweep(&self, guess: &[f64], homogeneous: bool, y: &mut [f64], at_targets: &mut [f64]) {
        let n = self.n;
        y[n] = if homogeneous { 0.0 } else { self.fixed[n] };
        y[n + 1] = 0.0;
        // What each down cell gives the rows above the square it leads to (that square's
        // guess or fixed value), in the down cells' order: the rows read these in sequence
        // instead of looking each guess up at random.
        let below: Vec<f64> = self
            .down_to
            .iter()
            .map(|&(q, slot)| match (slot, homogeneous) {
                (NONE, true) => 0.0,
                (NONE, false) => self.fixed[q as usize],
                _ => guess[slot as usize],
            })
            .collect();
        let mut at = Row {
            sum: 0.0,
            hi: self.down.len(),
            lo: self.down.len(),
            last: y[n],
        };
        // Rows in blocks from the top, the values their ladders lead to brought into cache
        // first (the same rows in the same order: the same values, bit for bit).
        let mut top = n;
        while top > 0 {
            let bottom = top.saturating_sub(WARM_ROWS);
            warm(&self.far, y, bottom + 1..=top - 1 + self.k);
            self.rows(bottom..top, homogeneous, &below, y, &mut at);
            top = bottom;
        }
        for (a, &t) in at_targets.iter_mut().zip(&self.targets) {
            *a = y[t as usize];
        }
    }
}

/// Where a sweep stands between rows: the sliding sum of a wide window, the down cells in the
/// window (`down[lo..hi]`), and the value just computed (kept in a register: reading it back
/// from memory puts a store-to-load forwarding on the chain of dependent operations from one
/// square to the next).
struct Row {
    sum: f64,
    hi: usize,
    lo: usize,
    last: f64,
}

/// The cells whose entry in `up` leads elsewhere than to themselves or the padding index
/// `n + 1`, ascending, with where they lead.
fn far_cells(up: &[u32], n: usize) -> Vec<(u32, u32)> {
    up.iter()
        .enumerate()
        .filter(|&(c, &q)| q as usize != c && q as usize != n + 1)
        .map(|(c, &q)| (c as u32, q))
        .collect()
}

/// Rows a sweep computes after bringing the values their ladders lead to into cache.
const WARM_ROWS: usize = 1024;

/// Reads `y` where the cells of `far` (ascending) within `cells` lead: a value a ladder leads
/// to lies anywhere above, and a read that misses the cache on the sweep's chain of dependent
/// operations stalls it; these reads depend on nothing and overlap one another.
fn warm(far: &[(u32, u32)], y: &[f64], cells: std::ops::RangeInclusive<usize>) {
    let from = far.partition_point(|&(c, _)| (c as usize) < *cells.start());
    let to = far.partition_point(|&(c, _)| (c as usize) <= *cells.end());
    let touched = far[from..to]
        .iter()
        .fold(0.0, |s: f64, &(_, q)| s + y[q as usize]);
    std::hint::black_box(touched);
}

impl Chain<'_> {
    /// The sweep's rows `rows`, from the top, `below` holding what each down cell gives the
    /// rows above its target.
    fn rows(
        &self,
        rows: std::ops::Range<usize>,
        homogeneous: bool,
        below: &[f64],
        y: &mut [f64],
        at: &mut Row,
    ) {
        let (n, k) = (self.n, self.k);
        let rhs = if homogeneous {
            0.0
        } else {
            self.rhs * k as f64
        };
        // Cells from n + 1 on only lead to the last square (win) or are handled as down cells.
        let up = &self.up;
        let direct = k <= DIRECT_WINDOW;
        for p in rows.rev() {
            while at.hi > 0 && self.down[at.hi - 1] as usize > p + k {
                at.hi -= 1;
            }
            while at.lo > 0 && self.down[at.lo - 1] as usize > p {
                at.lo -= 1;
            }
            let window = if direct {
                // The right-hand side and the window but its first cell, which is added last.
                up[p + 2..=p + k]
                    .iter()
                    .rev()
                    .fold(rhs, |s, &q| s + y[q as usize])
            } else {
                if (p + 1) % k == 0 || p + 1 == n {
                    at.sum = up[p + 1..=p + k].iter().map(|&q| y[q as usize]).sum();
                } else {
                    at.sum += y[up[p + 1] as usize] - y[up[p + k + 1] as usize];
                }
                at.sum
            };
            if !self.solved[p] {
                y[p] = if homogeneous { 0.0 } else { self.fixed[p] };
                at.last = y[p];
                continue;
            }
            let mut total = window;
            for (&(q, _), &b) in self.down_to[at.lo..at.hi].iter().zip(&below[at.lo..at.hi]) {
                let q = q as usize;
                if q > p {
                    total += y[q];
                } else if q < p {
                    total += b;
                }
            }
            // The value just computed (usually y[p + 1]) comes last: the chain of dependent
            // operations from one square to the next is one addition and one division.
            y[p] = if direct {
                let first = up[p + 1] as usize;
                total + if first == p + 1 { at.last } else { y[first] }
            } else {
                rhs + total
            } / self.denom[p];
            at.last = y[p];
        }
    }
}

/// Expected throws to finish from every square 0..=size, `f64::INFINITY` where the last square
/// may never be reached, and how the solve went.
///
/// By subtraction-free elimination ([`gth`]) when its work stays in budget, which keeps every
/// value's relative accuracy however ill-conditioned the board; otherwise iteratively, with the
/// answer checked afterwards ([`certify`]).
pub(crate) fn expected_by_square(table: &Table, fate: &Fate) -> (Vec<f64>, SolveStats) {
    expected_by_square_within(table, fate, gth::WORK_BUDGET)
}

/// [`expected_by_square`] with the elimination's work budget given (0: iterative only).
pub(crate) fn expected_by_square_within(
    table: &Table,
    fate: &Fate,
    budget: u64,
) -> (Vec<f64>, SolveStats) {
    let n = table.size() as usize;
    let solved: Vec<bool> = (0..=n).map(|p| p < n && !fate.doomed[p]).collect();
    let fixed = vec![0.0; n + 1];
    let (mut y, stats) = solve_chain(table, solved.clone(), fixed, 1.0, budget);
    if !stats.relative_error_bound.is_finite() && disproved(&y, &solved) {
        // The answer is provably wrong, not merely unproven: on a board so ill-conditioned
        // that its expectations pass 10^18 the iterative solve can converge in residual to
        // negative values. No estimate is better than a wrong one.
        for (v, &s) in y.iter_mut().zip(&solved) {
            if s {
                *v = f64::NAN;
            }
        }
    }
    for (v, &d) in y.iter_mut().zip(&fate.doomed) {
        if d {
            *v = f64::INFINITY;
        }
    }
    (y, stats)
}

/// True when some solved square's value breaks what every true value keeps: at least one
/// throw is still to come from a square below the last (NaN breaks it too). Infinite values
/// are a float's overflow of a finite expectation, not a contradiction.
fn disproved(y: &[f64], solved: &[bool]) -> bool {
    y.iter()
        .zip(solved)
        .any(|(v, &s)| s && (v.is_nan() || *v < 1.0))
}

/// Solves one chain by elimination when the board's structure says it is cheap, iteratively
/// otherwise (or when elimination stops at its budget); values 0..=size, with the best bound
/// proven on them.
fn solve_chain(
    table: &Table,
    solved: Vec<bool>,
    fixed: Vec<f64>,
    rhs: f64,
    budget: u64,
) -> (Vec<f64>, SolveStats) {
    if elimination_work(table) <= budget {
        if let Some(e) = gth::solve(table, &solved, &fixed, rhs, budget) {
            let states = solved.iter().filter(|&&s| s).count();
            // The a priori bound is a worst case; on a well-conditioned board the residual
            // proves a far smaller one.
            let residual = residual::relative_error_bound(table, &solved, &e.values, rhs);
            let chain = Chain::new(table, solved, fixed, rhs);
            let checked = residual.min(certify(&chain, &e.values, None, residual));
            let stats = SolveStats::eliminated(states, e.relative_error_bound.min(checked));
            return (e.values, stats);
        }
    }
    let n = table.size() as usize;
    let chain = Chain::new(table, solved, fixed, rhs);
    let (mut y, mut stats, base) = solver::solve_with_base(&chain);
    y.truncate(n + 1);
    let checked = residual::relative_error_bound(table, &chain.solved, &y, rhs);
    stats.relative_error_bound = checked.min(certify(&chain, &y, Some(&base), checked));
    (y, stats)
}

/// What the elimination would cost on `table`, from its structure alone, before starting it:
/// the size times the die for the first rows, plus, for every cell that leads back below a
/// row that can land on it, twice the die times the rows it spans (each of them comes to
/// hold that target, and each elimination merges a row into about a die's worth of rows).
/// Short snakes make this small; long ones on a big board make it far exceed the budget,
/// and then the elimination is not tried at all.
pub(crate) fn elimination_work(table: &Table) -> u64 {
    let n = u64::from(table.size());
    let k = u64::from(table.faces());
    let cells = table.cells();
    let mut span: u64 = 0;
    for (c, &q) in cells.iter().enumerate().skip(1) {
        if q == STAY {
            continue;
        }
        let row_max = (c as u64 - 1).min(n.saturating_sub(1));
        span = span.saturating_add(row_max.saturating_sub(u64::from(q)));
    }
    n.saturating_mul(k)
        .saturating_add(span.saturating_mul(2 * k))
}

/// A bound on the relative error of a solution `y` (iterative or eliminated), proved
/// afterwards: the chain's values satisfy `x = b + K x` on the back-edge targets with `K >= 0`
/// and `(I - K)^-1 >= 0`, so the error `(I - K)^-1 r` is at most `max_t |r_t| / b_t` times the
/// true values, where `r` is the residual (bounded here together with the rounding of
/// computing it, [`sweep_rounding`]); every other square's value is a positive combination of
/// the targets' and is checked against the sweep from them. Infinite when no bound below 1 can
/// be shown, a value came out negative, the sweep's rounding is not bounded, or the rounding
/// alone already makes it no better than `to_beat` (the second pass it needs is then not
/// made: on a board of 10^6 squares whose expectations are 10^5 throws the rounding term is
/// above 1). `base` is the values at the targets of the sweep with zero guesses when the
/// solver has them (its right-hand side): that sweep is then not made a second time.
fn certify(chain: &Chain, y: &[f64], base: Option<&[f64]>, to_beat: f64) -> f64 {
    if y.iter().any(|v| !(v.is_finite() && *v >= 0.0)) {
        return f64::INFINITY;
    }
    let m = chain.targets.len();
    if m == 0 {
        return gth::relative_error_bound(chain.n, 4 * (chain.k as u32).max(16));
    }
    let Some(gamma) = sweep_rounding(chain) else {
        return f64::INFINITY;
    };
    let guess: Vec<f64> = chain.targets.iter().map(|&t| y[t as usize]).collect();
    let mut out = vec![0.0; chain.states()];
    let swept;
    let base = match base {
        Some(b) => b,
        None => {
            let mut b = vec![0.0; m];
            chain.sweep(&vec![0.0; m], false, &mut out, &mut b);
            swept = b;
            &swept
        }
    };
    // Every term below is at least its rounding part, `γ · g / b`, and the result grows with
    // the worst term: when that part alone reaches `to_beat`, so would the result.
    let floor = guess
        .iter()
        .zip(base)
        .fold(0.0f64, |w, (&g, &b)| w.max(gamma * g / b));
    if !(floor < 0.5 && floor / (1.0 - floor) < to_beat) {
        return f64::INFINITY;
    }
    let mut next = vec![0.0; m];
    chain.sweep(&guess, false, &mut out, &mut next);
    // The exact sweep f* from the guess is within γ·f* <= γ/(1-γ)·f of the computed f, and the
    // exact b* is at least b / (1 + γ).
    let mut worst: f64 = 0.0;
    for ((&g, &f), &b) in guess.iter().zip(&next).zip(base) {
        if b <= 0.0 {
            return f64::INFINITY;
        }
        worst = worst.max(((f - g).abs() + gamma / (1.0 - gamma) * f) * (1.0 + gamma) / b);
    }
    // Dividing and maximizing in f64 rounds: pad by a few units.
    let worst = worst * (1.0 + 8.0 * UNIT_ROUNDOFF);
    if worst >= 0.5 {
        return f64::INFINITY;
    }
    every_square_within(chain, y, &out, gamma, worst)
}

/// The relative error of `y` on every square solved for, given `out`, the sweep from `y`'s
/// values on the targets (each within `gamma` of the exact sweep), and that those values are
/// within `worst` of the truth, relative to it: the exact sweep's value `o*` on a square is
/// within `worst · x` of its true value `x` (a positive combination of the targets' errors),
/// so `|y - x| <= |y - o| + γ/(1-γ)·o + worst/((1-worst)(1-γ))·o`.
fn every_square_within(chain: &Chain, y: &[f64], out: &[f64], gamma: f64, worst: f64) -> f64 {
    let spread = gamma / (1.0 - gamma) + worst / ((1.0 - worst) * (1.0 - gamma));
    let mut bound: f64 = 0.0;
    for p in (0..chain.n).filter(|&p| chain.solved[p]) {
        let (v, o) = (y[p], out[p]);
        let error = (v - o).abs() + spread * o;
        if error > 0.0 {
            if v <= 0.0 {
                return f64::INFINITY;
            }
            bound = bound.max(error / v);
        }
    }
    let bound = bound * (1.0 + 8.0 * UNIT_ROUNDOFF);
    if bound < 1.0 {
        bound
    } else {
        f64::INFINITY
    }
}

/// A bound `γ` on the relative rounding error of every value a sweep computes, against the
/// exact sweep from the same guess; `None` when the window is summed by sliding (its
/// subtractions may cancel: no relative bound holds a priori).
///
/// Why this count: a square's value is `(rhs + its window's cells) / denom`, a sum of
/// non-negative terms: the right-hand side and at most one term for each of the `faces` cells
/// (a cell that leads nowhere adds an exact 0). So each term meets at most `faces` additions
/// and one division on that row, and a value depends only on rows above it (the guesses and
/// fixed values are exact), through at most `size` rows: `(faces + 1) · size` roundings in
/// all. A count per square advanced (say two, for the term added last) is wrong: a row whose
/// window holds many back edges adds the square just above it first, then the rest.
fn sweep_rounding(chain: &Chain) -> Option<f64> {
    if chain.k > DIRECT_WINDOW {
        return None;
    }
    let c = (chain.k + 1) as f64 * chain.n as f64 * UNIT_ROUNDOFF;
    (c < 0.5).then(|| c / (1.0 - c))
}

/// The probability of ever reaching the last square, from every square 0..=size.
pub(crate) fn finish_probability_by_square(table: &Table, fate: &Fate) -> Vec<f64> {
    let n = table.size() as usize;
    if !fate.any_dead {
        return vec![1.0; n + 1];
    }
    let solved: Vec<bool> = (0..=n).map(|p| p < n && !fate.dead[p]).collect();
    let mut fixed = vec![0.0; n + 1];
    fixed[n] = 1.0;
    let (mut y, _) = solve_chain(table, solved, fixed, 0.0, gth::WORK_BUDGET);
    for (v, &d) in y.iter_mut().zip(&fate.dead) {
        if d {
            *v = 0.0;
        }
        // Rounding must not make a probability leave 0..=1.
        *v = v.clamp(0.0, 1.0);
    }
    y
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::exact;
    use crate::board::{Board, Jump};
    use crate::rules::Rules;

    /// `size` squares with a snake of length 2 from every square 3..size (each square but the
    /// last two is where one lands), under a die of `faces`.
    fn snakes_of_two(size: u32, faces: u32) -> Table {
        let board = Board::new(size, (3..size).map(|c| Jump::new(c, c - 2))).expect("a board");
        let rules = Rules {
            faces,
            ..Rules::default()
        };
        Table::new(&board, &rules).expect("a table")
    }

    /// The most roundings any value of a sweep meets, counted row by row from the table's
    /// cells in the order the sweep adds them (the right-hand side, the cells leading up from
    /// the farthest, the cells leading back by position, the nearest cell last; an exact 0 is
    /// no rounding), each term meeting the additions after it and the division.
    fn roundings_of_a_sweep(table: &Table, solved: &[bool]) -> u64 {
        let (n, k, cells) = (table.size() as usize, table.faces() as usize, table.cells());
        let leads_up = |c: usize| cells[c] != STAY && cells[c] as usize > (c - 1).min(n - 1);
        let mut count = vec![0u64; n + 1];
        for p in (0..n).rev().filter(|&p| solved[p]) {
            // (roundings so far) of each non-zero term, in order; fixed values are 0 here.
            let term = |c: usize| -> Option<u64> {
                let q = cells[c] as usize;
                (cells[c] != STAY && q != p && q < n && solved[q]).then(|| {
                    if q > p {
                        count[q]
                    } else {
                        0
                    }
                })
            };
            let mut terms = vec![0];
            terms.extend(
                (p + 2..=p + k)
                    .rev()
                    .filter(|&c| leads_up(c))
                    .filter_map(term),
            );
            terms.extend((p + 1..=p + k).filter(|&c| !leads_up(c)).filter_map(term));
            terms.extend(leads_up(p + 1).then(|| term(p + 1)).flatten());
            let adds = terms.len() as u64 - 1;
            count[p] = terms
                .iter()
                .enumerate()
                .map(|(i, &r)| r + adds - (i.max(1) as u64 - 1) + 1)
                .max()
                .unwrap_or(0);
        }
        count.into_iter().max().unwrap_or(0)
    }

    #[test]
    fn the_sweeps_rounding_count_holds_where_every_square_is_landed_on_from_above() {
        let table = snakes_of_two(120, 16);
        let fate = fate(&table);
        let n = table.size() as usize;
        let solved: Vec<bool> = (0..=n).map(|p| p < n && !fate.doomed[p]).collect();
        let counted = roundings_of_a_sweep(&table, &solved) as f64 * UNIT_ROUNDOFF;
        // The count once used, `size + faces` roundings of 4 ε each, falls short of it.
        let once = 4.0 * (n + 16) as f64 * f64::EPSILON;
        assert!(counted > once, "{counted:e} <= {once:e}");
        let chain = Chain::new(&table, solved, vec![0.0; n + 1], 1.0);
        let gamma = sweep_rounding(&chain).expect("a direct window");
        assert!(gamma >= counted, "{gamma:e} < {counted:e}");
    }

    #[test]
    fn certify_bounds_every_square_not_only_the_targets() {
        // The start (off the board, square 0) is no back edge's target: a value there off by
        // 1e-9 relative must not be certified to better than that.
        let table = snakes_of_two(120, 16);
        let fate = fate(&table);
        let truth = exact::expected_turns_exact(&table, &fate).expect("finite");
        let (mut y, stats) = expected_by_square_within(&table, &fate, 0);
        let n = table.size() as usize;
        let solved: Vec<bool> = (0..=n).map(|p| p < n && !fate.doomed[p]).collect();
        let chain = Chain::new(&table, solved, vec![0.0; n + 1], 1.0);
        assert!(!chain.targets.contains(&0) && !chain.targets.is_empty());
        let error = |y0: f64| (y0 - truth.to_f64()).abs() / y0;
        let bound = certify(&chain, &y, None, f64::INFINITY);
        assert!(error(y[0]) <= bound && bound < 1e-9, "{bound:e}");
        assert!(error(y[0]) <= stats.relative_error_bound);
        y[0] *= 1.0 + 1e-9;
        let bound = certify(&chain, &y, None, f64::INFINITY);
        assert!(error(y[0]) <= bound, "{:e} > {bound:e}", error(y[0]));
    }
}
