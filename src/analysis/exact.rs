//! The expected number of throws as an exact fraction.
//!
//! The same structure as the float solve, in rational arithmetic: squares reachable from the
//! start are eliminated from the last one down, each written as an affine form in the values
//! of the back-edge targets (snake tails, bounce squares); a target's own equation joins a
//! small system over the targets, solved by Gaussian elimination over the rationals. On a
//! 100-square board with ten snakes that system has about fifteen unknowns, so the cost is a
//! few thousand big-rational operations rather than a dense 101×101 elimination.

use super::markov::Fate;
use crate::rules::{Table, STAY};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use std::fmt;

/// A non-negative fraction in lowest terms, printed `p/q`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fraction(BigRational);

impl Fraction {
    /// The numerator, in lowest terms.
    pub fn numer(&self) -> &BigInt {
        self.0.numer()
    }

    /// The denominator, in lowest terms (positive).
    pub fn denom(&self) -> &BigInt {
        self.0.denom()
    }

    /// The nearest float (infinite only if the value is beyond the float range).
    pub fn to_f64(&self) -> f64 {
        self.0.to_f64().unwrap_or(f64::INFINITY)
    }
}

impl fmt::Display for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.numer(), self.denom())
    }
}

type Form = Vec<BigRational>;

fn add_scaled(acc: &mut Form, form: &Form, c: &BigRational) {
    for (a, f) in acc.iter_mut().zip(form) {
        if !f.is_zero() {
            *a += f * c;
        }
    }
}

/// The exact expected throws from the start, `None` when it is infinite.
pub(crate) fn expected_turns_exact(table: &Table, fate: &Fate) -> Option<Fraction> {
    let n = table.size() as usize;
    let k = table.faces() as usize;
    let start = table.start() as usize;
    if fate.doomed[start] {
        return None;
    }
    if start == n {
        return Some(Fraction(BigRational::zero()));
    }
    let cells = table.cells();
    // Where each row's throws lead, grouped: (square, number of faces).
    let dests = |p: usize| -> Vec<(usize, usize)> {
        let mut out: Vec<(usize, usize)> = Vec::new();
        for &q in &cells[p + 1..=p + k] {
            let q = if q == STAY { p } else { q as usize };
            match out.iter_mut().find(|(s, _)| *s == q) {
                Some((_, c)) => *c += 1,
                None => out.push((q, 1)),
            }
        }
        out
    };
    // Squares reachable from the start (all surely finish, since the start does).
    let mut reach = vec![false; n + 1];
    reach[start] = true;
    let mut stack = vec![start];
    let mut rows: Vec<(usize, Vec<(usize, usize)>)> = Vec::new();
    while let Some(p) = stack.pop() {
        let d = dests(p);
        for &(q, _) in &d {
            if q != n && !reach[q] {
                reach[q] = true;
                stack.push(q);
            }
        }
        rows.push((p, d));
    }
    rows.sort_unstable_by_key(|r| std::cmp::Reverse(r.0));
    // Back-edge targets become the unknowns.
    let mut target_of = vec![usize::MAX; n + 1];
    let mut targets = Vec::new();
    for (p, d) in &rows {
        for &(q, _) in d {
            if q < *p && target_of[q] == usize::MAX {
                target_of[q] = targets.len();
                targets.push(q);
            }
        }
    }
    let m = targets.len();
    let zero_form = || vec![BigRational::zero(); m + 1];
    let mut forms: Vec<Option<Form>> = vec![None; n + 1];
    let mut system: Vec<Form> = vec![Vec::new(); m];
    let kf = BigRational::from_integer(BigInt::from(k));
    let unit = |i: usize| {
        let mut f = zero_form();
        f[i] = BigRational::one();
        f
    };
    for (p, d) in &rows {
        let p = *p;
        // (k - self) E[p] = k + Σ count · E[q]
        let mut acc = zero_form();
        acc[m] = kf.clone();
        let mut own = 0usize;
        for &(q, c) in d {
            if q == p {
                own += c;
                continue;
            }
            if q == n {
                continue;
            }
            let c = BigRational::from_integer(BigInt::from(c));
            if target_of[q] != usize::MAX {
                acc[target_of[q]] += c;
            } else {
                let f = forms[q]
                    .as_ref()
                    .expect("forward squares are eliminated first");
                add_scaled(&mut acc, f, &c);
            }
        }
        let div = BigRational::from_integer(BigInt::from(k - own));
        for a in acc.iter_mut() {
            if !a.is_zero() {
                *a /= &div;
            }
        }
        if target_of[p] != usize::MAX {
            // x_p - Σ a_j x_j = a_const
            let i = target_of[p];
            let mut row: Form = acc.iter().map(|a| -a.clone()).collect();
            row[i] += BigRational::one();
            row[m] = acc[m].clone();
            system[i] = row;
            forms[p] = Some(unit(i));
        } else {
            forms[p] = Some(acc);
        }
    }
    let x = solve_rational(system, m)?;
    let f = forms[start].as_ref()?;
    let mut e = f[m].clone();
    for (j, xj) in x.iter().enumerate() {
        if !f[j].is_zero() {
            e += &f[j] * xj;
        }
    }
    Some(Fraction(e))
}

/// Gaussian elimination over the rationals on rows `[a_0 .. a_{m-1} | b]`.
fn solve_rational(mut a: Vec<Form>, m: usize) -> Option<Vec<BigRational>> {
    for col in 0..m {
        let piv = (col..m).find(|&r| !a[r][col].is_zero())?;
        a.swap(col, piv);
        let inv = BigRational::one() / &a[col][col];
        let prow: Form = a[col].iter().map(|v| v * &inv).collect();
        for (r, row) in a.iter_mut().enumerate() {
            if r != col && !row[col].is_zero() {
                let f = row[col].clone();
                for (v, pv) in row.iter_mut().zip(&prow).skip(col) {
                    if !pv.is_zero() {
                        *v -= pv * &f;
                    }
                }
            }
        }
        a[col] = prow;
    }
    Some(a.into_iter().map(|mut r| r.swap_remove(m)).collect())
}
