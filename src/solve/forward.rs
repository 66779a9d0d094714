//! The forward search from the start, level by level on bits: the minimum and one path.

use super::{Groups, Step};
use crate::rules::{Table, STAY};

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
pub(super) fn forward_levels(table: &Table) -> Option<Vec<Step>> {
    with_scratch(|scratch| match table.faces() {
        // The usual die, with its shifts known at compile time.
        6 => Levels::<6>::search(table, scratch),
        _ => Levels::<0>::search(table, scratch),
    })
}

/// The minimum and every landing cell on a shortest path, grouped by the throws left after it
/// (see [`Groups`]), without the distance of every square: what a shortest path chosen among
/// all of them and the count of shortest sequences need.
///
/// The forward search as [`forward_levels`], but it finishes the level that reaches the last
/// square (the textbook's search does as much before it takes the last square off its queue)
/// and keeps each level's jump cells with where they lead. Then back over the levels: a square
/// of level `d` is on a shortest path when one of its throws rests on a square of level
/// `d + 1` on one; a throw can reach no square of a level above `d + 1`, so the squares already
/// marked are the only test. A level costs a few word operations per entry of it and a sort
/// of its marked cells, never a pass over the board.
pub(super) fn on_shortest_paths(table: &Table) -> Option<(u32, Groups)> {
    with_scratch(|scratch| match table.faces() {
        // Natively, the usual die with its shifts known at compile time. The wasm has the one
        // search for any die, which tests for six faces where it counts (`spread`): a second
        // instance weighed 4.5 KB of the core module, for no speed Node could tell apart.
        #[cfg(not(target_arch = "wasm32"))]
        6 => Marking::<6>::mark(table, scratch),
        _ => Marking::<0>::mark(table, scratch),
    })
}

/// The search of a die of `K` faces that marks the shortest paths (see [`on_shortest_paths`]).
type Marking<'a, const K: u32> = Levels<'a, K, true>;

/// Runs `f` on the thread's kept [`Scratch`], trimmed after.
fn with_scratch<T>(f: impl FnOnce(&mut Scratch) -> T) -> T {
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut scratch) => {
            let out = f(&mut scratch);
            scratch.trim();
            out
        }
        // Only reachable if a search were ever re-entered; a fresh scratch is as correct.
        Err(_) => f(&mut Scratch::default()),
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
    /// The current level's jump cells (later their targets) and the entries that reach them;
    /// when marking shortest paths, every level's, as (target, cell).
    jumps: Vec<(u32, u32)>,
    /// Where each level's entries begin (the start's level is entry 0).
    levels: Vec<u32>,
    /// When marking shortest paths, where each level's `jumps` begin.
    jump_levels: Vec<u32>,
}

/// Buffers up to this many bytes are kept between searches.
const SCRATCH_KEEP: usize = 1 << 16;

impl Scratch {
    /// Frees the buffers if they grew past [`SCRATCH_KEEP`] bytes.
    fn trim(&mut self) {
        let bytes = self.words.capacity() * 24
            + self.built.capacity() * 8
            + self.entries.capacity() * std::mem::size_of::<Entry>()
            + self.jumps.capacity() * 8
            + self.levels.capacity() * 4
            + self.jump_levels.capacity() * 4;
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

/// The level-by-level search for a die of `K` faces (0: the table's, known only at run time);
/// `MARK`: for [`on_shortest_paths`], finishing the last level and keeping the jump cells.
struct Levels<'a, const K: u32, const MARK: bool = false> {
    cells: &'a [u32],
    n: u32,
    k: u32,
    s: &'a mut Scratch,
    /// `MARK`: the last square is among the squares reached so far in this level.
    found: bool,
}

impl<'a, const K: u32> Levels<'a, K> {
    fn search(table: &'a Table, s: &'a mut Scratch) -> Option<Vec<Step>> {
        let (search, throws) = Self::run(table, s)?;
        Some(search.path(table, throws))
    }
}

impl<'a, const K: u32> Levels<'a, K, true> {
    fn mark(table: &'a Table, s: &'a mut Scratch) -> Option<(u32, Groups)> {
        let (search, throws) = Self::run(table, s)?;
        Some((throws as u32, search.groups(throws, table.start())))
    }
}

impl<'a, const K: u32, const MARK: bool> Levels<'a, K, MARK> {
    /// Searches level by level until a level reaches the last square: the search, for its
    /// buffers, and the number of throws; `None` when the last square cannot be reached.
    fn run(table: &'a Table, s: &'a mut Scratch) -> Option<(Self, usize)> {
        let n = table.size();
        let start = table.start();
        let k = if K == 0 { table.faces() } else { K };
        let mut search = Levels::<K, MARK> {
            cells: table.cells(),
            n,
            k,
            s,
            found: false,
        };
        if start == n {
            return Some((search, 0));
        }
        let s = &mut *search.s;
        // Landing cells 1..=n-1+k: a throw is never made from the last square.
        let top = (n - 1 + k) as usize;
        let blocks = top / 64 + 1;
        s.words.clear();
        s.words.resize(blocks, [0; 3]);
        s.built.clear();
        s.built.resize(blocks / 64 + 1, 0);
        s.entries.clear();
        s.jumps.clear();
        s.levels.clear();
        s.jump_levels.clear();
        s.jump_levels.push(0);
        s.words[start as usize / 64][REACHED] |= 1 << (start % 64);
        s.entries.push(Entry {
            bits: 1 << (start % 64),
            block: start / 64,
            parent: 0,
        });
        let mut level_start = 0;
        let mut throws = 0;
        loop {
            let level_end = search.s.entries.len();
            search.s.levels.push(level_start as u32);
            if level_start == level_end {
                return None;
            }
            throws += 1;
            if search.level(level_start, level_end) {
                search.s.levels.push(level_end as u32);
                return Some((search, throws));
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
        self.jump_targets() || self.found
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
            let last = w == self.n as usize / 64 && plain & (1 << (self.n % 64)) != 0;
            // Marking finishes the level: its squares' throws may reach the last square too.
            self.found |= last;
            return last && !MARK;
        }
        false
    }

    /// Reaches the squares the level's jump cells lead to; true when one is the last square.
    fn jump_targets(&mut self) -> bool {
        let cells = self.cells;
        let from = if MARK {
            self.s.jump_levels[self.s.jump_levels.len() - 1] as usize
        } else {
            0
        };
        // All the table loads first, independent of each other, so that their misses overlap.
        for jump in self.s.jumps[from..].iter_mut() {
            // Marking keeps the cell, not the entry: it reads no path back through parents.
            *jump = (cells[jump.0 as usize], if MARK { jump.0 } else { jump.1 });
        }
        let mut found = false;
        for &(q, parent) in &self.s.jumps[from..] {
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
                    if !MARK {
                        break;
                    }
                }
            }
        }
        if MARK {
            self.s.jump_levels.push(self.s.jumps.len() as u32);
        } else {
            self.s.jumps.clear();
        }
        found
    }

    /// Back over the levels of a finished marking search of `throws` levels: every landing
    /// cell resting on a square of a shortest path, grouped by the throws left after it.
    fn groups(&self, throws: usize, start: u32) -> Groups {
        let (n, cells, s) = (self.n, self.cells, &*self.s);
        // The squares on a shortest path of the levels above the current one, and the cells
        // resting on those of the next level.
        let mut on = vec![0u64; n as usize / 64 + 1];
        let mut good = vec![0u64; s.words.len() + 1];
        on[n as usize / 64] |= 1 << (n % 64);
        let mut squares = vec![n];
        let mut first = vec![0u32];
        let mut sorted: Vec<u32> = Vec::new();
        let mut keys: Vec<u64> = Vec::new();
        for d in (0..throws).rev() {
            // Level d + 1's squares landed on without a jump, and the jump cells level d's
            // throws examined that lead to one (a jump cell examined earlier leads to a level
            // no deeper than d, so to no marked square).
            keys.clear();
            keys.extend(
                squares
                    .iter()
                    .filter(|&&q| cells[q as usize] == q)
                    .map(|&q| u64::from(q)),
            );
            let jumps = &s.jumps[s.jump_levels[d] as usize..s.jump_levels[d + 1] as usize];
            keys.extend(
                jumps
                    .iter()
                    .filter(|&&(q, _)| q != STAY && on[q as usize / 64] & (1 << (q % 64)) != 0)
                    .map(|&(_, t)| u64::from(t)),
            );
            // The core's one sort (a sort of u32 of its own weighed 4 KB in the core wasm).
            crate::board::sort_keys(&mut keys);
            let g = sorted.len();
            sorted.extend(keys.iter().map(|&t| t as u32));
            first.push(sorted.len() as u32);
            for &t in &sorted[g..] {
                good[t as usize / 64] |= 1 << (t % 64);
            }
            squares.clear();
            for e in &s.entries[s.levels[d] as usize..s.levels[d + 1] as usize] {
                let mut bits = self.throwers(&good, *e);
                while bits != 0 {
                    let p = e.block * 64 + bits.trailing_zeros();
                    bits &= bits - 1;
                    squares.push(p);
                    on[p as usize / 64] |= 1 << (p % 64);
                }
            }
            for &t in &sorted[g..] {
                good[t as usize / 64] &= !(1 << (t % 64));
            }
        }
        debug_assert_eq!(squares, [start]);
        Groups {
            first,
            cells: sorted,
        }
    }

    /// The squares of entry `e` with a throw landing on one of the cells `good`.
    #[inline]
    fn throwers(&self, good: &[u64], e: Entry) -> u64 {
        let w = e.block as usize;
        let k = self.k;
        if k <= 64 {
            let (here, next) = (good[w], good[w + 1]);
            if here | next == 0 {
                return 0;
            }
            let (same, _) = spread_down(here, k);
            let (_, below) = spread_down(next, k);
            return e.bits & (same | below);
        }
        let mut out = 0;
        let mut bits = e.bits;
        while bits != 0 {
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            let p = (w * 64) as u32 + i;
            if any_between(good, p + 1, p + k) {
                out |= 1 << i;
            }
        }
        out
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
        self.jump_word(w);
    }

    /// [`Levels::build_jump_word`]'s work, done once per block: not inlined into the three
    /// calls of [`Levels::visit`], each of which carried the unrolled [`jump_bits`].
    #[inline(never)]
    fn jump_word(&mut self, w: usize) {
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

/// Whether any of the bits `lo..=hi` of `words` is set.
fn any_between(words: &[u64], lo: u32, hi: u32) -> bool {
    let (a, b) = (lo as usize / 64, hi as usize / 64);
    let low = u64::MAX << (lo % 64);
    let high = u64::MAX >> (63 - hi % 64);
    if a == b {
        return words[a] & low & high != 0;
    }
    words[a] & low != 0 || words[a + 1..b].iter().any(|&x| x != 0) || words[b] & high != 0
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
pub(super) fn jump_bits(cells: &[u32; 64], base: u32) -> u64 {
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
pub(super) fn spread(bits: u64, k: u32) -> (u64, u64) {
    if k == 6 {
        // The common die, in shifts known at compile time, as in [`spread_down`]: the search
        // of a die known only at run time (the wasm's one) tests for it here.
        let x = u128::from(bits) << 1;
        let x = x | x << 1;
        let x = x | x << 2;
        let x = x | x << 2;
        return (x as u64, (x >> 64) as u64);
    }
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

/// The squares one throw of a die of `k` faces (1..=64) before the landing cells `bits` of one
/// block: cells t-k..=t-1 for each t, as the same block's word and the previous one's.
/// [`spread`] mirrored.
#[inline(always)]
pub(super) fn spread_down(bits: u64, k: u32) -> (u64, u64) {
    if k == 6 {
        // The common die, in shifts known at compile time: the block's word above the one
        // below as one 128-bit number, spread by 1, then 1, 2 and 2 more (offsets 1..=6). The
        // backward search runs this once per block and level; in alternating runs the whole
        // solve at 10^7 squares took 0.91 of the time in Node and 0.93 natively.
        let x = (u128::from(bits) << 64) >> 1;
        let x = x | x >> 1;
        let x = x | x >> 2;
        let x = x | x >> 2;
        return ((x >> 64) as u64, x as u64);
    }
    let (mut same, mut below) = (bits >> 1, bits << 63);
    let mut len = 1;
    while 2 * len <= k {
        below |= below >> len | same << (64 - len);
        same |= same >> len;
        len *= 2;
    }
    if len < k {
        let s = k - len;
        below |= below >> s | same << (64 - s);
        same |= same >> s;
    }
    (same, below)
}

/// How many squares the forward search reaches at each level (0: the start), up to the level
/// of the last square or, when it cannot be reached, to the last level that reaches any; the
/// overview of the search on boards too big to follow square by square. With the minimum the
/// same search finds, so that a caller wanting both runs one search.
pub(super) fn level_sizes(table: &Table) -> super::LevelSizes {
    let mut scratch = Scratch::default();
    let min_throws = Levels::<0>::run(table, &mut scratch).map(|(_, throws)| throws as u32);
    let s = &scratch;
    let mut sizes: Vec<u32> = s
        .levels
        .windows(2)
        .map(|w| {
            let level = &s.entries[w[0] as usize..w[1] as usize];
            level.iter().map(|e| e.bits.count_ones()).sum()
        })
        .collect();
    // The level of the last square, if reached: the squares found before the search stopped.
    let last = *s.levels.last().unwrap_or(&0) as usize;
    if last < s.entries.len() {
        sizes.push(s.entries[last..].iter().map(|e| e.bits.count_ones()).sum());
    }
    super::LevelSizes { sizes, min_throws }
}
