//! The breadth-first search from the start, recorded one dequeue at a time, for a view that
//! teaches it: which square is expanded, its throws in the order tried, where each comes to
//! rest, which squares are discovered, with their level and parent.

use super::{PathChoice, Step, UNREACHABLE};
use crate::rng::Dice;
use crate::rules::Table;

/// The recorded search. `order` is the queue's whole history: the start, then every square in
/// the order it was discovered. Dequeue `i` expanded `order[i]` (so after it, the queue holds
/// `order[i + 1..]` as far as discovered); its throws are the entries `first[i]..first[i + 1]`
/// of `rolls`, `landed`, `rest` and `discovered`.
#[derive(Debug, Clone, PartialEq)]
pub struct Trace {
    /// The start, then the squares in the order they were discovered.
    pub order: Vec<u32>,
    /// Where each dequeue's throws begin, and after the last one where its throws end.
    pub first: Vec<u32>,
    /// The die value of each throw, in the order tried.
    pub rolls: Vec<u32>,
    /// The square each throw walked to (after any bounce), before jumps.
    pub landed: Vec<u32>,
    /// Where each throw came to rest (the square thrown from, for a throw that is no move).
    pub rest: Vec<u32>,
    /// Whether the throw discovered its resting square (reached it first).
    pub discovered: Vec<bool>,
    /// For every square 0..=size: its level (throws from the start), [`UNREACHABLE`] if not
    /// discovered.
    pub level: Vec<u32>,
    /// For every square 0..=size: the square whose throw discovered it, [`UNREACHABLE`] for
    /// the start and for squares not discovered.
    pub parent: Vec<u32>,
    /// The path read back through the parents from the last square, once it is discovered.
    pub path: Vec<Step>,
    /// True when the search ended (the last square discovered, or the queue empty) within the
    /// limit of dequeues.
    pub complete: bool,
}

impl Trace {
    /// Dequeues recorded.
    pub fn dequeues(&self) -> usize {
        self.first.len() - 1
    }
}

/// Records the search from the start of `table`, at most `limit` dequeues, ending when the
/// last square is discovered. Each dequeued square tries its throws from the largest roll
/// down, or, with probability `choice.randomness`, in a random order drawn from
/// `choice.seed`: the order decides which of equally near squares becomes a parent, so the
/// path read back changes with the seed while its length does not.
pub fn trace(table: &Table, choice: &PathChoice, limit: usize) -> Trace {
    let n = table.size();
    let k = table.faces();
    let start = table.start();
    let mut dice = Dice::new(choice.seed);
    let mut t = Trace {
        order: vec![start],
        first: vec![0],
        rolls: Vec::new(),
        landed: Vec::new(),
        rest: Vec::new(),
        discovered: Vec::new(),
        level: vec![UNREACHABLE; n as usize + 1],
        parent: vec![UNREACHABLE; n as usize + 1],
        path: Vec::new(),
        complete: false,
    };
    t.level[start as usize] = 0;
    // The throw that discovered each square, to read the path back.
    let mut via = vec![0u32; n as usize + 1];
    let mut tries: Vec<u32> = Vec::with_capacity(k as usize);
    let mut found = start == n;
    let mut head = 0;
    while !found && head < t.order.len() {
        if head >= limit {
            return t;
        }
        let p = t.order[head];
        head += 1;
        tries.clear();
        tries.extend((1..=k).rev());
        if k > 1 && dice.chance(choice.randomness) {
            for i in (1..tries.len()).rev() {
                tries.swap(i, dice.below(i as u32 + 1) as usize);
            }
        }
        for &roll in &tries {
            let q = table.step(p, roll);
            let new = t.level[q as usize] == UNREACHABLE;
            if new {
                t.level[q as usize] = t.level[p as usize] + 1;
                t.parent[q as usize] = p;
                via[q as usize] = t.rolls.len() as u32;
                t.order.push(q);
                found = q == n;
            }
            t.rolls.push(roll);
            t.landed.push(table.landed(p, roll));
            t.rest.push(q);
            t.discovered.push(new);
            if found {
                break;
            }
        }
        t.first.push(t.rolls.len() as u32);
    }
    t.complete = true;
    if found {
        let mut q = n;
        while q != start {
            let j = via[q as usize] as usize;
            let p = t.parent[q as usize];
            t.path.push(Step {
                from: p,
                roll: t.rolls[j],
                landed: t.landed[j],
                to: q,
            });
            q = p;
        }
        t.path.reverse();
    }
    t
}
