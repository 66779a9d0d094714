//! Games: players, turns, house rules and narrated moves.
