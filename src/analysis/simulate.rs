//! Monte Carlo games with house rules, 1 to 8 players, seeded and splittable.
//!
//! Game `i` of a run with seed `s` throws a die seeded from `(s, i)` alone, and a run's
//! result is a set of integer sums (games, turns, squares of turns, wins per seat, ...). So a
//! run split into chunks of games (one per Web Worker, say) and merged gives exactly the sums
//! of the single run, whatever the split.
//!
//! The rules follow [`crate::game`]: a throw is one table lookup; knock-off sends every other
//! player on the square where the mover comes to rest (after any snake or ladder) back to the
//! start, except on the start itself and except when the throw was no move; with sixes again
//! the die's highest face gives another throw unless it won; with three sixes the third
//! highest face in a row within one turn is not moved and ends the turn.

use super::markov;
use crate::codes;
use crate::error::{Error, Result};
use crate::formats::json_text;
use crate::message::Message;
use crate::msg;
use crate::rng::Dice;
use crate::rules::{Table, STAY};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::Range;

/// The most players a simulated game takes.
pub const MAX_PLAYERS: usize = 8;

/// A game still running after this many rounds is stopped and counted as unfinished.
pub const MAX_ROUNDS: u32 = 100_000;

/// The most games one call simulates.
pub const MAX_GAMES: u64 = 1_000_000_000_000;

/// z for a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

/// What to simulate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SimulationOptions {
    /// Games to play.
    pub games: u64,
    /// 1 to 8 players, throwing in seat order.
    pub players: usize,
    /// Coming to rest on another player's square sends them back to the start.
    pub knock_off: bool,
    /// Throwing the die's highest face gives another throw.
    pub sixes_again: bool,
    /// With `sixes_again`, a third highest face in a row is not moved and ends the turn.
    pub three_sixes_end: bool,
    /// Fixes every throw of every game.
    pub seed: u64,
}

impl Default for SimulationOptions {
    fn default() -> Self {
        SimulationOptions {
            games: 100_000,
            players: 1,
            knock_off: false,
            sixes_again: false,
            three_sixes_end: false,
            seed: 0,
        }
    }
}

impl SimulationOptions {
    /// Refuses player counts outside 1..=8, too many games, and three sixes without sixes.
    pub fn check(&self) -> Result<()> {
        if self.players == 0 || self.players > MAX_PLAYERS {
            return Err(Error::InvalidOption(crate::msg!(
                crate::codes::PLAYERS,
                max = MAX_PLAYERS,
                players = self.players
            )));
        }
        if self.games > MAX_GAMES {
            return Err(Error::Limit(crate::msg!(
                crate::codes::SIMULATE_GAMES,
                max = MAX_GAMES,
                games = self.games
            )));
        }
        if self.three_sixes_end && !self.sixes_again {
            return Err(Error::InvalidOption(crate::msg!(
                crate::codes::SIMULATE_THREE_SIXES
            )));
        }
        Ok(())
    }
}

/// Integer sums over a range of games; sums of chunks add up to the sum of the whole run.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SimulationSums {
    /// Games played.
    pub games: u64,
    /// Games stopped at [`MAX_ROUNDS`], or where nobody could ever finish; not in the sums below.
    pub unfinished: u64,
    /// Sum over finished games of the turns of all players together.
    pub turns: u64,
    /// Sum of squared turns.
    pub turns_squared: u128,
    /// Sum of rounds (the winner's number of turns).
    pub rounds: u64,
    /// Sum of squared rounds.
    pub rounds_squared: u128,
    /// Sum of die throws (more than turns under sixes again).
    pub throws: u64,
    /// Sum of squared throws.
    pub throws_squared: u128,
    /// Games won, by seat.
    pub wins: Vec<u64>,
}

impl SimulationSums {
    /// Empty sums for `players` seats.
    pub fn new(players: usize) -> SimulationSums {
        SimulationSums {
            games: 0,
            unfinished: 0,
            turns: 0,
            turns_squared: 0,
            rounds: 0,
            rounds_squared: 0,
            throws: 0,
            throws_squared: 0,
            wins: vec![0; players],
        }
    }

    /// Adds another chunk's sums (same options, disjoint games).
    pub fn merge(&mut self, other: &SimulationSums) {
        self.games += other.games;
        self.unfinished += other.unfinished;
        self.turns += other.turns;
        self.turns_squared += other.turns_squared;
        self.rounds += other.rounds;
        self.rounds_squared += other.rounds_squared;
        self.throws += other.throws;
        self.throws_squared += other.throws_squared;
        if self.wins.len() < other.wins.len() {
            self.wins.resize(other.wins.len(), 0);
        }
        for (a, b) in self.wins.iter_mut().zip(&other.wins) {
            *a += b;
        }
    }

    /// The sums as the text workers pass around: a JSON object of whole numbers, byte for byte
    /// as serde_json writes the struct (the analysis module links no serde_json: it was 69 KB
    /// of that module, for this text alone).
    pub fn to_json(&self) -> String {
        use std::fmt::Write;
        let mut out = String::from("{");
        for (key, value) in self.counts() {
            // Writing to a String cannot fail.
            let _ = write!(out, "\"{key}\":{value},");
        }
        out.push_str("\"wins\":[");
        for (i, w) in self.wins.iter().enumerate() {
            let _ = write!(out, "{}{w}", if i > 0 { "," } else { "" });
        }
        out.push_str("]}");
        out
    }

    /// Sums from [`SimulationSums::to_json`]'s text: an object of the struct's fields, read as
    /// serde_json reads one (unknown keys ignored; unlike serde_json, a repeated key keeps its
    /// last value, and the fields as an array are refused); the reason when the text is no such
    /// object: where it is not JSON, or the field missing or not a whole number that fits.
    pub fn from_json(text: &str) -> std::result::Result<SimulationSums, Message> {
        let value = json_text::parse(text).map_err(|e| e.describe(text))?;
        let field = |key: &str| {
            let found = value.get(key);
            found.and_then(json_text::Value::as_u128).ok_or_else(|| {
                let found = found.map_or_else(|| "nothing".into(), json_text::Value::describe);
                let expected = format!("`{key}`, a whole number");
                msg!(codes::PARSE_EXPECTED, expected, found)
            })
        };
        let small = |key: &str| {
            let v = field(key)?;
            u64::try_from(v).map_err(|_| {
                msg!(
                    codes::PARSE_TOO_LARGE,
                    max = u64::MAX,
                    found = v.to_string()
                )
            })
        };
        let wins = match value.get("wins") {
            Some(json_text::Value::Array(items)) => items
                .iter()
                .map(|w| {
                    w.as_u64().ok_or_else(|| {
                        msg!(
                            codes::PARSE_EXPECTED,
                            expected = "`wins`, whole numbers",
                            found = w.describe()
                        )
                    })
                })
                .collect::<std::result::Result<Vec<u64>, Message>>()?,
            other => {
                let found = other.map_or_else(|| "nothing".into(), json_text::Value::describe);
                return Err(msg!(
                    codes::PARSE_EXPECTED,
                    expected = "`wins`, a list of whole numbers",
                    found
                ));
            }
        };
        Ok(SimulationSums {
            games: small("games")?,
            unfinished: small("unfinished")?,
            turns: small("turns")?,
            turns_squared: field("turns_squared")?,
            rounds: small("rounds")?,
            rounds_squared: field("rounds_squared")?,
            throws: small("throws")?,
            throws_squared: field("throws_squared")?,
            wins,
        })
    }

    /// The whole-number fields by name, in the struct's order (wins aside).
    fn counts(&self) -> [(&'static str, u128); 8] {
        [
            ("games", self.games.into()),
            ("unfinished", self.unfinished.into()),
            ("turns", self.turns.into()),
            ("turns_squared", self.turns_squared),
            ("rounds", self.rounds.into()),
            ("rounds_squared", self.rounds_squared),
            ("throws", self.throws.into()),
            ("throws_squared", self.throws_squared),
        ]
    }

    /// Means and shares with 95% intervals.
    pub fn report(&self, options: &SimulationOptions) -> SimulationReport {
        let finished = self.games - self.unfinished;
        let mean = |sum: u64, sq: u128| Interval::mean(finished, sum, sq);
        SimulationReport {
            games: self.games,
            finished,
            unfinished: self.unfinished,
            players: options.players,
            seed: options.seed,
            knock_off: options.knock_off,
            sixes_again: options.sixes_again,
            three_sixes_end: options.three_sixes_end,
            mean_turns: mean(self.turns, self.turns_squared),
            mean_rounds: mean(self.rounds, self.rounds_squared),
            mean_throws: mean(self.throws, self.throws_squared),
            wins: self
                .wins
                .iter()
                .map(|&w| Share::wilson(w, self.games))
                .collect(),
        }
    }
}

/// An estimate with its 95% confidence interval.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Interval {
    /// The estimate.
    pub mean: f64,
    /// Lower end of the 95% interval.
    pub low: f64,
    /// Upper end of the 95% interval.
    pub high: f64,
    /// Standard error of the estimate.
    pub std_error: f64,
}

impl Interval {
    /// Mean of `count` values from their sum and sum of squares (normal approximation).
    fn mean(count: u64, sum: u64, squares: u128) -> Option<Interval> {
        if count == 0 {
            return None;
        }
        let nf = count as f64;
        let mean = sum as f64 / nf;
        // Exact integer centring: count · Σx² - (Σx)² = count² · variance.
        let spread = (count as u128 * squares).saturating_sub(sum as u128 * sum as u128);
        let var = if count > 1 {
            spread as f64 / (nf * (nf - 1.0))
        } else {
            0.0
        };
        let se = (var / nf).sqrt();
        Some(Interval {
            mean,
            low: mean - Z95 * se,
            high: mean + Z95 * se,
            std_error: se,
        })
    }
}

/// A seat's share of the games won, with its 95% Wilson score interval.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Share {
    /// Games won.
    pub wins: u64,
    /// Wins over games played.
    pub share: f64,
    /// Lower end of the 95% interval.
    pub low: f64,
    /// Upper end of the 95% interval.
    pub high: f64,
}

impl Share {
    fn wilson(wins: u64, games: u64) -> Share {
        if games == 0 {
            return Share {
                wins,
                share: 0.0,
                low: 0.0,
                high: 1.0,
            };
        }
        let n = games as f64;
        let p = wins as f64 / n;
        let z2 = Z95 * Z95;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
        Share {
            wins,
            share: p,
            low: (centre - half).max(0.0),
            high: (centre + half).min(1.0),
        }
    }
}

/// What a simulation found.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SimulationReport {
    /// Games played.
    pub games: u64,
    /// Games someone won.
    pub finished: u64,
    /// Games stopped unfinished (nobody could finish, or [`MAX_ROUNDS`] rounds passed).
    pub unfinished: u64,
    /// Players per game.
    pub players: usize,
    /// The seed of the run.
    pub seed: u64,
    /// Whether knock-off was played.
    pub knock_off: bool,
    /// Whether sixes gave another throw.
    pub sixes_again: bool,
    /// Whether a third six ended the turn.
    pub three_sixes_end: bool,
    /// Mean turns of all players together per finished game.
    pub mean_turns: Option<Interval>,
    /// Mean rounds per finished game (the winner's number of turns).
    pub mean_rounds: Option<Interval>,
    /// Mean die throws per finished game.
    pub mean_throws: Option<Interval>,
    /// Wins by seat, as shares of all games played.
    pub wins: Vec<Share>,
}

impl fmt::Display for SimulationReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut house = Vec::new();
        if self.knock_off {
            house.push("knock-off");
        }
        if self.sixes_again {
            house.push("sixes again");
        }
        if self.three_sixes_end {
            house.push("three sixes end the turn");
        }
        let house = if house.is_empty() {
            "none".to_string()
        } else {
            house.join(", ")
        };
        writeln!(
            f,
            "games: {} ({} {}; house rules: {house})",
            self.games,
            self.players,
            if self.players == 1 {
                "player"
            } else {
                "players"
            }
        )?;
        if self.unfinished > 0 {
            writeln!(
                f,
                "unfinished: {} (nobody could finish, or {MAX_ROUNDS} rounds passed)",
                self.unfinished
            )?;
        }
        // With games cut unfinished the means are of the finished games alone, and the mean of
        // all games is higher: said so, never given as the game's mean.
        let of = if self.unfinished > 0 {
            format!(
                " of the {} finished games (the {} unfinished would raise it)",
                self.finished, self.unfinished
            )
        } else {
            String::new()
        };
        let line = |f: &mut fmt::Formatter<'_>, name: &str, i: &Option<Interval>| match i {
            Some(i) => writeln!(
                f,
                "{name}{of}: {}",
                super::precision::with_interval(i.mean, i.low, i.high)
            ),
            None => writeln!(f, "{name}: no finished game"),
        };
        if self.players > 1 {
            line(f, "mean rounds", &self.mean_rounds)?;
            line(f, "mean turns (all players)", &self.mean_turns)?;
        } else {
            line(f, "mean turns", &self.mean_turns)?;
        }
        if self.sixes_again {
            line(f, "mean throws", &self.mean_throws)?;
        }
        if self.players > 1 {
            for (seat, s) in self.wins.iter().enumerate() {
                writeln!(
                    f,
                    "player {}: wins {}",
                    seat + 1,
                    super::precision::with_interval(s.share, s.low, s.high)
                )?;
            }
        }
        Ok(())
    }
}

/// Runs `options.games` games and reports means and win shares with 95% intervals.
pub fn simulate(table: &Table, options: &SimulationOptions) -> Result<SimulationReport> {
    let sums = simulate_games(table, options, 0..options.games)?;
    Ok(sums.report(options))
}

/// Plays games number `games` (of the run fixed by `options.seed`) and returns their sums.
pub fn simulate_games(
    table: &Table,
    options: &SimulationOptions,
    games: Range<u64>,
) -> Result<SimulationSums> {
    options.check()?;
    if games.start > games.end || games.end - games.start > MAX_GAMES {
        return Err(Error::InvalidOption(crate::msg!(
            crate::codes::SIMULATE_RANGE,
            first = games.start,
            end = games.end,
            max = MAX_GAMES
        )));
    }
    let sim = Sim::new(table, options);
    let mut sums = SimulationSums::new(options.players);
    sums.games = games.end - games.start;
    if sim.start_dead {
        // Nobody can ever finish: every game is unfinished, and none needs playing.
        sums.unfinished = sums.games;
        return Ok(sums);
    }
    let plain = options.players == 1 && !options.sixes_again;
    for i in games {
        let mut dice = GameDice::new(options.seed, i);
        let outcome = if plain {
            sim.solo(&mut dice)
        } else {
            sim.game(&mut dice, options)
        };
        match outcome {
            Some(o) => {
                sums.turns += o.turns as u64;
                sums.turns_squared += (o.turns as u128) * (o.turns as u128);
                sums.rounds += o.rounds as u64;
                sums.rounds_squared += (o.rounds as u128) * (o.rounds as u128);
                sums.throws += o.throws;
                sums.throws_squared += (o.throws as u128) * (o.throws as u128);
                sums.wins[o.winner] += 1;
            }
            None => sums.unfinished += 1,
        }
    }
    Ok(sums)
}

/// The seed of game `game` in the run seeded `seed`.
pub fn game_seed(seed: u64, game: u64) -> u64 {
    splitmix(splitmix(seed) ^ game.wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A fast fair die for one game: xoshiro256++ cut into 32-bit halves, each turned into a face
/// by Lemire's multiply-and-reject (exactly uniform).
pub(crate) struct GameDice {
    rng: Xoshiro256PlusPlus,
    spare: u64,
    has_spare: bool,
}

impl GameDice {
    pub(crate) fn new(seed: u64, game: u64) -> GameDice {
        GameDice {
            rng: Xoshiro256PlusPlus::seed_from_u64(game_seed(seed, game)),
            spare: 0,
            has_spare: false,
        }
    }

    #[inline]
    fn next_u32(&mut self) -> u32 {
        if self.has_spare {
            self.has_spare = false;
            (self.spare >> 32) as u32
        } else {
            self.spare = self.rng.next_u64();
            self.has_spare = true;
            self.spare as u32
        }
    }

    /// A face 1..=faces, each equally likely.
    #[inline]
    pub(crate) fn roll(&mut self, faces: u32) -> u32 {
        self.face(faces) + 1
    }

    /// A face counted from 0: 0..faces, each equally likely.
    #[inline]
    pub(crate) fn face(&mut self, faces: u32) -> u32 {
        loop {
            let m = self.next_u32() as u64 * faces as u64;
            let low = m as u32;
            if low < faces && low < faces.wrapping_neg() % faces {
                continue;
            }
            return (m >> 32) as u32;
        }
    }
}

/// How one finished game went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct GameResult {
    /// The winner's seat (0 throws first).
    pub winner: usize,
    /// Turns of all players together, the winning one included.
    pub turns: u32,
    /// The winner's number of turns.
    pub rounds: u32,
    /// Die throws of all players together.
    pub throws: u64,
}

/// A source of die throws for the game loop.
pub(crate) trait Roll {
    fn roll(&mut self, faces: u32) -> u32;
}

impl Roll for GameDice {
    #[inline]
    fn roll(&mut self, faces: u32) -> u32 {
        GameDice::roll(self, faces)
    }
}

impl Roll for Dice {
    fn roll(&mut self, faces: u32) -> u32 {
        Dice::roll(self, faces)
    }
}

/// Plays one game under the simulation's rules with the caller's dice (for instance the
/// dice [`crate::game::Game`] would use with the same seed); `None` when the game cannot end
/// or passes [`MAX_ROUNDS`] rounds.
pub fn play_game(
    table: &Table,
    options: &SimulationOptions,
    dice: &mut Dice,
) -> Result<Option<GameResult>> {
    options.check()?;
    let sim = Sim::new(table, options);
    if sim.start_dead {
        return Ok(None);
    }
    Ok(sim.game(dice, options))
}

/// Dead squares (from which the last cannot be reached) become this in the simulation's table.
const DEAD: u32 = u32::MAX - 1;

/// The flat one-player table is built when it has at most this many entries.
const FLAT_MAX: usize = 1 << 24;

struct Sim {
    /// The table with landings on dead squares marked [`DEAD`].
    cells: Vec<u32>,
    /// For one player: entry `p·k + face - 1` is `q·k` for the square `q` the throw rests on
    /// (`p·k` for no move), `n·k` for a win and `n·k + 1` for a dead square, so a throw is one
    /// dependent load.
    flat: Option<Vec<u32>>,
    /// Where landings on dead squares really rest.
    real: Vec<u32>,
    n: u32,
    k: u32,
    start: u32,
    start_dead: bool,
}

impl Sim {
    fn new(table: &Table, options: &SimulationOptions) -> Sim {
        let fate = markov::fate(table);
        let start = table.start();
        let real: Vec<u32> = table.cells().to_vec();
        // Single player without knock-off: reaching a dead square ends the game unfinished.
        // With others on the board a dead player may still be knocked back, so keep going.
        let mark = fate.any_dead && !(options.knock_off && options.players > 1);
        let cells = real
            .iter()
            .map(|&q| {
                if mark && q != STAY && fate.dead[q as usize] {
                    DEAD
                } else {
                    q
                }
            })
            .collect::<Vec<u32>>();
        let (n, k) = (table.size() as usize, table.faces() as usize);
        let flat = (n * k <= FLAT_MAX).then(|| {
            let mut flat = Vec::with_capacity(n * k);
            for p in 0..n {
                for face in 1..=k {
                    let q: u32 = cells[p + face];
                    flat.push(match q {
                        STAY => (p * k) as u32,
                        DEAD => (n * k + 1) as u32,
                        q => q * k as u32,
                    });
                }
            }
            flat
        });
        Sim {
            cells,
            flat,
            real,
            n: table.size(),
            k: table.faces(),
            start,
            start_dead: fate.dead[start as usize],
        }
    }

    /// One player, one throw per turn: the hot loop.
    #[inline]
    fn solo(&self, dice: &mut GameDice) -> Option<GameResult> {
        let (n, k) = (self.n, self.k);
        if let Some(flat) = &self.flat {
            let win = n * k;
            let mut at = self.start * k;
            for t in 1..=MAX_ROUNDS {
                at = flat[(at + dice.face(k)) as usize];
                if at >= win {
                    return (at == win).then_some(GameResult {
                        winner: 0,
                        turns: t,
                        rounds: t,
                        throws: t as u64,
                    });
                }
            }
            return None;
        }
        let cells = &self.cells[..];
        let mut p = self.start;
        let cap = MAX_ROUNDS;
        for t in 1..=cap {
            let q = cells[(p + dice.roll(k)) as usize];
            if q < n {
                p = q;
            } else if q == n {
                return Some(GameResult {
                    winner: 0,
                    turns: t,
                    rounds: t,
                    throws: t as u64,
                });
            } else if q != STAY {
                return None; // dead: this game can never end
            }
        }
        None
    }

    /// Any number of players and house rules.
    fn game<R: Roll>(&self, dice: &mut R, o: &SimulationOptions) -> Option<GameResult> {
        let (n, k, start) = (self.n, self.k, self.start);
        let players = o.players;
        let mut pos = [start; MAX_PLAYERS];
        let mut dead = [false; MAX_PLAYERS];
        let mut dead_count = 0;
        let mut turns: u32 = 0;
        let mut throws: u64 = 0;
        for round in 1..=MAX_ROUNDS {
            for seat in 0..players {
                turns += 1;
                let mut streak = 0;
                loop {
                    let roll = dice.roll(k);
                    throws += 1;
                    let highest = roll == k;
                    streak = if o.sixes_again && highest {
                        streak + 1
                    } else {
                        0
                    };
                    let third = o.three_sixes_end && streak >= 3;
                    let from = pos[seat];
                    let mut stays = third;
                    if !third {
                        let cell = (from + roll) as usize;
                        match self.cells[cell] {
                            STAY => stays = true,
                            DEAD => {
                                pos[seat] = self.real[cell];
                                if !dead[seat] {
                                    dead[seat] = true;
                                    dead_count += 1;
                                }
                            }
                            q => pos[seat] = q,
                        }
                    }
                    let to = pos[seat];
                    if to == n {
                        return Some(GameResult {
                            winner: seat,
                            turns,
                            rounds: round,
                            throws,
                        });
                    }
                    if o.knock_off && !stays && to != start {
                        for (other, p) in pos.iter_mut().enumerate().take(players) {
                            if other != seat && *p == to {
                                *p = start;
                            }
                        }
                    }
                    if !o.sixes_again || !highest || third {
                        break;
                    }
                }
                if dead_count == players {
                    return None;
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_game_die_is_fair_for_every_width() {
        for faces in [1u32, 2, 3, 6, 7, 1000] {
            let mut dice = GameDice::new(5, faces as u64);
            let throws = 60_000 * faces.min(10) as usize;
            let mut counts = vec![0usize; faces as usize];
            for _ in 0..throws {
                let r = dice.roll(faces);
                assert!((1..=faces).contains(&r));
                counts[r as usize - 1] += 1;
            }
            if faces <= 7 {
                let expect = throws as f64 / faces as f64;
                for c in &counts {
                    // Five standard deviations.
                    assert!(
                        (*c as f64 - expect).abs() < 5.0 * expect.sqrt(),
                        "{counts:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn game_seeds_differ_between_games_and_runs() {
        let mut seen = std::collections::HashSet::new();
        for seed in 0..50 {
            for game in 0..50 {
                assert!(seen.insert(game_seed(seed, game)));
            }
        }
    }

    #[test]
    fn wilson_interval_stays_inside_zero_and_one() {
        let none = Share::wilson(0, 100);
        assert!(none.low >= 0.0 && none.low < 1e-12);
        assert!(none.high > 0.0 && none.high < 0.05);
        let all = Share::wilson(100, 100);
        assert!(all.high <= 1.0 && all.high > 1.0 - 1e-12);
        assert!(all.low > 0.95);
    }

    #[test]
    fn the_mean_interval_comes_from_exact_integer_sums() {
        // Values 1, 2, 3: mean 2, sample variance 1, standard error 1/sqrt(3).
        let i = Interval::mean(3, 6, 14).unwrap();
        assert_eq!(i.mean, 2.0);
        assert!((i.std_error - (1.0f64 / 3.0).sqrt()).abs() < 1e-15);
        assert!(Interval::mean(0, 0, 0).is_none());
    }
}

/// How a parallel run is watched: a flag that stops it early (Ctrl-C), and a count of the
/// games finished so far (for progress).
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, Default)]
pub struct RunControl {
    /// Set to stop the run after the chunks now being played.
    pub stop: std::sync::atomic::AtomicBool,
    /// Games finished so far.
    pub done: std::sync::atomic::AtomicU64,
}

/// Runs `options.games` games on `threads` threads and returns their sums, or the sums of the
/// games finished when `control.stop` was set. Game `i` is seeded from (seed, `i`) whichever
/// thread plays it and the sums are integers, so a whole run gives the same result on any
/// number of threads. Chunks grow or shrink to take about 50 ms each, so a stop takes effect
/// well within a second however slow one game is.
#[cfg(not(target_arch = "wasm32"))]
pub fn simulate_parallel(
    table: &Table,
    options: &SimulationOptions,
    threads: usize,
    control: &RunControl,
) -> Result<SimulationSums> {
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::time::{Duration, Instant};
    options.check()?;
    let total = options.games;
    let next = AtomicU64::new(0);
    let worker = || -> Result<SimulationSums> {
        let mut sums = SimulationSums::new(options.players);
        let mut chunk = 1u64;
        while !control.stop.load(Ordering::Relaxed) {
            let first = next.fetch_add(chunk, Ordering::Relaxed);
            if first >= total {
                break;
            }
            let last = (first + chunk).min(total);
            let started = Instant::now();
            sums.merge(&simulate_games(table, options, first..last)?);
            control.done.fetch_add(last - first, Ordering::Relaxed);
            let took = started.elapsed();
            if took < Duration::from_millis(25) {
                chunk = (chunk * 2).min(1 << 20);
            } else if took > Duration::from_millis(100) {
                chunk = (chunk / 2).max(1);
            }
        }
        Ok(sums)
    };
    let results: Vec<Result<SimulationSums>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.max(1)).map(|_| scope.spawn(worker)).collect();
        handles
            .into_iter()
            .map(|h| {
                h.join().unwrap_or_else(|_| {
                    Err(Error::Game(crate::msg!(crate::codes::SIMULATE_THREAD)))
                })
            })
            .collect()
    });
    let mut sums = SimulationSums::new(options.players);
    for r in results {
        sums.merge(&r?);
    }
    Ok(sums)
}
