//! The rules' text formats as fuzz targets: FEN, turn text (machine and
//! display forms) and PGN; then the Nostr core's, from
//! [`super::nostr_targets`], the UI's, from [`super::ui_targets`], and the
//! lobby's, from [`super::lobby_targets`] and [`super::corr_targets`].

use super::check::{bounded, same_again, Target};
use super::corr_targets::CORR_TARGETS;
use super::lobby_targets::LOBBY_TARGETS;
use super::nostr_targets::NOSTR_TARGETS;
use super::samples::{sample_games, sample_positions};
use super::ui_targets::UI_TARGETS;
use super::Draw;
use crate::ai::Rng;
use crate::rules::{
    game_to_pgn, parse_pgn, parse_tree_pgn, parse_turn, tree_to_pgn, turn_to_display, Evaluation, MoveTree, Options,
    Position, Setup, Start, Turn, Variant,
};

/// Every target: (name, corpus, check). Append here to add one.
pub const TARGETS: &[Target] = &[
    Target {
        name: "fen",
        corpus: fen_corpus,
        check: check_fen,
    },
    Target {
        name: "turn-machine",
        corpus: machine_corpus,
        check: check_turn,
    },
    Target {
        name: "turn-display",
        corpus: display_corpus,
        check: check_turn,
    },
    Target {
        name: "pgn",
        corpus: pgn_corpus,
        check: check_pgn,
    },
    Target {
        name: "pgn-tree",
        corpus: tree_corpus,
        check: check_tree,
    },
    // What a Nostr relay sends: its messages, events, sealed contents.
    NOSTR_TARGETS[0],
    NOSTR_TARGETS[1],
    NOSTR_TARGETS[2],
    // The UI's formats (links, saves, embed commands, library entries).
    UI_TARGETS[0],
    UI_TARGETS[1],
    UI_TARGETS[2],
    UI_TARGETS[3],
    UI_TARGETS[4],
    UI_TARGETS[5],
    UI_TARGETS[6],
    UI_TARGETS[7],
    // The lobby's: open challenges posted by anyone, correspondence states.
    LOBBY_TARGETS[0],
    LOBBY_TARGETS[1],
    super::lobby_targets::REPLY_TARGET,
    // The correspondence page's links and what a browser keeps of a game.
    CORR_TARGETS[0],
];

fn fen_corpus() -> Vec<String> {
    let mut out: Vec<String> = Start::ALL.iter().map(|s| s.fen().to_string()).collect();
    out.extend(sample_positions().iter().map(Position::fen));
    out.push("4k3/8/8/8/8/8/8/R3K3 b - - 0 999999".into());
    out.push("8/8/8/4k3/8/8/8/4K3 w - 3".into());
    out
}

/// Some legal turns of each sample position, by `text`.
fn turn_texts(text: fn(&Position, Turn) -> String) -> Vec<String> {
    let mut out = Vec::new();
    for pos in sample_positions() {
        for turn in pos.legal_turns().into_iter().step_by(37) {
            out.push(text(pos, turn));
        }
    }
    out
}

fn machine_corpus() -> Vec<String> {
    turn_texts(|_, t| t.machine())
}

fn display_corpus() -> Vec<String> {
    let mut out = turn_texts(turn_to_display);
    out.extend(["O-O", "O-O-O", "exd5 d-1", "e8=Q 8+1", "Nbd2 a+1", "R1a3 3-2"].map(String::from));
    out
}

fn pgn_corpus() -> Vec<String> {
    let mut out: Vec<String> = sample_games()
        .iter()
        .map(|g| game_to_pgn(g, &[("Event", "Fuzz \"corpus\" [1]"), ("White", "A\\B")]))
        .collect();
    out.push("[Variant \"Chess without Pawns\"]\n\n1.$1 Nc3 {a comment} Nc6 (1... Nf6) 2. Nb5 $1 1/2-1/2".into());
    out.push("[Variant \"Full Belt Chess\"]\n[NoBeltCheck \"1\"]\n\n1. Nf3 f+4 e5 3-2 *".into());
    out
}

/// The sample games as trees with side lines (another turn at every fifth
/// position, two turns deep), comments and evaluations, as PGN.
fn tree_corpus() -> Vec<String> {
    let mut rng = Rng::new(0x7ee);
    let mut out: Vec<String> = sample_games()
        .iter()
        .map(|game| {
            let mut tree = MoveTree::from_game(game);
            for (i, id) in tree.main_line().into_iter().enumerate().step_by(5) {
                let _ = tree.set_eval(id, Some(Evaluation::pawns(i as i32 * 37 - 400)));
                let _ = tree.set_comment(id, Some("a (note) ; here"));
                let Some(parent) = tree.parent(id) else { continue };
                let Some(pos) = tree.position(parent).cloned() else {
                    continue;
                };
                let turns = pos.legal_turns();
                if turns.is_empty() {
                    continue;
                }
                if let Ok(side) = tree.add(parent, *rng.pick(&turns)) {
                    let replies = tree.position(side).map(Position::legal_turns).unwrap_or_default();
                    if !replies.is_empty() {
                        let _ = tree.add(side, *rng.pick(&replies));
                    }
                    let _ = tree.set_eval(side, Some(Evaluation::mate(pos.turn(), 3)));
                }
            }
            tree_to_pgn(&tree, &[("Event", "Fuzz")])
        })
        .collect();
    out.push("[Variant \"Chess without Pawns\"]\n\n1. Nc3 (1. Nf3 Nf6 (1... Nc6)) {[%eval #-2]} Nf6 ; end\n*".into());
    out
}

/// PGN with side lines: an accepted tree is written, read and written again.
fn check_tree(input: &str) -> Result<bool, String> {
    match parse_tree_pgn(input) {
        Ok(tree) => {
            let first = tree_to_pgn(&tree, &[]);
            same_again(&first, parse_tree_pgn(&first).map(|t| tree_to_pgn(&t, &[])))
        }
        Err(e) => bounded(e.to_string()),
    }
}

/// FEN: read as each game; an accepted text is written, read and written again.
fn check_fen(input: &str) -> Result<bool, String> {
    let mut accepted = false;
    if let Ok(setup) = Setup::from_fen(input) {
        let first = setup.fen();
        same_again(&first, Setup::from_fen(&first).map(|s| s.fen()))?;
        accepted = true;
    }
    for variant in [Variant::FullBelt, Variant::NoPawns] {
        for options in [Options::default(), Options { no_belt_check: true }] {
            match Position::from_fen(input, variant, options) {
                Ok(pos) => {
                    let first = pos.fen();
                    same_again(
                        &first,
                        Position::from_fen(&first, variant, pos.options()).map(|p| p.fen()),
                    )?;
                    accepted = true;
                }
                Err(e) => {
                    bounded(e.to_string())?;
                }
            }
        }
    }
    Ok(accepted)
}

/// How many sample positions each turn text is read in.
const POSITIONS_PER_TURN: usize = 4;

/// The sample positions a turn text is read in: picked by a hash of the text,
/// so that a run covers them all while each input costs only a few parses.
fn positions_for(input: &str) -> impl Iterator<Item = &'static Position> {
    let all = sample_positions();
    let hash = input.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    });
    (0..POSITIONS_PER_TURN).map(move |k| &all[(hash as usize).wrapping_add(k * 7919) % all.len()])
}

/// Turn text: read in some sample positions; an accepted text's machine and
/// display forms read back as the same turn and are written the same.
fn check_turn(input: &str) -> Result<bool, String> {
    let mut accepted = false;
    for pos in positions_for(input) {
        match parse_turn(pos, input) {
            Ok(turn) => {
                for first in [turn.machine(), turn_to_display(pos, turn)] {
                    let back = parse_turn(pos, &first)
                        .map_err(|e| format!("in {pos}: {input:?} read as {first:?}, which does not read back: {e}"))?;
                    if back != turn {
                        return Err(format!("in {pos}: {first:?} reads back as another turn, {back}"));
                    }
                }
                accepted = true;
            }
            Err(e) => {
                bounded(e.to_string())?;
            }
        }
    }
    Ok(accepted)
}

/// PGN: an accepted game is written, read and written again.
fn check_pgn(input: &str) -> Result<bool, String> {
    match parse_pgn(input) {
        Ok(game) => {
            let first = game_to_pgn(&game, &[]);
            same_again(&first, parse_pgn(&first).map(|g| game_to_pgn(&g, &[])))
        }
        Err(e) => bounded(e.to_string()),
    }
}
