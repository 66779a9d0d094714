//! Text formats of boards: one file per format, plus detection.
