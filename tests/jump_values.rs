//! What each jump is worth, against re-solving the board without that jump by a dense
//! Gaussian elimination over a matrix walked from the board itself (tests/reference), on
//! random boards under every rule.

mod reference;

use reference::{all_rules, expected, random_board, Mix};
use snakes_ladders::analysis::{jump_values, JumpValue};
use snakes_ladders::{Board, Jump, Rules};

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1.0)
}

fn without(board: &Board, jump: Jump) -> Board {
    let rest = board.jumps().iter().copied().filter(|&j| j != jump);
    Board::new(board.size(), rest).unwrap()
}

/// Jumps between an endless game and a finite one first, then |change| descending, then by
/// square; endless either way last.
fn ranked(values: &[JumpValue], finite_with: bool) -> bool {
    let size = |v: &JumpValue| match (v.change, v.expected_turns_without) {
        (Some(c), _) => c.abs(),
        (None, without) if without.is_some() != finite_with => f64::INFINITY,
        (None, _) => -1.0,
    };
    values.windows(2).all(|w| {
        let (a, b) = (size(&w[0]), size(&w[1]));
        a > b || (a == b && w[0].from < w[1].from)
    })
}

#[test]
fn each_jump_s_worth_equals_a_dense_re_solve_without_it_under_every_rule() {
    let mut mix = Mix(14);
    let (mut checked, mut infinite) = (0, 0);
    for case in 0..50u32 {
        let size = mix.range(4, 40);
        let board = random_board(size, mix.range(1, size / 3 + 1), &mut mix);
        let faces = [1, 2, 4, 6, 20][case as usize % 5];
        for rules in all_rules(faces) {
            let Ok(with) = expected(&board, &rules) else {
                assert!(
                    jump_values(&board, &rules).is_err(),
                    "a cycle the core missed"
                );
                continue;
            };
            let values = jump_values(&board, &rules).unwrap();
            assert_eq!(values.len(), board.jumps().len());
            assert!(ranked(&values, with.is_some()), "{values:?}");
            for v in &values {
                assert!(board.jumps().contains(&v.jump()));
                let want = expected(&without(&board, v.jump()), &rules).unwrap();
                let label = format!("{board:?} {rules} without {:?}", v.jump());
                match (v.expected_turns_without, want) {
                    (None, None) => infinite += 1,
                    (Some(g), Some(w)) => assert!(close(g, w), "{label}: {g} vs {w}"),
                    (g, w) => panic!("{label}: {g:?} vs {w:?}"),
                }
                let change = with.zip(want).map(|(a, b)| a - b);
                match (v.change, change) {
                    (None, None) => {}
                    (Some(g), Some(w)) => assert!(
                        (g - w).abs() <= 1e-9 * with.unwrap().abs().max(1.0),
                        "{label}: change {g} vs {w}"
                    ),
                    (g, w) => panic!("{label}: change {g:?} vs {w:?}"),
                }
                checked += 1;
            }
        }
    }
    assert!(
        checked > 1000 && infinite > 10,
        "{checked} jumps, {infinite} infinite"
    );
}

#[test]
fn a_board_without_jumps_has_nothing_to_rank() {
    let board = Board::new(30, []).unwrap();
    assert!(jump_values(&board, &Rules::default()).unwrap().is_empty());
}

#[test]
fn a_snake_that_costs_throws_has_a_positive_change_and_a_ladder_that_saves_them_a_negative_one() {
    let board = Board::new(50, [Jump::new(3, 40), Jump::new(45, 2)]).unwrap();
    let values = jump_values(&board, &Rules::default()).unwrap();
    for v in values {
        let change = v.change.unwrap();
        if v.jump().is_ladder() {
            assert!(change < 0.0, "{v:?}");
        } else {
            assert!(change > 0.0, "{v:?}");
        }
    }
}
