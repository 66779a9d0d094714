//! The report's figures as the page and the element show them, written by the core: each with
//! the digits its proven bound supports, `None` (shown "–") when it is not known.
//!
//! Why: a host that formats a float itself shows "1,000,000" for a capped sum or "0%" for a
//! chance of 2.7e-44; written here, a figure says what is known of it and no more, as the
//! text report does.

use super::precision::{estimated_throws, significant, throws, with_digits};
use super::Report;
use crate::codes;
use crate::message::Message;
use serde::Serialize;

/// The most significant digits of a chance shown as a percentage.
const PERCENT_DIGITS: i32 = 4;

/// The figures of a [`Report`] as text.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Figures {
    /// One player's expected throws: "39.22512233", "1.65798674 × 10^22".
    pub expected_turns: Option<String>,
    /// The percentiles of 25, 50, 75, 90 and 95% and the mode, in throws: "33", "1.15 ×
    /// 10^22"; `None` when not known (the report's `percentiles_not_known` says why) or never.
    pub p25_turns: Option<String>,
    pub median_turns: Option<String>,
    pub p75_turns: Option<String>,
    pub p90_turns: Option<String>,
    pub p95_turns: Option<String>,
    pub mode_turns: Option<String>,
    /// The chance of the shortest game as a percentage: "0.151%", "2.66 × 10^-42%"; never
    /// "0%" for a game that can happen.
    pub p_min_turns: String,
    /// Several players: the win chances as percentages, rounds and turns of all players;
    /// `None` when not known (`odds_not_known` says why).
    pub win_probability: Option<Vec<String>>,
    pub expected_rounds: Option<String>,
    pub expected_game_turns: Option<String>,
    /// When the throws computed hold little of the games: the share of the games still going
    /// that each later throw ends, and what follows ("After throw 160, each throw ends
    /// 6.031 × 10^-21% of the games still going.").
    pub tail: Option<String>,
}

/// A chance as a percentage with the digits its bounds support (at most [`PERCENT_DIGITS`]).
fn percent(p: f64, bounds: Option<[f64; 2]>) -> String {
    if p == 0.0 {
        return "0%".to_string();
    }
    let bounds = bounds.map(|[lo, hi]| [lo * 100.0, hi * 100.0]);
    format!("{}%", with_digits(p * 100.0, bounds, PERCENT_DIGITS))
}

impl Figures {
    /// The figures of `r`.
    pub fn of(r: &Report) -> Figures {
        // A percentile proven is whole; an estimate to the digits it may know.
        let percentile = |v: Option<f64>, share: f64| {
            v.map(|v| {
                let proven = r
                    .percentile_bounds
                    .iter()
                    .any(|b| b.share == share && b.certain && b.at_most == Some(v));
                if proven {
                    throws(v, None)
                } else {
                    estimated_throws(v)
                }
            })
        };
        let wins = r.win_probability.as_ref().map(|w| {
            let bounds = r.win_probability_bounds.as_deref().unwrap_or(&[]);
            w.iter()
                .enumerate()
                .map(|(i, &p)| percent(p, bounds.get(i).copied()))
                .collect()
        });
        let text = |m: Option<Message>| m.map(|m| m.to_string());
        Figures {
            expected_turns: r
                .expected_turns
                .map(|e| with_digits(e, r.expected_turns_bounds, 10)),
            p25_turns: percentile(r.p25_turns, 0.25),
            median_turns: percentile(r.median_turns, 0.5),
            p75_turns: percentile(r.p75_turns, 0.75),
            p90_turns: percentile(r.p90_turns, 0.9),
            p95_turns: percentile(r.p95_turns, 0.95),
            mode_turns: r.mode_turns.map(|m| m.to_string()),
            p_min_turns: text(p_min_said(r)).unwrap_or_else(|| percent(r.p_min_turns, None)),
            win_probability: wins,
            expected_rounds: r
                .expected_rounds
                .map(|v| with_digits(v, r.expected_rounds_bounds, 10)),
            expected_game_turns: r
                .expected_game_turns
                .map(|v| with_digits(v, r.expected_game_turns_bounds, 10)),
            tail: text(tail_said(r)),
        }
    }
}

/// [`Figures::tail`] by code: the share of the games still going that each throw past those
/// computed ends, when the distribution was cut with games going.
pub(crate) fn tail_said(r: &Report) -> Option<Message> {
    match (r.tail_rate, r.distribution_capped) {
        (Some(rate), true) => Some(crate::msg!(
            codes::ANALYSIS_TAIL,
            throw = r.distribution_bound.proven_through,
            rate = significant(rate * 100.0, 4)
        )),
        _ => None,
    }
}

/// [`Figures::p_min_turns`] by code when it is words: a chance that is positive (some sequence
/// of throws is that short), yet below the least float.
pub(crate) fn p_min_said(r: &Report) -> Option<Message> {
    (r.p_min_turns == 0.0 && r.min_throws.is_some_and(|m| m > 0))
        .then(|| crate::msg!(codes::ANALYSIS_CHANCE_TOO_SMALL))
}
