//! `cargo bench --bench core`: the core's workloads natively, under divan.
//!
//! The same workloads as `npm run bench` (`src/workloads.rs`); divan gives the spread
//! (fastest, slowest, median, mean) of each. The cross-runtime table comes from the `table`
//! bench, which times the same functions the way the wasm side does.
//!
//! Under `cargo test --all-targets` divan runs each benchmark once; a debug build leaves out
//! the largest boards there to keep the test run short.

use snakes_ladders::workloads::{Kind, Workload, ANALYSIS_SIZES, BOARD_SIZES, JUMP_VALUE_SIZES};

/// Board sizes measured; a debug build (the test run) stops at 10^4.
const SIZES: &[u32] = if cfg!(debug_assertions) {
    &[BOARD_SIZES[0], BOARD_SIZES[1]]
} else {
    &BOARD_SIZES
};

/// Analysis sizes measured; a debug build (the test run) stops at 10^4.
const ANALYSIS_SIZES_HERE: &[u32] = if cfg!(debug_assertions) {
    &[ANALYSIS_SIZES[0], ANALYSIS_SIZES[1]]
} else {
    &ANALYSIS_SIZES
};

fn main() {
    divan::main();
}

fn bench(bencher: divan::Bencher, kind: Kind, size: u32) {
    let mut w = Workload::prepare(kind, size).expect("the workload prepares");
    bencher
        .counter(divan::counter::ItemsCount::new(w.units_per_run()))
        .bench_local(|| w.run(1).expect("the workload runs"));
}

/// Minimum throws with a path (`solve::shortest_path`), 10% of squares starting a jump.
#[divan::bench(args = SIZES, sample_count = 30, max_time = 5)]
fn bfs(bencher: divan::Bencher, size: u32) {
    bench(bencher, Kind::Bfs, size);
}

/// The world builder placing jumps on 10% of the squares.
#[divan::bench(args = SIZES, sample_count = 30, max_time = 5)]
fn generate(bencher: divan::Bencher, size: u32) {
    bench(bencher, Kind::Generate, size);
}

/// 10,000 single-player games on the classic board under bounce, one at a time, fast die.
#[divan::bench(sample_count = 50, max_time = 5)]
fn simulate(bencher: divan::Bencher) {
    bench(bencher, Kind::Simulate, 100);
}

/// The same games, four side by side.
#[divan::bench(sample_count = 50, max_time = 5)]
fn simulate_4lanes(bencher: divan::Bencher) {
    bench(bencher, Kind::SimulateLanes, 100);
}

/// The same games one at a time with the core's `Dice` (rand's `random_range`).
#[divan::bench(sample_count = 50, max_time = 5)]
fn simulate_dice(bencher: divan::Bencher) {
    bench(bencher, Kind::SimulateDice, 100);
}

/// The Markov analysis of one player, 10% of squares starting a jump.
#[divan::bench(args = ANALYSIS_SIZES_HERE, sample_count = 20, max_time = 5)]
fn analyze(bencher: divan::Bencher, size: u32) {
    bench(bencher, Kind::Analyze, size);
}

/// What each jump is worth: one expectation solve per jump (the classic board's 19 jumps at
/// 100 squares, 100 jumps at 1,000).
#[divan::bench(args = JUMP_VALUE_SIZES, sample_count = 30, max_time = 5)]
fn jump_values(bencher: divan::Bencher, size: u32) {
    bench(bencher, Kind::JumpValues, size);
}

/// Where one token is after each of throws 0..=200 on the classic board (the heat map's
/// series): 201 distributions of 101 squares.
#[divan::bench(sample_count = 30, max_time = 5)]
fn occupancy_series(bencher: divan::Bencher) {
    let board = snakes_ladders::workloads::classic_board();
    let table = snakes_ladders::Table::new(&board, &snakes_ladders::Rules::default())
        .expect("the classic board compiles");
    bencher.bench_local(|| snakes_ladders::analysis::occupancy_series(&table, 200));
}
