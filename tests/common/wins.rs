//! Forced wins from seeded self-play, proven by the oracle (`oracle`), that
//! the AI's tests share: the engine's (`ai_wins`) and the solver's (`ai_solver`).

/// Full Belt positions from self-play (`ai_wins`'s `find_wins`) where the
/// side to move wins in three turns but not in two.
pub const WINS_IN_THREE: [&str; 6] = [
    "1nbq1knr/1ppppP1p/6p1/4RK2/r7/pP3P2/1P1PPBPP/1NBQ1bNR w - 5 2 4",
    "npP3rr/3p2pp/1N2kP2/3p1R2/2pP1n2/1P3b2/RQBPppPP/BK3q2 w - f 0 7",
    "npP3rr/3p2pp/1N1k1P2/3p1R2/2pP1n2/1P3b2/R1BP1pPP/1pq2BKQ w - 1 2 8",
    "rPbqkbnr/p2ppppp/1n6/1pp5/8/5N2/P1PPPPPP/R1BQKBNR w - b 0 2",
    "rnbq3r/pp1p3p/4Pn2/5B2/2P1kb1K/4p1N1/BPPP1P1P/RN1Qp1pR b - e 1 4",
    "rnb5/1pp4K/3kPn2/5B1P/2PP1b1R/3Qp1Nr/BPPq1P1p/RN1pp1p1 w - 7 4 6",
];

/// Two more wins in three from the same games, for which the main search
/// needs up to 3 M nodes (at 1 M it plays the winning turn without
/// announcing the win).
pub const DEEP_WINS_IN_THREE: [&str; 2] = [
    "r2kqN2/pP2p2p/nPpb4/8/1r2KpB1/bp1Q1B1n/P3PPPP/R1Rp3N w - b 4 8",
    "rnbQ4/1ppq2n1/3p1P2/5B1P/2Pk1bNR/4p2r/BPP2Ppp/RN1PpK2 w - g 8 8",
];
