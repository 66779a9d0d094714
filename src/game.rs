//! Games: players, turns, house rules and narrated moves.
//!
//! The simulation seed's 106-cell array, generalized: a move is one [`Table::step`] lookup.
//! The table decides where a token comes to rest; this module only adds what the table cannot
//! know: whose turn it is, the house rules, and the words a page shows for each move.
//!
//! # House rules, as played here
//!
//! - **Knock off**: a player who comes to rest (after any snake or ladder) on a square where
//!   other players stand sends them back to the start. Nobody is knocked off the start itself,
//!   and a throw that does not move the token (too far under the "stay" overshoot, or a third
//!   highest face) knocks nobody off.
//! - **Sixes again**: throwing the die's highest face (6 on the usual die) gives another
//!   throw, unless that throw won the game.
//! - **Three sixes end the turn**: with sixes again, a third highest face in a row within one
//!   turn is not moved and ends the turn. The two throws before it stand (the classic house
//!   rule cancels only the third move); the token stays where the second throw left it.

use crate::board::Board;
use crate::codes;
use crate::error::{Error, Result};
use crate::formats::json_text::{self, Value};
use crate::message::{Message, Param};
use crate::msg;
use crate::rng::Dice;
use crate::rules::{jumps_from, Overshoot, Rules, Table};
use crate::Jump;
use std::fmt::Write;
use std::ops::Range;

/// The most players a game takes.
pub const MAX_PLAYERS: usize = 8;

/// Names given to players whose name is left empty, in seat order.
pub const DEFAULT_NAMES: [&str; MAX_PLAYERS] = [
    "Red", "Blue", "Green", "Yellow", "Purple", "Orange", "Teal", "Pink",
];

/// The longest player name accepted, in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// The format version written by [`Game::save`] and read by [`Game::restore`].
pub const SAVE_VERSION: u32 = 1;

/// The most throws one game takes. Every move is kept for undo and the history, so this
/// bounds a game's memory (a few hundred bytes a move), and restoring replays them all.
pub const MAX_MOVES: usize = 1_000_000;

/// The most snakes and ladders one move tells of; a longer chain is told up to here, then in
/// one hop to where it comes to rest.
pub const MAX_TOLD_JUMPS: usize = 32;

/// The jumps a token takes from `landed` until it rests on `to`, as a move tells them (a game's,
/// and a described throw's, `throws::Throw`): a chain longer than the words allow is told up to
/// [`MAX_TOLD_JUMPS`], then in one hop along the rest of the chain to where the table says it
/// rests.
pub(crate) fn told_jumps(board: &Board, table: &Table, landed: u32, to: u32) -> Vec<Jump> {
    let mut jumps = jumps_from(board, landed, table.rules().jumps, MAX_TOLD_JUMPS);
    if let Some(last) = jumps.last().copied() {
        if last.to != to {
            jumps.push(Jump::new(last.to, to));
        }
    }
    jumps
}

/// Who plays, under which rules and house rules, with which dice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameOptions {
    /// 1 to 8 names in seat order; an empty name becomes that seat's default (Red, Blue, ...).
    pub players: Vec<String>,
    /// The rules of movement, compiled into the game's [`Table`].
    pub rules: Rules,
    /// Coming to rest on another player's square sends them back to the start.
    pub knock_off: bool,
    /// Throwing the die's highest face gives another throw.
    pub sixes_again: bool,
    /// With `sixes_again`, a third highest face in a row is not moved and ends the turn.
    pub three_sixes_end: bool,
    /// Fixes every throw of the game.
    pub seed: u64,
}

impl Default for GameOptions {
    /// Red and Blue, default rules, no house rules, seed 0.
    fn default() -> Self {
        GameOptions {
            players: vec![String::new(), String::new()],
            rules: Rules::default(),
            knock_off: false,
            sixes_again: false,
            three_sixes_end: false,
            seed: 0,
        }
    }
}

impl GameOptions {
    /// `count` players with the default names, seeded dice, default rules, no house rules.
    pub fn players(count: usize, seed: u64) -> GameOptions {
        GameOptions {
            players: vec![String::new(); count],
            seed,
            ..GameOptions::default()
        }
    }
}

/// One throw and everything it did, with the words a page can show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    /// The seat of the player who threw.
    pub player: usize,
    /// The die value.
    pub roll: u32,
    /// Where the token rested before the throw.
    pub from: u32,
    /// The square the token walked to, after any bounce and before any jump
    /// (`from` when the throw was not moved).
    pub landed: u32,
    /// Where the token came to rest.
    pub to: u32,
    /// The snakes and ladders taken, in order.
    pub jumps: Vec<Jump>,
    /// Seats of the players sent back to the start by this move.
    pub knocked_off: Vec<usize>,
    /// The same player throws again.
    pub again: bool,
    /// The seat of the winner, when this move won.
    pub winner: Option<usize>,
    /// How the throw moved the token, for the words ([`Game::said`]).
    pub how: How,
    /// "Red rolled 4: 12 to 16, slid down a snake to 6." ([`Game::said`] in English).
    pub text: String,
}

/// How a throw moved the token, for the words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum How {
    /// Walked to the landing square (or to the last square under the "win" overshoot).
    Walked,
    /// Walked to the last square and back.
    Bounced,
    /// Too far under the "stay" overshoot: no move.
    TooFar,
    /// A third highest face in a row: no move, turn over.
    Third,
}

/// What undoing a move needs that the move itself does not record.
#[derive(Debug, Clone)]
struct Before {
    dice: Dice,
    streak: u32,
    turn: u32,
}

/// Moves per chunk of a [`History`]: 448 KiB of entries in wasm (112 bytes a move; its words
/// and jumps are allocated apart).
const CHUNK: usize = 4096;

/// Every move made, with what undoing it needs, oldest first, in chunks of [`CHUNK`] moves:
/// the first grows with the game, the others are allocated whole and never move.
///
/// Kept in one `Vec`, the moves of a long game were copied whole each time it doubled its
/// capacity, into newly grown wasm memory: restoring a game of a million moves in slices of
/// 5,000 throws took 30 to 120 ms in Node and over 250 ms in Chromium for the slices that
/// crossed a doubling, against 5 ms for the others. Here a push copies at most one chunk's
/// moves and the list of chunks. Every chunk but the last is full, and none is empty. (A clone
/// of a game has its last chunk only as long as it is, so that chunk grows again as a `Vec`.)
#[derive(Debug, Clone, Default)]
struct History {
    chunks: Vec<Vec<(Move, Before)>>,
}

impl History {
    /// How many moves it holds: every chunk but the last is full.
    fn len(&self) -> usize {
        self.chunks
            .last()
            .map_or(0, |last| (self.chunks.len() - 1) * CHUNK + last.len())
    }

    /// The move numbered `i` from 0; panics past the last.
    // Not inlined: its callers share one copy of the two bounds checks, which keeps the core
    // wasm within its 150,000 bytes.
    #[inline(never)]
    fn get(&self, i: usize) -> &Move {
        &self.chunks[i / CHUNK][i % CHUNK].0
    }

    /// Adds a move after the last one, and returns it.
    fn push(&mut self, mv: Move, before: Before) -> &Move {
        let i = self.len();
        if i == 0 {
            // The first chunk grows as a game does (copying at most one chunk's moves), so
            // that a game of a few dozen throws does not hold a whole chunk.
            self.chunks.push(Vec::new());
        } else if i % CHUNK == 0 {
            reserve_heap(CHUNK * HEAP_PER_MOVE);
            self.chunks.push(Vec::with_capacity(CHUNK));
        }
        self.chunks[i / CHUNK].push((mv, before));
        self.get(i)
    }

    /// Takes off the last move, dropping its chunk when it was the chunk's only one.
    fn pop(&mut self) -> Option<(Move, Before)> {
        let last = self.chunks.last_mut()?;
        let entry = last.pop();
        if last.is_empty() {
            self.chunks.pop();
        }
        entry
    }
}

/// Heap bytes set aside for each move of a new chunk: a move takes about 230 in a game of a
/// million (112 of them its entry), more with long names or chains; twice that leaves room.
const HEAP_PER_MOVE: usize = 512;

/// Has the allocator take `bytes` from the system and keep them free, so that the
/// allocations which follow grow wasm memory once rather than once per 64 KiB.
///
/// Out of free memory, the allocator grows wasm memory by what it was asked for, rounded up
/// to 64 KiB, and each grow costs V8 about 0.2 ms, now and then a collection of 20 to 30 ms
/// (Node 20). A history in chunks frees no old copies for the words of later moves to use,
/// so a restore grew memory once every 300 moves or so, and its slices of 5,000 throws took
/// 10 to 20 ms instead of 5. Freed, the block stays with the allocator (wasm memory never
/// shrinks), and the allocations after it are carved from it.
#[cfg(target_arch = "wasm32")]
fn reserve_heap(bytes: usize) {
    // Short of memory, nothing is set aside: the moves then ask for what they need.
    let mut block = Vec::<u8>::new();
    let _ = block.try_reserve_exact(bytes);
    // black_box: an allocation freed unused is otherwise optimized away.
    drop(std::hint::black_box(block));
}

/// Native allocators take memory from the system without a cost per grow: nothing to do.
#[cfg(not(target_arch = "wasm32"))]
fn reserve_heap(_bytes: usize) {}

/// A game in progress: the board, its table, the players' squares, the dice and the history.
#[derive(Debug, Clone)]
pub struct Game {
    board: Board,
    options: GameOptions,
    table: Table,
    dice: Dice,
    positions: Vec<u32>,
    current: usize,
    /// Highest faces thrown in a row in the current turn.
    streak: u32,
    turn: u32,
    winner: Option<usize>,
    history: History,
}

impl Game {
    /// A new game on `board`; refuses bad options, and chained jumps that never come to rest.
    pub fn new(board: Board, mut options: GameOptions) -> Result<Game> {
        let count = options.players.len();
        if count == 0 || count > MAX_PLAYERS {
            return Err(Error::InvalidOption(msg!(
                codes::GAME_PLAYERS,
                max = MAX_PLAYERS,
                count
            )));
        }
        for (seat, name) in options.players.iter_mut().enumerate() {
            let trimmed = name.trim();
            if trimmed.chars().count() > MAX_NAME_CHARS {
                return Err(Error::InvalidOption(msg!(
                    codes::GAME_NAME_LONG,
                    player = seat + 1,
                    max = MAX_NAME_CHARS
                )));
            }
            if trimmed.chars().any(char::is_control) {
                return Err(Error::InvalidOption(msg!(
                    codes::GAME_NAME_CONTROL,
                    player = seat + 1
                )));
            }
            *name = if trimmed.is_empty() {
                DEFAULT_NAMES[seat].to_string()
            } else {
                trimmed.to_string()
            };
        }
        if options.three_sixes_end && !options.sixes_again {
            return Err(Error::InvalidOption(msg!(codes::GAME_THREE_SIXES)));
        }
        let table = Table::new(&board, &options.rules)?;
        Ok(Game {
            positions: vec![table.start(); count],
            dice: Dice::new(options.seed),
            board,
            options,
            table,
            current: 0,
            streak: 0,
            turn: 1,
            winner: None,
            history: History::default(),
        })
    }

    /// Throws the seeded die for the player whose turn it is and makes the move, returned as
    /// the history holds it; an error once the game is over or after [`MAX_MOVES`] throws.
    pub fn roll(&mut self) -> Result<&Move> {
        if let Some(w) = self.winner {
            return Err(Error::Game(msg!(
                codes::GAME_OVER,
                winner = self.options.players[w].as_str()
            )));
        }
        if self.history.len() >= MAX_MOVES {
            return Err(Error::Limit(msg!(codes::GAME_MOVES, max = MAX_MOVES)));
        }
        let dice_before = self.dice.clone();
        let roll = self.dice.roll(self.table.faces());
        Ok(self.record(roll, dice_before))
    }

    /// Takes back the last move, dice included, so the game replays identically; false if
    /// there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        let Some((mv, before)) = self.history.pop() else {
            return false;
        };
        self.positions[mv.player] = mv.from;
        for &k in &mv.knocked_off {
            self.positions[k] = mv.to;
        }
        self.current = mv.player;
        self.winner = None;
        self.dice = before.dice;
        self.streak = before.streak;
        self.turn = before.turn;
        true
    }

    /// Every player's square, by seat (0 is off the board before the first throw).
    pub fn positions(&self) -> &[u32] {
        &self.positions
    }

    /// The seat whose turn it is (the winner's, once the game is over).
    pub fn current_player(&self) -> usize {
        self.current
    }

    /// The winner's seat, once someone has reached the last square.
    pub fn winner(&self) -> Option<usize> {
        self.winner
    }

    /// True once someone has won.
    pub fn is_over(&self) -> bool {
        self.winner.is_some()
    }

    /// The turn in progress, from 1; a turn is one player's throws, so it counts every seat's
    /// turn, and a throw again does not start a new one.
    pub fn turn_number(&self) -> u32 {
        self.turn
    }

    /// How many throws have been made.
    pub fn moves_made(&self) -> usize {
        self.history.len()
    }

    /// Every move so far, oldest first.
    pub fn history(&self) -> impl ExactSizeIterator<Item = &Move> + DoubleEndedIterator + '_ {
        self.moves(0..self.moves_made())
    }

    /// The moves numbered `range` from 0 (oldest first), leaving out any part of `range` past
    /// the moves made: a long game's last moves without walking the ones before.
    pub fn moves(
        &self,
        range: Range<usize>,
    ) -> impl ExactSizeIterator<Item = &Move> + DoubleEndedIterator + '_ {
        let end = range.end.min(self.moves_made());
        (range.start.min(end)..end).map(|i| self.history.get(i))
    }

    /// The last move made, if any.
    pub fn last_move(&self) -> Option<&Move> {
        let last = self.history.chunks.last()?;
        last.last().map(|(mv, _)| mv)
    }

    /// The board being played.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The options, with empty names replaced by the defaults.
    pub fn options(&self) -> &GameOptions {
        &self.options
    }

    /// The compiled board the moves are looked up in.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The name of the player in `seat`.
    pub fn player_name(&self, seat: usize) -> &str {
        &self.options.players[seat]
    }

    /// Makes the move of `roll` and remembers how to undo it (`dice_before`: the dice before
    /// the throw); returns the move as the history holds it.
    fn record(&mut self, roll: u32, dice_before: Dice) -> &Move {
        let before = Before {
            dice: dice_before,
            streak: self.streak,
            turn: self.turn,
        };
        let mv = self.apply(roll);
        self.history.push(mv, before)
    }

    /// Makes the move of the current player throwing `roll`, and advances the turn.
    fn apply(&mut self, roll: u32) -> Move {
        let player = self.current;
        let from = self.positions[player];
        let n = self.table.size();
        let highest = roll == self.table.faces();
        let streak = if self.options.sixes_again && highest {
            self.streak + 1
        } else {
            0
        };
        let third = self.options.three_sixes_end && streak >= 3;
        let past_end = u64::from(from) + u64::from(roll) > u64::from(n);
        let overshoot = self.table.rules().overshoot;
        let stays = third || (past_end && overshoot == Overshoot::Stay);

        let (landed, to, jumps) = if stays {
            (from, from, Vec::new())
        } else {
            self.walk(from, roll)
        };
        self.positions[player] = to;
        let knocked_off = if stays {
            Vec::new()
        } else {
            self.knock_off(player, to)
        };
        let winner = (to == n).then_some(player);
        let again = self.options.sixes_again && highest && !third && winner.is_none();
        self.pass_turn(player, streak, again, winner);

        let mut mv = Move {
            player,
            roll,
            from,
            landed,
            to,
            jumps,
            knocked_off,
            again,
            winner,
            how: How::Walked,
            text: String::new(),
        };
        let how = if third {
            How::Third
        } else if stays {
            How::TooFar
        } else if past_end && overshoot == Overshoot::Bounce {
            How::Bounced
        } else {
            How::Walked
        };
        mv.how = how;
        mv.text = self.said(&mv).to_string();
        mv
    }

    /// Where a token on `from` throwing `roll` lands, where it comes to rest, and the jumps
    /// it takes on the way, as the words tell them.
    fn walk(&self, from: u32, roll: u32) -> (u32, u32, Vec<Jump>) {
        let landed = self.table.landed(from, roll);
        let to = self.table.step(from, roll);
        let jumps = told_jumps(&self.board, &self.table, landed, to);
        // The words come from the board, the square from the table: they must agree.
        debug_assert!(jumps.last().map_or(landed, |j| j.to) == to);
        (landed, to, jumps)
    }

    /// Under the knock-off rule, sends every other token on `to` (where `player` came to
    /// rest) back to the start; returns their seats.
    fn knock_off(&mut self, player: usize, to: u32) -> Vec<usize> {
        let mut knocked_off = Vec::new();
        if self.options.knock_off && to != self.table.start() {
            for (seat, pos) in self.positions.iter_mut().enumerate() {
                if seat != player && *pos == to {
                    *pos = self.table.start();
                    knocked_off.push(seat);
                }
            }
        }
        knocked_off
    }

    /// After `player`'s move: records the winner, or lets `player` throw again keeping the
    /// `streak` of highest faces, or hands the dice to the next seat.
    fn pass_turn(&mut self, player: usize, streak: u32, again: bool, winner: Option<usize>) {
        if winner.is_some() {
            self.winner = winner;
        } else if again {
            self.streak = streak;
        } else {
            self.current = (player + 1) % self.positions.len();
            self.streak = 0;
            self.turn += 1;
        }
    }

    /// The words for `mv`, a move of this game, by code: what was thrown, where the token went,
    /// and what followed (its English is the move's `text`). Worded when asked rather than kept
    /// with each move, which a game of a million throws would pay for in memory.
    pub fn said(&self, mv: &Move) -> Message {
        let how = mv.how;
        let name = self.options.players[mv.player].as_str();
        let roll = mv.roll;
        let place = |square: u32| {
            if square == 0 {
                msg!(codes::MOVE_AT_START)
            } else {
                msg!(codes::MOVE_ON, square)
            }
        };
        if how == How::Third {
            return msg!(codes::MOVE_THIRD, name, roll, place = place(mv.from));
        }
        let said = if how == How::TooFar {
            msg!(codes::MOVE_TOO_FAR, name, roll, place = place(mv.from))
        } else {
            let (from, to, last) = (mv.from, mv.landed, self.table.size());
            let mut path = match (how == How::Bounced, from == 0) {
                (true, true) => msg!(codes::MOVE_BOUNCE_FROM_START, last, to),
                (true, false) => msg!(codes::MOVE_BOUNCE, from, last, to),
                (false, true) => msg!(codes::MOVE_WALK_FROM_START, to),
                (false, false) => msg!(codes::MOVE_WALK, from, to),
            };
            for j in &mv.jumps {
                let to = j.to;
                let next = if self.board.jump_from(j.from) != Some(j.to) {
                    // The hop that stands for the rest of a chain too long to tell.
                    msg!(codes::MOVE_CHAIN, to)
                } else if j.is_snake() {
                    msg!(codes::MOVE_SNAKE, to)
                } else {
                    msg!(codes::MOVE_LADDER, to)
                };
                path = msg!(codes::MOVE_THEN, path, next);
            }
            if !mv.knocked_off.is_empty() {
                let names: Vec<&str> = mv
                    .knocked_off
                    .iter()
                    .map(|&k| self.options.players[k].as_str())
                    .collect();
                let next = if names.len() == 1 {
                    msg!(codes::MOVE_KNOCKED_ONE, names = names[0])
                } else {
                    msg!(codes::MOVE_KNOCKED_MANY, names = list(&names))
                };
                path = msg!(codes::MOVE_THEN, path, next);
            }
            msg!(codes::MOVE_MOVED, name, roll, path)
        };
        if mv.winner.is_some() {
            return msg!(codes::MOVE_WINS, move = said, name);
        }
        if mv.again {
            let code = if takes_an(roll) {
                &codes::MOVE_AGAIN_AN
            } else {
                &codes::MOVE_AGAIN
            };
            return Message::new(
                code,
                vec![
                    ("move", said.into()),
                    ("name", name.into()),
                    ("roll", roll.into()),
                ],
            );
        }
        said
    }

    /// The game as compact JSON that [`Game::restore`] turns back into the same game.
    ///
    /// The moves are not stored: the seed replays them. The `check` value covers everything
    /// saved and the players' squares after the replay, so damage and casual edits are caught;
    /// it is a checksum, not a signature.
    pub fn save(&self) -> String {
        let mut saved = self.to_saved();
        saved.check = check_value(&saved, self);
        saved.to_json()
    }

    /// Rebuilds a game saved by [`Game::save`] by replaying its seeded moves, refusing text
    /// that is damaged, altered, or of another format version.
    pub fn restore(text: &str) -> Result<Game> {
        let bad = |why: Message| Error::Game(msg!(codes::SAVE_BAD, why));
        let value = json_text::parse(text)
            .map_err(|e| bad(msg!(codes::SAVE_NOT_JSON, reason = e.describe(text))))?;
        match value.get("v").and_then(Value::as_u64) {
            Some(v) if v == u64::from(SAVE_VERSION) => {}
            Some(v) => {
                return Err(bad(msg!(
                    codes::SAVE_VERSION,
                    version = v,
                    reads = SAVE_VERSION
                )))
            }
            None => return Err(bad(msg!(codes::SAVE_NO_VERSION))),
        }
        let saved =
            Saved::from_json(&value).map_err(|e| bad(msg!(codes::SAVE_FIELDS, reason = e)))?;
        if saved.moves > MAX_MOVES as u64 {
            return Err(bad(msg!(
                codes::SAVE_TOO_MANY_MOVES,
                moves = saved.moves,
                max = MAX_MOVES
            )));
        }
        let board = Board::new(
            saved.size,
            saved.jumps.iter().map(|&[a, b]| Jump::new(a, b)),
        )
        .and_then(|b| b.with_columns(saved.columns))
        .map_err(|e| bad(msg!(codes::SAVE_BOARD, error = e.message())))?;
        let o = &saved.options;
        let rules = Rules {
            start: o.start.parse().map_err(|e: Error| bad(e.message()))?,
            overshoot: o.overshoot.parse().map_err(|e: Error| bad(e.message()))?,
            jumps: o.jumps.parse().map_err(|e: Error| bad(e.message()))?,
            faces: o.faces,
        };
        let seed: u64 = saved
            .seed
            .parse()
            .map_err(|_| bad(msg!(codes::SAVE_SEED, seed = saved.seed.as_str())))?;
        let options = GameOptions {
            players: o.players.clone(),
            rules,
            knock_off: o.knock_off,
            sixes_again: o.sixes_again,
            three_sixes_end: o.three_sixes_end,
            seed,
        };
        let mut game = Game::new(board, options).map_err(|e| bad(e.message()))?;
        for made in 0..saved.moves {
            if game.is_over() {
                return Err(bad(msg!(codes::SAVE_WON_EARLY, moves = saved.moves, made)));
            }
            game.roll()?;
        }
        let mut again = game.to_saved();
        again.check = saved.check.clone();
        if saved.check != check_value(&again, &game) {
            return Err(bad(msg!(codes::SAVE_ALTERED)));
        }
        Ok(game)
    }

    /// Everything a save holds except the check value.
    fn to_saved(&self) -> Saved {
        let o = &self.options;
        Saved {
            v: SAVE_VERSION,
            size: self.board.size(),
            jumps: self.board.jumps().iter().map(|j| [j.from, j.to]).collect(),
            columns: self.board.columns_hint(),
            options: SavedOptions {
                players: o.players.clone(),
                start: o.rules.start.to_string(),
                overshoot: o.rules.overshoot.to_string(),
                jumps: o.rules.jumps.to_string(),
                faces: o.rules.faces,
                knock_off: o.knock_off,
                sixes_again: o.sixes_again,
                three_sixes_end: o.three_sixes_end,
            },
            seed: o.seed.to_string(),
            moves: self.history.len() as u64,
            check: String::new(),
        }
    }
}

/// The saved form, version 1. Numbers that may pass 2^53 are strings, so the text survives a
/// round trip through JavaScript's `JSON.parse`.
///
/// Written and read by hand (no serde in the page's core module); the text is byte for byte
/// what serde_json wrote for the same fields in this order, so older saves and their check
/// values stay valid.
#[derive(Debug, Clone)]
struct Saved {
    v: u32,
    size: u32,
    jumps: Vec<[u32; 2]>,
    columns: Option<u32>,
    options: SavedOptions,
    seed: String,
    moves: u64,
    check: String,
}

/// The saved options, with rule names as the command line spells them.
#[derive(Debug, Clone)]
struct SavedOptions {
    players: Vec<String>,
    start: String,
    overshoot: String,
    jumps: String,
    faces: u32,
    knock_off: bool,
    sixes_again: bool,
    three_sixes_end: bool,
}

/// The keys of a save, in the order they are written.
const SAVED_KEYS: [&str; 8] = [
    "v", "size", "jumps", "columns", "options", "seed", "moves", "check",
];

/// The keys of a save's options, in the order they are written.
const OPTION_KEYS: [&str; 8] = [
    "players",
    "start",
    "overshoot",
    "jumps",
    "faces",
    "knock_off",
    "sixes_again",
    "three_sixes_end",
];

impl Saved {
    /// Compact JSON: no spaces, keys in declaration order, `null` for no columns.
    fn to_json(&self) -> String {
        let mut out = String::with_capacity(256 + self.jumps.len() * 10);
        // Writing to a String cannot fail.
        let _ = write!(out, "{{\"v\":{},\"size\":{},\"jumps\":[", self.v, self.size);
        for (i, [from, to]) in self.jumps.iter().enumerate() {
            let comma = if i > 0 { "," } else { "" };
            let _ = write!(out, "{comma}[{from},{to}]");
        }
        out.push_str("],\"columns\":");
        match self.columns {
            Some(c) => {
                let _ = write!(out, "{c}");
            }
            None => out.push_str("null"),
        }
        out.push_str(",\"options\":{\"players\":[");
        let o = &self.options;
        for (i, name) in o.players.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            json_text::write_string(&mut out, name);
        }
        out.push(']');
        for (key, text) in [
            ("start", &o.start),
            ("overshoot", &o.overshoot),
            ("jumps", &o.jumps),
        ] {
            let _ = write!(out, ",\"{key}\":");
            json_text::write_string(&mut out, text);
        }
        let _ = write!(
            out,
            ",\"faces\":{},\"knock_off\":{},\"sixes_again\":{},\"three_sixes_end\":{}}},\"seed\":",
            o.faces, o.knock_off, o.sixes_again, o.three_sixes_end
        );
        json_text::write_string(&mut out, &self.seed);
        let _ = write!(out, ",\"moves\":{},\"check\":", self.moves);
        json_text::write_string(&mut out, &self.check);
        out.push('}');
        out
    }

    /// The fields of a parsed save; unknown, missing or mistyped fields are refused.
    fn from_json(value: &Value) -> std::result::Result<Saved, Message> {
        let options = field(value, "options", &SAVED_KEYS)?;
        check_keys(options, &OPTION_KEYS)?;
        let jumps = array(field(value, "jumps", &[])?, "jumps")?
            .iter()
            .map(|pair| match array(pair, "jumps")? {
                [from, to] => Ok([whole_in(from, "jumps")?, whole_in(to, "jumps")?]),
                other => Err(msg!(codes::SAVE_JUMP_LENGTH, count = other.len())),
            })
            .collect::<std::result::Result<Vec<_>, Message>>()?;
        let columns = match value.get("columns") {
            None | Some(Value::Null) => None,
            Some(c) => Some(whole_in(c, "columns")?),
        };
        let players = array(field(options, "players", &[])?, "players")?
            .iter()
            .map(|p| text_in(p, "players"))
            .collect::<std::result::Result<Vec<_>, Message>>()?;
        Ok(Saved {
            v: whole(value, "v")?,
            size: whole(value, "size")?,
            jumps,
            columns,
            options: SavedOptions {
                players,
                start: text(options, "start")?,
                overshoot: text(options, "overshoot")?,
                jumps: text(options, "jumps")?,
                faces: whole(options, "faces")?,
                knock_off: flag(options, "knock_off")?,
                sixes_again: flag(options, "sixes_again")?,
                three_sixes_end: flag(options, "three_sixes_end")?,
            },
            seed: text(value, "seed")?,
            moves: number(field(value, "moves", &[])?, "moves", u64::MAX)?,
            check: text(value, "check")?,
        })
    }
}

/// The value of `key` in the object `v`; with `keys` given, `v` must have no other key.
fn field<'v, 'a>(
    v: &'v Value<'a>,
    key: &str,
    keys: &[&str],
) -> std::result::Result<&'v Value<'a>, Message> {
    if !keys.is_empty() {
        check_keys(v, keys)?;
    }
    v.get(key).ok_or_else(|| msg!(codes::SAVE_MISSING, key))
}

/// Refuses an object with a key outside `keys`, or a value that is not an object.
fn check_keys(v: &Value, keys: &[&str]) -> std::result::Result<(), Message> {
    let Value::Object(members) = v else {
        return Err(msg!(codes::SAVE_NOT_OBJECT, found = v.describe()));
    };
    match members.iter().find(|(k, _)| !keys.contains(&k.as_str())) {
        Some((k, _)) => Err(msg!(
            codes::SAVE_UNKNOWN,
            key = k.as_str(),
            keys = keys.join("`, `")
        )),
        None => Ok(()),
    }
}

/// `v` as a whole number up to `max`.
fn number(v: &Value, key: &str, max: u64) -> std::result::Result<u64, Message> {
    v.as_u64()
        .filter(|&n| n <= max)
        .ok_or_else(|| msg!(codes::SAVE_NOT_WHOLE, key, found = v.describe(), max))
}

/// The whole number up to u32::MAX at `key` of the object `v`.
fn whole(v: &Value, key: &str) -> std::result::Result<u32, Message> {
    whole_in(field(v, key, &[])?, key)
}

/// `v` as a whole number up to u32::MAX, named `key` in messages.
fn whole_in(v: &Value, key: &str) -> std::result::Result<u32, Message> {
    number(v, key, u64::from(u32::MAX)).map(|n| n as u32)
}

/// `v` as an array, named `key` in messages.
fn array<'v, 'a>(v: &'v Value<'a>, key: &str) -> std::result::Result<&'v [Value<'a>], Message> {
    match v {
        Value::Array(items) => Ok(items),
        _ => Err(msg!(codes::SAVE_NOT_LIST, key, found = v.describe())),
    }
}

/// `v` as a string, named `key` in messages.
fn text_in(v: &Value, key: &str) -> std::result::Result<String, Message> {
    match v {
        Value::String(s) => Ok(s.clone()),
        _ => Err(msg!(codes::SAVE_NOT_STRING, key, found = v.describe())),
    }
}

/// The string at `key` of the object `v`.
fn text(v: &Value, key: &str) -> std::result::Result<String, Message> {
    text_in(field(v, key, &[])?, key)
}

/// The boolean at `key` of the object `v`.
fn flag(v: &Value, key: &str) -> std::result::Result<bool, Message> {
    match field(v, key, &[])? {
        Value::Bool(b) => Ok(*b),
        other => Err(msg!(codes::SAVE_NOT_FLAG, key, found = other.describe())),
    }
}

/// FNV-1a over the saved fields (without the check) and the state the moves led to, as hex.
fn check_value(saved: &Saved, game: &Game) -> String {
    let body = Saved {
        check: String::new(),
        ..saved.clone()
    };
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for &b in bytes {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
    };
    eat(body.to_json().as_bytes());
    for &p in &game.positions {
        eat(&p.to_le_bytes());
    }
    eat(&(game.current as u64).to_le_bytes());
    eat(&game.winner.map_or(u64::MAX, |w| w as u64).to_le_bytes());
    eat(&game.turn.to_le_bytes());
    eat(&game.streak.to_le_bytes());
    format!("{h:016x}")
}

/// Throws for one player alone, plain rules, one throw per turn, until the last square:
/// the number of throws, or `None` if it takes more than `max_turns`. Allocates nothing.
pub fn play_out(table: &Table, dice: &mut Dice, max_turns: u32) -> Option<u32> {
    let n = table.size();
    let faces = table.faces();
    let mut pos = table.start();
    if pos == n {
        return Some(0);
    }
    for turn in 1..=max_turns {
        pos = table.step(pos, dice.roll(faces));
        if pos == n {
            return Some(turn);
        }
    }
    None
}

/// "Red", "Red and Blue", "Red, Blue and Green", by code (a comma or an "and" between names).
fn list(names: &[&str]) -> Param {
    match names {
        [] => Param::from(""),
        [one] => Param::from(*one),
        [head, init @ .., last] => {
            let mut first = Param::from(*head);
            for &next in init {
                first = msg!(codes::MOVE_NAMES_COMMA, first, next).into();
            }
            msg!(codes::MOVE_NAMES_AND, first, last = *last).into()
        }
    }
}

/// Whether English writes "an" before the number: an 8, an 11, an 18, an 80 (else "a 6").
fn takes_an(n: u32) -> bool {
    n == 11 || n == 18 || n.to_string().starts_with('8')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn classic() -> Board {
        Board::new(
            100,
            [
                Jump::new(16, 6),
                Jump::new(98, 78),
                Jump::new(1, 38),
                Jump::new(80, 100),
            ],
        )
        .unwrap()
    }

    fn game_at(options: GameOptions, positions: &[u32]) -> Game {
        let mut g = Game::new(classic(), options).unwrap();
        g.positions = positions.to_vec();
        g
    }

    #[test]
    fn a_snake_is_narrated_as_sliding_down() {
        let mut g = game_at(GameOptions::default(), &[12, 0]);
        let mv = g.apply(4);
        assert_eq!(mv.text, "Red rolled 4: 12 to 16, slid down a snake to 6.");
        assert_eq!((mv.landed, mv.to), (16, 6));
        assert_eq!(g.current_player(), 1);
    }

    #[test]
    fn a_ladder_from_the_start_is_narrated_as_climbing() {
        let mut g = game_at(GameOptions::default(), &[0, 0]);
        let mv = g.apply(1);
        assert_eq!(
            mv.text,
            "Red rolled 1: the start to 1, climbed a ladder to 38."
        );
    }

    #[test]
    fn reaching_the_last_square_wins() {
        let mut g = game_at(GameOptions::default(), &[5, 94]);
        g.current = 1;
        let mv = g.apply(6);
        assert_eq!(mv.text, "Blue rolled 6: 94 to 100. Blue wins!");
        assert_eq!(g.winner(), Some(1));
        let e = g.roll().unwrap_err();
        assert_eq!(e.to_string(), "game: the game is over: Blue won");
    }

    #[test]
    fn bounce_back_from_99_with_a_3_lands_on_98_and_slides() {
        let mut g = game_at(GameOptions::default(), &[99, 0]);
        let mv = g.apply(3);
        assert_eq!(
            mv.text,
            "Red rolled 3: 99 to 100 and bounced back to 98, slid down a snake to 78."
        );
        assert_eq!(mv.to, 78);
    }

    #[test]
    fn overshoot_stay_is_narrated_as_too_far() {
        let options = GameOptions {
            players: vec!["".into(), "".into(), "".into()],
            rules: Rules {
                overshoot: Overshoot::Stay,
                ..Rules::default()
            },
            ..GameOptions::default()
        };
        let mut g = game_at(options, &[0, 0, 97]);
        g.current = 2;
        let mv = g.apply(5);
        assert_eq!(mv.text, "Green rolled 5: too far, stays on 97.");
        assert_eq!(mv.to, 97);
    }

    #[test]
    fn knock_off_sends_everyone_on_the_square_back() {
        let options = GameOptions {
            players: vec!["".into(), "".into(), "".into()],
            knock_off: true,
            ..GameOptions::default()
        };
        let mut g = game_at(options, &[30, 33, 33]);
        let mv = g.record(3, g.dice.clone());
        assert_eq!(
            mv.text,
            "Red rolled 3: 30 to 33, landed on Blue and Green, who go back to the start."
        );
        assert_eq!(g.positions(), &[33, 0, 0]);
        assert!(g.undo());
        assert_eq!(g.positions(), &[30, 33, 33]);
    }

    #[test]
    fn the_highest_face_goes_again_and_a_third_ends_the_turn() {
        let options = GameOptions {
            sixes_again: true,
            three_sixes_end: true,
            ..GameOptions::default()
        };
        let mut g = game_at(options, &[20, 0]);
        let a = g.apply(6);
        assert_eq!(
            a.text,
            "Red rolled 6: 20 to 26. Red rolled a 6 and goes again."
        );
        let b = g.apply(6);
        assert!(b.again);
        let c = g.apply(6);
        assert_eq!(
            c.text,
            "Red rolled 6: a third 6 in a row ends Red's turn, and Red stays on 32."
        );
        assert_eq!((c.to, c.again), (32, false));
        assert_eq!(g.current_player(), 1);
        assert_eq!(g.turn_number(), 2);
    }

    #[test]
    fn undo_across_a_chunk_boundary_then_rolling_on_is_the_game_never_undone() {
        // Every square but the last sends the token back to 1: no game here ever ends.
        let board = Board::new(10, (2..10).map(|n| Jump::new(n, 1))).unwrap();
        let new = || Game::new(board.clone(), GameOptions::players(2, 5)).unwrap();
        // The moves of a game never undone, as each throw returned them.
        let mut straight = new();
        let moves: Vec<Move> = (0..2 * CHUNK + 1)
            .map(|_| straight.roll().unwrap().clone())
            .collect();
        let mut game = new();
        for _ in 0..CHUNK + 1 {
            game.roll().unwrap();
        }
        // Two undos: the first empties the second chunk, the second comes from the first.
        assert!(game.undo() && game.undo());
        assert_eq!(game.moves_made(), CHUNK - 1);
        assert_eq!(game.history.chunks.len(), 1);
        assert!(game.history().eq(&moves[..CHUNK - 1]));
        while game.moves_made() < 2 * CHUNK + 1 {
            game.roll().unwrap();
        }
        assert_eq!(game.history.chunks.len(), 3);
        assert_eq!(game.history().len(), 2 * CHUNK + 1);
        assert!(game.history().eq(&moves));
        assert!(game.history().rev().eq(moves.iter().rev()));
        assert!(game
            .moves(CHUNK - 1..CHUNK + 1)
            .eq(&moves[CHUNK - 1..CHUNK + 1]));
        assert!(game.moves(2 * CHUNK..usize::MAX).eq(&moves[2 * CHUNK..]));
        // moveTexts passes what the page asks, `from` after `to` included.
        assert_eq!(game.moves(Range { start: 5, end: 3 }).len(), 0);
        assert_eq!(game.last_move(), moves.last());
        assert_eq!(game.save(), straight.save());

        while game.undo() {}
        assert_eq!(game.moves_made(), 0);
        assert!(game.history.chunks.is_empty() && game.last_move().is_none());
        assert_eq!(game.save(), new().save());
    }

    #[test]
    fn articles_read_naturally() {
        assert!(!takes_an(6));
        assert!(takes_an(8));
        assert!(takes_an(11));
        assert!(!takes_an(20));
        assert!(takes_an(80));
    }
}
