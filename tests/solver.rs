//! The solver against an independent exhaustive method on thousands of random boards.
//!
//! The reference here does not use `Table`: it walks the token square by square from the
//! board itself, follows jumps by hand, and finds the minimum by expanding the set of squares
//! reachable after t throws, and counts optimal sequences by enumerating every roll sequence.

mod common;
mod reference;

use proptest::prelude::*;
use snakes_ladders::rules::{JumpMode, Start};
use snakes_ladders::solve::{self, PathChoice, UNREACHABLE};
use snakes_ladders::{Board, Jump, Rules, Table};
use std::collections::BTreeSet;

// Where the token rests after a throw, walked by hand from the board (tests/reference).
use reference::walk as reference_step;

fn start_of(rules: &Rules) -> u32 {
    match rules.start {
        Start::OffBoard => 0,
        Start::One => 1,
    }
}

/// Minimum throws from `from` by expanding the sets of squares reachable after t throws.
fn reference_min(board: &Board, rules: &Rules, from: u32) -> Option<u32> {
    let n = board.size();
    let mut level: BTreeSet<u32> = [from].into();
    let mut seen = level.clone();
    for t in 0..=n + 1 {
        if level.contains(&n) {
            return Some(t);
        }
        let mut next = BTreeSet::new();
        for &p in &level {
            for r in 1..=rules.faces {
                let q = reference_step(board, rules, p, r)?;
                if seen.insert(q) {
                    next.insert(q);
                }
            }
        }
        if next.is_empty() {
            return None;
        }
        level = next;
    }
    None
}

/// Number of roll sequences of exactly `len` throws from `from` that end on the last square.
fn reference_count(board: &Board, rules: &Rules, from: u32, len: u32) -> u128 {
    if len == 0 {
        return u128::from(from == board.size());
    }
    (1..=rules.faces)
        .map(|r| match reference_step(board, rules, from, r) {
            Some(q) if q != board.size() || len == 1 => reference_count(board, rules, q, len - 1),
            _ => 0,
        })
        .sum()
}

/// The same number as [`reference_count`] by dynamic programming over (square, throws left),
/// for dice too big to enumerate every sequence.
fn reference_count_dp(board: &Board, rules: &Rules, from: u32, len: u32) -> u128 {
    let n = board.size();
    // ways[p] = sequences of exactly `left` throws from p that end on the last square (and
    // do not pass through it before).
    let mut ways: Vec<u128> = (0..=n).map(|p| u128::from(p == n)).collect();
    for left in 1..=len {
        let before = ways.clone();
        for p in 0..=n {
            ways[p as usize] = if p == n {
                0
            } else {
                (1..=rules.faces)
                    .map(|r| match reference_step(board, rules, p, r) {
                        Some(q) if q != n || left == 1 => before[q as usize],
                        _ => 0,
                    })
                    .sum()
            };
        }
    }
    ways[from as usize]
}

fn arb_rules() -> impl Strategy<Value = Rules> {
    common::rules_up_to(8)
}

/// Random valid boards of 2..=40 squares with up to 12 jumps (chains and shared ends allowed).
fn arb_board() -> impl Strategy<Value = Board> {
    (2u32..=40)
        .prop_flat_map(|n| {
            let jump = (1..n, 1..=n).prop_filter("no self jump", |(a, b)| a != b);
            (Just(n), prop::collection::vec(jump, 0..12))
        })
        .prop_map(|(n, pairs)| {
            let mut used = BTreeSet::new();
            let jumps: Vec<Jump> = pairs
                .into_iter()
                .filter(|(a, _)| used.insert(*a))
                .map(|(a, b)| Jump::new(a, b))
                .collect();
            Board::new(n, jumps).expect("generated board is valid")
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn bfs_agrees_with_exhaustive_search(board in arb_board(), rules in arb_rules()) {
        let table = match Table::new(&board, &rules) {
            Ok(t) => t,
            Err(e) => {
                // Only a chain cycle may refuse a valid board, and the reference must agree.
                prop_assert_eq!(rules.jumps, JumpMode::Chain, "{}", e);
                let stuck = (1..=board.size())
                    .any(|s| reference_step(&board, &rules, s - 1, 1).is_none());
                prop_assert!(stuck, "table refused a board the reference can walk: {}", e);
                return Ok(());
            }
        };
        let start = start_of(&rules);
        let expected = reference_min(&board, &rules, start);
        prop_assert_eq!(solve::min_throws(&table), expected);

        let solution = solve::solve(&table, &PathChoice::default());
        prop_assert_eq!(solution.min_throws, expected);

        // Every square's distance to the end matches the exhaustive search from that square,
        // by both backward searches (the element's wasm modules take the one by the inverse).
        let by_inverse = solve::distances_by_inverse(&table);
        for p in 0..=board.size() {
            let d = reference_min(&board, &rules, p).unwrap_or(UNREACHABLE);
            prop_assert_eq!(solution.distances()[p as usize], d, "square {}", p);
            prop_assert_eq!(by_inverse[p as usize], d, "square {} by the inverse", p);
        }

        // Paths are legal moves, minimal, and end on the last square; the solve that marks
        // shortest paths from the forward search chooses the very path, and counts as many
        // sequences, as the same choice over every square's distance.
        let distances = solve::distances_to_end(&table);
        prop_assert_eq!(
            solution.optimal_sequences(),
            solve::count_optimal(&table, &distances)
        );
        for (randomness, seed) in [(0.0, 0), (1.0, 7), (0.5, 99)] {
            let choice = PathChoice { randomness, seed };
            let s = solve::solve(&table, &choice);
            prop_assert_eq!(&s.path, &solve::optimal_path(&table, &distances, &choice));
            let all = solve::solve_with_distances(&table, &choice);
            prop_assert_eq!((&all.path, all.min_throws), (&s.path, s.min_throws));
            prop_assert_eq!(all.distances(), &distances[..]);
            prop_assert_eq!(all.optimal_sequences(), s.optimal_sequences());
            if let Some(m) = expected {
                prop_assert_eq!(s.path.len() as u32, m);
                let mut at = start;
                for step in &s.path {
                    prop_assert_eq!(step.from, at);
                    prop_assert_eq!(Some(step.to), reference_step(&board, &rules, at, step.roll));
                    at = step.to;
                }
                prop_assert!(m == 0 || at == board.size());
            } else {
                prop_assert!(s.path.is_empty());
            }
        }
        if let Some(path) = solve::shortest_path(&table) {
            prop_assert_eq!(Some(path.len() as u32), expected);
            let mut at = start;
            for step in &path {
                prop_assert_eq!(Some(step.to), reference_step(&board, &rules, at, step.roll));
                at = step.to;
            }
        }

        // Optimal sequence counts, by enumerating every roll sequence when that is small.
        if let Some(m) = expected {
            if (rules.faces as f64).powi(m as i32) <= 200_000.0 {
                let want = reference_count(&board, &rules, start, m);
                prop_assert_eq!(solution.optimal_sequences().value, want);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Dice of more than 64 faces, where the counts and paths use windows over the landing
    /// cells sorted by distance instead of trying every face.
    #[test]
    fn counts_and_paths_with_many_faces_agree_with_the_reference(
        board in arb_board(),
        rules in common::rules_up_to(8),
        faces in 1u32..=150,
        seed in 0u64..1000,
    ) {
        let rules = Rules { faces, ..rules };
        let Ok(table) = Table::new(&board, &rules) else { return Ok(()) };
        let start = start_of(&rules);
        let expected = reference_min(&board, &rules, start);
        let choice = PathChoice { randomness: 0.7, seed };
        let s = solve::solve(&table, &choice);
        prop_assert_eq!(s.min_throws, expected);
        let distances = solve::distances_to_end(&table);
        prop_assert_eq!(&solve::distances_by_inverse(&table), &distances);
        prop_assert_eq!(&s.path, &solve::optimal_path(&table, &distances, &choice));
        if let Some(m) = expected {
            let want = reference_count_dp(&board, &rules, start, m);
            prop_assert_eq!(s.optimal_sequences().value, want);
            prop_assert_eq!(s.path.len() as u32, m);
            let mut at = start;
            for step in &s.path {
                prop_assert_eq!(Some(step.to), reference_step(&board, &rules, at, step.roll));
                at = step.to;
            }
        } else {
            prop_assert_eq!(s.optimal_sequences().value, 0);
        }
    }
}

#[test]
fn every_reference_distance_on_a_large_random_board_is_consistent() {
    // On a big board the exhaustive method is too slow; check the Bellman condition instead:
    // d(end) = 0 and d(p) = 1 + min over rolls of d(step(p, r)) for every square.
    let n = 50_000u32;
    let mut jumps = Vec::new();
    let mut x: u64 = 12345;
    let mut used = BTreeSet::new();
    for _ in 0..5_000 {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let a = (x >> 33) as u32 % (n - 1) + 1;
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let b = (x >> 33) as u32 % n + 1;
        if a != b && used.insert(a) {
            jumps.push(Jump::new(a, b));
        }
    }
    let board = Board::new(n, jumps).unwrap();
    for rules in [Rules::default(), Rules::puzzle()] {
        let table = Table::new(&board, &rules).unwrap();
        let d = solve::distances_to_end(&table);
        assert_eq!(solve::distances_by_inverse(&table), d);
        assert_eq!(d[n as usize], 0);
        for p in 0..n {
            let best = (1..=rules.faces)
                .map(|r| d[table.step(p, r) as usize])
                .min()
                .unwrap();
            let want = if best == UNREACHABLE {
                UNREACHABLE
            } else {
                best + 1
            };
            assert_eq!(d[p as usize], want, "square {p}");
        }
        assert_eq!(
            solve::min_throws(&table),
            Some(d[table.start() as usize]).filter(|&v| v != UNREACHABLE)
        );
    }
}

/// Every square's throws from the start, by expanding the sets of squares reachable after t
/// throws ([`reference_min`] from the other end).
fn reference_levels(board: &Board, rules: &Rules, from: u32) -> Vec<u32> {
    let mut level = vec![UNREACHABLE; board.size() as usize + 1];
    let mut now = vec![from];
    level[from as usize] = 0;
    let mut t = 0;
    while !now.is_empty() {
        t += 1;
        let mut next = Vec::new();
        for &p in &now {
            for r in 1..=rules.faces {
                let Some(q) = reference_step(board, rules, p, r) else {
                    return level;
                };
                if level[q as usize] == UNREACHABLE {
                    level[q as usize] = t;
                    next.push(q);
                }
            }
        }
        now = next;
    }
    level
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// The recorded search is a breadth-first search: levels are the throws from the start,
    /// each square is discovered once, and the parents give a shortest path.
    #[test]
    fn the_trace_is_a_breadth_first_search(
        board in arb_board(),
        rules in arb_rules(),
        randomness in prop_oneof![Just(0.0), Just(1.0), 0.0f64..1.0],
        seed in 0u64..1000,
    ) {
        let Ok(table) = Table::new(&board, &rules) else { return Ok(()) };
        let n = board.size();
        let start = start_of(&rules);
        let t = solve::trace(&table, &PathChoice { randomness, seed }, usize::MAX);
        prop_assert!(t.complete);
        let want = reference_levels(&board, &rules, start);
        let end = t.level[n as usize];
        prop_assert_eq!(end, want[n as usize]);
        // Each square discovered once, at its level, by a square one level nearer.
        let mut seen = BTreeSet::new();
        for &q in &t.order {
            prop_assert!(seen.insert(q), "square {} queued twice", q);
            prop_assert_eq!(t.level[q as usize], want[q as usize], "square {}", q);
            if q != start {
                let p = t.parent[q as usize];
                prop_assert_eq!(t.level[p as usize] + 1, t.level[q as usize]);
            }
        }
        prop_assert_eq!(t.discovered.iter().filter(|&&d| d).count(), t.order.len() - 1);
        // Every square nearer than the end (all of them if it is out of reach) is discovered.
        for (q, &w) in want.iter().enumerate() {
            if w < end || (end == UNREACHABLE && w != UNREACHABLE) {
                prop_assert_eq!(t.level[q], w, "square {} missed", q);
            }
        }
        // Dequeue i expands order[i]; its throws rest where the rules say.
        for i in 0..t.dequeues() {
            let p = t.order[i];
            for j in t.first[i] as usize..t.first[i + 1] as usize {
                prop_assert_eq!(Some(t.rest[j]), reference_step(&board, &rules, p, t.rolls[j]));
            }
        }
        // The path through the parents is a shortest path, and so long as solve's.
        let min = reference_min(&board, &rules, start);
        prop_assert_eq!(min.map_or(0, |m| m as usize), t.path.len());
        let mut at = start;
        for s in &t.path {
            prop_assert_eq!(s.from, at);
            prop_assert_eq!(Some(s.to), reference_step(&board, &rules, at, s.roll));
            at = s.to;
        }
        // The forward search's level sizes, but for the level of the end, which both stop
        // partway through.
        let levels = solve::level_sizes(&table);
        prop_assert_eq!(levels.min_throws, min);
        let sizes = levels.sizes;
        let mut counted = vec![0u32; sizes.len().max(1)];
        for &q in &t.order {
            if let Some(c) = counted.get_mut(t.level[q as usize] as usize) {
                *c += 1;
            }
        }
        let whole = if end == UNREACHABLE { sizes.len() } else { end as usize };
        prop_assert_eq!(&counted[..whole], &sizes[..whole]);
    }
}

#[test]
fn the_traced_path_changes_with_the_seed_and_its_length_never_does() {
    // Many shortest paths: 17 throws on an empty board of 100.
    let board = Board::new(100, [Jump::new(90, 20)]).unwrap();
    let table = Table::new(&board, &Rules::default()).unwrap();
    let min = solve::min_throws(&table).unwrap() as usize;
    let mut orders = BTreeSet::new();
    let mut paths = BTreeSet::new();
    for seed in 0..20 {
        let t = solve::trace(
            &table,
            &PathChoice {
                randomness: 1.0,
                seed,
            },
            usize::MAX,
        );
        assert_eq!(t.path.len(), min);
        orders.insert(t.rolls.clone());
        paths.insert(t.path.iter().map(|s| s.roll).collect::<Vec<_>>());
    }
    assert!(orders.len() > 10, "{} orders", orders.len());
    assert!(paths.len() > 1, "{} paths", paths.len());
    // Without randomness the largest roll is tried first, whatever the seed.
    let a = solve::trace(
        &table,
        &PathChoice {
            randomness: 0.0,
            seed: 1,
        },
        usize::MAX,
    );
    let b = solve::trace(
        &table,
        &PathChoice {
            randomness: 0.0,
            seed: 2,
        },
        usize::MAX,
    );
    assert_eq!(a, b);
    assert_eq!(&a.rolls[..6], &[6, 5, 4, 3, 2, 1]);
}

#[test]
fn a_trace_stops_at_its_limit_of_dequeues() {
    let table = Table::new(&Board::new(1000, []).unwrap(), &Rules::default()).unwrap();
    let t = solve::trace(&table, &PathChoice::default(), 10);
    assert!(!t.complete);
    assert_eq!(t.dequeues(), 10);
    assert!(t.path.is_empty());
    assert_eq!(t.first.len(), 11);
}
