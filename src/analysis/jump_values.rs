//! What each jump is worth: the expected game with that one snake or ladder removed.
//!
//! Each jump is taken off the board in turn, the board is compiled again under the same rules
//! and its expectation solved by [`super::expected_turns`]: one solve per jump, each O(size)
//! for the usual boards, so a 100-square board's jumps take well under a millisecond each.

use super::expected_turns_bounded;
use super::precision::{proven_relative, with_digits, with_precision};
use crate::board::{order_by, sort_keys, Board, Jump};
use crate::error::{Error, Result};
use crate::rules::{Rules, Table};
use serde::Serialize;

/// The most jumps times squares [`jump_values`] re-solves (each jump costs one solve of the
/// board): a board of 10^4 squares with 2,000 jumps, or 10^6 squares with 20.
pub const JUMP_VALUES_MAX_WORK: u64 = 20_000_000;

/// One jump's worth: the expected throws without it and the change the jump makes.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct JumpValue {
    /// The square that starts the jump.
    pub from: u32,
    /// Where it leads.
    pub to: u32,
    /// Expected throws for one player with this jump removed; `None` when infinite (without
    /// it the last square may never be reached).
    pub expected_turns_without: Option<f64>,
    /// Expected throws with the jump minus without it (a helpful ladder is negative, a
    /// harmful snake positive); `None` when either expectation is infinite.
    pub change: Option<f64>,
    /// Proven bounds on `expected_turns_without`; `None` when nothing is proven.
    pub expected_turns_without_bounds: Option<[f64; 2]>,
    /// Proven bounds on `change`, from the bounds on both expectations; `None` when nothing
    /// is proven.
    pub change_bounds: Option<[f64; 2]>,
}

impl JumpValue {
    /// The jump this value is for.
    pub fn jump(&self) -> Jump {
        Jump::new(self.from, self.to)
    }
}

/// Every jump's worth under `rules`, the largest change first: jumps whose removal (or
/// presence) makes the game endless first, then by |change| descending, then by square;
/// when the game is endless with and without a jump, that jump comes last.
pub fn jump_values(board: &Board, rules: &Rules) -> Result<Vec<JumpValue>> {
    let jumps = board.jumps();
    let work = (jumps.len() as u64).saturating_mul(u64::from(board.size()));
    if work > JUMP_VALUES_MAX_WORK {
        return Err(Error::Limit(crate::msg!(
            crate::codes::JUMP_VALUES_WORK,
            jumps = jumps.len(),
            size = board.size(),
            max = JUMP_VALUES_MAX_WORK
        )));
    }
    let with = expected_turns_bounded(&Table::new(board, rules)?);
    let mut values = Vec::with_capacity(jumps.len());
    for (i, j) in jumps.iter().enumerate() {
        let rest = jumps
            .iter()
            .enumerate()
            .filter(|&(o, _)| o != i)
            .map(|(_, &j)| j);
        let without = Board::new(board.size(), rest)?;
        // Removing a jump cannot create a chain cycle, so this compiles whenever `board` does.
        let e = expected_turns_bounded(&Table::new(&without, rules)?);
        let change_bounds = match (with, e) {
            (Some((_, Some([a_lo, a_hi]))), Some((_, Some([b_lo, b_hi])))) => {
                // Each difference rounds once: widen by a unit of the larger operand.
                let pad = f64::EPSILON * a_hi.max(b_hi);
                Some([a_lo - b_hi - pad, a_hi - b_lo + pad])
            }
            _ => None,
        };
        values.push(JumpValue {
            from: j.from,
            to: j.to,
            expected_turns_without: e.map(|e| e.0),
            change: with.zip(e).map(|(a, b)| a.0 - b.0),
            expected_turns_without_bounds: e.and_then(|e| e.1),
            change_bounds,
        });
    }
    Ok(largest_first(&values, with.is_some()))
}

/// `values` (in the order of their squares, as a board's jumps are) ordered as
/// [`jump_values`] gives them: by how much each matters, largest first, then by square. A jump
/// that decides between an endless game and a finite one matters most; when the game is
/// endless either way (`finite_with` false and no finite game without it) the change is
/// undefined, and such jumps come last.
///
/// Sorted through the core's one sort (`board::sort_keys`: another instance of the standard
/// sort is kilobytes of wasm): by each value's size ranked among the sizes, then by its place,
/// which is its square's order.
fn largest_first(values: &[JumpValue], finite_with: bool) -> Vec<JumpValue> {
    let sizes: Vec<u64> = values
        .iter()
        .map(|v| !total_order_key(importance(v, finite_with)))
        .collect();
    let mut ranks = sizes.clone();
    sort_keys(&mut ranks);
    ranks.dedup();
    let ranked: Vec<u32> = sizes
        .iter()
        .map(|s| ranks.partition_point(|r| r < s) as u32)
        .collect();
    order_by(&ranked)
        .into_iter()
        .map(|i| values[i as usize])
        .collect()
}

/// How much a jump matters, for [`largest_first`]: the size of its change; infinite when it
/// decides between an endless game and a finite one; -1 when the change is undefined.
fn importance(v: &JumpValue, finite_with: bool) -> f64 {
    match v.change {
        Some(c) => c.abs(),
        None if v.expected_turns_without.is_some() != finite_with => f64::INFINITY,
        None => -1.0,
    }
}

/// A key whose order as an unsigned number is `f64::total_cmp`'s order of `x`.
fn total_order_key(x: f64) -> u64 {
    let bits = x.to_bits();
    if bits >> 63 == 1 {
        !bits
    } else {
        bits | 1 << 63
    }
}

/// The text section of `snakes analyze`: one line per jump, in the order given, each figure
/// with the digits its bound supports and the largest errors said once, in the heading.
/// `endless`: the board's own average game is infinite (with every jump).
///
/// Why: each line said both errors in full ("9117678017983944851456.000000 without it"; then
/// "(error at most 2.5e-10 relative)" twice a line), 175 times on a 360-square board.
pub fn jump_values_text(values: &[JumpValue], endless: bool) -> String {
    if values.is_empty() {
        return "what each jump is worth: the board has no snakes or ladders\n".to_string();
    }
    let mut errors = [None; 2];
    let lines: Vec<(String, String)> = values
        .iter()
        .map(|v| (v.jump().describe(), worth_text(v, endless, &mut errors)))
        .collect();
    let mut out = String::from(
        "what each jump is worth (expected throws without it; change = with minus without",
    );
    let said: Vec<String> = errors
        .iter()
        .zip(["without a jump", "in a change"])
        .filter_map(|(e, what)| e.map(|e: f64| format!("{e:.1e} relative {what}")))
        .collect();
    if !said.is_empty() {
        out.push_str(&format!(
            "; each figure to the digits its bound supports, with errors at most {}",
            said.join(" and ")
        ));
    }
    out.push_str("):\n");
    for (name, worth) in &lines {
        out.push_str(&format!("  {name}: {worth}\n"));
    }
    out
}

/// One jump's figures: "9.11767802 × 10^21 without it, change +7.46218939 × 10^21"; the
/// largest relative errors proven so far, without and in the change, go in `errors`.
fn worth_text(v: &JumpValue, endless: bool, errors: &mut [Option<f64>; 2]) -> String {
    let mut figure = |x: f64, bounds: Option<[f64; 2]>, which: usize| {
        if x.is_nan() {
            // The solve of this board failed its check ([`super::markov`]).
            return "not known".to_string();
        }
        match proven_relative(x, bounds) {
            Some(r) => {
                errors[which] = Some(errors[which].map_or(r, |e: f64| e.max(r)));
                with_digits(x, bounds, 10)
            }
            // Not proven to a relative 10^-3: what is proven, said with the figure.
            None => with_precision(x, bounds),
        }
    };
    let without = match v.expected_turns_without {
        Some(e) => format!(
            "{} without it",
            figure(e, v.expected_turns_without_bounds, 0)
        ),
        // Not for want of this jump: the game may never end with it either.
        None if endless => "infinite with or without it".into(),
        None => "infinite without it (the last square may never be reached)".into(),
    };
    let change = match v.change {
        Some(c) => {
            let sign = if c >= 0.0 { "+" } else { "" };
            format!(", change {sign}{}", figure(c, v.change_bounds, 1))
        }
        None if v.expected_turns_without.is_some() => ", change infinite".to_string(),
        None => String::new(),
    };
    format!("{without}{change}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::expected_turns;

    /// The order as the standard stable sort gives it with the comparison `largest_first` stands for.
    fn by_comparison(values: &[JumpValue], finite_with: bool) -> Vec<JumpValue> {
        let size = |v: &JumpValue| importance(v, finite_with);
        let mut sorted = values.to_vec();
        sorted.sort_by(|a, b| size(b).total_cmp(&size(a)).then(a.from.cmp(&b.from)));
        sorted
    }

    #[test]
    fn largest_first_orders_as_the_comparison_does_with_ties_infinities_and_zeros() {
        let mut rng = crate::rng::Dice::new(38);
        let picks = [
            0.0,
            -0.0,
            0.5,
            -0.5,
            1.0,
            2.25,
            -2.25,
            1e-300,
            7e300,
            f64::NAN,
        ];
        for round in 0..400 {
            let n = rng.below(40) + 1;
            let values: Vec<JumpValue> = (0..n)
                .map(|i| {
                    let pick = rng.below(picks.len() as u32 + 2) as usize;
                    let change = picks.get(pick).copied();
                    JumpValue {
                        from: 2 + 3 * i,
                        to: 1,
                        expected_turns_without: (pick != picks.len()).then_some(10.0),
                        change,
                        expected_turns_without_bounds: None,
                        change_bounds: None,
                    }
                })
                .collect();
            for finite_with in [true, false] {
                let (got, want) = (
                    largest_first(&values, finite_with),
                    by_comparison(&values, finite_with),
                );
                let squares = |v: &[JumpValue]| v.iter().map(|x| x.from).collect::<Vec<_>>();
                assert_eq!(
                    squares(&got),
                    squares(&want),
                    "round {round}, finite_with {finite_with}"
                );
            }
        }
    }

    #[test]
    fn the_only_ladder_past_a_wall_of_snakes_has_no_finite_worth() {
        // d1 from 0: the snake on 3 sends every token back to 1, unless the ladder 2 -> 5
        // carries it past.
        let b = Board::new(6, [Jump::new(2, 5), Jump::new(3, 1)]).unwrap();
        let rules = Rules {
            faces: 1,
            ..Rules::default()
        };
        let v = jump_values(&b, &rules).unwrap();
        assert_eq!(v[0].jump(), Jump::new(2, 5));
        assert_eq!(v[0].expected_turns_without, None);
        assert_eq!(v[0].change, None);
        // Without the snake: 0 -> 1 -> 2 (up to 5) -> 6, three throws, the same as with it.
        let without = v[1].expected_turns_without.unwrap();
        assert!((without - 3.0).abs() < 1e-12, "{without}");
        assert!(v[1].change.unwrap().abs() < 1e-12);
    }

    #[test]
    fn the_text_names_each_jump_and_says_infinite_in_words() {
        let b = Board::new(6, [Jump::new(2, 5), Jump::new(3, 1)]).unwrap();
        let rules = Rules {
            faces: 1,
            ..Rules::default()
        };
        let endless = expected_turns(&Table::new(&b, &rules).unwrap()).is_none();
        let text = jump_values_text(&jump_values(&b, &rules).unwrap(), endless);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3, "{text}");
        assert_eq!(
            lines[1],
            "  ladder 2 -> 5: infinite without it (the last square may never be reached)"
        );
        assert!(
            lines[2].starts_with("  snake 3 -> 1: 3.000000000 without it, change +0 (an estimate;"),
            "{text}"
        );
        // The error of the figures proven to a relative 10^-3 is said once, in the heading.
        assert!(lines[0].contains("with errors at most "), "{text}");
        assert!(!lines[0].contains("in a change"), "{text}");
        assert!(
            !lines[1..].iter().any(|l| l.contains("error at most")),
            "{text}"
        );
    }

    #[test]
    fn on_a_board_whose_end_cannot_be_reached_no_jump_is_blamed_for_it() {
        // d1: the snakes on 3 and 4 send every token back to 1, whatever the ladder 1 -> 2 does.
        let b = Board::new(6, [Jump::new(1, 2), Jump::new(3, 1), Jump::new(4, 1)]).unwrap();
        let rules = Rules {
            faces: 1,
            ..Rules::default()
        };
        assert_eq!(expected_turns(&Table::new(&b, &rules).unwrap()), None);
        let text = jump_values_text(&jump_values(&b, &rules).unwrap(), true);
        assert!(
            text.contains("  ladder 1 -> 2: infinite with or without it\n"),
            "{text}"
        );
        assert!(!text.contains("may never be reached"), "{text}");
    }

    #[test]
    fn too_much_work_is_refused_with_a_limit() {
        let jumps = (1..=3000).map(|i| Jump::new(2 * i, 2 * i + 1));
        let b = Board::new(10_000, jumps).unwrap();
        let e = jump_values(&b, &Rules::default()).unwrap_err();
        assert!(matches!(e, Error::Limit(_)), "{e}");
    }
}
