//! Rule options and the transition table built from a board and its rules.
//!
//! Every rule variant (start, overshoot, jump chaining, die faces) lives here and only here:
//! the solver, the game, the simulation and the analysis all read the same [`Table`].

use crate::board::{Board, Jump};
use crate::codes;
use crate::error::{Error, Result};
use crate::msg;
use std::fmt;
use std::str::FromStr;

/// The largest die the core accepts.
pub const MAX_FACES: u32 = 1000;

/// Where a player stands before the first throw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Start {
    /// Off the board, on square 0: a first throw of 3 lands on square 3.
    #[default]
    OffBoard,
    /// On square 1, as in the puzzles: a first throw of 3 lands on square 4.
    One,
}

/// What a throw that would pass the last square does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Overshoot {
    /// The throw is no move: the player must land exactly on the last square.
    Stay,
    /// The token walks to the last square and back (from 99 a 3 lands on 98 of 100),
    /// and a jump where it lands applies.
    #[default]
    Bounce,
    /// Reaching or passing the last square wins.
    Win,
}

/// How many jumps one move may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum JumpMode {
    /// At most one snake or ladder per move: a jump that ends on another jump's start stops there.
    #[default]
    Single,
    /// Follow jumps until the token comes to rest.
    Chain,
}

/// The rules of play: one value instead of flags threaded through every call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    /// Where players start.
    pub start: Start,
    /// What a throw past the last square does.
    pub overshoot: Overshoot,
    /// Whether jumps chain.
    pub jumps: JumpMode,
    /// Faces of the die, numbered 1..=faces.
    pub faces: u32,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            start: Start::OffBoard,
            overshoot: Overshoot::Bounce,
            jumps: JumpMode::Single,
            faces: 6,
        }
    }
}

impl Rules {
    /// The rules of the public puzzles: start on 1, exact finish, one jump per move.
    pub fn puzzle() -> Rules {
        Rules {
            start: Start::One,
            overshoot: Overshoot::Stay,
            jumps: JumpMode::Single,
            faces: 6,
        }
    }

    /// Refuses a die with no faces or more than [`MAX_FACES`].
    pub fn check(&self) -> Result<()> {
        if self.faces == 0 || self.faces > MAX_FACES {
            return Err(Error::InvalidOption(msg!(
                codes::RULE_FACES,
                max = MAX_FACES,
                faces = self.faces
            )));
        }
        Ok(())
    }

    /// Sets one option by its command-line name (`start`, `overshoot`, `jumps`, `faces`).
    pub fn set(&mut self, name: &str, value: &str) -> Result<()> {
        match name {
            "start" => self.start = value.parse()?,
            "overshoot" => self.overshoot = value.parse()?,
            "jumps" => self.jumps = value.parse()?,
            "faces" => {
                self.faces = value.trim().parse().map_err(|_| {
                    Error::InvalidOption(msg!(
                        codes::RULE_FACES_TEXT,
                        max = MAX_FACES,
                        found = crate::error::excerpt(value)
                    ))
                })?;
                self.check()?;
            }
            other => {
                return Err(Error::InvalidOption(msg!(
                    codes::RULE_UNKNOWN,
                    found = other
                )))
            }
        }
        Ok(())
    }
}

impl Rules {
    /// The rules in words for a message a page shows as well as the command
    /// ("start off-board, overshoot bounce, jumps single, 6 faces"); Display writes them as flags.
    pub fn in_words(&self) -> String {
        self.words().to_string()
    }

    /// The rules as a message names them: "start off, overshoot stay, jumps single, 6 faces".
    pub fn words(&self) -> crate::message::Message {
        msg!(
            codes::RULES,
            start = self.start.to_string(),
            overshoot = self.overshoot.to_string(),
            jumps = self.jumps.to_string(),
            faces = self.faces
        )
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "--start {} --overshoot {} --jumps {} --faces {}",
            self.start, self.overshoot, self.jumps, self.faces
        )
    }
}

macro_rules! named_options {
    ($ty:ident, $what:literal, $( $variant:ident => [$($name:literal),+] ),+ ) => {
        impl FromStr for $ty {
            type Err = Error;
            fn from_str(s: &str) -> Result<Self> {
                match s.trim().to_ascii_lowercase().as_str() {
                    $( $($name)|+ => Ok($ty::$variant), )+
                    _ => Err(Error::InvalidOption($crate::msg!(
                        codes::RULE_CHOICE,
                        what = $what,
                        choices = [$( named_options!(@first $($name),+) ),+].join(", "),
                        found = crate::error::excerpt(s)
                    ))),
                }
            }
        }
        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(match self { $( $ty::$variant => named_options!(@first $($name),+), )+ })
            }
        }
    };
    (@first $first:literal $(, $rest:literal)*) => { $first };
}

named_options!(Start, "start", OffBoard => ["off-board", "0", "offboard", "off"], One => ["1", "one"]);
named_options!(Overshoot, "overshoot", Stay => ["stay"], Bounce => ["bounce"], Win => ["win"]);
named_options!(JumpMode, "jumps", Single => ["single"], Chain => ["chain"]);

/// Marks a landing past the last square that is no move under [`Overshoot::Stay`].
pub const STAY: u32 = u32::MAX;

/// The compiled board: for each value `position + roll`, the square where the token comes to rest.
///
/// This is the 106-cell array of the simulation seed, generalized: cells 0..=size are squares,
/// cells past `size` are overshoot landings. A move is one lookup: [`Table::step`].
#[derive(Debug, Clone)]
pub struct Table {
    size: u32,
    faces: u32,
    start: u32,
    rules: Rules,
    rest: Vec<u32>,
    /// The squares a jump starts from, ascending, each with where the token comes to rest.
    jumps: Vec<(u32, u32)>,
}

impl Table {
    /// Compiles `board` under `rules`; chained jumps that never come to rest are an error.
    pub fn new(board: &Board, rules: &Rules) -> Result<Table> {
        rules.check()?;
        let n = board.size();
        let faces = rules.faces;
        // One spare cell so that even a step from the last square stays inside the table.
        let len = n as usize + faces as usize + 1;
        let mut rest: Vec<u32> = (0..len as u32).collect();
        for j in board.jumps() {
            rest[j.from as usize] = j.to;
        }
        if rules.jumps == JumpMode::Chain {
            resolve_chains(&mut rest[..=n as usize])?;
        }
        for t in n as usize + 1..len {
            rest[t] = match rules.overshoot {
                Overshoot::Stay => STAY,
                Overshoot::Win => n,
                Overshoot::Bounce => rest[reflect(t as u64, n) as usize],
            };
        }
        let start = match rules.start {
            Start::OffBoard => 0,
            Start::One => 1,
        };
        let jumps = board
            .jumps()
            .iter()
            .map(|j| (j.from, rest[j.from as usize]))
            .collect();
        Ok(Table {
            jumps,
            size: n,
            faces,
            start,
            rules: *rules,
            rest,
        })
    }

    /// The goal square.
    #[inline]
    pub fn size(&self) -> u32 {
        self.size
    }

    /// Faces of the die.
    #[inline]
    pub fn faces(&self) -> u32 {
        self.faces
    }

    /// Where players stand before their first throw (0 or 1).
    #[inline]
    pub fn start(&self) -> u32 {
        self.start
    }

    /// The rules the table was built with.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Where a token resting on `position` comes to rest after throwing `roll` (1..=faces).
    #[inline]
    pub fn step(&self, position: u32, roll: u32) -> u32 {
        let r = self.rest[(position + roll) as usize];
        if r == STAY {
            position
        } else {
            r
        }
    }

    /// The squares a jump starts from, ascending, each with the square its token rests on:
    /// the cells of the board (1..=size) that [`Table::cells`] does not map to themselves.
    #[inline]
    pub fn jump_cells(&self) -> &[(u32, u32)] {
        &self.jumps
    }

    /// The raw cells: index `position + roll`, value the resting square or [`STAY`].
    #[inline]
    pub fn cells(&self) -> &[u32] {
        &self.rest
    }

    /// The square the token touches after walking `roll` squares from `position`, before any
    /// jump: past the end it is the bounce square, the last square, or `position` itself.
    pub fn landed(&self, position: u32, roll: u32) -> u32 {
        let t = position as u64 + roll as u64;
        if t <= self.size as u64 {
            return t as u32;
        }
        match self.rules.overshoot {
            Overshoot::Stay => position,
            Overshoot::Win => self.size,
            Overshoot::Bounce => reflect(t, self.size),
        }
    }
}

/// The table turned around: for each resting square, the landing cells that lead there.
#[derive(Debug, Clone)]
pub struct Inverse {
    offsets: Vec<u32>,
    landings: Vec<u32>,
}

impl Inverse {
    /// The landing cells (values `position + roll`) whose token comes to rest on `square`.
    #[inline]
    pub fn landings_to(&self, square: u32) -> &[u32] {
        let q = square as usize;
        &self.landings[self.offsets[q] as usize..self.offsets[q + 1] as usize]
    }
}

impl Table {
    /// The inverse of the table (cells that are no move are left out), in O(size + faces).
    pub fn inverse(&self) -> Inverse {
        let n = self.size as usize;
        let top = n - 1 + self.faces as usize;
        let cells = &self.rest[..=top];
        let mut offsets = vec![0u32; n + 2];
        for &q in &cells[1..] {
            if q != STAY {
                offsets[q as usize + 1] += 1;
            }
        }
        for i in 1..offsets.len() {
            offsets[i] += offsets[i - 1];
        }
        let mut fill = offsets.clone();
        let mut landings = vec![0u32; offsets[n + 1] as usize];
        for (t, &q) in cells.iter().enumerate().skip(1) {
            if q != STAY {
                landings[fill[q as usize] as usize] = t as u32;
                fill[q as usize] += 1;
            }
        }
        Inverse { offsets, landings }
    }
}

/// The square reached by walking `t` squares from 0 on a track 1..=n that bounces at both ends.
pub fn reflect(t: u64, n: u32) -> u32 {
    let n = n as u64;
    if t <= n {
        return t as u32;
    }
    // Past the end the token walks back towards 1, then forward again, with period 2(n-1).
    let period = 2 * (n - 1);
    let offset = (t - 1) % period;
    let square = if offset < n {
        offset + 1
    } else {
        period - offset + 1
    };
    square as u32
}

/// Follows jumps until rest for every square, in place; a cycle is an error naming its squares.
fn resolve_chains(rest: &mut [u32]) -> Result<()> {
    const NEW: u8 = 0;
    const ON_PATH: u8 = 1;
    const DONE: u8 = 2;
    let mut state = vec![NEW; rest.len()];
    let mut path: Vec<usize> = Vec::new();
    for s in 0..rest.len() {
        if state[s] != NEW {
            continue;
        }
        let mut cur = s;
        loop {
            match state[cur] {
                DONE => break,
                ON_PATH => {
                    let from = path.iter().position(|&p| p == cur).unwrap_or(0);
                    let cycle = path[from..].iter().map(|&p| p as u32).collect();
                    return Err(Error::JumpCycle(cycle));
                }
                _ => {}
            }
            if rest[cur] as usize == cur {
                state[cur] = DONE;
                break;
            }
            state[cur] = ON_PATH;
            path.push(cur);
            cur = rest[cur] as usize;
        }
        let end = rest[cur];
        for &p in &path {
            rest[p] = end;
            state[p] = DONE;
        }
        path.clear();
    }
    Ok(())
}

/// The jumps taken, in order, when a token lands on `square` of `board` under `mode`, at
/// most `limit` of them (a chain may be as long as the board; its words need not be).
pub fn jumps_from(board: &Board, square: u32, mode: JumpMode, limit: usize) -> Vec<Jump> {
    let mut out = Vec::new();
    let mut cur = square;
    while let Some(to) = board.jump_from(cur) {
        if out.len() >= limit {
            break;
        }
        out.push(Jump::new(cur, to));
        cur = to;
        if mode == JumpMode::Single || out.len() > board.jumps().len() {
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn classic_like() -> Board {
        Board::new(100, [Jump::new(98, 78), Jump::new(80, 100)]).unwrap()
    }

    #[test]
    fn bounce_back_lands_on_98_from_99_with_a_3() {
        let b = Board::new(100, []).unwrap();
        let t = Table::new(&b, &Rules::default()).unwrap();
        assert_eq!(t.step(99, 3), 98);
        assert_eq!(t.step(99, 1), 100);
        assert_eq!(t.step(95, 6), 99);
    }

    #[test]
    fn bounce_onto_a_snake_slides_down_it() {
        let t = Table::new(&classic_like(), &Rules::default()).unwrap();
        assert_eq!(t.step(99, 3), 78);
        assert_eq!(t.landed(99, 3), 98);
    }

    #[test]
    fn stay_makes_an_overshoot_no_move_and_win_wins() {
        let b = classic_like();
        let stay = Rules {
            overshoot: Overshoot::Stay,
            ..Rules::default()
        };
        let win = Rules {
            overshoot: Overshoot::Win,
            ..Rules::default()
        };
        assert_eq!(Table::new(&b, &stay).unwrap().step(97, 5), 97);
        assert_eq!(Table::new(&b, &win).unwrap().step(97, 5), 100);
    }

    #[test]
    fn single_jumps_stop_after_one_and_chains_follow() {
        let b = Board::new(100, [Jump::new(38, 12), Jump::new(12, 73)]).unwrap();
        let single = Table::new(&b, &Rules::default()).unwrap();
        assert_eq!(single.step(35, 3), 12);
        let chain = Rules {
            jumps: JumpMode::Chain,
            ..Rules::default()
        };
        assert_eq!(Table::new(&b, &chain).unwrap().step(35, 3), 73);
    }

    #[test]
    fn a_chain_cycle_is_an_error_naming_its_squares() {
        let b = Board::new(100, [Jump::new(5, 10), Jump::new(10, 5)]).unwrap();
        let chain = Rules {
            jumps: JumpMode::Chain,
            ..Rules::default()
        };
        let err = Table::new(&b, &chain).unwrap_err();
        assert_eq!(err, Error::JumpCycle(vec![5, 10]));
        assert!(err.to_string().contains("5 -> 10 -> 5"), "{err}");
    }

    #[test]
    fn reflect_bounces_between_both_ends_on_tiny_boards() {
        // Track 1..=3: 4 -> 2, 5 -> 1, 6 -> 2, 7 -> 3.
        assert_eq!(
            (1..=7).map(|t| reflect(t, 3)).collect::<Vec<_>>(),
            [1, 2, 3, 2, 1, 2, 3]
        );
        assert_eq!(reflect(105, 100), 95);
    }

    #[test]
    fn options_parse_by_their_command_names_and_reject_others() {
        let mut r = Rules::default();
        r.set("start", "1").unwrap();
        r.set("overshoot", "stay").unwrap();
        r.set("jumps", "chain").unwrap();
        r.set("faces", "4").unwrap();
        assert_eq!(
            r.to_string(),
            "--start 1 --overshoot stay --jumps chain --faces 4"
        );
        let e = r.set("overshoot", "fly").unwrap_err().to_string();
        assert!(
            e.contains("stay, bounce, win") && e.contains("'fly'"),
            "{e}"
        );
        assert!(r.set("faces", "0").is_err());
        assert!(r.set("faces", "x").is_err());
    }
}
