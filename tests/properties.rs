//! Property tests: random playouts from the four starts and random positions
//! keep the engine's invariants (the same legal turns as the naive rules of
//! `common::reference`, kings safe after every legal turn, the incremental
//! hash, text round trips), and no text makes a parser panic.

mod common;

use beltboard::rules::{
    parse_turn, turn_to_display, Belt, BeltShift, Move, Options, Position, Role, Setup, Square, Start, Turn, Variant,
};
use proptest::prelude::*;

/// Reads `pos`'s text back and checks that it is the same position with the same hash.
/// (Whether the last turn won by capture is not part of the text, nor of the hash.)
fn check_text_round_trip(pos: &Position) {
    let fen = pos.fen();
    let back = Position::from_fen(&fen, pos.variant(), pos.options()).unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert_eq!(back.fen(), fen);
    assert_eq!(
        back.hash(),
        pos.hash(),
        "incremental hash differs from recomputed one in {fen}"
    );
    assert_eq!(back.board(), pos.board());
}

/// Checks what must hold after every legal turn of `pos`, and returns the turns.
fn check_all_turns(pos: &Position) -> Vec<Turn> {
    let turns = pos.legal_turns();
    assert_eq!(turns.len() as u64, pos.count_turns(), "{pos}");
    assert_eq!(pos.has_legal_turn(), !turns.is_empty(), "{pos}");
    check_phases(pos, &turns);
    let mut machine: Vec<String> = turns.iter().map(|t| t.machine()).collect();
    machine.sort();
    assert_eq!(
        machine,
        common::reference::legal_turns(pos),
        "the engine and the naive rules differ in {pos}"
    );
    let mover = pos.turn();
    for &t in &turns {
        let after_move = pos.try_move(t.normal).expect("a legal turn's normal move is playable");
        let next = after_move.finish(t.belt);
        assert!(
            !next.board().king_attacked(mover),
            "{t} in {pos} leaves a king of the mover attacked"
        );
        // The belt move only moves pieces around.
        assert_eq!(next.board().occupied().count(), after_move.board().occupied().count());
        if pos.is_first_turn() {
            assert!(!next.is_check(), "{t} gives check on White's first turn in {pos}");
        }
        if pos.options().no_belt_check && next.is_check() {
            assert!(
                after_move.gives_check_before_belt(),
                "{t}: the belt gives check in {pos}"
            );
        }
    }
    turns
}

/// The two-phase API (normal moves, then the belt moves after one of them)
/// yields exactly the whole turns, in the same order.
fn check_phases(pos: &Position, turns: &[Turn]) {
    let mut phased = Vec::new();
    for m in pos.legal_moves() {
        let after = pos.after_move(m).expect("a legal normal move has a phase after it");
        assert!(after.has_belt());
        match pos.variant() {
            Variant::FullBelt => phased.extend(after.belt_shifts().into_iter().map(|s| Turn {
                normal: m,
                belt: Some(s),
            })),
            Variant::NoPawns => phased.push(Turn { normal: m, belt: None }),
        }
    }
    assert_eq!(phased, turns, "{pos}");
}

/// Checks one chosen legal turn in depth: its texts read back, the hash and text after it.
fn check_turn(pos: &Position, t: Turn) -> Position {
    assert!(pos.is_legal(t));
    let shown = turn_to_display(pos, t);
    assert_eq!(parse_turn(pos, &shown), Ok(t), "display form '{shown}' in {pos}");
    assert_eq!(parse_turn(pos, &t.machine()), Ok(t), "machine form in {pos}");
    let next = pos.play(t).expect("legal");
    check_text_round_trip(&next);
    next
}

/// A turn built from arbitrary numbers, most often illegal.
fn arbitrary_turn(from: u8, to: u8, promotion: u8, belt: u8, k: u8) -> Turn {
    Turn {
        normal: Move {
            from: Square::new(from % 64).expect("in range"),
            to: Square::new(to % 64).expect("in range"),
            promotion: [None, Some(Role::Queen), Some(Role::Knight)][promotion as usize % 3],
        },
        belt: (belt < 16).then(|| BeltShift::new(Belt::ALL[belt as usize], 1 + k % 7).expect("1..=7")),
    }
}

/// Plays `choices` from `pos`, checking every position on the way.
fn playout(mut pos: Position, choices: &[usize], probes: &[(u8, u8, u8, u8, u8)]) {
    check_text_round_trip(&pos);
    for (step, &choice) in choices.iter().enumerate() {
        let turns = check_all_turns(&pos);
        // Legality by check_turn agrees with the list, for arbitrary turns too.
        let &(from, to, promotion, belt, k) = &probes[step % probes.len()];
        let probe = arbitrary_turn(from, to, promotion, belt, k);
        assert_eq!(pos.is_legal(probe), turns.contains(&probe), "{probe} in {pos}");
        if turns.is_empty() {
            return;
        }
        // A second sampled turn, besides the one played, has its text checked too.
        check_turn(&pos, turns[choice.wrapping_mul(7919) % turns.len()]);
        pos = check_turn(&pos, turns[choice % turns.len()]);
    }
}

/// A random placement: the kings the variant needs, then up to `extra` other pieces.
fn placement(variant: Variant, extra: usize) -> impl Strategy<Value = String> {
    let pieces = match variant {
        Variant::FullBelt => "PNBRQpnbrq",
        Variant::NoPawns => "NBRnbrKk",
    };
    let kings = prop::collection::vec(0usize..64, 2);
    let others = prop::collection::vec((0usize..64, 0..pieces.len()), 0..=extra);
    (kings, others).prop_map(move |(kings, others)| {
        let mut squares = [None; 64];
        for (&sq, piece) in others.iter().map(|(sq, i)| (sq, pieces.as_bytes()[*i] as char)) {
            squares[sq] = Some(piece);
        }
        squares[kings[0]] = Some('K');
        if kings[1] != kings[0] {
            squares[kings[1]] = Some('k');
        }
        let mut text = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match squares[rank * 8 + file] {
                    None => empty += 1,
                    Some(c) => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                            empty = 0;
                        }
                        text.push(c);
                    }
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            if rank > 0 {
                text.push('/');
            }
        }
        text
    })
}

fn probes() -> impl Strategy<Value = Vec<(u8, u8, u8, u8, u8)>> {
    prop::collection::vec(any::<(u8, u8, u8, u8, u8)>(), 1..4)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, max_global_rejects: 100_000, ..ProptestConfig::default() })]

    #[test]
    fn playouts_from_the_starts_keep_the_invariants(
        start in prop::sample::select(Start::ALL.to_vec()),
        no_belt_check in any::<bool>(),
        choices in prop::collection::vec(any::<usize>(), 1..16),
        probes in probes(),
    ) {
        let options = Options { no_belt_check: no_belt_check && start.variant() == Variant::FullBelt };
        playout(Position::start(start, options), &choices, &probes);
    }

    #[test]
    fn random_full_belt_positions_keep_the_invariants(
        placement in placement(Variant::FullBelt, 24),
        black in any::<bool>(),
        belt in 0usize..17,
        fullmove in 1u32..3,
        no_belt_check in any::<bool>(),
        choices in prop::collection::vec(any::<usize>(), 1..6),
        probes in probes(),
    ) {
        let belt = "-abcdefgh12345678".as_bytes()[belt] as char;
        let fen = format!("{placement} {} - {belt} 0 {fullmove}", if black { 'b' } else { 'w' });
        let pos = Position::from_fen(&fen, Variant::FullBelt, Options { no_belt_check });
        prop_assume!(pos.is_ok());
        playout(pos.expect("checked"), &choices, &probes);
    }

    #[test]
    fn random_no_pawns_positions_keep_the_invariants(
        placement in placement(Variant::NoPawns, 12),
        black in any::<bool>(),
        choices in prop::collection::vec(any::<usize>(), 1..10),
        probes in probes(),
    ) {
        let fen = format!("{placement} {} - - 0 1", if black { 'b' } else { 'w' });
        let pos = Position::from_fen(&fen, Variant::NoPawns, Options::default());
        prop_assume!(pos.is_ok());
        playout(pos.expect("checked"), &choices, &probes);
    }
}

/// Feeds `text` to every parser; only panics would fail.
fn parse_everything(text: &str) {
    if let Ok(setup) = Setup::from_fen(text) {
        assert_eq!(Setup::from_fen(&setup.fen()), Ok(setup.clone()), "{text}");
    }
    for variant in [Variant::FullBelt, Variant::NoPawns] {
        for no_belt_check in [false, true] {
            if let Ok(pos) = Position::from_fen(text, variant, Options { no_belt_check }) {
                check_text_round_trip(&pos);
            }
        }
    }
    for start in Start::ALL {
        let pos = Position::start(start, Options::default());
        if let Ok(t) = parse_turn(&pos, text) {
            assert!(pos.is_legal(t), "'{text}' read as an illegal turn {t}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(text in any::<String>()) {
        parse_everything(&text);
    }

    #[test]
    fn position_like_text_never_panics(
        text in "[KQRBNPkqrbnp1-9/]{0,72} [wbx]{1,2} [KQkqx-]{1,5} [a-i0-9-]{1,2}( [0-9-]{1,8}){0,3}"
    ) {
        parse_everything(&text);
    }

    #[test]
    fn move_like_text_never_panics(
        text in "[a-iKQRBNOx0-9=+#-]{0,8}( [a-i0-9]{1,2}[-+*]?[0-9]{0,2}[+#]?){0,2}"
    ) {
        parse_everything(&text);
    }
}
