//! The backward search from the last square, level by level on bits: every square's distance
//! to the end.
//!
//! The mirror of the forward search ([`super::forward`]). The squares `d` throws from the end
//! are known as words of 64 squares; the landing cells that rest on them are those squares
//! themselves where they have no jump (one AND with the block's word of plain cells), plus the
//! jump cells leading to them (looked up in a list of the board's jumps grouped by the block
//! they lead to). The squares one throw before a word of landing cells are that word shifted
//! down by 1..=faces, which a few shift-and-ors give for a whole word; those not found before
//! are the squares `d + 1` throws from the end. Each square's distance is written once, when
//! its word is found.
//!
//! A level is expanded in one of two ways. While it is small next to the board, word by word
//! (a *sparse* level): each word's landing cells reach the squares before them wherever the
//! jumps put them. On a big board most squares are found in a dozen levels that each touch
//! nearly every block, and word by word those cost a cache miss or two per word; such a level
//! (a *dense* one) first marks its landing cells as bits of the whole board, then finds the
//! squares before them in one pass down the blocks, so that the words and distances are read
//! and written in order. The distances are kept in a byte per square while the levels fit in
//! one, so that they stay in the cache.

use super::forward::spread_down;
use super::UNREACHABLE;
use crate::rules::{Table, STAY};

/// For every square 0..=size, the minimum throws from resting there to the last square
/// ([`UNREACHABLE`] when impossible).
pub(super) fn distances(table: &Table) -> Vec<u32> {
    distances_by(table, Plan::Auto)
}

/// How [`distances_by`] expands each level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Plan {
    /// Word by word where the level is small next to the board, by one sweep where it is not.
    Auto,
    /// Always word by word (for the tests: each way alone against a reference).
    #[cfg_attr(not(test), allow(dead_code))]
    Sparse,
    /// Always by a sweep.
    #[cfg_attr(not(test), allow(dead_code))]
    Dense,
}

/// A level of at least 1 / `DENSE` as many words as the board has blocks is expanded by one
/// sweep over the blocks it reaches instead of word by word.
const DENSE: usize = 8;

/// [`distances`], each level expanded as `plan` says.
pub(super) fn distances_by(table: &Table, plan: Plan) -> Vec<u32> {
    let n = table.size() as usize;
    let (words, into) = blocks(table);
    let blocks = words.len() - 1;
    // Cells from the last square up are not squares a throw is made from: found already.
    let found = (0..=blocks)
        .map(|b| match b * 64 {
            base if base + 63 < n => 0,
            base if base >= n => u64::MAX,
            base => u64::MAX << (n - base),
        })
        .collect();
    let mut search = Search {
        k: table.faces() as usize,
        found,
        land: vec![0; blocks + 1],
        words,
        into,
        dist: Distances::new(n),
        entries: Vec::new(),
        jumps: Vec::new(),
    };
    // The level being expanded; the search appends the next one to its `entries`.
    let mut now: Vec<(u32, u64)> = vec![(n as u32 / 64, 1 << (n % 64))];
    let mut level = 0;
    while !now.is_empty() {
        level += 1;
        if level == u32::from(NARROW_UNKNOWN) {
            search.dist.widen();
        }
        let dense = match plan {
            Plan::Auto => now.len() * DENSE >= blocks,
            Plan::Sparse => false,
            Plan::Dense => true,
        };
        if dense {
            search.dense_level(&now, level);
        } else {
            search.sparse_level(&now, level);
        }
        now.clear();
        std::mem::swap(&mut now, &mut search.entries);
    }
    search.dist.into_wide()
}

/// What a square's byte holds while its distance is unknown.
const NARROW_UNKNOWN: u8 = u8::MAX;

/// Every square's distance while the search runs: a byte each while the levels fit in one,
/// so that the distances a level writes all over the board stay in the cache (10 MB at 10^7
/// squares instead of 40), four bytes each from the level that does not fit.
enum Distances {
    /// A byte per square 0..=n, padded to whole blocks.
    Narrow {
        bytes: Vec<u8>,
        n: usize,
    },
    Wide(Vec<u32>),
}

impl Distances {
    /// Only the last square's known (0).
    fn new(n: usize) -> Distances {
        // Padded to whole blocks of 64 squares, so that a block's bytes are one slice.
        let mut d = vec![NARROW_UNKNOWN; (n / 64 + 1) * 64];
        d[n] = 0;
        Distances::Narrow { bytes: d, n }
    }

    /// Squares `bits` of the block from square `base` are `level` throws from the end.
    #[inline(always)]
    fn set(&mut self, base: usize, mut bits: u64, level: u32) {
        match self {
            Distances::Narrow { bytes, .. } => {
                // One bounds check for the block instead of one per square.
                let block = &mut bytes[base..base + 64];
                while bits != 0 {
                    // Masked, so that the index is known to be in the block: no check.
                    block[bits.trailing_zeros() as usize & 63] = level as u8;
                    bits &= bits - 1;
                }
            }
            Distances::Wide(d) => {
                while bits != 0 {
                    d[base + bits.trailing_zeros() as usize] = level;
                    bits &= bits - 1;
                }
            }
        }
    }

    /// Loads the square's distance (to bring it into the cache).
    #[inline(always)]
    fn touch(&self, p: usize) -> u64 {
        match self {
            Distances::Narrow { bytes, .. } => bytes[p].into(),
            Distances::Wide(d) => d[p].into(),
        }
    }

    /// Four bytes a square from now on.
    fn widen(&mut self) {
        if let Distances::Narrow { bytes, n } = self {
            let wide = widen(&bytes[..=*n]);
            *self = Distances::Wide(wide);
        }
    }

    /// The distances, [`UNREACHABLE`] where unknown.
    fn into_wide(self) -> Vec<u32> {
        match self {
            Distances::Narrow { bytes, n } => widen(&bytes[..=n]),
            Distances::Wide(d) => d,
        }
    }
}

/// Bytes of distance to four bytes each.
///
/// In wasm, with the 128-bit SIMD instructions (`.cargo/config.toml`), sixteen at a time: 5 to
/// 6% of the whole solve at 10^7 squares is this pass, scalar.
fn widen(narrow: &[u8]) -> Vec<u32> {
    narrow
        .iter()
        .map(|&x| match x {
            NARROW_UNKNOWN => UNREACHABLE,
            x => x.into(),
        })
        .collect()
}

/// What the search knows of each block before it starts, then one block past the last (all
/// found), and the board's jump cells as `q << 32 | t` (cell `t` rests on `q`), grouped by the
/// block of `q`: ascending where no square of the block has two.
fn blocks(table: &Table) -> (Vec<Block>, Vec<u64>) {
    let n = table.size() as usize;
    let k = table.faces() as usize;
    let cells = table.cells();
    // Landing cells 1..=top; a throw is never made from the last square.
    let top = n - 1 + k;
    let blocks = top / 64 + 1;

    // Per block of landing cells, those without a jump: every cell 1..=n but the squares a
    // jump starts from (cell 0 is never landed on; cells past the last square never are: they
    // lead to it, bounce back or are no move). The jump cells as `q << 32 | t` (cell t rests
    // on q), counted by the block of where they rest: the table's list of the board's jumps,
    // then the cells past the last square, not a pass over all the cells.
    let mut plain = vec![u64::MAX; blocks];
    plain[0] &= !1;
    plain[n / 64] &= u64::MAX >> (63 - n % 64);
    plain[n / 64 + 1..].fill(0);
    // Per block of squares on the way: the squares some jump leads to, whether one of them
    // has more than one, and how many jump cells lead into the block.
    let mut first = vec![0u32; blocks + 1];
    let mut has_in = vec![0u64; blocks];
    let mut shared = vec![false; blocks];
    let past_end = (n + 1..=top).filter_map(|t| match cells[t] {
        STAY => None,
        q => Some((t as u32, q)),
    });
    let jump_cells = || table.jump_cells().iter().copied().chain(past_end.clone());
    for (t, q) in jump_cells() {
        let t = t as usize;
        if t <= n {
            plain[t / 64] &= !(1 << (t % 64));
        }
        let (b, bit) = (q as usize / 64, 1 << (q % 64));
        first[b + 1] += 1;
        shared[b] |= has_in[b] & bit != 0;
        has_in[b] |= bit;
    }
    for b in 1..first.len() {
        first[b] += first[b - 1];
    }
    // The jump cells grouped by the block they lead into. Where no square of the block has
    // two, in the order of where they lead: the i-th square of the block some jump leads to
    // has the i-th jump cell, so each goes straight to its place by rank. Where one has (a
    // shared block), in the order of the cells.
    let mut into = vec![0u64; first[blocks] as usize];
    let mut fill = first.clone();
    for (t, q) in jump_cells() {
        let b = q as usize / 64;
        let slot = match shared[b] {
            true => {
                fill[b] += 1;
                fill[b] - 1
            }
            false => first[b] + (has_in[b] & ((1 << (q % 64)) - 1)).count_ones(),
        };
        into[slot as usize] = u64::from(q) << 32 | u64::from(t);
    }

    // What a level reads of a block, side by side: one cache line for a block the jumps
    // scatter the search to, not one per array.
    let words: Vec<Block> = (0..=blocks)
        .map(|b| match b < blocks {
            true => Block {
                plain: plain[b],
                has_in: has_in[b],
                first: first[b],
                shared: shared[b],
            },
            false => Block {
                plain: 0,
                has_in: 0,
                first: first[b],
                shared: false,
            },
        })
        .collect();
    (words, into)
}

/// Calls `each(t)` for the jump cells `t` that lead to the squares `bits` of `block` (whose
/// successor's list begins at `next`), in no particular order.
#[inline]
fn for_each_jump_cell(into: &[u64], block: Block, next: u32, bits: u64, mut each: impl FnMut(u32)) {
    let Block {
        has_in,
        first,
        shared,
        ..
    } = block;
    if shared {
        for &key in &into[first as usize..next as usize] {
            if bits & 1 << ((key >> 32) % 64) != 0 {
                each(key as u32);
            }
        }
    } else {
        let mut ends = bits & has_in;
        while ends != 0 {
            let below = (1 << ends.trailing_zeros()) - 1;
            ends &= ends - 1;
            each(into[(first + (has_in & below).count_ones()) as usize] as u32);
        }
    }
}

/// Entries whose words a sparse level loads together ahead of use.
const TOUCH: usize = 32;

/// Blocks above which it does.
const TOUCH_ABOVE: usize = 1024;

/// What the search knows of a block of 64 squares (and landing cells).
#[derive(Clone, Copy)]
struct Block {
    /// The landing cells without a jump.
    plain: u64,
    /// The squares some jump leads to.
    has_in: u64,
    /// Where the jump cells leading into the block begin in the list of them.
    first: u32,
    /// Whether some square of the block has more than one jump cell leading to it.
    shared: bool,
}

/// The state of [`distances_by`]' search.
struct Search {
    k: usize,
    /// Per block, then one past the last.
    words: Vec<Block>,
    /// Per block, the squares whose distance is known, then one past the last (all found):
    /// apart from the rest of the block, so that a sweep reads and writes only these.
    found: Vec<u64>,
    /// The jump cells, as [`blocks`] gives them.
    into: Vec<u64>,
    dist: Distances,
    /// The next level's squares as (block, word).
    entries: Vec<(u32, u64)>,
    /// A sparse level's jump cells (first their index in `into`).
    jumps: Vec<u32>,
    /// A dense level's landing cells, per block; all zero between levels.
    land: Vec<u64>,
}

impl Search {
    /// Finds the squares `level` throws from the end from those of the level before, `now`,
    /// word by word: each word's landing cells spread to the squares before them where they
    /// are, wherever on the board that is.
    fn sparse_level(&mut self, now: &[(u32, u64)], level: u32) {
        let touch = self.words.len() > TOUCH_ABOVE;
        for (i, &(b, bits)) in now.iter().enumerate() {
            // As in the forward search: on a board whose words do not fit in cache, load the
            // words (and the first distance) of the next entries' blocks together, so that
            // their cache misses overlap instead of following one another.
            if touch && i % TOUCH == 0 {
                let mut any = 0;
                for &(b, _) in &now[i..now.len().min(i + TOUCH)] {
                    let b = b as usize;
                    any ^= self.found[b] ^ self.words[b].plain ^ self.dist.touch(b * 64);
                }
                std::hint::black_box(any);
            }
            let b = b as usize;
            let Block {
                plain,
                has_in,
                first,
                shared,
                ..
            } = self.words[b];
            self.reach(b, bits & plain, level);
            let mut ends = bits & has_in;
            if ends == 0 {
                continue;
            }
            if shared {
                let end = self.words[b + 1].first as usize;
                for i in first as usize..end {
                    let key = self.into[i];
                    let (t, q) = (key as u32, (key >> 32) as u32);
                    if bits & 1 << (q % 64) != 0 {
                        self.reach(t as usize / 64, 1 << (t % 64), level);
                    }
                }
            } else {
                while ends != 0 {
                    let below = (1 << ends.trailing_zeros()) - 1;
                    ends &= ends - 1;
                    self.jumps.push(first + (has_in & below).count_ones());
                }
            }
        }
        // The level's jump cells looked up together, after its plain cells: the loads are
        // independent of each other, so that their cache misses overlap.
        let mut jumps = std::mem::take(&mut self.jumps);
        for j in jumps.iter_mut() {
            *j = self.into[*j as usize] as u32;
        }
        for &t in &jumps {
            self.reach(t as usize / 64, 1 << (t % 64), level);
        }
        jumps.clear();
        self.jumps = jumps;
    }

    /// Finds the squares `level` throws from the end from those of the level before, `now`,
    /// by one sweep: the level's landing cells are marked as bits of the whole board, then
    /// one pass down the blocks they span finds the squares a throw before them, reading and
    /// writing the words and distances in order instead of where the jumps scatter them.
    fn dense_level(&mut self, now: &[(u32, u64)], level: u32) {
        let (mut lo, mut hi) = (usize::MAX, 0);
        for &(b, bits) in now {
            let b = b as usize;
            let block = self.words[b];
            let own = bits & block.plain;
            if own != 0 {
                self.land[b] |= own;
                lo = lo.min(b);
                hi = hi.max(b);
            }
            if bits & block.has_in != 0 {
                let next = self.words[b + 1].first;
                for_each_jump_cell(&self.into, block, next, bits, |t| {
                    let t = t as usize;
                    self.land[t / 64] |= 1 << (t % 64);
                    lo = lo.min(t / 64);
                    hi = hi.max(t / 64);
                });
            }
        }
        if lo > hi {
            return;
        }
        match self.k {
            // The usual die, with its shifts known at compile time.
            6 => self.sweep_narrow::<6>(lo, hi, level),
            0..=64 => self.sweep_narrow::<0>(lo, hi, level),
            _ => self.sweep_wide(lo, hi, level),
        }
    }

    /// The sweep of [`Search::dense_level`] for a die of up to 64 faces, down blocks
    /// `hi..=lo`: a block's landing cells reach squares of its own block and of the one below.
    /// `K` is the die's faces, or 0 for the table's, known only at run time.
    fn sweep_narrow<const K: u32>(&mut self, lo: usize, hi: usize, level: u32) {
        let k = if K == 0 { self.k as u32 } else { K };
        let mut carry = 0;
        for b in (lo..=hi).rev() {
            let cells = std::mem::take(&mut self.land[b]);
            if cells | carry == 0 {
                continue;
            }
            let (same, below) = spread_down(cells, k);
            self.visit(b, same | carry, level);
            carry = below;
        }
        if lo > 0 {
            self.visit(lo - 1, carry, level);
        }
    }

    /// The sweep of [`Search::dense_level`] for a die of more than 64 faces, down from block
    /// `hi` to the lowest block a throw before block `lo` reaches: a square is reached when
    /// the nearest landing cell above it is at most `k` away, which for a window wider than a
    /// block is every square below a block's highest landing cell and those within `k` of the
    /// lowest landing cell above the block.
    fn sweep_wide(&mut self, lo: usize, hi: usize, level: u32) {
        let k = self.k;
        let mut nearest = usize::MAX;
        for b in ((lo * 64).saturating_sub(k) / 64..=hi).rev() {
            let base = b * 64;
            let cells = std::mem::take(&mut self.land[b]);
            let mut reached = match cells {
                0 => 0,
                _ => (1 << (63 - cells.leading_zeros())) - 1,
            };
            if nearest != usize::MAX && nearest <= base + 63 + k {
                reached |= u64::MAX << (nearest.saturating_sub(k).saturating_sub(base));
            }
            if cells != 0 {
                nearest = base + cells.trailing_zeros() as usize;
            }
            self.visit(b, reached, level);
        }
    }

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
        let new = mask & !*word;
        if new == 0 {
            return;
        }
        *word |= new;
        self.entries.push((b as u32, new));
        self.dist.set(b * 64, new, level);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Jump};
    use crate::rules::{JumpMode, Overshoot, Rules, Start};
    use proptest::prelude::*;
    use std::collections::VecDeque;

    /// Every square's distance by a queue over the throws turned around, each found from
    /// [`Table::step`] face by face: nothing shared with the search on bits.
    fn reference(table: &Table) -> Vec<u32> {
        let n = table.size();
        let mut before: Vec<Vec<u32>> = vec![Vec::new(); n as usize + 1];
        for p in 0..n {
            for r in 1..=table.faces() {
                before[table.step(p, r) as usize].push(p);
            }
        }
        let mut dist = vec![UNREACHABLE; n as usize + 1];
        dist[n as usize] = 0;
        let mut queue = VecDeque::from([n]);
        while let Some(q) = queue.pop_front() {
            for &p in &before[q as usize] {
                if dist[p as usize] == UNREACHABLE {
                    dist[p as usize] = dist[q as usize] + 1;
                    queue.push_back(p);
                }
            }
        }
        dist
    }

    /// Boards of up to 3,000 squares (up to 47 blocks of 64) with up to a third of their
    /// squares starting a jump, short ones (across a block's edge) or anywhere.
    fn arb_board() -> impl Strategy<Value = Board> {
        (2u32..=3000, 0u32..=3, any::<u64>()).prop_map(|(n, density, seed)| {
            let mut x = seed | 1;
            let mut next = move |below: u32| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                (x % u64::from(below)) as u32
            };
            let mut used = std::collections::BTreeSet::new();
            let mut jumps = Vec::new();
            for _ in 0..n * density / 9 {
                let from = 1 + next(n - 1);
                let to = match next(2) {
                    0 => 1 + next(n),
                    _ => (from + next(9)).saturating_sub(4).clamp(1, n),
                };
                if from != to && used.insert(from) {
                    jumps.push(Jump::new(from, to));
                }
            }
            Board::new(n, jumps).expect("a valid board")
        })
    }

    fn arb_rules() -> impl Strategy<Value = Rules> {
        (
            prop_oneof![Just(Start::OffBoard), Just(Start::One)],
            prop_oneof![
                Just(Overshoot::Stay),
                Just(Overshoot::Bounce),
                Just(Overshoot::Win)
            ],
            prop_oneof![Just(JumpMode::Single), Just(JumpMode::Chain)],
            prop_oneof![1u32..=8, 60u32..=70, 1u32..=200],
        )
            .prop_map(|(start, overshoot, jumps, faces)| Rules {
                start,
                overshoot,
                jumps,
                faces,
            })
    }

    /// The block edges the setup's masks are made of, every rule: boards of 63 to 129 squares
    /// (one block, a block and a cell, two blocks, ...) with a jump from square 1, one to the
    /// last square and one from the last square but one, under each overshoot rule, jump
    /// mode and a die of 1, 6, 64, 65 and 200 faces.
    #[test]
    fn boards_at_a_block_s_edges_give_every_square_s_distance() {
        for n in [63u32, 64, 65, 127, 128, 129] {
            let jumps = [
                Jump::new(1, n / 2),
                Jump::new(n / 3, n),
                Jump::new(n - 1, n / 4),
                Jump::new(n / 2, 2),
            ];
            let board = Board::new(n, jumps).expect("a valid board");
            for overshoot in [Overshoot::Stay, Overshoot::Bounce, Overshoot::Win] {
                for jumps in [JumpMode::Single, JumpMode::Chain] {
                    for faces in [1, 6, 64, 65, 200] {
                        let rules = Rules {
                            start: Start::OffBoard,
                            overshoot,
                            jumps,
                            faces,
                        };
                        let table = Table::new(&board, &rules).expect("no cycle");
                        let want = reference(&table);
                        for plan in [Plan::Sparse, Plan::Dense, Plan::Auto] {
                            let got = distances_by(&table, plan);
                            assert_eq!(got, want, "{n} squares, {rules:?}, {plan:?}");
                        }
                    }
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        #[test]
        fn word_by_word_and_by_sweeps_both_give_every_squares_distance(
            board in arb_board(),
            rules in arb_rules(),
        ) {
            let Ok(table) = Table::new(&board, &rules) else { return Ok(()) };
            let want = reference(&table);
            for plan in [Plan::Sparse, Plan::Dense, Plan::Auto] {
                let got = distances_by(&table, plan);
                let wrong = (0..want.len()).find(|&p| got[p] != want[p]);
                prop_assert!(wrong.is_none(), "{:?}: square {:?}", plan, wrong.map(|p| (p, got[p], want[p])));
            }
        }
    }
}
