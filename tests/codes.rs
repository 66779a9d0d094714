//! The core's messages by code: every code has a stable name and English wording, every
//! message the core gives fills exactly its template's parameters, the English the command
//! prints is the wording of the code, and `www/core/messages.en.json` (the catalog the page's
//! translators start from) is the list of codes as they stand.
//!
//! `SNAKES_WRITE_CATALOG=1 cargo test --test codes` rewrites the catalog after a change.

use snakes_ladders::analysis::{self, AnalyzeOptions, Horizon, Report};
use snakes_ladders::board::{Board, Jump};
use snakes_ladders::codes::{ALL, CONTEXT};
use snakes_ladders::error::Error;
use snakes_ladders::formats::{self, Format};
use snakes_ladders::game::{Game, GameOptions};
use snakes_ladders::message::{template_params, Message, Param};
use snakes_ladders::rules::{JumpMode, Rules, Table};
use std::collections::BTreeSet;

const CATALOG: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/www/core/messages.en.json");

#[test]
fn every_code_has_a_stable_name_and_english_wording() {
    let mut names = BTreeSet::new();
    for code in ALL {
        let (group, rest) = code.name.split_once('.').expect("a name is group.message");
        let word = |s: &str| {
            let ok = |b: u8| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_';
            !s.is_empty() && s.bytes().all(ok)
        };
        assert!(word(group) && word(rest), "{}", code.name);
        assert!(names.insert(code.name), "{} twice", code.name);
        assert!(
            !code.english.trim().is_empty(),
            "{} has no wording",
            code.name
        );
        assert_eq!(
            code.english.matches('{').count(),
            code.english.matches('}').count(),
            "{}: unbalanced braces",
            code.name
        );
        for p in template_params(code.english) {
            assert!(word(p), "{}: parameter '{p}'", code.name);
        }
    }
    assert_eq!(ALL.len(), CONTEXT.len());
    assert!(CONTEXT.iter().all(|c| !c.trim().is_empty()));
}

/// Checks that `m` gives each parameter its template names, no more and no fewer, and so
/// does every message inside it; returns the codes seen.
fn check_params(m: &Message, seen: &mut BTreeSet<&'static str>) {
    let code = m.code();
    seen.insert(code.name);
    let wanted: BTreeSet<&str> = template_params(code.english).into_iter().collect();
    let given: BTreeSet<&str> = m.params().iter().map(|(n, _)| *n).collect();
    assert_eq!(wanted, given, "{}: {m}", code.name);
    assert_eq!(
        m.params().len(),
        given.len(),
        "{}: a parameter twice",
        code.name
    );
    for (_, p) in m.params() {
        if let Param::Msg(inner) = p {
            check_params(inner, seen);
        }
    }
}

/// Errors from every part of the core a person's input reaches.
fn sample_errors() -> Vec<Error> {
    let parse = |text: &str, format: Option<Format>| formats::parse(text, format).unwrap_err();
    let board = |size: u32, jumps: &[(u32, u32)]| {
        Board::new(size, jumps.iter().map(|&(a, b)| Jump::new(a, b))).unwrap_err()
    };
    let chained = Rules {
        jumps: JumpMode::Chain,
        ..Rules::default()
    };
    let cycle = Board::new(30, [Jump::new(3, 7), Jump::new(7, 3)]).unwrap();
    let mut rules = Rules::default();
    let mut errors = vec![
        parse("size 10\n3 -> x\n", None),
        parse("size 10\n3 -> 99999999999\n", None),
        parse("size 10\nsize 12\n", None),
        parse("size 10\n3 -> 12\n", None),
        parse("size 10\n12 -> 3\n", None),
        parse("size 10\n3 -> 5\n3 -> 6\n", None),
        parse("size 10\nsnake 3 -> 5\n", None),
        parse("size 30\ngrid 2 x 5\n", None),
        parse("{\"size\": 30, \"snakes\": [[3, 5]]}", Some(Format::Json)),
        parse("{\"size\": 30, \"size\": 31}", Some(Format::Json)),
        parse("{\"size\": null}", Some(Format::Json)),
        parse(
            "{\"size\": 30, \"snakes\": [[3, 5, 6]]}",
            Some(Format::Json),
        ),
        parse("{\"size\": 30, \"snakes\": [[3]]}", Some(Format::Json)),
        parse("{\"size\": 1.5}", Some(Format::Json)),
        parse("{\"size\": 30} x", Some(Format::Json)),
        parse("{\"size\": 30", Some(Format::Json)),
        parse("[[-1,-1],[-1]]", Some(Format::LeetCode)),
        parse("[[-1,-1],[-1,-1,-1]]", Some(Format::LeetCode)),
        parse("0\n", Some(Format::HackerRank)),
        parse("1\n1\n32 62\n1\n62 70\n", Some(Format::HackerRank)),
        parse("1\n1001\n", Some(Format::HackerRank)),
        parse(
            "ladders = {3 => 12}\nsnakes = {}\n# size 10\n",
            Some(Format::Ruby),
        ),
        board(1, &[]),
        board(20_000_000, &[]),
        board(30, &[(3, 3)]),
        board(30, &[(30, 3)]),
        board(30, &[(3, 40)]),
        board(30, &[(3, 5), (3, 5)]),
        board(30, &[(3, 5), (3, 6)]),
        Board::from_snakes_ladders(30, &[(3, 5)], &[]).unwrap_err(),
        Board::from_snakes_ladders(30, &[], &[(5, 3)]).unwrap_err(),
        Board::new(30, [])
            .unwrap()
            .with_columns(Some(0))
            .unwrap_err(),
        Table::new(&cycle, &chained).unwrap_err(),
        rules.set("overshoot", "fly").unwrap_err(),
        rules.set("faces", "x").unwrap_err(),
        rules.set("faces", "0").unwrap_err(),
        rules.set("speed", "2").unwrap_err(),
        "yaml".parse::<Format>().unwrap_err(),
        formats::print_all(&[], Format::Native).unwrap_err(),
        formats::print(&Board::new(30, []).unwrap(), Format::HackerRank).unwrap_err(),
        formats::print(&Board::new(30, []).unwrap(), Format::LeetCode).unwrap_err(),
        Game::new(Board::new(30, []).unwrap(), GameOptions::players(0, 1)).unwrap_err(),
        Game::restore("{").unwrap_err(),
        Game::restore("{\"v\": 99}").unwrap_err(),
    ];
    let mut game = Game::new(Board::new(2, []).unwrap(), GameOptions::players(1, 1)).unwrap();
    while game.roll().is_ok() {}
    errors.push(game.roll().unwrap_err());
    errors
}

#[test]
fn every_message_fills_exactly_its_templates_parameters() {
    let mut seen = BTreeSet::new();
    for e in sample_errors() {
        check_params(&e.message(), &mut seen);
    }
    let board = Board::new(30, [Jump::new(3, 7), Jump::new(7, 12), Jump::new(9, 12)]).unwrap();
    for w in board.warnings() {
        check_params(&w.message(), &mut seen);
    }
    // The sample reaches most codes; the ones it misses are checked where they are made.
    assert!(seen.len() > 50, "{} codes seen", seen.len());
}

/// `m` worded by substitution alone, independently of the core's Display.
fn word(m: &Message) -> String {
    let mut out = m.code().english.to_string();
    for (name, p) in m.params() {
        let value = match p {
            Param::Num(n) => n.to_string(),
            Param::Text(s) => s.clone(),
            Param::Msg(inner) => word(inner),
        };
        out = out.replace(&format!("{{{name}}}"), &value);
    }
    out
}

#[test]
fn the_english_is_the_wording_of_the_code() {
    for e in sample_errors() {
        assert_eq!(word(&e.message()), e.to_string());
    }
    let e = formats::parse("size 10\n3 -> x\n", None).unwrap_err();
    assert_eq!(
        e.to_string(),
        "native board, line 2, column 6: expected the square the jump from 3 leads to, as in '3 -> 6', found 'x'"
    );
    assert_eq!(e.message().code().name, "error.parse");
}

/// Reports whose sentences reach the analysis's codes: estimates, figures not known, a tail,
/// a chance too small to write, knock-off solved and simulated.
fn sample_reports() -> Vec<Report> {
    let table = |size: u32, jumps: Vec<Jump>, rules: &str| {
        let board = Board::new(size, jumps).unwrap();
        let mut r = Rules::default();
        for pair in rules.split_whitespace() {
            let (k, v) = pair.split_once('=').unwrap();
            r.set(k, v).unwrap();
        }
        Table::new(&board, &r).unwrap()
    };
    // Issue 34's board: a geometric tail of 10^22 throws.
    let tail = table(
        360,
        (20..=358)
            .step_by(2)
            .map(|i| Jump::new(i, i - 15))
            .collect(),
        "",
    );
    // Cut at 40 throws on a board whose shortest game is 167: nothing known past the push.
    let cut = AnalyzeOptions {
        horizon: Horizon {
            share: 1.0 - 1e-4,
            max_turns: 40,
            ..Horizon::default()
        },
        ..AnalyzeOptions::default()
    };
    let empty = table(1000, vec![], "");
    // 400 sixes in a row: the shortest game's chance 6^-400 is below the least float.
    let long = table(2400, vec![], "overshoot=stay");
    let classic = table(30, vec![Jump::new(3, 22), Jump::new(27, 1)], "");
    let knock_off = AnalyzeOptions {
        knock_off: true,
        simulated_games: 100,
        ..AnalyzeOptions::default()
    };
    let mut out = Vec::new();
    for players in [1, 2] {
        out.push(analysis::analyze(&tail, players).unwrap());
        out.push(analysis::analyze_with(&empty, players, &cut).unwrap());
    }
    out.push(analysis::analyze(&long, 1).unwrap());
    for players in [2, 3] {
        out.push(analysis::analyze_with(&classic, players, &knock_off).unwrap());
    }
    out.push(analysis::analyze_with(&tail, 2, &knock_off).unwrap());
    // Expectations past the largest float: the elimination overflows to NaN at the start
    // (five squares in six start a snake), or to infinity (a snake on every even square).
    let snakes = |size: u32, every: u32| -> Vec<Jump> {
        (20..size - 1)
            .filter(|i| i % every != 0)
            .map(|i| Jump::new(i, i - 15))
            .collect()
    };
    out.push(analysis::analyze(&table(2420, snakes(2420, 6), ""), 1).unwrap());
    // Knock-off solved on the joint chain, proven only to about 10^-5: an estimate.
    let b150 = (20..=148)
        .step_by(2)
        .map(|i| Jump::new(i, i - 15))
        .collect();
    out.push(analysis::analyze_with(&table(150, b150, ""), 2, &knock_off).unwrap());
    // Knock-off simulated past the cap on rounds (every game ends, none within it).
    out.push(analysis::analyze_with(&table(2420, snakes(2420, 6), ""), 2, &knock_off).unwrap());
    out.push(analysis::analyze(&table(5000, snakes(5000, 2), ""), 1).unwrap());
    out
}

/// Each sentence of a report with its English text field, by code.
fn report_sentences(r: &Report) -> Vec<(&Message, String)> {
    let said = &r.said;
    let mut out: Vec<(&Message, String)> = said.caveats.iter().zip(r.caveats.clone()).collect();
    assert_eq!(said.caveats.len(), r.caveats.len());
    let pairs = [
        (&said.percentiles_not_known, &r.percentiles_not_known),
        (&said.mode_not_known, &r.mode_not_known),
        (&said.odds_not_known, &r.odds_not_known),
        (&said.expected_not_known, &r.expected_not_known),
        (&said.tail, &r.figures.tail),
    ];
    for (m, text) in pairs {
        assert_eq!(m.is_some(), text.is_some(), "{m:?} {text:?}");
        out.extend(m.iter().zip(text.iter().cloned()));
    }
    if let Some(m) = &said.p_min_turns {
        out.push((m, r.figures.p_min_turns.clone()));
    }
    out
}

#[test]
fn the_analysis_sentences_are_its_codes_worded() {
    let mut seen = BTreeSet::new();
    for r in sample_reports() {
        for (m, text) in report_sentences(&r) {
            check_params(m, &mut seen);
            assert_eq!(word(m), text);
            assert_eq!(m.to_string(), text);
        }
    }
    // Every code of the analysis's sentences (from analysis.average_estimate on) is reached,
    // but those no board found gives: the one-player average unproven (it is proven on every
    // board tried since issue 34), an estimate whose error has no bound at all, and a share
    // too small or too near all of the games to write as a percentage.
    let missed: Vec<&str> = ALL
        .iter()
        .map(|c| c.name)
        .skip_while(|&n| n != "analysis.average_estimate")
        .take_while(|n| n.starts_with("analysis."))
        .filter(|n| !seen.contains(n) && !n.ends_with("_unbounded"))
        .filter(|n| !n.starts_with("analysis.share_") && !n.starts_with("analysis.average_"))
        .collect();
    assert!(missed.is_empty(), "not reached: {missed:?}");
}

/// The catalog as JSON: each code's English wording, its parameters and its context.
fn catalog() -> String {
    let quote = |s: &str| serde_json::to_string(s).expect("a string");
    let mut out = String::from("{\n");
    for (i, (code, context)) in ALL.iter().zip(CONTEXT).enumerate() {
        let params: Vec<String> = template_params(code.english)
            .into_iter()
            .collect::<BTreeSet<_>>()
            .into_iter()
            .map(quote)
            .collect();
        out.push_str(&format!(
            "  {}: {{\n    \"message\": {},\n    \"params\": [{}],\n    \"description\": {}\n  }}{}\n",
            quote(code.name),
            quote(code.english),
            params.join(", "),
            quote(context.trim()),
            if i + 1 < ALL.len() { "," } else { "" }
        ));
    }
    out.push_str("}\n");
    out
}

#[test]
fn the_catalog_file_lists_every_code_as_it_stands() {
    let want = catalog();
    if std::env::var_os("SNAKES_WRITE_CATALOG").is_some() {
        std::fs::write(CATALOG, &want).expect("the catalog is written");
    }
    let have = std::fs::read_to_string(CATALOG).unwrap_or_default();
    let parsed: serde_json::Value = serde_json::from_str(&have).expect("the catalog is JSON");
    assert_eq!(parsed.as_object().map(|o| o.len()), Some(ALL.len()));
    assert!(
        have == want,
        "www/core/messages.en.json is out of date: run SNAKES_WRITE_CATALOG=1 cargo test --test codes"
    );
}
