//! Deterministic benchmark workloads, shared by the native benchmarks (`cargo bench`) and the
//! wasm ones (`npm run bench`), so that both sides time exactly the same code on the same data.
//!
//! A [`Workload`] is prepared once (boards and tables built, not timed) and then
//! [`run`](Workload::run) any number of times; each run returns a checksum, so the optimizer
//! cannot drop the work and the runners can check that native, Node, Chromium and the C++
//! baselines computed the same thing.
//!
//! The boards are built here rather than by the world builder so that a change of the world
//! builder's sampling never silently changes what the BFS benchmark measures.

use crate::analysis;
use crate::board::{Board, Jump};
use crate::error::{Error, Result};
use crate::rng::Dice;
use crate::rules::{JumpMode, Rules, Table};
use crate::solve;
use crate::world::{self, WorldSpec};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// Board sizes of the BFS and world-generation workloads.
pub const BOARD_SIZES: [u32; 4] = [100, 10_000, 1_000_000, 10_000_000];

/// Board sizes of the whole-solve workload.
pub const SOLVE_SIZES: [u32; 2] = [1_000_000, 10_000_000];

/// Board size of the adversarial solve workloads.
pub const SNAKES_SIZE: u32 = 1_000_000;

/// Board size of the short-minimum solve workload ([`express_board`]).
pub const EXPRESS_SIZE: u32 = 1_000_000;

/// Board sizes of the Markov analysis workload.
pub const ANALYSIS_SIZES: [u32; 3] = [100, 10_000, 100_000];

/// Board sizes of the jump-values workload: the classic board, and a 1,000-square jump board.
pub const JUMP_VALUE_SIZES: [u32; 2] = [100, 1000];

/// Games one run of a simulation workload plays.
pub const GAMES_PER_RUN: u32 = 10_000;

/// The seed every workload board and every simulation starts from.
pub const SEED: u64 = 1952;

/// Ladders of the classic 1952 layout (`shared/boards/classic-1952.json`), base to top.
pub const CLASSIC_LADDERS: [(u32, u32); 9] = [
    (1, 38),
    (4, 14),
    (9, 31),
    (21, 42),
    (28, 84),
    (36, 44),
    (51, 67),
    (71, 91),
    (80, 100),
];

/// Snakes of the classic 1952 layout, head to tail.
pub const CLASSIC_SNAKES: [(u32, u32); 10] = [
    (16, 6),
    (47, 26),
    (49, 11),
    (56, 53),
    (62, 19),
    (64, 60),
    (87, 24),
    (93, 73),
    (95, 75),
    (98, 78),
];

/// The classic 100-square board of the simulation workloads.
pub fn classic_board() -> Board {
    Board::from_snakes_ladders(100, &CLASSIC_SNAKES, &CLASSIC_LADDERS)
        .expect("the classic layout obeys the world rules")
}

/// A fast fair die: 32 bits of xoshiro256++ output turned into a face by Lemire's nearly
/// divisionless multiply-and-reject, which is exactly uniform and needs no 128-bit product
/// (wasm has none). [`FastDie::roll_pair`] takes two faces from one 64-bit output.
#[derive(Debug, Clone)]
pub struct FastDie {
    rng: Xoshiro256PlusPlus,
}

impl FastDie {
    /// A die whose whole sequence is fixed by `seed`.
    pub fn new(seed: u64) -> FastDie {
        FastDie {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }

    /// A uniform whole number in 0..n; `n` must be at least 1.
    #[inline(always)]
    pub fn below(&mut self, n: u32) -> u32 {
        loop {
            let m = (self.rng.next_u64() >> 32) * u64::from(n);
            if accepted(m, n) {
                return (m >> 32) as u32;
            }
        }
    }

    /// Two independent uniform whole numbers in 0..n from one 64-bit output (its halves).
    #[inline(always)]
    pub fn below_pair(&mut self, n: u32) -> (u32, u32) {
        let x = self.rng.next_u64();
        let a = (x >> 32) * u64::from(n);
        let b = (x & 0xffff_ffff) * u64::from(n);
        if (a as u32) < n || (b as u32) < n {
            return self.below_pair_rare(a, b, n);
        }
        ((a >> 32) as u32, (b >> 32) as u32)
    }

    /// The rare case of [`FastDie::below_pair`]: a half that would bias its number is
    /// replaced by a fresh draw.
    #[cold]
    fn below_pair_rare(&mut self, a: u64, b: u64, n: u32) -> (u32, u32) {
        let first = if accepted(a, n) {
            (a >> 32) as u32
        } else {
            self.below(n)
        };
        let second = if accepted(b, n) {
            (b >> 32) as u32
        } else {
            self.below(n)
        };
        (first, second)
    }

    /// A throw of a die with `faces` faces (1..=faces); `faces` must be at least 1.
    #[inline(always)]
    pub fn roll(&mut self, faces: u32) -> u32 {
        self.below(faces) + 1
    }

    /// Two independent throws of a die with `faces` faces.
    #[inline(always)]
    pub fn roll_pair(&mut self, faces: u32) -> (u32, u32) {
        let (a, b) = self.below_pair(faces);
        (a + 1, b + 1)
    }
}

/// Whether `m = x × n` (x uniform on 32 bits) gives an unbiased `m >> 32` in 0..n: its low half
/// must not fall among the `2^32 mod n` smallest values. The division runs only when the low
/// half is below `n`, about n / 2^32 of the time.
#[inline(always)]
fn accepted(m: u64, n: u32) -> bool {
    let low = m as u32;
    low >= n || low >= n.wrapping_neg() % n
}

/// A board of `size` squares on which 10% of the squares start a jump, every endpoint on its
/// own square (no chains, no shared ends), half of the jumps ladders and half snakes, drawn
/// from `seed`. Endpoints avoid square 1 and the last square. Linear time: one partial
/// Fisher-Yates shuffle and the board's sort.
pub fn jump_board(size: u32, seed: u64) -> Result<Board> {
    crate::board::check_size(size)?;
    let inner = size.saturating_sub(2); // squares 2..=size-1
    let jumps = (size / 10).min(inner / 2) as usize;
    let mut squares: Vec<u32> = (2..size).collect();
    let mut die = FastDie::new(seed);
    for i in 0..2 * jumps {
        let j = i + die.below(inner - i as u32) as usize;
        squares.swap(i, j);
    }
    let list = squares[..2 * jumps]
        .chunks_exact(2)
        .enumerate()
        .map(|(i, pair)| {
            let (lo, hi) = (pair[0].min(pair[1]), pair[0].max(pair[1]));
            if i % 2 == 0 {
                Jump::new(lo, hi)
            } else {
                Jump::new(hi, lo)
            }
        });
    Board::new(size, list)
}

/// A board of `size` squares on which 10% of the squares start a jump, every endpoint on its
/// own square, with a short minimum: express ladders in stages, the rest as a [`jump_board`].
///
/// Stage 1's ladders climb to the last square and to the six squares one throw before it;
/// stage s + 1's climb to the six squares one throw before a ladder of stage s; every ladder
/// starts on a random square below its top. So from a square one throw before any express
/// ladder, one throw a stage reaches the end. Stages are added while the express ladders are
/// at most half of the jumps (at 10^6 squares: six stages, 50,000 express ladders); the other
/// jumps are half ladders, half snakes, between random squares. Drawn from `seed`.
pub fn express_board(size: u32, seed: u64) -> Result<Board> {
    crate::board::check_size(size)?;
    let inner = size.saturating_sub(2);
    let total = (size / 10).min(inner / 2) as usize;
    let mut die = FastDie::new(seed);
    let mut used = vec![false; size as usize + 1];
    used[1] = true;
    let mut jumps: Vec<Jump> = Vec::with_capacity(total);
    // Takes a free square in lo..hi, if one of 64 draws finds one.
    let free = |used: &mut [bool], die: &mut FastDie, lo: u32, hi: u32| {
        (0..64).find_map(|_| {
            let x = lo + die.below(hi - lo);
            (!used[x as usize]).then(|| {
                used[x as usize] = true;
                x
            })
        })
    };
    let mut tops: Vec<u32> = (size.saturating_sub(6).max(2)..=size).collect();
    while !tops.is_empty() && jumps.len() + tops.len() <= total / 2 {
        let mut bottoms = Vec::with_capacity(tops.len());
        for &top in &tops {
            used[top as usize] = true;
        }
        for &top in &tops {
            if top > 2 {
                if let Some(bottom) = free(&mut used, &mut die, 2, top) {
                    jumps.push(Jump::new(bottom, top));
                    bottoms.push(bottom);
                }
            }
        }
        tops = bottoms
            .iter()
            .flat_map(|&b| b.saturating_sub(6).max(2)..b)
            .filter(|&t| !used[t as usize])
            .collect();
        tops.sort_unstable();
        tops.dedup();
    }
    let mut i = 0;
    while jumps.len() < total && i < 4 * total {
        i += 1;
        let (Some(a), Some(b)) = (
            free(&mut used, &mut die, 2, size),
            free(&mut used, &mut die, 2, size),
        ) else {
            continue;
        };
        let (lo, hi) = (a.min(b), a.max(b));
        jumps.push(if jumps.len() % 2 == 0 {
            Jump::new(lo, hi)
        } else {
            Jump::new(hi, lo)
        });
    }
    Board::new(size, jumps)
}

/// Anything that throws a die: the workloads' [`FastDie`] and the core's [`Dice`].
pub trait Throw {
    /// A throw of a die with `faces` faces (1..=faces).
    fn throw(&mut self, faces: u32) -> u32;

    /// Two independent throws.
    #[inline(always)]
    fn throw_pair(&mut self, faces: u32) -> (u32, u32) {
        (self.throw(faces), self.throw(faces))
    }
}

impl Throw for FastDie {
    #[inline(always)]
    fn throw(&mut self, faces: u32) -> u32 {
        self.roll(faces)
    }

    #[inline(always)]
    fn throw_pair(&mut self, faces: u32) -> (u32, u32) {
        self.roll_pair(faces)
    }
}

impl Throw for Dice {
    #[inline(always)]
    fn throw(&mut self, faces: u32) -> u32 {
        self.roll(faces)
    }
}

/// Plays one single-player game on `table` and returns its number of throws, or `cap` if it
/// has not finished by then. Allocation-free: one table lookup per throw.
#[inline]
pub fn play_solo(table: &Table, die: &mut impl Throw, cap: u32) -> u32 {
    let goal = table.size();
    let faces = table.faces();
    let mut p = table.start();
    let mut throws = 0;
    while p != goal && throws < cap {
        p = table.step(p, die.throw(faces));
        throws += 1;
    }
    throws
}

/// Plays `games` single-player games on `table`, `LANES` of them side by side, and returns
/// the throws of all of them (a game is cut off at `cap` throws). Allocation-free.
///
/// One game is a chain of dependent table lookups (each throw starts where the last one
/// ended), so a processor running one game at a time mostly waits for the previous lookup;
/// the lanes' chains are independent, and it works on all of them at once. All lanes throw
/// once a round, so one counter of rounds counts every lane's throws, and one well-predicted
/// branch a round asks whether any game ended.
pub fn play_games<const LANES: usize, D: Throw + Clone>(
    table: &Table,
    die: &mut D,
    games: u32,
    cap: u32,
) -> u64 {
    let goal = table.size();
    let faces = table.faces();
    let start = table.start();
    if (games as usize) < LANES || cap == 0 {
        return (0..games)
            .map(|_| u64::from(play_solo(table, die, cap)))
            .sum();
    }
    // A local copy, so that the die's state can live in registers.
    let mut d = die.clone();
    let mut pos = [start; LANES];
    let mut begun = [0u32; LANES];
    let mut round = 0u32;
    let mut started = LANES as u32;
    let mut total = 0u64;
    'rounds: loop {
        round += 1;
        let mut ended = false;
        for pair in 0..LANES / 2 {
            let (a, b) = d.throw_pair(faces);
            let (x, y) = (2 * pair, 2 * pair + 1);
            pos[x] = table.step(pos[x], a);
            pos[y] = table.step(pos[y], b);
        }
        if LANES % 2 == 1 {
            pos[LANES - 1] = table.step(pos[LANES - 1], d.throw(faces));
        }
        for lane in 0..LANES {
            ended |= (pos[lane] == goal) | (round - begun[lane] >= cap);
        }
        if !ended {
            continue;
        }
        let mut out_of_games = false;
        for lane in 0..LANES {
            if pos[lane] == goal || round - begun[lane] >= cap {
                total += u64::from(round - begun[lane]);
                if started < games {
                    started += 1;
                    pos[lane] = start;
                    begun[lane] = round;
                } else {
                    // This lane is done for good; the loop below skips it.
                    pos[lane] = goal;
                    begun[lane] = round;
                    out_of_games = true;
                }
            }
        }
        if out_of_games {
            break 'rounds;
        }
    }
    // No game left to start: finish the lanes still playing one by one.
    for lane in 0..LANES {
        let (mut p, mut t) = (pos[lane], round - begun[lane]);
        while p != goal && t < cap {
            p = table.step(p, d.throw(faces));
            t += 1;
        }
        total += u64::from(t);
    }
    *die = d;
    total
}

/// Games the `simulate-4lanes` workload plays side by side ([`play_games`]): faster natively
/// (the lanes' lookups overlap), no faster in wasm under V8 (see BENCHMARKS.md).
pub const LANES: usize = 4;

/// A game cut off after this many throws (the classic board averages about 40).
pub const THROW_CAP: u32 = 1_000_000;

/// What a workload measures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Minimum throws with one optimal path ([`solve::shortest_path`]) on a [`jump_board`] under
    /// the puzzle rules (start on 1, exact finish), the rules of the textbook BFS.
    Bfs,
    /// Everything the solver gives (minimum, path, every square's distance, count of optimal
    /// sequences), all asked for up front ([`solve::solve_with_distances`]), on the
    /// [`Kind::Bfs`] boards.
    Solve,
    /// [`solve::solve`] with what `snakes solve` prints and the page shows at once (minimum,
    /// path, count of optimal sequences; not the distances) on an [`express_board`] under the
    /// puzzle rules: a short minimum, where the textbook BFS stops early.
    SolveLadders,
    /// [`solve::solve`] on the [`snake_board`] under the puzzle rules with single jumps.
    SolveSnakes,
    /// The same under chained jumps (every landing slides down to square 1: unreachable).
    SolveSnakesChain,
    /// The world builder ([`world::generate`]) placing jumps on 10% of the squares.
    Generate,
    /// [`GAMES_PER_RUN`] single-player games on the classic board under bounce, one at a time
    /// ([`play_solo`]), with the [`FastDie`].
    Simulate,
    /// The same games, [`LANES`] side by side ([`play_games`]).
    SimulateLanes,
    /// The same games one at a time with the core's [`Dice`] (rand's `random_range`).
    SimulateDice,
    /// The Markov analysis of one player ([`analysis::analyze`]) on a [`jump_board`] under the
    /// default rules (start off the board, bounce).
    Analyze,
    /// What each jump is worth ([`analysis::jump_values`]: one expectation solve per jump)
    /// under the default rules: the classic board's 19 jumps at 100 squares, a [`jump_board`]
    /// beyond.
    JumpValues,
}

impl Kind {
    /// Every kind, in the order the tables list them.
    pub const ALL: [Kind; 11] = [
        Kind::Bfs,
        Kind::Solve,
        Kind::SolveLadders,
        Kind::SolveSnakes,
        Kind::SolveSnakesChain,
        Kind::Generate,
        Kind::Simulate,
        Kind::SimulateLanes,
        Kind::SimulateDice,
        Kind::Analyze,
        Kind::JumpValues,
    ];

    /// The name the runners use.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Bfs => "bfs",
            Kind::Solve => "solve",
            Kind::SolveLadders => "solve-ladders",
            Kind::SolveSnakes => "solve-snakes",
            Kind::SolveSnakesChain => "solve-snakes-chain",
            Kind::Generate => "generate",
            Kind::Simulate => "simulate",
            Kind::SimulateLanes => "simulate-4lanes",
            Kind::SimulateDice => "simulate-dice",
            Kind::Analyze => "analyze",
            Kind::JumpValues => "jump-values",
        }
    }

    /// The kind named `name`.
    pub fn from_name(name: &str) -> Result<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| k.name() == name)
            .ok_or_else(|| {
                let names: Vec<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
                Error::InvalidOption(crate::msg!(
                    crate::codes::WORKLOAD_UNKNOWN,
                    found = name,
                    names = names.join(", ")
                ))
            })
    }

    /// The sizes this kind is measured at.
    pub fn sizes(self) -> &'static [u32] {
        match self {
            Kind::Bfs | Kind::Generate => &BOARD_SIZES,
            Kind::Solve => &SOLVE_SIZES,
            Kind::SolveLadders => &[EXPRESS_SIZE],
            Kind::SolveSnakes | Kind::SolveSnakesChain => &[SNAKES_SIZE],
            Kind::Simulate | Kind::SimulateLanes | Kind::SimulateDice => &[100],
            Kind::Analyze => &ANALYSIS_SIZES,
            Kind::JumpValues => &JUMP_VALUE_SIZES,
        }
    }

    /// Whether one run processes the board's squares (else a fixed number of games).
    fn per_square(self) -> bool {
        !matches!(
            self,
            Kind::Simulate | Kind::SimulateLanes | Kind::SimulateDice
        )
    }

    /// What one run processes, for throughput: "squares" or "games".
    pub fn unit(self) -> &'static str {
        if self.per_square() {
            "squares"
        } else {
            "games"
        }
    }
}

enum State {
    Table(Table),
    Solve(Table),
    SolveShown(Table),
    Spec(WorldSpec),
    Games(Table, FastDie),
    GamesLanes(Table, FastDie),
    GamesDice(Table, Dice),
    Analysis(Table),
    Jumps(Board),
}

/// A workload ready to run: its inputs are built, so a run does only the measured work.
pub struct Workload {
    kind: Kind,
    size: u32,
    state: State,
}

impl Workload {
    /// Builds the inputs of `kind` at `size` squares (the board size; 100 for the simulations).
    pub fn prepare(kind: Kind, size: u32) -> Result<Workload> {
        let state = match kind {
            Kind::Bfs => State::Table(bfs_table(size)?),
            Kind::Solve => State::Solve(bfs_table(size)?),
            Kind::SolveLadders => {
                State::SolveShown(Table::new(&express_board(size, SEED)?, &Rules::puzzle())?)
            }
            Kind::SolveSnakes | Kind::SolveSnakesChain => {
                let jumps = if kind == Kind::SolveSnakes {
                    JumpMode::Single
                } else {
                    JumpMode::Chain
                };
                let rules = Rules {
                    jumps,
                    ..Rules::puzzle()
                };
                State::Solve(Table::new(&snake_board(size)?, &rules)?)
            }
            Kind::Generate => {
                let jumps = size / 10;
                State::Spec(WorldSpec::new(size, jumps / 2, jumps - jumps / 2, SEED))
            }
            Kind::Simulate => State::Games(classic_table(size)?, FastDie::new(SEED)),
            Kind::SimulateLanes => State::GamesLanes(classic_table(size)?, FastDie::new(SEED)),
            Kind::SimulateDice => State::GamesDice(classic_table(size)?, Dice::new(SEED)),
            Kind::Analyze => {
                State::Analysis(Table::new(&jump_board(size, SEED)?, &Rules::default())?)
            }
            Kind::JumpValues if size == 100 => State::Jumps(classic_board()),
            Kind::JumpValues => State::Jumps(jump_board(size, SEED)?),
        };
        Ok(Workload { kind, size, state })
    }

    /// What this workload measures.
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// Squares of its board.
    pub fn size(&self) -> u32 {
        self.size
    }

    /// Squares or games one run processes.
    pub fn units_per_run(&self) -> u64 {
        if self.kind.per_square() {
            u64::from(self.size)
        } else {
            u64::from(GAMES_PER_RUN)
        }
    }

    /// The transition table, for the workloads that have one.
    pub fn table(&self) -> Option<&Table> {
        match &self.state {
            State::Table(t)
            | State::Solve(t)
            | State::SolveShown(t)
            | State::Games(t, _)
            | State::GamesLanes(t, _)
            | State::GamesDice(t, _)
            | State::Analysis(t) => Some(t),
            State::Spec(_) | State::Jumps(_) => None,
        }
    }

    /// Runs the workload `runs` times and returns a checksum of the results (below 2^53, so
    /// that JavaScript numbers hold it exactly).
    ///
    /// BFS: the minimum number of throws (0 when unreachable); solve: the same, or when the end
    /// is out of reach the number of squares it is out of reach from. Generation: a digest of the board. Simulation: the
    /// throws of all games, which go on from one run to the next (the dice are not reset).
    /// Analysis: the expected number of throws, in millionths. Jump values: a million times the
    /// jumps valued, plus the first square of the most valuable.
    pub fn run(&mut self, runs: u32) -> Result<u64> {
        let mut sum = 0u64;
        for _ in 0..runs {
            sum = sum.wrapping_add(match &mut self.state {
                State::Table(t) => solve::shortest_path(t).map_or(0, |p| p.len() as u64),
                State::Solve(t) => {
                    let choice = solve::PathChoice::default();
                    let s = std::hint::black_box(solve::solve_with_distances(t, &choice));
                    std::hint::black_box(s.optimal_sequences());
                    s.min_throws.map_or_else(
                        || {
                            s.distances()
                                .iter()
                                .filter(|&&d| d == solve::UNREACHABLE)
                                .count() as u64
                        },
                        |min| {
                            std::hint::black_box(s.distances());
                            u64::from(min)
                        },
                    )
                }
                State::SolveShown(t) => {
                    let s = std::hint::black_box(solve::solve(t, &solve::PathChoice::default()));
                    std::hint::black_box(s.optimal_sequences());
                    s.min_throws.map_or(0, u64::from)
                }
                State::Spec(spec) => board_digest(&world::generate(spec)?),
                State::Games(t, die) => (0..GAMES_PER_RUN)
                    .map(|_| u64::from(play_solo(t, die, THROW_CAP)))
                    .sum(),
                State::GamesLanes(t, die) => {
                    play_games::<LANES, _>(t, die, GAMES_PER_RUN, THROW_CAP)
                }
                State::GamesDice(t, dice) => (0..GAMES_PER_RUN)
                    .map(|_| u64::from(play_solo(t, dice, THROW_CAP)))
                    .sum(),
                // Expected throws to a millionth: equal natively and in wasm unless the
                // floating-point results differ in the sixth decimal.
                State::Analysis(t) => analysis::analyze(t, 1)?
                    .expected_turns
                    .map_or(0, |e| (e * 1e6).round() as u64),
                // The jumps valued and the square of the most valuable: the same in every
                // runtime unless two changes tie to rounding.
                State::Jumps(b) => {
                    let values = analysis::jump_values(b, &Rules::default())?;
                    values.len() as u64 * 1_000_000
                        + values.first().map_or(0, |v| u64::from(v.from))
                }
            });
        }
        Ok(sum & ((1 << 53) - 1))
    }
}

/// A board of `size` squares on which every square but the first and the last is a snake
/// one square down: the adversarial board of the `solve-snakes` workloads.
pub fn snake_board(size: u32) -> Result<Board> {
    crate::board::check_size(size)?;
    Board::new(size, (2..size).map(|i| Jump::new(i, i - 1)))
}

/// The board of workload `kind` at `size` squares, for the C++ textbook BFS to read (`dump` in
/// benches/table.rs): an [`express_board`] for `solve-ladders`, else a [`jump_board`].
pub fn baseline_board(kind: Kind, size: u32) -> Result<Board> {
    match kind {
        Kind::SolveLadders => express_board(size, SEED),
        _ => jump_board(size, SEED),
    }
}

/// The BFS workloads' table: a [`jump_board`] under the puzzle rules of the textbook BFS.
fn bfs_table(size: u32) -> Result<Table> {
    Table::new(&jump_board(size, SEED)?, &Rules::puzzle())
}

fn classic_table(size: u32) -> Result<Table> {
    if size != 100 {
        return Err(Error::InvalidOption(crate::msg!(
            crate::codes::WORKLOAD_SIZE,
            size
        )));
    }
    Table::new(&classic_board(), &Rules::default())
}

/// A digest of a board's jumps (FNV-1a over the endpoints), to compare boards across runners.
pub fn board_digest(board: &Board) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for j in board.jumps() {
        for x in [j.from, j.to] {
            h = (h ^ u64::from(x)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    h & ((1 << 53) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jump_boards_start_a_jump_on_a_tenth_of_the_squares_with_distinct_endpoints() {
        for size in [100, 10_000] {
            let b = jump_board(size, SEED).unwrap();
            assert_eq!(b.jumps().len() as u32, size / 10);
            let mut ends: Vec<u32> = b.jumps().iter().flat_map(|j| [j.from, j.to]).collect();
            ends.sort_unstable();
            ends.dedup();
            assert_eq!(ends.len() as u32, 2 * (size / 10));
            assert!(b.warnings().is_empty());
            assert_eq!(b.snakes().count(), b.ladders().count());
        }
    }

    #[test]
    fn express_boards_start_a_jump_on_a_tenth_of_the_squares_and_end_in_a_few_throws() {
        for size in [10_000, 100_000] {
            let b = express_board(size, SEED).unwrap();
            assert_eq!(b.jumps().len() as u32, size / 10);
            assert!(b.warnings().is_empty());
            let t = Table::new(&b, &Rules::puzzle()).unwrap();
            let min = solve::min_throws(&t).unwrap();
            assert!((2..10).contains(&min), "{size}: {min}");
            let s = solve::solve(&t, &solve::PathChoice::default());
            assert_eq!(s.min_throws, Some(min));
            assert_eq!(s.distances()[t.start() as usize], min);
        }
    }

    #[test]
    fn the_same_seed_builds_the_same_board() {
        let a = jump_board(10_000, 7).unwrap();
        assert_eq!(a, jump_board(10_000, 7).unwrap());
        assert_ne!(a, jump_board(10_000, 8).unwrap());
    }

    #[test]
    fn the_fast_die_shows_every_face_about_equally_often() {
        let mut die = FastDie::new(3);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[die.roll(6) as usize - 1] += 1;
        }
        for c in counts {
            assert!((9_400..10_600).contains(&c), "{counts:?}");
        }
        let mut counts = [[0u32; 6]; 2];
        for _ in 0..60_000 {
            let (a, b) = die.roll_pair(6);
            counts[0][a as usize - 1] += 1;
            counts[1][b as usize - 1] += 1;
        }
        for c in counts.iter().flatten() {
            assert!((9_400..10_600).contains(c), "{counts:?}");
        }
        let mut die = FastDie::new(4);
        assert!((0..1000).all(|_| die.below(1) == 0 && die.below_pair(1) == (0, 0)));
    }

    #[test]
    fn lemire_rejects_exactly_the_biased_low_halves() {
        // `accepted` keeps a low half unless it is below 2^32 mod n. The same rule on 16-bit
        // inputs (low half below 2^16 mod n rejected), counted exhaustively, is exactly uniform.
        let n: u32 = 3;
        let threshold = (1u32 << 16).wrapping_sub(n) % n; // (2^16 - n) mod n = 2^16 mod n
        let mut counts = [0u32; 3];
        for x in 0..(1u32 << 16) {
            let m = x * n;
            if (m & 0xffff) >= threshold {
                counts[(m >> 16) as usize] += 1;
            }
        }
        assert_eq!(counts[0], counts[1]);
        assert_eq!(counts[1], counts[2]);
    }

    #[test]
    fn every_workload_runs_at_its_smallest_size_and_is_repeatable() {
        for kind in Kind::ALL {
            let size = kind.sizes()[0];
            let a = Workload::prepare(kind, size).unwrap().run(1).unwrap();
            let b = Workload::prepare(kind, size).unwrap().run(1).unwrap();
            assert!(a > 0, "{}", kind.name());
            assert_eq!(a, b, "{}", kind.name());
        }
    }

    #[test]
    fn bfs_workload_agrees_with_the_distances_to_the_end() {
        let w = Workload::prepare(Kind::Bfs, 10_000).unwrap();
        let t = w.table().unwrap();
        let min = solve::min_throws(t).unwrap();
        assert_eq!(solve::distances_to_end(t)[t.start() as usize], min);
        assert_eq!(solve::shortest_path(t).unwrap().len() as u32, min);
    }
    /// A random board with any jumps the world rules allow (chains, shared ends, jumps to the
    /// last square), for cross-checking the forward search.
    fn random_board(die: &mut FastDie) -> Board {
        let size = 2 + die.below(200);
        let mut jumps = Vec::new();
        for from in 1..size {
            if die.below(4) == 0 {
                let to = 1 + die.below(size);
                if to != from {
                    jumps.push(Jump::new(from, to));
                }
            }
        }
        Board::new(size, jumps).unwrap()
    }

    #[test]
    fn the_forward_search_finds_the_backward_minimum_and_a_valid_optimal_path() {
        use crate::rules::{JumpMode, Overshoot, Start};
        let mut die = FastDie::new(11);
        for _ in 0..3000 {
            let board = random_board(&mut die);
            let rules = Rules {
                start: [Start::OffBoard, Start::One][die.below(2) as usize],
                overshoot: [Overshoot::Stay, Overshoot::Bounce, Overshoot::Win]
                    [die.below(3) as usize],
                jumps: [JumpMode::Single, JumpMode::Chain][die.below(2) as usize],
                faces: [1, 2, 6, 6, 63, 64, 65, 130][die.below(8) as usize],
            };
            let Ok(table) = Table::new(&board, &rules) else {
                continue; // a cycle under chained jumps
            };
            // The backward search is independent of the forward one, and covers wide dice
            // (tests/solver.rs stops at 8 faces).
            let d = solve::distances_to_end(&table)[table.start() as usize];
            let expected = (d != solve::UNREACHABLE).then_some(d);
            let got = solve::shortest_path(&table);
            assert_eq!(
                got.as_ref().map(|p| p.len() as u32),
                expected,
                "{board:?} {rules:?}"
            );
            if let Some(path) = got {
                let mut at = table.start();
                for s in &path {
                    assert_eq!(s.from, at);
                    assert_eq!(table.step(s.from, s.roll), s.to);
                    assert_eq!(table.landed(s.from, s.roll), s.landed);
                    at = s.to;
                }
                assert_eq!(at, table.size());
            }
        }
    }
    #[test]
    fn side_by_side_play_counts_every_game_once() {
        let t = Table::new(&classic_board(), &Rules::default()).unwrap();
        // Cut off at one throw (no game on the classic board ends in one), every game counts 1.
        for games in [0, 1, 3, 4, 5, 10, 11] {
            let total = play_games::<4, _>(&t, &mut FastDie::new(1), games, 1);
            assert_eq!(total, u64::from(games), "{games} games");
        }
        // Cut off at two throws: still one count per throw of every game.
        assert_eq!(play_games::<4, _>(&t, &mut FastDie::new(1), 9, 2), 18);
    }

    #[test]
    fn simulated_game_length_matches_the_markov_expectation() {
        // The classic board under bounce; the simulation against the independent Markov answer.
        let t = Table::new(&classic_board(), &Rules::default()).unwrap();
        let expected = analysis::expected_turns(&t).unwrap();
        let games = 40_000;
        let mut dice = Dice::new(6);
        for mean in [
            play_games::<4, _>(&t, &mut FastDie::new(5), games, THROW_CAP) as f64
                / f64::from(games),
            (0..games)
                .map(|_| f64::from(play_solo(&t, &mut dice, THROW_CAP)))
                .sum::<f64>()
                / f64::from(games),
        ] {
            // The standard deviation of a game's length here is about 30 throws, so the mean
            // of 40,000 games is within 0.6 throws of the expectation 99.6% of the time.
            assert!(
                (mean - expected).abs() < 0.6,
                "mean {mean}, expected {expected}"
            );
        }
    }
}
