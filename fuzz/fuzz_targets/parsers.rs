//! Every board reader on arbitrary bytes: detection, each format forced, and on whatever parses
//! the table under a rule variant and the full solve, checked against the table itself.
//!
//! The first byte picks the format (forced, or detected) and the rules; the rest is the text.
//! Invalid UTF-8 is read lossily, as the page and the command do with pasted or piped bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use snakes_ladders::formats::{self, Format};
use snakes_ladders::rules::{JumpMode, Overshoot, Start};
use snakes_ladders::{solve, PathChoice, Rules, Table};

/// Rules from one byte: every start, overshoot and jump mode, and a die of 1 to 12 faces.
fn rules_from(byte: u8) -> Rules {
    Rules {
        start: if byte & 1 == 0 {
            Start::OffBoard
        } else {
            Start::One
        },
        overshoot: [Overshoot::Stay, Overshoot::Bounce, Overshoot::Win][usize::from(byte >> 1) % 3],
        jumps: if byte & 0x40 == 0 {
            JumpMode::Single
        } else {
            JumpMode::Chain
        },
        faces: [6, 1, 2, 4, 12, 20][usize::from(byte >> 3) % 6].min(12),
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&head, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    // Detection never fails; parse_all reads in the detected format when none is forced.
    let _ = formats::detect(&text);
    let forced = match head & 7 {
        i @ 0..=4 => Some(Format::ALL[usize::from(i)]),
        _ => None,
    };
    let (format, boards) = match formats::parse_all(&text, forced) {
        Ok(parsed) => parsed,
        Err(e) => {
            // An error always says something, and quotes at most a short excerpt.
            let message = e.to_string();
            assert!(!message.is_empty());
            assert!(message.len() < 2_000, "a {}-byte message", message.len());
            return;
        }
    };
    assert!(!boards.is_empty());
    let rules = rules_from(head);
    for board in boards.iter().take(3) {
        // What parses prints in its format (when the format can hold it) and reads back the same.
        if let Ok(printed) = formats::print(board, format) {
            let (_, again) =
                formats::parse_all(&printed, Some(format)).expect("printed text reads back");
            assert_eq!(again[0].jumps(), board.jumps());
            assert_eq!(again[0].size(), board.size());
        }
        let Ok(table) = Table::new(board, &rules) else {
            continue;
        };
        let solution = solve::solve(&table, &PathChoice::default());
        assert_eq!(solution.min_throws, solve::min_throws(&table));
        // The path is a walk of the table from the start to the end, as long as the minimum.
        match solution.min_throws {
            Some(n) => {
                assert_eq!(solution.path.len(), n as usize);
                let mut at = table.start();
                for step in &solution.path {
                    assert_eq!(step.from, at);
                    assert_eq!(step.to, table.step(at, step.roll));
                    at = step.to;
                }
                assert!(n == 0 || at == table.size());
            }
            None => assert!(solution.path.is_empty()),
        }
    }
});
