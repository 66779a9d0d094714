//! Markov analysis of game length, win odds, exact fractions and Monte Carlo simulation.
