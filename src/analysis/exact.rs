//! The expected number of throws as an exact fraction.
//!
//! The same structure as the float solve, in rational arithmetic: squares reachable from the
//! start are eliminated from the last one down, each written as an affine form in the values
//! of the back-edge targets (snake tails, bounce squares), kept as big-integer coefficients
//! over one denominator per square (one gcd reduction per square, not per operation); a
//! target's own equation joins a small integer system over the targets, solved by
//! fraction-free (Bareiss) elimination, where every division is exact. On a 100-square board
//! with ten snakes that system has about ten unknowns, so the cost is a few thousand big-integer
//! operations rather than a dense 101×101 elimination over the rationals.

use super::markov::Fate;
use crate::rules::{Table, STAY};
use num_bigint::BigInt;
use num_integer::Integer;
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

/// The exact expected throws from the start, `None` when it is infinite.
pub(crate) fn expected_turns_exact(table: &Table, fate: &Fate) -> Option<Fraction> {
    match exact_within(table, fate, usize::MAX) {
        Exact::Value(f) => Some(f),
        _ => None,
    }
}

/// What the exact computation found.
pub(crate) enum Exact {
    /// The expectation is infinite.
    Infinite,
    /// The estimated work was over the limit: nothing was computed.
    TooBig,
    /// The expectation.
    Value(Fraction),
}

/// The exact expectation, unless the estimated number of big-integer operations (the
/// elimination of every square plus the cube of the target count) exceeds `max_work`.
pub(crate) fn exact_within(table: &Table, fate: &Fate, max_work: usize) -> Exact {
    match compute(table, fate, max_work) {
        Err(()) => Exact::TooBig,
        Ok(None) => Exact::Infinite,
        Ok(Some(f)) => Exact::Value(f),
    }
}

/// The exact expectation from the start: `Err` when the estimated work is over `max_work`,
/// `Ok(None)` when it is infinite.
fn compute(table: &Table, fate: &Fate, max_work: usize) -> Result<Option<Fraction>, ()> {
    let n = table.size() as usize;
    let start = table.start() as usize;
    if fate.doomed[start] {
        return Ok(None);
    }
    if start == n {
        return Ok(Some(Fraction(BigRational::zero())));
    }
    let rows = reachable_rows(table);
    let mut elim = Elimination::new(table, &rows);
    if elim.work(&rows) > max_work {
        return Err(());
    }
    for (p, d) in &rows {
        elim.eliminate(*p, d);
    }
    let m = elim.m;
    let Some(x) = solve_integer(elim.system, m) else {
        return Ok(None);
    };
    let Some(f) = elim.forms[start].as_ref() else {
        return Ok(None);
    };
    Ok(Some(Fraction(f.value_at(&x))))
}

/// Where a square's throws lead, grouped: (square, number of faces).
fn dests(table: &Table, p: usize) -> Vec<(usize, usize)> {
    let k = table.faces() as usize;
    let mut out: Vec<(usize, usize)> = Vec::new();
    for &q in &table.cells()[p + 1..=p + k] {
        let q = if q == STAY { p } else { q as usize };
        match out.iter_mut().find(|(s, _)| *s == q) {
            Some((_, c)) => *c += 1,
            None => out.push((q, 1)),
        }
    }
    out
}

/// The squares reachable from the start (all surely finish, since the start does), each with
/// its [`dests`], from the last square down: the order of elimination.
fn reachable_rows(table: &Table) -> Vec<(usize, Vec<(usize, usize)>)> {
    let n = table.size() as usize;
    let start = table.start() as usize;
    let mut reach = vec![false; n + 1];
    reach[start] = true;
    let mut stack = vec![start];
    let mut rows: Vec<(usize, Vec<(usize, usize)>)> = Vec::new();
    while let Some(p) = stack.pop() {
        let d = dests(table, p);
        for &(q, _) in &d {
            if q != n && !reach[q] {
                reach[q] = true;
                stack.push(q);
            }
        }
        rows.push((p, d));
    }
    rows.sort_unstable_by_key(|r| std::cmp::Reverse(r.0));
    rows
}

/// The elimination of the squares from the last one down: each square's value as a [`Form`]
/// in the back-edge targets' values, and the integer system the targets' own equations make.
struct Elimination {
    /// Squares on the board; square `n` is the last.
    n: usize,
    /// Faces of the die.
    k: usize,
    /// Each back-edge target's unknown number (`usize::MAX` for other squares).
    target_of: Vec<usize>,
    /// How many unknowns (back-edge targets) there are.
    m: usize,
    /// Each square's value once eliminated.
    forms: Vec<Option<Form>>,
    /// The targets' equations, rows of `m + 1` (the constant last).
    system: Vec<Vec<BigInt>>,
}

impl Elimination {
    /// Numbers the back-edge targets of `rows` (in order of elimination) as the unknowns.
    fn new(table: &Table, rows: &[(usize, Vec<(usize, usize)>)]) -> Elimination {
        let n = table.size() as usize;
        let mut target_of = vec![usize::MAX; n + 1];
        let mut m = 0;
        for (p, d) in rows {
            for &(q, _) in d {
                if q < *p && target_of[q] == usize::MAX {
                    target_of[q] = m;
                    m += 1;
                }
            }
        }
        Elimination {
            n,
            k: table.faces() as usize,
            target_of,
            m,
            forms: vec![None; n + 1],
            system: vec![Vec::new(); m],
        }
    }

    /// The estimated big-integer operations: the elimination of every row plus the cube of the
    /// target count.
    fn work(&self, rows: &[(usize, Vec<(usize, usize)>)]) -> usize {
        let m = self.m;
        rows.iter()
            .map(|(_, d)| d.len() * (m + 1))
            .sum::<usize>()
            .saturating_add(m.saturating_pow(3))
    }

    /// The form of a square already eliminated that is not a target.
    fn forward(&self, q: usize) -> &Form {
        self.forms[q]
            .as_ref()
            .expect("forward squares are eliminated first")
    }

    /// Eliminates square `p` (throws leading to `d`): its form, or, for a target, its
    /// equation joins the system and its form is the target's own unknown.
    fn eliminate(&mut self, p: usize, d: &[(usize, usize)]) {
        let form = self.form_of(p, d);
        let m = self.m;
        if self.target_of[p] != usize::MAX {
            // den · x_p - Σ num_j x_j = num_const
            let i = self.target_of[p];
            let mut row: Vec<BigInt> = form.num.iter().map(|a| -a).collect();
            row[i] += &form.den;
            row[m] = form.num[m].clone();
            self.system[i] = row;
            let mut unit = vec![BigInt::zero(); m + 1];
            unit[i] = BigInt::one();
            self.forms[p] = Some(Form {
                num: unit,
                den: BigInt::one(),
            });
        } else {
            self.forms[p] = Some(form);
        }
    }

    /// Square `p`'s value from its equation `(k - own) E[p] = k + Σ count · E[q]`, the
    /// squares ahead substituted, over one denominator and reduced.
    fn form_of(&self, p: usize, d: &[(usize, usize)]) -> Form {
        let (n, k, m) = (self.n, self.k, self.m);
        let own: usize = d.iter().filter(|(q, _)| *q == p).map(|(_, c)| c).sum();
        let mut den = BigInt::one();
        for &(q, _) in d {
            if q != p && q != n && self.target_of[q] == usize::MAX {
                den = den.lcm(&self.forward(q).den);
            }
        }
        let mut num = vec![BigInt::zero(); m + 1];
        num[m] = &den * k;
        for &(q, c) in d {
            if q == p || q == n {
                continue;
            }
            if self.target_of[q] != usize::MAX {
                num[self.target_of[q]] += &den * c;
            } else {
                let f = self.forward(q);
                let scale = (&den / &f.den) * c;
                for (a, b) in num.iter_mut().zip(&f.num) {
                    if !b.is_zero() {
                        *a += b * &scale;
                    }
                }
            }
        }
        let mut form = Form {
            num,
            den: den * (k - own),
        };
        form.reduce();
        form
    }
}

/// An affine form in the target values with integer coefficients over one denominator.
#[derive(Clone)]
struct Form {
    num: Vec<BigInt>,
    den: BigInt,
}

impl Form {
    /// The value of the form at the targets' values `x`.
    fn value_at(&self, x: &[BigRational]) -> BigRational {
        let m = x.len();
        let mut e = BigRational::from_integer(self.num[m].clone());
        for (j, xj) in x.iter().enumerate() {
            if !self.num[j].is_zero() {
                e += xj * BigRational::from_integer(self.num[j].clone());
            }
        }
        e / BigRational::from_integer(self.den.clone())
    }

    /// Divides out the common factor of the denominator and every coefficient.
    fn reduce(&mut self) {
        let mut g = self.den.clone();
        for a in &self.num {
            if g.is_one() {
                return;
            }
            if !a.is_zero() {
                g = g.gcd(a);
            }
        }
        if g.is_one() || g.is_zero() {
            return;
        }
        for a in self.num.iter_mut() {
            if !a.is_zero() {
                *a /= &g;
            }
        }
        self.den /= &g;
    }
}

/// Solves the integer system `[A | b]` (rows of m + 1) by fraction-free (Bareiss)
/// elimination, every division exact, then back-substitution over the rationals.
fn solve_integer(mut a: Vec<Vec<BigInt>>, m: usize) -> Option<Vec<BigRational>> {
    let mut prev = BigInt::one();
    for col in 0..m {
        let piv = (col..m).find(|&r| !a[r][col].is_zero())?;
        a.swap(col, piv);
        let (top, bottom) = a.split_at_mut(col + 1);
        let pivot_row = &top[col];
        for row in bottom.iter_mut() {
            let f = row[col].clone();
            for j in col + 1..=m {
                let v = &pivot_row[col] * &row[j] - &f * &pivot_row[j];
                row[j] = v / &prev;
            }
            row[col] = BigInt::zero();
        }
        prev = pivot_row[col].clone();
    }
    let mut x = vec![BigRational::zero(); m];
    for i in (0..m).rev() {
        let mut s = BigRational::from_integer(a[i][m].clone());
        for j in i + 1..m {
            if !a[i][j].is_zero() {
                s -= &x[j] * BigRational::from_integer(a[i][j].clone());
            }
        }
        x[i] = s / BigRational::from_integer(a[i][i].clone());
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::markov::fate;
    use crate::board::Board;
    use crate::rules::{Overshoot, Rules};

    fn exact(size: u32, overshoot: Overshoot, faces: u32) -> Option<Fraction> {
        let b = Board::new(size, []).unwrap();
        let rules = Rules {
            overshoot,
            faces,
            ..Rules::default()
        };
        let t = Table::new(&b, &rules).unwrap();
        expected_turns_exact(&t, &fate(&t))
    }

    #[test]
    fn a_coin_on_two_squares_takes_two_throws_on_average_under_stay() {
        // From 0: heads (1) lands on 1, tails (2) lands on 2 = the end. From 1: heads wins,
        // tails overshoots and stays. E1 = 2, E0 = 1 + E1/2 = 2.
        assert_eq!(exact(2, Overshoot::Stay, 2).unwrap().to_string(), "2/1");
        // Win: from 1 either face wins: E1 = 1, E0 = 1 + 1/2.
        assert_eq!(exact(2, Overshoot::Win, 2).unwrap().to_string(), "3/2");
    }

    #[test]
    fn bareiss_solves_a_small_integer_system_exactly() {
        // 2x + y = 5, x + 3y = 10: x = 1, y = 3.
        let rows = vec![
            vec![BigInt::from(2), BigInt::from(1), BigInt::from(5)],
            vec![BigInt::from(1), BigInt::from(3), BigInt::from(10)],
        ];
        let x = solve_integer(rows, 2).unwrap();
        assert_eq!(x[0], BigRational::from_integer(BigInt::from(1)));
        assert_eq!(x[1], BigRational::from_integer(BigInt::from(3)));
    }
}
