//! Messages quote at most a short excerpt of the input, with control characters escaped: a
//! hostile paste or link must not come back as a megabyte of error text or raw control bytes.

use snakes_ladders::board::{Board, Jump};
use snakes_ladders::formats;
use snakes_ladders::rules::{JumpMode, Rules, Table};

/// Short enough to read, long enough to say where and what.
const MAX_MESSAGE: usize = 400;

#[test]
fn a_million_digit_number_is_quoted_by_its_start_and_length() {
    let text = format!("{{\"size\": {}}}", "9".repeat(1_000_000));
    let err = formats::parse(&text, None).unwrap_err().to_string();
    assert!(
        err.len() < MAX_MESSAGE,
        "{} bytes: {}",
        err.len(),
        &err[..200]
    );
    assert!(err.contains("1000000 characters"), "{err}");
}

#[test]
fn a_cycle_of_a_million_squares_is_named_by_its_ends_and_length() {
    let n = 1_000_000;
    let jumps = (2..n - 2)
        .map(|i| Jump { from: i, to: i + 1 })
        .chain([Jump { from: n - 2, to: 2 }]);
    let board = Board::new(n, jumps).expect("a legal board");
    let rules = Rules {
        jumps: JumpMode::Chain,
        ..Rules::default()
    };
    let err = Table::new(&board, &rules).unwrap_err().to_string();
    assert!(err.len() < MAX_MESSAGE, "{} bytes", err.len());
    assert!(err.contains("(999997 squares)"), "{err}");
    assert!(err.contains(" -> 2 (use single jumps"), "{err}");
}

#[test]
fn a_nul_byte_is_escaped_not_echoed() {
    let err = formats::parse("size 10\n3 -> 5\u{0}\n", None)
        .unwrap_err()
        .to_string();
    assert!(!err.contains('\u{0}'), "{err:?}");
    assert!(err.contains("'\\0'"), "{err}");
}

#[test]
fn a_long_rule_value_is_cut() {
    let mut rules = Rules::default();
    let junk = format!("\u{1b}[31m{}", "x".repeat(100_000));
    let err = rules.set("overshoot", &junk).unwrap_err().to_string();
    assert!(err.len() < MAX_MESSAGE, "{} bytes", err.len());
    assert!(!err.contains('\u{1b}'), "{err:?}");
    assert!(err.contains("\\u{1b}"), "{err}");
}
