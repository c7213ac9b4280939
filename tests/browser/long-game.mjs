// A 60-turn Full Belt game, for the browser tests and scripts/bench-paint.mjs
// alike: a move list long enough to scroll, German words taking two lines a
// turn, and a page with much to repaint. The turns were played by the native
// command line (`beltboard moves --variant full-belt --moves ...`), the legal
// turn at index (13 i + 5) mod count at turn i; written out here, as the
// browser tests do not run the command line. A page that finds one illegal
// shows an error rather than 60 turns, so a change of the rules cannot go
// unnoticed.

/** The game's turns in machine form (normal move, space, belt shift). */
export const LONG_GAME_TURNS = [
    'a2a3 1+6', 'a7a5 5+5', 'a3a4 8+4', 'a8a7 c+3', 'a4a5 e+2', 'a7a6 d+5',
    'b1a2 h+3', 'a6a7 g+7', 'a2a4 6+4', 'a7a8 4+5', 'h4h3 b+7', 'a4b3 c+4',
    'a1c3 d+5', 'a8b8 h+2', 'b1b2 2+1', 'b6a5 6+3', 'c3a1 7+1', 'b8b7 4+5',
    'a1d4 d+4', 'b7a7 1+1', 'b4d3 2+7', 'a7b8 5+4', 'c4b4 e+5', 'b8c8 5+4',
    'b4b3 7+1', 'a7d4 d+4', 'b3b4 e+1', 'd2d1q 2+6', 'h5h6 8+6', 'c2c1q 1+4',
    'b4b1 5+6', 'd3b5 a+6', 'b1a1 b+6', 'b3c2 1+1', 'b1a1 e+2', 'b6c7 2+6',
    'd1h1 8+2', 'c7d8 e+3', 'a1g1 1+7', 'a2c4 h+4', 'c2c1 7+3', 'a7d7 8+1',
    'c1c3 d+6', 'c4b3 7+5', 'c3c7 8+1', 'd4b4 5+4', 'c7c5 e+3', 'b3d5 7+1',
    'c5c6 4+2', 'd5c6 c+1', 'f2f4 e+5', 'c7d8 g+3', 'h2g3 4+6', 'b4b7 3+4',
    'c4e3 5+7', 'b7b5 c+3', 'e3c2 1+1', 'b5c5 e+6', 'd4c5 5+2', 'd3e2 8+1',
];

/** A legal turn after the game (the first the command line lists): White's. */
export const LONG_GAME_NEXT = 'c6d6 1+1';

/** The game as a link's `moves=` value (`_` for the space, `+` escaped). */
export const LONG_GAME = LONG_GAME_TURNS.map((turn) => encodeURIComponent(turn.replace(' ', '_'))).join(',');
