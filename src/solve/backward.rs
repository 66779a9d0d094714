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
    let mut dist = vec![UNREACHABLE; n + 1];
    dist[n] = 0;
    let mut search = Search {
        k,
        found,
        dist,
        entries: vec![(n as u32 / 64, 1 << (n % 64))],
    };
    let mut jumps: Vec<u32> = Vec::new();
    let mut from = 0;
    let mut level = 0;
    while from < search.entries.len() {
        let to = search.entries.len();
        level += 1;
        for i in from..to {
            let (b, bits) = search.entries[i];
            let b = b as usize;
            search.reach(b, bits & plain[b], level);
            let mut ends = bits & has_in[b];
            if ends != 0 {
                let group = &into[first[b] as usize..first[b + 1] as usize];
                if shared[b] {
                    for &key in group {
                        let (t, q) = (key as u32, (key >> 32) as u32);
                        if bits & 1 << (q % 64) != 0 {
                            search.reach(t as usize / 64, 1 << (t % 64), level);
                        }
                    }
                } else {
                    while ends != 0 {
                        let below = (1 << ends.trailing_zeros()) - 1;
                        ends &= ends - 1;
                        jumps.push(first[b] + (has_in[b] & below).count_ones());
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
        from = to;
    }
    search.dist
}

/// The state of [`distances`]' search.
struct Search {
    k: usize,
    /// Per block of squares: those whose distance is known.
    found: Vec<u64>,
    dist: Vec<u32>,
    /// Every level's squares as (block, word), level after level.
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
        let word = &mut self.found[b];
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
