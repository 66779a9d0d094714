//! Strategies shared by the property tests.

use proptest::prelude::*;
use snakes_ladders::rules::{JumpMode, Overshoot, Start};
use snakes_ladders::Rules;

/// Every combination of start, overshoot and jump rules, with dice of 1 to `max_faces` faces.
pub fn rules_up_to(max_faces: u32) -> impl Strategy<Value = Rules> {
    (
        prop_oneof![Just(Start::OffBoard), Just(Start::One)],
        prop_oneof![
            Just(Overshoot::Stay),
            Just(Overshoot::Bounce),
            Just(Overshoot::Win)
        ],
        prop_oneof![Just(JumpMode::Single), Just(JumpMode::Chain)],
        1u32..=max_faces,
    )
        .prop_map(|(start, overshoot, jumps, faces)| Rules {
            start,
            overshoot,
            jumps,
            faces,
        })
}
