//! The distribution of one player's game length: the probability of finishing on each throw.
//!
//! The probability of standing on each square is pushed through the table one throw at a time:
//! a square's mass is split evenly over the cells of its window and each cell passes its share
//! to the square it leads to. Mass that reaches the last square on throw `t` is `P(T = t)`.
//!
//! # What is guaranteed
//!
//! The push only adds and multiplies non-negative numbers (wide windows are summed without the
//! subtraction of a sliding sum), so every computed number is the exact result of the same
//! push with each elementary operation perturbed by a relative `(1 ± u)`, `u = 2^-53`. Following
//! one piece of mass through one throw it meets at most `R = faces + (jumps into one square) + 6`
//! roundings (the window sum, the two of `1/k`, the moves of jump cells into its square, the
//! "stay" share), so after `t` throws each computed `P(T = s)` and `P(T > s)`, `s <= t`, is within
//! a relative `γ(t·(R + 1) + size + 8)`, `γ(m) = m·u / (1 - m·u)`, of what exact arithmetic
//! with the same dropped pieces gives ([`Distribution::rounding`]). Dropping a piece only removes
//! mass, so the truth differs from that exact push by at most the dropped mass, bounded above
//! by [`Distribution::missing`]: over the pushed range, `cdf·(1 - ρ) <= P(T <= t) <=
//! (cdf + missing)·(1 + ρ)` ([`Distribution::cdf_bounds`]). The geometric continuation after
//! the mass has settled is an estimate and carries no guarantee beyond monotonicity: past
//! [`Distribution::proven_through`] only the bounds at that throw are known to hold.

use crate::board::order_by;
use crate::rules::{Table, STAY};
use serde::Serialize;

/// Mass below this on a square is dropped (and counted in `dropped`): it keeps the active
/// part of the board small on long boards, and denormal arithmetic out of the loop.
const DROP: f64 = 1e-24;

/// On boards of at most [`SMALL`] squares a throw over the whole board costs little, so only
/// mass below this is dropped: far above the subnormals (a piece split over a die of even a
/// million faces stays normal), and far below any chance a game can end with, so that every
/// throw on which a game can end keeps its chance (a shortest game of 8.9e-78 on a 700-square
/// board with a d8 was a 0 among the first 200 throws a game can end on).
const DROP_SMALL: f64 = 1e-280;

/// The boards on which [`DROP_SMALL`] is the threshold.
const SMALL: usize = 20_000;

/// The L1 distance between the normalized mass of two throws under which it has settled.
const SETTLED: f64 = 1e-12;

/// The throws still needed to finish `left` more of `on_board` when each throw finishes a
/// share `rate` of it (infinite when it never would; an estimate to choose by).
fn remaining_throws(rate: f64, on_board: f64, left: f64) -> f64 {
    if left <= 0.0 {
        return 0.0;
    }
    if !(rate > 0.0 && rate < 1.0) || on_board <= left {
        return f64::INFINITY;
    }
    // Finishing stops near a share on_board·(1 - rate)^j still on the board.
    ((1.0 - left / on_board).ln() / (1.0 - rate).ln()).ceil()
}

/// The square-throws still needed to finish `left` more of `on_board` when each throw finishes
/// a share `rate` of it, `width` squares a throw (saturating; an estimate to choose by).
fn remaining_work(rate: f64, on_board: f64, left: f64, width: usize) -> u64 {
    let work = remaining_throws(rate, on_board, left) * width as f64;
    if work.is_finite() && work < 1e18 {
        work as u64
    } else {
        u64::MAX
    }
}

/// Windows at most this wide are pushed cell by cell; wider ones through block sums.
const DIRECT_WINDOW: usize = 32;

/// When to stop pushing.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Horizon {
    /// Stop once this share of the mass that will ever finish has finished
    /// (1 - 10^-4 means 99.99%).
    pub share: f64,
    /// Never push more throws than this.
    pub max_turns: u32,
    /// Never push more than this many squares (summed over throws) in all: a cap on time.
    pub max_work: u64,
    /// Once the shape of the mass has settled, keep pushing (which keeps every number proven)
    /// rather than continue geometrically (an estimate) while the whole push stays within this
    /// many squares summed over throws.
    pub proof_work: u64,
}

impl Default for Horizon {
    fn default() -> Self {
        Horizon {
            share: 1.0 - 1e-4,
            max_turns: 1_000_000,
            max_work: 300_000_000,
            proof_work: 20_000_000,
        }
    }
}

/// One player's game length, throw by throw.
#[derive(Debug, Clone, PartialEq)]
pub struct Distribution {
    /// `pmf[t - 1]` = P(finish on throw t).
    pub pmf: Vec<f64>,
    /// `remaining[t]` = mass still on the board after t throws (`remaining[0]` = 1).
    pub remaining: Vec<f64>,
    /// Mass dropped as negligible (each piece below 1e-24), in all.
    pub dropped: f64,
    /// Mass on squares from which the last square cannot be reached, at the last throw
    /// (included in `remaining`).
    pub stuck: f64,
    /// The probability of ever finishing (1 unless some square can never finish).
    pub p_finish: f64,
    /// True when a cap (turns or work), not the share, ended the push, or the tail took over
    /// where not even its geometric estimate would reach the share within the cap on throws.
    pub capped: bool,
    /// The throw after which the shape of the mass on the board had settled (to 1e-12), so
    /// that later throws were extended geometrically instead of pushed: an estimate.
    pub geometric_from: Option<u32>,
    /// Throws 1..=proven_through were pushed; `pmf` and `remaining` beyond are the geometric
    /// estimate.
    pub proven_through: u32,
    /// A bound on the relative rounding error of `pmf[t - 1]`, `remaining[t]` and the
    /// cumulative sums of `pmf` for `t <= proven_through` (see the module documentation),
    /// against the same push in exact arithmetic; infinite if nothing can be shown.
    pub rounding: f64,
    /// An upper bound on the true mass dropped (the computed sum `dropped`, widened for its
    /// rounding): the most by which the truth may exceed the exact push.
    pub missing: f64,
    /// Mass stuck on squares that can never finish, at throw `proven_through`.
    pub stuck_at_proven: f64,
    /// The mass on the board at throw `proven_through`, each square's weighted by the weights
    /// given to the push (the expected throws still to come from it): the expected throws
    /// after `proven_through` (as computed; see [`super::odds`] for its bounds). `None` when
    /// no weights were given.
    pub weight_at_proven: Option<f64>,
}

/// `γ(m) = m·u / (1 - m·u)`, the classic bound on the relative error of `m` roundings; infinite
/// when `m·u >= 1/2` (no useful bound).
pub(crate) fn gamma(roundings: f64) -> f64 {
    let c = roundings * (f64::EPSILON / 2.0);
    if c >= 0.5 {
        f64::INFINITY
    } else {
        c / (1.0 - c)
    }
}

/// Where the percentile of a share lies for certain.
///
/// Throws are counted in `f64`: past the throws pushed a percentile may come from the tail,
/// and on a board whose games last 10^22 throws it is no 32-bit number (nor an exact whole
/// one: its bounds then say how far it is known).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct PercentileBound {
    /// The share q: the percentile is the smallest t with P(T <= t) >= q.
    pub share: f64,
    /// The value from the computed distribution (geometric tail included): an estimate
    /// unless `certain`.
    #[serde(serialize_with = "whole::option")]
    pub estimate: Option<f64>,
    /// The percentile is at least this many throws (proven).
    #[serde(serialize_with = "whole::one")]
    pub at_least: f64,
    /// The percentile is at most this many throws (proven); `None` when the proven range does
    /// not reach it.
    #[serde(serialize_with = "whole::option")]
    pub at_most: Option<f64>,
    /// True when `at_least == at_most`: the percentile is known exactly.
    pub certain: bool,
    /// True when there is no such throw (proven): fewer than the share of games ever end,
    /// because more than the rest of the mass is stuck where the end cannot be reached.
    pub never: bool,
}

/// Counts of throws held in `f64` written as whole numbers ("33", not "33.0") while they are
/// exact, so the JSON of everyday boards reads as before.
pub(crate) mod whole {
    use serde::Serializer;

    /// The largest whole number every `f64` below holds exactly: 2^53.
    const EXACT: f64 = 9_007_199_254_740_992.0;

    /// One count.
    pub fn one<S: Serializer>(v: &f64, s: S) -> Result<S::Ok, S::Error> {
        if v.fract() == 0.0 && v.abs() <= EXACT {
            s.serialize_i64(*v as i64)
        } else {
            s.serialize_f64(*v)
        }
    }

    /// A count that may be absent.
    pub fn option<S: Serializer>(v: &Option<f64>, s: S) -> Result<S::Ok, S::Error> {
        match v {
            Some(v) => one(v, s),
            None => s.serialize_none(),
        }
    }
}

impl Distribution {
    /// P(T <= t) for t = 1, 2, ... over the computed range.
    pub fn cdf(&self) -> Vec<f64> {
        let mut acc = 0.0;
        self.pmf
            .iter()
            .map(|p| {
                acc += p;
                acc
            })
            .collect()
    }

    /// The smallest t with P(T <= t) >= q, if the computed range reaches it.
    pub fn quantile(&self, q: f64) -> Option<u32> {
        let mut acc = 0.0;
        for (i, p) in self.pmf.iter().enumerate() {
            acc += p;
            // A hair of slack so that a cumulative sum exactly at q is not lost to rounding.
            if acc >= q * (1.0 - 1e-13) {
                return Some(i as u32 + 1);
            }
        }
        None
    }

    /// Proven bounds on P(T <= t), `t >= 1`: within the pushed range from the computed sum
    /// widened by [`Distribution::rounding`] and [`Distribution::missing`], beyond it the bounds
    /// at the last pushed throw (the distribution function only grows, and never above the
    /// mass that is not stuck). Evaluation of these formulas is covered by the margin in
    /// `rounding`.
    pub fn cdf_bounds(&self, t: u32) -> (f64, f64) {
        let proven = self.proven_through.min(self.pmf.len() as u32) as usize;
        let rho = self.cdf_relative_error();
        let cdf_at = |t: usize| self.pmf[..t].iter().sum::<f64>();
        if !rho.is_finite() {
            return (0.0, 1.0);
        }
        if t as usize <= proven {
            let c = cdf_at(t as usize);
            (c * (1.0 - rho), ((c + self.missing) * (1.0 + rho)).min(1.0))
        } else {
            let c = cdf_at(proven);
            let not_stuck = 1.0 - self.stuck_at_proven * (1.0 - rho);
            (c * (1.0 - rho), not_stuck.min(1.0))
        }
    }

    /// [`Distribution::rounding`] as the factor of the bounds, `ρ`: `γ / (1 - γ)` padded by a
    /// few roundings for evaluating them (infinite when nothing can be shown).
    pub fn cdf_relative_error(&self) -> f64 {
        let g = self.rounding;
        if g >= 0.5 || !g.is_finite() {
            return f64::INFINITY;
        }
        g / (1.0 - g) + gamma(8.0)
    }

    /// The proven bounds on the smallest t with P(T <= t) >= q, with the estimate.
    pub fn percentile_bounds(&self, q: f64) -> PercentileBound {
        let proven = self.proven_through.min(self.pmf.len() as u32);
        let rho = self.cdf_relative_error();
        let mut at_least = None;
        let mut at_most = None;
        if rho.is_finite() {
            let mut c = 0.0;
            for (i, p) in self.pmf[..proven as usize].iter().enumerate() {
                c += p;
                let t = i as u32 + 1;
                if at_least.is_none() && ((c + self.missing) * (1.0 + rho)).min(1.0) >= q {
                    at_least = Some(t);
                }
                if c * (1.0 - rho) >= q {
                    at_most = Some(t);
                    break;
                }
            }
        }
        let at_least = at_least.unwrap_or(proven + 1);
        // The most that ever finishes, as `cdf_bounds` bounds it past the pushed range.
        let never = at_most.is_none() && rho.is_finite() && self.cdf_bounds(u32::MAX).1 < q;
        PercentileBound {
            share: q,
            estimate: self.quantile(q).map(f64::from),
            at_least: f64::from(at_least),
            at_most: at_most.map(f64::from),
            certain: at_most == Some(at_least),
            never,
        }
    }

    /// The most likely length, when it is proven: its probability, at its lowest within the
    /// bounds, beats every other throw computed exactly at its highest, and all the mass that
    /// could still finish later (ties and near-ties give `None`).
    pub fn mode(&self) -> Option<u32> {
        let proven = (self.proven_through as usize).min(self.pmf.len());
        let rho = self.cdf_relative_error();
        if !rho.is_finite() {
            return None;
        }
        let shown = &self.pmf[..proven];
        let (i, &best) = shown
            .iter()
            .enumerate()
            .max_by(|a, b| a.1.total_cmp(b.1).then(b.0.cmp(&a.0)))?;
        let other = shown
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .fold(0.0, |m: f64, (_, &p)| m.max(p));
        let (left, stuck) = (self.remaining[proven], self.stuck_at_proven);
        let unseen =
            (left * (1.0 + rho) - stuck * (1.0 - rho)).max(0.0) + left * gamma(4.0) + self.missing;
        let low = best * (1.0 - rho);
        (best > 0.0 && low > other * (1.0 + rho) + self.missing && low >= unseen)
            .then_some(i as u32 + 1)
    }
}

/// Pushes the start's mass through `table` until `horizon`; `p_finish` is the probability of
/// ever finishing from the start (it sets the stopping point when some games never end), and
/// `dead` marks the squares from which the last square cannot be reached (their mass is set
/// aside as stuck instead of being pushed forever).
pub(crate) fn distribution(
    table: &Table,
    dead: Option<&[bool]>,
    p_finish: f64,
    horizon: &Horizon,
) -> Distribution {
    distribution_weighed(table, dead, p_finish, horizon, None)
}

/// The expected throws still to come from each square, to weigh the mass on the board by,
/// and how closely a throw must match the tail's rate for the tail to count as settled
/// ([`super::tail::settling`]).
#[derive(Clone, Copy)]
pub(crate) struct Weights<'w> {
    pub by_square: &'w [f64],
    pub settling: f64,
}

/// [`distribution`], also weighing the mass left at the last throw pushed by `weights` (one
/// a square, 0..size): [`Distribution::weight_at_proven`].
pub(crate) fn distribution_weighed(
    table: &Table,
    dead: Option<&[bool]>,
    p_finish: f64,
    horizon: &Horizon,
    weights: Option<Weights>,
) -> Distribution {
    let n = table.size() as usize;
    let start = table.start() as usize;
    let mut out = Distribution::before_throwing(p_finish, weights.is_some(), start == n);
    if start == n || p_finish <= 0.0 {
        return out;
    }
    let target = horizon.share.min(1.0) * p_finish;
    let mut push = Push::new(table);
    let k = push.k;
    push.v[k + start] = 1.0;
    let (mut lo, mut hi) = (start, start);
    let mut finished = 0.0;
    let mut live = 1.0;
    let mut work: u64 = 0;
    let mut drops: u64 = 0;
    let mut watch = weights
        .filter(|_| p_finish >= 1.0)
        .map(|w| TailWatch::new(w, start));
    let weights = weights.map(|w| w.by_square);
    while finished < target {
        if out.pmf.len() as u32 >= horizon.max_turns || work >= horizon.max_work {
            out.capped = true;
            break;
        }
        work += (hi - lo + 1 + k) as u64;
        let thrown = throw_once(&mut push, (lo, hi), live, dead, &mut out, &mut drops);
        let (f, (nlo, nhi), on_board) = (thrown.f, thrown.range, thrown.on_board);
        let (stuck_now, settled) = (thrown.stuck_now, thrown.settled);
        finished += f;
        out.pmf.push(f);
        out.stuck += stuck_now;
        out.remaining.push(on_board + out.stuck);
        if nlo == usize::MAX {
            break;
        }
        if let Some(watch) = watch.as_mut() {
            watch.spend(live);
        }
        // Settled: continue geometrically (an estimate) only when pushing on, which keeps the
        // numbers proven, would cost more than `horizon.proof_work`. The tail's rate (see
        // super::tail) may tell a settled tail long before the shape of the mass stops
        // changing on a big board.
        let (rate, left) = (f / live, target - finished);
        let beyond_proof = || {
            work.saturating_add(remaining_work(rate, on_board, left, hi - lo + 1 + k))
                > horizon.proof_work
        };
        let tail_settled = || watch.as_ref().is_some_and(|w| w.settled(&push, &out));
        if (settled || tail_settled()) && beyond_proof() {
            let throws = out.pmf.len() as f64 + remaining_throws(rate, on_board, left);
            if !settled && throws > f64::from(horizon.max_turns) {
                // Not even the geometric estimate reaches the target within the cap: the tail
                // gives the figures from here.
                out.capped = true;
                break;
            }
            out.geometric_from = Some(out.pmf.len() as u32);
            out.seal_push(&push, drops, weights);
            let rate = out.tail_rate(on_board, rate);
            let stuck_share = stuck_now / live;
            out.continue_geometrically(on_board, (rate, stuck_share), (finished, target), horizon);
            break;
        }
        live = on_board;
        lo = nlo;
        hi = nhi;
    }
    if out.geometric_from.is_none() {
        out.seal_push(&push, drops, weights);
    }
    out
}

impl Distribution {
    /// Nothing thrown yet: all the mass on the start (none when it is the last square, `at_end`;
    /// stuck when no game finishes), nothing finished or dropped.
    fn before_throwing(p_finish: f64, weighed: bool, at_end: bool) -> Distribution {
        let mut out = Distribution {
            pmf: Vec::new(),
            remaining: vec![1.0],
            dropped: 0.0,
            stuck: 0.0,
            p_finish,
            capped: false,
            geometric_from: None,
            proven_through: 0,
            rounding: 0.0,
            missing: 0.0,
            stuck_at_proven: 0.0,
            weight_at_proven: weighed.then_some(0.0),
        };
        if at_end {
            out.remaining[0] = 0.0;
        } else if p_finish <= 0.0 {
            out.stuck = 1.0;
            out.stuck_at_proven = 1.0;
        }
        out
    }

    /// Seals the throws pushed (see [`Distribution::seal`]) and weighs the mass left by
    /// `weights`.
    fn seal_push(&mut self, push: &Push, drops: u64, weights: Option<&[f64]>) {
        self.seal(push.roundings_per_throw(), drops, push.n);
        self.weight_at_proven = weights.map(|w| push.weigh(w));
    }

    /// The rate the geometric estimate continues with: the tail's, which weighs all the mass
    /// by the expected throws still to come from it, when the push was weighed; else the last
    /// throw's finishing share `rate`.
    ///
    /// Why not the last throw's share once the shape has settled: the shape settles in L1, to
    /// 10^-12 of the mass, while a share of 6 × 10^-23 a throw rests on the mass of the last
    /// few squares, which that says nothing of: on the 360-square board of issue 34 the last
    /// throw's share was 2.6% below the tail's rate, and so was every throw continued from it.
    fn tail_rate(&self, on_board: f64, rate: f64) -> f64 {
        match self.weight_at_proven {
            Some(weight) if weight > 0.0 => (on_board / weight).min(1.0),
            _ => rate,
        }
    }
}

/// One throw pushed: what it finished, the active range after it (`(usize::MAX, 0)` when
/// nothing is left), the mass it set aside as stuck, the mass left on the board, and whether
/// the shape of the mass has settled.
struct Thrown {
    f: f64,
    range: (usize, usize),
    stuck_now: f64,
    on_board: f64,
    settled: bool,
}

/// Pushes one throw from the active range `lo..=hi` (`live` on the board) and makes its mass
/// the current one, trimming the range ([`trim`]) and, every fourth throw, checking whether
/// the shape of the mass has settled; negligible mass dropped is counted in `out` and `drops`.
#[inline]
fn throw_once(
    push: &mut Push,
    (lo, hi): (usize, usize),
    live: f64,
    dead: Option<&[bool]>,
    out: &mut Distribution,
    drops: &mut u64,
) -> Thrown {
    let (n, k) = (push.n, push.k);
    let (tlo, thi) = push.throw(lo, hi);
    let next = &mut push.next;
    let f = std::mem::take(&mut next[k + n]);
    // New active range: negligible mass at either end is dropped (and, every 64 throws,
    // anywhere), mass on squares that can never finish is set aside as stuck.
    let sweep_all = out.pmf.len() % 64 == 63;
    let dropping = (&mut out.dropped, drops);
    let ((nlo, nhi), stuck_now) = trim(
        next,
        (k, push.drop),
        (tlo, thi.min(n - 1)),
        sweep_all,
        dead,
        dropping,
    );
    let on_board = if nlo == usize::MAX {
        0.0
    } else {
        sum(&next[k + nlo..=k + nhi])
    };
    // Has the shape of the mass settled (the quasi-stationary distribution)? Then every
    // later throw finishes, strands and keeps the same shares of it: a geometric tail.
    // (Checked every fourth throw: the check costs a pass of its own.)
    let settled = on_board > 0.0
        && nlo != usize::MAX
        && out.pmf.len() % 4 == 3
        && shape_settled(
            (next, on_board),
            (&push.v, live),
            (k + lo.min(nlo), k + hi.max(nhi)),
        );
    // The new mass becomes the current one; the old is cleared for the next throw, except
    // where that throw overwrites it anyway (a pass over the whole board a throw saved).
    let rewritten = if nlo == usize::MAX {
        (1, 0)
    } else {
        (nlo + 1, (nhi + k).min(n))
    };
    clear_outside(&mut push.v[k..], (lo, hi), rewritten);
    std::mem::swap(&mut push.v, &mut push.next);
    Thrown {
        f,
        range: (nlo, nhi),
        stuck_now,
        on_board,
        settled,
    }
}

/// The active range after a throw that left mass on `tlo..=thi` (of `next`, offset by `k`):
/// negligible mass at either end is dropped (and, with `sweep_all`, anywhere), counted in
/// `dropping` (mass, pieces); mass on `dead` squares, which can never finish, is set aside.
/// Returns the range (`(usize::MAX, 0)` when nothing is left) and the mass set aside as stuck.
#[inline]
fn trim(
    next: &mut [f64],
    (k, drop): (usize, f64),
    (tlo, thi): (usize, usize),
    sweep_all: bool,
    dead: Option<&[bool]>,
    (dropped, drops): (&mut f64, &mut u64),
) -> ((usize, usize), f64) {
    let (mut a, mut b) = (tlo.min(thi + 1), thi);
    while a <= b && next[k + a] < drop {
        *drops += u64::from(next[k + a] != 0.0);
        *dropped += std::mem::take(&mut next[k + a]);
        a += 1;
    }
    while b >= a && next[k + b] < drop {
        *drops += u64::from(next[k + b] != 0.0);
        *dropped += std::mem::take(&mut next[k + b]);
        if b == 0 {
            break;
        }
        b -= 1;
    }
    let mut stuck_now = 0.0;
    let range = if a <= b && next[k + b] >= drop {
        let range = &mut next[k + a..=k + b];
        if sweep_all {
            for x in range.iter_mut() {
                if *x < drop {
                    *drops += u64::from(*x != 0.0);
                    *dropped += std::mem::take(x);
                }
            }
        }
        if let Some(dead) = dead {
            for (x, &d) in range.iter_mut().zip(&dead[a..=b]) {
                if d {
                    stuck_now += std::mem::take(x);
                }
            }
        }
        (a, b)
    } else {
        (usize::MAX, 0)
    };
    (range, stuck_now)
}

/// Whether the shape of the mass has settled (the quasi-stationary distribution): the L1
/// distance over `ulo..=uhi` between the new mass and the old, each normalized by its total,
/// is under [`SETTLED`].
#[inline]
fn shape_settled(
    (next, on_board): (&[f64], f64),
    (v, live): (&[f64], f64),
    (ulo, uhi): (usize, usize),
) -> bool {
    let (a, b) = (1.0 / on_board, 1.0 / live);
    let d: f64 = next[ulo..=uhi]
        .iter()
        .zip(&v[ulo..=uhi])
        .map(|(x, y)| (x * a - y * b).abs())
        .sum();
    d < SETTLED
}

/// Watches a push weighed by the expected throws still to come for the moment its tail has
/// settled, as [`super::tail`] tells it.
struct TailWatch<'w> {
    weights: &'w [f64],
    /// [`Weights::settling`].
    settling: f64,
    /// The expected throws from the start: the weight of the mass before the first throw.
    start: f64,
    /// The survival summed over the throws pushed: each throw spends that much of the weight.
    spent: f64,
}

impl<'w> TailWatch<'w> {
    fn new(weights: Weights<'w>, start: usize) -> Self {
        TailWatch {
            weights: weights.by_square,
            settling: weights.settling,
            start: weights.by_square.get(start).copied().unwrap_or(f64::NAN),
            spent: 0.0,
        }
    }

    /// Counts one throw pushed, `live` on the board before it.
    fn spend(&mut self, live: f64) {
        self.spent += live;
    }

    /// Whether the tail has settled after the throw just pushed (`push.v` holds its mass).
    /// Weighing is a pass over the board, so it is done every fourth throw and only when the
    /// weight as spent so far (`A = m·x` falls by the survival each throw) says the tail's
    /// rate is close.
    fn settled(&self, push: &Push, out: &Distribution) -> bool {
        let t = out.pmf.len();
        if t % 4 != 0 || out.remaining[t - 1] <= 0.0 {
            return false;
        }
        let hazard = out.pmf[t - 1] / out.remaining[t - 1];
        let survival = out.remaining[t];
        let near = survival / (self.start - self.spent);
        if !(near > 0.0 && (near - hazard).abs() <= NEAR * near) {
            return false;
        }
        let rate = survival / push.weigh(self.weights);
        super::tail::settled(hazard, rate, self.settling)
    }
}

/// How close the tail's rate as estimated from the weight spent must be to a throw's
/// finishing share, relative to the rate, before the mass is weighed for the tail's own test
/// (which asks for 10^-6 to 10^-3: [`super::tail::settling`]).
const NEAR: f64 = 1e-3;

impl Distribution {
    /// Continues the distribution from `on_board` still going, each throw finishing the share
    /// `finish_share` of it and stranding `stuck_share`, until `finished` reaches `target` or
    /// the cap on throws.
    fn continue_geometrically(
        &mut self,
        on_board: f64,
        (finish_share, stuck_share): (f64, f64),
        (mut finished, target): (f64, f64),
        horizon: &Horizon,
    ) {
        let keep = (1.0 - finish_share - stuck_share).max(0.0);
        let mut m = on_board;
        while finished < target {
            if self.pmf.len() as u32 >= horizon.max_turns {
                self.capped = true;
                break;
            }
            let f = m * finish_share;
            finished += f;
            self.pmf.push(f);
            self.stuck += m * stuck_share;
            m *= keep;
            self.remaining.push(m + self.stuck);
            if m == 0.0 {
                break;
            }
        }
    }

    /// Records what the push so far guarantees (see the module documentation): the throws
    /// pushed, the relative rounding bound after them and the most mass dropped.
    fn seal(&mut self, per_throw: u64, drops: u64, size: usize) {
        let t = self.pmf.len() as u64;
        self.proven_through = t as u32;
        self.stuck_at_proven = self.stuck;
        let roundings = t as f64 * (per_throw + 1) as f64 + size as f64 + 8.0;
        self.rounding = gamma(roundings);
        let g = gamma(t as f64 * per_throw as f64 + drops as f64 + 4.0);
        self.missing = if g < 0.5 {
            self.dropped / (1.0 - g) * (1.0 + gamma(4.0))
        } else {
            f64::INFINITY
        };
    }
}

/// One throw of the mass on the board, as a pull: the mass landing on cell `c` is the window
/// sum of the rows `c-k ..= c-1` over k; plain cells keep it, the few cells that start a jump
/// or lie past the end pass it on.
struct Push<'t> {
    cells: &'t [u32],
    n: usize,
    k: usize,
    inv_k: f64,
    /// Mass below this on a square is dropped ([`DROP`], or [`DROP_SMALL`] on small boards).
    drop: f64,
    /// Mass on square p at index k + p (k zeros in front, so every window is in range).
    v: Vec<f64>,
    /// The mass after the throw, laid out the same way; all zero between throws.
    next: Vec<f64>,
    /// Cells that lead elsewhere than themselves (jumps, bounces, wins), ascending; "stay"
    /// cells are left out and handled per row.
    irregular: Vec<u32>,
    /// The mass landing on each cell past the last square, in one throw.
    past: Vec<f64>,
    /// (index in `irregular`, the square its cell leads to), ordered by that square (stably:
    /// cells leading to one square keep their order), so that a throw over most of the board adds the moved
    /// mass in the order of the squares it lands on instead of scattering it.
    by_target: Vec<(u32, u32)>,
    /// The mass taken from each irregular cell in a throw, by index in `irregular`.
    taken: Vec<f64>,
    stays: bool,
    /// The most irregular cells leading to one square (additions into it per throw).
    in_max: u64,
    /// Block sums for wide windows (prefix and suffix within blocks of k), same layout as `v`.
    prefix: Vec<f64>,
    suffix: Vec<f64>,
}

impl<'t> Push<'t> {
    fn new(table: &'t Table) -> Self {
        let n = table.size() as usize;
        let k = table.faces() as usize;
        let cells = table.cells();
        let irregular: Vec<u32> = (1..n + k)
            .filter(|&c| cells[c] != c as u32 && cells[c] != STAY)
            .map(|c| c as u32)
            .collect();
        let mut into = vec![0u64; n + 1];
        for &c in &irregular {
            into[cells[c as usize] as usize] += 1;
        }
        let in_max = into.into_iter().max().unwrap_or(0);
        let target = |i: u32| cells[irregular[i as usize] as usize];
        let targets: Vec<u32> = (0..irregular.len() as u32).map(target).collect();
        let by_target: Vec<(u32, u32)> = order_by(&targets)
            .into_iter()
            .map(|i| (i, target(i)))
            .collect();
        let wide = if k > DIRECT_WINDOW { n + 2 * k + 1 } else { 0 };
        Push {
            cells,
            n,
            k,
            inv_k: 1.0 / k as f64,
            drop: if n <= SMALL { DROP_SMALL } else { DROP },
            v: vec![0.0; n + 2 * k + 1],
            next: vec![0.0; n + 2 * k + 1],
            past: vec![0.0; k],
            taken: vec![0.0; irregular.len()],
            by_target,
            irregular,
            stays: cells.get(n + 1).is_some_and(|&q| q == STAY),
            in_max,
            prefix: vec![0.0; wide],
            suffix: vec![0.0; wide],
        }
    }

    /// Σ mass · weight over the squares (the mass outside the active range is zero).
    fn weigh(&self, weights: &[f64]) -> f64 {
        let k = self.k;
        self.v[k..k + self.n]
            .iter()
            .zip(weights)
            .filter(|(&m, _)| m != 0.0)
            .map(|(&m, &w)| m * w)
            .sum()
    }

    /// The most roundings one piece of mass meets in one throw: the window sum (at most k),
    /// `1/k` and the product with it (2), the additions of moved mass into its square, the
    /// "stay" share (product, `1/k`, product, addition: 4), and a spare.
    fn roundings_per_throw(&self) -> u64 {
        self.k as u64 + self.in_max + 7
    }

    /// Throws the rows lo..=hi of `v` into `next`; returns the range of squares written.
    fn throw(&mut self, lo: usize, hi: usize) -> (usize, usize) {
        let (first, last) = (lo + 1, hi + self.k);
        // Irregular cells in first..=last: their mass is taken away, then passed on.
        let from = self.irregular.partition_point(|&c| (c as usize) < first);
        let to = self.irregular.partition_point(|&c| (c as usize) <= last);
        let taken = self.pull(first, last, from..to);
        self.take(taken..to);
        let (mut tlo, mut thi) = self.pass_on(from..to);
        tlo = tlo.min(first);
        thi = thi.max(last.min(self.n));
        if self.stays {
            if let Some((a, b)) = self.stay(lo, hi) {
                tlo = tlo.min(a);
                thi = thi.max(b);
            }
        }
        (tlo, thi)
    }

    /// The mass landing on each cell of `first..=last`: on the squares' cells in `next`, past
    /// the end in `past`. Returns how many of the irregular cells `cut` it has already
    /// emptied into `taken` (a narrow die's cells are pulled in blocks, each block's jump cells
    /// emptied while it is in cache: on a big board emptying them afterwards is one more pass
    /// over memory).
    fn pull(&mut self, first: usize, last: usize, cut: std::ops::Range<usize>) -> usize {
        let (n, k, inv_k) = (self.n, self.k, self.inv_k);
        let plain_last = last.min(n);
        // With the offset, the rows c-k ..= c-1 are v[c ..= c+k-1], and cell c is next[k + c].
        let v = &self.v;
        let next = &mut self.next[k..];
        let mut taken = cut.start;
        if k <= 8 {
            let mut a = first;
            while a <= plain_last {
                let b = (a + PULL_BLOCK - 1).min(plain_last);
                match k {
                    1 => windows::<1>(v, next, a, b, inv_k),
                    2 => windows::<2>(v, next, a, b, inv_k),
                    3 => windows::<3>(v, next, a, b, inv_k),
                    4 => windows::<4>(v, next, a, b, inv_k),
                    5 => windows::<5>(v, next, a, b, inv_k),
                    6 => windows::<6>(v, next, a, b, inv_k),
                    7 => windows::<7>(v, next, a, b, inv_k),
                    _ => windows::<8>(v, next, a, b, inv_k),
                }
                while taken < cut.end && self.irregular[taken] as usize <= b {
                    self.taken[taken] = std::mem::take(&mut next[self.irregular[taken] as usize]);
                    taken += 1;
                }
                a = b + 1;
            }
            for c in n + 1..=last {
                self.past[c - n - 1] = v[c..c + k].iter().sum::<f64>() * inv_k;
            }
        } else if k <= DIRECT_WINDOW {
            for c in first..=last {
                let m = v[c..c + k].iter().sum::<f64>() * inv_k;
                if c <= n {
                    next[c] = m;
                } else {
                    self.past[c - n - 1] = m;
                }
            }
        } else if first <= last {
            self.pull_wide(first, last);
        }
        taken
    }

    /// [`Push::pull`] for a wide die, without subtraction (a sliding sum would subtract,
    /// losing the relative accuracy of small masses): blocks of k from `first`; a window is the
    /// suffix of one block plus the prefix of the next, each a sum of at most k non-negative
    /// terms.
    fn pull_wide(&mut self, first: usize, last: usize) {
        let (n, k, inv_k) = (self.n, self.k, self.inv_k);
        let v = &self.v;
        let next = &mut self.next[k..];
        let (prefix, suffix) = (&mut self.prefix, &mut self.suffix);
        let end = last + k; // v[first..end] is read
        for s in (first..end).step_by(k) {
            let e = (s + k).min(end);
            let mut acc = 0.0;
            for x in s..e {
                acc += v[x];
                prefix[x] = acc;
            }
            acc = 0.0;
            for x in (s..e).rev() {
                acc += v[x];
                suffix[x] = acc;
            }
        }
        for c in first..=last {
            let w = if (c - first) % k == 0 {
                prefix[c + k - 1]
            } else {
                suffix[c] + prefix[c + k - 1]
            };
            let m = w * inv_k;
            if c <= n {
                next[c] = m;
            } else {
                self.past[c - n - 1] = m;
            }
        }
    }

    /// Empties the irregular cells `cells` (indices into `irregular`) into `taken`.
    fn take(&mut self, cells: std::ops::Range<usize>) {
        let (n, k) = (self.n, self.k);
        for i in cells {
            let c = self.irregular[i] as usize;
            self.taken[i] = if c <= n {
                std::mem::take(&mut self.next[k + c])
            } else {
                self.past[c - n - 1]
            };
        }
    }

    /// Adds the mass taken from the irregular cells `cells` to the squares they lead to;
    /// returns the lowest and highest square reached (`(usize::MAX, 0)` for none).
    fn pass_on(&mut self, cells: std::ops::Range<usize>) -> (usize, usize) {
        let next = &mut self.next[self.k..];
        let mut reached = (usize::MAX, 0);
        if 4 * cells.len() >= self.irregular.len() && !cells.is_empty() {
            // Most of the board: by landing square (far fewer cache misses on a big board;
            // the same additions into each square in the same order, so the same sums).
            for &(i, q) in &self.by_target {
                let (i, q) = (i as usize, q as usize);
                if cells.contains(&i) {
                    next[q] += self.taken[i];
                    reached = (reached.0.min(q), q);
                }
            }
        } else {
            for i in cells {
                let q = self.cells[self.irregular[i] as usize] as usize;
                next[q] += self.taken[i];
                reached = (reached.0.min(q), reached.1.max(q));
            }
        }
        reached
    }

    /// Under "stay", a row's throws past the end leave its mass where it is: the rows
    /// `lo..=hi` near the end keep their share; returns the squares that kept some.
    fn stay(&mut self, lo: usize, hi: usize) -> Option<(usize, usize)> {
        let (n, k, inv_k) = (self.n, self.k, self.inv_k);
        let mut kept: Option<(usize, usize)> = None;
        for p in lo.max((n + 1).saturating_sub(k))..=hi {
            let m = self.v[k + p];
            if m != 0.0 {
                self.next[k + p] += m * (p + k - n) as f64 * inv_k;
                kept = Some(kept.map_or((p, p), |(a, _)| (a, p)));
            }
        }
        kept
    }
}

/// Cells a narrow die's pull computes before emptying their jump cells (16 KiB of mass).
const PULL_BLOCK: usize = 2048;

/// Zeroes `v[stale.0..=stale.1]` but for `v[keep.0..=keep.1]` (an empty range when
/// `keep.0 > keep.1`).
fn clear_outside(v: &mut [f64], stale: (usize, usize), keep: (usize, usize)) {
    let (lo, hi) = stale;
    if lo > hi {
        return;
    }
    if keep.0 > keep.1 || keep.1 < lo || keep.0 > hi {
        v[lo..=hi].fill(0.0);
        return;
    }
    if lo < keep.0 {
        v[lo..keep.0].fill(0.0);
    }
    if keep.1 < hi {
        v[keep.1 + 1..=hi].fill(0.0);
    }
}

/// A sum with four accumulators (no loop-carried dependency through one register).
fn sum(xs: &[f64]) -> f64 {
    let mut acc = [0.0; 4];
    let chunks = xs.chunks_exact(4);
    let tail: f64 = chunks.remainder().iter().sum();
    for c in chunks {
        for i in 0..4 {
            acc[i] += c[i];
        }
    }
    (acc[0] + acc[1]) + (acc[2] + acc[3]) + tail
}

/// Window sums for a die of `K` faces known at compile time (unrolled): cell c of
/// `first..=last` gets the mass of the rows c-K ..= c-1 (at v[c ..= c+K-1]) over K.
#[inline]
fn windows<const K: usize>(v: &[f64], next: &mut [f64], first: usize, last: usize, inv_k: f64) {
    if first > last {
        return;
    }
    for (out, win) in next[first..=last]
        .iter_mut()
        .zip(v[first..last + K].windows(K))
    {
        let mut s = 0.0;
        for x in win.iter().take(K) {
            s += x;
        }
        *out = s * inv_k;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Jump};
    use crate::rules::{Overshoot, Rules};

    #[test]
    fn a_straight_board_finishes_when_the_dice_sum_reaches_the_end() {
        // Seven squares, exact landing, from off the board: two throws at least, and
        // P(T = 2) = 6/36 (the pairs summing to 7).
        let b = Board::new(7, []).unwrap();
        let rules = Rules {
            overshoot: Overshoot::Stay,
            ..Rules::default()
        };
        let t = Table::new(&b, &rules).unwrap();
        let d = distribution(&t, None, 1.0, &Horizon::default());
        assert_eq!(d.pmf[0], 0.0);
        assert!((d.pmf[1] - 6.0 / 36.0).abs() < 1e-15);
        let total: f64 = d.pmf.iter().sum::<f64>() + d.remaining.last().unwrap() + d.dropped;
        assert!((total - 1.0).abs() < 1e-13);
    }

    #[test]
    fn a_board_that_settles_continues_geometrically_with_the_mass_accounted() {
        // A snake just below the end sends most tokens back: the shape of the mass settles
        // long before 99.99% has finished.
        let b = Board::new(30, [Jump::new(29, 1), Jump::new(28, 2), Jump::new(27, 3)]).unwrap();
        let t = Table::new(&b, &Rules::default()).unwrap();
        let horizon = Horizon {
            proof_work: 0,
            ..Horizon::default()
        };
        let d = distribution(&t, None, 1.0, &horizon);
        assert!(d.geometric_from.is_some());
        assert_eq!(d.proven_through, d.geometric_from.unwrap());
        // By default the push goes on (cheaply) and stays proven.
        let proven = distribution(&t, None, 1.0, &Horizon::default());
        assert!(proven.geometric_from.is_none());
        assert_eq!(proven.proven_through as usize, proven.pmf.len());
        let total: f64 = d.pmf.iter().sum::<f64>() + d.remaining.last().unwrap() + d.dropped;
        assert!((total - 1.0).abs() < 1e-12, "{total}");
        let finished: f64 = d.pmf.iter().sum();
        assert!(finished >= 1.0 - 1e-4 - 1e-12);
    }
}
