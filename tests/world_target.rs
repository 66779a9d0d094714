//! Boards by target length: the generated board's expectation recomputed by a dense solve over
//! a matrix walked from the board itself (tests/reference), over many seeds and rules.

mod reference;

use reference::{all_rules, expected, matrix, start_of, Mix};
use snakes_ladders::world::{generate, WorldSpec};
use snakes_ladders::{Board, Error, Rules};

/// Fewest throws from the start by expanding the set of squares reachable after t throws.
fn fewest_throws(board: &Board, rules: &Rules) -> Option<u32> {
    let p = matrix(board, rules)?;
    let n = board.size() as usize;
    let mut now = vec![false; n + 1];
    now[start_of(rules)] = true;
    for t in 1..=n as u32 + 1 {
        let mut next = vec![false; n + 1];
        for (s, _) in now.iter().enumerate().filter(|(_, &on)| on) {
            for (q, &x) in p[s].iter().enumerate() {
                next[q] |= x > 0.0;
            }
        }
        if next[n] {
            return Some(t);
        }
        now = next;
    }
    None
}

fn spec(size: u32, snakes: u32, ladders: u32, seed: u64, rules: Rules) -> WorldSpec {
    WorldSpec {
        rules,
        ..WorldSpec::new(size, snakes, ladders, seed)
    }
}

/// Every world rule holds with every end on its own square.
fn endpoints_distinct(board: &Board) -> bool {
    let mut ends: Vec<u32> = board.jumps().iter().flat_map(|j| [j.from, j.to]).collect();
    ends.sort_unstable();
    ends.windows(2).all(|w| w[0] != w[1])
}

#[test]
fn generated_boards_have_an_expected_length_in_the_range_recomputed_by_a_dense_solve() {
    let mut mix = Mix(4);
    let (mut cases, mut found) = (0, 0);
    for seed in 0..24u64 {
        let size = mix.range(30, 80);
        let (snakes, ladders) = (mix.range(2, 7), mix.range(2, 7));
        let faces = [4, 6, 8][seed as usize % 3];
        for rules in all_rules(faces) {
            // Aim at a band of one throw somewhere between a quarter and twice the length
            // of a walk without jumps.
            let walk = f64::from(size) / (f64::from(faces + 1) / 2.0);
            let lo = walk * (0.25 + 1.75 * (mix.next() % 1000) as f64 / 1000.0);
            let mut s = spec(size, snakes, ladders, seed, rules);
            s.expected_turns = Some((lo, lo + 1.0));
            cases += 1;
            match generate(&s) {
                Ok(board) => {
                    let e = expected(&board, &rules)
                        .unwrap()
                        .expect("a finite expectation");
                    assert!(
                        lo - 1e-9 <= e && e <= lo + 1.0 + 1e-9,
                        "{board:?} {rules}: {e} not in {lo}..{}",
                        lo + 1.0
                    );
                    assert_eq!(board.snakes().count() as u32, snakes);
                    assert_eq!(board.ladders().count() as u32, ladders);
                    assert!(endpoints_distinct(&board), "{board:?}");
                    assert_eq!(generate(&s).unwrap(), board, "same seed, same board");
                    found += 1;
                }
                // Low targets with few ladders can be out of reach: the error names the closest.
                Err(e) => assert!(e.to_string().contains("closest"), "{e}"),
            }
        }
    }
    assert!(
        found * 10 >= cases * 9,
        "only {found} of {cases} ranges met"
    );
}

#[test]
fn the_target_combines_with_minimum_throws_and_reachability() {
    let mut ok = 0;
    for seed in 0..30u64 {
        let rules = all_rules(6)[seed as usize % 12];
        let mut s = spec(60, 5, 5, seed, rules);
        s.reachable = true;
        s.min_throws = Some((4, 7));
        s.expected_turns = Some((14.0, 16.0));
        if let Ok(board) = generate(&s) {
            let e = expected(&board, &rules).unwrap().unwrap();
            assert!((14.0 - 1e-9..=16.0 + 1e-9).contains(&e), "{e}");
            let m = fewest_throws(&board, &rules).unwrap();
            assert!((4..=7).contains(&m), "{board:?} {rules}: minimum {m}");
            ok += 1;
        }
    }
    assert!(ok >= 27, "only {ok} of 30");
}

#[test]
fn different_seeds_give_different_boards_of_the_same_target() {
    let boards: Vec<Board> = (0..5)
        .map(|seed| {
            let mut s = spec(100, 8, 8, seed, Rules::default());
            s.expected_turns = Some((30.0, 31.0));
            generate(&s).unwrap()
        })
        .collect();
    for (i, a) in boards.iter().enumerate() {
        for b in &boards[i + 1..] {
            assert_ne!(a, b);
        }
    }
}

#[test]
fn an_impossible_range_is_refused_at_once_naming_the_least_expectation() {
    // Snakes only: no game on 100 squares with a d6 averages 2 throws. Without ladders a throw
    // advances 3.5 squares on average, so by Wald's identity a game takes at least 100 / 3.5
    // throws on average: refused before any board is tried (issue 34).
    let mut s = spec(100, 4, 0, 1, Rules::default());
    s.expected_turns = Some((1.0, 2.0));
    let e = generate(&s).unwrap_err();
    assert!(matches!(e, Error::Generate(_)), "{e:?}");
    let text = e.to_string();
    let least: f64 = text
        .split("takes at least ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|x| x.parse().ok())
        .unwrap_or_else(|| panic!("no least expectation in: {text}"));
    assert!((least - 100.0 / 3.5).abs() < 0.05, "{text}");
    assert!(text.contains("asked for at most 2"), "{text}");
}

#[test]
fn without_snakes_no_board_averages_more_than_the_ceiling_the_refusal_names() {
    // The ceiling `2 (size - start) / (faces + 1) + faces` (see `world::check_reachable_length`)
    // against a dense solve of boards with ladders only, under every rule, including dice with
    // more faces than the board has squares and ladders that end on the squares below the last.
    let mut mix = Mix(11);
    let mut cases = 0;
    for seed in 0..40u64 {
        let size = mix.range(5, 60);
        let ladders = mix.range(0, (size / 3).min(8));
        let faces = [2, 4, 6, 8, 20][seed as usize % 5];
        for rules in all_rules(faces) {
            let Ok(board) = generate(&spec(size, 0, ladders, seed, rules)) else {
                continue;
            };
            let Ok(Some(e)) = expected(&board, &rules) else {
                panic!("a board without snakes always finishes: {board:?}");
            };
            let start = start_of(&rules) as f64;
            let ceiling = 2.0 * (f64::from(size) - start) / f64::from(faces + 1) + f64::from(faces);
            assert!(
                e <= ceiling + 1e-9,
                "{e} > {ceiling} on {board:?} under {rules:?}"
            );
            cases += 1;
        }
    }
    assert!(cases > 300, "{cases}");
    // A target above it is refused before any board is tried, naming it.
    let mut s = spec(100, 0, 5, 1, Rules::default());
    s.expected_turns = Some((950.0, 1050.0));
    let e = generate(&s).unwrap_err();
    let text = e.to_string();
    assert!(matches!(e, Error::Generate(_)), "{e:?}");
    assert!(
        text.contains("takes at most 34.6 throws") && text.contains("asked for at least 950"),
        "{text}"
    );
    // Just below it a board can still be searched for (the target is not refused).
    s.expected_turns = Some((30.0, 33.0));
    assert!(!generate(&s)
        .map_err(|e| e.to_string())
        .is_err_and(|t| t.contains("takes at most")));
}
