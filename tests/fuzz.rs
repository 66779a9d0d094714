//! Fuzz targets, one per entry point that takes text or numbers from outside, run as long
//! property tests. Each target prints how many cases it ran (see it with `--nocapture`).
//!
//! `FUZZ_CASES` sets the cases per target (default 2,000 for a quick `cargo test`; `npm test`
//! runs 25,000 per target, over 10^5 in all). A failure is shrunk by proptest and saved in
//! `tests/fuzz.proptest-regressions`, which is committed: a found crash becomes a regression test.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use snakes_ladders::cli;
use snakes_ladders::formats::{self, Format};
use snakes_ladders::game::{Game, GameOptions};
use snakes_ladders::world::{self, WorldSpec};
use snakes_ladders::{solve, Board, Error, Jump, Rules, Table};

fn cases() -> u32 {
    std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000)
}

/// Runs `test` on `cases()` inputs from `strategy` and reports the count.
fn fuzz<S: Strategy>(name: &str, strategy: S, test: impl Fn(S::Value) -> Result<(), TestCaseError>)
where
    S::Value: std::fmt::Debug,
{
    let n = cases();
    let config = Config {
        cases: n,
        failure_persistence: Some(Box::new(
            proptest::test_runner::FileFailurePersistence::WithSource("proptest-regressions"),
        )),
        ..Config::default()
    };
    let mut runner = TestRunner::new_with_rng(
        config,
        proptest::test_runner::TestRng::deterministic_rng(
            proptest::test_runner::RngAlgorithm::ChaCha,
        ),
    );
    if let Err(e) = runner.run(&strategy, test) {
        panic!("fuzz target {name} failed: {e}");
    }
    println!("fuzz {name}: {n} cases, no failure");
}

/// A few valid boards printed in every format that holds them: seeds for mutation.
fn seed_texts() -> Vec<String> {
    let boards = [
        Board::new(
            100,
            [Jump::new(1, 38), Jump::new(98, 78), Jump::new(80, 100)],
        )
        .unwrap(),
        Board::new(30, [Jump::new(3, 22), Jump::new(27, 1)]).unwrap(),
        Board::new(36, [Jump::new(2, 15), Jump::new(14, 35), Jump::new(17, 13)])
            .unwrap()
            .with_columns(Some(6))
            .unwrap(),
    ];
    let mut out = Vec::new();
    for b in &boards {
        for f in Format::ALL {
            if let Ok(t) = formats::print(b, f) {
                out.push(t);
            }
        }
    }
    out
}

/// Text that is mostly a valid board with a few characters changed, inserted or deleted.
fn mutated_text() -> impl Strategy<Value = String> {
    let seeds = seed_texts();
    (
        0..seeds.len(),
        prop::collection::vec((any::<u16>(), 0u8..3, any::<char>()), 0..6),
    )
        .prop_map(move |(i, edits)| {
            let mut chars: Vec<char> = seeds[i].chars().collect();
            for (pos, op, c) in edits {
                let at = pos as usize % (chars.len() + 1);
                match op {
                    0 if at < chars.len() => chars[at] = c,
                    1 => chars.insert(at, c),
                    _ if at < chars.len() => {
                        chars.remove(at);
                    }
                    _ => {}
                }
            }
            chars.into_iter().collect()
        })
}

fn any_text() -> impl Strategy<Value = String> {
    prop_oneof![
        mutated_text(),
        ".{0,200}",
        "[0-9 \\[\\]{},=>\\-\\n#:x]{0,200}",
        "(size|columns|grid|snake|ladder| |[0-9]{1,12}|->|=>|,|;|\\n|x){0,60}",
    ]
}

fn check_error(text: &str, e: &Error) -> Result<(), TestCaseError> {
    let msg = e.to_string();
    prop_assert!(!msg.is_empty());
    if let Error::Parse { line, column, .. } = e {
        let lines = text.split('\n').count().max(1);
        prop_assert!(
            *line >= 1 && *line <= lines + 1,
            "line {} of {}: {}",
            line,
            lines,
            msg
        );
        prop_assert!(*column >= 1, "{}", msg);
    }
    Ok(())
}

#[test]
fn fuzz_parsers() {
    fuzz(
        "parse (every format, detected and forced)",
        (any_text(), prop::option::of(0usize..5)),
        |(text, forced)| {
            let format = forced.map(|i| Format::ALL[i]);
            match formats::parse(&text, format) {
                Ok(parsed) => {
                    let b = &parsed.board;
                    prop_assert!(b.size() >= 2);
                    // Whatever parses prints in its own format and reads back the same.
                    if let Ok(printed) = formats::print(b, parsed.format) {
                        let again = formats::parse(&printed, Some(parsed.format));
                        prop_assert!(again.is_ok(), "{:?}", again);
                        let again = again.unwrap();
                        prop_assert_eq!(again.board.jumps(), b.jumps());
                    }
                }
                Err(e) => check_error(&text, &e)?,
            }
            Ok(())
        },
    );
}

#[test]
fn fuzz_rule_options() {
    fuzz(
        "rules options",
        (
            prop::collection::vec(
                (
                    prop_oneof![
                        Just("start".to_string()),
                        Just("overshoot".to_string()),
                        Just("jumps".to_string()),
                        Just("faces".to_string()),
                        ".{0,8}"
                    ],
                    prop_oneof![
                        "off-board|1|0|stay|bounce|win|single|chain",
                        "[0-9]{1,12}",
                        ".{0,10}"
                    ],
                ),
                0..5,
            ),
            2u32..60,
        ),
        |(settings, size)| {
            let mut rules = Rules::default();
            for (name, value) in &settings {
                if let Err(e) = rules.set(name, value) {
                    prop_assert!(!e.to_string().is_empty());
                }
            }
            let board = Board::new(size, [Jump::new(1, size)]).unwrap();
            match Table::new(&board, &rules) {
                Ok(t) => {
                    let min = solve::min_throws(&t);
                    if rules.start == snakes_ladders::Start::OffBoard {
                        // A throw of 1 lands on the ladder 1 -> last square.
                        prop_assert_eq!(min, Some(1));
                    }
                    let full = solve::solve(&t, &solve::PathChoice::default());
                    prop_assert_eq!(full.min_throws, min);
                }
                Err(e) => prop_assert!(!e.to_string().is_empty()),
            }
            Ok(())
        },
    );
}

#[test]
fn fuzz_world_builder() {
    let count = prop_oneof![0u32..40, any::<u32>(), Just(u32::MAX)];
    fuzz(
        "world builder parameters",
        (
            prop_oneof![
                0u32..400,
                Just(0),
                Just(1),
                Just(2),
                10_000_001u32..u32::MAX
            ],
            count.clone(),
            count,
            any::<u64>(),
            any::<bool>(),
            prop::option::of((0u32..30, 0u32..30)),
            prop::option::of(0u32..50),
        ),
        |(size, snakes, ladders, seed, reachable, range, columns)| {
            let mut spec = WorldSpec::new(size, snakes, ladders, seed);
            spec.reachable = reachable;
            spec.min_throws = range;
            spec.columns = columns;
            match world::generate(&spec) {
                Ok(b) => {
                    prop_assert_eq!(b.snakes().count() as u32, snakes);
                    prop_assert_eq!(b.ladders().count() as u32, ladders);
                    prop_assert!(b.warnings().is_empty());
                }
                Err(e) => prop_assert!(!e.to_string().is_empty()),
            }
            Ok(())
        },
    );
}

#[test]
fn fuzz_command_arguments() {
    let word = prop_oneof![
        prop::sample::select(vec![
            "solve",
            "generate",
            "analyze",
            "simulate",
            "print",
            "hackerrank",
            "leetcode",
            "help",
            "--size",
            "--rows",
            "--columns",
            "--snakes",
            "--ladders",
            "--seed",
            "--faces",
            "--start",
            "--overshoot",
            "--jumps",
            "--games",
            "--players",
            "--json",
            "--format",
            "--randomness",
            "--reachable",
            "--min-throws",
            "--distances",
            "--knock-off",
            "--sixes",
            "--three-sixes",
            "-",
            "0",
            "1",
            "2",
            "7",
            "-3",
            "1.5",
            "99999999999",
            "bounce",
            "chain",
            "stay",
            "win",
            "json",
            "native",
            "3..9",
            "x",
        ])
        .prop_map(str::to_string),
        ".{0,6}",
    ];
    fuzz(
        "command arguments",
        (prop::collection::vec(word, 0..8), any_text()),
        |(args, stdin)| {
            // Keep each case short: a simulation of many games is a run, not a fuzz case.
            if args.iter().any(|a| a == "simulate") {
                return Ok(());
            }
            let mut input = stdin.as_bytes();
            match cli::run(&args, &mut input) {
                Ok(_) => {}
                Err(cli::CliError::Usage(m)) => prop_assert!(!m.is_empty()),
                Err(cli::CliError::Input(e)) => prop_assert!(!e.to_string().is_empty()),
                Err(cli::CliError::Read(m)) => prop_assert!(!m.is_empty()),
                Err(cli::CliError::Interrupted(_)) => {}
            }
            Ok(())
        },
    );
}

#[test]
fn fuzz_games_and_saved_state() {
    fuzz(
        "games: roll, undo, save, restore, damaged saves",
        (
            mutated_text(),
            1usize..5,
            any::<u64>(),
            any::<[bool; 3]>(),
            prop::collection::vec(0u8..4, 0..60),
            any::<u16>(),
            any::<char>(),
        ),
        |(text, players, seed, [knock, sixes, three], actions, pos, c)| {
            let Ok(parsed) = formats::parse(&text, None) else {
                return Ok(());
            };
            let mut options = GameOptions::players(players, seed);
            options.knock_off = knock;
            options.sixes_again = sixes;
            options.three_sixes_end = three && sixes;
            let Ok(mut game) = Game::new(parsed.board, options) else {
                return Ok(());
            };
            for a in actions {
                match a {
                    0 | 1 => {
                        let _ = game.roll();
                    }
                    2 => {
                        game.undo();
                    }
                    _ => {
                        let saved = game.save();
                        let back = Game::restore(&saved);
                        prop_assert!(back.is_ok(), "{:?}", back.err());
                        let back = back.unwrap();
                        prop_assert_eq!(back.positions(), game.positions());
                        // A damaged save is refused or restores to a valid game; never a panic.
                        let mut chars: Vec<char> = saved.chars().collect();
                        let at = pos as usize % chars.len();
                        chars[at] = c;
                        let damaged: String = chars.into_iter().collect();
                        if let Ok(g) = Game::restore(&damaged) {
                            prop_assert!(g.positions().iter().all(|&p| p <= g.board().size()));
                        }
                    }
                }
            }
            Ok(())
        },
    );
}
