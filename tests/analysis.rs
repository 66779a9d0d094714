//! The analysis against published figures and against independent methods: a plain dense
//! Gaussian elimination written here, the exact fraction, count of optimal throw sequences,
//! brute-force joint chains for several players, and simulation.

use proptest::prelude::*;
mod reference;

use reference::all_rules;
use snakes_ladders::analysis::{
    self, analyze, analyze_with, distribution, expected_turns, expected_turns_by_square,
    expected_turns_exact, finish_probability_by_square, independent_odds, knock_off_odds,
    play_game, simulate, simulate_games, AnalyzeOptions, Horizon, SimulationOptions,
    SimulationSums,
};
use snakes_ladders::rng::Dice;
use snakes_ladders::rules::{Overshoot, Rules, Table};
use snakes_ladders::solve::{count_optimal, distances_to_end};
use snakes_ladders::{Board, Error, Jump};

// ---------------------------------------------------------------------------------------------
// Boards

/// The Milton Bradley 1952 board of shared/boards/classic-1952.json; `chute` is the head of the
/// chute to 26, which is 47 in that file and 48 in other printings.
fn classic_board(chute: u32) -> Board {
    let ladders = [
        (1, 38),
        (4, 14),
        (9, 31),
        (21, 42),
        (28, 84),
        (36, 44),
        (51, 67),
        (71, 91),
        (80, 100),
    ];
    let snakes = [
        (16, 6),
        (chute, 26),
        (49, 11),
        (56, 53),
        (62, 19),
        (64, 60),
        (87, 24),
        (93, 73),
        (95, 75),
        (98, 78),
    ];
    Board::from_snakes_ladders(100, &snakes, &ladders).unwrap()
}

fn rules(overshoot: Overshoot) -> Rules {
    Rules {
        overshoot,
        ..Rules::default()
    }
}

fn classic(chute: u32, overshoot: Overshoot) -> Table {
    Table::new(&classic_board(chute), &rules(overshoot)).unwrap()
}

/// A board of `size` squares with `jumps` jumps, endpoints uniform over the board.
fn random_board(size: u32, jumps: u32, seed: u64) -> Board {
    let mut d = Dice::new(seed);
    let mut used = vec![false; size as usize + 1];
    let mut list = Vec::new();
    while list.len() < jumps as usize {
        let from = 1 + d.below(size - 1);
        let to = 1 + d.below(size);
        if from == to || used[from as usize] {
            continue;
        }
        used[from as usize] = true;
        list.push(Jump::new(from, to));
    }
    Board::new(size, list).unwrap()
}

/// A board of `size` squares with `jumps` jumps at most `reach` squares long, up or down.
fn local_board(size: u32, jumps: u32, reach: u32, seed: u64) -> Board {
    let mut d = Dice::new(seed);
    let mut used = vec![false; size as usize + 1];
    let mut list = Vec::new();
    while list.len() < jumps as usize {
        let from = 1 + d.below(size - 1);
        let len = 1 + d.below(reach);
        let to = if d.below(2) == 0 {
            from.saturating_sub(len).max(1)
        } else {
            (from + len).min(size)
        };
        if from == to || used[from as usize] {
            continue;
        }
        used[from as usize] = true;
        list.push(Jump::new(from, to));
    }
    Board::new(size, list).unwrap()
}

// ---------------------------------------------------------------------------------------------
// Independent reference: the chain from `Table::step`, reachability by fixed point, and a
// plain dense Gaussian elimination with partial pivoting.

/// For each square, the squares one throw leads to (with multiplicity).
fn successors(t: &Table) -> Vec<Vec<usize>> {
    let n = t.size();
    (0..n)
        .map(|p| (1..=t.faces()).map(|r| t.step(p, r) as usize).collect())
        .collect()
}

/// Squares from which a square that cannot reach the end is reachable.
fn doomed_reference(t: &Table) -> Vec<bool> {
    let n = t.size() as usize;
    let succ = successors(t);
    let mut can = vec![false; n + 1];
    can[n] = true;
    loop {
        let mut changed = false;
        for p in 0..n {
            if !can[p] && succ[p].iter().any(|&q| can[q]) {
                can[p] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut doomed: Vec<bool> = can.iter().map(|c| !c).collect();
    loop {
        let mut changed = false;
        for p in 0..n {
            if !doomed[p] && succ[p].iter().any(|&q| doomed[q]) {
                doomed[p] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    doomed
}

/// Solves `a x = b` (row-major, m×m) by Gaussian elimination with partial pivoting.
fn dense_solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let m = b.len();
    for col in 0..m {
        let piv = (col..m)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .unwrap();
        a.swap(col, piv);
        b.swap(col, piv);
        let pivot_row = a[col].clone();
        for r in col + 1..m {
            let f = a[r][col] / pivot_row[col];
            if f != 0.0 {
                for (x, p) in a[r].iter_mut().zip(&pivot_row).skip(col) {
                    *x -= f * p;
                }
                b[r] -= f * b[col];
            }
        }
    }
    let mut x = vec![0.0; m];
    for r in (0..m).rev() {
        let s: f64 = (r + 1..m).map(|c| a[r][c] * x[c]).sum();
        x[r] = (b[r] - s) / a[r][r];
    }
    x
}

/// Expected throws from every square by a dense solve of (I - Q) E = 1 over the squares that
/// surely finish; infinity elsewhere.
fn dense_expected(t: &Table) -> Vec<f64> {
    let n = t.size() as usize;
    let k = t.faces() as f64;
    let doomed = doomed_reference(t);
    let live: Vec<usize> = (0..n).filter(|&p| !doomed[p]).collect();
    let mut index = vec![usize::MAX; n + 1];
    for (i, &p) in live.iter().enumerate() {
        index[p] = i;
    }
    let m = live.len();
    let mut a = vec![vec![0.0; m]; m];
    let succ = successors(t);
    for (i, &p) in live.iter().enumerate() {
        a[i][i] += 1.0;
        for &q in &succ[p] {
            if q != n {
                a[i][index[q]] -= 1.0 / k;
            }
        }
    }
    let x = dense_solve(a, vec![1.0; m]);
    let mut e = vec![f64::INFINITY; n + 1];
    e[n] = 0.0;
    for (i, &p) in live.iter().enumerate() {
        e[p] = x[i];
    }
    e
}

fn close(a: f64, b: f64, rel: f64) -> bool {
    if a.is_infinite() || b.is_infinite() {
        return a == b;
    }
    (a - b).abs() <= rel * a.abs().max(b.abs()).max(1.0)
}

// ---------------------------------------------------------------------------------------------
// Published figures for the classic board

/// Althoen, King and Schilling, "How long is a game of snakes and ladders?", The Mathematical
/// Gazette 77 (1993) 71-76: the Milton Bradley Chutes and Ladders as a 101-state absorbing chain
/// (start off the board, exact landing on 100), expected length exactly this fraction (about
/// 39.2). It is the board of classic-1952.json (chute 47 -> 26) under the "stay" overshoot.
const ALTHOEN_1993: &str = "225837582538403273407117496273279920181931269186581786048583/\
                            5757472998140039232950575874628786131130999406013041613400";

#[test]
fn classic_board_with_exact_landing_has_the_published_exact_expectation() {
    let t = classic(47, Overshoot::Stay);
    let exact = expected_turns_exact(&t).unwrap();
    assert_eq!(exact.to_string(), ALTHOEN_1993);
    let e = expected_turns(&t).unwrap();
    assert!(close(e, exact.to_f64(), 1e-14), "{e} vs {exact}");
    assert!((e - 39.2251).abs() < 1e-4, "{e}");
    let r = analyze(&t, 1).unwrap();
    assert_eq!(r.expected_turns_exact.as_deref(), Some(ALTHOEN_1993));
    assert_eq!(r.min_throws, Some(7));
}

/// J. Humpherys (BYU), "Chutes and Ladders" (math.byu.edu/~jeffh/mathematics/games/chutes):
/// start off the board, an overshooting spin loses the turn ("stay"), minimum 7, expected
/// 39.5984, 25th/50th/75th/95th percentiles 21/32/49/89. That expectation is the printing with
/// the chute at 48 -> 26 (classic-1952.json's note names it). Its percentiles are one less than
/// "the smallest t with P(T <= t) >= q": they count the throws completed before that one, i.e.
/// P(T <= N) < q <= P(T <= N + 1), which is what is checked.
#[test]
fn the_48_printing_with_exact_landing_has_the_published_expectation_and_percentiles() {
    let t = classic(48, Overshoot::Stay);
    let r = analyze(&t, 1).unwrap();
    let e = r.expected_turns.unwrap();
    assert!((e - 39.5984).abs() < 5e-5, "{e}");
    assert_eq!(r.min_throws, Some(7));
    let d = distribution(&t, &Horizon::default());
    let cdf = d.cdf();
    for (q, published) in [(0.25, 21usize), (0.5, 32), (0.75, 49), (0.95, 89)] {
        assert!(
            cdf[published - 1] < q && q <= cdf[published],
            "q {q}: P(T <= {published}) = {}, P(T <= {}) = {}",
            cdf[published - 1],
            published + 1,
            cdf[published]
        );
    }
    assert_eq!(r.median_turns, Some(33.0));
    assert_eq!(r.p95_turns, Some(90.0));
    // The other printing is not the published 39.5984.
    let other = expected_turns(&classic(47, Overshoot::Stay)).unwrap();
    assert!((other - 39.5984).abs() > 0.3);
}

/// Althoen et al. (as above): adding a ladder from 79 to 81 lengthens the expected game to
/// about 41.9.
#[test]
fn a_ladder_from_79_to_81_lengthens_the_classic_game_to_about_41_9() {
    let mut jumps = classic_board(47).jumps().to_vec();
    jumps.push(Jump::new(79, 81));
    let b = Board::new(100, jumps).unwrap();
    let e = expected_turns(&Table::new(&b, &rules(Overshoot::Stay)).unwrap()).unwrap();
    assert!((e - 41.9).abs() < 0.05, "{e}");
}

/// The shortest game is 7 throws under every finishing rule; its probability is the number of
/// optimal throw sequences (counted by the BFS) over 6^7.
#[test]
fn the_shortest_classic_game_is_seven_throws_with_the_counted_probability() {
    for chute in [47, 48] {
        for o in [Overshoot::Stay, Overshoot::Bounce, Overshoot::Win] {
            let t = classic(chute, o);
            let r = analyze(&t, 1).unwrap();
            assert_eq!(r.min_throws, Some(7), "{o}");
            let count = count_optimal(&t, &distances_to_end(&t)).value as f64;
            let p = count / 6f64.powi(7);
            assert!(
                close(r.p_min_turns, p, 1e-12),
                "{o}: {} vs {p}",
                r.p_min_turns
            );
            assert!(r.finish_pmf[..6].iter().all(|&x| x == 0.0));
        }
    }
}

/// Every rule variant of the classic board, float against exact against dense.
/// Figures (chute 47 / 48): stay 39.2251 / 39.5984, bounce 43.3246 / 43.7396,
/// win 35.8349 / 36.1931.
#[test]
fn every_rule_variant_of_the_classic_board_agrees_three_ways() {
    let figures = [
        (47, Overshoot::Stay, 39.2251),
        (47, Overshoot::Bounce, 43.3246),
        (47, Overshoot::Win, 35.8349),
        (48, Overshoot::Stay, 39.5984),
        (48, Overshoot::Bounce, 43.7396),
        (48, Overshoot::Win, 36.1931),
    ];
    for (chute, o, fig) in figures {
        let t = classic(chute, o);
        let e = expected_turns(&t).unwrap();
        let exact = expected_turns_exact(&t).unwrap().to_f64();
        let dense = dense_expected(&t)[0];
        assert!(close(e, exact, 1e-13), "{chute} {o}: {e} vs {exact}");
        assert!(close(e, dense, 1e-12), "{chute} {o}: {e} vs {dense}");
        assert!((e - fig).abs() < 5e-5, "{chute} {o}: {e}");
    }
}

// ---------------------------------------------------------------------------------------------
// Properties on small random boards under every rule combination

fn board_strategy() -> impl Strategy<Value = (u32, Vec<(u32, u32)>, Rules)> {
    boards_up_to(30)
}

fn boards_up_to(max_size: u32) -> impl Strategy<Value = (u32, Vec<(u32, u32)>, Rules)> {
    (2u32..=max_size, 1u32..=8)
        .prop_flat_map(|(size, faces)| {
            let jumps = prop::collection::vec((1..size, 1..=size), 0..=(size as usize / 2));
            (Just(size), jumps, prop::sample::select(all_rules(faces)))
        })
        .prop_map(|(size, jumps, rules)| (size, jumps, rules))
}

fn table_of(size: u32, jumps: &[(u32, u32)], rules: &Rules) -> Option<Table> {
    let mut seen = vec![false; size as usize + 1];
    let list: Vec<Jump> = jumps
        .iter()
        .filter(|&&(a, b)| a != b && !std::mem::replace(&mut seen[a as usize], true))
        .map(|&(a, b)| Jump::new(a, b))
        .collect();
    let board = Board::new(size, list).ok()?;
    match Table::new(&board, rules) {
        Ok(t) => Some(t),
        Err(Error::JumpCycle(_)) => None,
        Err(e) => panic!("{e}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn float_exact_and_dense_expectations_agree((size, jumps, rules) in board_strategy()) {
        let Some(t) = table_of(size, &jumps, &rules) else { return Ok(()) };
        let dense = dense_expected(&t);
        let by_square = expected_turns_by_square(&t);
        prop_assert_eq!(by_square.len(), size as usize + 1);
        for (p, (&a, &b)) in by_square.iter().zip(&dense).enumerate() {
            prop_assert!(close(a, b, 1e-9), "square {}: {} vs dense {}", p, a, b);
        }
        let start = t.start() as usize;
        let exact = expected_turns_exact(&t);
        match expected_turns(&t) {
            None => {
                prop_assert!(dense[start].is_infinite());
                prop_assert!(exact.is_none());
            }
            Some(e) => {
                let x = exact.unwrap().to_f64();
                prop_assert!(close(e, x, 1e-11), "float {} vs exact {}", e, x);
                prop_assert!(close(e, dense[start], 1e-9));
            }
        }
    }

    #[test]
    fn the_distribution_accounts_for_all_the_mass((size, jumps, rules) in board_strategy()) {
        let Some(t) = table_of(size, &jumps, &rules) else { return Ok(()) };
        let d = distribution(&t, &Horizon::default());
        let total: f64 = d.pmf.iter().sum::<f64>() + d.remaining.last().unwrap() + d.dropped;
        prop_assert!((total - 1.0).abs() < 1e-12, "total {}", total);
        prop_assert_eq!(d.remaining.len(), d.pmf.len() + 1);
        // The report shows the distribution up to 99.99% of the finishing mass, and the rest.
        let r = analyze(&t, 1).unwrap();
        let shown: f64 = r.finish_pmf.iter().sum::<f64>() + r.unfinished_mass;
        prop_assert!((shown - 1.0).abs() < 1e-12, "reported total {}", shown);
        prop_assert_eq!(r.finish_cdf.len(), r.finish_pmf.len());
        // Nothing finishes before the fewest throws; the fewest throws finish with the counted
        // probability.
        let dist = distances_to_end(&t);
        let start = t.start() as usize;
        let min = dist[start];
        if min != u32::MAX && min > 0 && !d.pmf.is_empty() {
            let m = min as usize;
            prop_assert!(d.pmf[..(m - 1).min(d.pmf.len())].iter().all(|&x| x == 0.0));
            let count = count_optimal(&t, &dist);
            if !count.saturated && m <= d.pmf.len() {
                let p = count.value as f64 / (t.faces() as f64).powi(min as i32);
                prop_assert!(close(d.pmf[m - 1], p, 1e-9), "{} vs {}", d.pmf[m - 1], p);
            }
        }
        // The finishing mass is the probability of ever finishing, to the asked share.
        let p_finish = finish_probability_by_square(&t)[start];
        prop_assert!(close(d.p_finish, p_finish, 1e-12));
        let finished: f64 = d.pmf.iter().sum();
        if !d.capped {
            prop_assert!(finished >= (1.0 - 1e-4) * p_finish - 1e-12);
        }
        prop_assert!(finished <= p_finish + 1e-9);
        // E[T] = Σ_{t>=0} P(T > t): the part over the computed range falls short by at most the
        // unfinished mass times the largest expectation left on the board.
        if let Some(e) = expected_turns(&t) {
            let partial: f64 = d.remaining[..d.pmf.len()].iter().sum();
            let worst = expected_turns_by_square(&t)
                .iter()
                .cloned()
                .filter(|e| e.is_finite())
                .fold(0.0, f64::max);
            let left = d.remaining.last().unwrap() + d.dropped;
            prop_assert!(partial <= e * (1.0 + 1e-9) + 1e-9, "{} > {}", partial, e);
            prop_assert!(e - partial <= left * worst * (1.0 + 1e-6) + 1e-6);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// Boards large enough for the reduced system to have dozens of targets, with short jumps
    /// (the banded preconditioner's case) or long ones, under every rule combination.
    #[test]
    fn medium_boards_agree_with_a_dense_solve(
        size in 80u32..=260,
        density in 5u32..=30,
        reach in prop::sample::select(vec![4u32, 15, 40, 1000]),
        faces in 1u32..=8,
        rule in 0usize..12,
        seed in any::<u64>(),
    ) {
        let board = local_board(size, size * density / 100, reach, seed);
        let Ok(t) = Table::new(&board, &all_rules(faces)[rule]) else {
            return Ok(());
        };
        let ours = expected_turns_by_square(&t);
        let dense = dense_expected(&t);
        for (p, (a, b)) in ours.iter().zip(&dense).enumerate() {
            prop_assert!(close(*a, *b, 1e-9), "square {}: {} vs dense {}", p, a, b);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 100, ..ProptestConfig::default() })]

    #[test]
    fn two_players_without_interaction_match_a_brute_force_joint_chain(
        (size, jumps, rules) in boards_up_to(12)
    ) {
        independent_odds_match_brute_force(size, &jumps, &rules, 2)?;
    }

    #[test]
    fn three_players_without_interaction_match_a_brute_force_joint_chain(
        (size, jumps, rules) in boards_up_to(4)
    ) {
        independent_odds_match_brute_force(size, &jumps, &rules, 3)?;
    }

    #[test]
    fn two_player_knock_off_matches_a_brute_force_joint_chain(
        (size, jumps, rules) in boards_up_to(10)
    ) {
        let Some(t) = table_of(size, &jumps, &rules) else { return Ok(()) };
        let o = knock_off_odds(&t).unwrap();
        let brute = brute_force_game(&t, 2, true);
        for (a, b) in o.win_probability.iter().zip(&brute.0) {
            prop_assert!((a - b).abs() < 1e-9, "{} vs {}", a, b);
        }
        match o.expected_game_turns {
            Some(e) => prop_assert!(close(e, brute.1, 1e-8), "{} vs {}", e, brute.1),
            None => prop_assert!(brute.1.is_infinite()),
        }
    }
}

fn independent_odds_match_brute_force(
    size: u32,
    jumps: &[(u32, u32)],
    rules: &Rules,
    players: usize,
) -> Result<(), TestCaseError> {
    let Some(t) = table_of(size, jumps, rules) else {
        return Ok(());
    };
    let odds = independent_odds(&t, players).unwrap();
    let brute = brute_force_game(&t, players, false);
    for (i, (a, b)) in odds.win_probability.iter().zip(&brute.0).enumerate() {
        prop_assert!((a - b).abs() < 1e-9, "player {}: {} vs {}", i, a, b);
    }
    match odds.expected_game_turns {
        Some(turns) => prop_assert!(close(turns, brute.1, 1e-8), "{} vs {}", turns, brute.1),
        None => prop_assert!(expected_turns(&t).is_none()),
    }
    Ok(())
}

/// The whole game of `players` players as one dense chain over (every player's square, whose
/// turn): win probability per seat and expected turns of all players together (infinite if the
/// game may never end). Knock-off as in the game: resting (after a real move) on another
/// player's square other than the start sends them to the start.
fn brute_force_game(t: &Table, players: usize, knock_off: bool) -> (Vec<f64>, f64) {
    let n = t.size() as usize;
    let k = t.faces();
    let start = t.start() as usize;
    let states = n.pow(players as u32) * players;
    let encode =
        |pos: &[usize], turn: usize| pos.iter().fold(0, |acc, &p| acc * n + p) * players + turn;
    let decode = |mut s: usize| {
        let turn = s % players;
        s /= players;
        let mut pos = vec![0; players];
        for i in (0..players).rev() {
            pos[i] = s % n;
            s /= n;
        }
        (pos, turn)
    };
    // Transitions: (next state or the winning seat, probability).
    let moves = |s: usize| {
        let (pos, turn) = decode(s);
        let mut out: Vec<(Result<usize, usize>, f64)> = Vec::new();
        for r in 1..=k {
            let from = pos[turn];
            let to = t.step(from as u32, r) as usize;
            if to == n {
                out.push((Err(turn), 1.0 / k as f64));
                continue;
            }
            let moved = t.cells()[from + r as usize] != snakes_ladders::rules::STAY;
            let mut next = pos.clone();
            next[turn] = to;
            if knock_off && moved && to != start {
                for (i, p) in next.iter_mut().enumerate() {
                    if i != turn && *p == to {
                        *p = start;
                    }
                }
            }
            out.push((Ok(encode(&next, (turn + 1) % players)), 1.0 / k as f64));
        }
        out
    };
    // Which states can end; which can reach one that cannot.
    let mut can = vec![false; states];
    loop {
        let mut changed = false;
        for s in 0..states {
            if !can[s] && moves(s).iter().any(|(m, _)| m.map_or(true, |q| can[q])) {
                can[s] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut doomed: Vec<bool> = can.iter().map(|c| !c).collect();
    loop {
        let mut changed = false;
        for s in 0..states {
            if !doomed[s] && moves(s).iter().any(|(m, _)| m.is_ok_and(|q| doomed[q])) {
                doomed[s] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let s0 = encode(&vec![start; players], 0);
    // Win probabilities: one dense solve per seat over the states that can end.
    let live: Vec<usize> = (0..states).filter(|&s| can[s]).collect();
    let mut index = vec![usize::MAX; states];
    for (i, &s) in live.iter().enumerate() {
        index[s] = i;
    }
    let mut wins = vec![0.0; players];
    for (seat, w) in wins.iter_mut().enumerate() {
        let m = live.len();
        let mut a = vec![vec![0.0; m]; m];
        let mut b = vec![0.0; m];
        for (i, &s) in live.iter().enumerate() {
            a[i][i] += 1.0;
            for (mv, p) in moves(s) {
                match mv {
                    Err(winner) if winner == seat => b[i] += p,
                    Err(_) => {}
                    Ok(q) if can[q] => a[i][index[q]] -= p,
                    Ok(_) => {}
                }
            }
        }
        *w = if can[s0] {
            dense_solve(a, b)[index[s0]]
        } else {
            0.0
        };
    }
    let turns = if doomed[s0] {
        f64::INFINITY
    } else {
        let live: Vec<usize> = (0..states).filter(|&s| !doomed[s]).collect();
        let mut index = vec![usize::MAX; states];
        for (i, &s) in live.iter().enumerate() {
            index[s] = i;
        }
        let m = live.len();
        let mut a = vec![vec![0.0; m]; m];
        for (i, &s) in live.iter().enumerate() {
            a[i][i] += 1.0;
            for (mv, p) in moves(s) {
                if let Ok(q) = mv {
                    a[i][index[q]] -= p;
                }
            }
        }
        dense_solve(a, vec![1.0; m])[index[s0]]
    };
    (wins, turns)
}

// ---------------------------------------------------------------------------------------------
// Unreachable and partly unreachable boards

#[test]
fn an_unreachable_end_gives_infinite_expectation_at_once_even_on_a_huge_board() {
    // The six squares before the end all lead back to square 1.
    let n = 500_000;
    let snakes: Vec<Jump> = (n - 6..n).map(|s| Jump::new(s, 1)).collect();
    let b = Board::new(n, snakes).unwrap();
    let t = Table::new(&b, &rules(Overshoot::Stay)).unwrap();
    assert_eq!(expected_turns(&t), None);
    let r = analyze(&t, 2).unwrap();
    assert_eq!(r.expected_turns, None);
    assert_eq!(r.min_throws, None);
    assert_eq!(r.p_finish, 0.0);
    assert!(r.finish_pmf.is_empty());
    assert_eq!(r.win_probability, Some(vec![0.0, 0.0]));
    assert_eq!(r.expected_rounds, None);
    let by_square = expected_turns_by_square(&t);
    assert!(by_square[..(n - 6) as usize]
        .iter()
        .all(|e| e.is_infinite()));
    let sim = simulate(
        &t,
        &SimulationOptions {
            games: 1000,
            ..SimulationOptions::default()
        },
    )
    .unwrap();
    assert_eq!(sim.unfinished, 1000);
    assert_eq!(sim.mean_turns, None);
}

/// From the start a throw of 1 climbs over a trap (square 7, whose every throw lands on a
/// snake back to 7); any other throw lands before the trap and can never pass it.
fn trap_board() -> Table {
    let mut jumps: Vec<Jump> = (8..=13).map(|s| Jump::new(s, 7)).collect();
    jumps.push(Jump::new(1, 15));
    let b = Board::new(20, jumps).unwrap();
    Table::new(&b, &rules(Overshoot::Stay)).unwrap()
}

#[test]
fn a_board_that_strands_some_games_finishes_with_the_right_probability() {
    let t = trap_board();
    assert_eq!(expected_turns(&t), None);
    let r = analyze(&t, 1).unwrap();
    assert!((r.p_finish - 1.0 / 6.0).abs() < 1e-14, "{}", r.p_finish);
    let finished: f64 = r.finish_pmf.iter().sum();
    assert!(((1.0 - 1e-4) / 6.0..=1.0 / 6.0 + 1e-14).contains(&finished));
    assert!((finished + r.unfinished_mass - 1.0).abs() < 1e-12);
    // The median is never reached: five games in six never end.
    assert_eq!(r.median_turns, None);
    assert!(r.mode_turns.is_some());
    // Past the ladder the game is an ordinary one.
    let by_square = expected_turns_by_square(&t);
    assert!(by_square[15].is_finite() && by_square[2].is_infinite());
    let sim = simulate(
        &t,
        &SimulationOptions {
            games: 60_000,
            seed: 3,
            ..SimulationOptions::default()
        },
    )
    .unwrap();
    let share = sim.finished as f64 / sim.games as f64;
    assert!((share - 1.0 / 6.0).abs() < 0.01, "{share}");
}

// ---------------------------------------------------------------------------------------------
// Simulation

/// The simulated mean falls inside its 95% interval around the exact answer on about 95% of
/// boards: count the misses over many boards and allow what chance allows (P(Bin(80, 0.05)
/// >= 12) < 0.002), with every seed fixed.
#[test]
fn simulation_agrees_with_the_exact_answers_within_its_intervals() {
    let mut misses = 0;
    let mut tried = 0;
    for seed in 0..120u64 {
        if tried == 80 {
            break;
        }
        let size = 20 + (seed as u32 * 7) % 60;
        let board = random_board(size, size / 8, 1000 + seed);
        let rules = all_rules(6)[seed as usize % 12];
        let Ok(t) = Table::new(&board, &rules) else {
            continue;
        };
        let Some(e) = expected_turns(&t) else {
            continue;
        };
        if e > 500.0 {
            continue;
        }
        tried += 1;
        let options = SimulationOptions {
            games: 4000,
            seed,
            ..SimulationOptions::default()
        };
        let sim = simulate(&t, &options).unwrap();
        let i = sim.mean_turns.unwrap();
        if !(i.low..=i.high).contains(&e) {
            misses += 1;
        }
    }
    assert_eq!(tried, 80);
    assert!(misses < 12, "{misses} of 80 intervals missed");
}

#[test]
fn simulated_win_shares_agree_with_the_exact_odds_within_their_intervals() {
    let mut misses = 0;
    let mut checks = 0;
    for seed in 0..30u64 {
        let size = 30 + (seed as u32 * 11) % 50;
        let board = random_board(size, size / 10, 5000 + seed);
        let t = Table::new(&board, &rules(Overshoot::Bounce)).unwrap();
        if expected_turns(&t).is_none_or(|e| e > 300.0) {
            continue;
        }
        let players = 2 + seed as usize % 3;
        let exact = independent_odds(&t, players).unwrap();
        let sim = simulate(
            &t,
            &SimulationOptions {
                games: 4000,
                players,
                seed,
                ..SimulationOptions::default()
            },
        )
        .unwrap();
        for (share, p) in sim.wins.iter().zip(&exact.win_probability) {
            checks += 1;
            if !(share.low..=share.high).contains(p) {
                misses += 1;
            }
        }
        let rounds = sim.mean_rounds.unwrap();
        checks += 1;
        if !(rounds.low..=rounds.high).contains(&exact.expected_rounds.unwrap()) {
            misses += 1;
        }
        // Knock-off, two players: against the exact joint chain.
        let ko = knock_off_odds(&t).unwrap();
        let sim = simulate(
            &t,
            &SimulationOptions {
                games: 4000,
                players: 2,
                knock_off: true,
                seed: seed + 77,
                ..SimulationOptions::default()
            },
        )
        .unwrap();
        checks += 2;
        if !(sim.wins[0].low..=sim.wins[0].high).contains(&ko.win_probability[0]) {
            misses += 1;
        }
        let turns = sim.mean_turns.unwrap();
        if !(turns.low..=turns.high).contains(&ko.expected_game_turns.unwrap()) {
            misses += 1;
        }
    }
    assert!(checks >= 100, "{checks}");
    // About 5% of checks may miss; far more means a real disagreement.
    assert!(
        (misses as f64) < 0.05 * checks as f64 + 3.0 * (0.05 * checks as f64).sqrt() + 1.0,
        "{misses} of {checks} intervals missed"
    );
}

/// Sixes again changes turns but not the throws one player needs: the mean number of throws is
/// the Markov expectation, and the mean number of turns is smaller.
#[test]
fn with_sixes_again_one_player_still_needs_the_expected_throws() {
    let t = classic(47, Overshoot::Bounce);
    let e = expected_turns(&t).unwrap();
    let sim = simulate(
        &t,
        &SimulationOptions {
            games: 40_000,
            sixes_again: true,
            seed: 11,
            ..SimulationOptions::default()
        },
    )
    .unwrap();
    let throws = sim.mean_throws.unwrap();
    let turns = sim.mean_turns.unwrap();
    // A 99.9% interval: this single check should essentially never fail by chance.
    let half = 3.29 * throws.std_error;
    assert!((throws.mean - e).abs() < half, "{} vs {e}", throws.mean);
    assert!(turns.mean < throws.mean * 0.9);
}

#[test]
fn simulation_sums_text_is_read_as_serde_json_reads_it() {
    // Past u64 in the squared sums, 2^53 and u64::MAX in the others, eight seats.
    let sums = SimulationSums {
        games: u64::MAX,
        unfinished: 1 << 53,
        turns: 7,
        turns_squared: u128::MAX,
        rounds: 0,
        rounds_squared: u128::from(u64::MAX) + 1,
        throws: 12,
        throws_squared: 144,
        wins: vec![0, 1, u64::MAX, 3, 4, 5, 6, 7],
    };
    let text = sums.to_json();
    assert_eq!(text, serde_json::to_string(&sums).unwrap());
    assert_eq!(SimulationSums::from_json(&text).unwrap(), sums);
    // Whitespace, another key order and unknown keys, as serde_json takes them.
    let loose = "{ \"wins\" : [1, 2], \"games\": 3, \"unfinished\": 0, \"turns\": 4, \"turns_squared\": 16,\n\"rounds\": 2, \"rounds_squared\": 4, \"throws\": 4, \"throws_squared\": 16, \"extra\": [null] }";
    let want = serde_json::from_str::<SimulationSums>(loose).unwrap();
    assert_eq!(SimulationSums::from_json(loose).unwrap(), want);
    // Texts serde_json refuses are refused too: damaged, missing or altered
    // fields, numbers that are no whole number or do not fit.
    let damaged = [
        String::new(),
        "[]".to_string(),
        text.replace("\"games\"", "\"game\""),
        text.replace("\"wins\":[0,", "\"wins\":[-1,"),
        text.replace("\"turns\":7", "\"turns\":7.0"),
        text.replace("\"turns\":7", "\"turns\":\"7\""),
        text.replace(
            "\"games\":18446744073709551615",
            "\"games\":18446744073709551616",
        ),
        text.replace(
            "\"rounds_squared\":18446744073709551616",
            "\"rounds_squared\":1e3",
        ),
        text.replace("\"wins\":[0,1,", "\"wins\":{\"a\":1,"),
        text.replace("\"wins\":[0,", "\"wins\":[null,"),
        text[..text.len() - 1].to_string(),
        format!("{text} x"),
        text.replace(
            "340282366920938463463374607431768211455",
            "340282366920938463463374607431768211456",
        ),
    ];
    for t in &damaged {
        assert!(
            serde_json::from_str::<SimulationSums>(t).is_err(),
            "serde_json reads {t}"
        );
        let why = SimulationSums::from_json(t).expect_err(t).to_string();
        assert!(!why.is_empty(), "{t}");
    }
    let why = SimulationSums::from_json(&text.replace("\"games\"", "\"game\"")).unwrap_err();
    assert_eq!(
        why.to_string(),
        "expected `games`, a whole number, found nothing"
    );
    let why = SimulationSums::from_json("{\"games\": 1,").unwrap_err();
    assert_eq!(
        why.to_string(),
        "EOF while parsing a value at line 1, column 12"
    );
}

#[test]
fn chunked_simulation_sums_equal_the_single_run() {
    let t = classic(47, Overshoot::Bounce);
    for (players, knock_off, sixes_again, three_sixes_end) in [
        (1, false, false, false),
        (1, false, true, true),
        (3, true, true, false),
        (8, true, true, true),
    ] {
        let options = SimulationOptions {
            games: 5000,
            players,
            knock_off,
            sixes_again,
            three_sixes_end,
            seed: 42,
        };
        let whole = simulate_games(&t, &options, 0..5000).unwrap();
        let mut parts = SimulationSums::new(players);
        for range in [0..1, 1..1234, 1234..1234, 1234..4000, 4000..5000] {
            parts.merge(&simulate_games(&t, &options, range).unwrap());
        }
        assert_eq!(parts, whole);
        assert_eq!(whole.games, 5000);
        assert_eq!(whole.wins.iter().sum::<u64>() + whole.unfinished, 5000);
        // The sums survive the text form the workers pass around, written and read as
        // serde_json writes and reads the struct.
        let text = whole.to_json();
        assert_eq!(text, serde_json::to_string(&whole).unwrap());
        assert_eq!(SimulationSums::from_json(&text).unwrap(), whole);
        assert_eq!(
            serde_json::from_str::<SimulationSums>(&text).unwrap(),
            whole
        );
        // A different seed plays different games.
        let other = simulate_games(
            &t,
            &SimulationOptions {
                seed: 43,
                ..options
            },
            0..5000,
        );
        assert_ne!(other.unwrap(), whole);
    }
}

/// The fast simulation and the interactive game (src/game.rs) are separate code; with the same
/// dice they must play every game identically: winner, throws and turns, under every mix of
/// house rules, rules and player counts.
#[test]
fn the_simulation_plays_the_house_rules_exactly_as_the_game_does() {
    use snakes_ladders::game::{Game, GameOptions};
    let mut checked = 0;
    for seed in 0..400u64 {
        let size = 15 + (seed as u32 * 13) % 50;
        let board = random_board(size, size / 6, 300 + seed);
        let rules = all_rules(if seed % 5 == 0 { 4 } else { 6 })[seed as usize % 12];
        let Ok(t) = Table::new(&board, &rules) else {
            continue;
        };
        if expected_turns(&t).is_none_or(|e| e > 2000.0) {
            continue;
        }
        let players = 1 + seed as usize % 8;
        let sixes_again = seed % 2 == 0;
        let options = SimulationOptions {
            games: 1,
            players,
            knock_off: seed % 3 != 0,
            sixes_again,
            three_sixes_end: sixes_again && seed % 4 == 0,
            seed,
        };
        let mut game_options = GameOptions::players(players, seed);
        game_options.rules = rules;
        game_options.knock_off = options.knock_off;
        game_options.sixes_again = options.sixes_again;
        game_options.three_sixes_end = options.three_sixes_end;
        let mut game = Game::new(board.clone(), game_options).unwrap();
        while !game.is_over() {
            game.roll().unwrap();
        }
        let ours = play_game(&t, &options, &mut Dice::new(seed))
            .unwrap()
            .unwrap();
        assert_eq!(Some(ours.winner), game.winner(), "seed {seed}");
        assert_eq!(ours.throws, game.moves_made() as u64, "seed {seed}");
        assert_eq!(ours.turns, game.turn_number(), "seed {seed}");
        assert_eq!(ours.rounds, (ours.turns - 1) / players as u32 + 1);
        checked += 1;
    }
    assert!(checked > 200, "{checked}");
}

#[test]
fn simulation_refuses_bad_options() {
    let t = classic(47, Overshoot::Bounce);
    for bad in [
        SimulationOptions {
            players: 0,
            ..SimulationOptions::default()
        },
        SimulationOptions {
            players: 9,
            ..SimulationOptions::default()
        },
        SimulationOptions {
            three_sixes_end: true,
            ..SimulationOptions::default()
        },
    ] {
        assert!(simulate(&t, &bad).is_err());
    }
    assert!(analyze(&t, 0).is_err());
    assert!(analyze(&t, 9).is_err());
}

// ---------------------------------------------------------------------------------------------
// Scale: medium boards against the dense solve, large boards against their own equations

#[test]
fn medium_boards_with_many_snakes_agree_with_a_dense_solve() {
    // Long jumps anywhere, and short ones (whose slow, diffusion-like walk over the snake
    // tails needs the banded preconditioner).
    let boards = [
        random_board(300, 30, 77),
        random_board(400, 60, 78),
        random_board(250, 100, 79),
        local_board(500, 100, 20, 80),
        local_board(600, 150, 60, 81),
    ];
    for board in &boards {
        for rules in [rules(Overshoot::Bounce), rules(Overshoot::Stay)] {
            let t = Table::new(board, &rules).unwrap();
            let ours = expected_turns_by_square(&t);
            let dense = dense_expected(&t);
            for (p, (a, b)) in ours.iter().zip(&dense).enumerate() {
                assert!(close(*a, *b, 1e-9), "square {p}: {a} vs {b}");
            }
        }
    }
}

/// Wide dice take the sliding-window paths of the sweep (more than 16 faces) and of the
/// distribution (more than 32); they must agree with the dense solve and count like narrow ones.
#[test]
fn wide_dice_agree_with_a_dense_solve_and_the_counted_shortest_games() {
    for (i, faces) in [12u32, 20, 40, 100].into_iter().enumerate() {
        for overshoot in [Overshoot::Stay, Overshoot::Bounce, Overshoot::Win] {
            let board = random_board(150, 25, 31 + i as u64);
            let rules = Rules {
                faces,
                overshoot,
                ..Rules::default()
            };
            let t = Table::new(&board, &rules).unwrap();
            let ours = expected_turns_by_square(&t);
            let dense = dense_expected(&t);
            for (p, (a, b)) in ours.iter().zip(&dense).enumerate() {
                assert!(
                    close(*a, *b, 1e-9),
                    "d{faces} {overshoot} square {p}: {a} vs {b}"
                );
            }
            // (The exact fraction of a d100 on 150 squares is slow in a debug build.)
            if let (Some(e), true) = (expected_turns(&t), faces <= 20) {
                let x = expected_turns_exact(&t).unwrap().to_f64();
                assert!(close(e, x, 1e-11), "d{faces} {overshoot}: {e} vs {x}");
            }
            let d = distribution(&t, &Horizon::default());
            let total: f64 = d.pmf.iter().sum::<f64>() + d.remaining.last().unwrap() + d.dropped;
            assert!((total - 1.0).abs() < 1e-12, "d{faces} {overshoot}: {total}");
            let dist = distances_to_end(&t);
            let min = dist[0];
            let count = count_optimal(&t, &dist);
            if min != u32::MAX && !count.saturated {
                let p = count.value as f64 / (faces as f64).powi(min as i32);
                let got = d.pmf[min as usize - 1];
                assert!(close(got, p, 1e-9), "d{faces} {overshoot}: {got} vs {p}");
            }
        }
    }
}

/// A long board of short jumps: the unpreconditioned cycle does not converge, and the banded
/// preconditioner takes over; the answer must still be the dense one.
#[test]
fn short_jumps_take_the_banded_preconditioner_and_agree_with_a_dense_solve() {
    for (size, seed, faces) in [(1000u32, 17u64, 2u32), (1000, 5, 6)] {
        let board = local_board(size, size / 5, 10, seed);
        let t = Table::new(
            &board,
            &Rules {
                faces,
                ..Rules::default()
            },
        )
        .unwrap();
        let options = AnalyzeOptions {
            exact_max_squares: 0,
            ..AnalyzeOptions::default()
        };
        let r = analyze_with(&t, 1, &options).unwrap();
        assert_eq!(r.solver.method, "elimination", "{:?}", r.solver);
        // The iterative fallback (for boards too costly to eliminate) must agree too.
        let (iterative, stats) = snakes_ladders::analysis::expected_turns_by_square_iterative(&t);
        let ours = expected_turns_by_square(&t);
        let dense = dense_expected(&t);
        for (p, (a, b)) in ours.iter().zip(&dense).enumerate() {
            assert!(close(*a, *b, 1e-9), "square {p}: {a} vs {b}");
            assert!(
                close(iterative[p], *b, 1e-9),
                "square {p}: {} vs {b}",
                iterative[p]
            );
        }
        assert!(stats.relative_error_bound < 1e-9, "{stats:?}");
        if seed == 17 {
            assert!(stats.band > 0, "{stats:?}");
        }
    }
}

/// The iterative solve's bound, proved from its residual, covers its real error on every
/// square: checked against the exact fraction (computed independently in big integers) on
/// boards where the iterative method is forced, long jumps and short.
#[test]
fn the_iterative_bound_from_the_residual_covers_the_error_against_the_exact_fraction() {
    let boards = [
        random_board(200, 30, 41),
        local_board(240, 60, 12, 42),
        random_board(120, 40, 43),
    ];
    for board in &boards {
        for overshoot in [Overshoot::Bounce, Overshoot::Stay, Overshoot::Win] {
            let t = Table::new(board, &rules(overshoot)).unwrap();
            let Some(exact) = expected_turns_exact(&t) else {
                continue;
            };
            let x = exact.to_f64();
            let (y, stats) = snakes_ladders::analysis::expected_turns_by_square_iterative(&t);
            let err = ((y[0] - x) / x).abs();
            assert!(
                stats.relative_error_bound.is_finite() && err <= stats.relative_error_bound,
                "{overshoot}: {} vs {x}, error {err:.1e}, bound {:?}",
                y[0],
                stats
            );
            // Proved from the residual, the bound is near the real error, not a worst case.
            assert!(stats.relative_error_bound < 1e-12, "{stats:?}");
        }
    }
}

/// A 100,000-square board with long jumps (10% of its squares starting one) is solved
/// iteratively without first trying an elimination its structure makes far too costly, and
/// the residual proves its expectation to 1e-9 (the a priori bound of the old check gave 5e-7).
#[test]
fn a_board_of_long_jumps_goes_iterative_at_once_and_is_proven_to_1e_9() {
    use std::time::Instant;
    let size = if cfg!(debug_assertions) {
        20_000
    } else {
        100_000
    };
    for overshoot in [Overshoot::Stay, Overshoot::Bounce] {
        let board = snakes_ladders::workloads::jump_board(size, 1).unwrap();
        let t = Table::new(&board, &rules(overshoot)).unwrap();
        let clock = Instant::now();
        let e = expected_turns_by_square(&t);
        let took = clock.elapsed();
        let r = analyze(&t, 1).unwrap();
        assert_eq!(r.solver.method, "iterative", "{:?}", r.solver);
        assert!(r.solver.relative_error_bound <= 1e-9, "{:?}", r.solver);
        assert!(worst_relative_residual(&t, &e) < 1e-12);
        println!("{size} squares {overshoot}: {took:?}, {:?}", r.solver);
        // The elimination attempt alone took seconds; the whole solve takes well under one.
        if !cfg!(debug_assertions) {
            assert!(took.as_secs_f64() < 3.0, "{took:?}");
        }
    }
}

/// The residual of E[p] = 1 + (1/k) Σ E[step(p, r)] on every square, relative to E[p].
fn worst_relative_residual(t: &Table, e: &[f64]) -> f64 {
    let n = t.size();
    let k = t.faces();
    (0..n)
        .filter(|&p| e[p as usize].is_finite())
        .map(|p| {
            let mean: f64 = (1..=k).map(|r| e[t.step(p, r) as usize]).sum::<f64>() / k as f64;
            ((e[p as usize] - 1.0 - mean) / e[p as usize]).abs()
        })
        .fold(0.0, f64::max)
}

#[test]
fn large_boards_satisfy_their_equations_and_report_timings() {
    use std::time::Instant;
    let boards: &[(u32, u32, Overshoot)] = if cfg!(debug_assertions) {
        &[(10_000, 1_000, Overshoot::Bounce)]
    } else {
        &[
            (10_000, 1_000, Overshoot::Bounce),
            (100_000, 10_000, Overshoot::Bounce),
            (100_000, 10_000, Overshoot::Stay),
        ]
    };
    // Jumps anywhere, and jumps at most 1,000 squares long (a slow walk over the tails).
    let mut cases: Vec<(String, Table)> = Vec::new();
    for &(size, jumps, overshoot) in boards {
        let t = Table::new(&random_board(size, jumps, 9), &rules(overshoot)).unwrap();
        cases.push((format!("{size} squares, {jumps} jumps, {overshoot}"), t));
        let t = Table::new(&local_board(size, jumps, 1000, 9), &rules(overshoot)).unwrap();
        cases.push((
            format!("{size} squares, {jumps} jumps up to 1000 long, {overshoot}"),
            t,
        ));
    }
    for (name, t) in cases {
        let clock = Instant::now();
        let e = expected_turns_by_square(&t);
        let solve_time = clock.elapsed();
        let clock = Instant::now();
        let r = analyze(&t, 1).unwrap();
        let analyze_time = clock.elapsed();
        let worst = worst_relative_residual(&t, &e);
        println!(
            "{name}: E = {:.6}, solve {solve_time:?} ({} targets, {} sweeps, band {}), \
             analyze with distribution {analyze_time:?} ({} throws{}), worst residual {worst:.1e}",
            e[0],
            r.solver.back_edge_targets,
            r.solver.sweeps,
            r.solver.band,
            r.finish_pmf.len(),
            if r.distribution_capped {
                ", capped"
            } else {
                ""
            }
        );
        assert!(worst < 1e-10, "{worst}");
        assert_eq!(r.expected_turns, Some(e[0]));
    }
}

#[test]
fn simulation_speed_is_reported() {
    use std::time::Instant;
    let t = classic(47, Overshoot::Stay);
    let games = if cfg!(debug_assertions) {
        100_000
    } else {
        5_000_000
    };
    let clock = Instant::now();
    let r = simulate(
        &t,
        &SimulationOptions {
            games,
            seed: 1,
            ..SimulationOptions::default()
        },
    )
    .unwrap();
    let secs = clock.elapsed().as_secs_f64();
    println!(
        "one-player classic games: {:.2} million per second (mean {:.4})",
        games as f64 / secs / 1e6,
        r.mean_turns.unwrap().mean
    );
}

// ---------------------------------------------------------------------------------------------
// The report

#[test]
fn the_report_serializes_with_the_agreed_field_names() {
    let t = classic(47, Overshoot::Stay);
    let r = analyze_with(
        &t,
        2,
        &AnalyzeOptions {
            knock_off: true,
            ..AnalyzeOptions::default()
        },
    )
    .unwrap();
    let v: serde_json::Value = serde_json::to_value(&r).unwrap();
    for key in [
        "min_throws",
        "expected_turns",
        "expected_turns_exact",
        "median_turns",
        "mode_turns",
        "p90_turns",
        "p_min_turns",
        "finish_pmf",
        "win_probability",
    ] {
        assert!(v.get(key).is_some(), "missing {key}");
    }
    assert_eq!(v["min_throws"], 7);
    assert_eq!(v["expected_turns_exact"], ALTHOEN_1993);
    assert_eq!(v["win_probability"].as_array().unwrap().len(), 2);
    let pmf = v["finish_pmf"].as_array().unwrap();
    assert_eq!(pmf[0], 0.0);
    let p: Vec<f64> = r.win_probability.clone().unwrap();
    assert!(p[0] > p[1] && (p[0] + p[1] - 1.0).abs() < 1e-12);
    let ko = r.knock_off.as_ref().unwrap();
    assert_eq!(ko.method, "exact joint chain");
    let text = r.to_string();
    assert!(text.contains("39.22512"), "{text}");
    assert!(text.contains("with knock-off"), "{text}");
    // The mode is a length nobody can beat, and the quantiles are ordered.
    let (m, med, p90) = (
        r.mode_turns.unwrap(),
        r.median_turns.unwrap(),
        r.p90_turns.unwrap(),
    );
    assert!(m >= 7 && med <= p90 && f64::from(m) <= p90);
    let best = r.finish_pmf.iter().cloned().fold(0.0, f64::max);
    assert_eq!(r.finish_pmf[m as usize - 1], best);
}

/// A wide die bouncing past the end makes nearly every square a back-edge target: the exact
/// fraction would take many seconds, so the report leaves it out (and keeps the float).
#[test]
fn the_report_skips_an_exact_fraction_that_would_take_too_long() {
    let rules = Rules {
        faces: 250,
        ..Rules::default()
    };
    let t = Table::new(&random_board(250, 25, 3), &rules).unwrap();
    let r = analyze(&t, 1).unwrap();
    assert_eq!(r.expected_turns_exact, None);
    assert!(r.expected_turns.is_some());
    // A narrow die on the same board is cheap, and exact.
    let t = Table::new(&random_board(250, 25, 3), &Rules::default()).unwrap();
    let r = analyze(&t, 1).unwrap();
    let exact = r.expected_turns_exact.unwrap();
    let (p, q) = exact.split_once('/').unwrap();
    // Leading digits and lengths, so that numbers past the float range still compare.
    let lead = |s: &str| s[..s.len().min(17)].parse::<f64>().unwrap();
    let ratio = lead(p) / lead(q)
        * 10f64.powi((p.len() - p.len().min(17)) as i32 - (q.len() - q.len().min(17)) as i32);
    assert!(close(ratio, r.expected_turns.unwrap(), 1e-12));
}

#[test]
fn knock_off_beyond_the_exact_limit_is_simulated_and_says_so() {
    let t = Table::new(&random_board(500, 20, 1), &rules(Overshoot::Bounce)).unwrap();
    assert!(knock_off_odds(&t).is_err());
    let r = analyze_with(
        &t,
        2,
        &AnalyzeOptions {
            knock_off: true,
            simulated_games: 2000,
            ..AnalyzeOptions::default()
        },
    )
    .unwrap();
    let ko = r.knock_off.unwrap();
    assert_eq!(ko.method, "simulated");
    assert!(ko.simulation.is_some());
    assert_eq!(r.expected_turns_exact, None);
    let _ = analysis::EXACT_MAX_SQUARES;
}
