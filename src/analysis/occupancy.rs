//! Where one token is after each throw: the exact distribution over the squares, from the chain.
//!
//! The token starts on the start square with probability 1. A throw splits the mass of every
//! square below the last evenly over the cells of its window `p+1 ..= p+k`, and each cell passes
//! its share to the square it leads to ([`Table::cells`]); under the "stay" overshoot the cells
//! past the end send the mass back where it came from. Mass on the last square stays there: it
//! is the probability of having finished. One throw costs O(size + faces): a cell's share is the
//! sum of the window of rows that reach it, kept as a sliding sum on wide dice.

use crate::error::{Error, Result};
use crate::rules::{Table, STAY};

/// The most squares (board plus die) times throws that one call pushes: a few seconds natively.
pub const OCCUPANCY_MAX_WORK: u64 = 1_000_000_000;

/// The most numbers an [`occupancy_series`] holds: (throws + 1) × (size + 1), 80 MB of floats.
pub const SERIES_MAX_VALUES: u64 = 10_000_000;

/// Windows at most this wide are summed afresh for every cell; wider ones slide.
const DIRECT_WINDOW: usize = 16;

/// The distribution of one token's square, throw after throw: a stepper for a scrubber.
///
/// `probabilities()[q]` is the probability of resting on square `q` after `throws()` throws;
/// the last entry (the last square) counts the games finished by then.
#[derive(Debug, Clone)]
pub struct Occupancy {
    table: Table,
    mass: Vec<f64>,
    next: Vec<f64>,
    throws: u32,
}

impl Occupancy {
    /// The distribution before the first throw: certainty on the start square.
    pub fn new(table: Table) -> Occupancy {
        let n = table.size() as usize;
        let mut mass = vec![0.0; n + 1];
        mass[table.start() as usize] = 1.0;
        Occupancy {
            table,
            next: vec![0.0; n + 1],
            mass,
            throws: 0,
        }
    }

    /// Throws made so far.
    pub fn throws(&self) -> u32 {
        self.throws
    }

    /// The probability of each square 0..=size now; the last counts the finished games.
    pub fn probabilities(&self) -> &[f64] {
        &self.mass
    }

    /// The probability of having finished by now.
    pub fn finished(&self) -> f64 {
        self.mass[self.mass.len() - 1]
    }

    /// The square below the last where an unfinished token most likely is (the lowest of
    /// equals), with its probability; `None` once no mass is left on the board.
    pub fn most_likely(&self) -> Option<(u32, f64)> {
        let board = &self.mass[..self.mass.len() - 1];
        let mut best: Option<(u32, f64)> = None;
        for (q, &p) in board.iter().enumerate() {
            if p > 0.0 && best.is_none_or(|(_, b)| p > b) {
                best = Some((q as u32, p));
            }
        }
        best
    }

    /// Makes one more throw.
    pub fn step(&mut self) {
        throw(&self.table, &self.mass, &mut self.next);
        std::mem::swap(&mut self.mass, &mut self.next);
        self.throws = self.throws.saturating_add(1);
    }
}

/// Pushes `mass` through one throw of `table` into `next` (overwritten).
fn throw(table: &Table, mass: &[f64], next: &mut [f64]) {
    let n = table.size() as usize;
    let k = table.faces() as usize;
    let cells = table.cells();
    let inv_k = 1.0 / k as f64;
    next.iter_mut().for_each(|x| *x = 0.0);
    next[n] = mass[n];
    if n == 0 {
        return;
    }
    // Cell c is reached from the rows max(0, c - k) ..= min(c - 1, n - 1).
    let mut sum = 0.0;
    for c in 1..n + k {
        let lo = c.saturating_sub(k);
        let hi = (c - 1).min(n - 1);
        if k <= DIRECT_WINDOW || (c - 1) % k == 0 {
            // Refreshed from scratch every k cells, so rounding cannot pile up.
            sum = mass[lo..=hi].iter().sum();
        } else {
            if c - 1 < n {
                sum += mass[c - 1];
            }
            if c > k {
                sum -= mass[c - k - 1];
            }
        }
        let q = cells[c];
        if q != STAY {
            next[q as usize] += sum.max(0.0) * inv_k;
        }
    }
    // Under "stay" a throw past the end is no move: the rows near the end keep that share.
    if cells.get(n + 1).is_some_and(|&q| q == STAY) {
        for (p, &m) in mass.iter().enumerate().take(n).skip(n.saturating_sub(k)) {
            next[p] += m * (p + k - n) as f64 * inv_k;
        }
    }
}

fn check_work(table: &Table, throws: u32) -> Result<()> {
    let per_throw = u64::from(table.size()) + u64::from(table.faces());
    if u64::from(throws).saturating_mul(per_throw) > OCCUPANCY_MAX_WORK {
        return Err(Error::Limit(crate::msg!(
            crate::codes::OCCUPANCY_WORK,
            throws,
            size = table.size(),
            faces = table.faces(),
            max = OCCUPANCY_MAX_WORK
        )));
    }
    Ok(())
}

/// The probability of each square 0..=size after `throws` throws of one token (the last square
/// counting those finished by then); refuses more than [`OCCUPANCY_MAX_WORK`] of work.
pub fn occupancy(table: &Table, throws: u32) -> Result<Vec<f64>> {
    check_work(table, throws)?;
    let mut o = Occupancy::new(table.clone());
    for _ in 0..throws {
        o.step();
    }
    Ok(o.mass)
}

/// The distributions after 0, 1, ..., `throws` throws, for a view that plays them.
#[derive(Debug, Clone, PartialEq)]
pub struct OccupancySeries {
    /// Squares on the board: each distribution has `size + 1` entries.
    pub size: u32,
    /// The last throw given: there are `throws + 1` distributions.
    pub throws: u32,
    /// Row-major `(throws + 1) × (size + 1)`: entry `t * (size + 1) + q` is the probability of
    /// square `q` after `t` throws.
    pub probabilities: Vec<f64>,
    /// P(finished by throw t), t = 0..=throws.
    pub finished: Vec<f64>,
    /// The most likely unfinished square at each t (see [`Occupancy::most_likely`]).
    pub most_likely: Vec<Option<u32>>,
}

/// Every distribution from 0 to `throws` throws; refuses more than [`SERIES_MAX_VALUES`]
/// numbers or [`OCCUPANCY_MAX_WORK`] of work.
pub fn occupancy_series(table: &Table, throws: u32) -> Result<OccupancySeries> {
    check_work(table, throws)?;
    let width = u64::from(table.size()) + 1;
    let values = (u64::from(throws) + 1).saturating_mul(width);
    if values > SERIES_MAX_VALUES {
        return Err(Error::Limit(crate::msg!(
            crate::codes::OCCUPANCY_VALUES,
            count = u64::from(throws) + 1,
            width,
            values,
            max = SERIES_MAX_VALUES
        )));
    }
    let mut o = Occupancy::new(table.clone());
    let rows = throws as usize + 1;
    let mut out = OccupancySeries {
        size: table.size(),
        throws,
        probabilities: Vec::with_capacity(values as usize),
        finished: Vec::with_capacity(rows),
        most_likely: Vec::with_capacity(rows),
    };
    for t in 0..rows {
        if t > 0 {
            o.step();
        }
        out.probabilities.extend_from_slice(o.probabilities());
        out.finished.push(o.finished());
        out.most_likely.push(o.most_likely().map(|(q, _)| q));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Jump};
    use crate::rules::{Overshoot, Rules};

    #[test]
    fn one_throw_of_a_d6_from_off_the_board_is_uniform_over_1_to_6() {
        let b = Board::new(20, [Jump::new(3, 15)]).unwrap();
        let t = Table::new(&b, &Rules::default()).unwrap();
        let p = occupancy(&t, 1).unwrap();
        for q in [1, 2, 4, 5, 6, 15] {
            assert!((p[q] - 1.0 / 6.0).abs() < 1e-15, "square {q}: {}", p[q]);
        }
        assert_eq!(p[3], 0.0);
        assert_eq!(p[0], 0.0);
    }

    #[test]
    fn under_stay_a_throw_past_the_end_keeps_the_token_where_it_was() {
        let b = Board::new(4, []).unwrap();
        let rules = Rules {
            overshoot: Overshoot::Stay,
            faces: 6,
            ..Rules::default()
        };
        let t = Table::new(&b, &rules).unwrap();
        // From 0 on a 4-square board: 1..4 land, 5 and 6 stay on 0.
        let p = occupancy(&t, 1).unwrap();
        assert!((p[0] - 2.0 / 6.0).abs() < 1e-15);
        assert!((p[4] - 1.0 / 6.0).abs() < 1e-15);
    }

    #[test]
    fn too_many_throws_or_values_are_refused_with_a_limit() {
        let t = Table::new(&Board::new(1000, []).unwrap(), &Rules::default()).unwrap();
        assert!(matches!(occupancy(&t, u32::MAX), Err(Error::Limit(_))));
        let e = occupancy_series(&t, 100_000).unwrap_err().to_string();
        assert!(e.contains("more than 10000000"), "{e}");
    }
}
