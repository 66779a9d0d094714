//! One throw explained: the squares the token walks (a bounce off the last square included),
//! the snakes and ladders it takes, and the throw in words.
//!
//! The rule table says where a throw comes to rest; this module says how it got there, for a
//! page that animates a move square by square or names it ("26 → 28, ladder up to 84"). It
//! reads the same table, so the walk ends where the table says the throw landed.

use crate::board::{Board, Jump};
use crate::codes;
use crate::error::{Error, Result};
use crate::game::{told_jumps, Game, Move};
use crate::message::Message;
use crate::msg;
use crate::rules::{reflect, Overshoot, Table};

/// One throw of `roll` from `from` under a board's rules, and everything it did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Throw {
    /// Where the token rested before the throw (0: off the board).
    pub from: u32,
    /// The die value.
    pub roll: u32,
    /// The square the walk ends on, before any jump (`from` when the throw is no move).
    pub landed: u32,
    /// Where the token comes to rest.
    pub to: u32,
    /// The squares walked, in order, ending on `landed`; empty when the throw is no move.
    pub walk: Vec<u32>,
    /// The snakes and ladders taken, in order (a chain too long to tell ends in one hop).
    pub jumps: Vec<Jump>,
    /// Whether the walk went past the last square and came back (under bounce).
    pub bounced: bool,
}

impl Throw {
    /// The throw of `roll` from `from` on `board` compiled into `table`; an error naming both
    /// when the square is off the board or the roll is not a face of the die.
    pub fn new(board: &Board, table: &Table, from: u32, roll: u32) -> Result<Throw> {
        if from > table.size() || roll == 0 || roll > table.faces() {
            return Err(Error::InvalidOption(msg!(
                codes::THROW_RANGE,
                size = table.size(),
                faces = table.faces(),
                from,
                roll
            )));
        }
        if !moves(table, from, roll) {
            return Ok(Throw::no_move(from, roll));
        }
        let landed = table.landed(from, roll);
        let to = table.step(from, roll);
        Ok(Throw {
            from,
            roll,
            landed,
            to,
            walk: walk(table, from, roll),
            jumps: told_jumps(board, table, landed, to),
            bounced: bounces(table, from, roll),
        })
    }

    /// A throw that does not move the token.
    fn no_move(from: u32, roll: u32) -> Throw {
        Throw {
            from,
            roll,
            landed: from,
            to: from,
            walk: Vec::new(),
            jumps: Vec::new(),
            bounced: false,
        }
    }

    /// The throw in words by code: "26 → 28, ladder up to 84", "the start → 3", or "no move (it
    /// would pass the end)" in English.
    pub fn words(&self) -> Message {
        if self.walk.is_empty() {
            return msg!(codes::THROW_NO_MOVE);
        }
        let to = self.landed;
        let mut path = if self.from == 0 {
            msg!(codes::THROW_WALK_FROM_START, to)
        } else {
            msg!(codes::THROW_WALK, from = self.from, to)
        };
        for j in &self.jumps {
            let to = j.to;
            let next = if j.is_ladder() {
                msg!(codes::THROW_LADDER, to)
            } else {
                msg!(codes::THROW_SNAKE, to)
            };
            path = msg!(codes::THROW_THEN, path, next);
        }
        path
    }
}

/// Whether a throw of `roll` from `from` moves the token: only a throw past the last square
/// under the "stay" overshoot does not.
pub fn moves(table: &Table, from: u32, roll: u32) -> bool {
    u64::from(from) + u64::from(roll) <= u64::from(table.size())
        || table.rules().overshoot != Overshoot::Stay
}

/// Whether a throw of `roll` from `from` walks past the last square and back (under bounce).
pub fn bounces(table: &Table, from: u32, roll: u32) -> bool {
    u64::from(from) + u64::from(roll) > u64::from(table.size())
        && table.rules().overshoot == Overshoot::Bounce
}

/// The squares a throw of `roll` from `from` walks, in order, ending where the table says it
/// lands: up to the last square and back down under bounce (as often as a large die needs),
/// stopping on the last square under win; empty when the throw is no move.
pub fn walk(table: &Table, from: u32, roll: u32) -> Vec<u32> {
    if !moves(table, from, roll) {
        return Vec::new();
    }
    let size = table.size();
    let mut squares = Vec::with_capacity(roll as usize);
    for k in 1..=u64::from(roll) {
        let t = u64::from(from) + k;
        if t <= u64::from(size) {
            squares.push(t as u32);
        } else if table.rules().overshoot == Overshoot::Win {
            break;
        } else {
            squares.push(reflect(t, size));
        }
    }
    squares
}

/// The squares the token of `mv`, a move of `game`, walked: empty when the throw was no move
/// (too far under "stay", or a third highest face in a row under the three-sixes rule).
pub fn move_walk(game: &Game, mv: &Move) -> Vec<u32> {
    if third_highest(game, mv) {
        return Vec::new();
    }
    walk(game.table(), mv.from, mv.roll)
}

/// Whether `mv` was a third highest face in a row, which is not moved. Under the sixes-again
/// rule a highest face that does not win always throws again, except the third: so a highest
/// face that stayed put, did not win and gave no throw again was the third.
fn third_highest(game: &Game, mv: &Move) -> bool {
    let options = game.options();
    options.sixes_again
        && options.three_sixes_end
        && mv.roll == game.table().faces()
        && !mv.again
        && mv.winner.is_none()
        && mv.landed == mv.from
        && mv.to == mv.from
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameOptions;
    use crate::rules::{JumpMode, Rules, Start};

    fn table(size: u32, jumps: &[(u32, u32)], rules: Rules) -> (Board, Table) {
        let board = Board::new(size, jumps.iter().map(|&(f, t)| Jump::new(f, t))).unwrap();
        let table = Table::new(&board, &rules).unwrap();
        (board, table)
    }

    fn with_overshoot(overshoot: Overshoot) -> Rules {
        Rules {
            overshoot,
            ..Rules::default()
        }
    }

    #[test]
    fn bounce_back_from_97_with_a_6_walks_to_100_and_back_to_97() {
        let (board, t) = table(100, &[], Rules::default());
        let throw = Throw::new(&board, &t, 97, 6).unwrap();
        assert_eq!(throw.walk, vec![98, 99, 100, 99, 98, 97]);
        assert_eq!((throw.landed, throw.to), (97, 97));
        assert!(throw.bounced);
        assert_eq!(throw.words().to_string(), "97 → 97");
    }

    #[test]
    fn a_throw_past_the_end_under_stay_is_no_move_with_no_walk() {
        let (board, t) = table(100, &[], with_overshoot(Overshoot::Stay));
        let throw = Throw::new(&board, &t, 97, 6).unwrap();
        assert!(throw.walk.is_empty() && !throw.bounced);
        assert_eq!(throw.words().to_string(), "no move (it would pass the end)");
    }

    #[test]
    fn a_throw_past_the_end_under_win_stops_on_the_last_square() {
        let (_, t) = table(100, &[], with_overshoot(Overshoot::Win));
        assert_eq!(walk(&t, 97, 6), vec![98, 99, 100]);
    }

    #[test]
    fn a_large_die_on_a_small_board_bounces_at_both_ends() {
        let rules = Rules {
            faces: 9,
            ..Rules::default()
        };
        let (_, t) = table(3, &[], rules);
        assert_eq!(walk(&t, 1, 9), vec![2, 3, 2, 1, 2, 3, 2, 1, 2]);
    }

    #[test]
    fn a_ladder_then_a_snake_are_both_told_under_chained_jumps() {
        let rules = Rules {
            jumps: JumpMode::Chain,
            ..Rules::default()
        };
        let (board, t) = table(30, &[(3, 22), (22, 9)], rules);
        let throw = Throw::new(&board, &t, 0, 3).unwrap();
        assert_eq!(throw.jumps, vec![Jump::new(3, 22), Jump::new(22, 9)]);
        assert_eq!(
            throw.words().to_string(),
            "the start → 3, ladder up to 22, snake down to 9"
        );
    }

    #[test]
    fn a_square_off_the_board_or_a_roll_off_the_die_is_refused_naming_both() {
        let (board, t) = table(30, &[], Rules::default());
        for (from, roll) in [(31, 1), (0, 0), (0, 7)] {
            let e = Throw::new(&board, &t, from, roll).unwrap_err().to_string();
            assert!(e.contains(&format!("square {from} and roll {roll}")), "{e}");
        }
    }

    /// Every throw's walk ends where the table lands it and moves one square a step, on
    /// boards small and large under every overshoot.
    #[test]
    fn every_walk_ends_on_the_tables_landing_one_square_at_a_time() {
        for overshoot in [Overshoot::Bounce, Overshoot::Stay, Overshoot::Win] {
            for (size, faces) in [(2, 6), (5, 12), (30, 6), (100, 6)] {
                let rules = Rules {
                    overshoot,
                    faces,
                    start: Start::OffBoard,
                    ..Rules::default()
                };
                let (_, t) = table(size, &[], rules);
                for from in 0..=size {
                    for roll in 1..=faces {
                        let w = walk(&t, from, roll);
                        let landed = t.landed(from, roll);
                        assert_eq!(w.last().copied().unwrap_or(from), landed);
                        let mut at = from;
                        for &s in &w {
                            assert_eq!(at.abs_diff(s), 1, "{from} + {roll}: {w:?}");
                            at = s;
                        }
                    }
                }
            }
        }
    }

    /// Games with every house rule: a move walks exactly when its words do not say it stayed,
    /// and its walk ends where it landed.
    #[test]
    fn a_game_moves_walk_unless_their_words_say_the_token_stayed() {
        let board = Board::new(30, [Jump::new(3, 22), Jump::new(27, 1)]).unwrap();
        for (seed, overshoot) in (0..40).zip([Overshoot::Bounce, Overshoot::Stay].iter().cycle()) {
            let options = GameOptions {
                rules: with_overshoot(*overshoot),
                sixes_again: true,
                three_sixes_end: true,
                knock_off: true,
                ..GameOptions::players(3, seed)
            };
            let mut game = Game::new(board.clone(), options).unwrap();
            while game.winner().is_none() {
                game.roll().unwrap();
            }
            for mv in game.history() {
                let w = move_walk(&game, mv);
                let stayed = mv.text.contains("stays");
                assert_eq!(w.is_empty(), stayed, "{}", mv.text);
                assert_eq!(
                    w.last().copied().unwrap_or(mv.from),
                    mv.landed,
                    "{}",
                    mv.text
                );
            }
        }
    }
}
