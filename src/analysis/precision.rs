//! Figures written with the digits their proven bounds support, for the text reports.
//!
//! Why: `{:.6}` printed 16579867409782744809472.000000 for an expectation known to ten digits,
//! as if all 28 were. A figure here says as many significant digits as its relative error
//! allows (at most [`MAX_DIGITS`]), in scientific notation when it is large or small, and what
//! is proven of it: "1.65798674 × 10^22 (error at most 2.5e-10 relative)".

use crate::codes;
use crate::message::Param;

/// The most significant digits a figure is written with, however well it is known.
const MAX_DIGITS: i32 = 10;

/// Relative errors above this are written as the proven range, not as an error.
const RANGE_ABOVE: f64 = 1e-3;

/// `v` to `digits` significant digits: "39.2251223", "1.65798674 × 10^22", "2.45 × 10^-21".
pub fn significant(v: f64, digits: i32) -> String {
    if v == 0.0 || !v.is_finite() {
        return format!("{v}");
    }
    let digits = digits.clamp(1, 17);
    // Rounding to the digits may carry into the next power of ten (9.99 -> 10.0).
    let text = format!("{:.*e}", (digits - 1) as usize, v);
    let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    if !(-4..6).contains(&exponent) {
        return format!("{mantissa} × 10^{exponent}");
    }
    if exponent >= digits {
        // A whole number with more digits than are known: the rest are zeros ("16000", not
        // "15977", for an estimate to three digits).
        let known: String = mantissa.chars().filter(|&c| c != '.').collect();
        return format!("{known}{}", "0".repeat((exponent + 1 - digits) as usize));
    }
    let decimals = (digits - 1 - exponent).max(0) as usize;
    format!("{v:.decimals$}")
}

/// A simulated `v` with its 95% interval `[lo, hi]`, each to the digits the interval's
/// half-width leaves known (the last one about the size of the half-width, at least two), the
/// ends rounded outward: "0.339 (95% interval 0.337 to 0.342)", not "0.339110 (95% interval
/// 0.337038 to 0.341188)".
pub fn with_interval(v: f64, lo: f64, hi: f64) -> String {
    let half = (hi - lo) / 2.0;
    let digits = if half > 0.0 && v != 0.0 && v.is_finite() {
        let known = v.abs().log10().floor() - half.log10().floor() + 1.0;
        (known as i32).clamp(2, MAX_DIGITS)
    } else {
        3
    };
    format!(
        "{} (95% interval {} to {})",
        significant(v, digits),
        significant_toward(lo, digits, false),
        significant_toward(hi, digits, true)
    )
}

/// An estimated count of throws: whole below a thousand ("161"), else to three significant
/// digits ("22100", "1.15 × 10^22"), since an estimate with a wide proven range does not know
/// its fourth digit, let alone its last.
pub fn estimated_throws(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1000.0 {
        return format!("{v}");
    }
    significant(v, 3)
}

/// `v` to `digits` significant digits rounded toward `up` or down, so that a bound written
/// still holds: a lower bound 8.2967e21 reads "8.29 × 10^21", an upper one 1.8712e22 "1.88 ×
/// 10^22".
pub fn significant_toward(v: f64, digits: i32, up: bool) -> String {
    if v == 0.0 || !v.is_finite() {
        return format!("{v}");
    }
    let digits = digits.clamp(1, 17);
    let scale = 10f64.powi(v.abs().log10().floor() as i32 - digits + 1);
    let m = v / scale;
    let m = if up { m.ceil() } else { m.floor() };
    significant(m * scale, digits)
}

/// A count of throws: whole and plain while it is exact and short ("161"), else to three
/// significant digits ("1.15 × 10^22"), rounded toward `up` when it bounds (`None`: nearest).
pub fn throws(v: f64, toward: Option<bool>) -> String {
    if v.fract() == 0.0 && v.abs() < 1e7 {
        return format!("{v}");
    }
    match toward {
        Some(up) => significant_toward(v, 3, up),
        None => significant(v, 3),
    }
}

/// A share of the games (0 to 1) as a percentage: to four significant digits ("37.52%",
/// "2.450 × 10^-21%"), with more where four would round a share below all of them up to
/// "100%" ("99.9999999999%"). `some_over` says that some games are over, so that even a share
/// that reads 1 in floating point is written below 100%, and a share with none over is 100%.
///
/// Why: "1.000e0 of the games" read as a count, and "100%" with games over, or "0%" with games
/// going, says what is false.
pub fn share_percent(share: f64, some_over: bool) -> String {
    share_said(share, some_over).to_string()
}

/// [`share_percent`] as a message's parameter: the percentage as text, or the words by code
/// when no percentage is written.
pub(crate) fn share_said(share: f64, some_over: bool) -> Param {
    if share.is_nan() || share <= 0.0 {
        return crate::msg!(codes::ANALYSIS_SHARE_ALMOST_NONE).into();
    }
    if !some_over {
        // Whatever the float says: a share below 1 with no game over is rounding.
        return "100%".into();
    }
    let nearly_all = || crate::msg!(codes::ANALYSIS_SHARE_NEARLY_ALL).into();
    if share >= 1.0 {
        return nearly_all();
    }
    let v = share * 100.0;
    (4..=17)
        .map(|digits| significant(v, digits))
        .find(|text| !reads_100(text))
        .map_or_else(nearly_all, |text| format!("{text}%").into())
}

/// Whether [`significant`]'s text of a number below 100 reads 100: only a rounding that
/// carries gets there ("100.0"); every other such text starts otherwise ("99.99", "0.5",
/// "2.450 × 10^-21"). Read from the text, not parsed: the float parser, with its tables of
/// powers, was 18 KB of the analysis module.
fn reads_100(text: &str) -> bool {
    text.starts_with("100")
}

/// The significant digits a relative error supports.
fn digits_for(relative: f64) -> i32 {
    if relative <= 0.0 {
        return MAX_DIGITS;
    }
    ((-relative.log10()).floor() as i32).clamp(1, MAX_DIGITS)
}

/// `v` alone, with the digits `bounds` support (at most `max`; three when they are wide or
/// absent, for an estimate the host marks as one).
pub fn with_digits(v: f64, bounds: Option<[f64; 2]>, max: i32) -> String {
    significant(v, digits_of(v, bounds).min(max))
}

/// The significant digits `bounds` support for `v` (three when they are wide or absent).
pub fn digits_of(v: f64, bounds: Option<[f64; 2]>) -> i32 {
    match bounds {
        Some([lo, hi]) if lo <= v && v <= hi && v != 0.0 => {
            let relative = (v - lo).max(hi - v) / v.abs();
            if relative <= RANGE_ABOVE {
                digits_for(relative)
            } else {
                3
            }
        }
        _ => 3,
    }
}

/// The relative error `bounds` prove of `v`, when they hold it and are narrow enough to be
/// written as an error (at most [`RANGE_ABOVE`]); `None` otherwise.
pub fn proven_relative(v: f64, bounds: Option<[f64; 2]>) -> Option<f64> {
    match bounds {
        Some([lo, hi]) if lo <= v && v <= hi && v != 0.0 => {
            Some((v - lo).max(hi - v) / v.abs()).filter(|&r| r <= RANGE_ABOVE)
        }
        _ => None,
    }
}

/// `v` with what is proven of it by `bounds` (which hold the true value): "39.2251223 (error
/// at most 3.4e-16 relative)", "0.500 (proven between 0.500 and 1.00)", or "3.14 (not
/// proven)" when there are no bounds.
pub fn with_precision(v: f64, bounds: Option<[f64; 2]>) -> String {
    match bounds {
        Some([lo, hi]) if lo <= v && v <= hi && v != 0.0 => {
            let relative = (v - lo).max(hi - v) / v.abs();
            if relative <= RANGE_ABOVE {
                format!(
                    "{} (error at most {relative:.1e} relative)",
                    significant(v, digits_for(relative))
                )
            } else {
                // The bounds rounded outward, so that what is written still holds: a lower
                // bound 0.49999999999966 is "0.499", not "0.500".
                format!(
                    "{} (proven between {} and {})",
                    significant(v, 3),
                    significant_toward(lo, 3, false),
                    significant_toward(hi, 3, true)
                )
            }
        }
        Some([lo, hi]) if lo == hi => significant(v, MAX_DIGITS),
        Some([lo, hi]) => format!(
            "{} (an estimate; proven between {} and {})",
            significant(v, 4),
            significant_toward(lo, 4, false),
            significant_toward(hi, 4, true)
        ),
        None => format!("{} (not proven)", significant(v, 4)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_huge_expectation_shows_the_ten_digits_its_bound_supports() {
        let e = 1.6579867409782745e22;
        let b = [e * (1.0 - 2.5e-10), e * (1.0 + 2.5e-10)];
        assert_eq!(
            with_precision(e, Some(b)),
            "1.65798674 × 10^22 (error at most 2.5e-10 relative)"
        );
    }

    #[test]
    fn bounds_are_written_rounded_away_from_the_figure_they_bound() {
        assert_eq!(significant_toward(8.2967e21, 3, false), "8.29 × 10^21");
        assert_eq!(significant_toward(1.8712e22, 3, true), "1.88 × 10^22");
        assert_eq!(throws(161.0, Some(false)), "161");
        assert_eq!(throws(1.1492e22, None), "1.15 × 10^22");
    }

    #[test]
    fn a_text_of_a_number_below_100_reads_100_exactly_when_it_parses_to_100() {
        let mut dice = crate::rng::Dice::new(100);
        let mut below = vec![99.99999999999999, 99.5, 99.95, 9.9999, 0.0, 1e-300, 5e-5];
        below.extend((1..=16).map(|k| 100.0 - 10f64.powi(-k)));
        below.extend((0..2000).map(|_| f64::from(dice.below(1_000_000)) / 1e4));
        for v in below {
            for digits in 1..=17 {
                let text = significant(v, digits);
                let parsed = text.parse::<f64>().is_ok_and(|p| p >= 100.0);
                assert_eq!(reads_100(&text), parsed, "{v} to {digits} digits: {text}");
            }
        }
    }

    #[test]
    fn a_share_of_the_games_reads_as_a_percentage_that_stays_true() {
        assert_eq!(share_percent(1.0, false), "100%");
        assert_eq!(share_percent(1.0, true), "just under 100%");
        assert_eq!(share_percent(1.0 - 1e-15, false), "100%");
        assert_eq!(share_percent(0.3752, true), "37.52%");
        assert_eq!(share_percent(0.99999, true), "99.999%");
        assert_eq!(share_percent(1.0 - 1e-12, true), "99.9999999999%");
        assert_eq!(share_percent(2.45e-23, true), "2.450 × 10^-21%");
        assert_eq!(share_percent(0.0, true), "almost none");
    }

    #[test]
    fn everyday_figures_read_plainly_and_wide_bounds_as_a_range() {
        assert_eq!(significant(39.225122345, 9), "39.2251223");
        assert_eq!(significant(0.999999, 3), "1.00");
        assert_eq!(significant(999999.7, 3), "1.00 × 10^6");
        assert_eq!(significant(15976.634359, 3), "16000");
        assert_eq!(significant(-15976.6, 4), "-15980");
        assert_eq!(significant(31896.52846, 10), "31896.52846");
        assert_eq!(estimated_throws(22126.0), "22100");
        assert_eq!(
            with_interval(0.339110, 0.337038, 0.341188),
            "0.339 (95% interval 0.337 to 0.342)"
        );
        assert_eq!(
            with_interval(25.5604, 25.48, 25.64),
            "25.56 (95% interval 25.48 to 25.64)"
        );
        assert_eq!(estimated_throws(373.0), "373");
        assert_eq!(significant(2.456e-21, 3), "2.46 × 10^-21");
        // Bounds are written outward: a lower bound 0.4999 is no "0.500".
        assert_eq!(
            with_precision(0.5, Some([0.4999, 1.0])),
            "0.500 (proven between 0.499 and 1.00)"
        );
        assert_eq!(
            with_precision(0.5, Some([0.5, 1.0])),
            "0.500 (proven between 0.500 and 1.00)"
        );
        assert_eq!(with_precision(2.71234, None), "2.712 (not proven)");
        assert_eq!(with_precision(0.0, Some([0.0, 0.0])), "0");
    }
}
