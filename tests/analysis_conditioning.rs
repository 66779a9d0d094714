//! Expected throws on ill-conditioned boards (short snakes on every other square), checked
//! against the exact fraction: the big-rational solve of `analysis::expected_turns_exact`, a
//! different method (Bareiss elimination over big integers on the reduced system) that rounds
//! nothing. Before the subtraction-free elimination these boards gave answers off by 1%, and
//! on 500 squares a negative expectation.

#![cfg(not(target_arch = "wasm32"))]

use num_bigint::BigInt;
use num_traits::ToPrimitive;
use snakes_ladders::analysis;
use snakes_ladders::board::{Board, Jump};
use snakes_ladders::rules::{JumpMode, Overshoot, Rules, Start, Table};

/// `size` squares with a snake `i -> i - length` from every even square `i` from `first` on.
fn short_snakes(size: u32, length: u32, first: u32) -> Board {
    let jumps = (first..size).step_by(2).map(|i| Jump {
        from: i,
        to: i - length,
    });
    Board::new(size, jumps).expect("a legal board")
}

/// `p / q` as the nearest f64 (to within a unit in the last place), however large.
fn ratio(p: &BigInt, q: &BigInt) -> f64 {
    let shift = 80 - (p.bits() as i64 - q.bits() as i64);
    let scaled = if shift >= 0 {
        p << shift as u64
    } else {
        p >> (-shift) as u64
    };
    let quotient = (scaled / q).to_f64().expect("fits");
    quotient * 2f64.powi(-(shift as i32))
}

fn relative_error(table: &Table) -> (f64, f64, f64) {
    let report = analysis::analyze(table, 1).expect("analysed");
    let approx = report.expected_turns.expect("finite");
    assert!(approx > 0.0, "a negative or zero expectation: {approx}");
    let exact = analysis::expected_turns_exact(table).expect("finite");
    let truth = ratio(exact.numer(), exact.denom());
    (
        (approx - truth).abs() / truth,
        truth,
        report.solver.relative_error_bound,
    )
}

#[test]
fn short_snake_boards_are_exact_to_nine_digits_under_every_overshoot() {
    for (size, length) in [(60, 7), (120, 13), (180, 19), (250, 13)] {
        for overshoot in [Overshoot::Bounce, Overshoot::Stay, Overshoot::Win] {
            let rules = Rules {
                start: Start::OffBoard,
                overshoot,
                jumps: JumpMode::Single,
                faces: 6,
            };
            let board = short_snakes(size, length, length + 1 + (length + 1) % 2);
            let table = Table::new(&board, &rules).expect("table");
            let (err, truth, bound) = relative_error(&table);
            assert!(
                err <= 1e-9,
                "size {size}, snakes of {length}, {overshoot:?}: relative error {err:e} (true {truth:e})"
            );
            assert!(
                err <= bound.max(1e-15),
                "size {size}, snakes of {length}: the reported bound {bound:e} is below the error {err:e}"
            );
        }
    }
}

#[test]
fn the_500_square_board_answers_about_2_5e33_throws_not_a_negative_number() {
    // The finding: i -> i - 19 for every even i from 20 to 498 printed -5.4e16.
    let board = short_snakes(500, 19, 20);
    let table = Table::new(&board, &Rules::default()).expect("table");
    let (err, truth, _) = relative_error(&table);
    assert!(truth > 2.5e33 && truth < 2.6e33, "exact {truth:e}");
    assert!(err <= 1e-9, "relative error {err:e}");
}

#[test]
fn chained_short_snakes_are_exact_too() {
    // Snakes from odd squares onto the even squares' snake heads chain two steps back.
    let jumps = (21..240u32)
        .map(|i| Jump {
            from: i,
            to: if i % 2 == 0 { i - 13 } else { i - 1 },
        })
        .filter(|j| j.from % 4 != 1);
    let board = Board::new(240, jumps).expect("a legal board");
    let rules = Rules {
        jumps: JumpMode::Chain,
        ..Rules::default()
    };
    let table = Table::new(&board, &rules).expect("table");
    let (err, truth, _) = relative_error(&table);
    assert!(err <= 1e-9, "relative error {err:e} (true {truth:e})");
}

/// 100,000 squares with 3,000 snakes nested one inside the next, from `99,000 - 2j` down to
/// `10 + 2j`: too costly to eliminate, and so ill-conditioned (the expectation is beyond
/// 10^300) that the iterative solve converges in residual to negative values.
fn nested_long_snakes() -> Table {
    let jumps = (0..3000).map(|j| Jump::new(99_000 - 2 * j, 10 + 2 * j));
    let board = Board::new(100_000, jumps).expect("a legal board");
    Table::new(&board, &Rules::default()).expect("table")
}

#[test]
fn a_solve_that_fails_its_check_says_not_known_and_what_is_proven_never_a_negative_number() {
    let table = nested_long_snakes();
    let report = analysis::analyze(&table, 1).expect("analysed");
    // No game is shorter than the fewest throws, so no expectation is below them: the
    // independent bound every answer must meet (this board's solve gave -6.5e18 and the like).
    let fewest = report.min_throws.expect("reachable");
    assert_eq!(fewest, 16_667);
    assert!(
        report.expected_turns.is_none_or(|e| e >= f64::from(fewest)),
        "{:?}",
        report.expected_turns
    );
    assert_eq!(report.expected_turns, None, "{}", report.solver.method);
    let why = report.expected_not_known.as_deref().expect("a reason");
    assert!(why.starts_with("at least 16667;"), "{why}");
    assert!(report.figures.expected_turns.is_none());
    let text = report.to_string();
    assert!(
        text.contains("expected throws (one player): not known (at least 16667;"),
        "{text}"
    );
    assert!(
        text.contains("fewest throws: 16667 (probability above 0% but too small to write)"),
        "{text}"
    );
    assert!(analysis::expected_turns(&table).is_some_and(f64::is_nan));
}

/// `size` squares where five squares in six start a snake 15 squares long: each throw lands
/// safely one time in six, so the expectation grows by about e^0.29 a square.
fn five_in_six_snakes(size: u32) -> Table {
    let jumps = (20..size - 1)
        .filter(|i| i % 6 != 0)
        .map(|i| Jump::new(i, i - 15));
    let board = Board::new(size, jumps).expect("a legal board");
    Table::new(&board, &Rules::default()).expect("table")
}

#[test]
fn an_expectation_past_the_largest_float_is_not_given_as_a_number() {
    // 2,400 squares: 8.66 × 10^306 throws, proven.
    let finite = analysis::analyze(&five_in_six_snakes(2400), 1).expect("analysed");
    let e = finite.expected_turns.expect("finite");
    assert!((8.6e306..8.7e306).contains(&e), "{e}");
    assert!(finite.expected_not_known.is_none());
    // 2,420 squares: past 1.8 × 10^308, the elimination overflows (to NaN at the start):
    // not known, at least the fewest throws.
    let over = analysis::analyze(&five_in_six_snakes(2420), 1).expect("analysed");
    assert_eq!((over.expected_turns, over.p_finish), (None, 1.0));
    let why = over.expected_not_known.as_deref().expect("a reason");
    assert!(why.starts_with("at least 404;"), "{why}");
    // Snakes 15 long on every even square of 5,000: the start's value overflows to infinity,
    // a finite expectation a float cannot hold.
    let report = analysis::analyze(
        &Table::new(&short_snakes(5000, 15, 20), &Rules::default()).expect("table"),
        1,
    )
    .expect("analysed");
    assert_eq!((report.expected_turns, report.p_finish), (None, 1.0));
    let why = report.expected_not_known.as_deref().expect("a reason");
    assert!(why.starts_with("more than 1.8 × 10^308 throws"), "{why}");
    assert!(report
        .to_string()
        .contains("expected throws (one player): more than 1.8e308"));
    // By square, for the board's overlay: no square is infinite (every game ends), and those
    // a float cannot hold are no number, not infinity ("∞" read as "never reached").
    let by_square = analysis::expected_turns_by_square(
        &Table::new(&short_snakes(5000, 15, 20), &Rules::default()).expect("table"),
    );
    // (From every square the game passes the same chain of snakes: all overflow.)
    assert!(by_square[..5000].iter().all(|v| v.is_nan()));
    assert_eq!(by_square[5000], 0.0);
}
