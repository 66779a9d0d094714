//! One player's game length past the throws pushed: its geometric tail, as an estimate and
//! with proven bounds, for the figures of several players.
//!
//! Why: on a board whose games last 10^22 throws the push stops long before the mass is spent,
//! and sums over the throws pushed are only the part of each figure those throws hold. What
//! follows is fixed by the chain. Let `x` be the expected throws still to come from each
//! square (proven by the solver to a relative `ε`) and `m` the mass on the board after the
//! last throw pushed, `T0`. Then:
//!
//! - `A = m·x` is exactly the sum of the survival `S(T0 + s)` over `s >= 0`;
//! - since `Q x = x - 1` (one throw spends one of the expected throws), on every square the
//!   token can rest on, `(1 - 1/x_min) x <= Q x <= (1 - 1/x_max) x`, so by induction
//!   `m Q^s x` lies between `(1 - 1/x_min)^s A` and `(1 - 1/x_max)^s A`, and `S(T0 + s) =
//!   m Q^s 1` between `m Q^s x / x_max` and `m Q^s x / x_min`: the survival is sandwiched
//!   between two geometric sequences;
//! - once the mass has the shape of the quasi-stationary distribution, every throw finishes
//!   the same share `μ` of it, and `A = S(T0) / μ`: the estimate continues the survival as
//!   `S(T0) (1 - μ)^s` with `μ = S(T0) / A`.
//!
//! The sandwich is tight when `x` varies little over the squares the token can rest on (a
//! trap far from the end); near an open end it is wide, and the figures say so.

use super::distribution::{gamma, Distribution};
use crate::rules::{Table, STAY};

/// How closely the last throw's finishing share must match the tail's rate for the mass to
/// count as settled, at the least and at the most (relative to the rate).
const SETTLED_STRICTEST: f64 = 1e-6;
const SETTLED_LOOSEST: f64 = 1e-3;

/// How closely the last throw's finishing share must match the tail's rate for the mass to
/// count as settled, given the proven reach of the expected throws to come (the strictest
/// when nothing is proven).
///
/// Why: the match only decides when the estimates may take over; the bounds are proven at
/// any throw. The estimates' error follows the mismatch, while the proven range of a
/// percentile is about `highest / lowest - 1` of it wide, so a mismatch a thousandth of
/// that is lost inside the proof: on a board of 10^6 squares with an open end (a range of
/// 10^5) the push can stop at the loosest test, on a trap far from the end (a range of
/// 10^-9) it waits for the strictest, as before.
pub(crate) fn settling(reach: Option<&Reach>) -> f64 {
    let Some(reach) = reach else {
        return SETTLED_STRICTEST;
    };
    let width = reach.highest / reach.lowest - 1.0;
    (width * 1e-3).clamp(SETTLED_STRICTEST, SETTLED_LOOSEST)
}

/// Whether the mass has settled into its geometric tail, as the last throw pushed shows it:
/// that throw finished the share `hazard` of the games still going, and the tail's rate
/// (`S(T0) / A`) says `rate`; `tolerance` from [`settling`].
pub(crate) fn settled(hazard: f64, rate: f64, tolerance: f64) -> bool {
    (rate - hazard).abs() <= tolerance * rate
}

/// Proven bounds on the expected throws still to come, over every square a token can rest on
/// before finishing (reachable from the start, the last square left out).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Reach {
    pub lowest: f64,
    pub highest: f64,
}

/// The squares reachable from the start (resting squares only), by a forward search.
fn reachable(table: &Table) -> Vec<bool> {
    let n = table.size() as usize;
    let k = table.faces() as usize;
    let cells = table.cells();
    let mut seen = vec![false; n + 1];
    let start = table.start() as usize;
    seen[start] = true;
    let mut stack = vec![start];
    while let Some(p) = stack.pop() {
        if p >= n {
            continue;
        }
        for &q in &cells[p + 1..=p + k] {
            let q = if q == STAY { p } else { q as usize };
            if !seen[q] {
                seen[q] = true;
                stack.push(q);
            }
        }
    }
    seen
}

/// [`Reach`] from the expected throws `x` by square, each proven to a relative `error`;
/// `None` when some value is not finite or nothing is proven.
pub(crate) fn reach(table: &Table, x: &[f64], error: f64) -> Option<Reach> {
    if error.is_nan() || error >= 0.5 {
        return None;
    }
    let n = table.size() as usize;
    let seen = reachable(table);
    let (mut lo, mut hi) = (f64::INFINITY, 0.0f64);
    for p in (0..n).filter(|&p| seen[p]) {
        let v = *x.get(p)?;
        if !v.is_finite() || v <= 0.0 {
            return None;
        }
        lo = lo.min(v);
        hi = hi.max(v);
    }
    let pad = 1.0 + gamma(4.0);
    (hi > 0.0).then(|| Reach {
        lowest: lo / (1.0 + error) / pad,
        highest: hi / (1.0 - error) * pad,
    })
}

/// `1 - (1 - μ)^p` without losing a tiny `μ` to rounding (`μ` at most 1: a rate of 1/x with
/// x padded below 1 is still a certain exit).
fn escape(p: f64, mu: f64) -> f64 {
    -(p * (-mu.min(1.0)).ln_1p()).exp_m1()
}

/// The tail after the throws pushed, for `players` independent players.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Tail {
    players: i32,
    /// The throws pushed, `T0`.
    pushed: f64,
    /// `S(T0)` as computed, and proven bounds on it.
    survival: f64,
    survival_bounds: [f64; 2],
    /// `A = Σ_{s>=0} S(T0 + s)` as computed, and proven bounds on it.
    weight: f64,
    weight_bounds: [f64; 2],
    reach: Reach,
}

impl Tail {
    /// The tail of `dist` (pushed with the expected throws as weights, proven to a relative
    /// `error`), or `None` when some games never end or nothing can be proven.
    pub(crate) fn of(
        dist: &Distribution,
        reach: Option<Reach>,
        error: f64,
        players: usize,
        size: u32,
    ) -> Option<Tail> {
        let reach = reach?;
        let weight = dist.weight_at_proven?;
        let t0 = (dist.proven_through as usize).min(dist.pmf.len());
        let g = dist.rounding;
        if dist.p_finish < 1.0 || !(g < 0.5 && error < 0.5 && dist.missing.is_finite()) {
            return None;
        }
        let survival = dist.remaining[t0];
        // The estimate continues the survival geometrically: only once the mass has settled,
        // which the push saw (the shape of the mass stopped changing, and it went on
        // geometrically), or which shows as the last throw pushed finishing the share the
        // tail's rate says. (On a board whose games last 10^22 throws the next throw's share
        // hangs on the sliver of mass next to the end, far below what the shape's check sees,
        // while the rate weighs all of it.)
        let last = t0.checked_sub(1)?;
        let hazard = dist.pmf[last] / dist.remaining[last];
        let rate = survival / weight;
        if !(dist.geometric_from.is_some() || settled(hazard, rate, settling(Some(&reach)))) {
            return None;
        }
        // The weighed sum: a rounding a product and one an addition, over the squares.
        let pad = 1.0 + gamma(2.0 * f64::from(size) + 8.0);
        let low = weight * (1.0 - g) / (1.0 + error) / pad;
        let high = (weight * (1.0 + g) + dist.missing * reach.highest) / (1.0 - error) * pad;
        let s_low = survival / (1.0 + g) / pad;
        let s_high = ((survival / (1.0 - g) + dist.missing) * pad).min(1.0);
        (weight > 0.0 && high.is_finite() && survival > 0.0).then_some(Tail {
            players: players as i32,
            pushed: t0 as f64,
            survival,
            survival_bounds: [s_low, s_high],
            weight,
            weight_bounds: [low, high],
            reach,
        })
    }

    /// The share of the mass finishing each throw once it has settled: `S(T0) / A`.
    pub(crate) fn rate(&self) -> f64 {
        (self.survival / self.weight).min(1.0)
    }

    /// `Σ_{s>=0} S(T0 + s)^P`, the expected rounds after the `T0` pushed: the estimate and
    /// proven bounds.
    pub(crate) fn rounds(&self) -> (f64, [f64; 2]) {
        let p = self.players;
        let pf = f64::from(p);
        let mu = self.rate();
        let estimate = self.survival.powi(p) / escape(pf, mu);
        let [a_lo, a_hi] = self.weight_bounds;
        let [s_lo, s_hi] = self.survival_bounds;
        let Reach { lowest, highest } = self.reach;
        let pad = 1.0 + gamma(4.0 * pf + 24.0);
        // The geometric sandwich, and: every term is at most S(T0)^(P-1) S(T0 + s), and the
        // first is at least S(T0)^P.
        let sandwich_lo = (a_lo / highest).powi(p) / escape(pf, 1.0 / lowest);
        let sandwich_hi = (a_hi / lowest).powi(p) / escape(pf, 1.0 / highest);
        let lo = sandwich_lo.max(s_lo.powi(p)) / pad;
        let hi = sandwich_hi.min(s_hi.powi(p - 1) * a_hi) * pad;
        (estimate, [lo, hi])
    }

    /// The expected turns of all players after the `T0` rounds pushed: the estimate and
    /// proven bounds (each of the P turns of a round is taken while every player is still on
    /// the board after the round before, and before the throws of this one finish anybody).
    pub(crate) fn turns(&self) -> (f64, [f64; 2]) {
        let (rounds, [lo, hi]) = self.rounds();
        let p = self.players;
        let keep = 1.0 - self.rate();
        let per_round: f64 = (0..p).map(|j| keep.powi(j)).sum();
        let first = self.survival_bounds[1].powi(p);
        let pf = f64::from(p);
        (rounds * per_round, [(pf * (lo - first)).max(0.0), pf * hi])
    }

    /// The smallest `t` with `S(t) <= 1 - q` (one player's `q` percentile, every game
    /// ending), when it lies past the `T0` throws pushed: the geometric estimate and proven
    /// bounds `[at least, at most]`, in throws.
    ///
    /// With `r = 1 - q`, `s` the throws past `T0` and `A = Σ_{s>=0} S(T0 + s)`:
    /// - the mass left after the percentile holds at most `r` of the games, and the throws
    ///   still to come from it are at most `r · x_max`; the throws before it at most
    ///   `S(T0)` a throw: `s >= (A - r x_max) / S(T0)`;
    /// - the survival's lower geometric sequence reaches `r` no sooner:
    ///   `s >= ln(r x_max / A) / ln(1 - 1/x_min)`;
    /// - each throw before it has more than `r` of the games still going: `s <= A / r`;
    /// - the upper sequence is below `r` from `ln(r x_min / A) / ln(1 - 1/x_max)` on.
    pub(crate) fn percentile(&self, q: f64) -> (f64, [f64; 2]) {
        let r = 1.0 - q;
        let [a_lo, a_hi] = self.weight_bounds;
        let s_hi = self.survival_bounds[1];
        let Reach { lowest, highest } = self.reach;
        // Throws until a sequence starting at `from` and keeping `1 - rate` a throw is `r`.
        let until = |from: f64, rate: f64| {
            if from <= r {
                0.0
            } else if rate >= 1.0 {
                1.0
            } else {
                ((r / from).ln() / (-rate).ln_1p()).max(0.0)
            }
        };
        let pad = 1.0 + gamma(32.0);
        let mass_before = ((a_lo - r * highest) / s_hi).max(0.0);
        let lower_sequence = until(a_lo / highest, 1.0 / lowest);
        let at_least = (mass_before.max(lower_sequence) / pad).floor();
        let upper_sequence = until(a_hi / lowest, 1.0 / highest);
        let at_most = ((a_hi / r).min(upper_sequence) * pad).ceil();
        let estimate = until(self.survival, self.rate()).ceil();
        let t0 = self.pushed;
        let bounds = [t0 + at_least, t0 + at_most];
        (t0 + estimate.clamp(at_least, at_most), bounds)
    }

    /// P(seat `i` wins after the `T0` rounds pushed), estimated geometrically.
    pub(crate) fn win(&self, i: usize) -> f64 {
        let p = f64::from(self.players);
        let mu = self.rate();
        let keep_i = (i as f64 * (-mu).ln_1p()).exp();
        self.survival.powi(self.players) * mu * keep_i / escape(p, mu)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_keeps_a_rate_far_below_the_unit_roundoff() {
        // 1 - (1 - 1e-22)^2 is 2e-22, which 1 - (1 - μ)^2 in f64 loses entirely.
        let e = escape(2.0, 1e-22);
        assert!((e / 2e-22 - 1.0).abs() < 1e-12, "{e}");
        assert_eq!(1.0 - (1.0 - 1e-22f64).powi(2), 0.0);
    }
}
