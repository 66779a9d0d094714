//! The world builder: random boards that obey the world rules.
//!
//! The seed's builder drew squares until it found a free one, which loops forever on a full
//! board and, in its first version, silently placed fewer ladders than asked. Here the counts
//! are checked against the exact capacity first, and the squares are drawn without rejection:
//! a partial Fisher-Yates shuffle picks `2 × (snakes + ladders)` distinct squares in random
//! order, consecutive picks are paired, and each pair becomes a snake (down) or a ladder (up).
//! That is linear in the number of squares drawn, however full the board.
//!
//! # The world rules a generated board obeys
//!
//! - No snake head and no ladder base on the last square.
//! - No square starts two jumps (a square holds a head or a base, not both).
//! - Every endpoint has a square of its own: no chains (a jump ending where another starts) and
//!   no shared ends, so `2 × (snakes + ladders)` distinct squares are used.
//!
//! Square 1 is the lower end of any pair it is in, so it is only ever a snake's tail or a
//! ladder's base; the last square is the upper end of any pair, so it is only ever a ladder's
//! top. Hence a board of `n` squares holds at most `n / 2` snakes and ladders together, and at
//! most `(n - 1) / 2` snakes when there are no ladders (see [`max_placeable`]).
//!
//! Boards are not uniform over all valid boards (a board using the last square is a little more
//! likely than one that does not), but every valid board can come out.
//!
//! # Boards by target length
//!
//! With [`WorldSpec::expected_turns`] the builder searches instead of drawing blindly: it
//! draws a board as above, solves its expected length for one player, and then moves one end
//! of one jump at a time, guided by whether the game is too long (shorten a snake, lengthen a
//! ladder) or too short (the reverse), keeping the best of a few proposals each round and the
//! world rules throughout. When a search stalls it starts again from a board of the next
//! derived seed. Every choice comes from dice seeded by the spec, so the same spec gives the
//! same board. This needs the analysis (feature `analysis`); without it the option is refused.

use crate::board::{check_size, Board, Jump};
use crate::codes;
use crate::error::{Error, Result};
use crate::msg;
use crate::rng::Dice;
use crate::rules::{Overshoot, Rules, Table};
use crate::solve::min_throws;
use std::collections::HashMap;

/// How many boards the options `reachable` and `min_throws` may try, at most.
pub const MAX_ATTEMPTS: u32 = 1000;

/// The fewest boards those options try, however large the board.
pub const MIN_ATTEMPTS: u32 = 16;

/// Squares the retries of one call may build and search in total (bounds the time on big boards).
const WORK_BUDGET: u64 = 100_000_000;

/// What to build: the board size, how many snakes and ladders, the seed, and optional demands.
#[derive(Debug, Clone, PartialEq)]
pub struct WorldSpec {
    /// Number of squares; the last one is the goal.
    pub size: u32,
    /// Snakes to place, exactly.
    pub snakes: u32,
    /// Ladders to place, exactly.
    pub ladders: u32,
    /// Fixes the board completely: same spec, same board, natively and in wasm.
    pub seed: u64,
    /// Display width of the board, if not the squarest grid.
    pub columns: Option<u32>,
    /// Demand that the last square can be reached from the start under `rules`.
    pub reachable: bool,
    /// Demand that the minimum number of throws under `rules` lies in `lo..=hi`.
    pub min_throws: Option<(u32, u32)>,
    /// Demand that one player's expected throws under `rules` lie in `lo..=hi` (needs the
    /// feature `analysis`).
    pub expected_turns: Option<(f64, f64)>,
    /// The rules the demands are checked under.
    pub rules: Rules,
}

impl WorldSpec {
    /// A spec with no demands, the squarest layout and the default rules.
    pub fn new(size: u32, snakes: u32, ladders: u32, seed: u64) -> WorldSpec {
        WorldSpec {
            size,
            snakes,
            ladders,
            seed,
            columns: None,
            reachable: false,
            min_throws: None,
            expected_turns: None,
            rules: Rules::default(),
        }
    }
}

impl Default for WorldSpec {
    /// The classic: 100 squares, 10 snakes, 10 ladders, seed 0.
    fn default() -> Self {
        WorldSpec::new(100, 10, 10, 0)
    }
}

/// The most snakes and ladders together a board of `size` squares holds with every end on its
/// own square: `size / 2` when at least one is a ladder, `(size - 1) / 2` for snakes alone
/// (the last square can only be a ladder's top).
pub fn max_placeable(size: u32, any_ladders: bool) -> u32 {
    if any_ladders {
        size / 2
    } else {
        size.saturating_sub(1) / 2
    }
}

/// How many boards the options may try on a board of `size` squares: [`MAX_ATTEMPTS`], fewer
/// on big boards so that one call does bounded work, but never fewer than [`MIN_ATTEMPTS`].
pub fn attempts_for(size: u32) -> u32 {
    let by_work = WORK_BUDGET / u64::from(size.max(1));
    by_work.clamp(u64::from(MIN_ATTEMPTS), u64::from(MAX_ATTEMPTS)) as u32
}

/// Builds the board `spec` describes, or says why it cannot.
///
/// Without demands the first board drawn from `spec.seed` is returned. With `reachable` or
/// `min_throws`, boards are drawn from seeds derived from `spec.seed` (the first is the seed
/// itself) until one meets the demands, at most [`attempts_for`] times.
pub fn generate(spec: &WorldSpec) -> Result<Board> {
    generate_watched(spec, &Watch::default())
}

/// What a long search reports and obeys: a flag that stops it (Ctrl-C in the command), and a
/// function told, after each board evaluated, how many have been and the most there will be.
#[derive(Default)]
pub struct Watch<'a> {
    /// Set from elsewhere to stop the search after the board being evaluated.
    pub stop: Option<&'a std::sync::atomic::AtomicBool>,
    /// Called after each board evaluated with (boards evaluated, the most it will evaluate).
    pub progress: Option<&'a dyn Fn(u32, u32)>,
}

/// [`generate`], with a search by target length stopped and followed through `watch`.
pub fn generate_watched(spec: &WorldSpec, watch: &Watch) -> Result<Board> {
    check_spec(spec)?;
    if let Some(range) = spec.expected_turns {
        return by_expected_turns(spec, range, watch);
    }
    let demands = spec.reachable || spec.min_throws.is_some();
    if !demands {
        return build(spec, spec.seed);
    }
    let attempts = attempts_for(spec.size);
    let mut seeds = Dice::new(spec.seed ^ 0x5EED_5EED_5EED_5EED);
    let mut seen: Option<(u32, u32)> = None;
    let mut unreachable = 0u32;
    for attempt in 0..attempts {
        let seed = if attempt == 0 {
            spec.seed
        } else {
            seeds.next_u64()
        };
        let board = build(spec, seed)?;
        let table = Table::new(&board, &spec.rules)?;
        match min_throws(&table) {
            None => unreachable += 1,
            Some(m) => {
                let ok = spec
                    .min_throws
                    .is_none_or(|(lo, hi)| (lo..=hi).contains(&m));
                if ok {
                    return Ok(board);
                }
                seen = Some(seen.map_or((m, m), |(a, b)| (a.min(m), b.max(m))));
            }
        }
    }
    let wanted = match spec.min_throws {
        Some((lo, hi)) if lo == hi => msg!(codes::WORLD_WANTED_EXACTLY, throws = lo),
        Some((lo, hi)) => msg!(codes::WORLD_WANTED_RANGE, lo, hi),
        None => msg!(codes::WORLD_WANTED_REACH),
    };
    let mut found = match seen {
        Some((a, b)) if a == b => msg!(codes::WORLD_FOUND_ONE, throws = a),
        Some((a, b)) => msg!(codes::WORLD_FOUND_RANGE, lo = a, hi = b),
        None => msg!(codes::WORLD_FOUND_NONE),
    };
    if seen.is_some() && unreachable > 0 {
        found = msg!(codes::WORLD_FOUND_UNFINISHED, found, count = unreachable);
    }
    Err(Error::Generate(msg!(
        codes::WORLD_GAVE_UP,
        attempts,
        seed = spec.seed,
        wanted,
        rules = spec.rules.words(),
        found
    )))
}

/// Refuses impossible or absurd specs at once, with the most that could be placed.
fn check_spec(spec: &WorldSpec) -> Result<()> {
    check_size(spec.size)?;
    spec.rules.check()?;

    let n = spec.size;
    let asked = u64::from(spec.snakes) + u64::from(spec.ladders);
    let most = max_placeable(n, spec.ladders > 0);
    if asked > u64::from(most) {
        let message = if spec.ladders == 0 {
            msg!(
                codes::WORLD_TOO_MANY_SNAKES,
                size = n,
                most,
                snakes = spec.snakes
            )
        } else {
            msg!(
                codes::WORLD_TOO_MANY_JUMPS,
                size = n,
                most,
                asked,
                snakes = spec.snakes,
                ladders = spec.ladders
            )
        };
        return Err(Error::Generate(message));
    }
    if let Some((lo, hi)) = spec.min_throws {
        if lo > hi {
            return Err(Error::InvalidOption(msg!(codes::WORLD_MIN_EMPTY, lo, hi)));
        }
        if hi == 0 {
            return Err(Error::Generate(msg!(codes::WORLD_MIN_ZERO)));
        }
        // Without ladders a throw advances at most `faces` squares, so the minimum has a floor.
        if spec.ladders == 0 {
            let start = match spec.rules.start {
                crate::rules::Start::OffBoard => 0,
                crate::rules::Start::One => 1,
            };
            let floor = (n - start).div_ceil(spec.rules.faces);
            if hi < floor {
                let code = match spec.rules.overshoot {
                    Overshoot::Win => &codes::WORLD_MIN_FLOOR_PASS,
                    _ => &codes::WORLD_MIN_FLOOR,
                };
                return Err(Error::Generate(msg!(
                    *code,
                    faces = spec.rules.faces,
                    floor,
                    square = n,
                    hi
                )));
            }
        }
    }
    Ok(())
}

/// The search for a board of a target expected length (see the module documentation).
#[cfg(feature = "analysis")]
fn by_expected_turns(spec: &WorldSpec, range: (f64, f64), watch: &Watch) -> Result<Board> {
    target::check_range(range)?;
    check_reachable_length(spec, range)?;
    target::search(spec, range, watch)
}

/// Refuses at once a target no board of the spec can meet, by Wald's identity (the expected
/// sum of the faces thrown is the expected number of throws times the mean face):
/// - without ladders a throw advances at most its face, so the expected throws are at least
///   the distance to the last square over the mean face, `2 (size - start) / (faces + 1)`,
///   whatever the snakes;
/// - without snakes a piece never moves back: below the last `faces` squares no throw
///   overshoots and each advances at least its face, so the expected throws until the piece is
///   there are at most `2 (size - start) / (faces + 1)`; from there it never leaves (a bounce
///   lands at least `size - faces + 1`, a ladder goes up) and the exact face finishes, a chance
///   of 1 in `faces` each throw, so at most `faces` throws more on average, whatever the ladders
///   and the rules.
#[cfg(feature = "analysis")]
fn check_reachable_length(spec: &WorldSpec, (lo, hi): (f64, f64)) -> Result<()> {
    let start = match spec.rules.start {
        crate::rules::Start::OffBoard => 0,
        crate::rules::Start::One => 1,
    };
    let faces = f64::from(spec.rules.faces);
    let walk = 2.0 * f64::from(spec.size.saturating_sub(start)) / (faces + 1.0);
    let advance = ((faces + 1.0) / 2.0).to_string();
    if spec.snakes == 0 {
        let ceiling = walk + faces;
        if lo > ceiling {
            return Err(Error::Generate(msg!(
                codes::WORLD_EXPECTED_CEILING,
                faces = spec.rules.faces,
                advance,
                size = spec.size,
                // Rounded up, so that the ceiling written still holds.
                ceiling = format!("{:.1}", (ceiling * 10.0).ceil() / 10.0),
                lo = lo.to_string()
            )));
        }
    }
    if spec.ladders > 0 {
        return Ok(());
    }
    let floor = walk;
    if hi < floor {
        return Err(Error::Generate(msg!(
            codes::WORLD_EXPECTED_FLOOR,
            faces = spec.rules.faces,
            advance,
            size = spec.size,
            floor = format!("{floor:.1}"),
            hi = hi.to_string()
        )));
    }
    Ok(())
}

/// Reads `--expected-turns`: `LO..HI`, two decimal numbers, or `T` for about T throws (see
/// [`about_expected_turns`]).
#[cfg(feature = "analysis")]
pub fn parse_expected_turns(text: &str) -> Result<(f64, f64)> {
    let bad = || {
        Error::InvalidOption(msg!(
            codes::WORLD_EXPECTED_TURNS,
            found = crate::error::excerpt(text)
        ))
    };
    let number = |t: &str| t.trim().parse::<f64>().map_err(|_| bad());
    let range = match text.split_once("..") {
        Some((lo, hi)) => (number(lo)?, number(hi)?),
        None => about_expected_turns(number(text)?)?,
    };
    target::check_range(range)?;
    Ok(range)
}

/// "An average game of about `t` throws": within 5% of `t`, and at least 1 throw either side
/// (the page's New world and `--expected-turns T` both ask for this).
pub fn about_expected_turns(t: f64) -> Result<(f64, f64)> {
    if !(t.is_finite() && t > 0.0) {
        return Err(Error::InvalidOption(msg!(
            codes::WORLD_AVERAGE,
            found = t.to_string()
        )));
    }
    let spread = (t * 0.05).max(1.0);
    Ok(((t - spread).max(0.0), t + spread))
}

/// Without the analysis there is no expectation to aim at: the option is refused.
#[cfg(not(feature = "analysis"))]
fn by_expected_turns(_spec: &WorldSpec, _range: (f64, f64), _watch: &Watch) -> Result<Board> {
    Err(Error::InvalidOption(msg!(codes::WORLD_NEEDS_ANALYSIS)))
}

#[cfg(feature = "analysis")]
mod target {
    use super::{build, Watch, WorldSpec};
    use crate::analysis::expected_turns;
    use crate::board::{Board, Jump};
    use crate::codes;
    use crate::error::{Error, Result};
    use crate::msg;
    use crate::rng::Dice;
    use crate::rules::Table;
    use crate::solve::min_throws;
    use std::sync::atomic::Ordering;

    /// Boards one search may evaluate, at most (each costs a solve of the board).
    pub const MAX_EVALUATIONS: u32 = 3000;

    /// The fewest boards a search evaluates, however large the board.
    const MIN_EVALUATIONS: u32 = 40;

    /// Squares all the solves of one search may cover in total (bounds the time on big boards).
    const SOLVE_BUDGET: u64 = 30_000_000;

    /// Proposals weighed each round; the best is kept if it comes closer.
    const PROPOSALS: u32 = 6;

    /// Rounds without getting closer before the search starts again from a new board.
    const STALL: u32 = 30;

    /// A board and how far its expectation is from the range (infinite when endless).
    struct Scored {
        board: Board,
        expected: Option<f64>,
        miss: f64,
    }

    /// Refuses a range that is empty, not finite, or below one throw (no game is shorter).
    pub fn check_range((lo, hi): (f64, f64)) -> Result<()> {
        if !(lo.is_finite() && hi.is_finite() && 0.0 <= lo && lo <= hi) {
            return Err(Error::InvalidOption(msg!(
                codes::WORLD_EXPECTED_RANGE,
                lo = lo.to_string(),
                hi = hi.to_string()
            )));
        }
        if hi < 1.0 {
            return Err(Error::Generate(msg!(
                codes::WORLD_EXPECTED_ZERO,
                hi = hi.to_string()
            )));
        }
        Ok(())
    }

    /// True when `table`'s board meets the spec's demands on reachability and minimum throws.
    fn meets_demands(spec: &WorldSpec, table: &Table) -> bool {
        match min_throws(table) {
            None => !spec.reachable && spec.min_throws.is_none(),
            Some(m) => spec
                .min_throws
                .is_none_or(|(lo, hi)| (lo..=hi).contains(&m)),
        }
    }

    fn evaluate(spec: &WorldSpec, board: Board, (lo, hi): (f64, f64)) -> Result<Option<Scored>> {
        let table = Table::new(&board, &spec.rules)?;
        if !meets_demands(spec, &table) {
            return Ok(None);
        }
        // An expectation the solver could not find (NaN) is scored as an endless one: past
        // any range, and a shorter game is the way towards it.
        let expected = expected_turns(&table).filter(|e| !e.is_nan());
        let miss = match expected {
            None => f64::INFINITY,
            Some(e) if e < lo => lo - e,
            Some(e) if e > hi => e - hi,
            Some(_) => 0.0,
        };
        Ok(Some(Scored {
            board,
            expected,
            miss,
        }))
    }

    pub fn search(spec: &WorldSpec, range: (f64, f64), watch: &Watch) -> Result<Board> {
        let budget = (SOLVE_BUDGET / u64::from(spec.size.max(1)))
            .clamp(u64::from(MIN_EVALUATIONS), u64::from(MAX_EVALUATIONS))
            as u32;
        let score = |board: Board, evaluations: &mut u32| {
            if watch.stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
                return Err(Error::Generate(msg!(
                    codes::WORLD_STOPPED,
                    evaluations = *evaluations,
                    lo = range.0.to_string(),
                    hi = range.1.to_string()
                )));
            }
            let scored = evaluate(spec, board, range);
            *evaluations += 1;
            if let Some(progress) = watch.progress {
                progress(*evaluations, budget);
            }
            scored
        };
        let mut seeds = Dice::new(spec.seed ^ 0x5EED_5EED_5EED_5EED);
        let mut moves = Dice::new(spec.seed ^ 0x7A56_E7ED_7A56_E7ED);
        let mut evaluations = 0u32;
        let mut refused = 0u32;
        let mut closest: Option<Scored> = None;
        let mut first = true;
        while evaluations < budget {
            let seed = if first { spec.seed } else { seeds.next_u64() };
            first = false;
            let Some(mut current) = score(build(spec, seed)?, &mut evaluations)? else {
                refused += 1;
                continue;
            };
            let mut stalled = 0;
            while current.miss > 0.0 && evaluations < budget && stalled < STALL {
                let mut best: Option<Scored> = None;
                for _ in 0..PROPOSALS {
                    // The progress line promised at most `budget` boards.
                    if evaluations >= budget {
                        break;
                    }
                    let too_long = current.expected.is_none_or(|e| e > range.1);
                    let Some(board) = propose(spec, &current.board, too_long, &mut moves)? else {
                        continue;
                    };
                    match score(board, &mut evaluations)? {
                        Some(s) if best.as_ref().is_none_or(|b| s.miss < b.miss) => best = Some(s),
                        Some(_) => {}
                        None => refused += 1,
                    }
                }
                match best {
                    Some(b) if b.miss < current.miss => {
                        current = b;
                        stalled = 0;
                    }
                    _ => stalled += 1,
                }
            }
            if current.miss == 0.0 {
                return Ok(current.board);
            }
            if closest.as_ref().is_none_or(|c| current.miss < c.miss) {
                closest = Some(current);
            }
        }
        Err(gave_up(spec, range, evaluations, refused, closest.as_ref()))
    }

    fn gave_up(
        spec: &WorldSpec,
        (lo, hi): (f64, f64),
        evaluations: u32,
        refused: u32,
        closest: Option<&Scored>,
    ) -> Error {
        let found = match closest {
            Some(Scored {
                expected: Some(e), ..
            }) => msg!(
                codes::WORLD_CLOSEST,
                expected = crate::analysis::precision::throws(*e, None)
            ),
            Some(_) => msg!(codes::WORLD_NONE_SURE),
            None => msg!(codes::WORLD_NONE_MET),
        };
        let code = if refused > 0 {
            &codes::WORLD_GAVE_UP_TARGET_REFUSED
        } else {
            &codes::WORLD_GAVE_UP_TARGET
        };
        Error::Generate(msg!(
            *code,
            evaluations,
            seed = spec.seed,
            refused,
            snakes = spec.snakes,
            ladders = spec.ladders,
            size = spec.size,
            lo = lo.to_string(),
            hi = hi.to_string(),
            rules = spec.rules.words(),
            found
        ))
    }

    /// `board` with one end of one jump moved: towards a shorter game when `too_long` (a
    /// shorter snake, a longer ladder), a longer one otherwise, and once in four anywhere;
    /// `None` when the drawn move has no free square.
    fn propose(
        spec: &WorldSpec,
        board: &Board,
        too_long: bool,
        dice: &mut Dice,
    ) -> Result<Option<Board>> {
        let n = board.size();
        let jumps = board.jumps();
        if jumps.is_empty() {
            return Ok(None);
        }
        let i = dice.below(jumps.len() as u32) as usize;
        let Jump { from, to } = jumps[i];
        let (lo, hi) = (from.min(to), from.max(to));
        if dice.below(8) == 0 {
            return shifted(spec, board, i, dice);
        }
        let move_from = dice.below(2) == 0;
        let anywhere = dice.below(4) == 0;
        // Shrinking keeps the end between the two; growing moves it outward.
        let shrink = anywhere || (to < from) == too_long;
        let (a, b) = match (shrink, move_from == (to > from)) {
            _ if anywhere => (1, n),
            (true, _) => (lo + 1, hi - 1),
            // Growing the lower end moves it down, the upper end up.
            (false, true) => (1, lo - 1),
            (false, false) => (hi + 1, n),
        };
        // A head or base may not be the last square.
        let b = if move_from { b.min(n - 1) } else { b };
        if a > b {
            return Ok(None);
        }
        let square = a + dice.below(b - a + 1);
        let taken = jumps.iter().any(|j| j.from == square || j.to == square);
        let (new_from, new_to) = if move_from {
            (square, to)
        } else {
            (from, square)
        };
        // Keep snakes snakes and ladders ladders, so the counts asked for stay exact.
        if taken || (new_to > new_from) != (to > from) {
            return Ok(None);
        }
        with_jump(spec, board, i, Jump::new(new_from, new_to))
    }

    /// `board` with jump `i` moved whole to another place of the same length (so a search
    /// whose ends are stuck can still move on); `None` when the drawn place is taken.
    fn shifted(
        spec: &WorldSpec,
        board: &Board,
        i: usize,
        dice: &mut Dice,
    ) -> Result<Option<Board>> {
        let n = board.size();
        let Jump { from, to } = board.jumps()[i];
        let length = from.abs_diff(to);
        // The upper end may be the last square only for a ladder.
        let top = if to > from { n } else { n - 1 };
        let lowest = 1 + dice.below(top - length);
        let (new_from, new_to) = if to > from {
            (lowest, lowest + length)
        } else {
            (lowest + length, lowest)
        };
        let taken =
            board.jumps().iter().enumerate().any(|(o, j)| {
                o != i && [j.from, j.to].iter().any(|&q| q == new_from || q == new_to)
            });
        if taken {
            return Ok(None);
        }
        with_jump(spec, board, i, Jump::new(new_from, new_to))
    }

    fn with_jump(spec: &WorldSpec, board: &Board, i: usize, jump: Jump) -> Result<Option<Board>> {
        let mut moved = board.jumps().to_vec();
        moved[i] = jump;
        Ok(Some(
            Board::new(board.size(), moved)?.with_columns(spec.columns)?,
        ))
    }
}

/// One board from `seed`: distinct squares by partial Fisher-Yates, paired, pairs given kinds.
fn build(spec: &WorldSpec, seed: u64) -> Result<Board> {
    let n = spec.size;
    let pairs = (spec.snakes + spec.ladders) as usize;
    // With no ladders the last square could only be a snake's head, which is not allowed.
    let domain = if spec.ladders == 0 { n - 1 } else { n };
    let mut dice = Dice::new(seed);
    let mut picks = distinct_squares(domain, 2 * pairs, &mut dice);
    // The pair holding the last square must be a ladder: move it to the front, where the
    // ladders are. The pairs are in uniformly random order, so taking the first `ladders`
    // pairs as ladders is a uniform choice of which pairs climb.
    if let Some(i) = picks.iter().position(|&s| s == n) {
        let p = i / 2;
        picks.swap(2 * p, 0);
        picks.swap(2 * p + 1, 1);
    }
    let ladders = spec.ladders as usize;
    let jumps = picks.chunks_exact(2).enumerate().map(|(i, pair)| {
        let (lo, hi) = (pair[0].min(pair[1]), pair[0].max(pair[1]));
        if i < ladders {
            Jump::new(lo, hi)
        } else {
            Jump::new(hi, lo)
        }
    });
    Board::new(n, jumps)?.with_columns(spec.columns)
}

/// `count` distinct squares of 1..=domain in uniformly random order, in O(count) draws.
///
/// A partial Fisher-Yates shuffle of the virtual array `[1, 2, ..., domain]`. Dense requests
/// use a real array, sparse ones a map of the displaced entries; both give the same squares
/// for the same dice, so the choice never changes a board.
fn distinct_squares(domain: u32, count: usize, dice: &mut Dice) -> Vec<u32> {
    debug_assert!(count <= domain as usize);
    if count == 0 {
        return Vec::new();
    }
    if count.saturating_mul(8) >= domain as usize {
        let mut squares: Vec<u32> = (1..=domain).collect();
        for i in 0..count {
            let j = i + dice.below(domain - i as u32) as usize;
            squares.swap(i, j);
        }
        squares.truncate(count);
        squares
    } else {
        // displaced[i] is the value at index i when it is no longer i + 1.
        let mut displaced: HashMap<u32, u32> = HashMap::with_capacity(2 * count);
        let mut out = Vec::with_capacity(count);
        for i in 0..count as u32 {
            let j = i + dice.below(domain - i);
            let at_i = displaced.get(&i).copied().unwrap_or(i + 1);
            let at_j = displaced.get(&j).copied().unwrap_or(j + 1);
            displaced.insert(j, at_i);
            out.push(at_j);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    fn endpoints_are_distinct(b: &Board) -> bool {
        let mut seen = HashSet::new();
        b.jumps()
            .iter()
            .all(|j| seen.insert(j.from) && seen.insert(j.to))
    }

    #[test]
    fn the_classic_spec_places_ten_snakes_and_ten_ladders() {
        let b = generate(&WorldSpec::default()).unwrap();
        assert_eq!(b.size(), 100);
        assert_eq!(b.snakes().count(), 10);
        assert_eq!(b.ladders().count(), 10);
        assert!(endpoints_are_distinct(&b));
        assert!(b.warnings().is_empty());
    }

    #[test]
    fn sparse_and_dense_sampling_agree_for_the_same_dice() {
        for (domain, count) in [(1000u32, 10usize), (1000, 124), (1000, 125), (50, 50)] {
            let dense = {
                let mut d = Dice::new(9);
                let mut squares: Vec<u32> = (1..=domain).collect();
                for i in 0..count {
                    let j = i + d.below(domain - i as u32) as usize;
                    squares.swap(i, j);
                }
                squares.truncate(count);
                squares
            };
            let got = distinct_squares(domain, count, &mut Dice::new(9));
            assert_eq!(got, dense, "domain {domain}, count {count}");
        }
    }

    #[test]
    fn a_full_board_uses_every_square() {
        let b = generate(&WorldSpec::new(30, 7, 8, 3)).unwrap();
        let mut all: Vec<u32> = b.jumps().iter().flat_map(|j| [j.from, j.to]).collect();
        all.sort_unstable();
        assert_eq!(all, (1..=30).collect::<Vec<_>>());
    }

    #[test]
    fn one_more_than_the_most_is_refused_with_the_most_in_words() {
        let e = generate(&WorldSpec::new(30, 10, 10, 1)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "cannot generate this world: a 30-square board holds at most 15 snakes and ladders \
             with every end on its own square; asked for 20 (10 snakes and 10 ladders)"
        );
        let e = generate(&WorldSpec::new(30, 15, 0, 1)).unwrap_err();
        assert!(
            e.to_string()
                .contains("at most 14 snakes when there are no ladders"),
            "{e}"
        );
        assert!(generate(&WorldSpec::new(30, 14, 0, 1)).is_ok());
        assert!(generate(&WorldSpec::new(30, 14, 1, 1)).is_ok());
    }

    #[test]
    fn absurd_counts_are_refused_without_overflow() {
        let e = generate(&WorldSpec::new(100, u32::MAX, u32::MAX, 1)).unwrap_err();
        assert!(e.to_string().contains("asked for 8589934590"), "{e}");
    }

    #[test]
    fn impossible_minimums_are_refused_at_once() {
        let mut s = WorldSpec::new(100, 5, 0, 1);
        s.min_throws = Some((3, 5));
        let e = generate(&s).unwrap_err().to_string();
        assert!(e.contains("at least 17 throws"), "{e}");
        s.min_throws = Some((5, 3));
        assert!(matches!(generate(&s), Err(Error::InvalidOption(_))));
        s.min_throws = Some((0, 0));
        assert!(generate(&s).is_err());
    }

    /// The core build (no analysis) refuses a target length instead of ignoring it; run with
    /// `cargo test --no-default-features --lib world`.
    #[cfg(not(feature = "analysis"))]
    #[test]
    fn without_the_analysis_a_target_length_is_refused_in_words() {
        let mut s = WorldSpec::default();
        s.expected_turns = Some((30.0, 40.0));
        let e = generate(&s).unwrap_err();
        assert!(matches!(e, Error::InvalidOption(_)), "{e:?}");
        assert!(e.to_string().contains("needs the analysis"), "{e}");
    }

    #[cfg(feature = "analysis")]
    #[test]
    fn expected_turns_read_as_a_range_of_two_numbers() {
        assert_eq!(parse_expected_turns("30..35.5").unwrap(), (30.0, 35.5));
        assert_eq!(parse_expected_turns(" 7 .. 7 ").unwrap(), (7.0, 7.0));
        // One number: about that many throws, within 5% and at least 1 throw either side.
        assert_eq!(parse_expected_turns("40").unwrap(), (38.0, 42.0));
        assert_eq!(parse_expected_turns("10").unwrap(), (9.0, 11.0));
        assert_eq!(parse_expected_turns("0.5").unwrap(), (0.0, 1.5));
        for bad in [
            "0", "-3", "a..b", "35..30", "-1..3", "..4", "NaN..3", "inf", "x",
        ] {
            let e = parse_expected_turns(bad).unwrap_err();
            assert!(matches!(e, Error::InvalidOption(_)), "{bad}: {e}");
        }
        assert!(parse_expected_turns("0..0.5")
            .unwrap_err()
            .to_string()
            .contains("at least 1 throw"));
    }

    #[test]
    fn attempts_shrink_on_big_boards_but_stay_bounded() {
        assert_eq!(attempts_for(100), MAX_ATTEMPTS);
        assert_eq!(attempts_for(1_000_000), 100);
        assert_eq!(attempts_for(10_000_000), MIN_ATTEMPTS);
    }
}
