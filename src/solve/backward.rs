//! The backward search from the last square, level by level on bits: every square's distance
//! to the end.
//!
//! The mirror of the forward search ([`super::forward`]). The squares `d` throws from the end
//! are known as words of 64 squares; the landing cells that rest on them are those squares
//! themselves where they have no jump (one AND with the block's word of plain cells), plus the
//! jump cells leading to them (looked up in a list of the board's jumps grouped by the block
//! they lead to). The squares one throw before a word of landing cells are that word shifted
//! down by 1..=faces, which a few shift-and-ors give for a whole word; those not found before
//! are the squares `d + 1` throws from the end. Each square's distance is written once, in
//! the level that finds it.
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
/// sweep down all the blocks instead of word by word.
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
    // The level being expanded; the search puts the next one in its `entries`, empty when a
    // level starts.
    let mut now: Vec<(u64, u64)> = vec![(n as u64 / 64, 1 << (n % 64))];
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
            search.dense_level(&mut now, level);
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

/// A jump cell `t` leading to square `q`, as [`blocks`] lists them: `q`'s place in its block
/// in the top byte, `t` below, four bytes instead of eight so that the list (a million cells at
/// 10^7 squares, read where the jumps scatter the search) takes half the cache.
#[inline(always)]
fn key(t: u32, q: u32) -> u32 {
    (q % 64) << CELL_BITS | t
}

/// The bits of a [`key`] that hold the cell.
const CELL_BITS: u32 = 24;
const CELL: u32 = (1 << CELL_BITS) - 1;
// Every landing cell, up to the last square but one plus the die's faces, fits.
const _: () = assert!(crate::board::MAX_SQUARES + crate::rules::MAX_FACES <= CELL);

/// What the search knows of each block before it starts, then one block past the last (all
/// found), and the board's jump cells as [`key`]s, grouped by the block of the square they
/// lead to: ascending where no square of the block has two.
///
/// Run once a solve; its steps are functions of their own, each inlined here.
fn blocks(table: &Table) -> (Vec<Block>, Vec<u32>) {
    let n = table.size() as usize;
    let k = table.faces() as usize;
    // Landing cells 1..=top; a throw is never made from the last square.
    let top = n - 1 + k;
    let blocks = top / 64 + 1;

    // Per block of landing cells, those without a jump: every cell 1..=n but the squares a
    // jump starts from (cell 0 is never landed on; cells past the last square never are: they
    // lead to it, bounce back or are no move). The jump cells: the table's list of the board's
    // jumps, then the cells past the last square, not a pass over all the cells.
    let mut plain = vec![u64::MAX; blocks];
    plain[0] &= !1;
    plain[n / 64] &= u64::MAX >> (63 - n % 64);
    plain[n / 64 + 1..].fill(0);
    let (start, by_span) = jump_cells_by_span(table, top, &mut plain);
    group_by_block(&plain, &start, &by_span)
}

/// The jump cells up to `top` sorted by the span of blocks where they lead, in the order of
/// the cells within a span, as `q << 32 | t`, with where each span's cells start (one more
/// entry than spans); clears each jump cell's bit in `plain` on the way.
///
/// One pass that counts and one that places each cell at its span's next place, so that what
/// follows works on one span's blocks at a time, in the cache, instead of where a million jumps
/// scatter it on a big board.
#[inline(always)]
fn jump_cells_by_span(table: &Table, top: usize, plain: &mut [u64]) -> (Vec<u32>, Vec<u64>) {
    let n = table.size() as usize;
    let spans = plain.len().div_ceil(SPAN);
    let mut start = vec![0u32; spans + 1];
    each_jump_cell(table, top, |t, q| {
        let t = t as usize;
        if t <= n {
            plain[t / 64] &= !(1 << (t % 64));
        }
        start[q as usize / 64 / SPAN + 1] += 1;
    });
    for s in 1..start.len() {
        start[s] += start[s - 1];
    }
    let mut by_span = vec![0u64; start[spans] as usize];
    let mut fill = start.clone();
    each_jump_cell(table, top, |t, q| {
        let s = q as usize / 64 / SPAN;
        by_span[fill[s] as usize] = u64::from(q) << 32 | u64::from(t);
        fill[s] += 1;
    });
    (start, by_span)
}

/// The blocks (`plain` of each, then one past the last) and the jump cells as [`key`]s
/// grouped by the block they lead into, from the cells sorted by span ([`jump_cells_by_span`]).
///
/// Span by span: per block of squares on the way, the squares some jump leads to, whether
/// one of them has more than one (a shared block) and where its jump cells begin; then the
/// jump cells grouped by the block they lead into. Where no square of the block has two, in
/// the order of where they lead: the i-th square of the block some jump leads to has the
/// i-th jump cell, so each goes straight to its place by rank. In a shared block, in the
/// order of the cells.
#[inline(always)]
fn group_by_block(plain: &[u64], start: &[u32], by_span: &[u64]) -> (Vec<Block>, Vec<u32>) {
    let blocks = plain.len();
    let spans = start.len() - 1;
    let mut words: Vec<Block> = Vec::with_capacity(blocks + 1);
    let mut into = vec![0u32; by_span.len()];
    let mut count = [0u32; SPAN];
    let mut has_in = [0u64; SPAN];
    let mut shared = [false; SPAN];
    let mut at = 0;
    for s in 0..spans {
        let lo = s * SPAN;
        let span = &by_span[start[s] as usize..start[s + 1] as usize];
        let width = SPAN.min(blocks - lo);
        count.fill(0);
        has_in.fill(0);
        shared.fill(false);
        for &e in span {
            let q = (e >> 32) as usize;
            let (b, bit) = (q / 64 - lo, 1 << (q % 64));
            count[b] += 1;
            shared[b] |= has_in[b] & bit != 0;
            has_in[b] |= bit;
        }
        for b in 0..width {
            words.push(Block {
                plain: plain[lo + b],
                has_in: has_in[b],
                first: at,
                shared: shared[b],
            });
            // From here on, where the block's next jump cell in the order of the cells goes.
            let cells = count[b];
            count[b] = at;
            at += cells;
        }
        for &e in span {
            let (t, q) = (e as u32, (e >> 32) as u32);
            let b = q as usize / 64 - lo;
            // Both places worked out and one picked, without a branch: a block is shared or
            // not at random on a random board, which a branch would guess wrong half the time.
            let by_rank = words[lo + b].first + (has_in[b] & ((1 << (q % 64)) - 1)).count_ones();
            let slot = if shared[b] { count[b] } else { by_rank };
            count[b] += u32::from(shared[b]);
            into[slot as usize] = key(t, q);
        }
    }
    // One block past the last, all found.
    words.push(Block {
        plain: 0,
        has_in: 0,
        first: at,
        shared: false,
    });
    (words, into)
}

/// Calls `each(t, q)` for every jump cell `t` up to `top`, ascending, with the square `q` it
/// rests on: the table's list of the board's jumps, then the cells past the last square, in
/// two plain loops (a chain of the two iterators asks at every step which one it is in).
#[inline(always)]
fn each_jump_cell(table: &Table, top: usize, mut each: impl FnMut(u32, u32)) {
    for &(t, q) in table.jump_cells() {
        each(t, q);
    }
    let n = table.size() as usize;
    for (t, &q) in table.cells()[..=top].iter().enumerate().skip(n + 1) {
        if q != STAY {
            each(t as u32, q);
        }
    }
}

/// Calls `each(t)` for the jump cells `t` that lead to the squares `bits` of `block` (whose
/// successor's list begins at `next`), in no particular order.
#[inline]
fn for_each_jump_cell(into: &[u32], block: Block, next: u32, bits: u64, mut each: impl FnMut(u32)) {
    let Block {
        has_in,
        first,
        shared,
        ..
    } = block;
    if shared {
        for &key in &into[first as usize..next as usize] {
            if bits & 1 << (key >> CELL_BITS) != 0 {
                each(key & CELL);
            }
        }
    } else {
        let mut ends = bits & has_in;
        while ends != 0 {
            let below = (1 << ends.trailing_zeros()) - 1;
            ends &= ends - 1;
            each(into[(first + (has_in & below).count_ones()) as usize] & CELL);
        }
    }
}

/// Blocks whose jump cells [`blocks`] sorts together.
const SPAN: usize = 512;

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
    into: Vec<u32>,
    dist: Distances,
    /// The next level's squares as (block, word): the block in eight bytes like the word, so
    /// that a pair has no padding and the room a sweep makes is zeroed by one fill of memory
    /// (a loop otherwise, and 390 bytes more of core wasm).
    entries: Vec<(u64, u64)>,
    /// A sparse level's jump cells (first their index in `into`).
    jumps: Vec<u32>,
    /// A dense level's landing cells, per block; all zero between levels.
    land: Vec<u64>,
}

impl Search {
    /// Finds the squares `level` throws from the end from those of the level before, `now`,
    /// word by word: each word's landing cells spread to the squares before them where they
    /// are, wherever on the board that is.
    fn sparse_level(&mut self, now: &[(u64, u64)], level: u32) {
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
                    let t = key & CELL;
                    if bits & 1 << (key >> CELL_BITS) != 0 {
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
            *j = self.into[*j as usize] & CELL;
        }
        for &t in &jumps {
            self.reach(t as usize / 64, 1 << (t % 64), level);
        }
        jumps.clear();
        self.jumps = jumps;
    }

    /// Finds the squares `level` throws from the end from those of the level before, `now`,
    /// by one sweep: the level's landing cells are marked as bits of the whole board, then
    /// one pass down all the blocks finds the squares a throw before them, reading and writing
    /// the words and distances in order instead of where the jumps scatter them. (All the
    /// blocks: a dense level's landing cells are all over the board, and keeping the lowest
    /// and highest of them cost more than the empty blocks it spared.)
    fn dense_level(&mut self, now: &mut [(u64, u64)], level: u32) {
        // The plain cells marked and the words some jump leads into kept, in place of the
        // level's list (which is not read again), then those words' jump cells marked. Kept
        // without a branch: each word is written at the kept words' end, which moves on only
        // if the word is not empty. Whether it is, is random on a random board, and the branch
        // it replaces was guessed wrong a third of the time (callgrind's branch simulation at
        // 10^6 squares).
        let mut count = 0;
        for i in 0..now.len() {
            let (b, bits) = now[i];
            let block = self.words[b as usize];
            self.land[b as usize] |= bits & block.plain;
            now[count] = (b, bits & block.has_in);
            count += usize::from(bits & block.has_in != 0);
        }
        for &(b, bits) in &now[..count] {
            let b = b as usize;
            let next = self.words[b + 1].first;
            let land = &mut self.land;
            for_each_jump_cell(&self.into, self.words[b], next, bits, |t| {
                let t = t as usize;
                land[t / 64] |= 1 << (t % 64);
            });
        }
        match self.k {
            // A die of 6 faces got its own copy with the shifts known at compile time once:
            // no faster in alternating runs natively or in Node, and 800 bytes of core wasm.
            0..=64 => self.sweep_narrow(level),
            _ => self.sweep_wide(level),
        }
    }

    /// The sweep of [`Search::dense_level`] for a die of up to 64 faces, down the blocks: a
    /// block's landing cells reach squares of its own block and of the one below.
    fn sweep_narrow(&mut self, level: u32) {
        let k = self.k as u32;
        let blocks = self.words.len() - 1;
        let mut carry = 0;
        // The blocks' words side by side (zipped, without an index to check).
        let Search {
            land,
            found,
            entries,
            dist,
            ..
        } = self;
        // Each block's new squares written at the end of the next level's list, which moves on
        // only when there are some: no branch, as in the marking. A block that finds squares
        // and one that does not alternate at random; the two branches this replaces (any
        // landing cells? any new squares?) were a quarter of the solve's wrong guesses. Then
        // the new squares' distances, from the list.
        debug_assert!(entries.is_empty(), "a level starts with no next level");
        entries.resize(blocks, (0, 0));
        let mut count = 0;
        let words = land[..blocks].iter_mut().zip(&mut found[..blocks]);
        for (b, (land, found)) in words.enumerate().rev() {
            let (same, below) = spread_down(std::mem::take(land), k);
            let new = (same | carry) & !*found;
            *found |= new;
            entries[count] = (b as u64, new);
            count += usize::from(new != 0);
            carry = below;
        }
        entries.truncate(count);
        for &(b, new) in entries.iter() {
            dist.set(b as usize * 64, new, level);
        }
    }

    /// The sweep of [`Search::dense_level`] for a die of more than 64 faces, down the blocks:
    /// a square is reached when the nearest landing cell above it is at most `k` away, which
    /// for a window wider than a block is every square below a block's highest landing cell
    /// and those within `k` of the lowest landing cell above the block.
    fn sweep_wide(&mut self, level: u32) {
        let k = self.k;
        let mut nearest = usize::MAX;
        for b in (0..self.words.len() - 1).rev() {
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
        self.entries.push((b as u64, new));
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

    /// A xorshift generator from `seed`: each call a number below its argument.
    fn below(seed: u64) -> impl FnMut(u32) -> u32 {
        let mut x = seed | 1;
        move |below: u32| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % u64::from(below)) as u32
        }
    }

    /// Boards of up to 3,000 squares (up to 47 blocks of 64) with up to a third of their
    /// squares starting a jump, short ones (across a block's edge) or anywhere.
    fn arb_board() -> impl Strategy<Value = Board> {
        (2u32..=3000, 0u32..=3, any::<u64>()).prop_map(|(n, density, seed)| {
            let mut next = below(seed);
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

    /// Boards of several spans of blocks (the setup sorts the jump cells span by span): 32,778
    /// to 140,072 squares, a jump on one square in ten, some leading across a span's edge and
    /// some squares with several jumps leading to them.
    #[test]
    fn boards_of_several_spans_give_every_square_s_distance() {
        let span = (SPAN * 64) as u32;
        for (n, seed) in [
            (span + 10, 7u64),
            (2 * span + 5000, 11),
            (4 * span + 9000, 13),
        ] {
            let mut next = below(seed);
            let mut used = std::collections::BTreeSet::new();
            let mut jumps = vec![Jump::new(span - 3, span + 2), Jump::new(span + 4, span - 1)];
            used.extend([span - 3, span + 4]);
            for _ in 0..n / 10 {
                let from = 1 + next(n - 1);
                // Every fourth to one of a few squares, which many jumps then share.
                let to = match next(4) {
                    0 => span / 2 + next(8),
                    _ => 1 + next(n),
                };
                if from != to && used.insert(from) {
                    jumps.push(Jump::new(from, to));
                }
            }
            let board = Board::new(n, jumps).expect("a valid board");
            for rules in [Rules::default(), Rules::puzzle()] {
                let table = Table::new(&board, &rules).expect("no cycle");
                let want = reference(&table);
                for plan in [Plan::Sparse, Plan::Dense, Plan::Auto] {
                    assert!(distances_by(&table, plan) == want, "{n} squares, {plan:?}");
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
