//! A game with its comments: the PGN `{...}` text after each turn, which a
//! game viewer shows as a caption under the board.
//!
//! Comments come from whoever wrote the PGN: they are kept as plain text
//! (whitespace runs made single spaces, control characters dropped, at most
//! [`MAX_COMMENT`] characters); whoever shows them shows them as text.

use super::pgn::{parse_commented, write_pgn};
use super::{Game, PgnError};

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
}

impl AnnotatedGame {
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
/// joined with a space; those inside variations are dropped with them).
pub fn parse_annotated_pgn(text: &str) -> Result<AnnotatedGame, PgnError> {
    let (game, placed) = parse_commented(text)?;
    let mut comments: Vec<Option<String>> = vec![None; game.turns().len() + 1];
    for (ply, text) in placed {
        let Some(slot) = comments.get_mut(ply) else { continue };
        let joined = match slot.take() {
            Some(before) => format!("{before} {text}"),
            None => text,
        };
        *slot = clean(&joined);
    }
    Ok(AnnotatedGame { game, comments })
}

/// Writes the game as PGN with its comments (`extra` tags first, as
/// [`super::game_to_pgn`]).
pub fn annotated_to_pgn(annotated: &AnnotatedGame, extra: &[(&str, &str)]) -> String {
    write_pgn(&annotated.game, extra, &annotated.comments)
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
