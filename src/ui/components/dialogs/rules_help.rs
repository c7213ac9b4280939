//! The rules of the variant being played, written for players (docs/rules.md
//! is the exact specification). Where the inventors' texts leave a question
//! open, Beltboard's answer is marked "our reading".

use super::{LessonBoard, Modal};
use crate::rules::{Start, Variant};
use crate::ui::examples::Lesson;
use crate::ui::store::use_store;
use yew::prelude::*;

/// Static markup written here, never text from outside: Yew builds it from
/// one string instead of element by element, which keeps these pages of
/// prose from costing the app kilobytes of code.
fn markup(html: &'static str) -> Html {
    Html::from_html_unchecked(AttrValue::Static(html))
}

/// "(our reading)", after a rule the inventors' texts do not state.
macro_rules! reading {
    () => {
        "<em class=\"reading\"> (our reading)</em>"
    };
}

/// A rule's small board with its "Try it" button.
fn lesson(lesson: Lesson) -> Html {
    html! { <LessonBoard {lesson} /> }
}

fn full_belt(start: Start, keyboard: bool) -> Html {
    html! {
        <>
            { markup(concat!(
                "<p>Full Belt Chess (Michael Howe, 1997) is chess in which every file and every rank is a conveyor belt.</p>",
                "<h3>A turn has two parts</h3>",
                "<ol><li><strong>A normal move</strong>, as in chess \u{2014} but there is no castling and no en passant. ",
                "Your king must not be in check after it.</li>",
                "<li><strong>A belt move</strong>: shift one whole file or rank, with everything on it, ",
                "1 to 7 squares. The belt wraps around: a piece pushed off one edge comes back on the other. ",
                "A belt move never captures. It is compulsory.</li></ol>",
            )) }
            { lesson(Lesson::WorkedTurn) }
            <h3>{ "On this board" }</h3>
            <ul>
                <li>{ "Make the normal move by clicking the piece and then its square, or by dragging it." }</li>
                <li>{ "Then shift a belt: click the arrows at the edges (each click is one step, shown at once), \
                    or drag from one square to another of the same file or rank. Confirm with the button" }
                    { if keyboard { " or Enter" } else { "" } }
                    { ". \u{201c}Undo shift\u{201d} undoes the shift; \u{201c}Take back move\u{201d} undoes the normal move." }</li>
                <li>{ "A greyed arrow's belt cannot be shifted now; hover or focus it to see why." }</li>
            </ul>
            { markup(concat!(
                "<h3>Which belt moves are allowed</h3><ul>",
                "<li>The belt must hold at least one piece, and the shift must change something ",
                "(a belt whose pieces repeat with the shift's period cannot be shifted by that much).</li>",
                "<li>You may not shift the belt your opponent shifted in the turn just before (either direction).</li>",
                "<li>After the belt move your king must not be in check", reading!(), ". A belt move is never ",
                "the way out of check: the normal move must already get out of it.</li>",
                "<li>White's first turn may not give check, neither by the normal move nor by the belt.</li>",
                "<li>A normal move after which no belt move is possible cannot be played.</li></ul>",
            )) }
            <div class="lessons">
                { lesson(Lesson::RefusedBelts) }
                { lesson(Lesson::ForbiddenBelt) }
                { lesson(Lesson::FirstTurnCheck) }
            </div>
            { markup(concat!(
                "<h3>Pawns</h3><ul>",
                "<li>A pawn on its own second rank may advance two squares, however it got there", reading!(),
                ". A pawn carried to its own first rank moves forward one square as usual", reading!(), ".</li>",
                "<li>A pawn promotes only when a normal move brings it to the last rank. A pawn carried there ",
                "by a belt stays a pawn, cannot move and attacks nothing until a belt carries it away.</li></ul>",
            )) }
            { lesson(Lesson::FrozenPawn) }
            { markup(concat!(
                "<h3>End of the game</h3><ul>",
                "<li>You win by checkmate: your opponent is in check and has no legal turn.</li>",
                "<li>Draws: stalemate (no legal turn, not in check)", reading!(), "; the same position (pieces, ",
                "side to move, forbidden belt) for the third time; 50 moves by each side with no capture and no ",
                "pawn move", reading!(), "; king against king", reading!(), ".</li>",
                "<li>Optional rule \u{201c}no check by a belt move\u{201d}: the belt move may leave the opponent ",
                "in check only if the normal move already gave check", reading!(), ".</li></ul>",
            )) }
            { lesson(Lesson::NoBeltCheck) }
            { markup("<h3>Setups</h3>") }
            <p>{ "The usual chess array, or Howe's setup: White K h1, Q g1, R f1 e1, N d1 c1, B b1 a1; Black \
                mirrored through the centre (K a8, Q b8, R c8 d8, N e8 f8, B g8 h8); pawns on their usual ranks." }
               if start == Start::FullBeltHowe { <strong>{ " This game uses Howe's setup." }</strong> }
            </p>
            { markup(concat!(
                "<h3>Notation</h3>",
                "<p>A turn is written as the normal move, then the belt: <code>Nf3 f+4</code>",
                " shifts file f four squares toward rank 8; <code>e4 3-2</code>",
                " shifts rank 3 two squares toward the a-file. The move box also takes ",
                "<code>g1f3 f+4</code>.</p>",
            )) }
        </>
    }
}

fn no_pawns(start: Start) -> Html {
    let one_king = start == Start::NoPawnsOneKing;
    let setup = if one_king {
        "<p>Chess without Pawns (Vladislav Rapetsky, 2011), one-king setup: each side has one king, \
            two rooks and two knights, and no pawns: White K a1, R a2 b1, N b3 c2; Black K h8, R g8 h7, \
            N f7 g6. There is no castling.</p>"
    } else {
        "<p>Chess without Pawns (Vladislav Rapetsky, 2011): each side has two kings, two rooks, two \
            bishops and two knights, and no pawns. The second king stands where the queen would: \
            White's kings on d1 and e1, Black's on d8 and e8.</p>"
    };
    let royal = if one_king {
        "<li>Your king must not be attacked after your move.</li>"
    } else {
        "<li>Both kings are royal: after your move none of your kings may be attacked. You are in \
            check when at least one of your kings is attacked.</li>"
    };
    let mate = if one_king {
        "<li>You win by checkmate: a king of your opponent is in check and they have no legal move.</li>"
    } else {
        "<li>You win by checkmate: a king of your opponent is in check and they have no legal move. \
            A knight forking both kings is mate unless a king can take it safely.</li>"
    };
    html! {
        <>
            { markup(setup) }
            <ul>
                { markup("<li>Rooks, bishops and knights move as in chess but only to empty squares: they never capture. \
                    They do attack, so they give check.</li>\
                    <li>Kings move one square in any direction. A king may capture an enemy piece that is not \
                    protected \u{2014} and capturing one wins the game at once.</li>") }
                { markup(royal) }
                { markup(mate) }
                { markup(concat!("<li>Draws: stalemate", reading!(), ", or the same position for the third time. There is no \
                    50-move rule and no draw for insufficient material", reading!(), ".</li>")) }
            </ul>
            // The lessons are played from the two-king setup; the one-king
            // game shares only the first two rules.
            if one_king {
                <p class="caption">{ "These boards use the two-king setup: the rules they show are the same with one king." }</p>
            }
            <div class="lessons">
                { lesson(Lesson::QuietCheck) }
                { lesson(Lesson::KingCapture) }
                if !one_king {
                    { lesson(Lesson::DoubleKingFork) }
                }
            </div>
            if !one_king {
                // The details once, in the diagram's caption (issue 23 point 11).
                { markup("<p>Castling follows the chess conditions, each king with its nearby rook.</p>") }
                { lesson(Lesson::Castling) }
            }
            { markup("<p>On this board a move is played as soon as it is made: there is no belt move in this game.</p>") }
        </>
    }
}

/// The rules dialog for the current variant.
#[component]
pub fn RulesHelp() -> Html {
    let store = use_store();
    let start = store.0.settings.start;
    let body = match start.variant() {
        Variant::FullBelt => full_belt(start, store.0.keyboard),
        Variant::NoPawns => no_pawns(start),
    };
    html! {
        <Modal title={format!("Rules: {}", start.title())} name="rules">
            <div class="rules-text">{ body }</div>
        </Modal>
    }
}
