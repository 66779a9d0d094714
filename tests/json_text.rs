//! The crate's own JSON reader and writer (`formats::json_text`), the JSON board reader and the
//! saved-game text, checked against serde_json as the independent method:
//!
//! - on random JSON-ish texts, valid and mutated, the reader accepts exactly what serde_json
//!   accepts, yields the same values, and refuses with serde_json's message at the same place;
//! - on random board texts, the board reader agrees with the serde reader it replaced (kept
//!   here as the reference);
//! - on random games, the saved text is what serde_json writes for the same fields, and saves
//!   written by the serde version still restore to the same text.
//!
//! Deliberate differences, each handled where it arises below: numbers are kept as text, so
//! serde_json's "number out of range" (`1e400`) has no counterpart; a control character or a
//! wrong letter that is a line break is blamed on the break itself (serde_json blames the start
//! of the next line).

mod common;

use proptest::prelude::*;
use serde::de::{self, Deserializer, IgnoredAny, SeqAccess, Unexpected, Visitor};
use serde::{Deserialize, Serialize};
use snakes_ladders::formats::json_text::{self, Value};
use snakes_ladders::formats::{parse, Format};
use snakes_ladders::game::{Game, GameOptions};
use snakes_ladders::world::{generate, WorldSpec};
use snakes_ladders::{Board, Error};
use std::fmt;

// ---------------------------------------------------------------------------------------------
// The generic reader against serde_json::Value.

/// Our value as serde_json's: each number literal read by serde_json alone.
fn to_serde(v: &Value) -> serde_json::Value {
    match v {
        Value::Null => serde_json::Value::Null,
        Value::Bool(b) => serde_json::Value::Bool(*b),
        Value::Number(t) => serde_json::from_str(t).expect("serde_json reads our number text"),
        Value::String(s) => serde_json::Value::String(s.clone()),
        Value::Array(items) => serde_json::Value::Array(items.iter().map(to_serde).collect()),
        Value::Object(members) => {
            // Inserting in order keeps the last of a repeated key, as serde_json does.
            let mut map = serde_json::Map::new();
            for (k, x) in members {
                map.insert(k.clone(), to_serde(x));
            }
            serde_json::Value::Object(map)
        }
    }
}

/// The byte serde_json's error blames: the start of its line plus its column (a 1-based byte
/// count), as the serde board reader used to place it.
fn serde_offset(text: &str, e: &serde_json::Error) -> usize {
    let line_start = text
        .split('\n')
        .take(e.line().saturating_sub(1))
        .map(|l| l.len() + 1)
        .sum::<usize>();
    line_start + e.column().saturating_sub(1)
}

/// serde_json's message without its " at line L column C".
fn serde_message(e: &serde_json::Error) -> String {
    let full = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    full.strip_suffix(&suffix).unwrap_or(&full).to_string()
}

/// Reads `text` both ways and compares; returns whether serde_json accepted it.
fn same_as_serde(text: &str) -> Result<bool, TestCaseError> {
    let ours = json_text::parse(text);
    match serde_json::from_str::<serde_json::Value>(text) {
        Ok(theirs) => {
            let v = ours.map_err(|e| {
                TestCaseError::fail(format!("{text:?}: serde_json reads it, we refuse: {e:?}"))
            })?;
            prop_assert_eq!(to_serde(&v), theirs, "{:?}", text);
            Ok(true)
        }
        // Deliberate: numbers stay text here, so no number is out of range.
        Err(e) if serde_message(&e) == "number out of range" => Ok(false),
        Err(theirs) => {
            let Err(e) = ours else {
                return Err(TestCaseError::fail(format!(
                    "{text:?}: serde_json refuses it ({theirs}), we read it"
                )));
            };
            prop_assert_eq!(e.message, serde_message(&theirs), "{:?}", text);
            let (at, their_at) = (e.at, serde_offset(text, &theirs));
            // Deliberate: a consumed line break is blamed on itself, not on the next line.
            let break_blamed = text.as_bytes().get(at) == Some(&b'\n') && their_at == at + 1;
            prop_assert!(
                at == their_at || break_blamed,
                "{:?}: {} blamed at byte {}, serde_json at {} ({})",
                text,
                e.message,
                at,
                their_at,
                theirs
            );
            Ok(false)
        }
    }
}

/// A JSON string literal: plain and escaped characters, surrogate pairs and lone halves.
fn string_literal() -> impl Strategy<Value = String> {
    prop::string::string_regex(
        r#""([a-z é😀/]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4}|\\u[dD][89abAB][0-9a-f]{2}(\\u[dD][c-fC-F][0-9a-f]{2})?|\\u[dD][c-fC-F]00){0,6}""#,
    )
    .expect("a valid regex")
}

/// A JSON number literal, sometimes too large for an f64.
fn number_literal() -> impl Strategy<Value = String> {
    prop::string::string_regex(r"-?(0|[1-9][0-9]{0,22})(\.[0-9]{1,4})?([eE][+-]?[0-9]{1,3})?")
        .expect("a valid regex")
}

/// Whitespace JSON allows, or none.
fn space() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec!["", "", "", " ", "\n", "\t", "\r\n "])
}

/// A valid JSON text with random whitespace.
fn json_value() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("null".to_string()),
        Just("true".to_string()),
        Just("false".to_string()),
        number_literal(),
        string_literal(),
    ];
    leaf.prop_recursive(5, 40, 5, |inner| {
        prop_oneof![
            prop::collection::vec((space(), inner.clone()), 0..5).prop_map(|items| {
                let items: Vec<String> =
                    items.into_iter().map(|(s, v)| format!("{s}{v}")).collect();
                format!("[{}]", items.join(","))
            }),
            prop::collection::vec((string_literal(), space(), inner), 0..5).prop_map(|members| {
                let members: Vec<String> = members
                    .into_iter()
                    .map(|(k, s, v)| format!("{k}{s}:{v}"))
                    .collect();
                format!("{{{}}}", members.join(", "))
            }),
        ]
    })
}

/// Characters a mutation puts in: JSON's punctuation, letters of its words, escapes, controls.
const MUTATIONS: &str = "{}[],:\"\\ 0123456789-+.eEuntrfals/#\n\t\r\u{1}\u{1f}é😀x";

/// `text` with a few characters deleted, replaced or inserted.
fn mutated(text: String, edits: Vec<(usize, u8, usize)>) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let pool: Vec<char> = MUTATIONS.chars().collect();
    for (at, op, pick) in edits {
        let at = at % (chars.len() + 1);
        let c = pool[pick % pool.len()];
        match op % 3 {
            0 if at < chars.len() => {
                chars.remove(at);
            }
            1 if at < chars.len() => chars[at] = c,
            _ => chars.insert(at, c),
        }
    }
    chars.into_iter().collect()
}

/// Valid texts, and valid texts with one to three edits.
fn json_ish() -> impl Strategy<Value = String> {
    let edits = prop::collection::vec((any::<usize>(), any::<u8>(), any::<usize>()), 0..4);
    (space(), json_value(), space(), edits)
        .prop_map(|(a, v, b, e)| mutated(format!("{a}{v}{b}"), e))
}

/// Any text, rich in what a writer must escape: control characters, quotes, backslashes.
fn text_with_controls() -> impl Strategy<Value = String> {
    let c = prop_oneof![
        2 => any::<char>(),
        2 => (0u8..0x20).prop_map(char::from),
        1 => prop::sample::select(vec!['"', '\\', '/', '\u{7f}', 'é', '😀', '\u{2028}']),
    ];
    prop::collection::vec(c, 0..24).prop_map(|chars| chars.into_iter().collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn the_reader_accepts_what_serde_json_accepts_and_reads_the_same_values(text in json_ish()) {
        same_as_serde(&text)?;
    }

    #[test]
    fn strings_are_written_as_serde_json_writes_them(s in text_with_controls()) {
        let mut ours = String::new();
        json_text::write_string(&mut ours, &s);
        prop_assert_eq!(ours, serde_json::to_string(&s).unwrap());
    }
}

#[test]
fn hand_picked_texts_read_as_serde_json_reads_them() {
    let deep = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
    let texts = [
        "",
        " ",
        "\n",
        "{",
        "[",
        "]",
        "[1,]",
        "[,1]",
        "{,}",
        "{\"a\":1,}",
        "{\"a\" 1}",
        "{\"a\":}",
        "{1:2}",
        "nul",
        "nulx",
        "tru",
        "falsy",
        "-",
        "-x",
        "01",
        "-01",
        "1.",
        "1.x",
        "1e",
        "1e+",
        "1ex",
        "-0",
        "1E400",
        "\"\\",
        "\"\\x\"",
        "\"\\u12\"",
        "\"\\u12g4\"",
        "\"\\ud800\"",
        "\"\\ud800\\n\"",
        "\"\\ud800\\u0041\"",
        "\"\\udc00\"",
        "\"\\ud83d\\ude00\"",
        "\"a\u{1}\"",
        "\"a\nb\"",
        "[1\n2]",
        "1 2",
        "{} x",
        "\u{a0}1",
        "\u{c}1",
        "[\"é\", -1.5e-3, {}]",
        "18446744073709551616",
        "-9223372036854775809",
        "{\"a\":1,\"a\":2}",
    ];
    for text in texts
        .iter()
        .map(|t| t.to_string())
        .chain([deep(127), deep(128), deep(400)])
    {
        same_as_serde(&text).unwrap_or_else(|e| panic!("{e}"));
    }
}

// ---------------------------------------------------------------------------------------------
// The board reader against the serde reader it replaced.

/// The serde reader's whole number from 0 to u32::MAX.
#[derive(Debug, Clone, Copy)]
struct Whole(u32);

impl<'de> Deserialize<'de> for Whole {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Whole;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a whole number from 0 to {}", u32::MAX)
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Whole, E> {
                u32::try_from(v)
                    .map(Whole)
                    .map_err(|_| E::invalid_value(Unexpected::Unsigned(v), &self))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Whole, E> {
                u32::try_from(v)
                    .map(Whole)
                    .map_err(|_| E::invalid_value(Unexpected::Signed(v), &self))
            }
        }
        d.deserialize_u32(V)
    }
}

/// The serde reader's `[from, to]` pair.
#[derive(Debug, Clone, Copy)]
struct Pair(u32, u32);

impl<'de> Deserialize<'de> for Pair {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Pair;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a pair [from, to] of square numbers, as in [16, 6]")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Pair, A::Error> {
                let from: Whole = seq
                    .next_element()?
                    .ok_or_else(|| de::Error::invalid_length(0, &self))?;
                let to: Whole = seq
                    .next_element()?
                    .ok_or_else(|| de::Error::invalid_length(1, &self))?;
                if seq.next_element::<IgnoredAny>()?.is_some() {
                    return Err(de::Error::custom("found a third number"));
                }
                Ok(Pair(from.0, to.0))
            }
        }
        d.deserialize_seq(V)
    }
}

/// The keys the serde reader read.
#[derive(Deserialize)]
struct JsonBoard {
    #[serde(default)]
    size: Option<Whole>,
    #[serde(default)]
    columns: Option<Whole>,
    #[serde(default)]
    snakes: Vec<Pair>,
    #[serde(default)]
    ladders: Vec<Pair>,
}

/// Whether a board object's size is there and null (`Some(None)`), there (`Some(Some(_))`) or
/// left out (`None`), as serde reads it.
#[derive(Deserialize)]
struct SizeField {
    #[serde(default, deserialize_with = "present")]
    size: Option<Option<Whole>>,
}

/// A key that is there, null or not.
fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Option<Whole>>, D::Error> {
    Option::<Whole>::deserialize(d).map(Some)
}

/// The board the serde reader made of `text` (without comment lines), or `None` when it
/// refused the JSON; `Some(Err)` when the JSON read but the board breaks a world rule.
fn serde_board(text: &str) -> Option<Result<Board, Error>> {
    if !text.trim_start().is_empty() && !text.trim_start().starts_with('{') {
        return None;
    }
    let raw: JsonBoard = serde_json::from_str(text).ok()?;
    let pairs = |p: &[Pair]| p.iter().map(|&Pair(a, b)| (a, b)).collect::<Vec<_>>();
    let size = raw.size.map_or(100, |w| w.0);
    Some(
        Board::from_snakes_ladders(size, &pairs(&raw.snakes), &pairs(&raw.ladders))
            .and_then(|b| b.with_columns(raw.columns.map(|w| w.0))),
    )
}

/// A number for a board: mostly a small square, sometimes one that is not a whole number from
/// 0 to u32::MAX however it is written, or only just one.
fn board_number() -> impl Strategy<Value = String> {
    let edges = vec![
        "-0",
        "-1",
        "0.0",
        "1.0",
        "3e1",
        "30E0",
        "0",
        "4294967295",
        "4294967296",
        "-9223372036854775808",
        "18446744073709551616",
    ];
    prop_oneof![
        8 => (0u32..60).prop_map(|n| n.to_string()),
        1 => prop::sample::select(edges).prop_map(str::to_string),
    ]
}

/// A value for a board key: mostly sensible, sometimes of the wrong kind.
fn board_value(key: &'static str) -> BoxedStrategy<String> {
    let pair =
        prop::collection::vec(board_number(), 0..4).prop_map(|n| format!("[{}]", n.join(", ")));
    let pairs = prop::collection::vec(pair, 0..5).prop_map(|p| format!("[{}]", p.join(", ")));
    match key {
        "size" | "columns" => prop_oneof![
            4 => board_number(),
            1 => Just("null".to_string()),
            1 => json_value(),
        ]
        .boxed(),
        "snakes" | "ladders" => prop_oneof![4 => pairs, 1 => json_value()].boxed(),
        _ => json_value().boxed(),
    }
}

/// A board object with known and unknown keys in any order, some repeated.
fn board_text() -> impl Strategy<Value = String> {
    let key = prop::sample::select(vec!["size", "columns", "snakes", "ladders", "name", "note"]);
    let member = key.prop_flat_map(|k| (Just(k), space(), board_value(k)));
    let edits = prop::collection::vec((any::<usize>(), any::<u8>(), any::<usize>()), 0..3);
    (prop::collection::vec(member, 0..6), edits).prop_map(|(members, edits)| {
        let members: Vec<String> = members
            .into_iter()
            .map(|(k, s, v)| format!("\"{k}\":{s}{v}"))
            .collect();
        mutated(format!("{{{}}}", members.join(", ")), edits)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn the_board_reader_agrees_with_the_serde_reader_it_replaced(text in board_text()) {
        prop_assume!(!text.lines().any(|l| {
            let t = l.trim_start();
            t.starts_with('#') || t.starts_with("//")
        }));
        let ours = parse(&text, Some(Format::Json)).map(|p| p.board);
        // A key one slip from a board key ("ize", "snake") is refused naming it, where serde
        // ignored it: the other place on purpose.
        if matches!(&ours, Err(Error::Parse { message, .. }) if message.code().name == "json.near_key") {
            return Ok(());
        }
        // A null size is refused naming the key (issue 34), where the serde reader took it for
        // the default of 100 squares: the one place the two part on purpose.
        let null_size = serde_json::from_str::<SizeField>(&text).is_ok_and(|f| matches!(f.size, Some(None)));
        if null_size && serde_board(&text).is_some() {
            prop_assert!(
                matches!(&ours, Err(Error::Parse { message, .. }) if message.to_string().contains("\"size\" is null")),
                "{:?}: a null size is refused, we read {:?}", text, ours
            );
            return Ok(());
        }
        match serde_board(&text) {
            None => prop_assert!(
                matches!(ours, Err(Error::Parse { .. })),
                "{:?}: serde refused it, we read {:?}", text, ours
            ),
            Some(Ok(board)) => prop_assert_eq!(ours, Ok(board), "{:?}", text),
            Some(Err(_)) => prop_assert!(
                matches!(ours, Err(Error::InvalidBoard(_) | Error::Limit(_))),
                "{:?}: the board breaks a rule, we read {:?}", text, ours
            ),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Saved games against serde_json's writer.

/// The saved form as the serde version declared it: field order decides the text.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Saved {
    v: u32,
    size: u32,
    jumps: Vec<[u32; 2]>,
    columns: Option<u32>,
    options: SavedOptions,
    seed: String,
    moves: u64,
    check: String,
}

/// The saved options as the serde version declared them.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SavedOptions {
    players: Vec<String>,
    start: String,
    overshoot: String,
    jumps: String,
    faces: u32,
    knock_off: bool,
    sixes_again: bool,
    three_sixes_end: bool,
}

/// Saves written by the serde version (before formats::json_text), with their check values.
const SERDE_SAVES: [&str; 2] = [
    r#"{"v":1,"size":100,"jumps":[[1,38],[16,6],[98,78]],"columns":null,"options":{"players":["Red","Blue"],"start":"off-board","overshoot":"bounce","jumps":"single","faces":6,"knock_off":false,"sixes_again":false,"three_sixes_end":false},"seed":"5","moves":10,"check":"0928670237b996fd"}"#,
    r#"{"v":1,"size":100,"jumps":[[1,38],[16,6],[98,78]],"columns":10,"options":{"players":["Zoë \"the\" \\ best/","Blue","日本 😀"],"start":"off-board","overshoot":"bounce","jumps":"single","faces":8,"knock_off":true,"sixes_again":true,"three_sixes_end":true},"seed":"18446744073709551615","moves":62,"check":"a503c95737ec47e8"}"#,
];

#[test]
fn saves_written_by_the_serde_version_restore_and_save_to_the_same_text() {
    for text in SERDE_SAVES {
        let game = Game::restore(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(game.save(), text);
    }
}

/// A name as a person might type it: quotes, backslashes, accents, emoji, spaces.
fn name() -> impl Strategy<Value = String> {
    prop::string::string_regex(r#"[ -~é日😀"\\/]{0,14}"#).expect("a valid regex")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn a_saved_game_is_the_text_serde_json_writes_for_its_fields(
        names in prop::collection::vec(name(), 1..=4),
        rules in common::rules_up_to(12),
        size in 20u32..120,
        columns in prop::option::of(1u32..12),
        house in (any::<bool>(), any::<bool>(), any::<bool>()),
        seed in any::<u64>(),
        throws in 0usize..80,
    ) {
        let board = generate(&WorldSpec::new(size, 3, 3, seed)).unwrap();
        let board = board.with_columns(columns).unwrap();
        let options = GameOptions {
            players: names,
            rules,
            knock_off: house.0,
            sixes_again: house.1,
            three_sixes_end: house.2,
            seed,
        };
        let Ok(mut game) = Game::new(board, options) else {
            return Ok(());
        };
        for _ in 0..throws {
            if game.roll().is_err() {
                break;
            }
        }
        let text = game.save();
        let fields: Saved = serde_json::from_str(&text)
            .map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(serde_json::to_string(&fields).unwrap(), text.clone());
        prop_assert_eq!(fields.moves, game.moves_made() as u64);
        let back = Game::restore(&text).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(back.save(), text);
    }
}

#[test]
fn damaged_saves_are_refused_with_messages_naming_the_problem() {
    let text = SERDE_SAVES[0];
    let message = |t: &str| Game::restore(t).unwrap_err().to_string();
    assert!(message("{\"v\":1,")
        .contains("not valid JSON (EOF while parsing a value at line 1, column 7)"));
    assert!(message(&text.replace("\"v\":1", "\"v\":\"1\"")).contains("no format version"));
    assert!(message(&text.replace("}", ",\"x\":1}")).contains("unknown field `x`"));
    assert!(message(&text.replace("\"moves\":10,", "")).contains("missing field `moves`"));
    assert!(message(&text.replace("\"faces\":6", "\"faces\":6.0"))
        .contains("`faces` is floating point `6.0`"));
    assert!(message(&text.replace("[16,6]", "[16,6,1]")).contains("has 3 numbers, not 2"));
    assert!(message(&text.replace("false", "0")).contains("not true or false"));
    // A repeated key keeps its last value, as serde_json's Value did.
    let repeated = text.replacen("{\"v\":1,", "{\"v\":1,\"size\":7,", 1);
    assert_eq!(Game::restore(&repeated).unwrap().save(), text);
}
