//! The world builder: random boards that obey the world rules.
