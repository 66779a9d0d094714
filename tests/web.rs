//! The JavaScript boundary (src/wasm/) tested from inside WebAssembly: every value goes in
//! and comes out as the page sees it, a `JsValue`, read back with `Reflect`.
//!
//! The same suite runs in Node and in headless Chromium; `npm test` runs both:
//!
//! ```text
//! CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
//!     cargo test --target wasm32-unknown-unknown --test web                 # Node
//! WASM_BINDGEN_USE_BROWSER=1 CHROMEDRIVER=/usr/bin/chromedriver \
//! CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
//!     cargo test --target wasm32-unknown-unknown --test web                 # Chromium
//! ```
//!
//! There is deliberately no `wasm_bindgen_test_configure!` here: it would pin the suite to one
//! environment. To test a new export, add a module below next to the others (one per concept:
//! board, solve, errors, parse, generate, game) and reuse the helpers.

#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Error, Reflect, Uint32Array, JSON};
use snakes_ladders::wasm::{JsBoard, JsGame};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

// ---------------------------------------------------------------------------------------------
// Helpers: build JS values and read them back.

/// A JS value from JSON text, so options read as the page would write them.
fn js(json: &str) -> JsValue {
    JSON::parse(json).unwrap_or_else(|_| panic!("test JSON does not parse: {json}"))
}

/// Property `key` of a JS object.
fn get(obj: &JsValue, key: &str) -> JsValue {
    Reflect::get(obj, &JsValue::from_str(key)).expect("Reflect.get on an object")
}

/// Property `key` as a number, failing the test when it is not one.
fn num(obj: &JsValue, key: &str) -> f64 {
    let v = get(obj, key);
    v.as_f64()
        .unwrap_or_else(|| panic!("'{key}' should be a number, found {v:?}"))
}

/// The message of a thrown value, checking it is a real `Error` rather than a string.
fn error_message(thrown: impl Into<JsValue>) -> String {
    let v: JsValue = thrown.into();
    assert!(
        v.is_instance_of::<Error>(),
        "expected an Error object, found {v:?}"
    );
    String::from(v.unchecked_into::<Error>().message())
}

/// Property `key` as a Uint32Array, failing the test when it is another kind of value.
fn u32_array(obj: &JsValue, key: &str) -> Vec<u32> {
    let v = get(obj, key);
    assert!(
        v.is_instance_of::<Uint32Array>(),
        "'{key}' should be a Uint32Array, found {v:?}"
    );
    v.unchecked_into::<Uint32Array>().to_vec()
}

/// The 30-square board of the BFS report (shared/boards/report-30-squares.json).
fn report_board() -> JsBoard {
    let jumps = [
        3, 22, 5, 8, 11, 26, 20, 29, // ladders
        27, 1, 21, 9, 17, 4, 19, 7, // snakes
    ];
    JsBoard::new(30, &jumps).expect("the report board is valid")
}

/// The report's rules: start on square 1, a throw past 30 is no move.
fn report_rules() -> JsValue {
    js(r#"{"start": "1", "overshoot": "stay"}"#)
}

/// Solves `board` under `rules` with default options, failing the test on an error.
fn solve(board: &JsBoard, rules: JsValue) -> JsValue {
    board
        .solve(rules, JsValue::UNDEFINED)
        .unwrap_or_else(|e| panic!("solve failed: {}", error_message(e)))
}

/// Solves and returns the thrown error's message, failing the test when it succeeds.
fn solve_error(board: &JsBoard, rules: &str) -> String {
    match board.solve(js(rules), JsValue::UNDEFINED) {
        Ok(v) => panic!("rules {rules} should be refused, solve returned {v:?}"),
        Err(e) => error_message(e),
    }
}

// ---------------------------------------------------------------------------------------------

/// `new Board(size, jumps)` and what it reports back.
mod board {
    use super::*;

    #[wasm_bindgen_test]
    fn keeps_size_and_gives_jumps_back_sorted_by_start() {
        let board = JsBoard::new(30, &[27, 1, 3, 22]).unwrap();
        assert_eq!(board.size(), 30);
        assert_eq!(board.jumps().to_vec(), vec![3, 22, 27, 1]);
    }

    #[wasm_bindgen_test]
    fn grid_is_the_squarest_that_holds_the_board() {
        let grid = |size| {
            let b = JsBoard::new(size, &[]).unwrap();
            (b.columns(), b.rows())
        };
        assert_eq!(grid(100), (10, 10));
        assert_eq!(grid(30), (6, 5));
        assert_eq!(grid(101), (11, 10));
    }

    #[wasm_bindgen_test]
    fn a_chain_of_jumps_is_warned_about_as_a_sentence() {
        let board = JsBoard::new(30, &[3, 10, 10, 20]).unwrap();
        let warnings: Array = board.warnings();
        assert!(
            warnings.length() >= 1,
            "a ladder ending on another ladder's base should warn"
        );
        let text = warnings.get(0).as_string().expect("warnings are strings");
        assert!(
            text.contains("10"),
            "the warning names the shared square: {text}"
        );
    }

    #[wasm_bindgen_test]
    fn odd_jump_list_is_an_error_about_pairs() {
        let message = error_message(JsBoard::new(30, &[3, 22, 5]).err().unwrap());
        assert!(message.contains("pairs"), "{message}");
    }

    #[wasm_bindgen_test]
    fn jump_from_the_last_square_is_an_error_naming_it() {
        let message = error_message(JsBoard::new(30, &[30, 1]).err().unwrap());
        assert!(message.contains("30"), "{message}");
    }

    #[wasm_bindgen_test]
    fn jump_off_the_board_is_an_error_naming_the_square() {
        let message = error_message(JsBoard::new(30, &[3, 31]).err().unwrap());
        assert!(message.contains("31"), "{message}");
    }
}

/// `board.solve(rules, options)` on boards whose answers are known.
mod solve {
    use super::*;

    #[wasm_bindgen_test]
    fn report_board_takes_three_throws() {
        let s = solve(&report_board(), report_rules());
        assert_eq!(num(&s, "minThrows"), 3.0);
    }

    #[wasm_bindgen_test]
    fn distances_are_found_when_first_read_and_the_same_array_after() {
        let board = report_board();
        let s = solve(&board, report_rules());
        let keys: Vec<String> = js_sys::Object::keys(s.unchecked_ref::<js_sys::Object>())
            .iter()
            .filter_map(|k| k.as_string())
            .collect();
        assert!(keys.iter().any(|k| k == "distances"), "{keys:?}");
        let first = get(&s, "distances");
        assert!(js_sys::Object::is(&first, &get(&s, "distances")));
        let want = board.distances(report_rules()).expect("distances");
        assert_eq!(u32_array(&s, "distances"), want.to_vec());
        assert_eq!(want.get_index(1), 3);
    }

    #[wasm_bindgen_test]
    fn report_path_is_a_walk_from_square_one_to_thirty_in_min_throws() {
        let s = solve(&report_board(), report_rules());
        let path: Array = get(&s, "path").dyn_into().expect("path is an Array");
        assert_eq!(path.length(), 3);
        let mut at = 1.0;
        for step in path.iter() {
            assert_eq!(
                num(&step, "from"),
                at,
                "each step starts where the last ended"
            );
            let roll = num(&step, "roll");
            assert!((1.0..=6.0).contains(&roll), "roll {roll}");
            assert_eq!(num(&step, "landed"), at + roll, "no overshoot on this path");
            at = num(&step, "to");
        }
        assert_eq!(at, 30.0);
        let rolls = u32_array(&s, "rolls");
        let from_path: Vec<u32> = path.iter().map(|st| num(&st, "roll") as u32).collect();
        assert_eq!(rolls, from_path, "rolls are the path's die values");
    }

    #[wasm_bindgen_test]
    fn distances_is_a_uint32_array_indexed_by_square() {
        let s = solve(&report_board(), report_rules());
        let d = u32_array(&s, "distances");
        assert_eq!(d.len(), 31, "squares 0..=30");
        assert_eq!(d[30], 0, "the goal is zero throws from itself");
        assert_eq!(d[1], 3, "from the start it is minThrows");
    }

    /// Every square's distance to the end by a queue over `Table::step`, face by face: nothing
    /// shared with the solver's search on bits.
    fn queue_distances(board: &snakes_ladders::Board, rules: &snakes_ladders::Rules) -> Vec<u32> {
        let table = snakes_ladders::Table::new(board, rules).expect("a table");
        let size = table.size();
        let mut before: Vec<Vec<u32>> = vec![Vec::new(); size as usize + 1];
        for p in 0..size {
            for r in 1..=table.faces() {
                before[table.step(p, r) as usize].push(p);
            }
        }
        let mut want = vec![u32::MAX; size as usize + 1];
        want[size as usize] = 0;
        let mut queue = std::collections::VecDeque::from([size]);
        while let Some(q) = queue.pop_front() {
            for &p in &before[q as usize] {
                if want[p as usize] == u32::MAX {
                    want[p as usize] = want[q as usize] + 1;
                    queue.push_back(p);
                }
            }
        }
        want
    }

    /// Every square's distance from `solve` in wasm (whose last pass, from a byte a square to
    /// four, is vectorized there), against [`queue_distances`], on boards with squares out of
    /// reach: thousands of squares with a walled-off stretch, and small ones whose unknown
    /// distances run up to the last lanes of the array, past its last whole vector.
    #[wasm_bindgen_test]
    fn distances_of_boards_with_squares_out_of_reach_match_a_queue_search() {
        use snakes_ladders::{Board, Jump, Rules};
        for size in [4_999u32, 5_000, 5_017] {
            let mut x = u64::from(size);
            let mut next = |below: u32| {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                ((x >> 33) % u64::from(below)) as u32
            };
            // Squares 2001..=2006 all lead back to 1990, and the jumps below them stay below
            // 1990: nothing below 2001 gets past them, so every square there is out of reach.
            let mut jumps: Vec<Jump> = (2001..=2006).map(|f| Jump::new(f, 1990)).collect();
            for from in (2..size).filter(|f| !(1990..=2006).contains(f)) {
                if next(8) == 0 {
                    let to = match from < 1990 {
                        true => 1 + next(1989),
                        false => 2007 + next(size - 2006),
                    };
                    if to != from {
                        jumps.push(Jump::new(from, to));
                    }
                }
            }
            let board = Board::new(size, jumps.clone()).expect("a valid board");
            let want = queue_distances(&board, &Rules::default());
            assert_eq!(want[1], u32::MAX, "the wall keeps square 1 from the end");
            let flat: Vec<u32> = jumps.iter().flat_map(|j| [j.from, j.to]).collect();
            let js_board = JsBoard::new(size, &flat).expect("the same board in wasm");
            let got = u32_array(&solve(&js_board, js("{}")), "distances");
            assert_eq!(got, want, "{size} squares");
        }
        // A die of one face and a snake from the last square but one back to 1: no square below
        // the snake reaches the end, so the unknown distances fill all but the array's last two.
        let one_face = Rules {
            faces: 1,
            ..Rules::default()
        };
        for size in 16u32..=80 {
            let board = Board::new(size, [Jump::new(size - 1, 1)]).expect("a valid board");
            let want = queue_distances(&board, &one_face);
            assert_eq!(want[size as usize - 2], u32::MAX, "{size}: out of reach");
            let js_board = JsBoard::new(size, &[size - 1, 1]).expect("the same board in wasm");
            let got = u32_array(&solve(&js_board, js(r#"{"faces": 1}"#)), "distances");
            assert_eq!(got, want, "{size} squares, one face");
        }
    }

    #[wasm_bindgen_test]
    fn unreachable_board_gives_null_and_an_empty_path() {
        // From square 1 every throw (2..=7) lands on a snake back to 1.
        let jumps = [2, 1, 3, 1, 4, 1, 5, 1, 6, 1, 7, 1];
        let board = JsBoard::new(30, &jumps).unwrap();
        let s = solve(&board, report_rules());
        assert!(get(&s, "minThrows").is_null(), "minThrows should be null");
        assert_eq!(Array::from(&get(&s, "path")).length(), 0);
        assert_eq!(
            u32_array(&s, "distances")[1],
            u32::MAX,
            "unreachable is 4294967295"
        );
    }

    #[wasm_bindgen_test]
    fn optimal_sequences_is_a_decimal_string() {
        let s = solve(&report_board(), report_rules());
        let count = get(&s, "optimalSequences").as_string().expect("a string");
        let n: u128 = count.parse().expect("decimal digits");
        assert!(n >= 1, "at least the path returned is optimal");
    }

    #[wasm_bindgen_test]
    fn rules_and_options_may_be_omitted() {
        let s = report_board()
            .solve(JsValue::UNDEFINED, JsValue::NULL)
            .unwrap();
        assert!(num(&s, "minThrows") >= 1.0);
    }

    #[wasm_bindgen_test]
    fn same_seed_same_path() {
        let board = report_board();
        let options = || js(r#"{"randomness": 1, "seed": 42}"#);
        let a = board.solve(report_rules(), options()).unwrap();
        let b = board.solve(report_rules(), options()).unwrap();
        assert_eq!(u32_array(&a, "rolls"), u32_array(&b, "rolls"));
    }
}

/// Rules and options the core refuses arrive as `Error` objects that name the problem.
mod errors {
    use super::*;

    #[wasm_bindgen_test]
    fn unknown_overshoot_names_the_option_and_the_value() {
        let message = solve_error(&report_board(), r#"{"overshoot": "fly"}"#);
        assert!(
            message.contains("overshoot") && message.contains("fly"),
            "{message}"
        );
    }

    #[wasm_bindgen_test]
    fn zero_faces_names_faces() {
        let message = solve_error(&report_board(), r#"{"faces": 0}"#);
        assert!(message.contains("faces"), "{message}");
    }

    #[wasm_bindgen_test]
    fn unknown_rule_key_names_the_key() {
        let message = solve_error(&report_board(), r#"{"speed": 2}"#);
        assert!(message.contains("speed"), "{message}");
    }

    #[wasm_bindgen_test]
    fn randomness_out_of_range_names_randomness() {
        let err = report_board()
            .solve(report_rules(), js(r#"{"randomness": 2}"#))
            .expect_err("randomness 2 should be refused");
        let message = error_message(err);
        assert!(message.contains("randomness"), "{message}");
    }
}

/// `Board.parse(text, format)`, `Board.parseAll` and `board.toString(format)`.
mod parse {
    use super::*;

    /// shared/boards/report-30-squares.json as the page would paste it.
    const REPORT_JSON: &str = r#"{
      "name": "The 30-square board of the BFS report",
      "size": 30,
      "start": "square 1",
      "ladders": [[3, 22], [5, 8], [11, 26], [20, 29]],
      "snakes": [[27, 1], [21, 9], [17, 4], [19, 7]],
      "expected_min_throws": 3
    }"#;

    #[wasm_bindgen_test]
    fn report_json_is_detected_and_reads_as_the_report_board() {
        let board =
            JsBoard::parse(REPORT_JSON, None).unwrap_or_else(|e| panic!("{}", error_message(e)));
        assert_eq!(board.format().as_deref(), Some("json"));
        assert_eq!(board.size(), 30);
        assert_eq!(board.jumps().to_vec(), report_board().jumps().to_vec());
        assert_eq!(num(&solve(&board, report_rules()), "minThrows"), 3.0);
    }

    #[wasm_bindgen_test]
    fn every_format_that_can_hold_the_board_reads_back_the_same_board() {
        let board = report_board();
        for format in ["native", "json", "ruby"] {
            let text = board
                .to_text(Some(format.into()))
                .unwrap_or_else(|e| panic!("{format}: {}", error_message(e)));
            let back = JsBoard::parse(&text, Some(format.into()))
                .unwrap_or_else(|e| panic!("{format} text {text:?}: {}", error_message(e)));
            assert_eq!(
                back.jumps().to_vec(),
                board.jumps().to_vec(),
                "{format}: {text}"
            );
            assert_eq!(back.size(), 30, "{format}");
        }
    }

    #[wasm_bindgen_test]
    fn a_typo_is_an_error_naming_the_line() {
        let err = JsBoard::parse(
            "{\"size\": 30,\n \"snakes\": [[27, x]]}",
            Some("json".into()),
        )
        .err()
        .expect("a bad square should be refused");
        let message = error_message(err);
        assert!(message.contains("line 2"), "{message}");
    }

    #[wasm_bindgen_test]
    fn an_unknown_format_name_is_an_error_naming_it() {
        let err = JsBoard::parse(REPORT_JSON, Some("yaml".into()))
            .err()
            .expect("no yaml format");
        let message = error_message(err);
        assert!(message.contains("yaml"), "{message}");
    }
}

/// `Board.generate(options)`: the world builder, deterministic by seed.
mod generate {
    use super::*;

    fn world(seed: u32) -> JsBoard {
        let options = js(&format!(
            r#"{{"size": 100, "snakes": 8, "ladders": 8, "seed": {seed}, "reachable": true}}"#
        ));
        JsBoard::generate(options).unwrap_or_else(|e| panic!("{}", error_message(e)))
    }

    #[wasm_bindgen_test]
    fn same_seed_same_world() {
        assert_eq!(world(7).jumps().to_vec(), world(7).jumps().to_vec());
        assert_eq!(world(7).seed(), Some(7.0));
    }

    #[wasm_bindgen_test]
    fn the_world_has_what_was_asked_and_can_be_won() {
        let board = world(11);
        assert_eq!(board.size(), 100);
        assert_eq!(board.jumps().length(), 2 * 16, "8 snakes and 8 ladders");
        let s = solve(&board, JsValue::UNDEFINED);
        assert!(num(&s, "minThrows") >= 1.0, "reachable was asked for");
    }

    #[wasm_bindgen_test]
    fn an_unknown_option_is_an_error_naming_it() {
        let err = JsBoard::generate(js(r#"{"size": 100, "dragons": 3}"#))
            .err()
            .expect("dragons are not an option");
        let message = error_message(err);
        assert!(message.contains("dragons"), "{message}");
    }
}

/// `new Game(board, options)`: seeded dice, moves, save and restore.
mod game {
    use super::*;

    fn new_game(seed: u32) -> JsGame {
        let options = js(&format!(r#"{{"players": ["Ann", "Bo"], "seed": {seed}}}"#));
        JsGame::new(&report_board(), options).unwrap_or_else(|e| panic!("{}", error_message(e)))
    }

    /// Rolls until someone wins (at most `limit` throws); returns every move.
    fn play_out(game: &mut JsGame, limit: usize) -> Vec<JsValue> {
        let mut moves = Vec::new();
        while game.winner().is_none() {
            assert!(moves.len() < limit, "no winner after {limit} throws");
            moves.push(
                game.roll()
                    .unwrap_or_else(|e| panic!("{}", error_message(e))),
            );
        }
        moves
    }

    #[wasm_bindgen_test]
    fn every_throw_is_a_die_face_and_the_winner_stands_on_the_last_square() {
        let mut game = new_game(3);
        let moves = play_out(&mut game, 10_000);
        for mv in &moves {
            let roll = num(mv, "roll");
            assert!((1.0..=6.0).contains(&roll), "roll {roll}");
        }
        let winner = game.winner().unwrap();
        assert_eq!(game.positions().to_vec()[winner as usize], 30);
        assert_eq!(game.moves_made() as usize, moves.len());
    }

    #[wasm_bindgen_test]
    fn same_seed_same_game() {
        let rolls = |seed| -> Vec<f64> {
            play_out(&mut new_game(seed), 10_000)
                .iter()
                .map(|m| num(m, "roll"))
                .collect()
        };
        assert_eq!(rolls(5), rolls(5));
    }

    #[wasm_bindgen_test]
    fn a_restored_game_continues_exactly_as_the_saved_one() {
        let mut original = new_game(9);
        for _ in 0..3 {
            original.roll().unwrap();
        }
        let mut copy =
            JsGame::restore(&original.save()).unwrap_or_else(|e| panic!("{}", error_message(e)));
        assert_eq!(copy.positions().to_vec(), original.positions().to_vec());
        let a: Vec<f64> = play_out(&mut original, 10_000)
            .iter()
            .map(|m| num(m, "roll"))
            .collect();
        let b: Vec<f64> = play_out(&mut copy, 10_000)
            .iter()
            .map(|m| num(m, "roll"))
            .collect();
        assert_eq!(a, b);
    }

    #[wasm_bindgen_test]
    fn rolling_after_the_game_is_won_is_an_error() {
        let mut game = new_game(1);
        play_out(&mut game, 10_000);
        let message = error_message(game.roll().expect_err("the game is over"));
        assert!(!message.is_empty());
    }

    #[wasm_bindgen_test]
    fn damaged_save_text_is_an_error() {
        let err = JsGame::restore("not a saved game")
            .err()
            .expect("garbage is refused");
        assert!(!error_message(err).is_empty());
    }
}

/// `occupancy`, `occupancySeries`, `occupancySteps`, `jumpValues` and `generate`'s
/// `expectedTurns` (the full module's design and teaching views).
mod occupancy_and_jump_values {
    use super::*;
    use js_sys::{Float64Array, Int32Array};

    fn f64_array(v: JsValue) -> Vec<f64> {
        assert!(
            v.is_instance_of::<Float64Array>(),
            "not a Float64Array: {v:?}"
        );
        v.unchecked_into::<Float64Array>().to_vec()
    }

    #[wasm_bindgen_test]
    fn the_series_the_stepper_and_single_calls_agree_and_each_sums_to_one() {
        let board = report_board();
        let series = board.occupancy_series(report_rules(), 12.0).unwrap();
        let flat = f64_array(get(&series, "probabilities"));
        let finished = f64_array(get(&series, "finished"));
        let likely = get(&series, "mostLikely")
            .unchecked_into::<Int32Array>()
            .to_vec();
        assert_eq!(flat.len(), 13 * 31);
        let mut steps = board.occupancy_steps(report_rules()).unwrap();
        for t in 0..=12usize {
            let one = board.occupancy(report_rules(), t as f64).unwrap().to_vec();
            assert_eq!(one, flat[t * 31..(t + 1) * 31]);
            assert_eq!(steps.probabilities().to_vec(), one);
            assert_eq!(steps.throws() as usize, t);
            assert_eq!(steps.finished(), finished[t]);
            assert_eq!(steps.most_likely().map_or(-1, |q| q as i32), likely[t]);
            assert!((one.iter().sum::<f64>() - 1.0).abs() < 1e-12);
            steps.step();
        }
        // Start on square 1 with certainty.
        assert_eq!(flat[1], 1.0);
    }

    #[wasm_bindgen_test]
    fn throw_counts_that_are_not_whole_numbers_are_errors() {
        let board = report_board();
        for bad in [-1.0, 1.5, f64::NAN] {
            let e = board.occupancy(report_rules(), bad).expect_err("refused");
            assert!(error_message(e).contains("throws must be a whole number"));
        }
    }

    #[wasm_bindgen_test]
    fn jump_values_name_each_jump_and_give_null_for_infinite() {
        // A d1: without the ladder 2 -> 5 the snake on 3 makes the game endless.
        let board = JsBoard::new(6, &[2, 5, 3, 1]).unwrap();
        let values = board.jump_values(js(r#"{"faces": 1}"#)).unwrap();
        assert_eq!(values.length(), 2);
        let first = values.get(0);
        assert_eq!((num(&first, "from"), num(&first, "to")), (2.0, 5.0));
        assert!(get(&first, "expectedTurnsWithout").is_null());
        assert!(get(&first, "change").is_null());
        let second = values.get(1);
        assert!((num(&second, "expectedTurnsWithout") - 3.0).abs() < 1e-12);
    }

    #[wasm_bindgen_test]
    fn generate_with_expected_turns_lands_in_the_range() {
        let options = js(r#"{"size": 100, "snakes": 8, "ladders": 8, "seed": 3,
            "expectedTurns": [30, 31]}"#);
        let board = JsBoard::generate(options).unwrap_or_else(|e| panic!("{}", error_message(e)));
        let e = board.expected_turns(JsValue::UNDEFINED).unwrap().to_vec()[0];
        assert!((30.0..=31.0).contains(&e), "{e}");
        let bad = JsBoard::generate(js(r#"{"size": 100, "expectedTurns": [3]}"#));
        assert!(error_message(bad.err().expect("refused")).contains("expectedTurns"));
        // One number: about that many throws (within 5%, at least 1 either side), as the page's
        // New world asks.
        let about =
            js(r#"{"size": 100, "snakes": 8, "ladders": 8, "seed": 3, "expectedTurns": 40}"#);
        let board = JsBoard::generate(about).unwrap_or_else(|e| panic!("{}", error_message(e)));
        let e = board.expected_turns(JsValue::UNDEFINED).unwrap().to_vec()[0];
        assert!((38.0..=42.0).contains(&e), "{e}");
        let bad = JsBoard::generate(js(r#"{"size": 100, "expectedTurns": 0}"#));
        assert!(error_message(bad.err().expect("refused")).contains("above 0"));
    }
}

/// The designer's placements (`checkJump`): a cycle of chained jumps is refused when the new
/// jump is on it, also on a board that has another cycle already.
mod design {
    use super::*;
    use snakes_ladders::wasm::designer::check_jump;

    /// `checkJump` on a 30-square board, 6 columns; the error, or `None` when accepted.
    fn place(jumps: &[u32], from: u32, to: u32, rules: &str) -> Option<String> {
        let answer = check_jump(30, 6, jumps, from, to, js(rules), None)
            .unwrap_or_else(|_| panic!("checkJump threw for {jumps:?} + {from} -> {to}"));
        get(&answer, "error").as_string()
    }

    const CHAIN: &str = r#"{"jumps": "chain"}"#;
    const SINGLE: &str = r#"{"jumps": "single"}"#;

    #[wasm_bindgen_test]
    fn a_new_cycle_is_refused_beside_one_that_stands() {
        // 2 -> 20 -> 2 stands (placed under single jumps, then the rules changed).
        let board = [2, 20, 10, 25, 20, 2];
        let refused = place(&board, 25, 10, CHAIN).expect("25 -> 10 -> 25 is a second cycle");
        assert!(
            refused.contains("cycle under chained jumps: 25 -> 10 -> 25"),
            "{refused}"
        );
        assert_eq!(place(&board, 7, 27, CHAIN), None, "a jump beside the cycle");
        assert_eq!(
            place(&board, 15, 2, CHAIN),
            None,
            "a jump into the cycle, not on it"
        );
        assert_eq!(
            place(&board, 25, 10, SINGLE),
            None,
            "single jumps: no cycle"
        );
    }

    /// Small boards with and without cycles, random placements: refused for a cycle exactly
    /// when the new jump's start can be reached from its end along the jumps, found here by
    /// the transitive closure of the jump graph (Warshall), not by following jumps one by one.
    #[wasm_bindgen_test]
    fn a_cycle_is_refused_exactly_when_the_new_jump_closes_one() {
        let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = |below: u32| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((state >> 33) % u64::from(below)) as u32
        };
        let (mut refused, mut accepted) = (0, 0);
        for _ in 0..600 {
            let mut jumps: Vec<u32> = Vec::new();
            for _ in 0..next(9) {
                let (from, to) = (1 + next(29), 1 + next(30));
                if from != to && !jumps.chunks(2).any(|j| j[0] == from) {
                    jumps.extend([from, to]);
                }
            }
            // Half the time from where a jump ends or to where one starts: cycles are common.
            let (mut from, mut to) = (1 + next(29), 1 + next(30));
            if !jumps.is_empty() && next(2) == 0 {
                let j = 2 * next(jumps.len() as u32 / 2) as usize;
                (from, to) = (
                    jumps[j + 1].min(29),
                    jumps[(j + 2 * next(2) as usize) % jumps.len()],
                );
            }
            // The world rules alone (single jumps: no cycle check) decide first.
            if place(&jumps, from, to, SINGLE).is_some() {
                continue;
            }
            let mut reach = [[false; 31]; 31];
            for j in jumps.chunks(2).chain([[from, to].as_slice()]) {
                reach[j[0] as usize][j[1] as usize] = true;
            }
            for k in 0..31 {
                for i in 0..31 {
                    for l in 0..31 {
                        reach[i][l] |= reach[i][k] && reach[k][l];
                    }
                }
            }
            let closes = reach[to as usize][from as usize];
            match place(&jumps, from, to, CHAIN) {
                Some(e) => {
                    assert!(closes, "{jumps:?} + {from} -> {to} refused: {e}");
                    assert!(e.contains("cycle under chained jumps"), "{e}");
                    refused += 1;
                }
                None => {
                    assert!(!closes, "{jumps:?} + {from} -> {to} closes a cycle");
                    accepted += 1;
                }
            }
        }
        assert!(
            refused > 40 && accepted > 100,
            "{refused} refused, {accepted} accepted"
        );
    }
}

/// Options objects are read once, typed: a key the core does not know, or a value of the wrong
/// type, is refused by the key's name, entries of a list included (src/wasm/options.rs).
mod options {
    use super::*;

    fn game_error(options: &str) -> String {
        match JsGame::new(&report_board(), js(options)) {
            Ok(_) => panic!("game options {options} should be refused"),
            Err(e) => error_message(e),
        }
    }

    fn generate_error(options: &str) -> String {
        match JsBoard::generate(js(options)) {
            Ok(_) => panic!("generate options {options} should be refused"),
            Err(e) => error_message(e),
        }
    }

    #[wasm_bindgen_test]
    fn a_range_with_a_word_among_its_numbers_is_refused_naming_the_key() {
        // Read as [1, 3] before: the word was dropped silently.
        let message = generate_error(r#"{"size": 100, "minThrows": [1, "x", 3]}"#);
        assert!(message.contains("'minThrows'"), "{message}");
        let message = generate_error(r#"{"size": 100, "minThrows": [1, "x"]}"#);
        assert!(
            message.contains("'minThrows'") && message.contains(r#"entry 2 is "x""#),
            "{message}"
        );
        let message = generate_error(r#"{"size": 100, "expectedTurns": [20, null]}"#);
        assert!(message.contains("'expectedTurns'"), "{message}");
    }

    #[wasm_bindgen_test]
    fn a_list_of_names_with_a_number_among_them_is_refused_naming_the_key() {
        // Read as a player with no name before.
        let message = game_error(r#"{"players": ["Ann", 3]}"#);
        assert!(
            message.contains("'players'") && message.contains("entry 2 is 3"),
            "{message}"
        );
    }

    #[wasm_bindgen_test]
    fn an_unknown_option_key_is_refused_naming_it_in_every_options_object() {
        let message = game_error(r#"{"players": 2, "colour": "red"}"#);
        assert!(
            message.contains("unknown game option 'colour'"),
            "{message}"
        );
        let message = game_error(r#"{"rules": {"start": "1", "ladders": "up"}}"#);
        assert!(
            message.contains("unknown rule option 'ladders'"),
            "{message}"
        );
        let message = error_message(
            report_board()
                .solve(JsValue::UNDEFINED, js(r#"{"randomness": 0, "sead": 3}"#))
                .expect_err("a misspelt seed is refused"),
        );
        assert!(message.contains("unknown solve option 'sead'"), "{message}");
        let message = error_message(
            report_board()
                .analyze(JsValue::UNDEFINED, js(r#"{"player": 2}"#))
                .expect_err("analyze refuses it"),
        );
        assert!(
            message.contains("unknown analysis option 'player'"),
            "{message}"
        );
    }

    #[wasm_bindgen_test]
    fn a_value_of_the_wrong_type_is_refused_naming_the_key_and_what_it_was() {
        for (options, key, found) in [
            (r#"{"knockOff": "yes"}"#, "'knockOff'", r#"not "yes""#),
            (r#"{"seed": true}"#, "'seed'", "not true"),
            (r#"{"seed": "3x"}"#, "'seed'", r#"not "3x""#),
            (r#"{"players": "3"}"#, "'players'", r#"not "3""#),
            (r#"{"players": 9}"#, "'players'", "from 1 to 8, not 9"),
            (r#"{"rules": {"faces": [6]}}"#, "'faces'", "not [6]"),
            (r#"{"rules": {"overshoot": 1}}"#, "overshoot", "not '1'"),
        ] {
            let message = game_error(options);
            assert!(
                message.contains(key) && message.contains(found),
                "{options}: {message}"
            );
        }
        let message = generate_error(r#"{"size": "100"}"#);
        assert!(message.contains("'size'"), "{message}");
        let message = game_error("[2]");
        assert!(message.contains("must be an object"), "{message}");
    }

    #[wasm_bindgen_test]
    fn numbers_and_their_text_are_read_alike_where_the_types_allow_both() {
        let rolls = |seed: &str| {
            let b = report_board();
            let s = b
                .solve(
                    report_rules(),
                    js(&format!(r#"{{"randomness": 1, "seed": {seed}}}"#)),
                )
                .unwrap_or_else(|e| panic!("{}", error_message(e)));
            u32_array(&s, "rolls")
        };
        assert_eq!(rolls("42"), rolls("\"42\""));
        let a = JsGame::new(
            &report_board(),
            js(r#"{"rules": {"faces": "8"}, "seed": 1}"#),
        );
        let b = JsGame::new(
            &report_board(),
            js(r#"{"rules": {"faces": 8}, "seed": "1"}"#),
        );
        let (mut a, mut b) = (a.unwrap(), b.unwrap());
        assert_eq!(
            num(&a.roll().unwrap(), "roll"),
            num(&b.roll().unwrap(), "roll")
        );
    }
}

/// What the page asks the core instead of restating a rule: the start square under every
/// spelling, the puzzle rules, the squares a move walks, seat names, limits and the sentinel.
mod rule_questions {
    use super::*;
    use snakes_ladders::wasm::game::seat_names;
    use snakes_ladders::wasm::paint::limits;
    use snakes_ladders::wasm::rules::puzzle_rules;
    use snakes_ladders::wasm::JsRuleTable;

    fn table(rules: &str) -> JsRuleTable {
        JsRuleTable::new(&report_board(), js(rules))
            .unwrap_or_else(|e| panic!("{}", error_message(e)))
    }

    #[wasm_bindgen_test]
    fn the_start_square_follows_every_spelling_the_rule_parser_reads() {
        for (start, square) in [
            (r#""one""#, 1),
            (r#""ONE""#, 1),
            (r#""1""#, 1),
            ("1", 1),
            (r#""off-board""#, 0),
            (r#""Off""#, 0),
            ("0", 0),
            ("null", 0),
        ] {
            let rules = format!(r#"{{"start": {start}}}"#);
            assert_eq!(table(&rules).start(), square, "start {start}");
            let game =
                JsGame::new(&report_board(), js(&format!(r#"{{"rules": {rules}}}"#))).unwrap();
            assert_eq!(
                game.positions().to_vec(),
                vec![square; 2],
                "tokens, start {start}"
            );
            assert_eq!(
                get(&table(&rules).rules(), "start").as_string().unwrap(),
                ["off-board", "1"][square as usize]
            );
        }
    }

    #[wasm_bindgen_test]
    fn the_puzzle_rules_are_the_cores_spelled_as_it_spells_rules() {
        let puzzle = puzzle_rules();
        assert_eq!(get(&puzzle, "start").as_string().as_deref(), Some("1"));
        assert_eq!(
            get(&puzzle, "overshoot").as_string().as_deref(),
            Some("stay")
        );
        assert_eq!(get(&puzzle, "jumps").as_string().as_deref(), Some("single"));
        assert_eq!(num(&puzzle, "faces"), 6.0);
        let again = JsRuleTable::new(&report_board(), puzzle).unwrap().rules();
        assert_eq!(
            JSON::stringify(&again).unwrap(),
            JSON::stringify(&puzzle_rules()).unwrap()
        );
    }

    #[wasm_bindgen_test]
    fn a_throw_past_the_last_square_walks_to_it_and_bounces_back() {
        let t = table("{}");
        assert_eq!(
            t.walk(27, 6).unwrap().to_vec(),
            vec![28, 29, 30, 29, 28, 27]
        );
        assert_eq!(t.walk(0, 3).unwrap().to_vec(), vec![1, 2, 3]);
        assert!(table(r#"{"overshoot": "stay"}"#)
            .walk(27, 6)
            .unwrap()
            .to_vec()
            .is_empty());
        assert_eq!(
            table(r#"{"overshoot": "win"}"#)
                .walk(27, 6)
                .unwrap()
                .to_vec(),
            vec![28, 29, 30]
        );
        let throw = t.describe_throw(26, 6).unwrap();
        assert_eq!(u32_array(&throw, "walk"), vec![27, 28, 29, 30, 29, 28]);
        assert!(error_message(t.walk(31, 1).err().unwrap()).contains("square 31"));
    }

    #[wasm_bindgen_test]
    fn a_ladder_then_a_snake_is_worded_as_both_jumps() {
        let board = JsBoard::new(30, &[3, 22, 22, 9]).unwrap();
        let t = JsRuleTable::new(&board, js(r#"{"jumps": "chain"}"#)).unwrap();
        let throw = t.describe_throw(0, 3).unwrap();
        assert_eq!(
            get(&throw, "text").as_string().as_deref(),
            Some("the start → 3, ladder up to 22, snake down to 9")
        );
        assert_eq!(u32_array(&throw, "jumps"), vec![3, 22, 22, 9]);
    }

    #[wasm_bindgen_test]
    fn every_move_and_every_path_step_carries_the_squares_it_walked() {
        let mut game = JsGame::new(
            &report_board(),
            js(r#"{"players": 3, "seed": 4, "sixesAgain": true, "threeSixesEnd": true}"#),
        )
        .unwrap();
        while game.winner().is_none() {
            let mv = game.roll().unwrap();
            let walk = u32_array(&mv, "walk");
            let landed = num(&mv, "landed") as u32;
            assert_eq!(
                walk.last().copied().unwrap_or(num(&mv, "from") as u32),
                landed
            );
        }
        let s = solve(&report_board(), report_rules());
        for step in Array::from(&get(&s, "path")).iter() {
            let walk = u32_array(&step, "walk");
            assert_eq!(
                walk.len() as f64,
                num(&step, "roll"),
                "no bounce on this path"
            );
            assert_eq!(*walk.last().unwrap() as f64, num(&step, "landed"));
        }
    }

    /// The recorded search marks a throw bounced exactly when it went past the last square
    /// (under bounce), and its path's steps carry their walks like `solve`'s.
    #[wasm_bindgen_test]
    fn the_recorded_search_marks_bounces_and_walks_its_path() {
        let board = JsBoard::new(10, &[9, 2]).unwrap();
        let trace = board
            .bfs_trace(JsValue::UNDEFINED, JsValue::UNDEFINED)
            .unwrap();
        let (order, first) = (u32_array(&trace, "order"), u32_array(&trace, "first"));
        let roll = u32_array(&trace, "roll");
        let bounced = get(&trace, "bounced")
            .unchecked_into::<js_sys::Uint8Array>()
            .to_vec();
        let mut seen = 0;
        for (i, w) in first.windows(2).enumerate() {
            for t in w[0] as usize..w[1] as usize {
                assert_eq!(
                    bounced[t] == 1,
                    order[i] + roll[t] > 10,
                    "{} + {}",
                    order[i],
                    roll[t]
                );
                seen += usize::from(bounced[t]);
            }
        }
        assert!(seen > 0, "some throws go past square 10");
        for step in Array::from(&get(&trace, "path")).iter() {
            let walk = u32_array(&step, "walk");
            assert_eq!(f64::from(*walk.last().unwrap()), num(&step, "landed"));
        }
    }

    #[wasm_bindgen_test]
    fn seats_limits_and_the_unreachable_sentinel_come_from_the_core() {
        let l = limits();
        let names: Vec<String> = Array::from(&seat_names())
            .iter()
            .map(|n| n.as_string().unwrap())
            .collect();
        assert_eq!(names.len() as f64, num(&l, "maxPlayers"));
        assert_eq!(names[..2], ["Red", "Blue"]);
        assert_eq!(num(&l, "minPlayers"), 1.0);
        assert_eq!(num(&l, "maxNameChars"), 40.0);
        assert_eq!(num(&l, "maxSeed"), 9_007_199_254_740_991.0);
        let board = JsBoard::new(30, &[2, 1, 3, 1, 4, 1, 5, 1, 6, 1, 7, 1]).unwrap();
        let d = u32_array(&solve(&board, report_rules()), "distances");
        assert_eq!(f64::from(d[1]), num(&l, "unreachable"));
    }
}
