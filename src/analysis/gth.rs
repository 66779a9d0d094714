//! Subtraction-free elimination (state reduction, after Grassmann, Taksar and Heyman) of the
//! one-player chain: values that keep their relative accuracy however ill-conditioned the
//! chain is.
//!
//! Why: on a board dense with short snakes a token can need 10^33 throws on average; the
//! system `(I - Q) x = 1` is then so close to singular that LU and GMRES, which subtract
//! nearly equal numbers, lose every digit (and print negative expectations). Eliminating
//! states one at a time and computing each pivot as the probability of *leaving* the state
//! (the absorbing mass plus the mass to states not yet eliminated: a sum of positive numbers),
//! never as `1 - P(stay)`, uses only additions, multiplications and divisions of nonnegative
//! numbers, so each result is accurate to a relative error that grows with the number of
//! roundings, not with the conditioning (O'Cinneide, "Entrywise perturbation theory and error
//! analysis for Markov chains", Numer. Math. 65, 1993).
//!
//! States are eliminated from the last square down. A square's row then only ever holds lower
//! squares: the tails of snakes (and bounce squares) reachable through higher squares, so fill
//! is bounded by how far back edges reach. Short snakes make rows short and the work
//! O(size · band²); long snakes on big boards make rows long, and the elimination stops at a
//! work budget and says so (the caller then solves iteratively and checks the answer).

use crate::rules::{Table, STAY};

/// The unit roundoff of `f64`.
const UNIT_ROUNDOFF: f64 = f64::EPSILON / 2.0;

/// Work (entry updates) the elimination may do before it gives up: a few seconds natively.
pub(crate) const WORK_BUDGET: u64 = 1_500_000_000;

/// What the elimination found.
pub(crate) struct Eliminated {
    /// The value of every square 0..=size (the fixed values where a square is not solved).
    pub values: Vec<f64>,
    /// A bound on the relative error of every solved value (see [`relative_error_bound`]).
    pub relative_error_bound: f64,
}

/// One square's row while the elimination runs: weights to lower squares still in the system,
/// the weight of leaving it for good, and the right-hand side (all in units of one die face).
#[derive(Default, Clone)]
struct Row {
    to: Vec<(u32, f64)>,
    exit: f64,
    rhs: f64,
    /// Merges this row received: each adds a bounded number of roundings to its entries.
    merges: u32,
}

/// Solves `x[p] = rhs + mean over the die of x[rest]` on the `solved` squares, with
/// `fixed[q]` standing for every other square (the last square included), by subtraction-free
/// elimination; `None` when the work would exceed `budget`.
///
/// Every square a solved square can move to must be solved or fixed, and from every solved
/// square the system must be left with positive probability (the caller removes the squares
/// that can never finish).
pub(crate) fn solve(
    table: &Table,
    solved: &[bool],
    fixed: &[f64],
    rhs: f64,
    budget: u64,
) -> Option<Eliminated> {
    let n = table.size() as usize;
    let k = table.faces() as usize;
    // Building the rows alone costs size · faces; a wide die fills every row anyway.
    if (n as u64).saturating_mul(k as u64) > budget {
        return None;
    }
    let mut rows = initial_rows(table, solved, fixed, rhs);
    let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n];
    for (p, row) in rows.iter().enumerate() {
        for &(q, _) in &row.to {
            preds[q as usize].push(p as u32);
        }
    }
    let mut leave = vec![0.0; n];
    let mut slot = vec![u32::MAX; n];
    let mut work = 0u64;
    for s in (0..n).rev() {
        if !solved[s] {
            continue;
        }
        let l_s = rows[s].exit + rows[s].to.iter().map(|&(_, w)| w).sum::<f64>();
        leave[s] = l_s;
        let row_s = std::mem::take(&mut rows[s]);
        for &i in &std::mem::take(&mut preds[s]) {
            let i = i as usize;
            if i >= s {
                continue; // eliminated already: its row is final
            }
            work += (rows[i].to.len() + row_s.to.len()) as u64;
            if work > budget {
                return None;
            }
            merge(&mut rows[i], i, s, &row_s, l_s, &mut slot, &mut preds);
        }
        rows[s] = row_s;
    }
    Some(back_substitute(&rows, &leave, solved, fixed))
}

/// Each solved square's row as the die gives it: a weight of one per face.
fn initial_rows(table: &Table, solved: &[bool], fixed: &[f64], rhs: f64) -> Vec<Row> {
    let n = table.size() as usize;
    let k = table.faces() as usize;
    let cells = table.cells();
    let mut rows = vec![Row::default(); n];
    let mut slot = vec![u32::MAX; n];
    for (p, row) in rows.iter_mut().enumerate() {
        if !solved[p] {
            continue;
        }
        row.rhs = rhs * k as f64;
        for &q in &cells[p + 1..=p + k] {
            let q = q as usize;
            // Staying put (an overshoot that does not move, a jump back to the square itself)
            // is neither leaving nor moving: it drops out of the pivot.
            if q == STAY as usize || q == p {
                continue;
            }
            if q < n && solved[q] {
                if slot[q] == u32::MAX {
                    slot[q] = row.to.len() as u32;
                    row.to.push((q as u32, 0.0));
                }
                row.to[slot[q] as usize].1 += 1.0;
            } else {
                row.exit += 1.0;
                row.rhs += fixed[q];
            }
        }
        for &(q, _) in &row.to {
            slot[q as usize] = u32::MAX;
        }
    }
    rows
}

/// Folds eliminated square `s` (row `row_s`, leaving weight `l_s`) into row `i`, which moves
/// to `s`: every way through `s` becomes a direct weight.
fn merge(
    row_i: &mut Row,
    i: usize,
    s: usize,
    row_s: &Row,
    l_s: f64,
    slot: &mut [u32],
    preds: &mut [Vec<u32>],
) {
    let Some(at) = row_i.to.iter().position(|&(q, _)| q as usize == s) else {
        return;
    };
    let w_is = row_i.to.swap_remove(at).1;
    let f = w_is / l_s;
    for (j, &(q, _)) in row_i.to.iter().enumerate() {
        slot[q as usize] = j as u32;
    }
    for &(q, w) in &row_s.to {
        let q = q as usize;
        if q == i {
            continue; // back to i: a self-loop, which drops out of i's pivot
        }
        if slot[q] == u32::MAX {
            slot[q] = row_i.to.len() as u32;
            row_i.to.push((q as u32, 0.0));
            preds[q].push(i as u32);
        }
        row_i.to[slot[q] as usize].1 += f * w;
    }
    for &(q, _) in &row_i.to {
        slot[q as usize] = u32::MAX;
    }
    row_i.exit += f * row_s.exit;
    row_i.rhs += f * row_s.rhs;
    row_i.merges = row_i.merges.max(row_s.merges) + 1;
}

/// Values from the lowest square up: each row now only names lower squares.
fn back_substitute(rows: &[Row], leave: &[f64], solved: &[bool], fixed: &[f64]) -> Eliminated {
    let n = rows.len();
    let mut values: Vec<f64> = fixed[..=n].to_vec();
    let mut worst = 0u32;
    for (p, row) in rows.iter().enumerate() {
        if !solved[p] {
            continue;
        }
        let sum: f64 = row.to.iter().map(|&(q, w)| w * values[q as usize]).sum();
        values[p] = (row.rhs + sum) / leave[p];
        let longest = row.to.len() as u32 + 2;
        worst = worst.max(row.merges.saturating_add(1).saturating_mul(longest));
    }
    let states = solved.iter().filter(|&&s| s).count();
    Eliminated {
        values,
        relative_error_bound: relative_error_bound(states, worst),
    }
}

/// The a priori bound on the relative error of every value: each entry of the reduced chain
/// carries at most `roundings` relative roundings (so it is the exact entry of a chain
/// perturbed entrywise by at most `γ = roundings · u / (1 - roundings · u)`), and a value of an
/// absorbing chain is a ratio of sums of products of at most `states` entries (the Markov chain
/// tree theorem), so it moves by at most a factor `((1 + γ) / (1 - γ))^(2 · states)`.
pub(crate) fn relative_error_bound(states: usize, roundings: u32) -> f64 {
    let c = f64::from(roundings) * UNIT_ROUNDOFF;
    if c >= 0.5 {
        return f64::INFINITY;
    }
    let gamma = c / (1.0 - c);
    let exponent = 2.0 * states as f64;
    let factor = ((1.0 + gamma) / (1.0 - gamma)).ln() * exponent;
    factor.exp_m1()
}
