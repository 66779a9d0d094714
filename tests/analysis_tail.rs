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
fn the_push_stops_once_its_tail_has_settled_when_not_even_the_estimate_reaches_the_cap() {
    // 20,000 squares, 10% starting a jump, games of about 4,000 throws, cut at 5,000 throws:
    // neither the push nor its geometric estimate can reach 99.99% of the games. The push used
    // to run on until the shape of the mass settled (364 throws here; on a board of 10^6
    // squares, to its cap on work); it stops once the tail's rate has settled, and the tail
    // gives the percentiles, as a simulation finds them.
    let board = snakes_ladders::workloads::jump_board(20_000, 1).unwrap();
    let rules = Rules {
        overshoot: Overshoot::Stay,
        ..Rules::default()
    };
    let t = Table::new(&board, &rules).unwrap();
    let r = report(&t, 1, 5_000);
    assert!(r.distribution_capped, "not cut");
    assert_eq!(r.distribution_bound.geometric_from, None);
    let pushed = r.distribution_bound.proven_through;
    assert!(pushed < 300, "pushed {pushed} throws");
    let games = 4_000;
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut lengths: Vec<f64> = (0..games)
        .map(|_| {
            let (mut p, mut throws) = (t.start(), 0.0);
            while p != t.size() {
                // xorshift64*
                state ^= state >> 12;
                state ^= state << 25;
                state ^= state >> 27;
                let r = (state.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) % 6 + 1;
                p = t.step(p, r as u32);
                throws += 1.0;
            }
            throws
        })
        .collect();
    lengths.sort_by(f64::total_cmp);
    for b in &r.percentile_bounds {
        let q = b.share;
        // The sample quantile's spread: the order statistics q ± 4 standard errors.
        let se = (q * (1.0 - q) / games as f64).sqrt();
        let at = |share: f64| lengths[((share * games as f64) as usize).min(games - 1)];
        let (low, high) = (at(q - 4.0 * se), at(q + 4.0 * se));
        let estimate = b.estimate.expect("an estimate from the tail");
        assert!(
            low <= estimate && estimate <= high,
            "q {q}: {estimate} outside the sample's {low}..{high}"
        );
        let hi = b.at_most.expect("bounded above");
        assert!(
            b.at_least <= high && low <= hi,
            "q {q}: {b:?} vs {low}..{high}"
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
    // The caveats say each estimate once, with its proven range in brackets.
    let median = r.figures.median_turns.clone().unwrap();
    let said = format!(
        "Half the games are over after about {median} throws, an estimate (proven between "
    );
    assert!(
        r.caveats.iter().any(|c| c.starts_with(&said)),
        "{:?}",
        r.caveats
    );
    let rounds = r
        .caveats
        .iter()
        .find(|c| c.starts_with("The expected rounds"))
        .unwrap();
    assert!(rounds.ends_with(")."), "{rounds}");
}

#[test]
fn two_players_on_the_360_square_board_are_each_side_of_a_half_and_knock_off_is_not_guessed() {
    let jumps = (20..=358).step_by(2).map(|i| Jump::new(i, i - 15));
    let t = Table::new(&Board::new(360, jumps).unwrap(), &Rules::default()).unwrap();
    let knock_off = AnalyzeOptions {
        knock_off: true,
        ..AnalyzeOptions::default()
    };
    let r = analyze_with(&t, 2, &knock_off).unwrap();
    // The first to throw wins at least as often as the second, and one of them wins: the
    // first at least a half, the second at most (the push alone proved 0.49999999999966, and
    // the estimates were both 0.49999999999999145).
    let w = r.win_probability.clone().unwrap();
    let b = r.win_probability_bounds.clone().unwrap();
    assert!(w[0] >= 0.5 && w[1] <= 0.5, "{w:?}");
    assert_eq!((b[0][0], b[1][1]), (0.5, 0.5), "{b:?}");
    // The joint chain's unproven answer gave each player 6.6e-21 (summing to 1.3e-20 where
    // every game ends) and 7.3e15 rounds: not known, with why, and no number.
    let k = r.knock_off.as_ref().unwrap();
    assert!(k.win_probability.iter().all(|p| p.is_nan()), "{k:?}");
    assert_eq!((k.expected_rounds, k.expected_game_turns), (None, None));
    let why = k.not_known.as_deref().unwrap();
    assert!(why.contains("its win chances sum to 1.3"), "{why}");
    let text = r.to_string();
    assert!(
        text.contains("with knock-off (exact joint chain):\n  win chances, rounds and turns not known: the joint chain's solve failed its own check"),
        "{text}"
    );
    // Two players finish on the same throw at most 10^-40 of the time here (every later
    // throw ends at most a share of the games that the pull back through the table bounds),
    // so each wins a half to within the push's rounding: the push alone proved player 1
    // "between 0.500 and 1.00", player 2 "between 2.45 × 10^-21 and 0.500".
    assert!(b[0][1] - 0.5 < 1e-11 && 0.5 - b[1][0] < 1e-11, "{b:?}");
    for line in [
        "player 1 wins: 0.5000000000 (error at most",
        "player 2 wins: 0.5000000000 (error at most",
    ] {
        assert!(text.contains(line), "{text}");
    }
}

#[test]
fn ties_bound_the_odds_of_players_whose_games_outlast_the_push() {
    // The phase boards' two-player chain solved in exact rationals: the first to throw wins
    // (1 + q) / 2, q the chance that both finish on the same throw. Cut after a few throws
    // (and at the default million on the board of 10 phases, whose games last 7 × 10^7
    // throws), the push alone proved little of the odds; the bound on a later throw's chance
    // holds the exact odds, within about q of a half (a few percent on the light boards), and
    // pins them to 1e-6 where ties are rare.
    for (phases, max_turns) in [(2, 20), (3, 60), (10, 1_000_000)] {
        let t = phases_board(phases);
        let exact = exact_two_players(&t);
        let r = report(&t, 2, max_turns);
        let b = r.win_probability_bounds.clone().expect("odds bounded");
        let second = 1.0 - exact.first_wins;
        let what = format!("{phases} phases: {b:?} vs {}", exact.first_wins);
        assert!(
            b[0][0] <= exact.first_wins && exact.first_wins <= b[0][1],
            "{what}"
        );
        assert!(b[1][0] <= second && second <= b[1][1], "{what}");
        let q = 2.0 * exact.first_wins - 1.0;
        let width = (b[0][1] - b[0][0]).max(b[1][1] - b[1][0]);
        assert!(width <= 2.0 * q + 1e-12, "{what}");
        if phases == 10 {
            assert!(width < 1e-6, "{what}");
        }
    }
}

/// The smallest `t` with `S(t) = e Q^t 1 <= 1 - q`, from powers of the transient chain by
/// repeated squaring in floats (an independent method: no push, no tail; exact to about
/// 1e-12 relative in `S`).
fn percentile_by_powers(t: &Table, q: f64) -> f64 {
    let (_, qm) = transient_chain(t);
    let m = qm.len();
    let qf: Vec<Vec<f64>> = qm
        .iter()
        .map(|r| r.iter().map(|x| x.to_f64().unwrap()).collect())
        .collect();
    let mul = |a: &Vec<Vec<f64>>, b: &Vec<Vec<f64>>| -> Vec<Vec<f64>> {
        let mut c = vec![vec![0.0; m]; m];
        for i in 0..m {
            for k in 0..m {
                for j in 0..m {
                    c[i][j] += a[i][k] * b[k][j];
                }
            }
        }
        c
    };
    // powers[j] = Q^(2^j)
    let mut powers = vec![qf];
    for _ in 0..62 {
        let last = powers.last().unwrap();
        powers.push(mul(last, last));
    }
    let survival = |steps: u64| -> f64 {
        let mut row = vec![0.0; m];
        row[0] = 1.0;
        for (j, p) in powers.iter().enumerate() {
            if steps >> j & 1 == 1 {
                row = (0..m)
                    .map(|c| (0..m).map(|k| row[k] * p[k][c]).sum())
                    .collect();
            }
        }
        row.iter().sum()
    };
    // Binary search for the first t with S(t) <= 1 - q.
    let (mut lo, mut hi) = (0u64, 1u64);
    while survival(hi) > 1.0 - q {
        lo = hi;
        hi *= 2;
    }
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if survival(mid) > 1.0 - q {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    hi as f64
}

/// The old percentiles: from the throws computed only (null past the cut).
fn capped_percentile(r: &Report, q: f64) -> Option<f64> {
    let mut c = 0.0;
    r.finish_pmf.iter().enumerate().find_map(|(i, p)| {
        c += p;
        (c >= q).then_some(i as f64 + 1.0)
    })
}

#[test]
fn percentiles_past_the_cut_agree_with_powers_of_the_chain() {
    // (phases, cut): one phase is geometric (closed form ceil(ln(1-q) / ln(5/6))); ten last
    // about 7e7 throws, cut at a million.
    for (phases, max_turns) in [(1, 3), (3, 60), (10, 1_000_000)] {
        let t = phases_board(phases);
        let r = report(&t, 1, max_turns);
        assert!(r.distribution_capped, "{phases} phases: not cut");
        assert_eq!(r.percentiles_not_known, None);
        let mut past_the_cut = 0;
        for b in &r.percentile_bounds {
            let q = b.share;
            let truth = percentile_by_powers(&t, q);
            if phases == 1 {
                let closed = ((1.0 - q).ln() / (5.0f64 / 6.0).ln()).ceil();
                assert_eq!(truth, closed, "q {q}");
            }
            let what = format!("{phases} phases, q {q}");
            let estimate = b.estimate.expect("an estimate from the tail");
            assert!(
                relative(estimate, truth) < 1e-6,
                "{what}: {estimate} vs {truth}"
            );
            let hi = b.at_most.expect("bounded above");
            assert!(
                b.at_least <= truth && truth <= hi,
                "{what}: {b:?} vs {truth}"
            );
            // The old figures: nothing past the throws computed.
            if truth > f64::from(max_turns) {
                assert_eq!(capped_percentile(&r, q), None, "{what}");
                past_the_cut += 1;
            }
        }
        assert!(
            past_the_cut >= 2,
            "{phases} phases: {past_the_cut} past the cut"
        );
        assert_eq!(r.median_turns, r.percentile_bounds[1].estimate);
    }
}

#[test]
fn percentiles_on_a_board_with_a_trap_agree_with_a_simulation() {
    // The trap board above, cut at 200 throws; one player's games simulated here with the
    // table's own steps and a plain generator, and their sample quartiles compared.
    let jumps = (81..97)
        .filter(|s| s % 4 != 0)
        .map(|s| Jump::new(s, s - 10));
    let rules = Rules {
        faces: 4,
        ..Rules::default()
    };
    let t = Table::new(&Board::new(100, jumps).unwrap(), &rules).unwrap();
    let r = report(&t, 1, 200);
    assert!(r.distribution_capped);
    let games = 20_000;
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut lengths: Vec<f64> = (0..games)
        .map(|_| {
            let (mut p, mut throws) = (t.start(), 0.0);
            while p != t.size() {
                // xorshift64*
                state ^= state >> 12;
                state ^= state << 25;
                state ^= state >> 27;
                let r = (state.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) % 4 + 1;
                p = t.step(p, r as u32);
                throws += 1.0;
            }
            throws
        })
        .collect();
    lengths.sort_by(f64::total_cmp);
    for b in &r.percentile_bounds {
        let q = b.share;
        // The sample quantile's spread: the order statistics q ± 4 standard errors.
        let se = (q * (1.0 - q) / games as f64).sqrt();
        let at = |share: f64| lengths[((share * games as f64) as usize).min(games - 1)];
        let (low, high) = (at(q - 4.0 * se), at(q + 4.0 * se));
        let estimate = b.estimate.expect("an estimate from the tail");
        assert!(
            low <= estimate && estimate <= high,
            "q {q}: {estimate} outside the sample's {low}..{high}"
        );
        let hi = b.at_most.expect("bounded above");
        assert!(
            b.at_least <= high && low <= hi,
            "q {q}: {b:?} vs {low}..{high}"
        );
        assert!(capped_percentile(&r, q).is_none(), "q {q}: old figure");
    }
}

#[test]
fn the_shortest_game_of_the_360_square_board_has_its_chance() {
    // 61 throws at the least, along 7,808 of the 6^61 sequences (counted here square by
    // square in big integers); the push drops pieces that small, and the report said 0.
    let jumps = (20..=358).step_by(2).map(|i| Jump::new(i, i - 15));
    let t = Table::new(&Board::new(360, jumps).unwrap(), &Rules::default()).unwrap();
    let r = analyze_with(&t, 1, &AnalyzeOptions::default()).unwrap();
    assert_eq!(r.min_throws, Some(61));
    let (ways, exact) = shortest_exact(&t, 61);
    assert_eq!(ways, BigInt::from(7808));
    assert!(exact > 0.0);
    assert!(
        relative(r.p_min_turns, exact) < 1e-12,
        "{} vs {exact}",
        r.p_min_turns
    );
}

#[test]
fn a_shortest_game_too_many_ways_to_count_has_its_chance() {
    // Blocks of six squares: from each block's start b, faces 1-3 climb ladders to b + 6 and a
    // 6 walks there, while 4 and 5 slide back to b. The shortest game is 140 throws, each of
    // them one of four faces or more (4^140 sequences and then some: past any integer the
    // count keeps), with a chance near (2/3)^140 (below the pieces the push keeps); counted
    // here in big integers.
    let blocks = 140;
    let mut jumps = Vec::new();
    for j in 0..blocks {
        let b = 6 * j;
        for s in b + 1..=b + 3 {
            jumps.push(Jump::new(s, b + 6));
        }
        for s in b + 4..=b + 5 {
            jumps.push(Jump::new(s, b.max(1)));
        }
    }
    let t = Table::new(&Board::new(6 * blocks, jumps).unwrap(), &Rules::default()).unwrap();
    let r = analyze_with(&t, 1, &AnalyzeOptions::default()).unwrap();
    assert_eq!(r.min_throws, Some(blocks));
    let (ways, exact) = shortest_exact(&t, blocks);
    assert!(
        ways > BigInt::from(u128::MAX),
        "{ways}: the count must overflow"
    );
    assert!(exact < 1e-24, "{exact}: below the pieces the push keeps");
    assert!(
        relative(r.p_min_turns, exact) < 1e-12,
        "{} vs {exact}",
        r.p_min_turns
    );
}

/// The throw sequences that finish in exactly `throws` throws and their chance, counted square
/// by square in big integers from `Table::step` (nothing finishes sooner on the boards used).
fn shortest_exact(t: &Table, throws: u32) -> (BigInt, f64) {
    let k = t.faces();
    let mut ways: std::collections::BTreeMap<u32, BigInt> = [(t.start(), BigInt::one())].into();
    let mut finished = BigInt::zero();
    for _ in 0..throws {
        let mut next = std::collections::BTreeMap::new();
        for (p, c) in &ways {
            for face in 1..=k {
                *next.entry(t.step(*p, face)).or_insert_with(BigInt::zero) += c;
            }
        }
        finished = next.remove(&t.size()).unwrap_or_default();
        ways = next;
    }
    let chance = BigRational::new(finished.clone(), BigInt::from(k).pow(throws));
    (finished, chance.to_f64().unwrap())
}

#[test]
fn the_tail_takes_over_once_its_estimates_are_lost_in_the_proof_and_they_match_a_full_push() {
    // 5,000 squares, 10% starting a jump: pushing 99.99% of the games costs more than the
    // push's budget for proof. The proven range of each percentile from the tail is a good
    // part of its estimate, so the tail may take over once the last throw's share matches its
    // rate to 10^-3 rather than 10^-6, and its estimates are those of the push carried to the
    // end, whose percentiles are proven exactly.
    let board = snakes_ladders::workloads::jump_board(5_000, 1).unwrap();
    let rules = Rules {
        overshoot: Overshoot::Stay,
        ..Rules::default()
    };
    let t = Table::new(&board, &rules).unwrap();
    let r = report(&t, 1, Horizon::default().max_turns);
    let pushed = r.distribution_bound.proven_through;
    assert!(
        r.distribution_bound.geometric_from.is_some(),
        "not continued"
    );
    assert!(pushed <= 120, "pushed {pushed} throws");
    let full = AnalyzeOptions {
        exact_max_squares: 0,
        horizon: Horizon {
            max_work: u64::MAX,
            proof_work: u64::MAX,
            ..Horizon::default()
        },
        ..AnalyzeOptions::default()
    };
    let full = analyze_with(&t, 1, &full).unwrap();
    assert_eq!(full.distribution_bound.geometric_from, None);
    for (b, f) in r.percentile_bounds.iter().zip(&full.percentile_bounds) {
        let exact = f.estimate.expect("pushed to the end");
        assert_eq!(Some(exact), f.at_most, "q {}: {f:?}", f.share);
        let estimate = b.estimate.expect("an estimate from the tail");
        assert!(
            relative(estimate, exact) < 1e-3,
            "q {}: {estimate} against {exact}",
            b.share
        );
        let hi = b.at_most.expect("bounded above");
        assert!(b.at_least <= exact && exact <= hi, "q {}: {b:?}", b.share);
    }
}

#[test]
fn the_geometric_continuation_goes_on_at_the_tails_rate_not_the_last_throws_share() {
    // The 360-square board: pushed to about throw 160, then continued geometrically. Checked
    // against a plain push by `Table::step` (no dropped mass, no blocks, no tail) at throws
    // well past the cut. Before, the continuation kept the last throw's share, 5.87e-23, 2.6%
    // below the truth (6.03e-23) at every later throw.
    let jumps = (20..=358).step_by(2).map(|i| Jump::new(i, i - 15));
    let t = Table::new(&Board::new(360, jumps).unwrap(), &Rules::default()).unwrap();
    let r = analyze_with(&t, 1, &AnalyzeOptions::default()).unwrap();
    let cut = r
        .distribution_bound
        .geometric_from
        .expect("continued geometrically") as usize;
    let n = t.size() as usize;
    let mut mass = vec![0.0f64; n + 1];
    mass[t.start() as usize] = 1.0;
    for throw in 1..=3000usize {
        let mut next = vec![0.0f64; n + 1];
        let mut finished = 0.0;
        for (p, &m) in mass.iter().enumerate().take(n) {
            if m == 0.0 {
                continue;
            }
            for roll in 1..=t.faces() {
                let to = t.step(p as u32, roll) as usize;
                if to == n {
                    finished += m / f64::from(t.faces());
                } else {
                    next[to] += m / f64::from(t.faces());
                }
            }
        }
        mass = next;
        if throw > cut && throw % 500 == 0 {
            let shown = r.finish_pmf[throw - 1];
            assert!(
                (shown / finished - 1.0).abs() < 1e-6,
                "throw {throw}: {shown:e} vs {finished:e}"
            );
        }
    }
}

/// P(T = t) for t = 1..=upto, from big-integer counts of the throw sequences pushed square by
/// square with `Table::step`.
fn exact_pmf(t: &Table, upto: u32) -> Vec<f64> {
    let k = t.faces();
    let mut ways: std::collections::BTreeMap<u32, BigInt> = [(t.start(), BigInt::one())].into();
    let mut out = Vec::new();
    for throw in 1..=upto {
        let mut next = std::collections::BTreeMap::new();
        for (p, c) in &ways {
            for face in 1..=k {
                *next.entry(t.step(*p, face)).or_insert_with(BigInt::zero) += c;
            }
        }
        let finished = next.remove(&t.size()).unwrap_or_default();
        out.push(
            BigRational::new(finished, BigInt::from(k).pow(throw))
                .to_f64()
                .unwrap(),
        );
        ways = next;
    }
    out
}

#[test]
fn every_throw_a_game_can_end_on_keeps_its_chance_on_a_small_board() {
    // 700 squares, snakes i -> i - 15 on every even i from 20, a d8: the shortest game is 88
    // throws with a chance of 8.9e-78, and the first 200 throws a game can end on have chances
    // below the 1e-24 pieces the push used to drop: the report's finish_pmf said 0 for each.
    let jumps = (20..=698).step_by(2).map(|i| Jump::new(i, i - 15));
    let rules = Rules {
        faces: 8,
        ..Rules::default()
    };
    let t = Table::new(&Board::new(700, jumps).unwrap(), &rules).unwrap();
    let r = analyze_with(&t, 1, &AnalyzeOptions::default()).unwrap();
    assert_eq!(r.min_throws, Some(88));
    // Proven through the throws pushed; the geometric estimate after them is checked on the
    // 360-square board above.
    let upto = r.distribution_bound.proven_through;
    assert!(upto >= 200, "pushed {upto} throws");
    let exact = exact_pmf(&t, upto);
    for throw in 88..=upto as usize {
        let shown = r.finish_pmf[throw - 1];
        assert!(
            relative(shown, exact[throw - 1]) < 1e-11,
            "throw {throw}: {shown:e} vs {:e}",
            exact[throw - 1]
        );
    }
    assert!(exact[..87].iter().all(|&p| p == 0.0));
    assert_eq!(r.distribution_bound.missing_mass, 0.0);
}

#[test]
fn the_share_not_finished_at_the_cut_is_one_minus_the_share_finished() {
    // On the 360-square board 6.0e-17 of the games are over by the cut; the mass left on the
    // board, summed over its squares, read 1 - 8.5e-15, so the JSON's unfinished_mass, its
    // finish_cdf and the text said three different things.
    let jumps = (20..=358).step_by(2).map(|i| Jump::new(i, i - 15));
    let t = Table::new(&Board::new(360, jumps).unwrap(), &Rules::default()).unwrap();
    let r = analyze_with(&t, 1, &AnalyzeOptions::default()).unwrap();
    let finished = *r.finish_cdf.last().unwrap();
    assert!(finished > 0.0 && finished < 1e-15, "{finished}");
    assert!(
        (1.0 - r.unfinished_mass - finished).abs() <= f64::EPSILON,
        "{} with {finished} finished",
        r.unfinished_mass
    );
    let text = r.to_string();
    let cut = text
        .lines()
        .find(|l| l.starts_with("distribution cut"))
        .unwrap();
    let said = precision_of(cut);
    assert!(
        relative(said, finished * 100.0) < 1e-3,
        "{cut} vs {finished}"
    );
}

/// The percentage in "(only 6.031 × 10^-15% of the games finished by then)".
fn precision_of(line: &str) -> f64 {
    let (_, rest) = line.split_once("(only ").expect(line);
    let (figure, _) = rest.split_once('%').expect(line);
    match figure.split_once(" × 10^") {
        Some((m, e)) => m.parse::<f64>().unwrap() * 10f64.powi(e.parse().unwrap()),
        None => figure.parse().unwrap(),
    }
}

#[test]
fn an_estimate_is_said_to_the_digits_its_range_supports_in_every_sentence() {
    // 20,000 squares, 10% starting a jump, games of about 4,000 throws, cut at 5,000 throws:
    // the rounds of two players are an estimate in a range of a factor near 4. The caveats
    // said "The expected rounds (3427.510563) are an estimate (proven between 1760.65847 and
    // 6723.697478)" where the figures said 3428, and the percentiles each to its last throw,
    // every digit past the third unknown; they now say what the text and the figures say.
    let board = snakes_ladders::workloads::jump_board(20_000, 1).unwrap();
    let rules = Rules {
        overshoot: Overshoot::Stay,
        ..Rules::default()
    };
    let t = Table::new(&board, &rules).unwrap();
    let r = report(&t, 2, 5_000);
    let rounds = r.figures.expected_rounds.clone().unwrap();
    let said = r
        .caveats
        .iter()
        .find(|c| c.starts_with("The expected rounds"))
        .expect("the rounds are an estimate");
    assert!(said.contains(&format!("({rounds})")), "{said} vs {rounds}");
    for c in r.caveats.iter().filter(|c| c.contains("an estimate")) {
        let (before, _) = c.split_once("an estimate").unwrap();
        let digits = before
            .split(|ch: char| !ch.is_ascii_digit() && ch != '.')
            .filter(|w| w.chars().any(|d| d.is_ascii_digit()))
            .map(|w| {
                w.trim_start_matches(['0', '.'])
                    .trim_end_matches(['0', '.'])
            })
            .map(|w| w.chars().filter(char::is_ascii_digit).count())
            .max()
            .unwrap_or(0);
        assert!(digits <= 3, "{c}");
    }
}

#[test]
fn the_rounds_of_several_players_are_at_least_what_the_proven_percentiles_say() {
    // 240 squares, snakes i -> i - 15 on every even i from 20, a d4 from square 1, "stay":
    // games of 2 × 10^21 throws, a median proven above 10^21. Three players' rounds were
    // "proven between 133 and 2.06 × 10^21", the lower end from the 500 throws pushed alone;
    // a quarter of the games are over only after at least a throws, so all three are still
    // going for the first a throws with a chance of (3/4)^3 at least.
    let jumps = (20..=238).step_by(2).map(|i| Jump::new(i, i - 15));
    let rules = Rules {
        faces: 4,
        start: Start::One,
        overshoot: Overshoot::Stay,
        ..Rules::default()
    };
    let t = Table::new(&Board::new(240, jumps).unwrap(), &rules).unwrap();
    let r = analyze_with(&t, 3, &AnalyzeOptions::default()).unwrap();
    let q25 = r
        .percentile_bounds
        .iter()
        .find(|b| b.share == 0.25)
        .unwrap();
    let [lo, hi] = r.expected_rounds_bounds.unwrap();
    assert!(
        lo >= q25.at_least * 0.75f64.powi(3) * (1.0 - 1e-9),
        "{lo} vs {q25:?}"
    );
    assert!(lo > 1e20 && lo <= r.expected_rounds.unwrap() && hi >= r.expected_rounds.unwrap());
    let [tlo, _] = r.expected_game_turns_bounds.unwrap();
    assert!(tlo >= 3.0 * lo - 2.0 - 1e9, "{tlo} vs {lo}");
}
