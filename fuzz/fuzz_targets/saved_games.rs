//! The saved-game reader the page and the command use (`Game::restore`, the text `Game::save`
//! writes and the page keeps in localStorage), on arbitrary bytes and on damaged real saves.
//!
//! The first byte chooses: odd, the rest is the whole text; even, the rest edits a real save (a
//! game played on a small board from a seed in the input), so the fuzzer reaches the replay and
//! the check value, not only the JSON reader. Whatever restores must save to text that restores
//! to the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use snakes_ladders::game::{Game, GameOptions};
use snakes_ladders::{Board, Jump};

/// A real save: up to 4 players, some rules, a few moves, all from the input's first bytes.
fn real_save(data: &[u8]) -> String {
    let byte = |i: usize| data.get(i).copied().unwrap_or(0);
    let board = Board::new(30, [Jump::new(3, 22), Jump::new(27, 1), Jump::new(12, 5)]).unwrap();
    let mut options = GameOptions::players(1 + usize::from(byte(0) % 4), u64::from(byte(1)));
    options.knock_off = byte(2) & 1 == 1;
    options.sixes_again = byte(2) & 2 == 2;
    options.three_sixes_end = byte(2) & 6 == 6;
    let mut game = Game::new(board, options).unwrap();
    for _ in 0..byte(3) % 40 {
        if game.roll().is_err() {
            break;
        }
    }
    game.save()
}

/// The save with the edits the input describes: (position, byte) pairs overwrite or insert.
fn damaged(save: &str, edits: &[u8]) -> Vec<u8> {
    let mut bytes = save.as_bytes().to_vec();
    for pair in edits.chunks_exact(3) {
        let at = usize::from(u16::from_le_bytes([pair[0], pair[1]])) % (bytes.len() + 1);
        match pair[2] {
            0x80..=0xff if at < bytes.len() => {
                bytes.remove(at);
            }
            b if at < bytes.len() && b & 1 == 0 => bytes[at] = b,
            b => bytes.insert(at, b),
        }
    }
    bytes
}

fuzz_target!(|data: &[u8]| {
    let Some((&head, rest)) = data.split_first() else {
        return;
    };
    let bytes = if head & 1 == 1 {
        rest.to_vec()
    } else {
        let (seed, edits) = rest.split_at(rest.len().min(4));
        damaged(&real_save(seed), edits)
    };
    let text = String::from_utf8_lossy(&bytes);
    match Game::restore(&text) {
        Ok(game) => {
            assert!(game.positions().iter().all(|&p| p <= game.board().size()));
            let again = Game::restore(&game.save()).expect("a restored game's save restores");
            assert_eq!(again.positions(), game.positions());
            assert_eq!(again.moves_made(), game.moves_made());
            assert_eq!(again.save(), game.save());
        }
        Err(e) => {
            let message = e.to_string();
            assert!(!message.is_empty());
            assert!(message.len() < 2_000, "a {}-byte message", message.len());
        }
    }
});
