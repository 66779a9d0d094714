//! Adversarial boards at the size limit: nothing here may be quadratic or exponential.
//! (10^7 squares in release builds, 10^6 in debug builds so a plain `cargo test` stays quick.)

use snakes_ladders::rules::{JumpMode, Overshoot};
use snakes_ladders::solve::{self, PathChoice};
use snakes_ladders::{formats, Board, Error, Jump, Rules, Table};

fn size() -> u32 {
    if cfg!(debug_assertions) {
        1_000_000
    } else {
        snakes_ladders::board::MAX_SQUARES
    }
}

fn chain() -> Rules {
    Rules {
        jumps: JumpMode::Chain,
        ..Rules::default()
    }
}

#[test]
fn a_ladder_on_every_square_chains_to_the_end_in_one_throw() {
    let n = size();
    let board = Board::new(n, (1..n).map(|i| Jump::new(i, i + 1))).unwrap();
    let table = Table::new(&board, &chain()).unwrap();
    assert_eq!(solve::min_throws(&table), Some(1));
    // Single jumps: every throw climbs one rung past the landing square.
    let single = Table::new(&board, &Rules::default()).unwrap();
    assert_eq!(single.step(0, 6), 7);
}

#[test]
fn a_snake_on_every_square_is_solved_quickly_under_every_jump_rule() {
    let n = size();
    let board = Board::new(n, (2..n).map(|i| Jump::new(i, i - 1))).unwrap();
    // Chained, every landing slides all the way down to square 1: the end is out of reach.
    let table = Table::new(&board, &chain()).unwrap();
    assert_eq!(
        solve::solve(&table, &PathChoice::default()).min_throws,
        None
    );
    // Single jumps: a throw of r from p rests on p + r - 1, so a throw gains at most 5
    // squares, except the last, which lands exactly on the end.
    for rules in [Rules::default(), Rules::puzzle()] {
        let table = Table::new(&board, &rules).unwrap();
        let s = solve::solve(&table, &PathChoice::default());
        let m = s.min_throws.expect("reachable under single jumps");
        let start = table.start();
        assert!(start + 5 * (m - 1) + 6 >= n, "{rules}: {m}");
        assert!(start + 5 * (m - 1) < n + 5, "{rules}: {m}");
        assert_eq!(solve::min_throws(&table), Some(m));
    }
}

#[test]
fn a_long_chain_ending_in_a_cycle_is_an_error_naming_the_cycle() {
    let n = size();
    // 1 -> 2 -> ... -> n-2, then n-2 -> 5: a cycle through most of the board.
    let mut jumps: Vec<Jump> = (1..n - 2).map(|i| Jump::new(i, i + 1)).collect();
    jumps.push(Jump::new(n - 2, 5));
    let board = Board::new(n, jumps).unwrap();
    let err = Table::new(&board, &chain()).unwrap_err();
    match &err {
        Error::JumpCycle(squares) => assert_eq!(squares.len() as u32, n - 2 - 5 + 1),
        other => panic!("expected a cycle, got {other}"),
    }
    // Under single jumps the same board is playable.
    let single = Table::new(&board, &Rules::default()).unwrap();
    let _ = solve::min_throws(&single);
}

#[test]
fn the_largest_board_parses_solves_and_prints_in_linear_time() {
    let n = size();
    let mut text = format!("size {n}\n");
    let mut x: u64 = 7;
    let mut used = std::collections::HashSet::new();
    for _ in 0..n / 10 {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let a = (x >> 33) as u32 % (n - 1) + 1;
        let b = (x >> 11) as u32 % n + 1;
        if a != b && used.insert(a) {
            text.push_str(&format!("{a} -> {b}\n"));
        }
    }
    let parsed = formats::parse(&text, None).unwrap();
    assert_eq!(parsed.board.size(), n);
    for overshoot in [Overshoot::Stay, Overshoot::Bounce, Overshoot::Win] {
        let rules = Rules {
            overshoot,
            ..Rules::default()
        };
        let table = Table::new(&parsed.board, &rules).unwrap();
        let fast = solve::min_throws(&table);
        let full = solve::solve(&table, &PathChoice::default());
        assert_eq!(fast, full.min_throws);
    }
    let printed = formats::print(&parsed.board, formats::Format::Native).unwrap();
    assert_eq!(formats::parse(&printed, None).unwrap().board, parsed.board);
}

#[test]
fn a_game_on_a_chain_as_long_as_the_board_tells_each_move_briefly() {
    use snakes_ladders::game::{Game, GameOptions, MAX_TOLD_JUMPS};
    let n = size();
    let board = Board::new(n, (1..n).map(|i| Jump::new(i, i + 1))).unwrap();
    let mut options = GameOptions::players(2, 11);
    options.rules = chain();
    let mut game = Game::new(board, options).unwrap();
    let mv = game.roll().unwrap();
    assert_eq!(mv.to, n, "every landing climbs the whole chain to the end");
    assert_eq!(mv.winner, Some(0));
    assert!(mv.jumps.len() <= MAX_TOLD_JUMPS + 1, "{}", mv.jumps.len());
    assert_eq!(mv.jumps.last().unwrap().to, n);
    assert!(mv.text.len() < 4_000, "{} bytes of words", mv.text.len());
    let ending = format!("and on along the chain to {n}. Red wins!");
    assert!(mv.text.ends_with(&ending), "{}", mv.text);
}
