//! The text formats against the reference boards in shared/boards, against independent readings
//! of those files, and as round trips over random boards.

use proptest::prelude::*;
use snakes_ladders::formats::{self, detect, parse, parse_all, print, Format};
use snakes_ladders::{solve, Board, Error, Jump, Rules, Table};
use std::collections::BTreeSet;
use std::path::PathBuf;

/// The text of a shared reference file, failing loudly when the folder is missing.
fn shared(folder: &str, name: &str) -> String {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "..", "shared", folder, name]
        .iter()
        .collect();
    std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read the reference file {} ({e}); these tests need the shared/{folder} folder \
             next to the crate",
            path.display()
        )
    })
}

fn board(name: &str) -> String {
    shared("boards", name)
}

fn jumps(pairs: &[(u32, u32)]) -> BTreeSet<Jump> {
    pairs.iter().map(|&(a, b)| Jump::new(a, b)).collect()
}

fn jump_set(b: &Board) -> BTreeSet<Jump> {
    b.jumps().iter().copied().collect()
}

/// Reads a shared JSON board with serde_json's generic value, independently of the format code.
fn independent_json(text: &str) -> (u32, BTreeSet<Jump>, BTreeSet<Jump>) {
    let v: serde_json::Value = serde_json::from_str(text).expect("reference JSON is valid");
    let pairs = |key: &str| -> BTreeSet<Jump> {
        v[key]
            .as_array()
            .expect("a list of pairs")
            .iter()
            .map(|p| Jump::new(p[0].as_u64().unwrap() as u32, p[1].as_u64().unwrap() as u32))
            .collect()
    };
    (
        v["size"].as_u64().unwrap() as u32,
        pairs("snakes"),
        pairs("ladders"),
    )
}

/// Reads the HackerRank sample by splitting numbers, independently of the format code.
fn independent_hackerrank(text: &str) -> Vec<(BTreeSet<Jump>, BTreeSet<Jump>)> {
    let numbers: Vec<u32> = text
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .flat_map(str::split_whitespace)
        .map(|w| w.parse().unwrap())
        .collect();
    let mut it = numbers.into_iter();
    let take_pairs = |it: &mut std::vec::IntoIter<u32>| {
        let n = it.next().unwrap();
        (0..n)
            .map(|_| Jump::new(it.next().unwrap(), it.next().unwrap()))
            .collect::<BTreeSet<_>>()
    };
    let t = it.next().unwrap();
    (0..t)
        .map(|_| {
            let ladders = take_pairs(&mut it);
            let snakes = take_pairs(&mut it);
            (ladders, snakes)
        })
        .collect()
}

fn min_throws(b: &Board) -> Option<u32> {
    let table = Table::new(b, &Rules::puzzle()).expect("puzzle rules build a table");
    solve::min_throws(&table)
}

#[test]
fn every_json_reference_board_reads_as_serde_json_reads_it() {
    for name in [
        "classic-1952.json",
        "world-builder-example.json",
        "report-30-squares.json",
    ] {
        let text = board(name);
        assert_eq!(detect(&text), Format::Json, "{name}");
        let parsed = parse(&text, None).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(parsed.format, Format::Json);
        assert_eq!(parsed.boards_in_input, 1);
        let (size, snakes, ladders) = independent_json(&text);
        let b = parsed.board;
        assert_eq!(b.size(), size, "{name}");
        assert_eq!(b.snakes().collect::<BTreeSet<_>>(), snakes, "{name}");
        assert_eq!(b.ladders().collect::<BTreeSet<_>>(), ladders, "{name}");
        assert_eq!(b.columns_hint(), None, "{name}");
    }
}

#[test]
fn the_classic_board_has_its_published_jumps() {
    let b = parse(&board("classic-1952.json"), None).unwrap().board;
    assert_eq!(b.size(), 100);
    assert_eq!(b.ladders().count(), 9);
    assert_eq!(b.snakes().count(), 10);
    assert_eq!(b.jump_from(1), Some(38));
    assert_eq!(b.jump_from(80), Some(100));
    assert_eq!(b.jump_from(98), Some(78));
}

#[test]
fn the_world_builder_json_is_the_ruby_world_of_the_seed() {
    let seed = shared("seeds", "world-builder.txt");
    // The example world: the `# snakes` line and the two hash lines under "Example World".
    let example: String = seed
        .lines()
        .skip_while(|l| l.trim() != "Example World")
        .filter(|l| l.trim() == "# snakes" || (l.starts_with('{') && l.contains("=>")))
        .take(3)
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(detect(&example), Format::Ruby, "{example}");
    let from_ruby = parse(&example, None).unwrap().board;
    let from_json = parse(&board("world-builder-example.json"), None)
        .unwrap()
        .board;
    assert_eq!(from_ruby, from_json);
    // Chains load; the board reports them as warnings.
    assert!(!from_json.warnings().is_empty());
}

#[test]
fn the_hackerrank_sample_reads_as_two_cases_with_answers_3_and_5() {
    let text = board("hackerrank-quickest-way-up.txt");
    assert_eq!(detect(&text), Format::HackerRank);
    let (format, boards) = parse_all(&text, None).unwrap();
    assert_eq!(format, Format::HackerRank);
    let expected = independent_hackerrank(&text);
    assert_eq!(boards.len(), expected.len());
    assert_eq!(boards.len(), 2);
    for (b, (ladders, snakes)) in boards.iter().zip(&expected) {
        assert_eq!(b.size(), 100);
        assert_eq!(&b.ladders().collect::<BTreeSet<_>>(), ladders);
        assert_eq!(&b.snakes().collect::<BTreeSet<_>>(), snakes);
    }
    let answers: Vec<Option<u32>> = boards.iter().map(min_throws).collect();
    assert_eq!(answers, [Some(3), Some(5)]);
    let first = parse(&text, None).unwrap();
    assert_eq!((first.board, first.boards_in_input), (boards[0].clone(), 2));
}

#[test]
fn the_leetcode_examples_read_as_the_problem_statement_describes() {
    let text = board("leetcode-909-examples.txt");
    assert_eq!(detect(&text), Format::LeetCode);
    let (format, boards) = parse_all(&text, None).unwrap();
    assert_eq!(format, Format::LeetCode);
    assert_eq!(boards.len(), 2);
    // Example 1 of the statement: square 2 climbs to 15, 17 slides to 13, 14 climbs to 35.
    assert_eq!((boards[0].size(), boards[0].columns_hint()), (36, Some(6)));
    assert_eq!(jump_set(&boards[0]), jumps(&[(2, 15), (17, 13), (14, 35)]));
    // Example 2: [[-1,-1],[-1,3]] puts a ladder on square 2 up to 3.
    assert_eq!((boards[1].size(), boards[1].columns_hint()), (4, Some(2)));
    assert_eq!(jump_set(&boards[1]), jumps(&[(2, 3)]));
    let answers: Vec<Option<u32>> = boards.iter().map(min_throws).collect();
    assert_eq!(answers, [Some(4), Some(1)]);
}

#[test]
fn reference_boards_convert_to_every_format_that_holds_them() {
    let classic = parse(&board("classic-1952.json"), None).unwrap().board;
    for f in Format::ALL {
        let text = print(&classic, f).unwrap();
        assert_eq!(detect(&text), f, "{text}");
        let back = parse(&text, Some(f)).unwrap().board;
        let expected = if f == Format::LeetCode {
            classic.clone().with_columns(Some(10)).unwrap()
        } else {
            classic.clone()
        };
        assert_eq!(back, expected, "{f}");
    }
    let report = parse(&board("report-30-squares.json"), None).unwrap().board;
    let err = print(&report, Format::HackerRank).unwrap_err();
    assert!(err.to_string().contains("only 100-square boards"), "{err}");
    let err = print(&report, Format::LeetCode).unwrap_err();
    assert!(err.to_string().contains("only n x n boards"), "{err}");
}

/// Parses `text` as `format` and returns the (line, column, message) of the parse error.
fn parse_error(text: &str, format: Format) -> (usize, usize, String) {
    match parse(text, Some(format)) {
        Err(Error::Parse {
            format: name,
            line,
            column,
            message,
        }) => {
            assert_eq!(name, format.name());
            (line, column, message.to_string())
        }
        other => panic!("expected a parse error for {text:?}, got {other:?}"),
    }
}

#[test]
fn parse_errors_carry_the_line_and_column_of_the_problem() {
    let cases: &[(Format, &str, usize, usize, &str)] = &[
        (
            Format::Native,
            "size 100\n# c\n16 -> x",
            3,
            7,
            "expected the square the jump from 16 leads to, as in '16 -> 6', found 'x'",
        ),
        (
            Format::Native,
            "size 100\n  colums 10",
            2,
            3,
            "found 'colums'",
        ),
        (
            Format::Native,
            "1 -> 38\r\n4 -> 14 ; 9 ->\r\n",
            2,
            15,
            "found end of line",
        ),
        (
            Format::Native,
            "size 5000000000",
            1,
            6,
            "expected a number up to 4294967295, found '5000000000'",
        ),
        (
            Format::Native,
            "grid 10 by 10",
            1,
            9,
            "expected 'x' between rows and columns",
        ),
        (
            Format::Ruby,
            "# snakes\n{97=>62,\n 35=21}\n{}",
            3,
            4,
            "expected '=>' after 35, found '=21'",
        ),
        (
            Format::Ruby,
            "{97=>62}",
            1,
            9,
            "expected '{' starting the ladders hash",
        ),
        (
            Format::Json,
            "{\n  \"size\": 100,\n  \"snakes\": [[16 6]]\n}",
            3,
            18,
            "expected `,` or `]`, found '6'",
        ),
        (
            Format::Json,
            "{\"size\": \"ten\"}",
            1,
            14,
            "expected a whole number",
        ),
        (
            Format::HackerRank,
            "# h\n1\n1\n32 62\nx\n",
            5,
            1,
            "expected the number of snakes of test case 1, found 'x'",
        ),
        (
            Format::HackerRank,
            "1\n1\n32 62 5\n0\n",
            3,
            7,
            "expected the end of the line after ladder 1 of 1 of test case 1",
        ),
        (
            Format::LeetCode,
            "# c\n[[-1,-1],\n [-1,-1,-1]]",
            3,
            9,
            "expected ']' closing row 2",
        ),
        (
            Format::LeetCode,
            "[[-1,-1],[-1,y]]",
            1,
            14,
            "expected -1 or a square number, found 'y'",
        ),
    ];
    for &(format, text, line, column, wanted) in cases {
        let (l, c, message) = parse_error(text, format);
        assert_eq!((l, c), (line, column), "{format} {text:?}: {message}");
        assert!(message.contains(wanted), "{format} {text:?}: {message}");
    }
}

#[test]
fn board_rule_errors_say_where_the_jump_was_written() {
    let cases: &[(Format, &str, &str)] = &[
        (
            Format::Native,
            "size 30\n3 -> 22\n\n30 -> 2",
            "native board, line 4, column 1: snake 30 -> 2 starts on the last square 30",
        ),
        (
            Format::Native,
            "ladder 40 -> 3",
            "native board, line 1, column 1: ladder 40 -> 3 does not go up",
        ),
        (
            Format::Ruby,
            "# size 30\n{27=>1}\n{3=>22, 5=>31}",
            "ruby board, line 3, column 12: ladder 5 -> 31 has square 31 outside",
        ),
        (
            Format::HackerRank,
            "1\n0\n2\n95 13\n95 20\n",
            "hackerrank board, line 5, column 1: square 95 starts two jumps",
        ),
        (
            Format::Json,
            "{\"snakes\": [[50, 60]]}",
            "json board, \"snakes\" pair 1: snake 50 -> 60 does not go down",
        ),
        (
            Format::LeetCode,
            "[[-1,-1],[-1,2]]",
            "leetcode board, line 1, column 14: a jump from square 2 to itself",
        ),
    ];
    for &(format, text, wanted) in cases {
        let err = parse(text, Some(format)).unwrap_err();
        assert!(matches!(err, Error::InvalidBoard(_)), "{err:?}");
        assert!(err.to_string().contains(wanted), "{format}: {err}");
    }
}

#[test]
fn a_board_copied_from_the_page_with_its_arrow_is_detected_and_read_as_native() {
    let parsed = parse("size 30\n3 → 22\n27 → 1", None).unwrap();
    assert_eq!(parsed.format, Format::Native);
    assert_eq!(parsed.board.jumps(), &[Jump::new(3, 22), Jump::new(27, 1)]);
    assert_eq!(
        parsed.board,
        formats::parse_native("size 30\n3 -> 22\n27 -> 1").unwrap()
    );
}

#[test]
fn a_square_past_the_end_is_placed_at_its_number_in_every_located_format() {
    let cases: &[(&str, &str)] = &[
        ("5 -> 1000", "native board, line 1, column 6:"),
        ("{}\n{5=>1000}", "ruby board, line 2, column 5:"),
        ("1\n1\n5 1000\n0\n", "hackerrank board, line 3, column 3:"),
    ];
    for &(text, wanted) in cases {
        let err = parse(text, None).unwrap_err();
        assert!(matches!(err, Error::InvalidBoard(_)), "{err:?}");
        assert!(err.to_string().contains(wanted), "{text}: {err}");
        assert!(
            err.to_string().contains("square 1000 outside"),
            "{text}: {err}"
        );
    }
}

#[test]
fn limits_are_refused_as_limits() {
    let limited = |text: &str, format: Format| {
        let err = parse(text, Some(format)).unwrap_err();
        assert!(matches!(err, Error::Limit(_)), "{format} {text:.40}: {err}");
    };
    limited("size 10000001", Format::Native);
    limited("# size 10000001\n{}{}", Format::Ruby);
    limited("{\"size\": 10000001}", Format::Json);
    limited("1001\n", Format::HackerRank);
    limited("1\n101\n", Format::HackerRank);
    limited("size 4\n1 2, 2 3, 3 1, 1 3, 2 4", Format::Native);
    limited(
        &format!("[[{}]]", vec!["-1"; 3163].join(",")),
        Format::LeetCode,
    );
    let huge = "#".repeat(formats::MAX_TEXT_BYTES + 1);
    limited(&huge, Format::Native);
}

#[test]
fn a_million_line_native_file_reads_in_one_linear_pass() {
    let mut text = String::from("size 10000000\n");
    for k in 0..1_000_000u32 {
        text.push_str(&format!("{} -> {}\n", 2 * k + 1, 2 * k + 2));
    }
    let started = std::time::Instant::now();
    let b = parse(&text, None).unwrap().board;
    eprintln!("1e6 lines read in {:?}", started.elapsed());
    assert_eq!(b.jumps().len(), 1_000_000);
    // A clash on the last line is found and located without quadratic work.
    text.push_str("1 -> 3\n");
    let err = parse(&text, None).unwrap_err().to_string();
    assert!(
        err.contains("line 1000002, column 1: square 1 starts two jumps"),
        "{err}"
    );
    assert!(err.contains("(the first is at line 2, column 1)"), "{err}");
}

#[test]
fn a_large_leetcode_grid_reads() {
    let n = 1000usize;
    let row = vec!["-1"; n].join(",");
    let mut rows = vec![format!("[{row}]"); n];
    // The bottom row reads squares 1..n left to right: its second cell is square 2.
    let mut bottom = vec!["-1"; n];
    bottom[1] = "500";
    rows[n - 1] = format!("[{}]", bottom.join(","));
    let text = format!("[{}]", rows.join(","));
    let b = parse(&text, None).unwrap().board;
    assert_eq!(b.size(), 1_000_000);
    assert_eq!(b.jumps(), &[Jump::new(2, 500)]);
}

/// A random valid board: sizes around 100 and perfect squares come up often.
fn arb_board() -> impl Strategy<Value = Board> {
    let size = prop_oneof![2u32..=300, Just(100u32), (2u32..=20).prop_map(|n| n * n)];
    (
        size,
        prop::collection::vec((any::<u32>(), any::<u32>()), 0..60),
        prop::option::of(1u32..=40),
    )
        .prop_map(|(size, raw, columns)| {
            let mut starts = BTreeSet::new();
            let list: Vec<Jump> = raw
                .into_iter()
                .filter_map(|(a, b)| {
                    let from = 1 + a % (size - 1);
                    let to = 1 + b % size;
                    (to != from && starts.insert(from)).then_some(Jump::new(from, to))
                })
                .collect();
            Board::new(size, list)
                .unwrap()
                .with_columns(columns)
                .unwrap()
        })
}

/// What reading back a printed board gives, or `None` when `format` cannot hold the board.
fn after_round_trip(b: &Board, format: Format) -> Option<Board> {
    match format {
        Format::Native | Format::Ruby | Format::Json => Some(b.clone()),
        // The puzzle formats fix the display width: none for HackerRank, n for LeetCode.
        Format::HackerRank => {
            (b.size() == 100 && b.ladders().count() <= 100 && b.snakes().count() <= 100)
                .then(|| b.clone().with_columns(None).unwrap())
        }
        Format::LeetCode => {
            let n = b.size().isqrt();
            (n * n == b.size()).then(|| b.clone().with_columns(Some(n)).unwrap())
        }
    }
}

fn arb_format() -> impl Strategy<Value = Format> {
    prop::sample::select(Format::ALL.to_vec())
}

/// Writes `b` as a person might type it: mixed spellings, comments, order and line endings.
fn messy_native(b: &Board, choices: &[u8]) -> String {
    let mut pick = choices.iter().copied().cycle();
    let mut next = move |n: u8| pick.next().unwrap_or(0) % n;
    let mut statements: Vec<String> = Vec::new();
    let size = match next(3) {
        0 => format!("size {}", b.size()),
        1 => format!("SIZE: {}", b.size()),
        _ => format!("  size={}\t", b.size()),
    };
    // The size may be left out only where its default (100) is right and no grid implies one.
    if !(b.size() == 100 && b.columns_hint().is_none() && next(2) == 0) {
        statements.push(size);
    }
    if let Some(c) = b.columns_hint() {
        statements.push(match next(3) {
            0 => format!("columns {c}"),
            1 => format!("Columns = {c}"),
            _ => format!("grid {} x {c}", b.size().div_ceil(c)),
        });
    }
    let mut line = String::new();
    for j in b.jumps() {
        let keyword = match (next(3), j.is_snake()) {
            (0, true) => "snake ",
            (0, false) => "ladder ",
            (1, true) => "Snake ",
            (1, false) => "LADDER ",
            _ => "",
        };
        let arrow = [" -> ", "->", " => ", " ", "\t", "=>"][next(6) as usize];
        let item = format!("{keyword}{}{arrow}{}", j.from, j.to);
        if !line.is_empty() {
            line.push_str([", ", ";", " ; ", ","][next(4) as usize]);
        }
        line.push_str(&item);
        if next(3) != 0 {
            statements.push(std::mem::take(&mut line));
        }
    }
    if !line.is_empty() {
        statements.push(line);
    }
    // Any order: move a few statements around.
    let len = statements.len();
    for i in 0..len {
        let k = next(255) as usize % len;
        statements.swap(i, k);
    }
    let mut text = String::new();
    for s in statements {
        match next(5) {
            0 => text.push_str("# a comment\n"),
            1 => text.push_str("\n  \n"),
            _ => {}
        }
        text.push_str(&s);
        match next(4) {
            0 => text.push_str(" // note"),
            1 => text.push_str("   # note"),
            _ => {}
        }
        text.push_str(if next(3) == 0 { "\r\n" } else { "\n" });
    }
    if text.is_empty() {
        text.push_str("size 100\n");
    }
    text
}

/// Checks that a parse error points inside the text.
fn check_error_position(text: &str, err: &Error) {
    if let Error::Parse { line, column, .. } = err {
        let lines: Vec<&str> = text.split('\n').collect();
        assert!(*line >= 1 && *line <= lines.len(), "{err} in {text:?}");
        // A CRLF's '\r' is part of the line break; any other '\r' is a character of the line.
        let row = lines[line - 1];
        let width = row.strip_suffix('\r').unwrap_or(row).chars().count();
        assert!(*column >= 1 && *column <= width + 1, "{err} in {text:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn printed_boards_read_back_and_are_detected(b in arb_board()) {
        for f in Format::ALL {
            match after_round_trip(&b, f) {
                Some(expected) => {
                    let text = print(&b, f).unwrap();
                    prop_assert_eq!(detect(&text), f, "{}", text);
                    prop_assert_eq!(&parse(&text, Some(f)).unwrap().board, &expected);
                    prop_assert_eq!(&parse(&text, None).unwrap().board, &expected);
                    // Printing what was read gives the same text.
                    prop_assert_eq!(print(&expected, f).unwrap(), text);
                }
                None => {
                    let err = print(&b, f).unwrap_err();
                    prop_assert!(matches!(err, Error::InvalidOption(_)), "{}", err);
                }
            }
        }
    }

    #[test]
    fn typed_native_text_reads_as_the_board_and_prints_stably(
        b in arb_board(),
        choices in prop::collection::vec(any::<u8>(), 1..64),
    ) {
        let text = messy_native(&b, &choices);
        prop_assert_eq!(detect(&text), Format::Native, "{}", text);
        let read = parse(&text, None).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&read.board, &b, "{}", text);
        let printed = print(&read.board, Format::Native).unwrap();
        let again = print(&parse(&printed, None).unwrap().board, Format::Native).unwrap();
        prop_assert_eq!(printed, again);
    }

    #[test]
    fn garbage_never_panics(text in "\\PC{0,120}") {
        let _ = detect(&text);
        for f in Format::ALL {
            if let Err(e) = parse_all(&text, Some(f)) {
                check_error_position(&text, &e);
            }
        }
        let _ = parse(&text, None);
    }

    #[test]
    fn near_miss_text_never_panics(
        text in "[0-9 \\-=>,;:{}\\[\\]#/\n\r\t\"xXsizecolumnsgridnakeldr]{0,160}",
    ) {
        let _ = detect(&text);
        for f in Format::ALL {
            if let Err(e) = parse_all(&text, Some(f)) {
                check_error_position(&text, &e);
            }
        }
    }

    #[test]
    fn edited_printed_text_never_panics_and_errors_point_inside(
        b in arb_board(),
        f in arb_format(),
        edits in prop::collection::vec((any::<usize>(), any::<char>(), 0u8..3), 1..4),
    ) {
        let Ok(mut text) = print(&b, f) else { return Ok(()); };
        for (at, c, op) in edits {
            let chars: Vec<char> = text.chars().collect();
            if chars.is_empty() {
                break;
            }
            let i = at % chars.len();
            let mut edited: Vec<char> = chars.clone();
            match op {
                0 => { edited.remove(i); }
                1 => edited.insert(i, c),
                _ => edited[i] = c,
            }
            text = edited.into_iter().collect();
        }
        let _ = detect(&text);
        for g in Format::ALL {
            if let Err(e) = parse_all(&text, Some(g)) {
                check_error_position(&text, &e);
            }
        }
    }
}
