//! The linear solver shared by the single-player and the two-player chains.
//!
//! A chain hands the solver a [`Sweep`]: an exact solve of its forward part (every transition
//! that moves "up" in the chain's order) given guessed values on the few states that
//! backward transitions lead to. The solver then finds those values: restarted GMRES on the
//! reduced system `(I - K) x = b` over the back-edge targets, where `b` is one sweep with zero
//! guesses and `K x` is one sweep with zero right-hand side.
//!
//! When the back edges are short (snakes a few hundred squares long on a long board), the walk
//! over the targets is diffusion-like: `K` has eigenvalues crowding towards 1 and Krylov
//! methods alone need about as many iterations as there are targets. Such a `K` is banded when
//! the targets are numbered by position, so a chain that can compute rows of `K` (each by one
//! forward pass of probability from its target, cut when less than 1e-15 is left) gets GMRES
//! right-preconditioned by an LU of the band of `I - K`: exact for short back edges, harmless
//! for long ones (where GMRES converges quickly anyway). A dense LU on the reduced system is
//! the last fallback when GMRES still stalls on a small system.

/// A chain whose forward part can be solved exactly, one sweep at a time.
pub(crate) trait Sweep {
    /// How many states the full solution has.
    fn states(&self) -> usize;
    /// How many back-edge targets (the unknowns of the reduced system) there are.
    fn unknowns(&self) -> usize;
    /// Solves the forward part with `guess` standing for the values at the back-edge targets:
    /// writes every state's value to `out` and the values it implies at the targets to
    /// `at_targets`. With `homogeneous`, the right-hand side and the fixed values are zero.
    fn sweep(&self, guess: &[f64], homogeneous: bool, out: &mut [f64], at_targets: &mut [f64]);
    /// Rows of `K` (target index, entry) to within `eps` of their mass, with targets numbered
    /// by position; `None` when the chain cannot give them cheaply.
    /// Rows may stop short of the target `reach` places further on.
    fn reduced_rows(&self, _eps: f64, _reach: usize) -> Option<Vec<Vec<(u32, f64)>>> {
        None
    }
}

/// How a solve went, for the report.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct SolveStats {
    /// States whose values were solved for.
    pub states: usize,
    /// Back-edge targets: the size of the reduced system.
    pub back_edge_targets: usize,
    /// Forward sweeps made (each costs one pass over the chain).
    pub sweeps: usize,
    /// Final residual of the reduced system, relative to the size of the solution.
    pub relative_residual: f64,
    /// Half-width of the banded preconditioner (0: none).
    pub band: usize,
    /// True when the dense fallback was used.
    pub dense_fallback: bool,
    /// "elimination" (subtraction-free, no iteration) or "iterative" (GMRES on the reduced
    /// system, checked afterwards).
    pub method: &'static str,
    /// A proven bound on the relative error of every expected value: a priori for the
    /// elimination (worst case, usually far above the real error), from the residual for the
    /// iterative solve; infinite (JSON null) when nothing could be proved.
    pub relative_error_bound: f64,
}

impl SolveStats {
    /// The stats of a solve by elimination over `states` states.
    pub(crate) fn eliminated(states: usize, relative_error_bound: f64) -> SolveStats {
        SolveStats {
            states,
            back_edge_targets: 0,
            sweeps: 0,
            relative_residual: 0.0,
            band: 0,
            dense_fallback: false,
            method: "elimination",
            relative_error_bound,
        }
    }
}

/// The first cycle, unpreconditioned: long back edges converge within it.
const FIRST_RESTART: usize = 40;
const RESTART: usize = 60;
const MAX_RESTART: usize = 240;
const MAX_SWEEPS: usize = 3000;
const TOLERANCE: f64 = 1e-14;
const DENSE_FALLBACK_MAX: usize = 2000;
/// Below this many targets GMRES alone converges in a few dozen sweeps at most.
const BAND_MIN_TARGETS: usize = 32;
/// The widest band the preconditioner keeps (cost m·w² to factor).
const BAND_MAX: usize = 64;

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

fn norm(a: &[f64]) -> f64 {
    dot(a, a).sqrt()
}

/// Solves the chain: the values of every state, and how the solve went.
pub(crate) fn solve<S: Sweep>(chain: &S) -> (Vec<f64>, SolveStats) {
    let (values, stats, _) = solve_with_base(chain);
    (values, stats)
}

/// Solves the chain: the values of every state, how the solve went, and the values at the
/// targets of a sweep with zero guesses (the reduced system's right-hand side `b`, which a
/// certificate needs too).
///
/// Restarted GMRES on the reduced system, first without a preconditioner (enough when back
/// edges are long: they mix the board); if a cycle does not converge, with the banded
/// preconditioner when the chain offers rows of `K`; if a cycle then stalls, with longer cycles;
/// finally, for small systems, a dense LU.
pub(crate) fn solve_with_base<S: Sweep>(chain: &S) -> (Vec<f64>, SolveStats, Vec<f64>) {
    let m = chain.unknowns();
    let mut out = vec![0.0; chain.states()];
    let mut at = vec![0.0; m];
    let mut stats = SolveStats {
        states: chain.states(),
        back_edge_targets: m,
        sweeps: 0,
        relative_residual: 0.0,
        band: 0,
        dense_fallback: false,
        method: "iterative",
        relative_error_bound: f64::INFINITY,
    };
    let zero = vec![0.0; m];
    chain.sweep(&zero, false, &mut out, &mut at);
    stats.sweeps += 1;
    if m == 0 {
        return (out, stats, at);
    }
    let mut gmres = Gmres::new(chain, out, at, stats);
    let converged = gmres.iterate();
    let Gmres {
        b,
        mut x,
        mut out,
        mut at,
        mut stats,
        ..
    } = gmres;
    if !converged && m <= DENSE_FALLBACK_MAX {
        stats.dense_fallback = true;
        dense_reduced(chain, &b, &mut x, &mut out, &mut at, &mut stats);
        chain.sweep(&x, false, &mut out, &mut at);
        stats.sweeps += 1;
    }
    // Otherwise GMRES ended on the residual's sweep from `x`: `out` holds it already.
    (out, stats, b)
}

/// Restarted GMRES on a chain's reduced system `(I - K) x = b`, right-preconditioned by `M`.
struct Gmres<'c, S: Sweep> {
    chain: &'c S,
    /// The right-hand side: the values at the targets of one sweep with zero guesses.
    b: Vec<f64>,
    /// The solution so far.
    x: Vec<f64>,
    /// Its residual `F(x) - x`, from a full sweep.
    r: Vec<f64>,
    /// The norm of `r`.
    res: f64,
    /// The norm of the larger of `b` and `x`: what the tolerance is relative to.
    scale: f64,
    /// The banded preconditioner `M`, once chosen.
    precond: Option<Band>,
    /// Every state's value from the last sweep.
    out: Vec<f64>,
    /// The values at the targets from the last full sweep.
    at: Vec<f64>,
    /// A vector with the preconditioner applied.
    z: Vec<f64>,
    /// The operator's output.
    w: Vec<f64>,
    stats: SolveStats,
}

impl<'c, S: Sweep> Gmres<'c, S> {
    /// Starts from `x = 0`, where `at` holds the values at the targets of a sweep with zero
    /// guesses (the right-hand side).
    fn new(chain: &'c S, out: Vec<f64>, at: Vec<f64>, stats: SolveStats) -> Self {
        let m = at.len();
        let b = at.clone();
        let r = b.clone();
        let res = norm(&r);
        let scale = norm(&b);
        Gmres {
            chain,
            b,
            x: vec![0.0; m],
            r,
            res,
            scale,
            precond: None,
            out,
            at,
            z: Vec::with_capacity(m),
            w: vec![0.0; m],
            stats,
        }
    }

    /// Runs cycles until the residual is within the tolerance (true), the sweeps run out or
    /// the longest cycle stalls (false), choosing the preconditioner and the cycle length on
    /// the way; records the final relative residual.
    fn iterate(&mut self) -> bool {
        let m = self.b.len();
        let mut converged = self.res <= TOLERANCE * self.scale || self.res == 0.0;
        let mut tried_band = false;
        let mut restart = FIRST_RESTART.min(m);
        while !converged && self.stats.sweeps < MAX_SWEEPS {
            self.cycle(restart);
            let stalled;
            (converged, stalled) = self.update_residual();
            if converged {
                break;
            }
            if !tried_band && m >= BAND_MIN_TARGETS {
                tried_band = true;
                self.precond = self
                    .chain
                    .reduced_rows(1e-9, BAND_MAX)
                    .map(|rows| Band::new(&rows, m));
                self.stats.band = self.precond.as_ref().map_or(0, |p| p.w);
                restart = RESTART.min(m);
            } else if stalled {
                if restart >= MAX_RESTART.min(m) {
                    break;
                }
                restart = (2 * restart).min(MAX_RESTART).min(m);
            }
        }
        let (res, scale) = (self.res, self.scale);
        self.stats.relative_residual = if scale > 0.0 { res / scale } else { res };
        converged
    }

    /// One GMRES(restart) cycle on (I - K) M⁻¹ u = r, then x += M⁻¹ u.
    fn cycle(&mut self, restart: usize) {
        let m = self.b.len();
        let mut basis = Arnoldi::new(&self.r, self.res, restart);
        let mut used = 0;
        for j in 0..restart {
            precondition(self.precond.as_ref(), &basis.v[j], &mut self.z);
            self.chain.sweep(&self.z, true, &mut self.out, &mut self.w);
            self.stats.sweeps += 1;
            for (wi, zi) in self.w.iter_mut().zip(&self.z) {
                *wi = zi - *wi;
            }
            let hn = basis.extend(&mut self.w, j);
            used = j + 1;
            if hn == 0.0 || basis.g[j + 1].abs() <= 0.1 * TOLERANCE * self.scale {
                break;
            }
            for (vk, wk) in basis.v[j + 1].iter_mut().zip(&self.w) {
                *vk = wk / hn;
            }
        }
        let step = basis.step(used, m);
        precondition(self.precond.as_ref(), &step, &mut self.z);
        for (xk, zk) in self.x.iter_mut().zip(&self.z) {
            *xk += zk;
        }
    }

    /// The true residual, from a full sweep: r = F(x) - x. Returns whether it is within the
    /// tolerance, and whether the cycle stalled (did not halve it).
    fn update_residual(&mut self) -> (bool, bool) {
        self.chain
            .sweep(&self.x, false, &mut self.out, &mut self.at);
        self.stats.sweeps += 1;
        for ((ri, ai), xi) in self.r.iter_mut().zip(&self.at).zip(&self.x) {
            *ri = ai - xi;
        }
        let new_res = norm(&self.r);
        self.scale = norm(&self.b).max(norm(&self.x));
        let converged = new_res <= TOLERANCE * self.scale;
        let stalled = new_res > 0.5 * self.res;
        self.res = new_res;
        (converged, stalled)
    }
}

/// `z = M⁻¹ v`, or `v` itself without a preconditioner.
fn precondition(precond: Option<&Band>, v: &[f64], z: &mut Vec<f64>) {
    z.clear();
    z.extend_from_slice(v);
    if let Some(p) = precond {
        p.solve(z);
    }
}

/// The Krylov basis of one GMRES cycle, with its Hessenberg matrix reduced to triangular form
/// by Givens rotations as it grows.
struct Arnoldi {
    /// The orthonormal basis vectors.
    v: Vec<Vec<f64>>,
    /// The Hessenberg matrix, rotated.
    h: Vec<Vec<f64>>,
    /// The rotations' cosines.
    cs: Vec<f64>,
    /// The rotations' sines.
    sn: Vec<f64>,
    /// The rotated right-hand side `res · e₁`; `|g[j + 1]|` is the residual after step `j`.
    g: Vec<f64>,
}

impl Arnoldi {
    /// A basis of room `restart` starting from `r / res`.
    fn new(r: &[f64], res: f64, restart: usize) -> Arnoldi {
        let m = r.len();
        let mut v: Vec<Vec<f64>> = vec![vec![0.0; m]; restart + 1];
        let mut g = vec![0.0; restart + 1];
        for (vi, ri) in v[0].iter_mut().zip(r) {
            *vi = ri / res;
        }
        g[0] = res;
        Arnoldi {
            v,
            h: vec![vec![0.0; restart]; restart + 1],
            cs: vec![0.0; restart],
            sn: vec![0.0; restart],
            g,
        }
    }

    /// Step `j`: orthogonalizes the operator's output `w` against the basis into column `j`,
    /// rotates that column to triangular form; returns the norm of what is left of `w`.
    fn extend(&mut self, w: &mut [f64], j: usize) -> f64 {
        let (v, h, cs, sn, g) = (
            &self.v,
            &mut self.h,
            &mut self.cs,
            &mut self.sn,
            &mut self.g,
        );
        // Modified Gram-Schmidt, twice for the orthogonality long cycles need.
        for _ in 0..2 {
            for i in 0..=j {
                let c = dot(w, &v[i]);
                h[i][j] += c;
                for (wk, vk) in w.iter_mut().zip(&v[i]) {
                    *wk -= c * vk;
                }
            }
        }
        let hn = norm(w);
        h[j + 1][j] = hn;
        for i in 0..j {
            let t = cs[i] * h[i][j] + sn[i] * h[i + 1][j];
            h[i + 1][j] = -sn[i] * h[i][j] + cs[i] * h[i + 1][j];
            h[i][j] = t;
        }
        let (a, bb) = (h[j][j], h[j + 1][j]);
        let d = a.hypot(bb);
        let (c, s) = if d == 0.0 {
            (1.0, 0.0)
        } else {
            (a / d, bb / d)
        };
        cs[j] = c;
        sn[j] = s;
        h[j][j] = d;
        h[j + 1][j] = 0.0;
        g[j + 1] = -s * g[j];
        g[j] *= c;
        hn
    }

    /// The step `Σ y_i v_i` over the first `used` vectors, `y` from back-substituting the
    /// triangular system.
    fn step(&self, used: usize, m: usize) -> Vec<f64> {
        let (h, g) = (&self.h, &self.g);
        let mut yk = vec![0.0; used];
        for i in (0..used).rev() {
            let mut s = g[i];
            for l in i + 1..used {
                s -= h[i][l] * yk[l];
            }
            yk[i] = if h[i][i] == 0.0 { 0.0 } else { s / h[i][i] };
        }
        let mut step = vec![0.0; m];
        for (i, yi) in yk.iter().enumerate() {
            for (sk, vk) in step.iter_mut().zip(&self.v[i]) {
                *sk += yi * vk;
            }
        }
        step
    }
}

/// Builds the reduced matrix column by column and solves it by LU, with one refinement step.
fn dense_reduced<S: Sweep>(
    chain: &S,
    b: &[f64],
    x: &mut [f64],
    out: &mut [f64],
    at: &mut [f64],
    stats: &mut SolveStats,
) {
    let m = b.len();
    let mut a = vec![0.0; m * m];
    let mut e = vec![0.0; m];
    for j in 0..m {
        e[j] = 1.0;
        chain.sweep(&e, true, out, at);
        stats.sweeps += 1;
        e[j] = 0.0;
        for i in 0..m {
            a[i * m + j] = if i == j { 1.0 } else { 0.0 } - at[i];
        }
    }
    let Some(lu) = Lu::new(a, m) else {
        return;
    };
    x.copy_from_slice(b);
    lu.solve(x);
    for _ in 0..2 {
        chain.sweep(x, false, out, at);
        stats.sweeps += 1;
        let mut r: Vec<f64> = at.iter().zip(x.iter()).map(|(a, xi)| a - xi).collect();
        let res = norm(&r);
        stats.relative_residual = res / norm(b).max(norm(x)).max(f64::MIN_POSITIVE);
        lu.solve(&mut r);
        for (xi, di) in x.iter_mut().zip(&r) {
            *xi += di;
        }
    }
}

/// An LU (no pivoting: `I - K` is a diagonally dominant M-matrix, and so is its band) of the
/// entries of `I - K` within `w` of the diagonal.
struct Band {
    m: usize,
    w: usize,
    /// Row i, column j at `a[i * (2w + 1) + (j + w - i)]`.
    a: Vec<f64>,
}

impl Band {
    fn new(rows: &[Vec<(u32, f64)>], m: usize) -> Band {
        // The narrowest width that keeps 99.9% of the off-diagonal mass, within the cap.
        let mut by_distance = vec![0.0; m];
        let mut total = 0.0;
        for (i, row) in rows.iter().enumerate() {
            for &(j, v) in row {
                let d = (j as usize).abs_diff(i);
                if d > 0 {
                    by_distance[d] += v;
                    total += v;
                }
            }
        }
        let mut w = 0;
        let mut kept = 0.0;
        while w + 1 < m && w < BAND_MAX && kept < 0.999 * total {
            w += 1;
            kept += by_distance[w];
        }
        let width = 2 * w + 1;
        let mut a = vec![0.0; m * width];
        for i in 0..m {
            a[i * width + w] = 1.0;
        }
        for (i, row) in rows.iter().enumerate() {
            for &(j, v) in row {
                let j = j as usize;
                if j.abs_diff(i) <= w {
                    a[i * width + (j + w - i)] -= v;
                }
            }
        }
        for i in 0..m {
            let d = a[i * width + w];
            for r in i + 1..(i + w + 1).min(m) {
                let at = r * width + (i + w - r);
                let f = a[at] / d;
                if f == 0.0 {
                    continue;
                }
                a[at] = f;
                for c in i + 1..(i + w + 1).min(m) {
                    a[r * width + (c + w - r)] -= f * a[i * width + (c + w - i)];
                }
            }
        }
        Band { m, w, a }
    }

    /// Solves `M z = b` in place.
    fn solve(&self, b: &mut [f64]) {
        let (m, w) = (self.m, self.w);
        let width = 2 * w + 1;
        for i in 0..m {
            let lo = i.saturating_sub(w);
            let row = &self.a[i * width + (lo + w - i)..i * width + w];
            let s: f64 = row.iter().zip(&b[lo..i]).map(|(a, x)| a * x).sum();
            b[i] -= s;
        }
        for i in (0..m).rev() {
            let hi = (i + w + 1).min(m);
            let row = &self.a[i * width + w + 1..i * width + (hi + w - i)];
            let s: f64 = row.iter().zip(&b[i + 1..hi]).map(|(a, x)| a * x).sum();
            b[i] = (b[i] - s) / self.a[i * width + w];
        }
    }
}

/// A dense LU factorization with partial pivoting.
pub(crate) struct Lu {
    a: Vec<f64>,
    m: usize,
    pivot: Vec<usize>,
}

impl Lu {
    /// Factors the row-major `m`×`m` matrix `a`; `None` when it is singular.
    pub(crate) fn new(mut a: Vec<f64>, m: usize) -> Option<Lu> {
        let mut pivot = vec![0; m];
        for col in 0..m {
            let p = (col..m)
                .max_by(|&i, &j| a[i * m + col].abs().total_cmp(&a[j * m + col].abs()))
                .unwrap_or(col);
            pivot[col] = p;
            if a[p * m + col] == 0.0 {
                return None;
            }
            if p != col {
                for l in 0..m {
                    a.swap(p * m + l, col * m + l);
                }
            }
            let d = a[col * m + col];
            for i in col + 1..m {
                let f = a[i * m + col] / d;
                if f == 0.0 {
                    continue;
                }
                a[i * m + col] = f;
                for l in col + 1..m {
                    a[i * m + l] -= f * a[col * m + l];
                }
            }
        }
        Some(Lu { a, m, pivot })
    }

    /// Solves `A x = b` in place.
    pub(crate) fn solve(&self, b: &mut [f64]) {
        let m = self.m;
        for col in 0..m {
            b.swap(col, self.pivot[col]);
        }
        for i in 0..m {
            let row = &self.a[i * m..i * m + i];
            let s: f64 = row.iter().zip(&b[..i]).map(|(a, x)| a * x).sum();
            b[i] -= s;
        }
        for i in (0..m).rev() {
            let row = &self.a[i * m + i + 1..(i + 1) * m];
            let s: f64 = row.iter().zip(&b[i + 1..]).map(|(a, x)| a * x).sum();
            b[i] = (b[i] - s) / self.a[i * m + i];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lu_solves_a_system_that_needs_pivoting() {
        // The first pivot is zero: without row exchanges this would divide by zero.
        let a = vec![0.0, 2.0, 1.0, 1.0, 1.0, 0.0, 2.0, 0.0, 1.0];
        let lu = Lu::new(a, 3).unwrap();
        let mut b = vec![7.0, 3.0, 5.0];
        lu.solve(&mut b);
        for (x, want) in b.iter().zip([1.0, 2.0, 3.0]) {
            assert!((x - want).abs() < 1e-12, "{b:?}");
        }
        assert!(Lu::new(vec![1.0, 2.0, 2.0, 4.0], 2).is_none());
    }

    /// x_i = 1 + 0.5 x_{i+1} with a back edge from the last state to the first: the sweep is
    /// exact up to the one back-edge value, which GMRES finds.
    struct Ring {
        len: usize,
    }

    impl Sweep for Ring {
        fn states(&self) -> usize {
            self.len
        }
        fn unknowns(&self) -> usize {
            1
        }
        fn sweep(&self, guess: &[f64], homogeneous: bool, y: &mut [f64], at: &mut [f64]) {
            let rhs = if homogeneous { 0.0 } else { 1.0 };
            y[self.len - 1] = rhs + 0.5 * guess[0];
            for i in (0..self.len - 1).rev() {
                y[i] = rhs + 0.5 * y[i + 1];
            }
            at[0] = y[0];
        }
    }

    #[test]
    fn gmres_finds_the_back_edge_value_of_a_ring() {
        // Every state of the ring has the same value v = 1 + v/2, so v = 2.
        let (y, stats) = solve(&Ring { len: 10 });
        assert!(y.iter().all(|v| (v - 2.0).abs() < 1e-13), "{y:?}");
        assert!(!stats.dense_fallback && stats.relative_residual < 1e-13);
    }
}
