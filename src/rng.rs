//! Seeded randomness: the same seed gives the same dice, natively and in wasm.

use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// A seeded source of die throws and choices (xoshiro256++, unbiased ranges).
#[derive(Debug, Clone)]
pub struct Dice {
    rng: Xoshiro256PlusPlus,
}

impl Dice {
    /// A source whose whole sequence is fixed by `seed`.
    pub fn new(seed: u64) -> Dice {
        Dice {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }

    /// A fair throw of a die with `faces` faces (1..=faces); `faces` must be at least 1.
    #[inline]
    pub fn roll(&mut self, faces: u32) -> u32 {
        self.rng.random_range(1..=faces.max(1))
    }

    /// A uniform whole number in 0..n; `n` must be at least 1.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        self.rng.random_range(0..n.max(1))
    }

    /// True with probability `p` (clamped to 0..=1).
    #[inline]
    pub fn chance(&mut self, p: f64) -> bool {
        if p <= 0.0 {
            return false;
        }
        if p >= 1.0 {
            return true;
        }
        self.rng.random::<f64>() < p
    }

    /// The next raw 64 bits, for deriving sub-seeds.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.rng.random::<u64>()
    }
}

/// A fresh seed from the operating system (or the browser's crypto), for when none is given.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    match getrandom::fill(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes),
        // No entropy source: fall back to the clock rather than failing a game.
        Err(_) => clock_seed(),
    }
}

/// The clock in nanoseconds (or milliseconds in a browser), as a last-resort seed.
#[cfg(not(target_arch = "wasm32"))]
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0x5eed)
}

/// The page's clock: `std::time` has no clock on wasm32-unknown-unknown and panics when asked.
#[cfg(target_arch = "wasm32")]
fn clock_seed() -> u64 {
    js_sys::Date::now() as u64
}

/// Seeds shown to people are whole numbers up to 2^53, so they survive JavaScript numbers.
pub fn shown_seed(seed: u64) -> u64 {
    seed & ((1u64 << 53) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_throws() {
        let a: Vec<u32> = {
            let mut d = Dice::new(42);
            (0..20).map(|_| d.roll(6)).collect()
        };
        let mut d = Dice::new(42);
        let b: Vec<u32> = (0..20).map(|_| d.roll(6)).collect();
        assert_eq!(a, b);
        assert!(a.iter().all(|&r| (1..=6).contains(&r)));
    }

    #[test]
    fn every_face_comes_up_about_equally() {
        let mut d = Dice::new(7);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[d.roll(6) as usize - 1] += 1;
        }
        for c in counts {
            assert!((9_400..10_600).contains(&c), "{counts:?}");
        }
    }
}
