//! The computer opponent: search and evaluation (no web dependency).
