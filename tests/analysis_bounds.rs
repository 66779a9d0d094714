//! The guarantees the analysis reports for the distribution of game lengths, its percentiles
//! and the independent win odds, checked against exact arithmetic: the one-player chain walked
//! square by square from the board (tests/reference), its mass pushed in big integers scaled by
//! `faces^t`, so that every probability below is an exact fraction, and the win odds summed
//! exactly from it. The reported bounds must contain the exact values on every board, however
//! ill-conditioned, and a percentile reported as certain must be the exact one.

#![cfg(not(target_arch = "wasm32"))]

mod reference;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};
use reference::{all_rules, dead_squares, destinations, random_board, Mix};
use snakes_ladders::analysis::{self, Distribution, Horizon};
use snakes_ladders::board::{Board, Jump};
use snakes_ladders::rules::{Overshoot, Rules, Start, Table};
use std::cmp::Ordering;

/// The exact one-player chain, its mass scaled by `faces^t` so that it stays integral.
struct Exact {
    moves: Vec<Vec<usize>>,
    dead: Vec<bool>,
    faces: BigInt,
    /// Mass on squares 0..size after `t` throws, times `faces^t`.
    mass: Vec<BigInt>,
    /// `faces^t` for t = 0, 1, ...
    scale: Vec<BigInt>,
    /// P(T = t) · faces^t for t = 1, 2, ... (index t - 1).
    pmf: Vec<BigInt>,
    /// P(T <= t) · faces^t for t = 0, 1, ...
    cdf: Vec<BigInt>,
    /// Mass on squares that can still finish, times faces^t, for t = 0, 1, ...
    live: Vec<BigInt>,
}

impl Exact {
    fn new(board: &Board, rules: &Rules) -> Option<Exact> {
        let moves = destinations(board, rules)?;
        let dead = dead_squares(&moves);
        let n = board.size() as usize;
        let start = reference::start_of(rules);
        let mut mass = vec![BigInt::zero(); n];
        mass[start] = BigInt::one();
        let live = BigInt::from(u8::from(!dead[start]));
        Some(Exact {
            moves,
            dead,
            faces: BigInt::from(rules.faces),
            mass,
            scale: vec![BigInt::one()],
            pmf: Vec::new(),
            cdf: vec![BigInt::zero()],
            live: vec![live],
        })
    }

    fn throws(&self) -> usize {
        self.pmf.len()
    }

    /// One more throw.
    fn push(&mut self) {
        let n = self.mass.len();
        let mut next = vec![BigInt::zero(); n + 1];
        for (p, m) in self.mass.iter().enumerate() {
            if m.is_zero() {
                continue;
            }
            for &q in &self.moves[p] {
                next[q] += m;
            }
        }
        let finished = next.pop().expect("the last square");
        let t = self.throws();
        self.cdf.push(&self.cdf[t] * &self.faces + &finished);
        self.pmf.push(finished);
        self.scale.push(&self.scale[t] * &self.faces);
        let live = next
            .iter()
            .zip(&self.dead)
            .filter(|(_, &d)| !d)
            .map(|(m, _)| m)
            .sum();
        self.live.push(live);
        self.mass = next;
    }

    /// Pushes until throw `t`.
    fn reach(&mut self, t: usize) {
        while self.throws() < t {
            self.push();
        }
    }

    /// Pushes until the live mass is below `tiny` or `cap` throws.
    fn settle(&mut self, tiny: f64, cap: usize) {
        while self.throws() < cap
            && compare(tiny, &self.live[self.throws()], &self.scale[self.throws()])
                == Ordering::Less
        {
            self.push();
        }
    }

    /// The exact smallest t <= the throws pushed with P(T <= t) >= q.
    fn percentile(&self, q: f64) -> Option<u32> {
        (1..=self.throws())
            .find(|&t| compare(q, &self.cdf[t], &self.scale[t]) != Ordering::Greater)
            .map(|t| t as u32)
    }

    /// P(player i of `players` wins within the throws pushed) as `(numerator, denominator)`,
    /// and P(some live player is left after them) as the same denominator's numerator.
    fn win(&self, i: usize, players: usize) -> (BigInt, BigInt, BigInt) {
        let p = players as u32;
        let k_p = num_traits::pow(self.faces.clone(), players);
        let mut acc = BigInt::zero();
        let survival = |t: usize| &self.scale[t] - &self.cdf[t];
        for t in 1..=self.throws() {
            let term = &self.pmf[t - 1]
                * num_traits::pow(survival(t), i)
                * num_traits::pow(survival(t - 1), players - 1 - i);
            acc = acc * &k_p + term;
        }
        // acc is over faces^(T·P - (P - 1 - i)).
        let t = self.throws() as u32;
        let exponent = t * p - (p - 1 - i as u32);
        let den = num_traits::pow(self.faces.clone(), exponent as usize);
        let tail =
            &self.live[t as usize] * num_traits::pow(self.faces.clone(), (exponent - t) as usize);
        (acc, den, tail)
    }
}

/// How `x` (finite, >= 0) compares with `num / den` (den > 0), exactly.
fn compare(x: f64, num: &BigInt, den: &BigInt) -> Ordering {
    assert!(x.is_finite() && x >= 0.0, "{x}");
    if x == 0.0 {
        return if num.is_zero() {
            Ordering::Equal
        } else {
            Ordering::Less
        };
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1 << 52) - 1);
    let (mant, e) = if exp == 0 {
        (frac, -1074)
    } else {
        (frac | (1 << 52), exp - 1075)
    };
    let mant = BigInt::from(mant);
    if e >= 0 {
        ((mant * den) << e as usize).cmp(num)
    } else {
        (mant * den).cmp(&(num << (-e) as usize))
    }
}

/// Checks every claim of `dist` against `exact` (pushed as far as needed); returns how many of
/// the checked percentiles were certain, and how many were checked.
fn check_distribution(what: &str, dist: &Distribution, exact: &mut Exact) -> (usize, usize) {
    let proven = dist.proven_through as usize;
    let far = (proven + 20).min(4000);
    exact.reach(far);
    for t in 1..=far {
        let (lo, hi) = dist.cdf_bounds(t as u32);
        let (num, den) = (&exact.cdf[t], &exact.scale[t]);
        assert!(
            compare(lo, num, den) != Ordering::Greater && compare(hi, num, den) != Ordering::Less,
            "{what}: P(T <= {t}) is outside [{lo:e}, {hi:e}] (proven through {proven}, computed {:e})",
            dist.cdf().get(t - 1).copied().unwrap_or(f64::NAN)
        );
    }
    if let Some(m) = dist.mode() {
        // The exact P(T = m) beats every other throw pushed and all the mass left to finish.
        let m = m as usize;
        exact.reach(m);
        let last = exact.throws();
        let best = |t: usize| &exact.pmf[m - 1] * &exact.scale[t];
        for t in (1..=last).filter(|&t| t != m) {
            assert!(
                best(t) > &exact.pmf[t - 1] * &exact.scale[m],
                "{what}: the mode {m} does not beat throw {t}"
            );
        }
        assert!(
            best(last) >= &exact.live[last] * &exact.scale[m],
            "{what}: the mode {m} may be beaten after throw {last}"
        );
    }
    let mut certain = 0;
    let shares = [0.25, 0.5, 0.75, 0.9, 0.95, 0.99];
    for q in shares {
        let b = dist.percentile_bounds(q);
        let need = b.at_most.unwrap_or(b.at_least) as usize;
        if need <= 4000 {
            exact.reach(need);
        }
        let truth = exact.percentile(q).map(f64::from);
        if let Some(t) = truth {
            assert!(
                b.at_least <= t && b.at_most.is_none_or(|m| t <= m),
                "{what}: the {q} percentile is {t}, outside {b:?}"
            );
        } else {
            // Not reached by throw `exact.throws()`: the bound must not say it was.
            assert!(
                b.at_most.is_none_or(|m| m > exact.throws() as f64),
                "{what}: the {q} percentile is beyond {} throws, not in {b:?}",
                exact.throws()
            );
        }
        if b.never {
            // Fewer than q of the games ever end: at most those finished and those still able
            // to, once the rest is stuck.
            exact.settle(1e-30, 4000);
            let t = exact.throws();
            let most = &exact.cdf[t] + &exact.live[t];
            assert_eq!(
                compare(q, &most, &exact.scale[t]),
                Ordering::Greater,
                "{what}: the {q} percentile is said never, but as many games may end"
            );
            assert_eq!(
                truth, None,
                "{what}: never, yet the {q} percentile is {truth:?}"
            );
        }
        if b.certain {
            assert_eq!(truth, b.at_most, "{what}: certain {q} percentile");
            assert_eq!(
                b.estimate, b.at_most,
                "{what}: the estimate of a certain percentile"
            );
            certain += 1;
        }
    }
    (certain, shares.len())
}

/// Checks the independent win odds of `players` against the exact sums: the truth lies in
/// `[partial, partial + tail]`, which must meet the reported bounds, and so must the estimate.
/// Returns the widest bound.
fn check_odds(what: &str, table: &Table, players: usize, exact: &mut Exact) -> f64 {
    let odds = analysis::independent_odds(table, players).expect("odds");
    exact.settle(1e-30, 4000);
    let mut widest: f64 = 0.0;
    for i in 0..players {
        let [lo, hi] = odds.win_probability_bounds[i];
        let (num, den, tail) = exact.win(i, players);
        let most = &num + &tail;
        assert!(
            compare(lo, &most, &den) != Ordering::Greater,
            "{what}: player {i} of {players}: lower bound {lo:e} above the truth"
        );
        assert!(
            compare(hi, &num, &den) != Ordering::Less,
            "{what}: player {i} of {players}: upper bound {hi:e} below the truth"
        );
        let w = odds.win_probability[i];
        assert!(
            lo <= w && w <= hi,
            "{what}: estimate {w} outside [{lo}, {hi}]"
        );
        widest = widest.max(hi - lo);
    }
    let values = [odds.expected_rounds, odds.expected_game_turns];
    let bounds = [odds.expected_rounds_bounds, odds.expected_game_turns_bounds];
    check_lengths(what, table, values, bounds, players, exact, true);
    // Cut short, the report's distribution leaves most of the expectation to the tail bound.
    let options = analysis::AnalyzeOptions {
        horizon: horizon(1.0, 6),
        ..analysis::AnalyzeOptions::default()
    };
    let report = analysis::analyze_with(table, players, &options).expect("analysed");
    let values = [report.expected_rounds, report.expected_game_turns];
    let bounds = [
        report.expected_rounds_bounds,
        report.expected_game_turns_bounds,
    ];
    check_lengths(
        &format!("{what}, 6 throws"),
        table,
        values,
        bounds,
        players,
        exact,
        false,
    );
    widest
}

/// Checks the bounds on the expected rounds `R = Σ_{t>=1} S(t-1)^P` and turns
/// `G = Σ_j Σ_{t>=1} S(t)^j S(t-1)^(P-j)` against exact sums over the throws pushed plus an
/// exact bound on the rest: `S` only falls, so each later term is at most `S(T)^(P-1) S(t-1)`,
/// whose sum is `S(T)^(P-1)` times the exact one-player expectation (the fraction) minus its
/// first `T` terms.
fn check_lengths(
    what: &str,
    table: &Table,
    values: [Option<f64>; 2],
    bounds: [Option<[f64; 2]>; 2],
    players: usize,
    exact: &Exact,
    tight: bool,
) {
    let Some(e) = analysis::expected_turns_exact(table) else {
        assert_eq!(bounds[0], None, "{what}: infinite rounds");
        return;
    };
    let big = |x: &BigInt, d: &BigInt| BigRational::new(x.clone(), d.clone());
    let k = &exact.faces;
    let t_end = exact.throws();
    let surv = |t: usize| &exact.scale[t] - &exact.cdf[t];
    let kp = num_traits::pow(k.clone(), players);
    let (mut acc_r, mut acc_g, mut acc_s) = (BigInt::zero(), BigInt::zero(), BigInt::zero());
    for t in 1..=t_end {
        acc_r = acc_r * &kp + num_traits::pow(surv(t - 1), players);
        acc_s = acc_s * k + surv(t - 1);
        let inner = (0..players).fold(BigInt::zero(), |a, j| {
            a + num_traits::pow(surv(t), j)
                * num_traits::pow(surv(t - 1), players - j)
                * num_traits::pow(k.clone(), players - j)
        });
        acc_g = acc_g * &kp + inner;
    }
    let kpow = |m: usize| num_traits::pow(k.clone(), m);
    let rounds = big(&acc_r, &kpow((t_end - 1) * players));
    let turns = big(&acc_g, &kpow(t_end * players));
    let expected = big(e.numer(), e.denom());
    let first = big(&acc_s, &kpow(t_end - 1));
    let last = big(
        &num_traits::pow(surv(t_end), players - 1),
        &kpow(t_end * (players - 1)),
    );
    let tail = last * (expected - first);
    assert!(!tail.is_negative(), "{what}: the tail bound is negative");
    let p = BigRational::from_integer(BigInt::from(players));
    for (name, value, bounds, truth_lo, truth_hi) in [
        (
            "rounds",
            values[0],
            bounds[0],
            rounds.clone(),
            &rounds + &tail,
        ),
        (
            "turns",
            values[1],
            bounds[1],
            turns.clone(),
            &turns + &tail * &p,
        ),
    ] {
        let [lo, hi] = bounds.unwrap_or_else(|| panic!("{what}: no bounds on the expected {name}"));
        assert!(
            compare(lo, truth_hi.numer(), truth_hi.denom()) != Ordering::Greater,
            "{what}: {players} players: expected {name} lower bound {lo:e} above the truth"
        );
        assert!(
            compare(hi, truth_lo.numer(), truth_lo.denom()) != Ordering::Less,
            "{what}: {players} players: expected {name} upper bound {hi:e} below the truth"
        );
        if tight {
            let v = value.expect("finite");
            assert!(
                lo <= v && v <= hi,
                "{what}: expected {name} {v} outside [{lo}, {hi}]"
            );
            assert!(
                hi - lo <= 1e-6 * v,
                "{what}: expected {name} bounds [{lo}, {hi}] are vacuous"
            );
        }
    }
}

/// The two-player knock-off game solved exactly in rationals, on the pair states reachable from
/// both tokens at the start: `(P(first wins), P(second wins), E[turns])`; `None` when some
/// square cannot finish (the systems are then singular) or the board has a cycle.
fn knock_off_exact(
    board: &Board,
    rules: &Rules,
) -> Option<(BigRational, BigRational, BigRational)> {
    let moves = destinations(board, rules)?;
    if dead_squares(&moves).iter().any(|&d| d) {
        return None;
    }
    let n = board.size() as usize;
    let start = reference::start_of(rules);
    // (mover, other) -> index, and each state's moves: Some(next state) or None for a win.
    let mut index = std::collections::HashMap::new();
    let mut states = vec![(start, start)];
    index.insert((start, start), 0usize);
    let mut next: Vec<Vec<Option<usize>>> = Vec::new();
    let mut i = 0;
    while i < states.len() {
        let (x, y) = states[i];
        let mut out = Vec::new();
        for &q in &moves[x] {
            if q == n {
                out.push(None);
                continue;
            }
            let other = if q == y && q != start { start } else { y };
            let len = states.len();
            let j = *index.entry((other, q)).or_insert(len);
            if j == len {
                states.push((other, q));
            }
            out.push(Some(j));
        }
        next.push(out);
        i += 1;
    }
    let m = states.len();
    let k = BigRational::from_integer(BigInt::from(rules.faces));
    let one = BigRational::one();
    // Unknowns: a(s) = P(the mover wins) for s < m, b(s) = P(the other wins) at m + s.
    let mut wins = vec![vec![BigRational::zero(); 2 * m + 1]; 2 * m];
    let mut turns = vec![vec![BigRational::zero(); m + 1]; m];
    for (s, out) in next.iter().enumerate() {
        wins[s][s] = one.clone();
        wins[m + s][m + s] = one.clone();
        turns[s][s] = one.clone();
        turns[s][m] = one.clone();
        for t in out {
            match *t {
                None => wins[s][2 * m] += &one / &k,
                Some(t) => {
                    // After the move the roles swap.
                    wins[s][m + t] -= &one / &k;
                    wins[m + s][t] -= &one / &k;
                    turns[s][t] -= &one / &k;
                }
            }
        }
    }
    let a = solve_rational(wins)?;
    let l = solve_rational(turns)?;
    Some((a[0].clone(), a[m].clone(), l[0].clone()))
}

/// Gaussian elimination in rationals on an augmented matrix; `None` when singular.
fn solve_rational(mut a: Vec<Vec<BigRational>>) -> Option<Vec<BigRational>> {
    let n = a.len();
    for c in 0..n {
        let p = (c..n).find(|&r| !a[r][c].is_zero())?;
        a.swap(c, p);
        let pivot = a[c][c].clone();
        for v in a[c].iter_mut() {
            *v = &*v / &pivot;
        }
        let row = a[c].clone();
        for (r, other) in a.iter_mut().enumerate() {
            if r == c || other[c].is_zero() {
                continue;
            }
            let f = other[c].clone();
            for (v, w) in other.iter_mut().zip(&row).skip(c) {
                if !w.is_zero() {
                    *v -= &f * w;
                }
            }
        }
    }
    Some(a.into_iter().map(|r| r[n].clone()).collect())
}

/// Whether `[lo, hi]` holds the exact `x`.
fn holds(bounds: [f64; 2], x: &BigRational) -> bool {
    compare(bounds[0], x.numer(), x.denom()) != Ordering::Greater
        && compare(bounds[1], x.numer(), x.denom()) != Ordering::Less
}

#[test]
fn knock_off_bounds_hold_the_exact_rational_solution() {
    let mut mix = Mix(29);
    let (mut checked, mut widest) = (0, 0.0f64);
    for round in 0..12 {
        let faces = [2, 3, 4, 6][round % 4];
        let size = mix.range(4, 8);
        let board = random_board(size, mix.range(0, size / 3 + 1), &mut mix);
        for rules in all_rules(faces) {
            let Ok(table) = Table::new(&board, &rules) else {
                continue;
            };
            let Some((first, second, turns)) = knock_off_exact(&board, &rules) else {
                continue;
            };
            let what = format!("{size} squares {:?}, {rules}", board.jumps());
            let odds = analysis::knock_off_odds(&table).expect("solved");
            let wins = odds
                .win_probability_bounds
                .as_ref()
                .unwrap_or_else(|| panic!("{what}: no bounds"));
            let rounds = (&turns + &first) / BigRational::from_integer(BigInt::from(2));
            for (name, b, x) in [
                ("first wins", wins[0], &first),
                ("second wins", wins[1], &second),
                (
                    "turns",
                    odds.expected_game_turns_bounds.expect("turns"),
                    &turns,
                ),
                (
                    "rounds",
                    odds.expected_rounds_bounds.expect("rounds"),
                    &rounds,
                ),
            ] {
                assert!(
                    holds(b, x),
                    "{what}: {name}: {b:?} misses {}",
                    x.to_f64().unwrap_or(f64::NAN)
                );
                widest = widest.max((b[1] - b[0]) / b[1].max(1e-300));
            }
            checked += 1;
        }
    }
    assert!(checked > 40, "{checked} boards");
    assert!(
        widest < 1e-9,
        "the widest relative knock-off bound is {widest:e}"
    );
}

fn horizon(share: f64, max_turns: u32) -> Horizon {
    Horizon {
        share,
        max_turns,
        ..Horizon::default()
    }
}

#[test]
fn random_small_boards_under_every_rule_are_within_their_bounds() {
    let mut mix = Mix(17);
    let (mut certain, mut checked, mut boards) = (0, 0, 0);
    let mut widest: f64 = 0.0;
    for round in 0..24 {
        let faces = [2, 3, 6, 6, 4, 40][round % 6];
        let size = if faces == 40 {
            mix.range(40, 70)
        } else {
            mix.range(6, 30)
        };
        let board = random_board(size, mix.range(0, size / 4 + 1), &mut mix);
        for (r, rules) in all_rules(faces).into_iter().enumerate() {
            let Ok(table) = Table::new(&board, &rules) else {
                continue;
            };
            let Some(mut exact) = Exact::new(&board, &rules) else {
                continue;
            };
            let what = format!("{size} squares {:?}, {rules}", board.jumps());
            // The default, the odds' share, and the geometric estimate as early as it settles.
            for (share, proof_work) in [
                (1.0 - 1e-4, None),
                (1.0 - 1e-13, None),
                (1.0 - 1e-13, Some(0)),
            ] {
                let mut horizon = horizon(share, 1_000_000);
                horizon.proof_work = proof_work.unwrap_or(horizon.proof_work);
                let dist = analysis::distribution(&table, &horizon);
                let (c, n) = check_distribution(&what, &dist, &mut exact);
                certain += c;
                checked += n;
            }
            // (The wide die's exact sums are long: its odds on one rule set per board.)
            if faces < 40 || r == 0 {
                let players = 2 + round % 3;
                widest = widest.max(check_odds(&what, &table, players, &mut exact));
            }
            boards += 1;
        }
    }
    assert!(boards > 200, "{boards} boards");
    // The bounds are not vacuous: most percentiles are certain and the odds tight.
    assert!(
        certain * 10 >= checked * 9,
        "{certain} of {checked} percentiles certain"
    );
    assert!(
        widest < 1e-9,
        "the widest bound on a win probability is {widest:e}"
    );
}

/// `size` squares with a snake `i -> i - length` from every even square `i` from `first` on.
fn short_snakes(size: u32, length: u32, first: u32) -> Board {
    let jumps = (first..size).step_by(2).map(|i| Jump {
        from: i,
        to: i - length,
    });
    Board::new(size, jumps).expect("a legal board")
}

#[test]
fn ill_conditioned_boards_are_within_their_bounds() {
    for (size, length, turns) in [
        (60, 7, 3000),
        (120, 13, 1500),
        (250, 13, 600),
        (500, 19, 300),
    ] {
        for overshoot in [Overshoot::Bounce, Overshoot::Stay, Overshoot::Win] {
            let rules = Rules {
                start: Start::OffBoard,
                overshoot,
                ..Rules::default()
            };
            let first = if size == 500 {
                20
            } else {
                length + 1 + (length + 1) % 2
            };
            let board = short_snakes(size, length, first);
            let table = Table::new(&board, &rules).expect("table");
            let mut exact = Exact::new(&board, &rules).expect("no cycle");
            let what = format!("{size} squares, snakes of {length}, {overshoot:?}");
            let dist = analysis::distribution(&table, &horizon(1.0 - 1e-4, turns));
            check_distribution(&what, &dist, &mut exact);
            if size == 500 {
                // Games last about 2.5e33 throws: nothing past the throws computed is claimed.
                let median = dist.percentile_bounds(0.5);
                assert!(
                    !median.certain && median.at_most.is_none(),
                    "{what}: {median:?}"
                );
            }
        }
    }
}

#[test]
fn the_classic_board_has_certain_percentiles_and_odds_to_twelve_digits() {
    let board = Board::from_snakes_ladders(
        100,
        &[
            (16, 6),
            (47, 26),
            (49, 11),
            (56, 53),
            (62, 19),
            (64, 60),
            (87, 24),
            (93, 73),
            (95, 75),
            (98, 78),
        ],
        &[
            (1, 38),
            (4, 14),
            (9, 31),
            (21, 42),
            (28, 84),
            (36, 44),
            (51, 67),
            (71, 91),
            (80, 100),
        ],
    )
    .expect("the classic board");
    for overshoot in [Overshoot::Bounce, Overshoot::Stay, Overshoot::Win] {
        let rules = Rules {
            overshoot,
            ..Rules::default()
        };
        let table = Table::new(&board, &rules).expect("table");
        let mut exact = Exact::new(&board, &rules).expect("no cycle");
        let report = analysis::analyze(&table, 1).expect("analysed");
        for b in &report.percentile_bounds {
            assert!(b.certain, "{overshoot:?}: {b:?}");
        }
        let dist = analysis::distribution(&table, &Horizon::default());
        let (certain, checked) =
            check_distribution(&format!("classic {overshoot:?}"), &dist, &mut exact);
        assert_eq!(certain, checked, "classic {overshoot:?}");
        for players in 2..=4 {
            let widest = check_odds(
                &format!("classic {overshoot:?}"),
                &table,
                players,
                &mut exact,
            );
            assert!(widest < 1e-11, "{players} players: {widest:e}");
        }
    }
}

#[test]
fn boards_where_some_games_never_end_have_tight_odds_and_no_percentile_past_the_games_that_end() {
    // Squares 11 to 16 are snakes to 10: a token on 10 never leaves. Ladders over them are the
    // only ways to the end: one (from 3) leaves most games stuck, five leave a few.
    let trap = |ladders: &[(u32, u32)]| {
        let snakes = (11..=16).map(|s| Jump::new(s, 10));
        let ladders = ladders.iter().map(|&(a, b)| Jump::new(a, b));
        Board::new(30, snakes.chain(ladders)).expect("a legal board")
    };
    let boards = [
        (trap(&[(3, 18)]), "one ladder"),
        (
            trap(&[(3, 18), (4, 20), (5, 22), (6, 24), (8, 26)]),
            "five ladders",
        ),
    ];
    let mut nevers = 0;
    for (board, name) in boards {
        for rules in all_rules(6) {
            let Ok(table) = Table::new(&board, &rules) else {
                continue;
            };
            let mut exact = Exact::new(&board, &rules).expect("the exact chain");
            let what = format!("{name}, {rules}");
            let dist = analysis::distribution(&table, &Horizon::default());
            check_distribution(&what, &dist, &mut exact);
            nevers += [0.5, 0.9]
                .iter()
                .filter(|&&q| dist.percentile_bounds(q).never)
                .count();
            for players in 2..=3 {
                let widest = check_odds(&what, &table, players, &mut exact);
                // Before, the games that never end counted as undecided: an error of 0.33.
                assert!(widest < 1e-9, "{what}, {players} players: {widest:e}");
            }
            // Cut short, while much of the mass can still finish: the bound must still hold
            // (the full run leaves too little undecided to tell a bound too low).
            exact.settle(1e-30, 4000);
            for players in 2..=4 {
                for throws in [3, 5, 8, 12, 20, 40] {
                    let options = analysis::AnalyzeOptions {
                        horizon: horizon(1.0, throws),
                        ..analysis::AnalyzeOptions::default()
                    };
                    let report = analysis::analyze_with(&table, players, &options).expect("report");
                    let bounds = report.win_probability_bounds.expect("bounds");
                    for (i, &[lo, hi]) in bounds.iter().enumerate() {
                        let (num, den, tail) = exact.win(i, players);
                        let at = format!("{what}, {players} players, {throws} throws, seat {i}");
                        assert_ne!(
                            compare(hi, &num, &den),
                            Ordering::Less,
                            "{at}: {hi:e} below"
                        );
                        let most = &num + &tail;
                        assert_ne!(
                            compare(lo, &most, &den),
                            Ordering::Greater,
                            "{at}: {lo:e} above"
                        );
                    }
                }
            }
        }
    }
    // Both kinds seen: no median where most games are stuck, a median but no 90th percentile
    // where a few are.
    assert!(nevers >= 4, "{nevers} percentiles said never");
}

#[test]
fn percentiles_past_the_throws_computed_are_at_least_the_fewest_throws() {
    // 1,000 squares and no jumps: from off the board, 6 a throw, the end takes at least
    // ceil(1000 / 6) = 167 throws, so no percentile is lower, whatever was computed.
    let board = Board::new(1000, std::iter::empty()).expect("a legal board");
    let rules = Rules::default();
    let table = Table::new(&board, &rules).expect("table");
    let fewest = 1000_u32.div_ceil(6);
    let options = analysis::AnalyzeOptions {
        horizon: horizon(1.0 - 1e-4, 40),
        ..analysis::AnalyzeOptions::default()
    };
    let report = analysis::analyze_with(&table, 1, &options).expect("a report");
    assert_eq!(report.min_throws, Some(fewest));
    assert!(report.distribution_bound.proven_through < fewest);
    for b in &report.percentile_bounds {
        assert!(b.at_least >= f64::from(fewest), "{b:?}");
        assert!(b.at_most.is_none_or(|hi| hi >= b.at_least), "{b:?}");
    }
    // Cut at 40 throws before any game ends, nothing has settled: the percentiles are not
    // known, and the report says why.
    assert_eq!(report.median_turns, None);
    assert!(report.percentiles_not_known.is_some(), "{report:?}");
    let text = report.to_string();
    assert!(
        text.contains(&format!("median not known (at least {fewest})")),
        "{text}"
    );
}

/// The share of the games still going in "with X% of the games still going": X as a number.
fn share_still_going(why: &str) -> f64 {
    let (_, rest) = why.split_once(" throws with ").expect(why);
    let (share, _) = rest.split_once("% of the games").expect(why);
    share.parse().expect(why)
}

#[test]
fn a_push_cut_short_says_the_share_still_going_as_a_true_percentage() {
    // 100 squares and no jumps: from off the board the end takes at least 17 throws, so a
    // push cut at 17 throws has about 1 - 1e-11 of the games still going. Four digits would
    // say 100%, false with games over; the caveat says as many digits as it takes.
    let board = Board::new(100, std::iter::empty()).expect("a legal board");
    let rules = Rules::default();
    let table = Table::new(&board, &rules).expect("table");
    for (cut, over) in [(16, false), (17, true), (30, true)] {
        let options = analysis::AnalyzeOptions {
            horizon: horizon(1.0 - 1e-4, cut),
            ..analysis::AnalyzeOptions::default()
        };
        let report = analysis::analyze_with(&table, 1, &options).expect("a report");
        // The text's line on the cut says the share the same way.
        let text = report.to_string();
        let cut_line = text.lines().find(|l| l.starts_with("distribution cut at"));
        let cut_line = cut_line.expect(&text);
        // With few games over it says the share finished, which the float holds exactly,
        // not "99.999999999%" still going.
        assert!(
            cut_line.contains("% of the games not finished by then")
                || (over
                    && cut_line.contains("(only ")
                    && cut_line.contains("% of the games finished by then")),
            "{cut_line}"
        );
        assert_eq!(cut_line.contains("100%"), !over, "{cut_line}");
        let why = report.percentiles_not_known.expect("cut short");
        let written = share_still_going(&why);
        // The exact share still going after `cut` throws.
        let mut exact = Exact::new(&board, &rules).expect("exact");
        exact.reach(cut as usize);
        let t = cut as usize;
        let going = BigRational::new(&exact.scale[t] - &exact.cdf[t], exact.scale[t].clone());
        let truth = going.to_f64().expect("a share") * 100.0;
        assert_eq!(truth < 100.0, over, "{why}");
        assert!(written < 100.0 || !over, "{why}: 100% with games over");
        // Written to its last digit: within half of it, with room for the float's rounding.
        let decimals = why.split_once('.').map_or(0, |(_, d)| {
            d.chars().take_while(char::is_ascii_digit).count() as i32
        });
        let half = 0.5 * 10f64.powi(-decimals) + 1e-12;
        assert!((written - truth).abs() <= half, "{why}: truth {truth}");
    }
}
