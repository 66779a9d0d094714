//! Breadth-first search over the transition table: minimum throws, paths, distances, counts.
//!
//! The die's moves from a square are a range of landing cells, and a landing cell always leads
//! to the same resting square, so each landing cell needs examining once in the whole search.
//! The forward search keeps a few bits per cell and handles a throw window 64 cells at a time;
//! the backward search for every square's distance skips examined cells with a union-find, so
//! both are near-linear whatever the number of faces.

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

/// The minimum number of throws from the start to the last square, or `None` if unreachable.
pub fn min_throws(table: &Table) -> Option<u32> {
    forward_bits(table).map(|path| path.len() as u32)
}

/// The minimum and the path the forward search found first (the fastest way to get both).
pub fn shortest_path(table: &Table) -> Option<Vec<Step>> {
    forward_bits(table)
}

/// The forward search from the start, stopping at the last square: the minimum and the path
/// it found first. It works on bits, 64 squares at a time, and touches little memory, which is
/// where a search's time goes on big boards (see BENCHMARKS.md):
///
/// - For each 64 landing cells, three words on one cache line: the reached squares, the cells
///   with a jump (a snake, a ladder, or a landing past the last square: built from the table
///   the first time the search reaches those cells), and the jump cells already examined. A popped square's throw window
///   is a bit mask: its cells without a jump are reached at once, with no load from the
///   table; only unexamined jump cells (10% of cells on the benchmark boards, each examined
///   once) read the table. The union-find, the distance array and the landing-cell array of
///   the current search, each `4n` bytes, are gone.
/// - The queue holds (square, index of its parent in the queue): it is the search tree, so
///   there is no parent array of the board's size to allocate, initialize or fault in. Memory
///   beyond the bits grows with the squares actually reached, which with the early exit is
///   often a small part of a big board.
/// - Jump cells are looked up in batches, and the words of the next queued squares are loaded
///   together before they are processed, so that their cache misses overlap instead of
///   following one another (wasm has no prefetch instruction; plain loads do the same).
/// - The throw of each path step is recovered at the end from the parent's `faces` cells.
///
/// Any die: a window of `faces` cells is handled one 64-cell word at a time, so a throw costs
/// O(1 + faces / 64) word operations.
fn forward_bits(table: &Table) -> Option<Vec<Step>> {
    let n = table.size();
    let k = table.faces();
    let cells = table.cells();
    let start = table.start();
    if start == n {
        return Some(Vec::new());
    }
    // Landing cells 1..=n-1+k.
    let top = (n - 1 + k) as usize;
    // The jump word of a block is built from the table the first time a throw window
    // reaches the block, so that the search reads only the part of the table it explores.
    let mut words: Vec<[u64; 3]> = vec![[0; 3]; top / 64 + 1];
    let mut built = vec![0u64; top / 64 / 64 + 1];
    // Reserved, not touched: pages are only mapped as the queue reaches them.
    let mut queue: Vec<(u32, u32)> = Vec::with_capacity(n as usize + 1);
    words[start as usize / 64][REACHED] |= 1 << (start % 64);
    queue.push((start, 0));
    let mut pending = Pending::default();
    let mut head = 0;
    let mut level_end = queue.len();
    let mut touched = 0;
    loop {
        if head == level_end {
            // Every square of this level is popped: the jumps its throws found must be in the
            // queue before the next level starts.
            if pending.flush(cells, &mut words, &mut queue, n) {
                return Some(path_from_queue(table, &queue));
            }
            if head == queue.len() {
                return None;
            }
            level_end = queue.len();
        }
        if head == touched {
            // Load the words the next squares' throws need, together, so that their cache
            // misses overlap: the processing below then finds them in cache. (A portable
            // prefetch: wasm has no prefetch instruction.)
            touched = queue.len().min(head + TOUCH);
            let mut any = 0u64;
            for &(q, _) in &queue[head..touched] {
                let w = (q as usize + 1) / 64;
                build_jump_word(cells, &mut words, &mut built, w);
                any |= words[w][REACHED];
            }
            std::hint::black_box(any);
        }
        let p = queue[head].0;
        let parent = head as u32;
        head += 1;
        let mut lo = p as usize + 1;
        let hi = (p + k) as usize;
        while lo <= hi {
            let w = lo / 64;
            // The window's cells within word w: bits lo%64 ..= min(hi, end of the word).
            let last = (hi - w * 64).min(63);
            let mask = (u64::MAX >> (63 - last)) & (u64::MAX << (lo % 64));
            build_jump_word(cells, &mut words, &mut built, w);
            let word = &mut words[w];
            // Cells without a jump: the token rests on the cell itself (cells past the last
            // square always count as jumps, so these are squares).
            let mut plain = mask & !word[JUMP] & !word[REACHED];
            let mut jumping = mask & word[JUMP] & !word[DONE];
            word[REACHED] |= plain;
            word[DONE] |= jumping;
            while plain != 0 {
                let q = (w * 64) as u32 + plain.trailing_zeros();
                plain &= plain - 1;
                queue.push((q, parent));
                if q == n {
                    return Some(path_from_queue(table, &queue));
                }
            }
            while jumping != 0 {
                let t = (w * 64) as u32 + jumping.trailing_zeros();
                jumping &= jumping - 1;
                if pending.add(t, parent) && pending.flush(cells, &mut words, &mut queue, n) {
                    return Some(path_from_queue(table, &queue));
                }
            }
            lo = (w + 1) * 64;
        }
    }
}

/// Marks the landing cells of block `w` (cells 64w..64w+63) that lead elsewhere than
/// themselves, once: a snake, a ladder, or a landing past the last square.
#[inline(always)]
fn build_jump_word(cells: &[u32], words: &mut [[u64; 3]], built: &mut [u64], w: usize) {
    if built[w / 64] & (1 << (w % 64)) != 0 {
        return;
    }
    built[w / 64] |= 1 << (w % 64);
    let base = w * 64;
    let mut jumps = 0u64;
    for (i, &c) in cells[base..cells.len().min(base + 64)].iter().enumerate() {
        jumps |= u64::from(c != (base + i) as u32) << i;
    }
    words[w][JUMP] = jumps;
}

/// Queued squares whose words [`forward_bits`] loads together ahead of use.
const TOUCH: usize = 16;

const REACHED: usize = 0;
const JUMP: usize = 1;
const DONE: usize = 2;

/// Jump cells found by the search but not yet looked up: looking up a batch together lets the
/// processor wait for their cache misses (the table cell, then the target's word) in parallel.
struct Pending {
    len: usize,
    cell: [u32; PENDING],
    parent: [u32; PENDING],
}

const PENDING: usize = 32;

impl Default for Pending {
    fn default() -> Self {
        Pending {
            len: 0,
            cell: [0; PENDING],
            parent: [0; PENDING],
        }
    }
}

impl Pending {
    /// Adds a jump cell; true when the batch is full.
    #[inline]
    fn add(&mut self, cell: u32, parent: u32) -> bool {
        self.cell[self.len] = cell;
        self.parent[self.len] = parent;
        self.len += 1;
        self.len == PENDING
    }

    /// Queues the unreached squares the pending jumps lead to; true when one is the last
    /// square (the queue then ends with it).
    #[inline]
    fn flush(
        &mut self,
        cells: &[u32],
        words: &mut [[u64; 3]],
        queue: &mut Vec<(u32, u32)>,
        n: u32,
    ) -> bool {
        let len = std::mem::take(&mut self.len);
        let mut to = [0u32; PENDING];
        for (slot, &cell) in to.iter_mut().zip(&self.cell[..len]) {
            *slot = cells[cell as usize];
        }
        for (&q, &parent) in to[..len].iter().zip(&self.parent[..len]) {
            if q == STAY {
                continue;
            }
            let target = &mut words[q as usize / 64][REACHED];
            if *target & (1 << (q % 64)) == 0 {
                *target |= 1 << (q % 64);
                queue.push((q, parent));
                if q == n {
                    return true;
                }
            }
        }
        false
    }
}

/// The steps from the start to the last square, read back from the search tree in the queue
/// (its last entry is the last square).
fn path_from_queue(table: &Table, queue: &[(u32, u32)]) -> Vec<Step> {
    let mut steps = Vec::new();
    let mut i = queue.len() - 1;
    while i != 0 {
        let (q, parent) = queue[i];
        let p = queue[parent as usize].0;
        // The parent examined some cell of its window that leads to q; any such throw is as good.
        let roll = (1..=table.faces())
            .find(|&r| table.step(p, r) == q)
            .expect("a parent reaches its child with some throw");
        steps.push(Step {
            from: p,
            roll,
            landed: table.landed(p, roll),
            to: q,
        });
        i = parent as usize;
    }
    steps.reverse();
    steps
}

/// For every square 0..=size, the minimum throws to the end from resting there.
///
/// A backward search from the last square over the inverse of the table.
pub fn distances_to_end(table: &Table) -> Vec<u32> {
    let n = table.size() as usize;
    let mut dist = vec![UNREACHABLE; n + 1];
    dist[n] = 0;
    search_backward(table, &[n as u32], |p, q| dist[p] = dist[q] + 1);
    dist
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
