//! Tests of the board editor's position (see editor.rs).
use super::*;
use crate::ui::game::link::query;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

const WK: Piece = Piece::new(Color::White, Role::King);
const BK: Piece = Piece::new(Color::Black, Role::King);
const WN: Piece = Piece::new(Color::White, Role::Knight);

#[test]
fn the_palette_has_the_variants_pieces() {
    let keys = |v| {
        palette(v)
            .into_iter()
            .map(|p| Tool::Put(p).key())
            .collect::<Vec<_>>()
            .join(",")
    };
    assert_eq!(keys(Variant::FullBelt), "wK,wQ,wR,wB,wN,wP,bK,bQ,bR,bB,bN,bP");
    assert_eq!(keys(Variant::NoPawns), "wK,wR,wB,wN,bK,bR,bB,bN");
    assert_eq!(Tool::Erase.key(), "erase");
}

#[test]
fn placing_moving_and_removing_write_the_fen() {
    let mut e = Editor::start(Start::FullBelt);
    e.clear();
    assert_eq!(e.fen(), "8/8/8/8/8/8/8/8 w - - 0 1");
    e.click(sq("e1"), Tool::Put(WK));
    e.click(sq("e8"), Tool::Put(BK));
    e.click(sq("g1"), Tool::Put(WN));
    assert_eq!(e.fen(), "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1");
    e.move_piece(sq("g1"), sq("f3"));
    assert_eq!(e.fen(), "4k3/8/8/8/8/5N2/8/4K3 w - - 0 1");
    // The same piece again takes it away; another one replaces it.
    e.click(sq("f3"), Tool::Put(WN));
    assert_eq!(e.setup.board.piece_at(sq("f3")), None);
    e.click(sq("e8"), Tool::Put(WN));
    e.click(sq("e8"), Tool::Put(BK));
    e.click(sq("e1"), Tool::Erase);
    assert_eq!(e.fen(), "4k3/8/8/8/8/8/8/8 w - - 0 1");
}

#[test]
fn setups_and_fields_read_back() {
    for start in Start::ALL {
        let e = Editor::start(start);
        assert_eq!(e.fen(), start.fen());
        assert!(e.check().is_ok(), "{start:?}");
        assert!(starts(start.variant()).contains(&start));
    }
    let mut e = Editor::start(Start::FullBelt);
    e.setup.turn = Color::Black;
    e.set_belt(Some(Belt::from_char('f').unwrap()));
    e.setup.halfmoves = 3;
    e.setup.fullmoves = 12;
    let fen = e.fen();
    assert_eq!(fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - f 3 12");
    let mut other = Editor::start(Start::FullBelt);
    other.set_fen(&fen).unwrap();
    assert_eq!(other, e);
}

#[test]
fn castling_follows_the_pieces_and_the_variant() {
    let mut e = Editor::start(Start::NoPawns);
    assert!(e.has_castling('K') && e.castling_possible('q'));
    e.move_piece(sq("h1"), sq("h4"));
    assert_eq!(e.setup.castling.fen(), "Qkq", "the rook left home");
    e.move_piece(sq("h4"), sq("h1"));
    assert!(!e.has_castling('K'), "a right once lost stays lost");
    e.set_castling('K', true);
    assert_eq!(e.setup.castling.fen(), "KQkq");
    e.set_castling('q', false);
    assert_eq!(e.setup.castling.fen(), "KQk");
    e.set_variant(Variant::FullBelt);
    assert_eq!(e.setup.castling, Castling::NONE);
    assert!(!e.castling_possible('K'));
}

#[test]
fn a_typed_fen_updates_the_position_or_names_the_fault() {
    let mut e = Editor::start(Start::FullBelt);
    let placement = crate::rules::Board::from_placement("8/8/8").unwrap_err().to_string();
    assert_eq!(
        e.set_fen("8/8/8 w - -").unwrap_err().to_string(),
        format!("bad placement: {placement}")
    );
    assert_eq!(e.fen(), Start::FullBelt.fen(), "unchanged");
    assert_eq!(
        e.set_fen("8/8/8/8/8/8/8/8 x - -").unwrap_err().to_string(),
        "bad side to move: 'x', expected w or b"
    );
    e.set_fen("4k3/8/8/8/8/8/8/4K3 b - - 0 7").unwrap();
    assert_eq!(e.fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 7");
}

#[test]
fn validation_gives_the_rules_message() {
    let message = |variant, fen: &str| {
        let mut e = Editor::start(Start::FullBelt);
        e.set_variant(variant);
        e.set_fen(fen).unwrap();
        e.check().err().map(|err| err.to_string())
    };
    let cases = [
        (
            Variant::FullBelt,
            "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
            "bad placement: White has 2 kings, expected exactly one",
        ),
        (
            Variant::FullBelt,
            "8/8/8/8/8/8/8/4K3 w - - 0 1",
            "bad placement: Black has 0 kings, expected exactly one",
        ),
        (
            Variant::NoPawns,
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
            "bad placement: White pawn on e2: Chess without Pawns has no pawns or queens",
        ),
        (
            Variant::FullBelt,
            "4k3/8/8/8/8/8/8/4R2K w - - 0 1",
            "bad side to move: Black is in check but not to move (its king could be captured)",
        ),
        (
            Variant::FullBelt,
            "4k3/8/8/8/8/8/8/4K3 w KQ - 0 1",
            "bad castling: 'KQ': Full Belt Chess has no castling, use -",
        ),
    ];
    for (variant, fen, expected) in cases {
        assert_eq!(message(variant, fen).as_deref(), Some(expected), "{fen}");
    }
    assert_eq!(message(Variant::NoPawns, "3kk3/8/8/8/8/8/8/3KK3 w - - 0 1"), None);
}

#[test]
fn the_address_opens_the_editor_and_bad_values_are_named() {
    let q = query("?editor=1&variant=no-pawns-one-king");
    assert!(is_editor(&q));
    let (e, problem) = Editor::from_query(&q);
    assert_eq!(
        (e.variant, e.fen().as_str(), problem),
        (Variant::NoPawns, Start::NoPawnsOneKing.fen(), None)
    );
    let (e, problem) = Editor::from_query(&query("?editor=1&variant=no-pawns&fen=4k3/8/8/8/8/8/8/4K3+b+-+-"));
    assert_eq!((e.fen().as_str(), problem), ("4k3/8/8/8/8/8/8/4K3 b - - 0 1", None));
    let long = "x".repeat(3000);
    let (e, problem) = Editor::from_query(&query(&format!("?editor=1&fen=%3Cimg%20src=x%3E{long}")));
    assert_eq!(e.fen(), Start::FullBelt.fen(), "the standard start instead");
    let problem = problem.unwrap();
    assert_eq!(problem.parameter, "fen");
    assert!(problem.to_string().starts_with("link parameter 'fen': '<img src=x>"));
    assert!(problem.to_string().len() < 200, "a short excerpt only");
    let (_, problem) = Editor::from_query(&query("?editor=1&variant=chess"));
    assert_eq!(problem.unwrap().parameter, "variant");
}

#[test]
fn links_and_snippets_carry_the_position() {
    let mut e = Editor::start(Start::FullBelt);
    e.set_fen("4k3/8/8/8/8/5N2/8/4K3 w - - 0 1").unwrap();
    let fen = "4k3/8/8/8/8/5N2/8/4K3%20w%20-%20-%200%201";
    assert_eq!(
        e.play_link(Some(Color::Black)),
        format!("./?variant=full-belt&fen={fen}&ai=b")
    );
    assert_eq!(e.play_link(None), format!("./?variant=full-belt&fen={fen}&ai=none"));
    assert_eq!(
        e.analysis_link(),
        format!("studio.html?analysis=1&variant=full-belt&fen={fen}")
    );
    let base = "https://example.org/bb/";
    assert_eq!(
        e.editor_link(base),
        format!("https://example.org/bb/studio.html?editor=1&variant=full-belt&fen={fen}")
    );
    let (back, problem) = Editor::from_query(&query(e.editor_link(base).split_once('?').unwrap().1));
    assert_eq!((back, problem), (e.clone(), None));
    assert!(e
        .embed_div(base)
        .starts_with("<div class=\"beltboard\" data-view data-fen=\"4k3/8/8/8/8/5N2/8/4K3 w - - 0 1\"></div>"));
    let iframe = e.embed_iframe(base, "A \"chess\" diagram");
    assert!(iframe.contains("studio.html?embed=1&amp;view=1&amp;fen=4k3/8/"));
    assert!(iframe.contains(" title=\"A &quot;chess&quot; diagram\" "), "{iframe}");
}

#[test]
fn the_draft_keeps_the_field_and_the_board_in_step() {
    let mut d = Draft::from_query(&query("?editor=1&variant=full-belt"));
    d.apply(Edit::Clear);
    d.apply(Edit::Put(sq("e1"), WK));
    assert_eq!(d.fen_text, "8/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        d.fault().unwrap().to_string(),
        "bad placement: Black has 0 kings, expected exactly one"
    );
    d.apply(Edit::Fen("4k3/8/8/8/8/8/8/4K3 b".into()));
    assert_eq!(d.fen_text, "4k3/8/8/8/8/8/8/4K3 b", "the text as typed");
    assert!(d
        .fault()
        .unwrap()
        .to_string()
        .starts_with("bad position text: 2 fields"));
    assert_eq!(
        d.editor.fen(),
        "8/8/8/8/8/8/8/4K3 w - - 0 1",
        "unchanged until it reads"
    );
    d.apply(Edit::Fen("4k3/8/8/8/8/8/8/4K3 b - -".into()));
    assert_eq!(d.fault(), None);
    assert_eq!(d.editor.setup.turn, Color::Black);
    d.apply(Edit::Fullmoves(0));
    d.apply(Edit::Halfmoves(4));
    assert_eq!(d.fen_text, "4k3/8/8/8/8/8/8/4K3 b - - 4 1");
    d.apply(Edit::Start(Start::NoPawnsOneKing));
    assert_eq!(
        (d.editor.variant, d.fen_text.as_str()),
        (Variant::NoPawns, Start::NoPawnsOneKing.fen())
    );
    let hostile = Draft::from_query(&query("?editor=1&fen=%3Cb%3Ehi%3C/b%3E"));
    assert_eq!(hostile.fen_text, "<b>hi</b>");
    assert!(hostile
        .fault()
        .unwrap()
        .to_string()
        .starts_with("link parameter 'fen': '<b>hi</b>': bad"));
}
