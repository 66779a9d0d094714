//! A bound on the error of computed expectations proved from their residual, computed in
//! compensated (double-double) arithmetic.
//!
//! Why: the expectations solve `(I - Q) x = c·1` with `(I - Q)^-1 >= 0` (an absorbing chain),
//! so for any vector `y` the error is `x - y = (I - Q)^-1 r` with `r = c·1 - (I - Q) y`, and
//! `|r| <= ε·c` on every row gives `|x - y| <= ε·x` on every square: a relative bound that
//! holds for every square at once, whatever the method that produced `y`. Each row's residual
//! is a sum of `faces + 2` numbers that nearly cancel; computed in double-double it is exact
//! up to a relative `u²` of its terms, so the bound reflects the real error of `y`, not an a
//! priori worst case of the solve.

use crate::rules::{Table, STAY};

/// The unit roundoff of `f64`.
const U: f64 = f64::EPSILON / 2.0;

/// A double-double number `hi + lo`, with `|lo| <= u·|hi|`.
#[derive(Clone, Copy, Default)]
struct Dd {
    hi: f64,
    lo: f64,
}

/// `a + b` exactly, as the rounded sum and its error (Knuth's TwoSum).
fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    (s, (a - (s - bb)) + (b - bb))
}

impl Dd {
    /// Adds one `f64`: the result is exact up to `2u²·|self + x|` (plus what `lo` already held).
    fn add(self, x: f64) -> Dd {
        let (s, e) = two_sum(self.hi, x);
        let (hi, lo) = two_sum(s, e + self.lo);
        Dd { hi, lo }
    }

    /// Adds the exact product `a·b` (FMA gives its rounding error exactly).
    fn add_product(self, a: f64, b: f64) -> Dd {
        let p = a * b;
        let e = a.mul_add(b, -p);
        self.add(p).add(e)
    }
}

/// A proven bound `ε` on the relative error of every value of `y` on the `solved` squares,
/// where `y` approximates the solution of `x[p] = rhs + (1/k) Σ_{c=p+1}^{p+k} x[rest(c)]` (a
/// "stay" cell is `x[p]` itself) with `y` holding the fixed values on the squares not solved:
/// `|x[p] - y[p]| <= ε·x[p]`. Infinite when `rhs <= 0`, a value used is not finite, or the
/// residual proves nothing below 1.
pub(crate) fn relative_error_bound(table: &Table, solved: &[bool], y: &[f64], rhs: f64) -> f64 {
    let n = table.size() as usize;
    let k = table.faces() as usize;
    let cells = table.cells();
    if rhs <= 0.0 || y.len() <= n {
        return f64::INFINITY;
    }
    let kf = k as f64;
    let mut worst: f64 = 0.0;
    for p in (0..n).filter(|&p| solved[p]) {
        // k·rhs + Σ y[rest(c)] - k·y[p], and the sum of the magnitudes of its terms.
        let mut r = Dd::default().add_product(kf, rhs);
        let mut magnitude = kf * rhs;
        for &q in &cells[p + 1..=p + k] {
            let v = if q == STAY { y[p] } else { y[q as usize] };
            if !v.is_finite() {
                return f64::INFINITY;
            }
            r = r.add(v);
            magnitude += v.abs();
        }
        r = r.add_product(-kf, y[p]);
        magnitude += kf * y[p].abs();
        // Each of the k + 4 additions errs by at most 2u² of the magnitudes summed so far
        // (and `magnitude`, rounded, is low by at most a relative (k + 2)u).
        let slack = (kf + 4.0) * 4.0 * U * U * magnitude;
        let residual = r.hi.abs() + r.lo.abs() + slack;
        worst = worst.max(residual / (kf * rhs));
    }
    // Dividing and maximizing in f64 rounds: pad by a few units.
    let bound = worst * (1.0 + 8.0 * U);
    if bound < 1.0 {
        bound
    } else {
        f64::INFINITY
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn double_double_sums_keep_what_f64_loses() {
        // 1e16 + 1 - 1e16 is 0 in f64 and 1 in double-double.
        let r = Dd::default().add(1e16).add(1.0).add(-1e16);
        assert_eq!(r.hi + r.lo, 1.0);
        let p = Dd::default()
            .add_product(3.0, 0.1)
            .add(-0.30000000000000004);
        // 3 · 0.1 (as stored) is 0.3000000000000000166..., below its rounding.
        assert!(p.hi < 0.0 && p.hi.abs() < 1e-16);
    }
}
