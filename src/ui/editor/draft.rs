//! The board editor's position (`studio.html?editor=1&variant=..&fen=..`):
//! a setup being written by hand, which the rules check only when asked, so
//! that any half-made position can be shown together with what is wrong
//! with it ([`Editor::check`]): typed here, worded by the page. Plain Rust,
//! tested natively; the address is untrusted.

use crate::rules::{
    quote, Belt, Board, Castling, Color, FenError, Options, Piece, Position, PositionError, Role, Setup, Square, Start,
    Variant, CASTLINGS,
};
use crate::ui::game::extras::embed_builder::escape_html;
use crate::ui::game::link::LinkFields;
use crate::ui::record::link_error::{LinkError, LinkProblem};
use crate::ui::record::query::{encode, Query};
use std::fmt;

/// What a click on a square does: put this piece there, or empty it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Put this piece (or take it away when it is already there).
    Put(Piece),
    /// Empty the square.
    Erase,
}

impl Tool {
    /// The palette's test hook: `wK`, `bN`, ... or `erase`.
    pub fn key(self) -> String {
        match self {
            Tool::Put(p) => format!("{}{}", p.color.char(), p.role.upper_char()),
            Tool::Erase => "erase".to_string(),
        }
    }
}

/// Whether the address asks for the editor (`editor=1`, the one form the
/// game page's early script in index.html sends here).
pub fn is_editor(query: &Query) -> bool {
    query.value("editor") == Some("1")
}

/// The pieces a variant uses, White's then Black's, king first: Chess
/// without Pawns has neither pawns nor queens (docs/rules.md §2).
pub fn palette(variant: Variant) -> Vec<Piece> {
    let roles: &[Role] = match variant {
        Variant::FullBelt => &[
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ],
        Variant::NoPawns => &[Role::King, Role::Rook, Role::Bishop, Role::Knight],
    };
    Color::ALL
        .into_iter()
        .flat_map(|c| roles.iter().map(move |&r| Piece::new(c, r)))
        .collect()
}

/// The starting setups offered for a variant.
pub fn starts(variant: Variant) -> [Start; 2] {
    match variant {
        Variant::FullBelt => [Start::FullBelt, Start::FullBeltHowe],
        Variant::NoPawns => [Start::NoPawns, Start::NoPawnsOneKing],
    }
}

/// A position being edited: the game it is for and the six FEN fields,
/// unchecked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    /// The game the position is for; it decides which checks apply.
    pub variant: Variant,
    /// The position as written.
    pub setup: Setup,
}

impl Editor {
    /// The editor on the starting position of `start`.
    pub fn start(start: Start) -> Editor {
        Editor {
            variant: start.variant(),
            setup: Setup::from_fen(start.fen()).expect("the starting positions read"),
        }
    }

    /// Reads the address: `variant` (any start key) and `fen`. A value that
    /// cannot be used is named, and the editor opens on the variant's
    /// starting position instead; the FEN is returned as text for the field,
    /// so that the user sees and can fix what was sent.
    pub fn from_query(query: &Query) -> (Editor, Option<LinkError>) {
        let (fields, mut problems) = LinkFields::from_query(query);
        let start = match fields.variant {
            None => Start::FullBelt,
            Some(key) => Start::from_key(key).unwrap_or_else(|| {
                problems.push(LinkError {
                    parameter: "variant",
                    problem: LinkProblem::Variant(quote(key)),
                });
                Start::FullBelt
            }),
        };
        let mut editor = Editor::start(start);
        if let Some(text) = fields.fen.filter(|t| !t.trim().is_empty()) {
            match Setup::from_fen(text) {
                Ok(setup) => editor.setup = setup,
                Err(e) => problems.push(LinkError {
                    parameter: "fen",
                    problem: LinkProblem::Position(quote(text), e.into()),
                }),
            }
        }
        (editor, problems.into_iter().next())
    }

    /// An empty board; the side to move stays, the rest starts afresh.
    pub fn clear(&mut self) {
        self.setup = Setup {
            board: Board::empty(),
            turn: self.setup.turn,
            castling: Castling::NONE,
            forbidden_belt: None,
            halfmoves: 0,
            fullmoves: 1,
        };
    }

    /// Switches the game, keeping the pieces; the fields the new game does
    /// not have (castling in Full Belt Chess, the belt in Chess without
    /// Pawns) are dropped, since no control would show them.
    pub fn set_variant(&mut self, variant: Variant) {
        self.variant = variant;
        match variant {
            Variant::FullBelt => self.setup.castling = Castling::NONE,
            Variant::NoPawns => self.setup.forbidden_belt = None,
        }
    }

    /// A click on `sq` with `tool`: puts the piece, or takes it away when
    /// the same piece is already there (lichess's editor does the same), or
    /// erases.
    pub fn click(&mut self, sq: Square, tool: Tool) {
        match tool {
            Tool::Put(piece) if self.setup.board.piece_at(sq) != Some(piece) => self.put(sq, piece),
            _ => self.remove(sq),
        }
    }

    /// Puts `piece` on `sq`, replacing what was there.
    pub fn put(&mut self, sq: Square, piece: Piece) {
        self.setup.board.remove(sq);
        self.setup.board.set(sq, piece);
        self.keep_possible_castling();
    }

    /// Empties `sq`.
    pub fn remove(&mut self, sq: Square) {
        self.setup.board.remove(sq);
        self.keep_possible_castling();
    }

    /// Moves the piece on `from` to `to` (a drag on the board).
    pub fn move_piece(&mut self, from: Square, to: Square) {
        if from == to {
            return;
        }
        if let Some(piece) = self.setup.board.remove(from) {
            self.put(to, piece);
        }
    }

    /// A castling right ends when its king or rook leaves home, as in play:
    /// rights the pieces no longer allow are dropped as the board changes.
    /// (A typed FEN keeps what it says, so the rules can name the fault.)
    fn keep_possible_castling(&mut self) {
        let mut kept = Castling::NONE;
        for side in self.setup.castling.sides() {
            if self.castling_possible(side.letter) {
                kept = kept.with(side);
            }
        }
        self.setup.castling = kept;
    }

    /// Whether the castling right `letter` (`K`, `Q`, `k`, `q`) can be
    /// given: Chess without Pawns, its king and rook at home.
    pub fn castling_possible(&self, letter: char) -> bool {
        let Some(side) = CASTLINGS.iter().find(|s| s.letter == letter) else {
            return false;
        };
        let board = &self.setup.board;
        self.variant == Variant::NoPawns
            && board.piece_at(side.king_from) == Some(Piece::new(side.color, Role::King))
            && board.piece_at(side.rook_from) == Some(Piece::new(side.color, Role::Rook))
    }

    /// Whether the position has the castling right `letter`.
    pub fn has_castling(&self, letter: char) -> bool {
        CASTLINGS
            .iter()
            .any(|s| s.letter == letter && self.setup.castling.has(s))
    }

    /// Gives or takes the castling right `letter`.
    pub fn set_castling(&mut self, letter: char, on: bool) {
        let mut castling = Castling::NONE;
        for side in CASTLINGS.iter() {
            let has = if side.letter == letter {
                on
            } else {
                self.setup.castling.has(side)
            };
            if has {
                castling = castling.with(side);
            }
        }
        self.setup.castling = castling;
    }

    /// Sets the forbidden belt (Full Belt Chess), or none.
    pub fn set_belt(&mut self, belt: Option<Belt>) {
        self.setup.forbidden_belt = belt;
    }

    /// The position text.
    pub fn fen(&self) -> String {
        self.setup.fen()
    }

    /// Reads a typed position text; on an error the editor is unchanged.
    pub fn set_fen(&mut self, text: &str) -> Result<(), FenError> {
        let setup = Setup::from_fen(text)?;
        self.setup = setup;
        Ok(())
    }

    /// The rules' verdict on the position: legal for the game, or why not.
    pub fn check(&self) -> Result<Position, PositionError> {
        Position::from_setup(self.setup.clone(), self.variant, Options::default())
    }

    /// The `variant=..&fen=..` part every link of the editor starts with.
    fn position_query(&self) -> String {
        format!("variant={}&fen={}", self.variant.key(), encode(&self.fen()))
    }

    /// A link to the game page (relative to the studio, which sits next to
    /// it) playing this position; `ai` is the AI's side, or none for two
    /// players on one device.
    pub fn play_link(&self, ai: Option<Color>) -> String {
        let ai = ai.map_or("none".to_string(), |c| c.char().to_string());
        format!("./?{}&ai={ai}", self.position_query())
    }

    /// A link to the analysis board on this position (a page of the same folder).
    pub fn analysis_link(&self) -> String {
        format!("studio.html?analysis=1&{}", self.position_query())
    }

    /// A link to the editor on this position, from `base` (the address of
    /// the folder the app is hosted in, ending with `/`).
    pub fn editor_link(&self, base: &str) -> String {
        format!("{base}studio.html?editor=1&{}", self.position_query())
    }

    /// A diagram of the position for a page: a `div` that `embed.js` (from
    /// `base`) turns into a frame. The FEN of a checked position holds
    /// only letters, digits, `/`, `-` and spaces: nothing to escape.
    pub fn embed_div(&self, base: &str) -> String {
        format!(
            "<div class=\"beltboard\" data-view data-fen=\"{}\"></div>\n<script src=\"{base}embed.js\" async></script>",
            self.fen()
        )
    }

    /// The same diagram as a frame of its own, with `title` (the page's
    /// words for a diagram, which screen readers say for the frame).
    pub fn embed_iframe(&self, base: &str, title: &str) -> String {
        format!(
            "<iframe src=\"{base}studio.html?embed=1&amp;view=1&amp;fen={}\" title=\"{}\" style=\"border:0;width:100%;max-width:480px;aspect-ratio:1\"></iframe>",
            encode(&self.fen()),
            escape_html(title)
        )
    }
}

/// One change the user makes in the editor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// A click on a square with the selected tool ([`Editor::click`]).
    Click(Square, Tool),
    /// A piece dropped from the palette.
    Put(Square, Piece),
    /// A piece dragged from one square to another.
    Move(Square, Square),
    /// A piece dragged off the board.
    Remove(Square),
    /// A starting setup (which also picks its game).
    Start(Start),
    /// An empty board.
    Clear,
    /// The game the position is for.
    Variant(Variant),
    /// The side to move.
    Turn(Color),
    /// A castling right (`K`, `Q`, `k`, `q`) given or taken.
    Castling(char, bool),
    /// The forbidden belt.
    Belt(Option<Belt>),
    /// The halfmove clock.
    Halfmoves(u32),
    /// The move number (from 1).
    Fullmoves(u32),
    /// The position text as typed.
    Fen(String),
}

/// What is wrong in the editor: typed, so that the page says it in its
/// own language (`ui::words::errors` has the words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// A parameter of the address that cannot be used (`variant=`, `fen=`).
    Link(LinkError),
    /// The field's text does not read, or the position is not legal.
    Position(PositionError),
}

// The rules' English, for the command line and the tests.
impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Link(e) => e.fmt(f),
            Fault::Position(e) => e.fmt(f),
        }
    }
}

/// The editor's whole state: the position, and the FEN field, which may
/// hold a text being typed that does not read (yet).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    /// The position.
    pub editor: Editor,
    /// The FEN field's text.
    pub fen_text: String,
    /// Why the field's text does not read, when it does not.
    pub fen_error: Option<Fault>,
}

impl Draft {
    /// The editor the address asks for: a bad `fen=` stays in the field as
    /// text, with its fault, so that the user can see and fix it.
    pub fn from_query(query: &Query) -> Draft {
        let (editor, problem) = Editor::from_query(query);
        let fen_text = match &problem {
            Some(p) if p.parameter == "fen" => query.value("fen").unwrap_or("").to_string(),
            _ => editor.fen(),
        };
        Draft {
            editor,
            fen_text,
            fen_error: problem.map(Fault::Link),
        }
    }

    /// Applies one change; any change but typing rewrites the field.
    pub fn apply(&mut self, edit: Edit) {
        let e = &mut self.editor;
        match edit {
            Edit::Fen(text) => {
                self.fen_error = e.set_fen(&text).err().map(|e| Fault::Position(e.into()));
                self.fen_text = text;
                return;
            }
            Edit::Click(sq, tool) => e.click(sq, tool),
            Edit::Put(sq, piece) => e.put(sq, piece),
            Edit::Move(from, to) => e.move_piece(from, to),
            Edit::Remove(sq) => e.remove(sq),
            Edit::Start(start) => *e = Editor::start(start),
            Edit::Clear => e.clear(),
            Edit::Variant(v) => e.set_variant(v),
            Edit::Turn(c) => e.setup.turn = c,
            Edit::Castling(letter, on) => e.set_castling(letter, on),
            Edit::Belt(b) => e.set_belt(b),
            Edit::Halfmoves(n) => e.setup.halfmoves = n,
            Edit::Fullmoves(n) => e.setup.fullmoves = n.max(1),
        }
        self.fen_text = self.editor.fen();
        self.fen_error = None;
    }

    /// What is wrong: the field's text first, else the position's; `None`
    /// for a legal position that can be played.
    pub fn fault(&self) -> Option<Fault> {
        self.fen_error
            .clone()
            .or_else(|| self.editor.check().err().map(Fault::Position))
    }
}

#[cfg(test)]
#[path = "draft_tests.rs"]
mod tests;
