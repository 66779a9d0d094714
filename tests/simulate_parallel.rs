//! The command's simulation on every core: the same sums as one thread, and a stop that keeps
//! the games finished so far.

#![cfg(not(target_arch = "wasm32"))]

use snakes_ladders::analysis::{self, RunControl, SimulationOptions};
use snakes_ladders::formats;
use snakes_ladders::rules::{Rules, Table};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

fn classic() -> Table {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/boards/classic-1952.json"
    );
    let text = std::fs::read_to_string(path).expect("../shared/boards beside the repository");
    let parsed = formats::parse(&text, None).expect("the classic board");
    Table::new(&parsed.board, &Rules::default()).expect("table")
}

#[test]
fn any_number_of_threads_gives_the_one_thread_sums() {
    let table = classic();
    for (players, knock_off) in [(1, false), (3, true)] {
        let options = SimulationOptions {
            players,
            knock_off,
            sixes_again: true,
            three_sixes_end: false,
            seed: 11,
            games: 20_011,
        };
        let one = analysis::simulate_games(&table, &options, 0..options.games).unwrap();
        for threads in [1, 2, 5] {
            let control = RunControl::default();
            let many = analysis::simulate_parallel(&table, &options, threads, &control).unwrap();
            assert_eq!(many, one, "{threads} threads, {players} players");
            assert_eq!(control.done.load(Ordering::Relaxed), options.games);
        }
    }
}

#[test]
fn a_stop_ends_a_huge_run_within_a_second_with_the_games_finished() {
    let table = classic();
    let options = SimulationOptions {
        players: 8,
        knock_off: false,
        sixes_again: false,
        three_sixes_end: false,
        seed: 3,
        games: analysis::MAX_GAMES,
    };
    let control = RunControl::default();
    let (sums, stopped_after) = std::thread::scope(|scope| {
        let run = scope.spawn(|| analysis::simulate_parallel(&table, &options, 2, &control));
        std::thread::sleep(Duration::from_millis(300));
        let asked = Instant::now();
        control.stop.store(true, Ordering::Relaxed);
        let sums = run.join().unwrap().unwrap();
        (sums, asked.elapsed())
    });
    assert!(stopped_after < Duration::from_secs(1), "{stopped_after:?}");
    assert!(
        sums.games > 0 && sums.games < options.games,
        "{}",
        sums.games
    );
    assert_eq!(sums.games, control.done.load(Ordering::Relaxed));
    assert_eq!(sums.wins.iter().sum::<u64>() + sums.unfinished, sums.games);
}
