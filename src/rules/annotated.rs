//! A game with its comments: the PGN `{...}` text after each turn, which a
//! game viewer shows as a caption under the board.
//!
//! Comments come from whoever wrote the PGN: they are kept as plain text
//! (whitespace runs made single spaces, control characters dropped, at most
//! [`MAX_COMMENT`] characters); whoever shows them shows them as text.
//!
//! A game on the clock also carries, in the standard forms, its time control
//! (`[TimeControl "180+2"]`) and the time each side had left after each turn
//! (`{[%clk 0:02:58.4]}`, at the start of the turn's comment).

use super::pgn::{parse_commented, parse_tags, tag, write_pgn};
use super::{Game, Millis, PgnError, TimeControl};

/// The longest comment kept, in characters; a longer one is cut with "…".
pub const MAX_COMMENT: usize = 1000;

/// A game and its comments.
#[derive(Clone, Debug)]
pub struct AnnotatedGame {
    /// The record.
    pub game: Game,
    /// One entry per position: `comments[0]` before the first turn,
    /// `comments[i]` after turn `i`; always `turns + 1` entries.
    pub comments: Vec<Option<String>>,
    /// The mover's time left after each turn (`[%clk]`), by position as
    /// `comments` (`clocks[0]` is always `None`); always `turns + 1` entries.
    pub clocks: Vec<Option<Millis>>,
    /// The game's time control (the `TimeControl` tag), if it was timed.
    pub time_control: Option<TimeControl>,
}

impl AnnotatedGame {
    /// `game` with no comments and no clocks.
    pub fn plain(game: Game) -> AnnotatedGame {
        let n = game.turns().len() + 1;
        AnnotatedGame {
            game,
            comments: vec![None; n],
            clocks: vec![None; n],
            time_control: None,
        }
    }

    /// The time the mover had left after turn `ply` (1: the first), if recorded.
    pub fn clock(&self, ply: usize) -> Option<Millis> {
        self.clocks.get(ply).copied().flatten()
    }

    /// The comment after `ply` turns (0: before the first), if any.
    pub fn comment(&self, ply: usize) -> Option<&str> {
        self.comments.get(ply).and_then(Option::as_deref)
    }
}

/// `text` as plain text on one line: whitespace runs made one space, control
/// characters dropped, cut to [`MAX_COMMENT`] characters; `None` when empty.
pub(super) fn clean(text: &str) -> Option<String> {
    let mut out = String::new();
    let mut count = 0;
    for word in text.split_whitespace() {
        let space = (!out.is_empty()).then_some(' ');
        for c in space.into_iter().chain(word.chars().filter(|c| !c.is_control())) {
            if count == MAX_COMMENT {
                out.push('…');
                return Some(out);
            }
            out.push(c);
            count += 1;
        }
    }
    (!out.is_empty()).then_some(out)
}

/// Reads a PGN game with its main-line comments (several after one turn are
/// joined with a space; those inside variations are dropped with them). A
/// clock's `[%clk]` stays in its comment: [`parse_timed_pgn`] reads clocks.
pub fn parse_annotated_pgn(text: &str) -> Result<AnnotatedGame, PgnError> {
    parse::<false>(text)
}

/// Reads a PGN game with its comments, its time control and its clocks
/// (each `[%clk]` taken out of its comment). Apart from
/// [`parse_annotated_pgn`] so that a page without clocks (the game page's
/// viewer) carries none of their code.
pub fn parse_timed_pgn(text: &str) -> Result<AnnotatedGame, PgnError> {
    parse::<true>(text)
}

fn parse<const CLOCKS: bool>(text: &str) -> Result<AnnotatedGame, PgnError> {
    let (game, placed) = parse_commented(text)?;
    let time_control = if CLOCKS {
        parse_tags(text)
            .ok()
            .and_then(|(tags, _)| tag(&tags, "TimeControl").and_then(TimeControl::from_pgn_tag))
    } else {
        None
    };
    let mut comments: Vec<Option<String>> = vec![None; game.turns().len() + 1];
    let mut clocks: Vec<Option<Millis>> = vec![None; game.turns().len() + 1];
    for (ply, text) in placed {
        let Some(slot) = comments.get_mut(ply) else { continue };
        let (clock, text) = if CLOCKS { take_clk(&text) } else { (None, text) };
        if ply > 0 && clock.is_some() {
            clocks[ply] = clock;
        }
        let joined = match slot.take() {
            Some(before) => format!("{before} {text}"),
            None => text,
        };
        *slot = clean(&joined);
    }
    Ok(AnnotatedGame {
        game,
        comments,
        clocks,
        time_control,
    })
}

/// Takes the `[%clk H:MM:SS.s]` commands out of a comment: the time of the
/// first that reads, and the rest of the text. An unreadable `[%clk]` is
/// dropped with the others, never shown as text.
pub(super) fn take_clk(text: &str) -> (Option<Millis>, String) {
    let mut clock = None;
    let mut rest = String::new();
    let mut tail = text;
    while let Some(at) = tail.find("[%clk") {
        rest.push_str(&tail[..at]);
        let Some(end) = tail[at..].find(']') else {
            tail = "";
            break;
        };
        if clock.is_none() {
            clock = Millis::from_clk(&tail[at + 5..at + end]);
        }
        tail = &tail[at + end + 1..];
    }
    rest.push_str(tail);
    (clock, rest)
}

/// Writes the game as PGN with its comments, its time control and clocks
/// (`extra` tags first, as [`super::game_to_pgn`]).
pub fn annotated_to_pgn(annotated: &AnnotatedGame, extra: &[(&str, &str)]) -> String {
    let control = annotated.time_control.map(TimeControl::pgn_tag);
    let mut tags = extra.to_vec();
    if let Some(control) = &control {
        tags.push(("TimeControl", control));
    }
    let comments: Vec<Option<String>> = (0..annotated.comments.len().max(annotated.clocks.len()))
        .map(|ply| {
            // A `[%clk` in the comment's own text would read as a clock: written `[%Clk`.
            let text = annotated.comment(ply).map(|c| c.replace("[%clk", "[%Clk"));
            match (annotated.clock(ply), text) {
                (Some(clock), Some(text)) => Some(format!("[%clk {}] {text}", clock.clk())),
                (Some(clock), None) => Some(format!("[%clk {}]", clock.clk())),
                (None, text) => text,
            }
        })
        .collect();
    write_pgn(&annotated.game, &tags, &comments)
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOWE: &str = "[Variant \"Full Belt Chess\"]\n\n{Howe's example.} 1. Nf3 f+4 {The knight ends up on f7, White's f-pawn on f6, Black's f8 bishop on f4.} e5 3-2 {Black answers.} *";

    #[test]
    fn comments_go_with_their_turns_and_round_trip() {
        let a = parse_annotated_pgn(HOWE).unwrap();
        assert_eq!(a.game.turns().len(), 2);
        assert_eq!(a.comments.len(), 3);
        assert_eq!(a.comment(0), Some("Howe's example."));
        assert!(a.comment(1).unwrap().starts_with("The knight ends up on f7"));
        assert_eq!(a.comment(2), Some("Black answers."));
        let text = annotated_to_pgn(&a, &[("Event", "Rules")]);
        assert!(text.contains("1. Nf3 f+4 { The knight"), "{text}");
        assert!(text.contains("1... e5 3-2"), "a number after a comment: {text}");
        let back = parse_annotated_pgn(&text).unwrap();
        assert_eq!(back.comments, a.comments);
        assert_eq!(back.game.turns(), a.game.turns());
    }

    #[test]
    fn a_comment_between_the_normal_move_and_the_belt_is_the_turns() {
        let a = parse_annotated_pgn("[Variant \"Full Belt Chess\"] 1. Nf3 {first} f+4 {then the belt} *").unwrap();
        assert_eq!(a.comments, vec![None, Some("first then the belt".to_string())]);
    }

    #[test]
    fn braces_variations_and_unclosed_comments() {
        let a = parse_annotated_pgn(
            "[Variant \"Chess without Pawns\"] 1. Nc3 {a { inside} Nc6 (1... Nf6 {gone}) {after}\n{two\tlines\n here} *",
        )
        .unwrap();
        assert_eq!(a.comment(1), Some("a { inside"));
        assert_eq!(a.comment(2), Some("after two lines here"));
        let mut b = a.clone();
        b.comments[1] = Some("closes } early".into());
        let back = parse_annotated_pgn(&annotated_to_pgn(&b, &[])).unwrap();
        assert_eq!(back.comment(1), Some("closes ) early"), "a `}}` cannot end the comment");
        assert!(parse_annotated_pgn("[Variant \"Full Belt Chess\"] 1. Nf3 f+4 {open").is_err());
    }

    #[test]
    fn clocks_and_the_time_control_round_trip() {
        let text = "[Variant \"Full Belt Chess\"]\n[TimeControl \"180+2\"]\n\n1. Nf3 f+4 {[%clk 0:03:00.0]} e5 3-2 {[%clk 0:02:58.4] fast} *";
        let a = parse_timed_pgn(text).unwrap();
        assert_eq!(a.time_control, Some(TimeControl::new(180_000, 2_000)));
        let plain = parse_annotated_pgn(text).unwrap();
        assert_eq!((plain.clock(1), plain.comment(1)), (None, Some("[%clk 0:03:00.0]")));
        assert_eq!((a.clock(1), a.clock(2)), (Some(Millis(180_000)), Some(Millis(178_400))));
        assert_eq!((a.comment(1), a.comment(2)), (None, Some("fast")));
        let out = annotated_to_pgn(&a, &[("Event", "Blitz")]);
        assert!(out.contains("[TimeControl \"180+2\"]"), "{out}");
        assert!(out.contains("{ [%clk 0:02:58.4] fast }"), "{out}");
        let back = parse_timed_pgn(&out).unwrap();
        assert_eq!(
            (back.clocks, back.comments, back.time_control),
            (a.clocks, a.comments, a.time_control)
        );
    }

    #[test]
    fn bad_clocks_are_dropped_and_a_clk_in_text_stays_text() {
        let a =
            parse_timed_pgn("[Variant \"Full Belt Chess\"] 1. Nf3 f+4 {[%clk nonsense] [%clk 0:00:01.0] hi [%clk} *")
                .unwrap();
        assert_eq!((a.clock(1), a.comment(1)), (Some(Millis(1_000)), Some("hi")));
        let mut b = AnnotatedGame::plain(a.game.clone());
        b.comments[1] = Some("see [%clk 1:00:00]".into());
        let back = parse_timed_pgn(&annotated_to_pgn(&b, &[])).unwrap();
        assert_eq!((back.clock(1), back.comment(1)), (None, Some("see [%Clk 1:00:00]")));
    }

    #[test]
    fn hostile_comments_stay_bounded_text() {
        let long = "<img src=x onerror=alert(1)>".repeat(200);
        let text = format!("[Variant \"Full Belt Chess\"] 1. Nf3 f+4 {{{long}\u{0}\u{7}}} *");
        let a = parse_annotated_pgn(&text).unwrap();
        let comment = a.comment(1).unwrap();
        assert!(comment.starts_with("<img src=x onerror=alert(1)>"), "kept as text");
        assert_eq!(comment.chars().count(), MAX_COMMENT + 1);
        assert!(!comment.chars().any(char::is_control));
        assert_eq!(a.comment(0), None);
    }
}
