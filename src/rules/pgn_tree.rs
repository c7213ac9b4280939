//! PGN of a move tree: side lines in parentheses, comments in braces, and
//! evaluations as `[%eval 1.20]` / `[%eval #-2]` at the start of a comment
//! (from White's side, as other programs write them), then a timed game's
//! clocks as `[%clk 0:02:58.4]` (with its `TimeControl` tag):
//!
//! ```text
//! 1. Nf3 f+4 { [%eval 0.35] The usual start. } (1. Nc3 a+1) 1... e5 3-2 *
//! ```
//!
//! A node's comment and evaluation are written after its turn; the root's
//! before the first turn. Reading keeps all of it; the tags are read as by
//! [`super::parse_pgn`] (the Variant, and FEN when given).

use super::annotated::take_clk;
use super::excerpt::quote;
use super::notation::{number_text, parse_turn};
use super::pgn::{comment_words, header, is_belt_word, move_at, parse_tags, push_words, start_from_tags, tag, wrap};
use super::pgn_error::{EvalProblem, MoveProblem};
use super::{Evaluation, GameResult, MoveTree, NodeId, PgnError, PgnToken, TimeControl, TreeError};

/// A move tree's refusal as a PGN error: an illegal turn `text` at `place`.
fn refused(place: super::MoveAt, text: &str, e: TreeError) -> PgnError {
    match e {
        TreeError::Illegal(why) => PgnError::Move(place, MoveProblem::Refused(quote(text), why)),
        TreeError::NoSuchNode | TreeError::Root => PgnError::Lost,
    }
}

/// Writes the tree as PGN: `extra` tags first (as [`super::game_to_pgn`]),
/// then the movetext with every side line, comment and evaluation.
pub fn tree_to_pgn(tree: &MoveTree, extra: &[(&str, &str)]) -> String {
    let result = tree.result().map_or("*", GameResult::pgn);
    let control = tree.time_control().map(TimeControl::pgn_tag);
    let mut tags = extra.to_vec();
    if let Some(control) = &control {
        tags.push(("TimeControl", control));
    }
    let mut out = header(tree.start(), &tags, result);
    let mut words: Vec<String> = Vec::new();
    // `(` is glued to the word after it, `)` to the word before it.
    let mut glue = false;
    node_comment(tree, MoveTree::ROOT, &mut words);
    // The first turn is numbered whoever moves.
    let mut number_due = true;
    for token in tree.pgn_order() {
        match token {
            PgnToken::StartVariation => {
                words.push("(".to_string());
                glue = true;
                number_due = true;
            }
            PgnToken::EndVariation => {
                if let Some(last) = words.last_mut() {
                    last.push(')');
                }
                number_due = true;
            }
            PgnToken::Turn(id) => {
                let Some(before) = tree.parent(id).and_then(|p| tree.position(p)) else {
                    continue;
                };
                if number_due || before.turn() == super::Color::White {
                    push(&mut words, number_text(before), &mut glue);
                }
                push(&mut words, tree.display(id).unwrap_or_default(), &mut glue);
                number_due = node_comment(tree, id, &mut words);
            }
        }
    }
    words.push(result.to_string());
    wrap(&mut out, words);
    out
}

/// Adds `word` to `words`, glued to the last one after a `(`.
fn push(words: &mut Vec<String>, word: String, glue: &mut bool) {
    match words.last_mut() {
        Some(last) if *glue => {
            last.push_str(&word);
            *glue = false;
        }
        _ => words.push(word),
    }
}

/// Adds `{ [%eval X] [%clk H:MM:SS.s] comment }` for `id` when it has any;
/// returns whether it did. An `[%eval` or `[%clk` in the comment's own text
/// is written `[%Eval` / `[%Clk`, so that it is never read back as the
/// node's evaluation or clock (and as long: a comment at the length limit
/// stays whole).
fn node_comment(tree: &MoveTree, id: NodeId, words: &mut Vec<String>) -> bool {
    let eval = tree.eval(id).map(|e| format!("[%eval {}]", e.pgn()));
    let clock = tree.clock(id).map(|c| format!("[%clk {}]", c.clk()));
    let comment = tree
        .comment(id)
        .map(|c| c.replace("[%eval", "[%Eval").replace("[%clk", "[%Clk"));
    let text = [eval.as_deref(), clock.as_deref(), comment.as_deref()]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" ");
    comment_words(&text, words)
}

/// A piece of movetext.
#[derive(Debug)]
enum Token {
    /// A move word (numbers, NAGs and results already dropped).
    Word(String),
    /// A `{...}` or `;...` comment's text.
    Comment(String),
    /// `(`.
    Open,
    /// `)`.
    Close,
}

/// Splits the movetext into tokens.
fn tokens(text: &str) -> Result<Vec<Token>, PgnError> {
    let mut out = Vec::new();
    let mut plain = String::new();
    let flush = |plain: &mut String, out: &mut Vec<Token>| {
        let mut words = Vec::new();
        push_words(plain, &mut words);
        out.extend(words.into_iter().map(Token::Word));
        plain.clear();
    };
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '{' | ';' => {
                flush(&mut plain, &mut out);
                let end = if c == '{' { '}' } else { '\n' };
                let mut body = String::new();
                loop {
                    match chars.next() {
                        Some(c) if c == end => break,
                        Some(c) => body.push(c),
                        None if end == '\n' => break,
                        None => return Err(PgnError::CommentOpen),
                    }
                }
                out.push(Token::Comment(body));
            }
            '(' | ')' => {
                flush(&mut plain, &mut out);
                out.push(if c == '(' { Token::Open } else { Token::Close });
            }
            _ => plain.push(c),
        }
    }
    flush(&mut plain, &mut out);
    Ok(out)
}

/// Takes `[%eval X]` out of a comment: the evaluation (if any) and the rest of
/// the text. Other `[%...]` commands (clocks) stay in the text.
fn take_eval(body: &str) -> Result<(Option<Evaluation>, String), EvalProblem> {
    let Some(at) = body.find("[%eval") else {
        return Ok((None, body.to_string()));
    };
    let after = &body[at + "[%eval".len()..];
    let Some(end) = after.find(']') else {
        return Err(EvalProblem::Open);
    };
    // Some programs add the depth: `[%eval 0.17,23]`.
    let value = after[..end].split(',').next().unwrap_or("").trim();
    let eval = value.parse::<Evaluation>().map_err(EvalProblem::Value)?;
    let rest = format!("{} {}", &body[..at], &after[end + 1..]);
    Ok((Some(eval), rest))
}

/// Reads a PGN game with its side lines, comments and evaluations into a
/// tree. Errors name what is wrong: the move that cannot be played (and
/// whether it is in a side line), an unbalanced parenthesis, a bad
/// evaluation.
pub fn parse_tree_pgn(text: &str) -> Result<MoveTree, PgnError> {
    let (tags, movetext) = parse_tags(text)?;
    let start = start_from_tags(&tags)?;
    let has_belts = start.variant().has_belts();
    let mut tree = MoveTree::new(start);
    tree.set_time_control(tag(&tags, "TimeControl").and_then(TimeControl::from_pgn_tag));
    tree.set_result(match tag(&tags, "Result") {
        Some("1-0") => Some(GameResult::Win(super::Color::White)),
        Some("0-1") => Some(GameResult::Win(super::Color::Black)),
        Some("1/2-1/2") => Some(GameResult::Draw),
        _ => None,
    });
    let tokens = tokens(movetext)?;
    // The node of the last turn read in the current line, and the nodes to
    // go back to when each open side line closes.
    let mut at = MoveTree::ROOT;
    let mut open: Vec<NodeId> = Vec::new();
    // Comments read where no turn of the line is yet: they go to its first turn.
    let mut waiting: Vec<String> = Vec::new();
    let mut fresh_line = false;
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            Token::Comment(body) => {
                if fresh_line {
                    waiting.push(body.clone());
                } else {
                    attach(&mut tree, at, body)?;
                }
            }
            Token::Open => {
                if at == MoveTree::ROOT || fresh_line {
                    return Err(PgnError::VariationFirst);
                }
                open.push(at);
                at = tree.parent(at).unwrap_or(MoveTree::ROOT);
                fresh_line = true;
            }
            Token::Close => {
                at = open.pop().ok_or(PgnError::CloseWithoutOpen)?;
                for body in waiting.drain(..) {
                    attach(&mut tree, at, &body)?;
                }
                fresh_line = false;
            }
            Token::Word(word) => {
                let pos = tree.position(at).cloned().ok_or(PgnError::Lost)?;
                let mut text = word.clone();
                // A Full Belt turn is two words, maybe with comments between them.
                let mut between = Vec::new();
                if has_belts {
                    let mut j = i + 1;
                    while let Some(Token::Comment(body)) = tokens.get(j) {
                        between.push(body.clone());
                        j += 1;
                    }
                    if let Some(Token::Word(belt)) = tokens.get(j) {
                        if is_belt_word(belt) {
                            text.push(' ');
                            text.push_str(belt);
                            i = j;
                        } else {
                            between.clear();
                        }
                    } else {
                        between.clear();
                    }
                }
                let place = || move_at(&pos, !open.is_empty());
                let turn = parse_turn(&pos, &text).map_err(|e| PgnError::Move(place(), MoveProblem::Turn(e)))?;
                at = tree.add(at, turn).map_err(|e| refused(place(), &text, e))?;
                fresh_line = false;
                for body in waiting.drain(..).chain(between) {
                    attach(&mut tree, at, &body)?;
                }
            }
        }
        i += 1;
    }
    if !open.is_empty() {
        return Err(PgnError::VariationsOpen(open.len()));
    }
    for body in waiting {
        attach(&mut tree, at, &body)?;
    }
    Ok(tree)
}

/// Adds a comment's text and evaluation to `id` (after what it has).
fn attach(tree: &mut MoveTree, id: NodeId, body: &str) -> Result<(), PgnError> {
    // Control characters dropped first, as the kept comment drops them: one
    // inside `[%eval` must not hide a command that the kept text would show.
    // (Not cut to length yet: the evaluation comes out before the text is.)
    let body: String = body
        .chars()
        .filter_map(|c| match c {
            c if c.is_whitespace() => Some(' '),
            c if c.is_control() => None,
            c => Some(c),
        })
        .collect();
    let (eval, text) = take_eval(&body).map_err(|e| {
        let place = tree
            .parent(id)
            .and_then(|p| tree.position(p))
            .map(|before| move_at(before, false));
        PgnError::Eval(place, e)
    })?;
    if eval.is_some() {
        tree.set_eval(id, eval).map_err(|_| PgnError::Lost)?;
    }
    // A clock after a turn is the node's; one before the first turn means nothing.
    let (clock, text) = take_clk(&text);
    if clock.is_some() && id != MoveTree::ROOT {
        tree.set_clock(id, clock).map_err(|_| PgnError::Lost)?;
    }
    let joined = match tree.comment(id) {
        Some(before) => format!("{before} {text}"),
        None => text,
    };
    tree.set_comment(id, Some(&joined)).map_err(|_| PgnError::Lost)
}
