//! The world builder and the game, checked against methods written here from the rules alone:
//! a brute-force search for the most a board can hold, a textbook BFS for reachability and
//! minimum throws, and a second, plain implementation of a whole game (moves, house rules and
//! words) that every seeded game must agree with move for move.

mod common;

use proptest::prelude::*;
use snakes_ladders::game::{play_out, Game, GameOptions, How, Move};
use snakes_ladders::rng::Dice;
use snakes_ladders::world::{generate, max_placeable, WorldSpec};
use snakes_ladders::{Board, Error, Jump, JumpMode, Overshoot, Rules, Start, Table};
use std::collections::{HashSet, VecDeque};

// ---------------------------------------------------------------------------------------------
// Independent methods.

/// Where walking `roll` squares from `from` ends on a track 1..=n, turning back at both ends
/// (step by step, as a token is moved by hand); `None` when the throw is no move.
fn walk(n: u32, rules: &Rules, from: u32, roll: u32) -> Option<(u32, bool)> {
    if from + roll <= n {
        return Some((from + roll, false));
    }
    match rules.overshoot {
        Overshoot::Stay => None,
        Overshoot::Win => Some((n, false)),
        Overshoot::Bounce => {
            let (mut pos, mut up) = (from, true);
            for _ in 0..roll {
                if up && pos == n {
                    up = false;
                }
                if !up && pos == 1 {
                    up = true;
                }
                pos = if up { pos + 1 } else { pos - 1 };
            }
            Some((pos, true))
        }
    }
}

/// The jumps taken from `square`, read straight off the board's list.
fn jumps_at(board: &Board, rules: &Rules, square: u32) -> Vec<Jump> {
    let mut out = Vec::new();
    let mut cur = square;
    while let Some(j) = board.jumps().iter().find(|j| j.from == cur) {
        out.push(*j);
        cur = j.to;
        if rules.jumps == JumpMode::Single || out.len() > board.jumps().len() {
            break;
        }
    }
    out
}

fn start_of(rules: &Rules) -> u32 {
    match rules.start {
        Start::OffBoard => 0,
        Start::One => 1,
    }
}

/// One throw by the plain rules: where the token rests.
fn rest(board: &Board, rules: &Rules, from: u32, roll: u32) -> u32 {
    match walk(board.size(), rules, from, roll) {
        None => from,
        Some((landed, _)) => jumps_at(board, rules, landed)
            .last()
            .map_or(landed, |j| j.to),
    }
}

/// Textbook BFS over every face from every square: the minimum throws, if the end is reachable.
fn bfs_min(board: &Board, rules: &Rules) -> Option<u32> {
    let n = board.size();
    let mut dist = vec![u32::MAX; n as usize + 1];
    let start = start_of(rules);
    dist[start as usize] = 0;
    let mut queue = VecDeque::from([start]);
    while let Some(p) = queue.pop_front() {
        if p == n {
            return Some(dist[p as usize]);
        }
        for roll in 1..=rules.faces {
            let q = rest(board, rules, p, roll);
            if dist[q as usize] == u32::MAX {
                dist[q as usize] = dist[p as usize] + 1;
                queue.push_back(q);
            }
        }
    }
    None
}

/// Whether `snakes` snakes and `ladders` ladders fit on `n` squares with every end on its own
/// square, by trying every way: the smallest free square is left empty or is the lower end
/// of a pair with some larger free square.
fn fits(n: u32, snakes: u32, ladders: u32) -> bool {
    fn go(x: u32, n: u32, s: u32, l: u32, used: &mut Vec<bool>) -> bool {
        if s == 0 && l == 0 {
            return true;
        }
        if x > n {
            return false;
        }
        if used[x as usize] {
            return go(x + 1, n, s, l, used);
        }
        if go(x + 1, n, s, l, used) {
            return true;
        }
        for y in x + 1..=n {
            if used[y as usize] {
                continue;
            }
            used[x as usize] = true;
            used[y as usize] = true;
            // A snake from y down to x needs its head off the last square; a ladder x -> y
            // starts below the last square by construction.
            let ok = (s > 0 && y != n && go(x + 1, n, s - 1, l, used))
                || (l > 0 && go(x + 1, n, s, l - 1, used));
            used[x as usize] = false;
            used[y as usize] = false;
            if ok {
                return true;
            }
        }
        false
    }
    go(1, n, snakes, ladders, &mut vec![false; n as usize + 1])
}

/// Every world rule and the exact counts, checked on the board's jump list.
fn check_world(board: &Board, spec: &WorldSpec) {
    let n = spec.size;
    assert_eq!(board.size(), n);
    assert_eq!(board.snakes().count() as u32, spec.snakes, "snakes");
    assert_eq!(board.ladders().count() as u32, spec.ladders, "ladders");
    let mut ends = HashSet::new();
    for j in board.jumps() {
        assert!(
            (1..=n).contains(&j.from) && (1..=n).contains(&j.to),
            "{j:?}"
        );
        assert_ne!(j.from, n, "a jump starts on the last square: {j:?}");
        assert_ne!(j.from, j.to);
        assert!(ends.insert(j.from), "square {} used twice", j.from);
        assert!(ends.insert(j.to), "square {} used twice", j.to);
    }
    assert_eq!(ends.len() as u32, 2 * (spec.snakes + spec.ladders));
    assert!(board.warnings().is_empty());
    assert_eq!(board.columns_hint(), spec.columns);
}

fn rules_strategy() -> impl Strategy<Value = Rules> {
    common::rules_up_to(12)
}

// ---------------------------------------------------------------------------------------------
// World builder.

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn generated_worlds_have_exact_counts_and_obey_every_world_rule(
        size in 2u32..400,
        fill in 0.0f64..=1.0,
        ladder_share in 0.0f64..=1.0,
        seed in any::<u64>(),
        columns in proptest::option::of(1u32..30),
    ) {
        let most = max_placeable(size, true);
        let total = (f64::from(most) * fill) as u32;
        let mut ladders = (f64::from(total) * ladder_share) as u32;
        if ladders == 0 && total > max_placeable(size, false) {
            ladders = 1;
        }
        let mut spec = WorldSpec::new(size, total - ladders, ladders, seed);
        spec.columns = columns;
        let board = generate(&spec).unwrap();
        check_world(&board, &spec);
        prop_assert_eq!(generate(&spec).unwrap(), board, "same spec, same board");
    }

    #[test]
    fn demanded_reachability_and_minimums_hold_by_an_independent_bfs(
        size in 2u32..60,
        snakes in 0u32..12,
        ladders in 0u32..12,
        rules in rules_strategy(),
        range in proptest::option::of((1u32..12, 0u32..6)),
        seed in any::<u64>(),
    ) {
        let snakes = snakes.min(max_placeable(size, ladders > 0).saturating_sub(ladders.min(size / 2)));
        let ladders = ladders.min(max_placeable(size, true) - snakes);
        let mut spec = WorldSpec::new(size, snakes, ladders, seed);
        spec.rules = rules;
        spec.reachable = true;
        spec.min_throws = range.map(|(lo, extra)| (lo, lo + extra));
        match generate(&spec) {
            Ok(board) => {
                check_world(&board, &spec);
                let min = bfs_min(&board, &rules);
                prop_assert!(min.is_some(), "unreachable board returned");
                if let Some((lo, hi)) = spec.min_throws {
                    let m = min.unwrap();
                    prop_assert!((lo..=hi).contains(&m), "minimum {} outside {}..={}", m, lo, hi);
                }
            }
            Err(Error::Generate(m)) => {
                let m = m.to_string();
                prop_assert!(
                    m.contains("gave up after trying") || m.contains("without ladders"),
                    "{}", m
                );
            }
            Err(e) => prop_assert!(false, "unexpected error {}", e),
        }
    }

    #[test]
    fn the_solver_agrees_with_the_textbook_bfs_on_generated_worlds(
        size in 2u32..80,
        snakes in 0u32..15,
        ladders in 0u32..15,
        rules in rules_strategy(),
        seed in any::<u64>(),
    ) {
        let ladders = ladders.min(size / 2);
        let snakes = snakes.min(max_placeable(size, ladders > 0) - ladders);
        let board = generate(&WorldSpec::new(size, snakes, ladders, seed)).unwrap();
        let table = Table::new(&board, &rules).unwrap();
        prop_assert_eq!(snakes_ladders::solve::min_throws(&table), bfs_min(&board, &rules));
    }
}

#[test]
fn the_most_placeable_is_exact_by_brute_force_on_small_boards() {
    for n in 2u32..=11 {
        let most_with_ladders = (0..=n)
            .flat_map(|s| (1..=n).map(move |l| (s, l)))
            .filter(|&(s, l)| fits(n, s, l))
            .map(|(s, l)| s + l)
            .max()
            .unwrap();
        let most_snakes_alone = (0..=n).filter(|&s| fits(n, s, 0)).max().unwrap();
        assert_eq!(max_placeable(n, true), most_with_ladders, "n = {n}");
        assert_eq!(max_placeable(n, false), most_snakes_alone, "n = {n}");
        for s in 0..=n / 2 + 1 {
            for l in 0..=n / 2 + 1 {
                let spec = WorldSpec::new(n, s, l, u64::from(n * 100 + s * 10 + l));
                match generate(&spec) {
                    Ok(board) => {
                        assert!(fits(n, s, l), "{n} squares, {s} snakes, {l} ladders");
                        check_world(&board, &spec);
                    }
                    Err(e) => {
                        assert!(!fits(n, s, l), "refused a board that fits: {e}");
                        let most = if l == 0 {
                            most_snakes_alone
                        } else {
                            most_with_ladders
                        };
                        assert!(e.to_string().contains(&format!("at most {most} ")), "{e}");
                    }
                }
            }
        }
    }
}

#[test]
fn exactly_the_most_succeeds_and_one_more_fails_at_every_size() {
    for n in (2u32..300).chain([999_999, 1_000_000]) {
        let most = max_placeable(n, true);
        let ladders = most / 3 + 1;
        if n <= 1000 {
            let full = WorldSpec::new(n, most - ladders.min(most), ladders.min(most), 5);
            check_world(&generate(&full).unwrap(), &full);
        }
        let over = WorldSpec::new(n, most + 1 - ladders.min(most), ladders.min(most), 5);
        let e = generate(&over).unwrap_err().to_string();
        assert!(
            e.contains(&format!(
                "a {n}-square board holds at most {most} snakes and ladders"
            )),
            "{e}"
        );
        let snakes_alone = max_placeable(n, false);
        assert!(generate(&WorldSpec::new(n, snakes_alone, 0, 1)).is_ok());
        let e = generate(&WorldSpec::new(n, snakes_alone + 1, 0, 1)).unwrap_err();
        assert!(
            e.to_string().contains(&format!("at most {snakes_alone} ")),
            "{e}"
        );
    }
}

#[test]
fn a_million_squares_filled_to_the_last_square_is_built_at_once() {
    let spec = WorldSpec::new(1_000_000, 250_000, 250_000, 11);
    let t = std::time::Instant::now();
    let board = generate(&spec).unwrap();
    check_world(&board, &spec);
    // Debug builds are slow; a rejection loop would take minutes here, not seconds.
    assert!(t.elapsed().as_secs() < 60, "{:?}", t.elapsed());
    let odd = WorldSpec::new(999_999, 499_999, 0, 12);
    check_world(&generate(&odd).unwrap(), &odd);
}

#[test]
fn ten_million_squares_nearly_full() {
    let spec = WorldSpec::new(10_000_000, 2_500_000, 2_499_999, 3);
    let t = std::time::Instant::now();
    let board = generate(&spec).unwrap();
    eprintln!("generated 10^7 squares in {:?}", t.elapsed());
    check_world(&board, &spec);
}

#[test]
fn an_impossible_demand_gives_up_after_a_bounded_number_of_tries_and_says_so() {
    // A one-faced die walks square by square, so any snake head is met and slid from forever.
    let mut spec = WorldSpec::new(10, 1, 0, 4);
    spec.rules.faces = 1;
    spec.reachable = true;
    let e = generate(&spec).unwrap_err().to_string();
    assert!(e.contains("gave up after trying 1000 boards"), "{e}");
    assert!(e.contains("not one could be finished"), "{e}");

    // Without jumps, a one-faced die needs exactly 10 throws on 10 squares.
    let mut spec = WorldSpec::new(10, 0, 0, 4);
    spec.rules.faces = 1;
    spec.min_throws = Some((11, 12));
    let e = generate(&spec).unwrap_err().to_string();
    assert!(e.contains("has a minimum of 11 to 12 throws"), "{e}");
    assert!(
        e.contains("every finishable one had a minimum of 10"),
        "{e}"
    );
}

#[test]
fn demands_are_deterministic_too() {
    let mut spec = WorldSpec::new(100, 12, 6, 77);
    spec.min_throws = Some((6, 7));
    let a = generate(&spec).unwrap();
    assert_eq!(generate(&spec).unwrap(), a);
    let m = bfs_min(&a, &spec.rules).unwrap();
    assert!((6..=7).contains(&m), "{m}");
}

#[test]
fn different_seeds_give_different_boards() {
    let boards: HashSet<Vec<Jump>> = (0..50)
        .map(|seed| {
            generate(&WorldSpec::new(100, 10, 10, seed))
                .unwrap()
                .jumps()
                .to_vec()
        })
        .collect();
    assert_eq!(boards.len(), 50);
}

#[test]
fn bad_sizes_and_columns_are_refused_with_messages() {
    assert!(generate(&WorldSpec::new(1, 0, 0, 0)).is_err());
    assert!(matches!(
        generate(&WorldSpec::new(10_000_001, 0, 0, 0)),
        Err(Error::Limit(_))
    ));
    let mut spec = WorldSpec::new(100, 1, 1, 0);
    spec.columns = Some(0);
    assert!(generate(&spec).unwrap_err().to_string().contains("columns"));
    spec.columns = None;
    spec.rules.faces = 0;
    assert!(generate(&spec).unwrap_err().to_string().contains("faces"));
}

// ---------------------------------------------------------------------------------------------
// The game, replayed by a plain second implementation.

/// A whole game by the rules as a person reads them, with the same seeded dice.
struct Plain {
    board: Board,
    rules: Rules,
    names: Vec<String>,
    options: GameOptions,
    dice: Dice,
    pos: Vec<u32>,
    cur: usize,
    streak: u32,
    won: bool,
}

impl Plain {
    fn new(board: &Board, options: &GameOptions, names: &[String]) -> Plain {
        Plain {
            board: board.clone(),
            rules: options.rules,
            names: names.to_vec(),
            options: options.clone(),
            dice: Dice::new(options.seed),
            pos: vec![start_of(&options.rules); names.len()],
            cur: 0,
            streak: 0,
            won: false,
        }
    }

    fn next(&mut self) -> Move {
        let n = self.board.size();
        let faces = self.rules.faces;
        let roll = self.dice.roll(faces);
        let player = self.cur;
        let name = self.names[player].clone();
        let from = self.pos[player];
        let six = roll == faces;
        if self.options.sixes_again && six {
            self.streak += 1;
        } else {
            self.streak = 0;
        }
        let mut text = format!("{name} rolled {roll}: ");
        let third = self.options.three_sixes_end && self.streak == 3;
        let mut how = How::Walked;
        let walked = if third {
            None
        } else {
            walk(n, &self.rules, from, roll)
        };
        let (landed, to, jumps, mut knocked) = (from, from, Vec::new(), Vec::new());
        let (landed, to, jumps) = match walked {
            _ if third => {
                how = How::Third;
                text += &format!(
                    "a third {roll} in a row ends {name}'s turn, and {name} stays {}.",
                    if from == 0 {
                        "at the start".to_string()
                    } else {
                        format!("on {from}")
                    }
                );
                (landed, to, jumps)
            }
            None => {
                how = How::TooFar;
                text += &if from == 0 {
                    "too far, stays at the start.".to_string()
                } else {
                    format!("too far, stays on {from}.")
                };
                (landed, to, jumps)
            }
            Some((landed, bounced)) => {
                let jumps = jumps_at(&self.board, &self.rules, landed);
                let to = jumps.last().map_or(landed, |j| j.to);
                let start = if from == 0 {
                    "the start".to_string()
                } else {
                    from.to_string()
                };
                if bounced {
                    how = How::Bounced;
                }
                text += &if bounced {
                    format!("{start} to {n} and bounced back to {landed}")
                } else {
                    format!("{start} to {landed}")
                };
                for j in &jumps {
                    text += &if j.to < j.from {
                        format!(", slid down a snake to {}", j.to)
                    } else {
                        format!(", climbed a ladder to {}", j.to)
                    };
                }
                let home = start_of(&self.rules);
                if self.options.knock_off && to != home {
                    for (seat, p) in self.pos.iter_mut().enumerate() {
                        if seat != player && *p == to {
                            *p = home;
                            knocked.push(seat);
                        }
                    }
                }
                if !knocked.is_empty() {
                    let who: Vec<&str> = knocked.iter().map(|&k| self.names[k].as_str()).collect();
                    let who = match who.len() {
                        1 => who[0].to_string(),
                        k => format!("{} and {}", who[..k - 1].join(", "), who[k - 1]),
                    };
                    let verb = if knocked.len() == 1 { "goes" } else { "go" };
                    text += &format!(", landed on {who}, who {verb} back to the start");
                }
                text += ".";
                (landed, to, jumps)
            }
        };
        self.pos[player] = to;
        let winner = (to == n).then_some(player);
        if winner.is_some() {
            self.won = true;
            text += &format!(" {name} wins!");
        }
        let again = self.options.sixes_again && six && !third && winner.is_none();
        if again {
            let article = if roll == 8 || roll == 11 { "an" } else { "a" };
            text += &format!(" {name} rolled {article} {roll} and goes again.");
        } else if winner.is_none() {
            self.cur = (player + 1) % self.pos.len();
            self.streak = 0;
        }
        Move {
            player,
            roll,
            from,
            landed,
            to,
            jumps,
            knocked_off: knocked,
            again,
            winner,
            how,
            text,
        }
    }
}

/// A copy of every move of `game`, oldest first, to compare and to index.
fn history(game: &Game) -> Vec<Move> {
    game.history().cloned().collect()
}

fn names(count: usize) -> Vec<String> {
    [
        "Red", "Blue", "Green", "Yellow", "Purple", "Orange", "Teal", "Pink",
    ][..count]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// A board for games: generated, or hand-made with chains for the chained-jump rule.
fn game_board(size: u32, snakes: u32, ladders: u32, seed: u64, chained: bool) -> Board {
    if chained && size >= 20 {
        // 5 -> 12 -> 3 and 14 -> 9 -> 18: a ladder onto a snake, a snake onto a ladder.
        return Board::new(
            size,
            [
                Jump::new(5, 12),
                Jump::new(12, 3),
                Jump::new(14, 9),
                Jump::new(9, 18),
            ],
        )
        .unwrap();
    }
    let ladders = ladders.min(size / 2);
    let snakes = snakes.min(max_placeable(size, ladders > 0) - ladders);
    generate(&WorldSpec::new(size, snakes, ladders, seed)).unwrap()
}

#[allow(clippy::type_complexity)]
fn game_strategy() -> impl Strategy<Value = (Board, GameOptions)> {
    (
        (2u32..120, 0u32..12, 0u32..12, any::<u64>(), any::<bool>()),
        rules_strategy(),
        1usize..=8,
        any::<bool>(),
        0u8..3,
        any::<u64>(),
    )
        .prop_map(
            |((size, s, l, board_seed, chained), rules, players, knock_off, sixes, seed)| {
                let board = game_board(size, s, l, board_seed, chained);
                let options = GameOptions {
                    players: vec![String::new(); players],
                    rules,
                    knock_off,
                    sixes_again: sixes > 0,
                    three_sixes_end: sixes > 1,
                    seed,
                };
                (board, options)
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn every_move_matches_a_plain_replay_of_the_rules((board, options) in game_strategy()) {
        let mut game = Game::new(board.clone(), options.clone()).unwrap();
        let mut plain = Plain::new(&board, &options, &names(options.players.len()));
        for _ in 0..400 {
            if plain.won {
                prop_assert!(game.roll().is_err());
                break;
            }
            let expected = plain.next();
            let got = game.roll().unwrap().clone();
            prop_assert_eq!(&got, &expected);
            // The words by code say in English what this replay wrote on its own.
            prop_assert_eq!(game.said(&got).to_string(), expected.text);
            prop_assert_eq!(game.positions(), &plain.pos[..]);
            prop_assert_eq!(game.current_player(), plain.cur);
        }
    }

    #[test]
    fn undo_restores_the_state_and_the_same_moves_follow(
        (board, options) in game_strategy(),
        before in 0usize..60,
        back in 1usize..10,
    ) {
        let mut game = Game::new(board, options).unwrap();
        for _ in 0..before {
            if game.roll().is_err() { break; }
        }
        let snapshot = game.clone();
        let saved = game.save();
        let mut ahead = Vec::new();
        for _ in 0..back {
            match game.roll() { Ok(m) => ahead.push(m.clone()), Err(_) => break }
        }
        for _ in 0..ahead.len() {
            prop_assert!(game.undo());
        }
        prop_assert_eq!(game.save(), saved);
        prop_assert_eq!(game.positions(), snapshot.positions());
        prop_assert_eq!(game.current_player(), snapshot.current_player());
        prop_assert_eq!(game.winner(), snapshot.winner());
        prop_assert_eq!(game.turn_number(), snapshot.turn_number());
        prop_assert_eq!(history(&game), history(&snapshot));
        for m in &ahead {
            prop_assert_eq!(game.roll().unwrap(), m);
        }
    }

    #[test]
    fn save_and_restore_round_trip_after_random_games(
        (board, options) in game_strategy(),
        moves in 0usize..200,
    ) {
        let mut game = Game::new(board, options).unwrap();
        for _ in 0..moves {
            if game.roll().is_err() { break; }
        }
        let text = game.save();
        let mut back = Game::restore(&text).unwrap();
        prop_assert_eq!(back.save(), text);
        prop_assert_eq!(back.board(), game.board());
        prop_assert_eq!(back.options(), game.options());
        prop_assert_eq!(back.positions(), game.positions());
        prop_assert_eq!(back.current_player(), game.current_player());
        prop_assert_eq!(back.winner(), game.winner());
        prop_assert_eq!(back.turn_number(), game.turn_number());
        prop_assert_eq!(history(&back), history(&game));
        for _ in 0..20 {
            prop_assert_eq!(back.roll(), game.roll());
        }
        if back.moves_made() > 0 {
            prop_assert!(back.undo());
        }
    }

    #[test]
    fn damaged_saves_are_refused_and_never_panic(
        moves in 0usize..40,
        at in any::<prop::sample::Index>(),
        byte in any::<u8>(),
        cut in any::<bool>(),
    ) {
        let mut game = Game::new(
            generate(&WorldSpec::new(100, 8, 8, 3)).unwrap(),
            GameOptions { knock_off: true, ..GameOptions::players(3, 9) },
        ).unwrap();
        for _ in 0..moves {
            if game.roll().is_err() { break; }
        }
        let text = game.save();
        let mut bytes = text.clone().into_bytes();
        let i = at.index(bytes.len());
        if cut {
            bytes.truncate(i);
        } else {
            bytes[i] = byte;
        }
        let damaged = String::from_utf8_lossy(&bytes).into_owned();
        match Game::restore(&damaged) {
            Ok(back) => {
                // Only a change that means the same game may pass (say, a digit's case in hex
                // would not; a space in place of nothing would).
                prop_assert_eq!(back.save(), text);
            }
            Err(Error::Game(m)) => prop_assert!(m.to_string().starts_with("this saved game cannot be restored"), "{}", m),
            Err(e) => prop_assert!(false, "not a game error: {}", e),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The game's words on hand-made boards.

/// The classic-looking board of the examples: snakes 16 -> 6 and 98 -> 78, ladder 1 -> 38.
fn example_board() -> Board {
    Board::new(100, [Jump::new(16, 6), Jump::new(98, 78), Jump::new(1, 38)]).unwrap()
}

/// The first move, over seeds 0.., of a game that satisfies `want`; with the whole game.
fn find(board: &Board, options: &GameOptions, want: impl Fn(&Move) -> bool) -> (Game, Move) {
    for seed in 0..20_000u64 {
        let mut game = Game::new(
            board.clone(),
            GameOptions {
                seed,
                ..options.clone()
            },
        )
        .unwrap();
        for _ in 0..300 {
            match game.roll() {
                Ok(m) if want(m) => {
                    let m = m.clone();
                    return (game, m);
                }
                Ok(_) => {}
                Err(_) => break,
            }
        }
    }
    panic!("no seed gives the wanted move");
}

#[test]
fn a_snake_reads_slid_down_a_snake() {
    let (_, m) = find(&example_board(), &GameOptions::players(1, 0), |m| {
        m.from == 12 && m.roll == 4
    });
    assert_eq!(m.text, "Red rolled 4: 12 to 16, slid down a snake to 6.");
    assert_eq!(m.jumps, [Jump::new(16, 6)]);
}

#[test]
fn a_ladder_reads_climbed_a_ladder() {
    let (_, m) = find(&example_board(), &GameOptions::players(1, 0), |m| {
        m.roll == 1 && m.from == 0
    });
    assert_eq!(
        m.text,
        "Red rolled 1: the start to 1, climbed a ladder to 38."
    );
}

#[test]
fn a_winning_throw_reads_wins() {
    let (game, m) = find(&example_board(), &GameOptions::players(2, 0), |m| {
        m.player == 1 && m.winner.is_some() && m.roll == 6 && m.from == 94
    });
    assert_eq!(m.text, "Blue rolled 6: 94 to 100. Blue wins!");
    assert_eq!(game.winner(), Some(1));
    let mut game = game;
    assert_eq!(
        game.roll().unwrap_err().to_string(),
        "game: the game is over: Blue won"
    );
}

#[test]
fn bounce_back_lands_on_98_from_99_with_a_3_and_slides() {
    let (_, m) = find(&example_board(), &GameOptions::players(1, 0), |m| {
        m.from == 99 && m.roll == 3
    });
    assert_eq!(
        m.text,
        "Red rolled 3: 99 to 100 and bounced back to 98, slid down a snake to 78."
    );
    assert_eq!((m.landed, m.to), (98, 78));
}

#[test]
fn too_far_under_stay_reads_stays() {
    let options = GameOptions {
        rules: Rules {
            overshoot: Overshoot::Stay,
            ..Rules::default()
        },
        ..GameOptions::players(3, 0)
    };
    let (_, m) = find(&example_board(), &options, |m| {
        m.player == 2 && m.from == 97 && m.roll == 5
    });
    assert_eq!(m.text, "Green rolled 5: too far, stays on 97.");
    assert_eq!((m.landed, m.to), (97, 97));
}

#[test]
fn knock_off_reads_who_goes_back_to_the_start() {
    let options = GameOptions {
        knock_off: true,
        ..GameOptions::players(2, 0)
    };
    let (game, m) = find(&example_board(), &options, |m| !m.knocked_off.is_empty());
    assert!(
        m.text
            .ends_with(", landed on Red, who goes back to the start.")
            || m.text
                .ends_with(", landed on Blue, who goes back to the start."),
        "{}",
        m.text
    );
    let victim = m.knocked_off[0];
    assert_eq!(game.positions()[victim], 0);
    assert_eq!(game.positions()[m.player], m.to);
}

#[test]
fn the_highest_face_reads_goes_again_and_the_same_player_throws() {
    let options = GameOptions {
        sixes_again: true,
        ..GameOptions::players(2, 0)
    };
    let (game, m) = find(&example_board(), &options, |m| m.again);
    assert_eq!(m.roll, 6);
    let name = ["Red", "Blue"][m.player];
    assert!(
        m.text
            .ends_with(&format!(". {name} rolled a 6 and goes again.")),
        "{}",
        m.text
    );
    assert_eq!(game.current_player(), m.player);
}

#[test]
fn a_third_six_in_a_row_is_not_moved_and_ends_the_turn() {
    let options = GameOptions {
        sixes_again: true,
        three_sixes_end: true,
        ..GameOptions::players(2, 0)
    };
    let (game, m) = find(&example_board(), &options, |m| {
        m.roll == 6 && !m.again && m.winner.is_none()
    });
    let name = ["Red", "Blue"][m.player];
    assert_eq!(
        m.text,
        format!(
            "{name} rolled 6: a third 6 in a row ends {name}'s turn, and {name} stays on {}.",
            m.from
        )
    );
    assert_eq!(m.to, m.from);
    let h = history(&game);
    let k = h.len();
    assert!(h[k - 3].again && h[k - 2].again && h[k - 3].player == m.player);
    assert_eq!(game.current_player(), 1 - m.player);
}

#[test]
fn three_sixes_without_sixes_again_is_refused() {
    let options = GameOptions {
        three_sixes_end: true,
        ..GameOptions::default()
    };
    assert!(Game::new(example_board(), options).is_err());
}

#[test]
fn player_counts_and_names_are_checked_and_defaulted() {
    assert!(Game::new(example_board(), GameOptions::players(0, 0)).is_err());
    assert!(Game::new(example_board(), GameOptions::players(9, 0)).is_err());
    let game = Game::new(example_board(), GameOptions::players(8, 0)).unwrap();
    assert_eq!(game.options().players, names(8));
    let options = GameOptions {
        players: vec!["  Ada ".into(), "".into()],
        ..GameOptions::default()
    };
    let game = Game::new(example_board(), options).unwrap();
    assert_eq!(game.options().players, ["Ada", "Blue"]);
    let long = GameOptions {
        players: vec!["x".repeat(41)],
        ..GameOptions::default()
    };
    assert!(Game::new(example_board(), long).is_err());
}

#[test]
fn a_chain_cycle_is_refused_by_the_table() {
    let board = Board::new(100, [Jump::new(5, 10), Jump::new(10, 5)]).unwrap();
    let options = GameOptions {
        rules: Rules {
            jumps: JumpMode::Chain,
            ..Rules::default()
        },
        ..GameOptions::default()
    };
    assert_eq!(
        Game::new(board, options).unwrap_err(),
        Error::JumpCycle(vec![5, 10])
    );
}

#[test]
fn a_seeded_game_is_reproducible() {
    let board = generate(&WorldSpec::new(100, 10, 10, 1)).unwrap();
    let play = || {
        let mut g = Game::new(board.clone(), GameOptions::players(4, 1234)).unwrap();
        while g.roll().is_ok() {}
        history(&g)
    };
    let a = play();
    assert_eq!(a, play());
    assert!(a.last().unwrap().winner.is_some());
}

#[test]
fn games_on_reachable_worlds_end_with_a_winner() {
    for seed in 0..200u64 {
        let mut spec = WorldSpec::new(100, 10, 10, seed);
        spec.reachable = true;
        let board = generate(&spec).unwrap();
        let options = GameOptions {
            knock_off: seed % 2 == 0,
            sixes_again: seed % 3 == 0,
            three_sixes_end: seed % 6 == 0,
            ..GameOptions::players(1 + (seed % 8) as usize, seed)
        };
        let mut game = Game::new(board, options).unwrap();
        let mut throws = 0;
        while game.roll().is_ok() {
            throws += 1;
            assert!(
                throws < 100_000,
                "seed {seed}: no winner after 100000 throws"
            );
        }
        let w = game.winner().expect("a winner");
        assert_eq!(game.positions()[w], 100);
        assert_eq!(game.last_move().unwrap().winner, Some(w));
        assert_eq!(game.moves_made(), throws);
    }
}

#[test]
fn corrupted_and_tampered_saves_are_refused_with_game_errors() {
    let mut game = Game::new(example_board(), GameOptions::players(2, 5)).unwrap();
    for _ in 0..10 {
        game.roll().unwrap();
    }
    let text = game.save();
    assert!(text.starts_with("{\"v\":1,\"size\":100,\"jumps\":[[1,38],[16,6],[98,78]]"));
    let tampered = [
        text.replace("\"moves\":10", "\"moves\":11"),
        text.replace("\"moves\":10", "\"moves\":9"),
        text.replace("\"Red\"", "\"Rex\""),
        text.replace("\"seed\":\"5\"", "\"seed\":\"6\""),
        text.replace("[16,6]", "[16,7]"),
        text.replace("\"faces\":6", "\"faces\":5"),
        text.replace("\"knock_off\":false", "\"knock_off\":true"),
        text.replace("\"v\":1", "\"v\":2"),
        text.replace("\"v\":1,", ""),
        text.replace("\"moves\":10", "\"moves\":99999999999"),
        text.replace("\"size\":100", "\"size\":4000000000"),
        text.replace("[98,78]", "[100,78]"),
        text.replace("\"check\":\"", "\"check\":\"0"),
        text.replace("}", ",\"extra\":1}"),
        text[..text.len() / 2].to_string(),
        String::new(),
        "null".to_string(),
        "[1,2,3]".to_string(),
        "{\"v\":1}".to_string(),
    ];
    for bad in &tampered {
        assert_ne!(bad, &text, "the test's replace did not apply");
        match Game::restore(bad) {
            Err(Error::Game(m)) => {
                let m = m.to_string();
                assert!(m.starts_with("this saved game cannot be restored: "), "{m}")
            }
            other => panic!("{bad}: {other:?}"),
        }
    }
    let e = Game::restore(&text.replace("\"v\":1", "\"v\":2")).unwrap_err();
    assert!(e.to_string().contains("format version 2"), "{e}");
    let e = Game::restore(&text.replace("\"moves\":10", "\"moves\":11")).unwrap_err();
    assert!(e.to_string().contains("altered or damaged"), "{e}");
    // Pretty-printing keeps the same game.
    let pretty =
        serde_json::to_string_pretty(&serde_json::from_str::<serde_json::Value>(&text).unwrap())
            .unwrap();
    assert_eq!(Game::restore(&pretty).unwrap().save(), text);
}

#[test]
fn a_finished_game_saves_and_restores_as_finished() {
    let mut game = Game::new(example_board(), GameOptions::players(3, 8)).unwrap();
    while game.roll().is_ok() {}
    let back = Game::restore(&game.save()).unwrap();
    assert_eq!(back.winner(), game.winner());
    let mut extra = game.save();
    extra = extra.replace(
        &format!("\"moves\":{}", game.moves_made()),
        &format!("\"moves\":{}", game.moves_made() + 1),
    );
    let e = Game::restore(&extra).unwrap_err().to_string();
    assert!(e.contains("was won after"), "{e}");
}

#[test]
fn play_out_counts_the_throws_of_a_one_player_game() {
    for seed in 0..300u64 {
        let board = generate(&WorldSpec::new(100, 10, 10, seed)).unwrap();
        let rules = Rules::default();
        let table = Table::new(&board, &rules).unwrap();
        let mut game = Game::new(board, GameOptions::players(1, seed)).unwrap();
        let mut throws = 0u32;
        while game.roll().is_ok() {
            throws += 1;
            if throws > 5000 {
                break;
            }
        }
        let fast = play_out(&table, &mut Dice::new(seed), 5000);
        if throws <= 5000 {
            assert_eq!(fast, Some(throws), "seed {seed}");
            assert_eq!(play_out(&table, &mut Dice::new(seed), throws - 1), None);
        } else {
            assert_eq!(fast, None);
        }
    }
}
