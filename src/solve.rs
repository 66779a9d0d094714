//! Breadth-first search over the transition table: minimum throws, paths, distances, counts.
//!
//! The die's moves from a square are a range of landing cells, and a landing cell always leads
//! to the same resting square, so each landing cell needs examining once in the whole search.
//! A "next unexamined cell" union-find skips examined cells, which makes the search
//! O(N α(N)) whatever the number of faces, instead of O(N × faces) for the textbook version.

use crate::rng::Dice;
use crate::rules::{Table, STAY};
use std::fmt;

/// Distance of a square from which the last square cannot be reached.
pub const UNREACHABLE: u32 = u32::MAX;

/// One throw of an optimal path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// Where the token rested before the throw.
    pub from: u32,
    /// The die value.
    pub roll: u32,
    /// The square the token walked to (after any bounce), before jumps.
    pub landed: u32,
    /// Where the token came to rest after any snake or ladder.
    pub to: u32,
}

/// How many distinct optimal throw sequences there are; saturates instead of overflowing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Count {
    /// The count, or u128::MAX when saturated.
    pub value: u128,
    /// True when the real count is at least `value` and did not fit.
    pub saturated: bool,
}

impl Count {
    fn add(self, other: Count) -> Count {
        match self.value.checked_add(other.value) {
            Some(v) if !self.saturated && !other.saturated => Count {
                value: v,
                saturated: false,
            },
            _ => Count {
                value: u128::MAX,
                saturated: true,
            },
        }
    }
}

impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.saturated {
            write!(f, "more than {}", u128::MAX)
        } else {
            write!(f, "{}", self.value)
        }
    }
}

/// How to pick among equally short paths.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PathChoice {
    /// 0: always the largest optimal roll; 1: uniformly among optimal rolls at every throw.
    pub randomness: f64,
    /// Seed for the random choices.
    pub seed: u64,
}

impl Default for PathChoice {
    fn default() -> Self {
        PathChoice {
            randomness: 0.0,
            seed: 0,
        }
    }
}

/// Everything the solver says about a board under its rules.
#[derive(Debug, Clone, PartialEq)]
pub struct Solution {
    /// The minimum number of throws from the start to the last square; `None` when unreachable.
    pub min_throws: Option<u32>,
    /// One optimal path (empty when unreachable or when the start is the goal).
    pub path: Vec<Step>,
    /// For every square 0..=size, the minimum throws from resting there to the end
    /// ([`UNREACHABLE`] when impossible).
    pub distances: Vec<u32>,
    /// The number of distinct optimal throw sequences from the start.
    pub optimal_sequences: Count,
}

impl Solution {
    /// The die values of the path, in order.
    pub fn rolls(&self) -> Vec<u32> {
        self.path.iter().map(|s| s.roll).collect()
    }
}

/// Solves `table` completely: distances, minimum, a path chosen per `choice`, and the count.
pub fn solve(table: &Table, choice: &PathChoice) -> Solution {
    let distances = distances_to_end(table);
    let start = table.start();
    let d = distances[start as usize];
    let min_throws = (d != UNREACHABLE).then_some(d);
    let path = if min_throws.is_some() {
        optimal_path(table, &distances, choice)
    } else {
        Vec::new()
    };
    let optimal_sequences = count_optimal(table, &distances);
    Solution {
        min_throws,
        path,
        distances,
        optimal_sequences,
    }
}

/// Finds the next unexamined landing cell at or after `x` (path halving).
#[inline]
fn find_next(next: &mut [u32], mut x: u32) -> u32 {
    while next[x as usize] != x {
        let parent = next[x as usize];
        let grand = next[parent as usize];
        next[x as usize] = grand;
        x = grand;
    }
    x
}

/// Forward search from the start; stops as soon as the last square is reached.
/// Returns the minimum and, when `parents` is set, each reached square's (from, landing cell).
fn forward(table: &Table, want_parents: bool) -> (Option<u32>, Vec<u32>, Vec<u32>) {
    let n = table.size();
    let k = table.faces();
    let cells = table.cells();
    let start = table.start();
    if start == n {
        return (Some(0), Vec::new(), Vec::new());
    }
    // Landing cells 1..=n-1+k; one sentinel past them that is never examined.
    let top = n - 1 + k;
    let mut next: Vec<u32> = (0..=top + 1).collect();
    let mut dist = vec![UNREACHABLE; n as usize + 1];
    let (mut from, mut via) = if want_parents {
        (vec![0u32; n as usize + 1], vec![0u32; n as usize + 1])
    } else {
        (Vec::new(), Vec::new())
    };
    let mut queue: Vec<u32> = Vec::with_capacity(n as usize + 1);
    dist[start as usize] = 0;
    queue.push(start);
    let mut head = 0;
    while head < queue.len() {
        let p = queue[head];
        head += 1;
        let dp = dist[p as usize] + 1;
        let hi = p + k;
        let mut t = find_next(&mut next, p + 1);
        while t <= hi {
            next[t as usize] = t + 1;
            let q = cells[t as usize];
            if q != STAY && dist[q as usize] == UNREACHABLE {
                dist[q as usize] = dp;
                if want_parents {
                    from[q as usize] = p;
                    via[q as usize] = t;
                }
                if q == n {
                    return (Some(dp), from, via);
                }
                queue.push(q);
            }
            t = find_next(&mut next, t + 1);
        }
    }
    (None, from, via)
}

/// The minimum number of throws from the start to the last square, or `None` if unreachable.
pub fn min_throws(table: &Table) -> Option<u32> {
    forward(table, false).0
}

/// The minimum and the path the forward search found first (the fastest way to get both).
pub fn shortest_path(table: &Table) -> Option<Vec<Step>> {
    let n = table.size();
    let (min, from, via) = forward(table, true);
    min?;
    let mut steps = Vec::new();
    let mut q = n;
    while q != table.start() {
        let p = from[q as usize];
        let roll = via[q as usize] - p;
        steps.push(Step {
            from: p,
            roll,
            landed: table.landed(p, roll),
            to: q,
        });
        q = p;
    }
    steps.reverse();
    Some(steps)
}

/// For every square 0..=size, the minimum throws to the end from resting there.
///
/// A backward search from the last square over the inverse of the table; each square is
/// assigned once, through a "previous unassigned square" union-find.
pub fn distances_to_end(table: &Table) -> Vec<u32> {
    let n = table.size() as usize;
    let k = table.faces() as usize;
    let inverse = table.inverse();
    // down[i] for i = square + 1 points at the largest unassigned square + 1 at or below it;
    // index 0 is the "none left" sentinel.
    let mut down: Vec<u32> = (0..=n as u32).collect();
    let mut dist = vec![UNREACHABLE; n + 1];
    dist[n] = 0;
    let mut queue: Vec<u32> = Vec::with_capacity(n + 1);
    queue.push(n as u32);
    let mut head = 0;
    while head < queue.len() {
        let q = queue[head] as usize;
        head += 1;
        let dq = dist[q] + 1;
        for &t in inverse.landings_to(q as u32) {
            let t = t as usize;
            let lo = t.saturating_sub(k);
            let hi = (t - 1).min(n - 1);
            let mut x = find_down(&mut down, hi as u32 + 1) as usize;
            while x > lo {
                let p = x - 1;
                dist[p] = dq;
                queue.push(p as u32);
                down[x] = p as u32;
                x = find_down(&mut down, p as u32) as usize;
            }
        }
    }
    dist
}

/// Finds the largest unassigned index at or below `x` (path halving); 0 means none left.
#[inline]
pub(crate) fn find_down(down: &mut [u32], mut x: u32) -> u32 {
    while down[x as usize] != x {
        let parent = down[x as usize];
        let grand = down[parent as usize];
        down[x as usize] = grand;
        x = grand;
    }
    x
}

/// The rolls from `position` that keep the path optimal, smallest first.
pub fn optimal_rolls(table: &Table, distances: &[u32], position: u32) -> Vec<u32> {
    optimal_rolls_iter(table, distances, position).collect()
}

/// The same rolls without allocating, for the inner loops.
fn optimal_rolls_iter<'a>(
    table: &'a Table,
    distances: &'a [u32],
    position: u32,
) -> impl Iterator<Item = u32> + 'a {
    let d = distances[position as usize];
    let faces = if d == UNREACHABLE || d == 0 {
        0
    } else {
        table.faces()
    };
    (1..=faces).filter(move |&r| distances[table.step(position, r) as usize] == d - 1)
}

/// An optimal path from the start, choosing among optimal rolls per `choice`.
///
/// With randomness 0 the path is deterministic: at every throw, the largest optimal roll.
pub fn optimal_path(table: &Table, distances: &[u32], choice: &PathChoice) -> Vec<Step> {
    let mut dice = Dice::new(choice.seed);
    let mut p = table.start();
    let mut steps = Vec::new();
    if distances[p as usize] == UNREACHABLE {
        return steps;
    }
    while p != table.size() {
        let rolls = optimal_rolls(table, distances, p);
        let Some(&largest) = rolls.last() else { break };
        let roll = if rolls.len() > 1 && dice.chance(choice.randomness) {
            rolls[dice.below(rolls.len() as u32) as usize]
        } else {
            largest
        };
        let to = table.step(p, roll);
        steps.push(Step {
            from: p,
            roll,
            landed: table.landed(p, roll),
            to,
        });
        p = to;
    }
    steps
}

/// How many distinct sequences of die values reach the end from the start in the minimum.
pub fn count_optimal(table: &Table, distances: &[u32]) -> Count {
    let start = table.start();
    let d0 = distances[start as usize];
    if d0 == UNREACHABLE {
        return Count {
            value: 0,
            saturated: false,
        };
    }
    // Collect the squares on optimal paths, by level, then count from the end backwards.
    let mut levels: Vec<Vec<u32>> = vec![Vec::new(); d0 as usize + 1];
    let mut seen = vec![false; table.size() as usize + 1];
    seen[start as usize] = true;
    levels[0].push(start);
    for level in 0..d0 as usize {
        let mut next = Vec::new();
        for &p in &levels[level] {
            for r in optimal_rolls_iter(table, distances, p) {
                let q = table.step(p, r);
                if !seen[q as usize] {
                    seen[q as usize] = true;
                    next.push(q);
                }
            }
        }
        levels[level + 1] = next;
    }
    let mut count = vec![
        Count {
            value: 0,
            saturated: false
        };
        table.size() as usize + 1
    ];
    count[table.size() as usize] = Count {
        value: 1,
        saturated: false,
    };
    for level in (0..d0 as usize).rev() {
        for &p in &levels[level] {
            let mut c = Count {
                value: 0,
                saturated: false,
            };
            for r in optimal_rolls_iter(table, distances, p) {
                c = c.add(count[table.step(p, r) as usize]);
            }
            count[p as usize] = c;
        }
    }
    count[start as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Jump};
    use crate::rules::{JumpMode, Overshoot, Rules, Start};

    fn table(size: u32, jumps: &[(u32, u32)], rules: Rules) -> Table {
        let b = Board::new(size, jumps.iter().map(|&(a, b)| Jump::new(a, b))).unwrap();
        Table::new(&b, &rules).unwrap()
    }

    #[test]
    fn an_unreachable_end_is_none_not_the_last_distance_seen() {
        // Squares 2..=7 all lead back to 1: from the start nothing gets past them.
        let snakes: Vec<(u32, u32)> = (2..=7).map(|s| (s, 1)).collect();
        let t = table(10, &snakes, Rules::puzzle());
        assert_eq!(min_throws(&t), None);
        let s = solve(&t, &PathChoice::default());
        assert_eq!(s.min_throws, None);
        assert!(s.path.is_empty());
        assert_eq!(s.optimal_sequences.value, 0);
    }

    #[test]
    fn a_ladder_costs_one_throw_not_zero() {
        // From off the board, a 2 lands on the ladder 2 -> 10 = the end.
        let t = table(10, &[(2, 10)], Rules::default());
        assert_eq!(min_throws(&t), Some(1));
        let s = solve(&t, &PathChoice::default());
        assert_eq!(s.min_throws, Some(1));
        assert_eq!(
            s.path,
            [Step {
                from: 0,
                roll: 2,
                landed: 2,
                to: 10
            }]
        );
    }

    #[test]
    fn under_single_jumps_a_jump_end_reached_by_a_jump_can_be_landed_on_later() {
        // Ladder 2 -> 8; ladder 8 -> 30 (a chain). Single: landing on 2 stops at 8, but
        // landing on 8 by a roll climbs to 30. The textbook BFS that marks 8 visited when the
        // first ladder reaches it misses 1 -> 8 -> 30.
        let rules = Rules::puzzle();
        let t = table(30, &[(2, 8), (8, 30)], rules);
        assert_eq!(min_throws(&t), Some(2));
        assert_eq!(solve(&t, &PathChoice::default()).min_throws, Some(2));
        let chain = Rules {
            jumps: JumpMode::Chain,
            ..rules
        };
        assert_eq!(min_throws(&table(30, &[(2, 8), (8, 30)], chain)), Some(1));
    }

    #[test]
    fn report_board_needs_three_throws() {
        let jumps = [
            (3, 22),
            (5, 8),
            (11, 26),
            (20, 29),
            (27, 1),
            (21, 9),
            (17, 4),
            (19, 7),
        ];
        let t = table(30, &jumps, Rules::puzzle());
        assert_eq!(min_throws(&t), Some(3));
        let s = solve(&t, &PathChoice::default());
        assert_eq!(s.min_throws, Some(3));
        assert_eq!(s.path.len(), 3);
        assert_eq!(s.path.last().unwrap().to, 30);
        assert_eq!(shortest_path(&t).unwrap().len(), 3);
    }

    #[test]
    fn counts_every_optimal_roll_sequence() {
        // Empty board of 7 from off the board with a d6: two throws needed; sequences are
        // (a, b) with a + b = 7, a, b in 1..=6: six of them.
        let t = table(
            7,
            &[],
            Rules {
                overshoot: Overshoot::Stay,
                ..Rules::default()
            },
        );
        let s = solve(&t, &PathChoice::default());
        assert_eq!(s.min_throws, Some(2));
        assert_eq!(s.optimal_sequences.value, 6);
        assert_eq!(s.rolls(), vec![6, 1]);
    }

    #[test]
    fn randomized_paths_stay_minimal_and_vary_with_the_seed() {
        let t = table(100, &[], Rules::default());
        let mut seen = std::collections::HashSet::new();
        for seed in 0..20 {
            let s = solve(
                &t,
                &PathChoice {
                    randomness: 1.0,
                    seed,
                },
            );
            assert_eq!(s.path.len(), 17);
            assert_eq!(s.path.last().unwrap().to, 100);
            seen.insert(s.rolls());
        }
        assert!(seen.len() > 1);
    }

    #[test]
    fn a_two_square_board_from_square_1_takes_one_throw_of_a_one_faced_die() {
        let t = table(
            2,
            &[],
            Rules {
                start: Start::One,
                faces: 1,
                ..Rules::default()
            },
        );
        assert_eq!(min_throws(&t), Some(1));
    }
}
