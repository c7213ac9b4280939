//! Move text: the machine form (`g1f3 f+4`) and the display form (`Nf3 f+4`,
//! SAN for the normal move), both read back; and a turn in plain words.

use super::excerpt::quote;
use super::{Belt, BeltParseError, BeltShift, Color, IllegalTurn, Move, Position, Role, Square, Turn};
use std::fmt;

/// A move text that cannot be read or is not a legal turn here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnParseError {
    /// The text as given (shortened when long).
    pub text: String,
    /// What is wrong with it.
    pub problem: TurnProblem,
}

/// What is wrong with a move text, typed so that the page says it in its
/// own language; the Display is the command line's English. Quoted texts
/// are shortened when long.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnProblem {
    /// No text.
    Empty,
    /// More than a normal move and a belt move.
    TooManyParts,
    /// The belt move cannot be read.
    Belt(BeltParseError),
    /// Not a move at all.
    NotAMove,
    /// A promotion to a piece other than Q, R, B or N: what follows `=`.
    Promotion(String),
    /// No destination square.
    NoDestination,
    /// A destination that is not a square: the text.
    NotASquare(String),
    /// Letters before the square that do not say which piece moves.
    Disambiguation(String),
    /// No legal normal move matches the text: the normal move's text.
    NoMatch(String),
    /// Several legal normal moves match: their machine forms.
    Ambiguous(Vec<String>),
    /// The turn read is not legal here.
    Illegal(IllegalTurn),
}

impl fmt::Display for TurnProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnProblem::Empty => f.write_str("empty move"),
            TurnProblem::TooManyParts => {
                f.write_str("too many parts: a turn is a normal move, then (Full Belt Chess) a belt move")
            }
            TurnProblem::Belt(e) => write!(f, "{e}"),
            TurnProblem::NotAMove => f.write_str("not a move (expected e.g. Nf3, exd5, e8=Q, O-O or g1f3)"),
            TurnProblem::Promotion(p) => write!(f, "'={p}': a pawn promotes to Q, R, B or N"),
            TurnProblem::NoDestination => f.write_str("the destination square is missing"),
            TurnProblem::NotASquare(t) => write!(f, "'{t}' is not a square (expected a1..h8)"),
            TurnProblem::Disambiguation(h) => {
                write!(
                    f,
                    "'{h}' does not say which piece moves (expected a file, a rank or a square)"
                )
            }
            TurnProblem::NoMatch(t) => write!(f, "no legal normal move matches '{t}'"),
            TurnProblem::Ambiguous(list) => write!(f, "ambiguous: could be {}", list.join(" or ")),
            TurnProblem::Illegal(e) => write!(f, "{e}"),
        }
    }
}

impl fmt::Display for TurnParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}': {}", self.text, self.problem)
    }
}

impl std::error::Error for TurnParseError {}

fn castle_text(m: Move, role: Role) -> Option<&'static str> {
    let distance = m.from.file().index().abs_diff(m.to.file().index());
    (role == Role::King && distance == 2).then(|| if m.to.file() < m.from.file() { "O-O-O" } else { "O-O" })
}

/// SAN of the normal move alone (no belt, no check sign).
fn normal_san(pos: &Position, m: Move) -> String {
    let board = pos.board();
    let Some(role) = board.role_at(m.from) else {
        return m.uci();
    };
    if let Some(castle) = castle_text(m, role) {
        return castle.to_string();
    }
    let capture = board.piece_at(m.to).is_some();
    let mut san = String::new();
    if role == Role::Pawn {
        if capture {
            san.push(m.from.file().char());
        }
    } else {
        san.push(role.upper_char());
        // Legality is the costly test: only the few same-role moves to the
        // same square take it (this runs for every turn of a PGN written).
        let mut pseudo = Vec::with_capacity(64);
        pos.pseudo_moves(&mut pseudo);
        let rivals: Vec<Square> = pseudo
            .into_iter()
            .filter(|o| o.to == m.to && o.from != m.from && board.role_at(o.from) == Some(role))
            .filter(|&o| pos.try_move(o).is_some_and(|a| a.has_belt()))
            .map(|o| o.from)
            .collect();
        if !rivals.is_empty() {
            if rivals.iter().all(|s| s.file() != m.from.file()) {
                san.push(m.from.file().char());
            } else if rivals.iter().all(|s| s.rank() != m.from.rank()) {
                san.push(m.from.rank().char());
            } else {
                san.push_str(&m.from.to_string());
            }
        }
    }
    if capture {
        san.push('x');
    }
    san.push_str(&m.to.to_string());
    if let Some(p) = m.promotion {
        san.push('=');
        san.push(p.upper_char());
    }
    san
}

fn check_suffix(next: &Position) -> &'static str {
    if !next.is_check() {
        ""
    } else if !next.is_capture_win() && !next.has_legal_turn() {
        "#"
    } else {
        "+"
    }
}

/// The display form of a legal turn: `Nf3 f+4`, `Qxf7 2-3#`, `O-O`, `Kxc2`.
pub fn turn_to_display(pos: &Position, turn: Turn) -> String {
    display_between(pos, turn, pos.play(turn).ok().as_ref())
}

/// The display form of `turn` from `pos`, given the position after it when
/// known (a game has it already; playing it again would cost a legality check).
pub(crate) fn display_between(pos: &Position, turn: Turn, next: Option<&Position>) -> String {
    let mut text = normal_san(pos, turn.normal);
    if let Some(b) = turn.belt {
        text.push(' ');
        text.push_str(&b.display());
    }
    if let Some(next) = next {
        text.push_str(check_suffix(next));
    }
    text
}

/// A line of turns from `pos` in display form with move numbers, as an
/// engine line is shown: `12... Nf6 h-2 13. Nc3 a+1`. Stops before the
/// first turn that is not legal where it stands.
pub fn line_to_display(pos: &Position, turns: &[Turn]) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut at = pos.clone();
    for (i, &turn) in turns.iter().enumerate() {
        let Ok(next) = at.play(turn) else { break };
        if i == 0 || at.turn() == Color::White {
            words.push(number_text(&at));
        }
        words.push(display_between(&at, turn, Some(&next)));
        at = next;
    }
    words.join(" ")
}

/// `3.` before White's turn, `3...` before Black's.
pub(super) fn number_text(before: &Position) -> String {
    match before.turn() {
        Color::White => format!("{}.", before.fullmoves()),
        Color::Black => format!("{}...", before.fullmoves()),
    }
}

fn parse_error(text: &str, problem: TurnProblem) -> TurnParseError {
    TurnParseError {
        text: quote(text),
        problem,
    }
}

/// The candidate normal moves matching a SAN text, among the moves legal before the belt.
fn san_candidates(pos: &Position, san: &str) -> Result<Vec<Move>, TurnProblem> {
    let mut pseudo = Vec::new();
    pos.pseudo_moves(&mut pseudo);
    let board = pos.board();
    let castle = match san {
        "O-O" | "0-0" => Some(false),
        "O-O-O" | "0-0-0" => Some(true),
        _ => None,
    };
    if let Some(long) = castle {
        return Ok(pseudo
            .into_iter()
            .filter(|&m| {
                board.role_at(m.from).and_then(|r| castle_text(m, r)) == Some(if long { "O-O-O" } else { "O-O" })
            })
            .filter(|&m| pos.try_move(m).is_some())
            .collect());
    }
    if !san.is_ascii() || san.len() < 2 {
        return Err(TurnProblem::NotAMove);
    }
    let (role, rest) = match san
        .chars()
        .next()
        .and_then(|c| "KQRBN".contains(c).then(|| Role::from_char(c)).flatten())
    {
        Some(r) => (r, &san[1..]),
        None => (Role::Pawn, san),
    };
    let (rest, promotion) = match rest.rsplit_once('=') {
        Some((head, p)) => {
            let promo = p
                .chars()
                .next()
                .and_then(Role::from_char)
                .filter(|r| Role::PROMOTIONS.contains(r) && p.len() == 1);
            (head, Some(promo.ok_or_else(|| TurnProblem::Promotion(quote(p)))?))
        }
        None => match rest.chars().last() {
            Some(c) if role == Role::Pawn && "QRBN".contains(c) => (&rest[..rest.len() - 1], Role::from_char(c)),
            _ => (rest, None),
        },
    };
    if rest.len() < 2 {
        return Err(TurnProblem::NoDestination);
    }
    let to: Square = rest[rest.len() - 2..]
        .parse()
        .map_err(|e: super::ParseSquareError| TurnProblem::NotASquare(e.0))?;
    let hint: String = rest[..rest.len() - 2].chars().filter(|&c| c != 'x').collect();
    if hint.len() > 2 || rest[..rest.len() - 2].matches('x').count() > 1 {
        return Err(TurnProblem::NotAMove);
    }
    let mut file = None;
    let mut rank = None;
    for c in hint.chars() {
        if let Some(f) = super::File::from_char(c).filter(|_| file.is_none() && rank.is_none()) {
            file = Some(f);
        } else if let Some(r) = super::Rank::from_char(c).filter(|_| rank.is_none()) {
            rank = Some(r);
        } else {
            return Err(TurnProblem::Disambiguation(hint));
        }
    }
    let mut candidates: Vec<Move> = pseudo
        .into_iter()
        .filter(|m| {
            m.to == to
                && board.role_at(m.from) == Some(role)
                && castle_text(*m, role).is_none()
                && m.promotion == promotion
                && file.is_none_or(|f| m.from.file() == f)
                && rank.is_none_or(|r| m.from.rank() == r)
        })
        .filter(|&m| pos.try_move(m).is_some())
        .collect();
    // SAN disambiguates among legal moves only: a normal move that no belt
    // move may follow (rule 1.8) does not make the text ambiguous. A lone
    // candidate is kept so that the error can say why it cannot be played.
    if candidates.len() > 1 {
        candidates.retain(|&m| pos.try_move(m).is_some_and(|a| a.has_belt()));
    }
    Ok(candidates)
}

/// Reads a turn in the machine form (`g1f3 f+4`, `e1g1`) or the display form
/// (`Nf3 f+4`, `Nf3 f-4`, `Kxc2`, `O-O`), and checks that it is legal here.
pub fn parse_turn(pos: &Position, text: &str) -> Result<Turn, TurnParseError> {
    let trimmed = text.trim().trim_end_matches(['+', '#', '!', '?']);
    let parts: Vec<&str> = trimmed.split_whitespace().collect();
    let (normal_text, belt_text) = match parts.as_slice() {
        [] => return Err(parse_error(text, TurnProblem::Empty)),
        [n] => (*n, None),
        [n, b] => (*n, Some(b.trim_end_matches(['+', '#', '!', '?']))),
        _ => return Err(parse_error(text, TurnProblem::TooManyParts)),
    };
    let normal_text = normal_text.trim_end_matches(['+', '#', '!', '?']);
    let belt = match belt_text {
        None => None,
        Some(b) => Some(BeltShift::parse(b).map_err(|e| parse_error(text, TurnProblem::Belt(e)))?),
    };
    let normal = match Move::parse_uci(normal_text) {
        Some(m) => m,
        None => {
            let candidates = san_candidates(pos, normal_text).map_err(|e| parse_error(text, e))?;
            match candidates.as_slice() {
                [m] => *m,
                [] => return Err(parse_error(text, TurnProblem::NoMatch(quote(normal_text)))),
                many => {
                    let list: Vec<String> = many.iter().map(|m| m.uci()).collect();
                    return Err(parse_error(text, TurnProblem::Ambiguous(list)));
                }
            }
        }
    };
    let turn = Turn { normal, belt };
    pos.check_turn(turn)
        .map_err(|e| parse_error(text, TurnProblem::Illegal(e)))?;
    Ok(turn)
}

fn belt_words(shift: BeltShift) -> String {
    let steps = shift.signed_steps();
    let (forward, backward) = match shift.belt() {
        Belt::File(_) => ("up", "down"),
        Belt::Rank(_) => ("right", "left"),
    };
    let dir = if steps > 0 { forward } else { backward };
    format!("{} shifted {dir} {}", shift.belt(), steps.abs())
}

/// A legal turn in words, for screen readers: "White: knight g1 to f3, then file f shifted up 4".
pub fn describe_turn(pos: &Position, turn: Turn) -> String {
    let board = pos.board();
    let m = turn.normal;
    let role = board.role_at(m.from).unwrap_or(Role::Pawn);
    let mut words = format!("{}: ", pos.turn());
    match castle_text(m, role) {
        Some("O-O") => words.push_str(&format!("king {} castles short", m.from)),
        Some(_) => words.push_str(&format!("king {} castles long", m.from)),
        None => {
            words.push_str(&format!("{} {} ", role.name(), m.from));
            match board.piece_at(m.to) {
                Some(p) => words.push_str(&format!("takes {} on {}", p.role.name(), m.to)),
                None => words.push_str(&format!("to {}", m.to)),
            }
            if let Some(p) = m.promotion {
                words.push_str(&format!(", promotes to {}", p.name()));
            }
        }
    }
    if let Some(b) = turn.belt {
        words.push_str(", then ");
        words.push_str(&belt_words(b));
    }
    if let Ok(next) = pos.play(turn) {
        match check_suffix(&next) {
            "#" => words.push_str(", checkmate"),
            "+" => words.push_str(", check"),
            _ => {}
        }
        if next.is_capture_win() {
            words.push_str(&format!(", {} wins by capture", pos.turn()));
        }
    }
    words
}
