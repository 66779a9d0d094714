//! No English inside a coded message (issue 37): every phrase a message holds is a message of
//! its own, so the page words it whole in the reader's language; a parameter given as text is
//! only what the page shows as it is in every language. Bad inputs in every format (and saved
//! games and rules) are refused, and each text parameter of each refusal, however deep, must be
//! a quoted excerpt ('x', "size", `true`), numbers and signs, or a keyword of the formats and
//! options, never words. A parameter that echoes the input (`found`, `key`, `seed`) is the
//! person's own text and is exempt.

use snakes_ladders::codes::ALL;
use snakes_ladders::error::Error;
use snakes_ladders::formats::{self, Format};
use snakes_ladders::game::Game;
use snakes_ladders::message::{Message, Param};
use snakes_ladders::rules::Rules;
use std::collections::BTreeSet;

/// The words a text parameter may hold: the formats' names and keywords, the saved game's and
/// the rules' keys and values, which the page shows as they are written in every language.
const KEYWORDS: &[&str] = &[
    "native",
    "ruby",
    "json",
    "hackerrank",
    "leetcode",
    "size",
    "columns",
    "grid",
    "x",
    "snake",
    "ladder",
    "snakes",
    "ladders",
    "null",
    "start",
    "overshoot",
    "jumps",
    "faces",
    "off-board",
    "offboard",
    "off",
    "one",
    "stay",
    "bounce",
    "win",
    "single",
    "chain",
    "v",
    "options",
    "players",
    "seed",
    "moves",
    "check",
    "knock_off",
    "sixes_again",
    "three_sixes_end",
];

/// The parameters that echo the person's input.
const ECHOES: &[&str] = &["found", "key", "seed"];

/// The words of `text` outside its quotes ('...', "...", `...`) that are not keywords.
fn words_in(text: &str) -> Vec<String> {
    let mut outside = String::new();
    let mut quote: Option<char> = None;
    for c in text.chars() {
        match quote {
            Some(q) if c == q => {
                quote = None;
                outside.push(' ');
            }
            Some(_) => {}
            None if matches!(c, '\'' | '"' | '`') => quote = Some(c),
            None => outside.push(c),
        }
    }
    // An unclosed quote (an excerpt cut short) quotes the rest.
    outside
        .split(|c: char| !(c.is_alphabetic() || c == '-' || c == '_'))
        .map(|w| w.trim_matches('-'))
        .filter(|w| w.chars().any(char::is_alphabetic))
        .filter(|w| !KEYWORDS.contains(&w.to_ascii_lowercase().as_str()))
        .map(str::to_string)
        .collect()
}

/// Every text parameter of `m` and the messages inside it that holds words, with its path.
fn english(m: &Message, path: &str, out: &mut Vec<String>, seen: &mut BTreeSet<&'static str>) {
    seen.insert(m.code().name);
    for (name, p) in m.params() {
        let here = format!("{path}{}.{name}", m.code().name);
        match p {
            Param::Text(t) if !ECHOES.contains(name) => {
                let words = words_in(t);
                if !words.is_empty() {
                    out.push(format!("{here} = {t:?} ({})", words.join(" ")));
                }
            }
            Param::Msg(inner) => english(inner, &format!("{here} > "), out, seen),
            _ => {}
        }
    }
}

/// Texts every reader refuses, one at least per message of the readers.
fn corpus() -> Vec<(String, Option<Format>)> {
    let native = [
        "size 10 5",
        "columns 5 5",
        "grid 2 x 5 5",
        "size\n",
        "size x",
        "columns x",
        "grid x",
        "grid 10 y 10",
        "grid 10 x y",
        "# nothing\n",
        "hello",
        "16 -> 6 7",
        "snake x",
        "LADDER -> 5",
        "16 -> 6, x",
        "size 100\n\n16 -> x",
        "size 100\nsize 30",
        "columns 4\ngrid 2 x 2",
        "16 -> 99999999999",
        "size 30\n3 -> 22\nsnake 5 -> 8",
        "size 30\n10 2\n\n10 20",
        "size 30\ngrid 4 x 6",
        "grid 4000 x 4000",
        "size 3\n1 2, 2 3, 1 3, 2 1",
    ]
    .map(|t| (t, Some(Format::Native)));
    let hackerrank = [
        "x\n",
        "",
        "1\nx\n",
        "1\n0\nx\n",
        "1 2\n",
        "1\n1 2\n",
        "1\n2\n32 62\n",
        "1\n1\nx 62\n0\n",
        "1\n1\n32\n0",
        "1\n1\n32 x\n0",
        "1\n1\n32 62 7\n0",
        "1\n0\n0\n5\n",
        "2\n0\n0\n0\n0\n5\n",
        "1001\n",
        "1\n101\n",
        "1\n0\n101\n",
        "0\n",
        "1\n1\n62 32\n0",
        "1\n1\n5  1000\n0",
    ]
    .map(|t| (t, Some(Format::HackerRank)));
    let leetcode = [
        "[[x]]",
        "",
        "x",
        "[[-1,-1],[-1,-1]",
        "[x]",
        "[[-1 -1]]",
        "[[-1,-1],[-1]]",
        "[[-1,-1],[-1,-1,-1]]",
        "[[-1,-1],[-1,-1],[-1,-1]]",
        "[[-1,5],[-1,-1]]",
        "[[-1,-1]]",
    ]
    .map(|t| (t, Some(Format::LeetCode)));
    let ruby = [
        "{}{}{}",
        "{97=>62}",
        "x",
        "{97=>62 35=>21}{}",
        "{}{3=>22 5=>8}",
        "{x}{}",
        "{}{x}",
        "{97 62}{}",
        "{97=>x}{}",
        "# size 30\n# size 40\n{}{}",
        "{10=>74}\n{97=>62}",
    ]
    .map(|t| (t, Some(Format::Ruby)));
    let json = [
        r#"{"size": "x"}"#,
        r#"{"size": 1.5}"#,
        r#"{"size": 99999999999}"#,
        r#"{"size": true}"#,
        r#"{"size": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}"#,
        r#"{"size": null}"#,
        r#"{"snake": [[16, 6]]}"#,
        r#"{"snakes": [5]}"#,
        r#"{"snakes": [[16]]}"#,
        r#"{"snakes": [[16, 6, 2]]}"#,
        r#"{"snakes": 5}"#,
        r#"{"snakes": {}}"#,
        r#"{"snakes": [[[1], 2]]}"#,
        r#"{"snakes": [{}]}"#,
        "[1, 2]",
        r#"{"size":"#,
        r#"{"size"#,
        r#"{"snakes": [[1,2]"#,
        r#"{"size": 30"#,
        r#"{"size": x}"#,
        r#"{"columns": nul}"#,
        r#"{"size": 01}"#,
        "{\"size\": \"a\u{1}\"}",
        r#"{"size": "\x"}"#,
        r#"{"size": "\udc00"}"#,
        r#"{"size": "\ud800"}"#,
        r#"{"size": 30,}"#,
        r#"{"snakes": [[1,2] [3]]}"#,
        r#"{"size": 30 "x": 1}"#,
        r#"{1: 2}"#,
        r#"{"size" 30}"#,
        r#"{"size": 30} x"#,
        r#"{"size": 30, "size": 31}"#,
        r#"{"size": 30, "snakes": [[27, 1], [3, 22]]}"#,
    ]
    .map(|t| (t, Some(Format::Json)));
    let mut all: Vec<(&'static str, Option<Format>)> = Vec::new();
    all.extend(native);
    all.extend(hackerrank);
    all.extend(leetcode);
    all.extend(ruby);
    all.extend(json);
    let deep = format!("{{\"a\": {}{}}}", "[".repeat(128), "]".repeat(128));
    let wide = format!("[[{}-1]]", "-1,".repeat(3200));
    let mut all: Vec<(String, Option<Format>)> =
        all.into_iter().map(|(t, f)| (t.to_string(), f)).collect();
    all.push((deep, Some(Format::Json)));
    all.push((wide, Some(Format::LeetCode)));
    all
}

/// Saved games the core refuses, one at least per reason.
fn saves() -> Vec<String> {
    let whole = |options: &str| {
        format!(
            r#"{{"v": 1, "size": 30, "jumps": [], "options": {{{options}}}, "seed": "1", "moves": 0, "check": ""}}"#
        )
    };
    let options = r#""players": [], "start": "off-board", "overshoot": "stay", "jumps": "single", "faces": 6, "knock_off": false, "sixes_again": false, "three_sixes_end": false"#;
    vec![
        "{".to_string(),
        "{} x".to_string(),
        r#"{"v": 2}"#.to_string(),
        r#"{"size": 30}"#.to_string(),
        r#"{"v": 1}"#.to_string(),
        r#"{"v": 1, "options": 5}"#.to_string(),
        r#"{"v": 1, "x": 5}"#.to_string(),
        r#"{"v": 1, "options": {}, "jumps": 5}"#.to_string(),
        r#"{"v": 1, "options": {}, "jumps": [[1]]}"#.to_string(),
        r#"{"v": 1, "options": {}, "jumps": [[1, "a"]]}"#.to_string(),
        r#"{"v": 1, "options": {"players": [5]}, "jumps": []}"#.to_string(),
        whole(&options.replace(r#""knock_off": false"#, r#""knock_off": 5"#)),
        whole(&options.replace(r#""start": "off-board""#, r#""start": 7"#)),
        whole(&options.replace(r#""overshoot": "stay""#, r#""overshoot": "fly""#)),
    ]
}

/// Every refusal of the corpus.
fn refusals() -> Vec<(String, Error)> {
    let mut out: Vec<(String, Error)> = corpus()
        .into_iter()
        .map(|(text, format)| {
            let e = formats::parse(&text, format)
                .err()
                .unwrap_or_else(|| panic!("{text:?} is read"));
            (format!("{format:?} {text:?}"), e)
        })
        .collect();
    for text in saves() {
        let e = Game::restore(&text)
            .err()
            .unwrap_or_else(|| panic!("{text:?} is restored"));
        out.push((format!("save {text:?}"), e));
    }
    let mut rules = Rules::default();
    for (key, value) in [("overshoot", "fly"), ("faces", "x"), ("speed", "2")] {
        out.push((
            format!("rule {key}={value}"),
            rules.set(key, value).unwrap_err(),
        ));
    }
    out
}

#[test]
fn no_text_parameter_of_a_refusal_holds_words() {
    let mut found = Vec::new();
    let mut seen = BTreeSet::new();
    for (input, e) in refusals() {
        let mut here = Vec::new();
        english(&e.message(), "", &mut here, &mut seen);
        found.extend(here.into_iter().map(|w| format!("{input}: {e}\n    {w}")));
    }
    assert!(
        found.is_empty(),
        "English in a text parameter:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_corpus_reaches_every_message_of_the_readers_and_saves() {
    let mut seen = BTreeSet::new();
    for (_, e) in refusals() {
        english(&e.message(), "", &mut Vec::new(), &mut seen);
    }
    let groups = [
        "native.",
        "hackerrank.",
        "leetcode.",
        "ruby.",
        "json.",
        "save.",
        "parse.",
    ];
    // Those no reader of a text gives: a grid too big or misfit is a limit of its own, writing a
    // format refuses boards, and the JSON reader's trailing characters after a board are
    // `json.trailing`; `parse.no_board` is a safety net.
    let elsewhere = [
        "hackerrank.cases",
        "hackerrank.size",
        "hackerrank.jumps",
        "leetcode.not_square",
        "parse.no_board",
        "save.seed",
        "save.won_early",
        "save.altered",
        "save.too_many_moves",
        "save.board",
    ];
    let missed: Vec<&str> = ALL
        .iter()
        .map(|c| c.name)
        .filter(|n| groups.iter().any(|g| n.starts_with(g)))
        .filter(|n| !seen.contains(n) && !elsewhere.contains(n))
        .collect();
    assert!(missed.is_empty(), "not reached: {missed:?}");
}

#[test]
fn the_checker_finds_words_and_lets_excerpts_and_keywords_be() {
    assert_eq!(
        words_in("the number of squares after 'size'"),
        ["the", "number", "of", "squares", "after"]
    );
    assert!(words_in("'x9'").is_empty());
    assert!(words_in("\"snakes\" pair 2").contains(&"pair".to_string()));
    assert!(words_in("3 -> 7 -> 5").is_empty());
    assert!(words_in("native, ruby, json, hackerrank, leetcode").is_empty());
    assert!(words_in("off-board, 1").is_empty());
    assert!(words_in("{97=>62, 35=>21}").is_empty());
    assert!(words_in("`true`").is_empty());
    assert!(words_in("'unclosed excerpt...").is_empty());
    assert!(words_in("v`, `size`, `jumps").is_empty());
    assert_eq!(words_in("test cases"), ["test", "cases"]);
}

#[test]
fn each_json_reason_is_a_code_worded_as_the_reader_says_it() {
    use snakes_ladders::formats::json_text;
    let deep = format!("{}{}", "[".repeat(128), "]".repeat(128));
    let texts = [
        "",
        "[1,\n",
        "\"ab",
        "[1",
        "{\"a\": 1",
        "x",
        "nul",
        "nulx",
        "01",
        "\"a\u{1}\"",
        "\"\\x\"",
        "\"\\udc00\"",
        "\"\\ud800\"",
        &deep,
        "[1,]",
        "[1 2]",
        "{\"a\": 1 \"b\"}",
        "{1: 2}",
        "{\"a\" 1}",
        "1 2",
    ];
    let mut codes = BTreeSet::new();
    for text in texts {
        let e = json_text::parse(text).unwrap_err();
        let reason = e.reason();
        assert_eq!(reason.to_string(), e.message, "{text:?}");
        // A reason missing from the reader's table would fall back to this code.
        if reason.code().name == "json.expected_value" {
            assert_eq!(e.message, "expected value", "{text:?}: no code of its own");
        }
        codes.insert(reason.code().name);
    }
    assert_eq!(codes.len(), 17, "{codes:?}");
}
