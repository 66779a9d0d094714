//! The `snakes` command as a user runs it: answers, JSON fields, exit codes, messages.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn boards(name: &str) -> String {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/boards")
        .join(name);
    assert!(
        p.exists(),
        "reference board {} is missing: the tests need ../shared/boards beside the repository",
        p.display()
    );
    p.to_string_lossy().into_owned()
}

/// Starts the command with `stdin` written to it and closed.
fn spawn(args: &[&str], stdin: &str) -> std::process::Child {
    let mut child = Command::new(env!("CARGO_BIN_EXE_snakes"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the snakes binary starts");
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).ok();
    child
}

fn run(args: &[&str], stdin: &str) -> Output {
    spawn(args, stdin)
        .wait_with_output()
        .expect("the snakes binary finishes")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn hackerrank_prints_the_puzzle_answers_3_and_5() {
    let input = std::fs::read_to_string(boards("hackerrank-quickest-way-up.txt")).unwrap();
    let o = run(&["hackerrank"], &input);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "3\n5\n");
}

#[test]
fn leetcode_prints_the_puzzle_answers_4_and_1() {
    let input = std::fs::read_to_string(boards("leetcode-909-examples.txt")).unwrap();
    let o = run(&["leetcode"], &input);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "4\n1\n");
}

#[test]
fn leetcode_prints_minus_one_when_the_end_cannot_be_reached() {
    // 3x3, rows top first: squares 2..=7 all snake back to 1.
    let grid = "[[1,-1,-1],[1,1,1],[-1,1,1]]";
    let o = run(&["leetcode"], grid);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "-1\n");
}

#[test]
fn solve_json_has_the_documented_fields() {
    let o = run(
        &[
            "solve",
            &boards("report-30-squares.json"),
            "--start",
            "1",
            "--overshoot",
            "stay",
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["min_throws"], 3);
    assert_eq!(v["rolls"].as_array().unwrap().len(), 3);
    assert_eq!(v["path"].as_array().unwrap().len(), 3);
    assert_eq!(v["path"][2]["to"], 30);
    assert!(v["optimal_sequences"].is_string());
}

#[test]
fn solve_json_gives_null_when_unreachable() {
    let text = "size 10\n2 -> 1\n3 -> 1\n4 -> 1\n5 -> 1\n6 -> 1\n7 -> 1\n";
    let o = run(&["solve", "-", "--start", "1", "--json"], text);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert!(v["min_throws"].is_null());
    assert_eq!(v["path"].as_array().unwrap().len(), 0);
}

#[test]
fn analyze_text_of_a_board_where_most_games_never_end_says_never_and_gives_tight_odds() {
    // Squares 11 to 16 are snakes to 10; only the ladder from 3 passes them, so most games
    // never end: no median and no 90th percentile, and the odds (a game of two stuck players
    // is never decided) to within rounding.
    let text = "size 30\n3 -> 18\n11 -> 10\n12 -> 10\n13 -> 10\n14 -> 10\n15 -> 10\n16 -> 10\n";
    let o = run(&["analyze", "-", "--players", "2"], text);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("median and 90th percentile: never (fewer than half the games end)"),
        "{out}"
    );
    assert!(!out.contains("at least"), "{out}");
    let errors: Vec<f64> = out
        .lines()
        .filter(|l| l.starts_with("  player"))
        .filter_map(|l| l.split("error at most ").nth(1))
        .map(|e| e.split_whitespace().next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(errors.len(), 2, "{out}");
    assert!(errors.iter().all(|&e| e < 1e-9), "{out}");
}

#[test]
fn analyze_text_of_a_board_whose_end_cannot_be_reached_names_no_percentile_or_winner() {
    // From square 1, every throw of a d6 lands on a snake back to 1 (squares 2 to 7); the
    // ladder past them is never reached, so the end is out of reach with or without it.
    let text = "size 10\n2 -> 1\n3 -> 1\n4 -> 1\n5 -> 1\n6 -> 1\n7 -> 1\n8 -> 9\n";
    let o = run(&["analyze", "-", "--start", "1", "--players", "2"], text);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("fewest throws: the last square cannot be reached"),
        "{out}"
    );
    assert!(
        out.contains("median, mode and percentiles: none (no game ends)"),
        "{out}"
    );
    assert!(
        out.contains("no player can win: the last square cannot be reached"),
        "{out}"
    );
    assert!(
        !out.contains("at least"),
        "no bound on a percentile that does not exist: {out}"
    );
    assert!(
        !out.contains("wins: 0.0"),
        "no odds of 0 beside an error of 1: {out}"
    );
    assert!(
        out.contains("ladder 8 -> 9: infinite with or without it"),
        "{out}"
    );
    assert!(!out.contains("may never be reached"), "{out}");
}

#[test]
fn chains_on_a_pasted_board_are_warned_about_on_stderr() {
    let o = run(&["solve", &boards("world-builder-example.json")], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("warning: chain"), "{err}");
    assert!(err.contains("square 12"), "{err}");
}

#[test]
fn generate_is_reproducible_by_seed_and_json_has_the_seed() {
    let args = [
        "generate",
        "--size",
        "100",
        "--snakes",
        "10",
        "--ladders",
        "10",
        "--seed",
        "42",
        "--json",
    ];
    let a = run(&args, "");
    let b = run(&args, "");
    assert!(a.status.success(), "{}", stderr(&a));
    assert_eq!(stdout(&a), stdout(&b));
    let v: serde_json::Value = serde_json::from_str(&stdout(&a)).unwrap();
    assert_eq!(v["seed"], 42);
    assert_eq!(v["snakes"].as_array().unwrap().len(), 10);
    assert_eq!(v["ladders"].as_array().unwrap().len(), 10);
}

#[test]
fn the_command_a_generated_board_names_builds_it_again() {
    // Each option that chose the board changes it (a target range or a filter tries other boards
    // until one fits; the rules change what fits), so the comment must carry them all. The seeds
    // are ones where that shows: the board differs from the one drawn without the filters, and
    // from the one drawn with them under the default rules.
    let cases = [
        (
            "--size 100 --snakes 8 --ladders 8 --seed 5",
            "--expected-turns 40..45",
            "--overshoot stay",
        ),
        (
            "--rows 10 --columns 10 --snakes 12 --ladders 5 --seed 5",
            "--reachable --min-throws 3..5",
            "--jumps chain --faces 4 --start 1",
        ),
    ];
    let generate = |parts: &[&str]| {
        let mut args = vec!["generate"];
        for part in parts {
            args.extend(part.split(' '));
        }
        let o = run(&args, "");
        assert!(o.status.success(), "{parts:?}: {}", stderr(&o));
        stdout(&o)
    };
    let board = |text: &str| text.lines().skip(1).collect::<Vec<_>>().join("\n");
    for (size, filters, rules) in cases {
        let text = generate(&[size, filters, rules]);
        assert_ne!(
            board(&text),
            board(&generate(&[size])),
            "{filters} chose another board"
        );
        assert_ne!(
            board(&text),
            board(&generate(&[size, filters])),
            "{rules} chose another board"
        );
        let command = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("# generated by snakes "))
            .unwrap_or_else(|| panic!("no command in {text}"));
        for option in [size, filters, rules].iter().flat_map(|p| p.split(' ')) {
            if option.starts_with("--") {
                assert!(command.contains(option), "{command} names {option}");
            }
        }
        let again = run(&command.split(' ').collect::<Vec<_>>(), "");
        assert!(again.status.success(), "{command}: {}", stderr(&again));
        assert_eq!(
            stdout(&again),
            text,
            "{command} builds the board it came with"
        );
    }
}

#[test]
fn a_generated_board_reads_back_through_solve() {
    let g = run(
        &[
            "generate",
            "--size",
            "64",
            "--snakes",
            "6",
            "--ladders",
            "6",
            "--seed",
            "9",
        ],
        "",
    );
    assert!(g.status.success());
    let o = run(&["solve", "-"], &stdout(&g));
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("Minimum throws:"), "{}", stdout(&o));
}

#[test]
fn impossible_generation_says_the_most_it_can_place_and_exits_2() {
    let o = run(
        &[
            "generate",
            "--size",
            "10",
            "--snakes",
            "9",
            "--ladders",
            "9",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("at most 5"), "{}", stderr(&o));
}

#[test]
fn bad_input_exits_2_with_a_located_message() {
    let o = run(&["solve", "-"], "size 10\n3 -> x\n");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("line 2, column 6"), "{}", stderr(&o));
    for args in [
        vec!["solve", "-", "--faces", "0"],
        vec!["solve", "-", "--overshoot", "fly"],
        vec!["solve", "-", "--nonsense"],
        vec!["solve", "-", "--seed"],
        vec!["frobnicate"],
        vec![],
    ] {
        let o = run(&args, "size 10\n");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(!stderr(&o).is_empty(), "{args:?}");
        assert!(!stderr(&o).contains("panicked"), "{args:?}");
    }
}

#[test]
fn a_chain_cycle_under_chained_jumps_names_its_squares() {
    let o = run(
        &["solve", "-", "--jumps", "chain"],
        "size 20\n5 -> 10\n10 -> 5\n",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("5 -> 10 -> 5"), "{}", stderr(&o));
}

#[test]
fn analyze_json_has_the_documented_fields() {
    let o = run(
        &[
            "analyze",
            &boards("classic-1952.json"),
            "--players",
            "2",
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    for key in [
        "min_throws",
        "expected_turns",
        "expected_turns_exact",
        "median_turns",
        "p_min_turns",
        "finish_pmf",
        "win_probability",
    ] {
        assert!(v.get(key).is_some(), "missing {key}");
    }
    assert_eq!(v["min_throws"], 7);
    assert_eq!(v["win_probability"].as_array().unwrap().len(), 2);
}

#[test]
fn analyze_knock_off_odds_agree_with_a_knock_off_simulation() {
    let board = boards("classic-1952.json");
    let o = run(
        &["analyze", &board, "--players", "2", "--knock-off", "--json"],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let exact = v["knock_off"]["win_probability"][0].as_f64().unwrap();
    let plain = v["win_probability"][0].as_f64().unwrap();
    assert!(
        (exact - plain).abs() > 1e-4,
        "knock-off changes the odds: {exact} vs {plain}"
    );

    let o = run(
        &[
            "simulate",
            &board,
            "--players",
            "2",
            "--knock-off",
            "--games",
            "200000",
            "--seed",
            "11",
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let s: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let share = s["wins"][0]["share"].as_f64().unwrap();
    // The share of 200,000 games has a standard error of about 0.0011; allow four.
    assert!(
        (share - exact).abs() < 0.0045,
        "the first player wins {share} of simulated games, the analysis says {exact}"
    );
}

#[test]
fn random_argument_lists_never_panic() {
    let words = [
        "solve",
        "generate",
        "analyze",
        "simulate",
        "print",
        "--size",
        "--snakes",
        "--ladders",
        "--seed",
        "--faces",
        "--start",
        "--overshoot",
        "--jumps",
        "--games",
        "--players",
        "--json",
        "-1",
        "0",
        "1",
        "99999999999",
        "bounce",
        "chain",
        "x",
        "--format",
        "json",
        "-",
    ];
    let mut x: u64 = 0x9e3779b97f4a7c15;
    for _ in 0..120 {
        let mut args = Vec::new();
        for _ in 0..(x % 7) {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            args.push(words[(x >> 33) as usize % words.len()]);
        }
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        // Keep simulations short: never more than a few games.
        if args.contains(&"simulate") && args.contains(&"--games") {
            continue;
        }
        let o = run(&args, "size 12\n3 -> 9\n11 -> 2\n");
        assert!(
            matches!(o.status.code(), Some(0) | Some(2)),
            "{args:?}: {:?} {}",
            o.status,
            stderr(&o)
        );
        assert!(!stderr(&o).contains("panicked"), "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn a_hundred_thousand_warnings_are_summarized_not_listed() {
    let mut board = String::from("size 100000\n");
    for i in 2..100_000 {
        board.push_str(&format!("{i} -> {}\n", i - 1));
    }
    let text = run(&["solve", "--jumps", "chain"], &board);
    let err = stderr(&text);
    assert!(
        err.lines().count() <= 7,
        "{} lines of stderr",
        err.lines().count()
    );
    // Squares 3 to 99999 each start a snake onto the next snake's head: 99,997 chains.
    assert!(
        err.contains("... 99992 more; 99997 warnings in all (99997 chains, 0 shared ends)"),
        "{err}"
    );
    let json = run(&["solve", "--json"], &board);
    let v: serde_json::Value = serde_json::from_str(&stdout(&json)).expect("JSON");
    assert_eq!(v["warnings"].as_array().map(Vec::len), Some(20));
    assert_eq!(v["warning_counts"]["total"], 99997);
    assert_eq!(v["warning_counts"]["chain"], 99997);
}

#[test]
fn analyze_and_simulate_json_carry_the_warnings_and_their_counts() {
    // 13 -> 12 ends where 12 -> 5 starts (a chain); 20 -> 30 and 22 -> 30 share their end.
    let jumps = [(13, 12), (12, 5), (20, 30), (22, 30), (40, 35)];
    let mut board = String::from("size 50\n");
    for (a, b) in jumps {
        board.push_str(&format!("{a} -> {b}\n"));
    }
    // Counted here from the jumps, by the definitions.
    let chains = jumps
        .iter()
        .filter(|(_, to)| jumps.iter().any(|(from, _)| from == to))
        .count();
    let shared = jumps
        .iter()
        .enumerate()
        .filter(|(i, (_, to))| jumps[..*i].iter().any(|(_, t)| t == to))
        .count();
    assert_eq!((chains, shared), (1, 1));
    for args in [
        &["analyze", "--json"][..],
        &["simulate", "--json", "--games", "200", "--seed", "1"][..],
        &["solve", "--json"][..],
    ] {
        let v = json_of(&run(args, &board));
        assert_eq!(v["warning_counts"]["chain"], chains, "{args:?}");
        assert_eq!(v["warning_counts"]["shared_end"], shared, "{args:?}");
        assert_eq!(v["warning_counts"]["total"], chains + shared, "{args:?}");
        let listed = v["warnings"].as_array().expect("a list of warnings");
        assert_eq!(listed.len(), chains + shared, "{args:?}");
        assert!(
            listed.iter().any(|w| w
                .as_str()
                .is_some_and(|w| w.contains("13") && w.contains("12"))),
            "{args:?}: {listed:?}"
        );
    }
}

#[test]
fn unreadable_input_is_named_as_such_and_bad_bytes_by_line_and_column() {
    let o = run(&["solve", "/no/such/board.txt"], "");
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("cannot read input: /no/such/board.txt"),
        "{err}"
    );
    assert!(!err.contains("invalid option"), "{err}");
    let dir = std::env::temp_dir();
    let o = run(&["solve", &dir.to_string_lossy()], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot read input"), "{}", stderr(&o));
    // "5 -> 7 " is seven characters: the bad byte is the eighth of line 2.
    let file = dir.join(format!("snakes-not-utf8-{}.txt", std::process::id()));
    std::fs::write(&file, b"size 100\n5 -> 7 \xff\n").unwrap();
    let o = run(&["solve", &file.to_string_lossy()], "");
    std::fs::remove_file(&file).ok();
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("line 2, column 8"), "{err}");
    assert!(err.contains("0xff"), "{err}");
}

/// A full disk (Linux's /dev/full): the answer is cut short, so the command says so and exits 2.
#[cfg(target_os = "linux")]
#[test]
fn an_output_that_cannot_be_written_is_an_error() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("Linux has /dev/full");
    let o = Command::new(env!("CARGO_BIN_EXE_snakes"))
        .args(["solve", &boards("classic-1952.json")])
        .stdout(full)
        .stderr(Stdio::piped())
        .output()
        .expect("the snakes binary runs");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("cannot write the output"),
        "{}",
        stderr(&o)
    );
}

fn json_of(o: &Output) -> serde_json::Value {
    serde_json::from_str(&stdout(o)).expect("JSON on stdout")
}

#[test]
fn jump_values_match_analyzing_the_board_without_each_jump() {
    let board =
        "size 30\n3 -> 22\n5 -> 8\n11 -> 26\n20 -> 29\n27 -> 1\n21 -> 9\n17 -> 4\n19 -> 7\n";
    let with = json_of(&run(&["analyze", "--json"], board));
    let values = with["jump_values"].as_array().expect("jump_values").clone();
    assert_eq!(values.len(), 8);
    for v in values {
        let (from, to) = (v["from"].as_u64().unwrap(), v["to"].as_u64().unwrap());
        let without: String = board
            .lines()
            .filter(|l| *l != format!("{from} -> {to}"))
            .map(|l| format!("{l}\n"))
            .collect();
        let again = json_of(&run(&["analyze", "--json"], &without));
        let (a, b) = (
            v["expected_turns_without"].as_f64().unwrap(),
            again["expected_turns"].as_f64().unwrap(),
        );
        assert!((a - b).abs() <= 1e-9 * b, "{from} -> {to}: {a} vs {b}");
        let change = with["expected_turns"].as_f64().unwrap() - b;
        assert!((v["change"].as_f64().unwrap() - change).abs() <= 1e-9 * b);
    }
}

#[test]
fn occupancy_after_t_throws_sums_to_one_and_agrees_with_the_distribution() {
    let classic = boards("classic-1952.json");
    let o = json_of(&run(&["analyze", &classic, "--after", "12", "--json"], ""));
    let occ: Vec<f64> = o["occupancy"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect();
    assert_eq!(occ.len(), 101);
    assert!((occ.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    let cdf = o["finish_cdf"][11].as_f64().unwrap();
    assert!((occ[100] - cdf).abs() < 1e-12, "{} vs {cdf}", occ[100]);
}

#[test]
fn generate_by_expected_turns_lands_in_the_range() {
    let board = run(
        &[
            "generate",
            "--size",
            "100",
            "--snakes",
            "8",
            "--ladders",
            "8",
            "--seed",
            "3",
            "--expected-turns",
            "30..32",
            "--json",
        ],
        "",
    );
    let e = json_of(&run(&["analyze", "--json"], &stdout(&board)))["expected_turns"]
        .as_f64()
        .unwrap();
    assert!((30.0..=32.0).contains(&e), "{e}");
    let refused = run(
        &[
            "generate",
            "--size",
            "100",
            "--snakes",
            "8",
            "--ladders",
            "8",
            "--expected-turns",
            "1..2",
        ],
        "",
    );
    assert_eq!(refused.status.code(), Some(2));
    assert!(stderr(&refused).contains("closest"), "{}", stderr(&refused));
}

/// Runs the command with standard input piped but never written or closed, as a terminal
/// user's would be: a command that reads its input waits forever; one that does not, exits.
/// A command still running after `patience` is killed and reported as waiting on its input.
fn run_with_stdin_open(args: &[&str]) -> Output {
    let patience = std::time::Duration::from_secs(30);
    let mut child = Command::new(env!("CARGO_BIN_EXE_snakes"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the snakes binary starts");
    let held_open = child.stdin.take();
    let started = std::time::Instant::now();
    while child
        .try_wait()
        .expect("the child can be waited on")
        .is_none()
    {
        if started.elapsed() > patience {
            child.kill().ok();
            child.wait().ok();
            panic!("snakes {args:?} was still waiting on standard input after {patience:?}");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    drop(held_open);
    child.wait_with_output().expect("the output is read")
}

const SUBCOMMANDS: [&str; 8] = [
    "solve",
    "generate",
    "analyze",
    "simulate",
    "print",
    "hackerrank",
    "leetcode",
    "completions",
];

#[test]
fn help_for_every_subcommand_prints_and_exits_0_without_reading_input() {
    for sub in SUBCOMMANDS {
        for args in [vec![sub, "--help"], vec![sub, "-h"], vec!["help", sub]] {
            let o = run_with_stdin_open(&args);
            assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
            let out = stdout(&o);
            assert!(
                out.contains(&format!("Usage: snakes {sub}")),
                "{args:?}: {out}"
            );
        }
    }
    let solve = stdout(&run_with_stdin_open(&["solve", "--help"]));
    for flag in ["--json", "--distances", "--start", "--overshoot", "--faces"] {
        assert!(solve.contains(flag), "solve --help lacks {flag}: {solve}");
    }
    let top = run_with_stdin_open(&["--help"]);
    assert_eq!(top.status.code(), Some(0));
    for sub in SUBCOMMANDS {
        assert!(stdout(&top).contains(sub), "--help lacks {sub}");
    }
}

#[test]
fn version_prints_the_cargo_version_and_exits_0() {
    let want = format!("snakes {}\n", env!("CARGO_PKG_VERSION"));
    for args in [["--version"], ["-V"]] {
        let o = run_with_stdin_open(&args);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        assert_eq!(stdout(&o), want, "{args:?}");
    }
}

#[test]
fn mistyped_subcommands_and_flags_get_a_suggestion_and_exit_2() {
    let o = run_with_stdin_open(&["solv"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("similar subcommand exists: 'solve'"),
        "{}",
        stderr(&o)
    );
    let o = run_with_stdin_open(&["solve", "--jsn"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("similar argument exists: '--json'"),
        "{}",
        stderr(&o)
    );
    let o = run_with_stdin_open(&["generate", "--ladder", "3", "--size", "20"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("'--ladders'"), "{}", stderr(&o));
}

#[test]
fn a_switch_given_a_value_is_an_error_not_the_switch() {
    for args in [
        ["solve", "--json=false"],
        ["solve", "--json=true"],
        ["solve", "--distances=no"],
    ] {
        let o = run(&args, "size 10\n3 -> 7\n");
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stdout(&o));
        assert!(stdout(&o).is_empty(), "{args:?}: {}", stdout(&o));
        assert!(
            stderr(&o).contains("unexpected value"),
            "{args:?}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn dash_j_is_refused_as_an_unknown_flag_not_read_as_a_file_name() {
    for sub in ["solve", "analyze", "print"] {
        let o = run(&[sub, "-j"], "size 10\n3 -> 7\n");
        assert_eq!(o.status.code(), Some(2), "{sub}");
        let err = stderr(&o);
        assert!(err.contains("unexpected argument '-j'"), "{sub}: {err}");
        assert!(!err.contains("cannot read"), "{sub}: {err}");
    }
}

#[test]
fn every_subcommand_refuses_unknown_and_extra_arguments_with_exit_2() {
    let puzzle = std::fs::read_to_string(boards("hackerrank-quickest-way-up.txt")).unwrap();
    let leet = std::fs::read_to_string(boards("leetcode-909-examples.txt")).unwrap();
    let cases: [(&[&str], &str); 10] = [
        (&["hackerrank", "--bogus"], &puzzle),
        (&["hackerrank", "extra"], &puzzle),
        (&["leetcode", "--bogus"], &leet),
        (&["solve", "-", "--bogus"], "size 10\n"),
        (&["solve", "-", "-"], "size 10\n"),
        (&["generate", "--size", "20", "--bogus"], ""),
        (&["analyze", "--bogus"], "size 10\n"),
        (&["simulate", "--games", "5", "--bogus"], "size 10\n"),
        (&["print", "--bogus"], "size 10\n"),
        (&["completions", "bash", "extra"], ""),
    ];
    for (args, input) in cases {
        let o = run(args, input);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stdout(&o));
        assert!(stdout(&o).is_empty(), "{args:?}: {}", stdout(&o));
        assert!(
            stderr(&o).contains("unexpected argument"),
            "{args:?}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn bad_values_are_refused_at_once_naming_the_flag_without_reading_input() {
    let cases: [(&[&str], &str); 11] = [
        (&["solve", "--faces", "0"], "faces must be 1 to 1000"),
        (&["solve", "--overshoot", "fly"], "stay, bounce, win"),
        (&["solve", "--randomness", "2"], "from 0 to 1"),
        // A negative number is the flag's value, refused by its own check, not "unexpected argument".
        (&["solve", "--randomness", "-0.5"], "from 0 to 1"),
        (&["solve", "--seed", "-5"], "whole number from 0"),
        (&["simulate", "--games", "-1"], "whole number"),
        (&["solve", "--seed", "9007199254740992"], "9007199254740991"),
        (&["analyze", "--players", "9"], "from 1 to 8"),
        (&["simulate", "--games", "many"], "whole number"),
        (&["print", "--format", "xml"], "native, ruby, json"),
        (
            &["simulate", "--three-sixes", "--games", "9"],
            "needs '--sixes'",
        ),
    ];
    for (args, says) in cases {
        let o = run_with_stdin_open(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = stderr(&o);
        assert!(err.contains(&format!("'{}", args[1])), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn completions_for_bash_zsh_and_fish_name_the_subcommands_and_flags() {
    for shell in ["bash", "zsh", "fish"] {
        let o = run(&["completions", shell], "");
        assert_eq!(o.status.code(), Some(0), "{shell}: {}", stderr(&o));
        let script = stdout(&o);
        for word in ["snakes", "solve", "generate", "analyze", "simulate", "json"] {
            assert!(script.contains(word), "{shell} completions lack {word}");
        }
        // The rule values are offered, not only the flag names.
        assert!(script.contains("bounce"), "{shell} completions lack bounce");
    }
    let o = run(&["completions", "tcsh"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("possible values"), "{}", stderr(&o));
}

#[test]
fn exit_status_is_0_for_answers_help_and_version_and_2_for_usage() {
    let ok: [&[&str]; 4] = [&["--help"], &["help"], &["--version"], &["solve", "--help"]];
    for args in ok {
        assert_eq!(run_with_stdin_open(args).status.code(), Some(0), "{args:?}");
    }
    let usage: [&[&str]; 5] = [
        &[],
        &["frobnicate"],
        &["simulate"],
        &["generate", "--snakes", "3"],
        &["completions"],
    ];
    for args in usage {
        let o = run_with_stdin_open(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&o).contains("Usage: snakes"),
            "{args:?}: {}",
            stderr(&o)
        );
    }
}

/// Starts the command, sends it SIGINT (as Ctrl-C does) after `after`, and waits for it.
#[cfg(unix)]
fn interrupted(args: &[&str], stdin: &str, after: std::time::Duration) -> Output {
    let child = spawn(args, stdin);
    std::thread::sleep(after);
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    child
        .wait_with_output()
        .expect("the snakes binary finishes")
}

#[test]
fn an_expected_length_no_board_of_the_spec_can_have_is_refused_at_once() {
    for (size, target) in [("1000000", "1000"), ("100000", "1..2")] {
        let clock = std::time::Instant::now();
        let o = run(
            &[
                "generate",
                "--size",
                size,
                "--snakes",
                "1000",
                "--expected-turns",
                target,
            ],
            "",
        );
        let took = clock.elapsed();
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        let err = stderr(&o);
        assert!(
            err.contains("at least") && err.contains("whatever the snakes"),
            "{err}"
        );
        assert!(took.as_secs_f64() < 1.0, "{took:?}");
    }
    // Without snakes, at most 2 (size - start) / (faces + 1) + faces throws on average.
    let clock = std::time::Instant::now();
    let o = run(
        &[
            "generate",
            "--size",
            "1000000",
            "--ladders",
            "1000",
            "--expected-turns",
            "1000000",
        ],
        "",
    );
    let took = clock.elapsed();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("takes at most 285720.3 throws"),
        "{}",
        stderr(&o)
    );
    assert!(took.as_secs_f64() < 1.0, "{took:?}");
    // A target a board could have is still searched for (and found on a small board).
    let o = run(
        &[
            "generate",
            "--size",
            "30",
            "--snakes",
            "2",
            "--expected-turns",
            "20",
            "--seed",
            "3",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

#[cfg(unix)]
#[test]
fn a_long_search_stops_on_ctrl_c_and_exits_130() {
    let args = [
        "generate",
        "--size",
        "1000000",
        "--snakes",
        "1000",
        "--expected-turns",
        "1000000000",
    ];
    let clock = std::time::Instant::now();
    let o = interrupted(&args, "", std::time::Duration::from_millis(1500));
    assert!(
        clock.elapsed().as_secs_f64() < 20.0,
        "{:?}",
        clock.elapsed()
    );
    assert_eq!(o.status.code(), Some(130), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("stopped (Ctrl-C) after trying"),
        "{}",
        stderr(&o)
    );
    assert!(o.stdout.is_empty());
}

#[cfg(unix)]
#[test]
fn a_simulation_stopped_by_ctrl_c_prints_what_it_has_and_exits_130() {
    let classic = boards("classic-1952.json");
    for json in [false, true] {
        let mut args = vec!["simulate", "--games", "2000000000", "--seed", "1", &classic];
        if json {
            args.push("--json");
        }
        let o = interrupted(&args, "", std::time::Duration::from_millis(1500));
        assert_eq!(o.status.code(), Some(130), "{}", stderr(&o));
        let out = stdout(&o);
        if json {
            assert_eq!(json_of(&o)["interrupted"], serde_json::json!(true), "{out}");
        } else {
            assert!(out.contains("interrupted (Ctrl-C) after"), "{out}");
        }
    }
}

#[test]
fn escape_bytes_and_invisible_characters_are_escaped_when_echoed() {
    let o = run(&["solve", "/nonexistent/\u{1b}[31mfile\u{202e}"], "");
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        !err.contains('\u{1b}') && !err.contains('\u{202e}'),
        "{err:?}"
    );
    assert!(err.contains("\\u{1b}[31mfile\\u{202e}"), "{err}");
    for bad in ['\u{202e}', '\u{200b}'] {
        let o = run(&["solve"], &format!("size 30\n3 -> 22 {bad} x\n"));
        assert_eq!(o.status.code(), Some(2));
        let err = stderr(&o);
        assert!(!err.contains(bad), "{err:?}");
        assert!(err.contains(&bad.escape_unicode().to_string()), "{err}");
    }
}

#[test]
fn a_null_size_is_refused_naming_the_key() {
    let o = run(&["analyze"], "{\"size\": null, \"snakes\": [[16, 6]]}");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("\"size\" is null"), "{}", stderr(&o));
}

/// A figure as written ("9.11767802 × 10^21", "+5.2999803 × 10^21", "39.2251223"): its value
/// and its significant digits.
fn read_figure(text: &str) -> (f64, i32) {
    let (mantissa, exponent) = text.split_once(" × 10^").unwrap_or((text, "0"));
    let value: f64 = format!("{mantissa}e{exponent}").parse().expect(text);
    let digits = mantissa
        .trim_start_matches(['+', '-'])
        .trim_start_matches(['0', '.'])
        .chars()
        .filter(char::is_ascii_digit)
        .count();
    (value, digits as i32)
}

/// `written` (with `digits` significant digits) is `value` held by `bounds` to the digits the
/// bounds support (at most 10): read back, within half its last digit of the bounds.
fn written_at_its_precision(written: &str, value: f64, bounds: &serde_json::Value) {
    let (read, digits) = read_figure(written);
    let [lo, hi] = [bounds[0].as_f64().unwrap(), bounds[1].as_f64().unwrap()];
    let relative = (value - lo).max(hi - value) / value.abs();
    let supported = ((-relative.log10()).floor() as i32).clamp(1, 10);
    assert_eq!(digits, supported, "{written}: {value} in [{lo}, {hi}]");
    let half = 0.5 * 10f64.powi(value.abs().log10().floor() as i32 - digits + 1);
    assert!(
        lo - half <= read && read <= hi + half,
        "{written}: {value} in [{lo}, {hi}]"
    );
}

#[test]
fn analyze_text_says_each_jump_worth_at_its_digits_and_the_error_once() {
    // The 360-square board of issue 34: a snake of 15 on every even square from 20 on, where
    // the game lasts about 1.66e22 throws; each of its 170 jumps' worth is known to 8 to 10
    // digits, and JSON keeps the full floats and their bounds.
    let mut text = String::from("size 360\n");
    for i in (20..=358).step_by(2) {
        text.push_str(&format!("{i} -> {}\n", i - 15));
    }
    let o = run(&["analyze", "-", "--json"], &text);
    assert!(o.status.success(), "{}", stderr(&o));
    let json: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let values = json["jump_values"].as_array().unwrap();
    assert_eq!(values.len(), 170);
    let o = run(&["analyze", "-"], &text);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let heading = out
        .lines()
        .find(|l| l.starts_with("what each jump"))
        .unwrap();
    assert_eq!(heading.matches("error").count(), 1, "{heading}");
    let lines: Vec<&str> = out.lines().filter(|l| l.starts_with("  snake")).collect();
    assert_eq!(lines.len(), values.len(), "{out}");
    for (line, v) in lines.iter().zip(values) {
        assert!(!line.contains("error"), "the error is said once: {line}");
        let name = format!("  snake {} -> {}: ", v["from"], v["to"]);
        let rest = line.strip_prefix(&name).expect(line);
        let (without, change) = rest.split_once(" without it, change ").expect(line);
        let bounds = &v["expected_turns_without_bounds"];
        let e = v["expected_turns_without"].as_f64().unwrap();
        written_at_its_precision(without, e, bounds);
        let c = v["change"].as_f64().unwrap();
        written_at_its_precision(change, c, &v["change_bounds"]);
    }
}
