//! An independent model of one player's chain for the occupancy, jump-value and world-target
//! tests: the token walked square by square from the board itself (not from `Table`), a dense
//! transition matrix built from those walks, and plain dense linear algebra on it.

#![allow(dead_code)] // each test file uses its own part

use snakes_ladders::rules::{JumpMode, Overshoot, Start};
use snakes_ladders::{Board, Jump, Rules};

/// A small seeded generator (SplitMix64), so that the boards here owe nothing to the crate.
pub struct Mix(pub u64);

impl Mix {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in lo..=hi.
    pub fn range(&mut self, lo: u32, hi: u32) -> u32 {
        lo + (self.next() % u64::from(hi - lo + 1)) as u32
    }
}

/// Every start, overshoot and jump rule with `faces`.
pub fn all_rules(faces: u32) -> Vec<Rules> {
    let mut out = Vec::new();
    for start in [Start::OffBoard, Start::One] {
        for overshoot in [Overshoot::Stay, Overshoot::Bounce, Overshoot::Win] {
            for jumps in [JumpMode::Single, JumpMode::Chain] {
                out.push(Rules {
                    start,
                    overshoot,
                    jumps,
                    faces,
                });
            }
        }
    }
    out
}

/// A board of `size` squares with up to `jumps` jumps anywhere legal: chains and shared ends
/// included (so chained rules have something to follow, and may find a cycle).
pub fn random_board(size: u32, jumps: u32, mix: &mut Mix) -> Board {
    let mut list: Vec<Jump> = Vec::new();
    for _ in 0..jumps {
        let from = mix.range(1, size - 1);
        let to = mix.range(1, size);
        if from != to && list.iter().all(|j| j.from != from) {
            list.push(Jump::new(from, to));
        }
    }
    Board::new(size, list).expect("the jumps obey the world rules")
}

pub fn start_of(rules: &Rules) -> usize {
    match rules.start {
        Start::OffBoard => 0,
        Start::One => 1,
    }
}

/// Where the token rests after `roll` from `pos`, walked one square at a time; `None` when
/// chained jumps never come to rest.
pub fn walk(board: &Board, rules: &Rules, pos: u32, roll: u32) -> Option<u32> {
    let n = board.size();
    let mut square = pos;
    let mut forward = true;
    for _ in 0..roll {
        if forward && square == n {
            match rules.overshoot {
                Overshoot::Stay => return Some(pos),
                Overshoot::Win => return Some(n),
                Overshoot::Bounce => forward = false,
            }
        } else if !forward && square == 1 {
            forward = true;
        }
        square = if forward { square + 1 } else { square - 1 };
    }
    let mut hops = 0;
    while let Some(to) = board.jump_from(square) {
        square = to;
        hops += 1;
        if rules.jumps == JumpMode::Single {
            break;
        }
        if hops > board.jumps().len() {
            return None;
        }
    }
    Some(square)
}

/// The dense one-throw transition matrix over squares 0..=size (the last one absorbing);
/// `None` when chained jumps never come to rest.
pub fn matrix(board: &Board, rules: &Rules) -> Option<Vec<Vec<f64>>> {
    let n = board.size() as usize;
    let k = rules.faces;
    let mut p = vec![vec![0.0; n + 1]; n + 1];
    p[n][n] = 1.0;
    for (from, row) in p.iter_mut().enumerate().take(n) {
        for roll in 1..=k {
            let to = walk(board, rules, from as u32, roll)? as usize;
            row[to] += 1.0 / f64::from(k);
        }
    }
    Some(p)
}

fn multiply(a: &[Vec<f64>], b: &[Vec<f64>]) -> Vec<Vec<f64>> {
    let m = a.len();
    let mut c = vec![vec![0.0; m]; m];
    for i in 0..m {
        for (l, &x) in a[i].iter().enumerate() {
            if x != 0.0 {
                for j in 0..m {
                    c[i][j] += x * b[l][j];
                }
            }
        }
    }
    c
}

/// `p` to the power `t`, by repeated squaring.
pub fn power(p: &[Vec<f64>], mut t: u32) -> Vec<Vec<f64>> {
    let m = p.len();
    let mut result: Vec<Vec<f64>> = (0..m)
        .map(|i| (0..m).map(|j| if i == j { 1.0 } else { 0.0 }).collect())
        .collect();
    let mut base = p.to_vec();
    while t > 0 {
        if t & 1 == 1 {
            result = multiply(&result, &base);
        }
        base = multiply(&base, &base);
        t >>= 1;
    }
    result
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting.
pub fn gauss(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let m = b.len();
    for col in 0..m {
        let pivot = (col..m)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .unwrap();
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (top, below) = a.split_at_mut(col + 1);
        let pivot_row = &top[col];
        for (i, row) in below.iter_mut().enumerate() {
            let f = row[col] / pivot_row[col];
            if f != 0.0 {
                for (x, &p) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                    *x -= f * p;
                }
                b[col + 1 + i] -= f * b[col];
            }
        }
    }
    let mut x = vec![0.0; m];
    for row in (0..m).rev() {
        let s: f64 = (row + 1..m).map(|j| a[row][j] * x[j]).sum();
        x[row] = (b[row] - s) / a[row][row];
    }
    x
}

/// Squares reachable from `from` (itself included) along positive entries of `p`.
fn reachable(p: &[Vec<f64>], from: usize) -> Vec<bool> {
    let mut seen = vec![false; p.len()];
    let mut stack = vec![from];
    seen[from] = true;
    while let Some(s) = stack.pop() {
        for (t, &x) in p[s].iter().enumerate() {
            if x > 0.0 && !seen[t] {
                seen[t] = true;
                stack.push(t);
            }
        }
    }
    seen
}

/// Expected throws for one player from the start by a dense solve of (I - Q) E = 1 over the
/// squares the start can reach; `None` when some reachable square cannot reach the end
/// (infinite), `Err(())` when chained jumps never come to rest.
pub fn expected(board: &Board, rules: &Rules) -> Result<Option<f64>, ()> {
    let p = matrix(board, rules).ok_or(())?;
    let n = board.size() as usize;
    let start = start_of(rules);
    let from_start = reachable(&p, start);
    let states: Vec<usize> = (0..n).filter(|&s| from_start[s]).collect();
    if states.iter().any(|&s| !reachable(&p, s)[n]) {
        return Ok(None);
    }
    let m = states.len();
    if m == 0 {
        return Ok(Some(0.0));
    }
    let index = |s: usize| states.iter().position(|&x| x == s);
    let mut a = vec![vec![0.0; m]; m];
    for (i, &s) in states.iter().enumerate() {
        a[i][i] += 1.0;
        for (t, &x) in p[s].iter().enumerate() {
            if let Some(j) = index(t) {
                a[i][j] -= x;
            }
        }
    }
    let e = gauss(a, vec![1.0; m]);
    Ok(Some(e[index(start).expect("the start reaches itself")]))
}

/// Where each throw from each square 0..size leads (`moves[p][roll - 1]`), walked square by
/// square; `None` when chained jumps never come to rest.
pub fn destinations(board: &Board, rules: &Rules) -> Option<Vec<Vec<usize>>> {
    (0..board.size())
        .map(|p| {
            (1..=rules.faces)
                .map(|roll| walk(board, rules, p, roll).map(|q| q as usize))
                .collect()
        })
        .collect()
}

/// Squares 0..=size from which the last square can never be reached along `moves`.
pub fn dead_squares(moves: &[Vec<usize>]) -> Vec<bool> {
    let n = moves.len();
    let mut alive = vec![false; n + 1];
    alive[n] = true;
    let mut changed = true;
    while changed {
        changed = false;
        for p in 0..n {
            if !alive[p] && moves[p].iter().any(|&q| alive[q]) {
                alive[p] = true;
                changed = true;
            }
        }
    }
    alive.iter().map(|&a| !a).collect()
}
