//! Breadth-first search over the transition table: minimum throws, paths, distances, counts.
//!
//! The die's moves from a square are a range of landing cells, and a landing cell always leads
//! to the same resting square, so each landing cell needs examining once in the whole search.
//! The forward search goes level by level on bits, a word of 64 cells at a time: the squares of
//! one level in one word spread to all their throws' landing cells with one shift-and-or. The
//! backward search for every square's distance skips examined cells with a union-find. Both
//! are near-linear whatever the number of faces.

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
    forward_levels(table).map(|path| path.len() as u32)
}

/// The minimum and the path the forward search found first (the fastest way to get both).
pub fn shortest_path(table: &Table) -> Option<Vec<Step>> {
    forward_levels(table)
}

/// The forward search from the start, stopping at the last square: the minimum and the path
/// it found first.
///
/// It goes level by level (all squares `d` throws away, then all squares `d + 1` away) on
/// bits, because the die's moves are ranges: the squares of one 64-cell block reached at one
/// level form one word, and one shift-and-or of that word gives the landing cells of all their
/// throws at once (see BENCHMARKS.md for the measurements behind each choice):
///
/// - A level is a list of [`Entry`]: a word of newly reached squares, its block, and the entry
///   of the previous level whose throws reached them. The entries are the search tree, so
///   there is no parent or distance array of the board's size; the path is read back from the
///   last square's entry, and a level costs one step per word of it, not per square.
/// - For each 64 landing cells, three words: the squares reached, the cells with a jump (a
///   snake, a ladder, or a landing past the last square; built from the table the first time
///   the search reaches the block, so it reads only the part of the table it explores), and
///   the jump cells already examined. Cells without a jump are reached without reading the
///   table; each jump cell is read once in the whole search.
/// - A level's jump cells are collected and looked up together at its end: the table loads
///   are independent of each other, so their cache misses overlap.
/// - The buffers are kept from one call to the next on small boards (see [`Scratch`]).
///
/// Any die: a throw window of up to 64 cells spreads a word over two blocks; a wider one
/// covers a contiguous range of blocks, so a level costs O(1 + faces / 64) word operations per
/// entry, and the whole search O(squares reached × (1 + faces / 64)) at worst.
fn forward_levels(table: &Table) -> Option<Vec<Step>> {
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut scratch) => {
            let path = match table.faces() {
                // The usual die, with its shifts known at compile time.
                6 => Levels::<6>::search(table, &mut scratch),
                _ => Levels::<0>::search(table, &mut scratch),
            };
            scratch.trim();
            path
        }
        // Only reachable if a search were ever re-entered; a fresh scratch is as correct.
        Err(_) => Levels::<0>::search(table, &mut Scratch::default()),
    })
}

/// The buffers of [`forward_levels`]. Allocating, zeroing and freeing them was a sizeable
/// part of a search on a 100-square board (and wasm's allocator is slow), so each thread keeps
/// them between calls; [`Scratch::trim`] frees them after a big board, whose search costs far
/// more than their allocation.
#[derive(Default)]
struct Scratch {
    /// Per 64 landing cells: [`REACHED`], [`JUMP`], [`DONE`].
    words: Vec<[u64; 3]>,
    /// One bit per block of `words`: its [`JUMP`] word is built.
    built: Vec<u64>,
    /// Every level's entries, level after level; entry 0 is the start.
    entries: Vec<Entry>,
    /// The current level's jump cells (later their targets) and the entries that reach them.
    jumps: Vec<(u32, u32)>,
}

/// Buffers up to this many bytes are kept between searches.
const SCRATCH_KEEP: usize = 1 << 16;

impl Scratch {
    /// Frees the buffers if they grew past [`SCRATCH_KEEP`] bytes.
    fn trim(&mut self) {
        let bytes = self.words.capacity() * 24
            + self.built.capacity() * 8
            + self.entries.capacity() * std::mem::size_of::<Entry>()
            + self.jumps.capacity() * 8;
        if bytes > SCRATCH_KEEP {
            *self = Scratch::default();
        }
    }
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch::default());
}

/// Squares first reached at one level within one 64-cell block, and who reached them.
#[derive(Clone, Copy)]
struct Entry {
    /// The squares, bit i for square 64 × block + i.
    bits: u64,
    /// The block.
    block: u32,
    /// The index of the entry of the previous level some of whose throws lead to each square.
    parent: u32,
}

/// Entries whose words [`Levels::level`] loads together ahead of use.
const TOUCH: usize = 32;

/// Blocks above which it does (1024 blocks of words are 24 KiB).
const TOUCH_ABOVE: usize = 1024;

const REACHED: usize = 0;
const JUMP: usize = 1;
const DONE: usize = 2;

/// The level-by-level search for a die of `K` faces (0: the table's, known only at run time).
struct Levels<'a, const K: u32> {
    cells: &'a [u32],
    n: u32,
    k: u32,
    s: &'a mut Scratch,
}

impl<'a, const K: u32> Levels<'a, K> {
    fn search(table: &'a Table, s: &'a mut Scratch) -> Option<Vec<Step>> {
        let n = table.size();
        let start = table.start();
        if start == n {
            return Some(Vec::new());
        }
        let k = if K == 0 { table.faces() } else { K };
        // Landing cells 1..=n-1+k: a throw is never made from the last square.
        let top = (n - 1 + k) as usize;
        let blocks = top / 64 + 1;
        s.words.clear();
        s.words.resize(blocks, [0; 3]);
        s.built.clear();
        s.built.resize(blocks / 64 + 1, 0);
        s.entries.clear();
        s.jumps.clear();
        s.words[start as usize / 64][REACHED] |= 1 << (start % 64);
        s.entries.push(Entry {
            bits: 1 << (start % 64),
            block: start / 64,
            parent: 0,
        });
        let mut search = Levels::<K> {
            cells: table.cells(),
            n,
            k,
            s,
        };
        let mut level_start = 0;
        let mut throws = 0;
        loop {
            let level_end = search.s.entries.len();
            if level_start == level_end {
                return None;
            }
            throws += 1;
            if search.level(level_start, level_end) {
                return Some(search.path(table, throws));
            }
            level_start = level_end;
        }
    }

    /// Reaches the squares of the next level from the entries `from..to`; true when the last
    /// square is among them (its entry is then the last one).
    fn level(&mut self, from: usize, to: usize) -> bool {
        let k = self.k;
        // On a board whose words do not fit in the first-level cache, the entries' blocks are
        // scattered by the jumps: load the words of the next few entries together, so that
        // their cache misses overlap instead of following one another. (A portable prefetch:
        // wasm has no prefetch instruction. Building jump words in this loop, or touching 16
        // entries instead of 32, made 10^7 squares 10-20% slower in wasm.)
        let touch = self.s.words.len() > TOUCH_ABOVE;
        for i in from..to {
            if touch && (i - from) % TOUCH == 0 {
                let mut any = 0;
                for j in i..to.min(i + TOUCH) {
                    let w = self.s.entries[j].block as usize;
                    any |= self.s.words[w][REACHED] ^ self.s.built[w / 64];
                }
                std::hint::black_box(any);
            }
            let Entry { bits, block, .. } = self.s.entries[i];
            let w = block as usize;
            let parent = i as u32;
            if k <= 64 {
                let (lo, hi) = spread(bits, k);
                if self.visit(w, lo, parent) || (hi != 0 && self.visit(w + 1, hi, parent)) {
                    return true;
                }
            } else {
                // With more than 64 faces the windows of a word's squares overlap: one range.
                let first = w * 64 + bits.trailing_zeros() as usize + 1;
                let last = w * 64 + 63 - bits.leading_zeros() as usize + k as usize;
                for v in first / 64..=last / 64 {
                    let lo = first.max(v * 64) - v * 64;
                    let hi = last.min(v * 64 + 63) - v * 64;
                    let mask = (u64::MAX >> (63 - hi)) & (u64::MAX << lo);
                    if self.visit(v, mask, parent) {
                        return true;
                    }
                }
            }
        }
        self.jump_targets()
    }

    /// Lands on the cells `mask` of block `w` from entry `parent`: cells without a jump are
    /// reached squares now, unexamined jump cells are queued for [`Levels::jump_targets`].
    /// True when the last square is reached.
    #[inline(always)]
    fn visit(&mut self, w: usize, mask: u64, parent: u32) -> bool {
        self.build_jump_word(w);
        let word = &mut self.s.words[w];
        // Cells past the last square always count as jumps, so these are squares.
        let plain = mask & !word[JUMP] & !word[REACHED];
        let mut jumping = mask & word[JUMP] & !word[DONE];
        word[REACHED] |= plain;
        word[DONE] |= jumping;
        while jumping != 0 {
            let t = (w * 64) as u32 + jumping.trailing_zeros();
            jumping &= jumping - 1;
            self.s.jumps.push((t, parent));
        }
        if plain != 0 {
            self.s.entries.push(Entry {
                bits: plain,
                block: w as u32,
                parent,
            });
            return w == self.n as usize / 64 && plain & (1 << (self.n % 64)) != 0;
        }
        false
    }

    /// Reaches the squares the level's jump cells lead to; true when one is the last square.
    fn jump_targets(&mut self) -> bool {
        let cells = self.cells;
        // All the table loads first, independent of each other, so that their misses overlap.
        for jump in self.s.jumps.iter_mut() {
            jump.0 = cells[jump.0 as usize];
        }
        let mut found = false;
        for &(q, parent) in &self.s.jumps {
            if q == STAY {
                continue;
            }
            let word = &mut self.s.words[q as usize / 64][REACHED];
            if *word & (1 << (q % 64)) == 0 {
                *word |= 1 << (q % 64);
                self.s.entries.push(Entry {
                    bits: 1 << (q % 64),
                    block: q / 64,
                    parent,
                });
                if q == self.n {
                    found = true;
                    break;
                }
            }
        }
        self.s.jumps.clear();
        found
    }

    /// Marks the landing cells of block `w` (cells 64w..64w+63) that lead elsewhere than
    /// themselves, once: a snake, a ladder, or a landing past the last square.
    #[inline(always)]
    fn build_jump_word(&mut self, w: usize) {
        let built = &mut self.s.built[w / 64];
        if *built & (1 << (w % 64)) != 0 {
            return;
        }
        *built |= 1 << (w % 64);
        let base = w * 64;
        let mut jumps = 0u64;
        if let Some(block) = self.cells.get(base..base + 64) {
            // A whole block, of known length: unrolled, no loop overhead (wasm's loops also
            // check for interrupts on every iteration).
            jumps = jump_bits(block.try_into().expect("64 cells"), base as u32);
        } else {
            for (i, &c) in self.cells[base..].iter().enumerate() {
                jumps |= u64::from(c != (base + i) as u32) << i;
            }
        }
        self.s.words[w][JUMP] = jumps;
    }

    /// The path of `throws` steps to the last square, read back from its entry (the last one)
    /// through the parents.
    fn path(&self, table: &Table, throws: usize) -> Vec<Step> {
        let entries = &self.s.entries;
        let placeholder = Step {
            from: 0,
            roll: 0,
            landed: 0,
            to: 0,
        };
        let mut steps = vec![placeholder; throws];
        let mut i = entries.len() - 1;
        let mut q = self.n;
        for step in steps.iter_mut().rev() {
            let parent = entries[i].parent as usize;
            let (p, t) = self.throw_to(entries[parent], q);
            let roll = t - p;
            *step = Step {
                from: p,
                roll,
                landed: if t <= self.n {
                    t
                } else {
                    table.landed(p, roll)
                },
                to: q,
            };
            q = p;
            i = parent;
        }
        debug_assert!(i == 0 && q == table.start());
        steps
    }

    /// A square `p` of entry `e` and a landing cell `t` of its throws that rests on `q`.
    #[inline]
    fn throw_to(&self, e: Entry, q: u32) -> (u32, u32) {
        let base = e.block * 64;
        // A plain landing on q itself: q is a cell without a jump within reach of e.
        if q > base && self.cells[q as usize] == q {
            if let Some(p) = self.thrower(e, q) {
                return (p, q);
            }
        }
        // Otherwise one of the jump cells in reach of e leads to q.
        let first = base + e.bits.trailing_zeros() + 1;
        let last = base + 63 - e.bits.leading_zeros() + self.k;
        for v in first / 64..=last / 64 {
            let mut jumps = self.s.words[v as usize][DONE];
            while jumps != 0 {
                let t = v * 64 + jumps.trailing_zeros();
                jumps &= jumps - 1;
                if t >= first && t <= last && self.cells[t as usize] == q {
                    if let Some(p) = self.thrower(e, t) {
                        return (p, t);
                    }
                }
            }
        }
        unreachable!("entry {base}+{:#x} reaches {q}", e.bits)
    }

    /// The first square of entry `e` from which a throw lands on cell `t` (above the block's
    /// start), if any.
    #[inline(always)]
    fn thrower(&self, e: Entry, t: u32) -> Option<u32> {
        let base = e.block * 64;
        // Squares base + i with t - k <= base + i <= t - 1.
        let above = (t - base).min(64);
        let below = (t - base).saturating_sub(self.k);
        let mask = e.bits & (u64::MAX >> (64 - above)) & u64::MAX.checked_shl(below).unwrap_or(0);
        (mask != 0).then(|| base + mask.trailing_zeros())
    }
}

/// The cells of a whole block `cells` (cells `base`..`base + 64`) that lead elsewhere than
/// themselves, as a word.
///
/// Two cells at a time, as one 64-bit number compared with the two cells' own numbers: a
/// plain loop does five or six operations per cell, and wasm has no vector operations here.
/// The high bit of each 32-bit half of `((d & LOW) + LOW) | d` tells whether the half of `d` is
/// nonzero (the sum cannot carry into the other half); pair k's two bits go to bits k and
/// 32 + k, and the two halves are interleaved at the end.
#[inline(always)]
fn jump_bits(cells: &[u32; 64], base: u32) -> u64 {
    const LOW: u64 = 0x7fff_ffff_7fff_ffff;
    const HIGH: u64 = 0x8000_0000_8000_0000;
    const ONE_EACH: u64 = 0x1_0000_0001;
    let first = u64::from(base) * ONE_EACH + (1 << 32);
    let mut halves = 0u64;
    for (k, pair) in cells.chunks_exact(2).enumerate() {
        let v = u64::from(pair[0]) | u64::from(pair[1]) << 32;
        let d = v ^ (first + 2 * k as u64 * ONE_EACH);
        halves |= ((((d & LOW) + LOW) | d) & HIGH) >> (31 - k);
    }
    interleave(halves as u32) | interleave((halves >> 32) as u32) << 1
}

/// Bit i of `x` to bit 2i.
#[inline(always)]
fn interleave(x: u32) -> u64 {
    let mut x = u64::from(x);
    x = (x | x << 16) & 0x0000_ffff_0000_ffff;
    x = (x | x << 8) & 0x00ff_00ff_00ff_00ff;
    x = (x | x << 4) & 0x0f0f_0f0f_0f0f_0f0f;
    x = (x | x << 2) & 0x3333_3333_3333_3333;
    (x | x << 1) & 0x5555_5555_5555_5555
}

/// The landing cells of all throws of a die of `k` faces (1..=64) from the squares `bits` of
/// one block: cells p+1..=p+k for each p, as the same block's word and the next one's.
/// Doubling: after the loop the window is `len` cells wide, then one more shift completes it.
#[inline(always)]
fn spread(bits: u64, k: u32) -> (u64, u64) {
    let (mut lo, mut hi) = (bits << 1, bits >> 63);
    let mut len = 1;
    while 2 * len <= k {
        hi |= hi << len | lo >> (64 - len);
        lo |= lo << len;
        len *= 2;
    }
    if len < k {
        let s = k - len;
        hi |= hi << s | lo >> (64 - s);
        lo |= lo << s;
    }
    (lo, hi)
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
