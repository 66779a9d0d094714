//! The backward search from the last square, level by level on bits: every square's distance
//! to the end.
//!
//! The mirror of the forward search ([`super::forward`]). The squares `d` throws from the end
//! are known as words of 64 squares; the landing cells that rest on them are those squares
//! themselves where they have no jump (one AND with the block's word of plain cells), plus the
//! jump cells leading to them (looked up in a list of the board's jumps grouped by the block
//! they lead to). The squares one throw before a word of landing cells are that word shifted
//! down by 1..=faces, which a few shift-and-ors give for a whole word; those not found before
//! are the squares `d + 1` throws from the end. A level costs one step per word of it, and
//! each square's distance is written once, when its word is found.

use super::forward::{jump_bits, spread_down};
use super::UNREACHABLE;
use crate::board::sort_keys;
use crate::rules::{Table, STAY};

/// For every square 0..=size, the minimum throws from resting there to the last square
/// ([`UNREACHABLE`] when impossible).
pub(super) fn distances(table: &Table) -> Vec<u32> {
    let n = table.size() as usize;
    let k = table.faces() as usize;
    let cells = table.cells();
    // Landing cells 1..=top; a throw is never made from the last square.
    let top = n - 1 + k;
    let blocks = top / 64 + 1;

    // Per block of landing cells: those without a jump (cell 0 is never landed on).
    let mut plain = vec![0u64; blocks];
    for (b, word) in plain.iter_mut().enumerate() {
        let base = b * 64;
        *word = match cells.get(base..base + 64) {
            Some(block) => !jump_bits(block.try_into().expect("64 cells"), base as u32),
            None => cells[base..=top]
                .iter()
                .enumerate()
                .fold(0, |w, (i, &c)| w | u64::from(c == (base + i) as u32) << i),
        };
    }
    // Cell 0 is never landed on; cells past the last square are never plain (they lead to it,
    // bounce back or are no move).
    plain[0] &= !1;

    // The jump cells (t, where they rest), grouped by the block of where they rest.
    let mut first = vec![0u32; blocks + 1];
    let count_jumps = |each: &mut dyn FnMut(u32, u32)| {
        for (b, &word) in plain.iter().enumerate() {
            let base = b * 64;
            let mut jumps = !word
                & if b == blocks - 1 {
                    u64::MAX >> (63 - top % 64)
                } else {
                    u64::MAX
                };
            if b == 0 {
                jumps &= !1;
            }
            while jumps != 0 {
                let t = base + jumps.trailing_zeros() as usize;
                jumps &= jumps - 1;
                if cells[t] != STAY {
                    each(t as u32, cells[t]);
                }
            }
        }
    };
    count_jumps(&mut |_, q| first[q as usize / 64 + 1] += 1);
    for b in 1..first.len() {
        first[b] += first[b - 1];
    }
    // Each as `q << 32 | t`, to sort by q with the core's one sort (`board::sort_keys`).
    let mut into = vec![0u64; first[blocks] as usize];
    let mut fill = first.clone();
    count_jumps(&mut |t, q| {
        let slot = &mut fill[q as usize / 64];
        into[*slot as usize] = u64::from(q) << 32 | u64::from(t);
        *slot += 1;
    });
    // Per block of squares: the squares some jump leads to, and whether one of them has more
    // than one. Where none has, the jump cells of a block in the order of where they lead are
    // found by rank: the i-th square of the block some jump leads to has the i-th jump cell.
    let mut has_in = vec![0u64; blocks];
    let mut shared = vec![false; blocks];
    for b in 0..blocks {
        let group = &mut into[first[b] as usize..first[b + 1] as usize];
        sort_keys(group);
        for &key in group.iter() {
            let bit = 1 << ((key >> 32) % 64);
            shared[b] |= has_in[b] & bit != 0;
            has_in[b] |= bit;
        }
    }

    let mut found = vec![0u64; blocks];
    // Cells from the last square up are not squares a throw is made from: found already.
    for (b, word) in found.iter_mut().enumerate() {
        let base = b * 64;
        if base + 63 >= n {
            *word = if base >= n {
                u64::MAX
            } else {
                u64::MAX << (n - base)
            };
        }
    }
    // What the search reads of a block, side by side: one cache line for a block the jumps
    // scatter the search to, not one per array.
    let words: Vec<Block> = (0..=blocks)
        .map(|b| {
            if b < blocks {
                Block {
                    found: found[b],
                    plain: plain[b],
                    has_in: has_in[b],
                    first: first[b],
                    shared: shared[b],
                }
            } else {
                Block {
                    found: u64::MAX,
                    plain: 0,
                    has_in: 0,
                    first: first[b],
                    shared: false,
                }
            }
        })
        .collect();
    drop((found, plain, has_in, shared, first));
    let mut dist = vec![UNREACHABLE; n + 1];
    dist[n] = 0;
    let mut search = Search {
        k,
        words,
        dist,
        entries: Vec::new(),
    };
    // The level being expanded; the search appends the next one to its `entries`.
    let mut now: Vec<(u32, u64)> = vec![(n as u32 / 64, 1 << (n % 64))];
    let mut jumps: Vec<u32> = Vec::new();
    let touch = blocks > TOUCH_ABOVE;
    let mut level = 0;
    while !now.is_empty() {
        level += 1;
        let to = now.len();
        for i in 0..to {
            // As in the forward search: on a board whose words do not fit in cache, load the
            // words (and the first distance) of the next entries' blocks together, so that
            // their cache misses overlap instead of following one another.
            if touch && i % TOUCH == 0 {
                let mut any = 0;
                for &(b, _) in &now[i..to.min(i + TOUCH)] {
                    let b = b as usize;
                    any ^= search.words[b].found ^ u64::from(search.dist[b * 64]);
                }
                std::hint::black_box(any);
            }
            let (b, bits) = now[i];
            let b = b as usize;
            let Block {
                plain,
                has_in,
                first,
                shared,
                ..
            } = search.words[b];
            search.reach(b, bits & plain, level);
            let mut ends = bits & has_in;
            if ends != 0 {
                if shared {
                    let end = search.words[b + 1].first;
                    for &key in &into[first as usize..end as usize] {
                        let (t, q) = (key as u32, (key >> 32) as u32);
                        if bits & 1 << (q % 64) != 0 {
                            search.reach(t as usize / 64, 1 << (t % 64), level);
                        }
                    }
                } else {
                    while ends != 0 {
                        let below = (1 << ends.trailing_zeros()) - 1;
                        ends &= ends - 1;
                        jumps.push(first + (has_in & below).count_ones());
                    }
                }
            }
        }
        // The level's jump cells looked up together, after its plain cells: the loads are
        // independent of each other, so that their cache misses overlap.
        for j in jumps.iter_mut() {
            *j = into[*j as usize] as u32;
        }
        for &t in &jumps {
            search.reach(t as usize / 64, 1 << (t % 64), level);
        }
        jumps.clear();
        now.clear();
        std::mem::swap(&mut now, &mut search.entries);
    }
    search.dist
}

/// Entries whose words [`distances`] loads together ahead of use.
const TOUCH: usize = 32;

/// Blocks above which it does.
const TOUCH_ABOVE: usize = 1024;

/// What the search knows of a block of 64 squares (and landing cells).
#[derive(Clone, Copy)]
struct Block {
    /// The squares whose distance is known.
    found: u64,
    /// The landing cells without a jump.
    plain: u64,
    /// The squares some jump leads to.
    has_in: u64,
    /// Where the jump cells leading into the block begin in the list of them.
    first: u32,
    /// Whether some square of the block has more than one jump cell leading to it.
    shared: bool,
}

/// The state of [`distances`]' search.
struct Search {
    k: usize,
    /// Per block, then one past the last (all found).
    words: Vec<Block>,
    dist: Vec<u32>,
    /// The next level's squares as (block, word).
    entries: Vec<(u32, u64)>,
}

impl Search {
    /// Finds, at distance `level`, the squares one throw before the landing cells `targets`
    /// of block `b` not found before.
    #[inline]
    fn reach(&mut self, b: usize, targets: u64, level: u32) {
        if targets == 0 {
            return;
        }
        if self.k <= 64 {
            let (same, below) = spread_down(targets, self.k as u32);
            self.visit(b, same, level);
            if b > 0 {
                self.visit(b - 1, below, level);
            }
        } else {
            // With more than 64 faces the windows of a word's cells overlap: one range.
            let hi = b * 64 + 63 - targets.leading_zeros() as usize - 1;
            let lo = (b * 64 + targets.trailing_zeros() as usize).saturating_sub(self.k);
            for v in lo / 64..=hi / 64 {
                let from = lo.max(v * 64) - v * 64;
                let to = hi.min(v * 64 + 63) - v * 64;
                self.visit(v, (u64::MAX >> (63 - to)) & (u64::MAX << from), level);
            }
        }
    }

    /// Squares `mask` of block `b` not found before are `level` throws from the end.
    #[inline(always)]
    fn visit(&mut self, b: usize, mask: u64, level: u32) {
        let word = &mut self.words[b].found;
        let mut new = mask & !*word;
        if new == 0 {
            return;
        }
        *word |= new;
        self.entries.push((b as u32, new));
        let base = b * 64;
        while new != 0 {
            self.dist[base + new.trailing_zeros() as usize] = level;
            new &= new - 1;
        }
    }
}
