//! PGN export and import: the game record as text other programs and people can read.
//!
//! Tags: `[Variant "Full Belt Chess"]` or `[Variant "Chess without Pawns"]`;
//! `[SetUp "1"]` and `[FEN "..."]` when the game does not start from the
//! variant's standard array; `[NoBeltCheck "1"]` for the optional rule.
//! Each turn is written in display form, a Full Belt turn as two words
//! (`1. Nf3 f+4 e5 3-2`).

use super::excerpt::quote;
use super::notation::parse_turn;
pub use super::pgn_error::{EvalProblem, MoveAt, MoveProblem, PgnError};
use super::{Color, Game, Options, Position, Variant};

/// The PGN tag value with `"` and `\` escaped.
fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Writes `game` as PGN. `extra` tags (Event, White, Date, ...) come first,
/// in the order given; Variant, SetUp, FEN, the option and Result follow.
pub fn game_to_pgn(game: &Game, extra: &[(&str, &str)]) -> String {
    write_pgn(game, extra, &[])
}

/// Writes `game` as PGN with `comments[i]` after turn `i` (`comments[0]`
/// before the first turn); a comment's `}`, which would end it, is written
/// as `)`, and its line breaks as spaces.
///
/// A `Result` tag in `extra` is the game's result where the record alone
/// cannot know it (a flag fell: the clocks, not the turns, ended it); it is
/// written once, in its place, and after the moves. Any other result given
/// there is ignored for the record's own (a game the rules ended).
pub(super) fn write_pgn(game: &Game, extra: &[(&str, &str)], comments: &[Option<String>]) -> String {
    let start = game.start();
    let given = extra
        .iter()
        .find(|(name, _)| *name == "Result")
        .map(|&(_, value)| value);
    let result = match (game.outcome(), given) {
        (Some(o), _) => o.result.pgn(),
        (None, Some(given)) if matches!(given, "1-0" | "0-1" | "1/2-1/2") => given,
        (None, _) => "*",
    };
    let tags: Vec<(&str, &str)> = extra.iter().copied().filter(|(name, _)| *name != "Result").collect();
    let mut out = header(start, &tags, result);
    let mut words: Vec<String> = Vec::new();
    let comment = |i: usize, words: &mut Vec<String>| match comments.get(i) {
        Some(Some(text)) => comment_words(text, words),
        _ => false,
    };
    let mut after_comment = comment(0, &mut words);
    for (i, text) in game.display_moves().into_iter().enumerate() {
        let pos = game.position_at(i).expect("a position before every turn");
        if pos.turn() == Color::White {
            words.push(format!("{}.", pos.fullmoves()));
        } else if i == 0 || after_comment {
            words.push(format!("{}...", pos.fullmoves()));
        }
        words.push(text);
        after_comment = comment(i + 1, &mut words);
    }
    words.push(result.to_string());
    wrap(&mut out, words);
    out
}

/// The tags of a PGN and the blank line after them: `extra` first, then
/// Result, Variant, and SetUp/FEN and NoBeltCheck when needed.
pub(super) fn header(start: &Position, extra: &[(&str, &str)], result: &str) -> String {
    let mut out = String::new();
    for (name, value) in extra {
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    }
    out.push_str(&format!("[Result \"{result}\"]\n"));
    out.push_str(&format!("[Variant \"{}\"]\n", start.variant().name()));
    if start.fen() != start.variant().standard_start().fen() {
        out.push_str("[SetUp \"1\"]\n");
        out.push_str(&format!("[FEN \"{}\"]\n", start.fen()));
    }
    if start.options().no_belt_check {
        out.push_str("[NoBeltCheck \"1\"]\n");
    }
    out.push('\n');
    out
}

/// Adds `{ text }` to `words`, the text's `}` (which would end it) written
/// as `)` and its line breaks as spaces; returns false (adding nothing)
/// when the text is blank.
pub(super) fn comment_words(text: &str, words: &mut Vec<String>) -> bool {
    let text = text.replace('}', ")");
    let mut parts = text.split_whitespace().peekable();
    if parts.peek().is_none() {
        return false;
    }
    words.push("{".to_string());
    words.extend(parts.map(str::to_string));
    words.push("}".to_string());
    true
}

/// Appends `words` to `out` in lines of at most 80 characters, as the PGN
/// standard asks, and a final line break.
pub(super) fn wrap(out: &mut String, words: Vec<String>) {
    let mut line = String::new();
    for w in words {
        if !line.is_empty() && line.len() + 1 + w.len() > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&w);
    }
    out.push_str(&line);
    out.push('\n');
}

/// PGN tags as (name, value) pairs, in file order.
pub(super) type Tags = Vec<(String, String)>;

pub(super) fn parse_tags(text: &str) -> Result<(Tags, &str), PgnError> {
    let mut tags = Vec::new();
    let mut rest = text.trim_start_matches('\u{feff}').trim_start();
    while let Some(after) = rest.strip_prefix('[') {
        let (tag, after) = parse_tag(after.trim_start())?;
        tags.push(tag);
        rest = after.trim_start();
    }
    Ok((tags, rest))
}

/// One tag after its `[`: the name, the quoted value (with `\"` and `\\`
/// escapes, so a value may hold `]` or `"`), then `]`; and the text after it.
fn parse_tag(text: &str) -> Result<((String, String), &str), PgnError> {
    let name_end = text
        .find(|c: char| c.is_whitespace() || c == '"' || c == ']')
        .unwrap_or(text.len());
    let name = &text[..name_end];
    if name.is_empty() {
        return Err(PgnError::TagName);
    }
    let rest = text[name_end..].trim_start();
    let Some(quoted) = rest.strip_prefix('"') else {
        return Err(PgnError::TagQuotes(quote(name)));
    };
    let mut value = String::new();
    let mut chars = quoted.char_indices();
    let after_value = loop {
        match chars.next() {
            None => return Err(PgnError::TagValueOpen(quote(name))),
            Some((i, '"')) => break &quoted[i + 1..],
            Some((_, '\\')) => match chars.next() {
                Some((_, c @ ('"' | '\\'))) => value.push(c),
                Some((_, c)) => {
                    value.push('\\');
                    value.push(c);
                }
                None => return Err(PgnError::TagValueOpen(quote(name))),
            },
            Some((_, c)) => value.push(c),
        }
    };
    let after = after_value
        .trim_start()
        .strip_prefix(']')
        .ok_or_else(|| PgnError::TagOpen(quote(name)))?;
    Ok(((name.to_string(), value), after))
}

/// The movetext read: the words of the moves (without move numbers, NAGs
/// and the result), and each main-line comment with the number of words
/// before it (comments inside variations go with their variation).
struct Movetext {
    /// The moves' words, a Full Belt turn as two.
    pub words: Vec<String>,
    /// `(words before it, text)` for each `{...}` comment of the main line.
    pub comments: Vec<(usize, String)>,
}

/// Reads the movetext.
fn read_movetext(text: &str) -> Result<Movetext, PgnError> {
    let mut words = Vec::new();
    let mut comments: Vec<(usize, String)> = Vec::new();
    let mut depth = 0usize;
    let mut cleaned = String::with_capacity(text.len());
    let mut comment: Option<String> = None;
    for c in text.chars() {
        match (c, comment.as_mut()) {
            ('}', Some(_)) => {
                let body = comment.take().unwrap_or_default();
                if depth == 0 {
                    // Placed where it stands: the text before it is read first.
                    push_words(&cleaned, &mut words);
                    cleaned.clear();
                    comments.push((words.len(), body));
                }
            }
            (_, Some(body)) => body.push(c),
            ('{', None) => comment = Some(String::new()),
            ('(', None) => depth += 1,
            (')', None) => {
                depth = depth.checked_sub(1).ok_or(PgnError::CloseWithoutOpen)?;
            }
            _ if depth > 0 => {}
            _ => cleaned.push(c),
        }
    }
    if comment.is_some() {
        return Err(PgnError::CommentOpen);
    }
    push_words(&cleaned, &mut words);
    Ok(Movetext { words, comments })
}

/// Adds the move words of `text` to `words`.
pub(super) fn push_words(text: &str, words: &mut Vec<String>) {
    for word in text.split_whitespace() {
        if matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*") || word.starts_with('$') || word.starts_with(';') {
            continue;
        }
        // Move numbers: "12." or "12..." alone, or glued to the move ("12.Nf3").
        let stripped = match word.find('.') {
            Some(i) if word[..i].chars().all(|c| c.is_ascii_digit()) && i > 0 => word[i..].trim_start_matches('.'),
            _ => word,
        };
        // A NAG glued to the number ("1.$1") is an annotation too.
        if !stripped.is_empty() && !stripped.starts_with('$') {
            words.push(stripped.to_string());
        }
    }
}

/// Whether `word` is a belt move (`f+4`, `3-2`, with an optional `+`/`#`).
pub(super) fn is_belt_word(word: &str) -> bool {
    super::BeltShift::parse(word.trim_end_matches(['+', '#', '!', '?'])).is_ok()
}

/// The value of tag `name` (any case), if present.
pub(super) fn tag<'a>(tags: &'a Tags, name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
}

/// The start position the tags describe: Variant (required), FEN, NoBeltCheck.
pub(super) fn start_from_tags(tags: &Tags) -> Result<Position, PgnError> {
    let tag = |name: &str| tag(tags, name);
    let variant = match tag("Variant") {
        Some("Full Belt Chess") | Some("Full Belt") => Variant::FullBelt,
        Some("Chess without Pawns") | Some("Chess Without Pawns") => Variant::NoPawns,
        Some(other) => return Err(PgnError::Variant(quote(other))),
        None => return Err(PgnError::NoVariant),
    };
    // Earlier versions wrote NoBeltCheck for Chess without Pawns too: it is
    // read and dropped there, as everywhere (Options::for_variant).
    let options = Options::for_variant(variant, matches!(tag("NoBeltCheck"), Some("1") | Some("true")));
    match tag("FEN") {
        Some(fen) => Position::from_fen(fen, variant, options).map_err(PgnError::Fen),
        None => Ok(Position::start(variant.standard_start(), options)),
    }
}

/// "move 3. (White)": the move a PGN error is about, from the position
/// before it (in a variation when `variation`).
pub(super) fn move_at(pos: &Position, variation: bool) -> MoveAt {
    MoveAt {
        number: pos.fullmoves(),
        side: pos.turn(),
        variation,
    }
}

/// Reads a PGN game of Full Belt Chess or Chess without Pawns. The error
/// names the move that fails and why.
pub fn parse_pgn(text: &str) -> Result<Game, PgnError> {
    parse_commented(text).map(|(game, _)| game)
}

/// Reads a PGN game with its main-line comments, each with the number of
/// turns started before it (0: before the first turn).
pub(super) fn parse_commented(text: &str) -> Result<(Game, Vec<(usize, String)>), PgnError> {
    let (tags, movetext) = parse_tags(text)?;
    let start = start_from_tags(&tags)?;
    let variant = start.variant();
    let mut game = Game::new(start);
    let Movetext { words, comments } = read_movetext(movetext)?;
    // The turn each word belongs to (1-based), to place the comments.
    let mut turn_of_word = Vec::with_capacity(words.len());
    let mut i = 0;
    while i < words.len() {
        let pos = game.position().clone();
        let mut text = words[i].clone();
        i += 1;
        turn_of_word.push(game.turns().len() + 1);
        if variant.has_belts() && i < words.len() && is_belt_word(&words[i]) {
            text.push(' ');
            text.push_str(&words[i]);
            i += 1;
            turn_of_word.push(game.turns().len() + 1);
        }
        // Built only on failure: a long game has many turns.
        let at = || move_at(&pos, false);
        let turn = parse_turn(&pos, &text).map_err(|e| PgnError::Move(at(), MoveProblem::Turn(e)))?;
        game.play(turn)
            .map_err(|e| PgnError::Move(at(), MoveProblem::Refused(quote(&text), e)))?;
    }
    let placed = comments
        .into_iter()
        .map(|(before, text)| (before.checked_sub(1).map_or(0, |w| turn_of_word[w]), text))
        .collect();
    Ok((game, placed))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Start;

    fn played(start: Start, turns: &[&str]) -> Game {
        let mut game = Game::new(Position::start(start, Options::default()));
        for t in turns {
            let turn = parse_turn(game.position(), t).unwrap();
            game.play(turn).unwrap();
        }
        game
    }

    #[test]
    fn round_trip_full_belt() {
        let game = played(Start::FullBelt, &["g1f3 f+4", "e7e5 3+6", "b1c3 a+1"]);
        let pgn = game_to_pgn(&game, &[("Event", "Test \"quoted\"")]);
        assert!(pgn.contains("[Variant \"Full Belt Chess\"]"), "{pgn}");
        assert!(!pgn.contains("[FEN"), "{pgn}");
        assert!(pgn.contains("1. Nf3 f+4 e5 3-2"), "{pgn}");
        let back = parse_pgn(&pgn).unwrap();
        assert_eq!(back.turns(), game.turns());
        assert_eq!(back.position().fen(), game.position().fen());
    }

    #[test]
    fn round_trip_other_setups_keep_the_fen() {
        let game = played(Start::NoPawnsOneKing, &["b3c5", "g6e5"]);
        let pgn = game_to_pgn(&game, &[]);
        assert!(
            pgn.contains("[SetUp \"1\"]") && pgn.contains("[FEN \"6rk/5n1r/6n1/8/8/1N6/R1N5/KR6 w - - 0 1\"]"),
            "{pgn}"
        );
        assert_eq!(parse_pgn(&pgn).unwrap().turns(), game.turns());
        let mut howe = Game::new(Position::start(Start::FullBelt, Options { no_belt_check: true }));
        howe.play(parse_turn(howe.position(), "e2e4 a+1").unwrap()).unwrap();
        let pgn = game_to_pgn(&howe, &[]);
        assert!(pgn.contains("[NoBeltCheck \"1\"]"), "{pgn}");
        assert!(parse_pgn(&pgn).unwrap().start().options().no_belt_check);
    }

    #[test]
    fn reads_comments_numbers_and_results() {
        let text = "[Variant \"Chess without Pawns\"]\n\n1.Nc3 {a comment} Nc6 (1... Nf6) 2. Nb5 $1 1/2-1/2";
        let game = parse_pgn(text).unwrap();
        assert_eq!(game.turns().len(), 3);
    }

    #[test]
    fn errors_name_the_failing_move() {
        let text = "[Variant \"Full Belt Chess\"]\n\n1. Nf3 f+4 Nc6 c+1 2. Ke2 a+9";
        let err = parse_pgn(text).unwrap_err().to_string();
        assert!(err.contains("move 2. (White)"), "{err}");
        let err = parse_pgn("[Variant \"Full Belt Chess\"]\n1. Nf3")
            .unwrap_err()
            .to_string();
        assert!(err.contains("move 1. (White)") && err.contains("belt"), "{err}");
        for bad in [
            "",
            "[Variant \"Shogi\"]",
            "[Variant Full]",
            "[Variant \"Full Belt Chess\"",
            "[Variant \"Full Belt Chess\"] {open",
        ] {
            assert!(parse_pgn(bad).is_err(), "{bad}");
        }
    }
}
