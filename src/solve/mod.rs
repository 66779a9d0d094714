//! Breadth-first search over the transition table: minimum throws, paths, distances, counts.
//!
//! The die's moves from a square are a range of landing cells, and a landing cell always leads
//! to the same resting square, so each landing cell needs examining once in the whole search.
//! Both searches go level by level on bits, a word of 64 cells at a time:
//!
//! - `forward` from the start, stopping at the last square: the minimum and one path
//!   ([`min_throws`], [`shortest_path`], [`level_sizes`]); the squares of one level in one word
//!   spread to all their throws' landing cells with one shift-and-or. [`solve`] runs it too,
//!   then marks back over its levels the squares on shortest paths, for its path and count.
//! - `backward` from the last square: every square's distance ([`distances_to_end`], what
//!   [`Solution::distances`] computes when asked); a word of landing cells, shifted down, gives
//!   the squares one throw before them.
//!
//! From either, the path and the count ([`count_optimal`]) find the optimal throws of a run of
//! squares by windows over the landing cells, so nothing here costs squares × faces.
//! [`trace`] records a search from the start one dequeue at a time, for teaching.

// The wasm modules without the analysis find the distances by the smaller search
// (distances_to_end).
#[cfg_attr(all(target_arch = "wasm32", not(feature = "markov")), allow(dead_code))]
mod backward;
mod forward;
mod trace;

use crate::rng::Dice;
use crate::rules::{Table, STAY};
use forward::forward_levels;
use std::cell::OnceCell;
use std::fmt;
pub use trace::{trace, Trace};

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
    const ZERO: Count = Count {
        value: 0,
        saturated: false,
    };
    const ONE: Count = Count {
        value: 1,
        saturated: false,
    };
    const SATURATED: Count = Count {
        value: u128::MAX,
        saturated: true,
    };

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

/// Everything the solver says about a board under its rules: the minimum and a path, found
/// when solving; every square's distance and the count of optimal sequences, found when first
/// asked for and kept.
#[derive(Debug, Clone)]
pub struct Solution<'t> {
    /// The minimum number of throws from the start to the last square; `None` when unreachable.
    pub min_throws: Option<u32>,
    /// One optimal path (empty when unreachable or when the start is the goal).
    pub path: Vec<Step>,
    table: &'t Table,
    /// The landing cells on shortest paths (none when unreachable), for the count.
    optimal: Optimal<'t>,
    distances: OnceCell<Vec<u32>>,
    optimal_sequences: OnceCell<Count>,
}

impl Solution<'_> {
    /// The die values of the path, in order.
    pub fn rolls(&self) -> Vec<u32> {
        self.path.iter().map(|s| s.roll).collect()
    }

    /// For every square 0..=size, the minimum throws from resting there to the end
    /// ([`UNREACHABLE`] when impossible): the backward search over the whole board, run on the
    /// first call.
    pub fn distances(&self) -> &[u32] {
        self.distances.get_or_init(|| distances_to_end(self.table))
    }

    /// The number of distinct optimal throw sequences from the start, counted on the first
    /// call over the squares of shortest paths only.
    pub fn optimal_sequences(&self) -> Count {
        *self
            .optimal_sequences
            .get_or_init(|| match self.min_throws {
                Some(d0) => count_along(self.table, &self.optimal, d0),
                None => Count::ZERO,
            })
    }
}

/// Solves `table`: the minimum and a path chosen per `choice`, from a search that stops at the
/// level of the last square (see `forward::on_shortest_paths`); the distances and the count
/// wait until asked for.
pub fn solve<'t>(table: &'t Table, choice: &PathChoice) -> Solution<'t> {
    let marked = forward::on_shortest_paths(table);
    let min_throws = marked.as_ref().map(|&(min, _)| min);
    let groups = marked.map_or_else(Groups::default, |(_, groups)| groups);
    let optimal = Optimal::from_groups(table, groups);
    let path = match min_throws {
        Some(d0) => path_along(table, &optimal, d0, choice),
        None => Vec::new(),
    };
    Solution {
        min_throws,
        path,
        table,
        optimal,
        distances: OnceCell::new(),
        optimal_sequences: OnceCell::new(),
    }
}

/// Solves `table` with every square's distance asked for up front (the colouring, `snakes
/// solve --distances`, the `solve` benchmark): the backward search, then the path and the count
/// from the distances, as [`solve`] followed by [`Solution::distances`] gives them but without
/// the forward search, which the distances make redundant.
pub fn solve_with_distances<'t>(table: &'t Table, choice: &PathChoice) -> Solution<'t> {
    let distances = distances_to_end(table);
    let d0 = distances[table.start() as usize];
    let min_throws = (d0 != UNREACHABLE).then_some(d0);
    let path = optimal_path(table, &distances, choice);
    let count = count_optimal(table, &distances);
    Solution {
        min_throws,
        path,
        table,
        optimal: Optimal::from_groups(table, Groups::default()),
        distances: OnceCell::from(distances),
        optimal_sequences: OnceCell::from(count),
    }
}

/// The minimum number of throws from the start to the last square, or `None` if unreachable.
pub fn min_throws(table: &Table) -> Option<u32> {
    forward_levels(table).map(|path| path.len() as u32)
}

/// How many squares are first reached after each number of throws from the start (index 0:
/// the start itself), as the forward search finds them, up to the level of the last square (of
/// which only the squares found before the search stopped at it are counted): the levels-only
/// view of the search for boards too big to [`trace`] square by square. With the minimum, which
/// the same search finds.
pub fn level_sizes(table: &Table) -> LevelSizes {
    forward::level_sizes(table)
}

/// What [`level_sizes`] finds: the squares first reached at each level, and the minimum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LevelSizes {
    /// Squares first reached after each number of throws (index 0: the start).
    pub sizes: Vec<u32>,
    /// The minimum number of throws to the last square, `None` when unreachable.
    pub min_throws: Option<u32>,
}

/// The minimum and the path the forward search found first (the fastest way to get both).
pub fn shortest_path(table: &Table) -> Option<Vec<Step>> {
    forward_levels(table)
}

/// For every square 0..=size, the minimum throws to the end from resting there.
///
/// A backward search from the last square, level by level on bits (module `backward`). The
/// wasm modules without the analysis (the page's core and the element's solver, games and
/// search modules, which find distances on the page's thread for boards of up to 100,000 and
/// 50,000 squares: bigger boards go to the workers' analysis module) take
/// [`distances_by_inverse`] instead: the same numbers from a search whose code is a fifth the
/// size (7 KB raw, about 3 KB gzipped of each module), fast enough for such boards (2.4 ms
/// against 0.85 for 50,000 squares in Node).
pub fn distances_to_end(table: &Table) -> Vec<u32> {
    #[cfg(all(target_arch = "wasm32", not(feature = "markov")))]
    return distances_by_inverse(table);
    #[cfg(not(all(target_arch = "wasm32", not(feature = "markov"))))]
    backward::distances(table)
}

/// [`distances_to_end`] by the plain breadth-first search backwards over the inverse of the
/// table ([`search_backward`]): each square is found once, O(size + faces), but a square at a
/// time where `backward` goes 64 cells at a time.
pub fn distances_by_inverse(table: &Table) -> Vec<u32> {
    let n = table.size() as usize;
    let mut distances = vec![UNREACHABLE; n + 1];
    distances[n] = 0;
    search_backward(table, &[n as u32], |p, q| distances[p] = distances[q] + 1);
    distances
}

/// Breadth-first search backwards over the inverse of the table from `sources`: calls
/// `reached(p, q)` once for every other square `p` below the last from which some throw leads
/// to an already reached square `q`, in the order of the search (so `q` was reached first).
///
/// Each square is found once, through a "previous unfound square" union-find, so the search
/// is O(size + faces) near enough, whatever the number of faces.
pub(crate) fn search_backward(
    table: &Table,
    sources: &[u32],
    mut reached: impl FnMut(usize, usize),
) {
    let n = table.size() as usize;
    let k = table.faces() as usize;
    let inverse = table.inverse();
    // down[i] for i = square + 1 points at the largest unfound square + 1 at or below it;
    // index 0 is the "none left" sentinel. The last square is outside it.
    let mut down: Vec<u32> = (0..=n as u32).collect();
    let mut queue: Vec<u32> = Vec::with_capacity(n + 1);
    for &s in sources {
        if (s as usize) < n {
            down[s as usize + 1] = s;
        }
        queue.push(s);
    }
    let mut head = 0;
    while head < queue.len() {
        let q = queue[head] as usize;
        head += 1;
        for &t in inverse.landings_to(q as u32) {
            let t = t as usize;
            let lo = t.saturating_sub(k);
            let hi = (t - 1).min(n - 1);
            let mut x = find_down(&mut down, hi as u32 + 1) as usize;
            while x > lo {
                let p = x - 1;
                reached(p, q);
                queue.push(p as u32);
                down[x] = p as u32;
                x = find_down(&mut down, p as u32) as usize;
            }
        }
    }
}

/// Finds the largest unfound index at or below `x` (path halving); 0 means none left.
#[inline]
fn find_down(down: &mut [u32], mut x: u32) -> u32 {
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
    let mut rolls = Vec::new();
    let d = distances[position as usize];
    if d != UNREACHABLE && d != 0 {
        let (lo, hi) = (position + 1, position + table.faces());
        scan(table, distances, lo, hi, d - 1, |t| {
            rolls.push(t - position)
        });
    }
    rolls
}

/// Calls `each(t)` for the landing cells `t` in `lo..=hi`, ascending, whose token rests `e`
/// throws from the end, by trying each cell.
#[inline]
fn scan(table: &Table, distances: &[u32], lo: u32, hi: u32, e: u32, mut each: impl FnMut(u32)) {
    let cells = table.cells();
    for t in lo..=hi {
        let q = cells[t as usize];
        if q != STAY && distances[q as usize] == e {
            each(t);
        }
    }
}

/// Faces up to which [`Optimal`] finds the optimal throws from a square by trying each one.
const TRY_EACH_UP_TO: u32 = 64;

/// Landing cells grouped by the distance to the end of where they rest, ascending within a
/// group: `cells[first[e]..first[e + 1]]` rest `e` throws from the end. A range of them is
/// found by two binary searches.
#[derive(Debug, Clone, Default)]
pub(crate) struct Groups {
    first: Vec<u32>,
    cells: Vec<u32>,
}

/// Finds the landing cells that keep a path optimal in a range of cells (the throws from a
/// square, or from a run of squares), in time that does not grow with the faces of the die.
#[derive(Debug, Clone)]
struct Optimal<'a> {
    table: &'a Table,
    distances: &'a [u32],
    /// With a die of more than [`TRY_EACH_UP_TO`] faces, every landing cell's group, found
    /// from the distances; from the forward search, those on shortest paths only. A range of
    /// them is then found by two binary searches instead of by trying each of its cells.
    sorted: Option<Groups>,
}

impl<'a> Optimal<'a> {
    /// The landing cells on shortest paths as the forward search marked them.
    fn from_groups(table: &'a Table, groups: Groups) -> Optimal<'a> {
        Optimal {
            table,
            distances: &[],
            sorted: Some(groups),
        }
    }

    fn new(table: &'a Table, distances: &'a [u32]) -> Optimal<'a> {
        let sorted = (table.faces() > TRY_EACH_UP_TO).then(|| {
            // A counting sort of the landing cells by distance, in the order of the cells.
            let top = (table.size() + table.faces() - 1) as usize;
            let cells = &table.cells()[..=top];
            let level = |t: usize| match cells[t] {
                STAY => UNREACHABLE,
                q => distances[q as usize],
            };
            let deepest = distances.iter().filter(|&&d| d != UNREACHABLE).max();
            let mut first = vec![0u32; *deepest.unwrap_or(&0) as usize + 2];
            for t in 1..=top {
                let e = level(t);
                if e != UNREACHABLE {
                    first[e as usize + 1] += 1;
                }
            }
            for e in 1..first.len() {
                first[e] += first[e - 1];
            }
            let mut fill = first.clone();
            let mut sorted = vec![0u32; first[first.len() - 1] as usize];
            for t in 1..=top {
                let e = level(t);
                if e != UNREACHABLE {
                    sorted[fill[e as usize] as usize] = t as u32;
                    fill[e as usize] += 1;
                }
            }
            Groups {
                first,
                cells: sorted,
            }
        });
        Optimal {
            table,
            distances,
            sorted,
        }
    }

    /// Calls `each(t)` for the landing cells `t` in `lo..=hi`, ascending, whose token rests
    /// `e` throws from the end.
    #[inline]
    fn cells(&self, lo: u32, hi: u32, e: u32, mut each: impl FnMut(u32)) {
        match &self.sorted {
            None => scan(self.table, self.distances, lo, hi, e, each),
            Some(Groups { first, cells }) => {
                let group = &cells[first[e as usize] as usize..first[e as usize + 1] as usize];
                let from = group.partition_point(|&t| t < lo);
                let to = group.partition_point(|&t| t <= hi);
                group[from..to].iter().for_each(|&t| each(t));
            }
        }
    }
}

/// An optimal path from the start, choosing among optimal rolls per `choice`.
///
/// With randomness 0 the path is deterministic: at every throw, the largest optimal roll.
pub fn optimal_path(table: &Table, distances: &[u32], choice: &PathChoice) -> Vec<Step> {
    match distances[table.start() as usize] {
        UNREACHABLE => Vec::new(),
        d0 => path_along(table, &Optimal::new(table, distances), d0, choice),
    }
}

/// [`optimal_path`] from the start, `d0` throws from the end, through the cells `optimal`.
fn path_along(table: &Table, optimal: &Optimal, d0: u32, choice: &PathChoice) -> Vec<Step> {
    let mut dice = Dice::new(choice.seed);
    let mut p = table.start();
    let mut steps = Vec::new();
    let mut rolls = Vec::new();
    while p != table.size() {
        rolls.clear();
        let e = d0 - 1 - steps.len() as u32;
        optimal.cells(p + 1, p + table.faces(), e, |t| rolls.push(t - p));
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
///
/// Level by level from the start, over the squares on optimal paths only, each with the
/// number of optimal sequences that reach it. The sequences reaching a landing cell are the
/// sum over the squares of the level within a die's throw before it: a sliding window over
/// the level's squares in order, so a level costs what its squares and the optimal landing
/// cells among their throws cost, not squares × faces.
pub fn count_optimal(table: &Table, distances: &[u32]) -> Count {
    match distances[table.start() as usize] {
        UNREACHABLE => Count::ZERO,
        d0 => count_along(table, &Optimal::new(table, distances), d0),
    }
}

/// [`count_optimal`] from the start, `d0` throws from the end, through the cells `optimal`.
fn count_along(table: &Table, optimal: &Optimal, d0: u32) -> Count {
    let start = table.start();
    let k = table.faces();
    let cells = table.cells();
    let mut level = vec![(start, Count::ONE)];
    let mut sums: Vec<PrefixSum> = Vec::new();
    let mut next: Vec<(u32, Count)> = Vec::new();
    let mut keys: Vec<u64> = Vec::new();
    for e in (0..d0).rev() {
        sums.clear();
        sums.push(PrefixSum::default());
        for &(_, c) in &level {
            let last = sums[sums.len() - 1];
            sums.push(last.plus(c));
        }
        next.clear();
        // The windows p+1..=p+k of the level's squares, merged into runs where they overlap.
        let mut i = 0;
        while i < level.len() {
            let lo = level[i].0 + 1;
            let mut hi = level[i].0 + k;
            let mut j = i + 1;
            while j < level.len() && level[j].0 <= hi {
                hi = level[j].0 + k;
                j += 1;
            }
            // The squares t-k..=t-1 of a landing cell t are level[a..b].
            let (mut a, mut b) = (i, i);
            optimal.cells(lo, hi, e, |t| {
                while b < j && level[b].0 < t {
                    b += 1;
                }
                while a < b && level[a].0 + k < t {
                    a += 1;
                }
                next.push((cells[t as usize], sums[b].minus(sums[a])));
            });
            i = j;
        }
        // By square, with the core's one sort (`board::sort_keys`) on `square << 32 | index`.
        keys.clear();
        keys.extend((0..next.len()).map(|i| u64::from(next[i].0) << 32 | i as u64));
        crate::board::sort_keys(&mut keys);
        level.clear();
        for &key in &keys {
            let (q, c) = next[key as u32 as usize];
            match level.last_mut() {
                Some((last, sum)) if *last == q => *sum = sum.add(c),
                _ => level.push((q, c)),
            }
        }
    }
    level.first().map_or(Count::ZERO, |&(_, c)| c)
}

/// A running sum of [`Count`]s that can be subtracted from a later one: the exact sum is
/// `carries` × 2^128 + `low`, and `saturated` counts the saturated terms.
#[derive(Clone, Copy, Default)]
struct PrefixSum {
    low: u128,
    carries: u64,
    saturated: u32,
}

impl PrefixSum {
    fn plus(self, c: Count) -> PrefixSum {
        if c.saturated {
            return PrefixSum {
                saturated: self.saturated + 1,
                ..self
            };
        }
        let (low, carry) = self.low.overflowing_add(c.value);
        PrefixSum {
            low,
            carries: self.carries + u64::from(carry),
            saturated: self.saturated,
        }
    }

    /// The sum of the terms after `before` up to this one, saturated if it does not fit.
    fn minus(self, before: PrefixSum) -> Count {
        let (low, borrow) = self.low.overflowing_sub(before.low);
        let carries = self.carries - before.carries - u64::from(borrow);
        if self.saturated != before.saturated || carries != 0 {
            Count::SATURATED
        } else {
            Count {
                value: low,
                saturated: false,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::forward::jump_bits;
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
        assert_eq!(s.optimal_sequences().value, 0);
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
        assert_eq!(s.optimal_sequences().value, 6);
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
    fn a_blocks_jump_word_marks_exactly_the_cells_that_lead_elsewhere() {
        // Block 2 (cells 128..192); jumps on both cells of a pair, on either half, to STAY,
        // and one differing from its own number only in the high bit, which the pairwise
        // test must not lose.
        let mut cells: [u32; 64] = std::array::from_fn(|i| 128 + i as u32);
        let jumps = [
            (0, 5),
            (1, 0),
            (31, 7),
            (32, STAY),
            (45, 127),
            (62, 190 | 1 << 31),
        ];
        for (i, to) in jumps {
            cells[i] = to;
        }
        let want = jumps.iter().fold(0u64, |w, &(i, _)| w | 1 << i);
        assert_eq!(jump_bits(&cells, 128), want);
        let plain: [u32; 64] = std::array::from_fn(|i| 64 + i as u32);
        assert_eq!(jump_bits(&plain, 64), 0);
        assert_eq!(jump_bits(&plain, 128), u64::MAX);
    }

    #[test]
    fn a_wide_die_and_a_bounce_give_a_valid_optimal_path() {
        // 200 faces on 300 squares from off the board, a snake at 299 and a bounce: the
        // forward search's wide-window branch against the backward distances.
        for overshoot in [Overshoot::Bounce, Overshoot::Stay, Overshoot::Win] {
            let rules = Rules {
                overshoot,
                faces: 200,
                ..Rules::default()
            };
            let t = table(300, &[(150, 2), (299, 1), (120, 280)], rules);
            let path = shortest_path(&t).unwrap();
            assert_eq!(path.len() as u32, distances_to_end(&t)[0], "{overshoot}");
            let mut at = t.start();
            for s in &path {
                assert_eq!((s.from, t.step(s.from, s.roll)), (at, s.to));
                assert_eq!(t.landed(s.from, s.roll), s.landed);
                at = s.to;
            }
            assert_eq!(at, 300);
        }
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
