//! Where one token is after t throws, against powers of a dense transition matrix built in
//! the test from the board itself (tests/reference), on random boards under every rule, and
//! against the game-length distribution.

mod reference;

use reference::{all_rules, matrix, power, random_board, start_of, Mix};
use snakes_ladders::analysis::{self, occupancy, occupancy_series, Horizon, Occupancy};
use snakes_ladders::{Board, Jump, Rules, Table};

/// Dice for the random cases: narrow ones, and ones wider than the board (so the sliding
/// window and the bounce past both ends are exercised).
const FACES: [u32; 6] = [1, 2, 3, 6, 17, 40];

#[test]
fn occupancy_equals_the_start_row_of_the_matrix_power_on_random_boards_under_every_rule() {
    let mut mix = Mix(15);
    let mut checked = 0;
    for case in 0..60u32 {
        let size = mix.range(2, 36);
        let board = random_board(size, mix.range(0, size / 2), &mut mix);
        let faces = FACES[case as usize % FACES.len()];
        for rules in all_rules(faces) {
            let Some(p) = matrix(&board, &rules) else {
                assert!(
                    Table::new(&board, &rules).is_err(),
                    "a cycle the table missed"
                );
                continue;
            };
            let table = Table::new(&board, &rules).unwrap();
            for t in [0, 1, 2, 5, 13, 40] {
                let got = occupancy(&table, t).unwrap();
                let want = &power(&p, t)[start_of(&rules)];
                assert_eq!(got.len(), size as usize + 1);
                for (q, (g, w)) in got.iter().zip(want).enumerate() {
                    assert!(
                        (g - w).abs() < 1e-12,
                        "board {board:?} {rules}, t {t}, square {q}: {g} vs {w}"
                    );
                }
                let total: f64 = got.iter().sum();
                assert!((total - 1.0).abs() < 1e-12, "sum {total}");
                assert!(got.iter().all(|&x| x >= 0.0));
            }
            checked += 1;
        }
    }
    assert!(checked > 500, "only {checked} cases had no cycle");
}

#[test]
fn the_stepper_and_the_series_give_the_same_distributions_as_single_calls() {
    let mut mix = Mix(7);
    for case in 0..20u32 {
        let size = mix.range(10, 60);
        let board = random_board(size, size / 5, &mut mix);
        let rules = all_rules(FACES[case as usize % FACES.len()])[case as usize % 12];
        let Ok(table) = Table::new(&board, &rules) else {
            continue;
        };
        let series = occupancy_series(&table, 30).unwrap();
        let mut stepper = Occupancy::new(table.clone());
        let width = size as usize + 1;
        for t in 0..=30u32 {
            let row = &series.probabilities[t as usize * width..(t as usize + 1) * width];
            assert_eq!(row, stepper.probabilities());
            assert_eq!(row, occupancy(&table, t).unwrap().as_slice());
            assert_eq!(series.finished[t as usize], row[width - 1]);
            // The most likely unfinished square, by a scan written here.
            let best = row[..width - 1]
                .iter()
                .enumerate()
                .filter(|(_, &x)| x > 0.0)
                .fold(None, |b: Option<(usize, f64)>, (q, &x)| match b {
                    Some((_, bx)) if bx >= x => b,
                    _ => Some((q, x)),
                });
            assert_eq!(series.most_likely[t as usize], best.map(|(q, _)| q as u32));
            assert_eq!(stepper.throws(), t);
            stepper.step();
        }
    }
}

#[test]
fn the_finished_share_at_t_is_the_game_length_distribution_up_to_t() {
    let mut mix = Mix(99);
    for case in 0..40u32 {
        let size = mix.range(5, 100);
        let board = random_board(size, size / 4, &mut mix);
        let rules = all_rules(FACES[case as usize % 4])[case as usize % 12];
        let Ok(table) = Table::new(&board, &rules) else {
            continue;
        };
        let horizon = Horizon {
            share: 1.0 - 1e-9,
            max_turns: 200,
            ..Horizon::default()
        };
        let cdf = analysis::distribution(&table, &horizon).cdf();
        let series = occupancy_series(&table, cdf.len() as u32).unwrap();
        for (t, c) in cdf.iter().enumerate() {
            let f = series.finished[t + 1];
            assert!((f - c).abs() < 1e-12, "{rules} t {}: {f} vs {c}", t + 1);
        }
    }
}

#[test]
fn a_token_on_the_classic_board_starts_off_it_and_spreads() {
    let board = Board::new(
        100,
        [
            Jump::new(1, 38),
            Jump::new(4, 14),
            Jump::new(16, 6),
            Jump::new(98, 78),
        ],
    )
    .unwrap();
    let table = Table::new(&board, &Rules::default()).unwrap();
    let mut o = Occupancy::new(table);
    assert_eq!(o.most_likely(), Some((0, 1.0)));
    assert_eq!(o.finished(), 0.0);
    o.step();
    // 1 -> 38 and 4 -> 14: one sixth each, like 2, 3, 5 and 6.
    assert_eq!(o.probabilities()[1], 0.0);
    assert!((o.probabilities()[38] - 1.0 / 6.0).abs() < 1e-15);
    assert_eq!(o.most_likely().map(|(q, _)| q), Some(2));
}
