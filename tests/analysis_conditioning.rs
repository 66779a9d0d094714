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
