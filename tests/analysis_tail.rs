//! Several players from the tail of the one-player distribution: when the push is cut with
//! games still going, the expected rounds, turns and win odds come from the geometric tail,
//! with proven bounds. Checked against independent methods: the two-player product chain
//! solved in exact rationals (built here from `Table::step`, not from the analysis) on boards
//! whose games last from a few to 10^8 throws, and a Monte Carlo on a 100-square board.
//! The old sums over the throws computed fail every one of these checks (the test says by how
//! much), because the figures live mostly past the cut.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use snakes_ladders::analysis::{
    analyze_with, simulate, AnalyzeOptions, Horizon, Report, SimulationOptions,
};
use snakes_ladders::board::{Board, Jump};
use snakes_ladders::rules::{Overshoot, Rules, Start, Table};

/// A board of `phases` resting squares 1, 7, 13, ...: from each, only a 6 moves on (to the
/// next, or from the last to the end); every other throw lands on a snake back to square 1.
/// Games last about 1.2 · 6^phases throws: a heavy tail with an exact answer.
fn phases_board(phases: u32) -> Table {
    let size = 1 + 6 * phases;
    let mut jumps = Vec::new();
    for p in 0..phases {
        let base = 1 + 6 * p;
        for s in base + 1..base + 6 {
            jumps.push(Jump::new(s, 1));
        }
    }
    let rules = Rules {
        start: Start::One,
        overshoot: Overshoot::Stay,
        ..Rules::default()
    };
    Table::new(&Board::new(size, jumps).unwrap(), &rules).unwrap()
}

fn q(n: i64, d: i64) -> BigRational {
    BigRational::new(BigInt::from(n), BigInt::from(d))
}

/// The transient chain from `Table::step`: the resting squares reachable from the start
/// (the last square left out) and the transition probabilities between them.
fn transient_chain(t: &Table) -> (Vec<u32>, Vec<Vec<BigRational>>) {
    let n = t.size();
    let k = t.faces();
    let mut states = vec![t.start()];
    let mut i = 0;
    while i < states.len() {
        for r in 1..=k {
            let to = t.step(states[i], r);
            if to != n && !states.contains(&to) {
                states.push(to);
            }
        }
        i += 1;
    }
    let m = states.len();
    let mut qm = vec![vec![BigRational::zero(); m]; m];
    for (a, &p) in states.iter().enumerate() {
        for r in 1..=k {
            let to = t.step(p, r);
            if let Some(b) = states.iter().position(|&s| s == to) {
                qm[a][b] += q(1, i64::from(k));
            }
        }
    }
    (states, qm)
}

/// Solves `a y = b` exactly (Gaussian elimination with a nonzero pivot).
fn solve(mut a: Vec<Vec<BigRational>>, mut b: Vec<BigRational>) -> Vec<BigRational> {
    let m = b.len();
    for c in 0..m {
        let p = (c..m).find(|&r| !a[r][c].is_zero()).expect("nonsingular");
        a.swap(c, p);
        b.swap(c, p);
        for r in c + 1..m {
            if a[r][c].is_zero() {
                continue;
            }
            let f = &a[r][c] / &a[c][c];
            let (top, bottom) = a.split_at_mut(r);
            for (x, p) in bottom[0][c..].iter_mut().zip(&top[c][c..]) {
                *x -= &f * p;
            }
            let d = &f * &b[c];
            b[r] -= d;
        }
    }
    let mut y = vec![BigRational::zero(); m];
    for c in (0..m).rev() {
        let mut s = b[c].clone();
        for j in c + 1..m {
            s -= &a[c][j] * &y[j];
        }
        y[c] = s / &a[c][c];
    }
    y
}

/// Two independent players exactly, from the product chain: with `S(t) = e Q^t 1`,
/// `Σ_{t>=0} S(t)^2 = (e⊗e)(I - Q⊗Q)^-1 (1⊗1)` (the expected rounds) and
/// `Σ_{t>=0} S(t+1) S(t) = (e⊗e)(I - Q⊗Q)^-1 (Q1⊗1)`; the first seat wins
/// `Σ f(t) S(t-1) = rounds - Σ S(t+1)S(t)`, and the turns of both are their sum.
struct Exact2 {
    rounds: f64,
    turns: f64,
    first_wins: f64,
}

fn exact_two_players(t: &Table) -> Exact2 {
    let (_, qm) = transient_chain(t);
    let m = qm.len();
    let mut a = vec![vec![BigRational::zero(); m * m]; m * m];
    for i in 0..m {
        for j in 0..m {
            for k in 0..m {
                for l in 0..m {
                    let v = &qm[i][k] * &qm[j][l];
                    if !v.is_zero() {
                        a[i * m + j][k * m + l] -= v;
                    }
                }
            }
            a[i * m + j][i * m + j] += BigRational::one();
        }
    }
    let row_sums: Vec<BigRational> = qm
        .iter()
        .map(|r| r.iter().fold(BigRational::zero(), |s, x| s + x))
        .collect();
    let ones = vec![BigRational::one(); m * m];
    let q1: Vec<BigRational> = (0..m * m).map(|ij| row_sums[ij / m].clone()).collect();
    let rounds = solve(a.clone(), ones)[0].clone();
    let overlap = solve(a, q1)[0].clone();
    let f = |x: &BigRational| x.to_f64().unwrap();
    Exact2 {
        rounds: f(&rounds),
        turns: f(&(&rounds + &overlap)),
        first_wins: f(&(&rounds - &overlap)),
    }
}

fn report(t: &Table, players: usize, max_turns: u32) -> Report {
    let options = AnalyzeOptions {
        exact_max_squares: 0,
        horizon: Horizon {
            max_turns,
            ..Horizon::default()
        },
        ..AnalyzeOptions::default()
    };
    analyze_with(t, players, &options).unwrap()
}

fn relative(a: f64, b: f64) -> f64 {
    ((a - b) / b).abs()
}

/// The old figures: sums over the throws computed, without the tail.
fn capped_rounds(r: &Report) -> f64 {
    let mut s = 1.0;
    let mut rounds = 0.0;
    for p in &r.finish_pmf {
        rounds += s * s;
        s -= p;
    }
    rounds
}

#[test]
fn two_players_on_phase_boards_agree_with_the_exact_product_chain() {
    // (phases, where the push is cut): a few throws on light boards; the default cap of a
    // million throws on the board whose games last 7·10^7 throws.
    for (phases, max_turns) in [(1, 3), (2, 20), (3, 60), (10, 1_000_000)] {
        let t = phases_board(phases);
        let exact = exact_two_players(&t);
        let r = report(&t, 2, max_turns);
        assert!(r.distribution_capped, "{phases} phases: not cut");
        let rounds = r.expected_rounds.expect("rounds known");
        let turns = r.expected_game_turns.expect("turns known");
        let wins = r.win_probability.clone().expect("odds known");
        let what = format!("{phases} phases, cut at {max_turns}");
        assert!(
            relative(rounds, exact.rounds) < 1e-9,
            "{what}: {rounds} vs {}",
            exact.rounds
        );
        assert!(
            relative(turns, exact.turns) < 1e-9,
            "{what}: {turns} vs {}",
            exact.turns
        );
        assert!(
            relative(wins[0], exact.first_wins) < 1e-9,
            "{what}: {wins:?} vs {}",
            exact.first_wins
        );
        // The proven bounds hold the exact figures.
        let [lo, hi] = r.expected_rounds_bounds.expect("rounds bounded");
        assert!(
            lo <= exact.rounds && exact.rounds <= hi,
            "{what}: {lo}..{hi}"
        );
        let [lo, hi] = r.expected_game_turns_bounds.expect("turns bounded");
        assert!(lo <= exact.turns && exact.turns <= hi, "{what}: {lo}..{hi}");
        let b = r.win_probability_bounds.clone().expect("odds bounded");
        assert!(
            b[0][0] <= exact.first_wins && exact.first_wins <= b[0][1],
            "{what}: {b:?}"
        );
        let second = 1.0 - exact.first_wins;
        assert!(b[1][0] <= second && second <= b[1][1], "{what}: {b:?}");
        // The sums over the throws computed miss most of it.
        let old = capped_rounds(&r);
        assert!(
            relative(old, exact.rounds) > 0.1,
            "{what}: {old} vs {}",
            exact.rounds
        );
    }
}

#[test]
fn one_phase_is_geometric_and_its_bounds_are_tight() {
    // T is geometric with p = 1/6: rounds 1 / (1 - (5/6)^P), seat i wins (5/6)^i / 6 of that.
    let t = phases_board(1);
    for players in [2usize, 3, 5] {
        let r = report(&t, players, 3);
        let keep: f64 = 5.0 / 6.0;
        let rounds = 1.0 / (1.0 - keep.powi(players as i32));
        let got = r.expected_rounds.unwrap();
        assert!(
            relative(got, rounds) < 1e-12,
            "{players}: {got} vs {rounds}"
        );
        let [lo, hi] = r.expected_rounds_bounds.unwrap();
        assert!(
            lo <= rounds && rounds <= hi && relative(hi, lo) < 1e-9,
            "{lo}..{hi}"
        );
        for (i, &w) in r.win_probability.as_ref().unwrap().iter().enumerate() {
            let want = keep.powi(i as i32) / 6.0 * rounds;
            assert!(relative(w, want) < 1e-12, "seat {i}: {w} vs {want}");
        }
        assert!(
            !r.unproven.contains(&"expected_rounds".to_string()),
            "{:?}",
            r.caveats
        );
    }
}

#[test]
fn two_players_on_a_board_with_a_trap_agree_with_a_simulation() {
    // 100 squares, a d4, snakes 10 squares down from 81..=95 but for every fourth square: only
    // 4 after 4 gets through, so games last about 2,500 throws, and the mass settles in the
    // trap within 150. Cut at 200 throws, the tail holds nearly every figure.
    let jumps = (81..97)
        .filter(|s| s % 4 != 0)
        .map(|s| Jump::new(s, s - 10));
    let rules = Rules {
        faces: 4,
        ..Rules::default()
    };
    let t = Table::new(&Board::new(100, jumps).unwrap(), &rules).unwrap();
    let r = report(&t, 2, 200);
    assert!(r.distribution_capped);
    let sim = simulate(
        &t,
        &SimulationOptions {
            games: 50_000,
            players: 2,
            knock_off: false,
            sixes_again: false,
            three_sixes_end: false,
            seed: 34,
        },
    )
    .unwrap();
    let rounds = r.expected_rounds.unwrap();
    let m = sim.mean_rounds.unwrap();
    let [lo, hi] = r.expected_rounds_bounds.unwrap();
    assert!(lo <= m.high && m.low <= hi, "{lo}..{hi} vs {m:?}");
    // Four standard errors: a check that fails by chance about once in 16,000 runs.
    assert!(
        (rounds - m.mean).abs() < 4.0 * m.std_error,
        "{rounds} vs {m:?}"
    );
    let turns = r.expected_game_turns.unwrap();
    let g = sim.mean_turns.unwrap();
    assert!(
        (turns - g.mean).abs() < 4.0 * g.std_error,
        "{turns} vs {g:?}"
    );
    let w = r.win_probability.clone().unwrap();
    let share = sim.wins[0].share;
    let se = (share * (1.0 - share) / sim.games as f64).sqrt();
    assert!((w[0] - share).abs() < 4.0 * se, "{w:?} vs {share}");
    let old = capped_rounds(&r);
    assert!((old - m.mean).abs() > 20.0 * m.std_error, "{old} vs {m:?}");
}

#[test]
fn the_360_square_board_of_issue_34_has_proven_rounds_far_past_the_cut() {
    // Snakes i -> i - 15 on every even i from 20 to 358: one player needs 1.66e22 throws. The
    // old sums over the million throws computed gave 999999.99 rounds and odds of 5.9e-17.
    let jumps = (20..=358).step_by(2).map(|i| Jump::new(i, i - 15));
    let t = Table::new(&Board::new(360, jumps).unwrap(), &Rules::default()).unwrap();
    let r = analyze_with(&t, 2, &AnalyzeOptions::default()).unwrap();
    let one = r.expected_turns.unwrap();
    let rounds = r.expected_rounds.expect("rounds from the tail");
    let [lo, hi] = r.expected_rounds_bounds.unwrap();
    assert!(lo <= rounds && rounds <= hi, "{lo} {rounds} {hi}");
    // Proven: at least a quarter and at most all of one player's expectation.
    assert!(
        lo > one / 4.0 && hi <= one * 1.000001,
        "{lo}..{hi} vs {one}"
    );
    assert!((rounds / one - 0.5).abs() < 1e-3, "{rounds} vs {one}");
    let b = r.win_probability_bounds.clone().unwrap();
    assert!(b[0][0] > 0.4999 && b[1][1] < 0.5001, "{b:?}");
    assert!(capped_rounds(&r) < lo);
}
