//! The game as the page sees it: the settings, the game record, the turn
//! being built (a normal move, then a belt move), the open dialog, and the
//! reducer that applies every user action.
//!
//! This module has no web dependency, so the whole turn flow is unit-tested
//! natively; the components only render a [`State`] and send [`Action`]s.

use super::saved::Loaded;
use super::think::{Job, Purpose};
use crate::rules::{
    parse_turn, Belt, BeltShift, Board, Color, Game, Move, Options, Outcome, OutcomeReason, Piece, Position, Role,
    Square, Start, Turn, Variant, CASTLINGS,
};

/// Who plays which side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The user plays White, the AI Black.
    AiBlack,
    /// The user plays Black, the AI White.
    AiWhite,
    /// Two people share the device.
    TwoPlayers,
    /// The AI plays both sides.
    AiVsAi,
}

impl Mode {
    /// Every mode, in the order the new-game dialog lists them.
    pub const ALL: [Mode; 4] = [Mode::AiBlack, Mode::AiWhite, Mode::TwoPlayers, Mode::AiVsAi];

    /// The key used by the new-game dialog (`data-setting="mode"`).
    pub fn key(self) -> &'static str {
        match self {
            Mode::AiBlack => "ai-black",
            Mode::AiWhite => "ai-white",
            Mode::TwoPlayers => "two-players",
            Mode::AiVsAi => "ai-vs-ai",
        }
    }

    /// A label for people.
    pub fn title(self) -> &'static str {
        match self {
            Mode::AiBlack => "Play White against the AI",
            Mode::AiWhite => "Play Black against the AI",
            Mode::TwoPlayers => "Two players on this device",
            Mode::AiVsAi => "Watch the AI play itself",
        }
    }

    /// The mode named by `key`.
    pub fn from_key(key: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.key() == key)
    }

    /// Whether the AI moves for `color`.
    pub fn ai_plays(self, color: Color) -> bool {
        match self {
            Mode::AiBlack => color == Color::Black,
            Mode::AiWhite => color == Color::White,
            Mode::TwoPlayers => false,
            Mode::AiVsAi => true,
        }
    }

    /// Whether the mode needs the AI at all.
    pub fn uses_ai(self) -> bool {
        self != Mode::TwoPlayers
    }
}

/// What the new-game dialog chooses.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The variant and its setup.
    pub start: Start,
    /// The optional *no belt check* rule (Full Belt Chess only).
    pub no_belt_check: bool,
    /// Who plays which side.
    pub mode: Mode,
    /// The AI's strength, 1..=5.
    pub level: u8,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            start: Start::FullBelt,
            no_belt_check: false,
            // A visitor expects an opponent: White against a middling AI.
            mode: Mode::AiBlack,
            level: 3,
        }
    }
}

impl Settings {
    /// The rules options these settings select (the option only exists in Full Belt Chess).
    pub fn options(&self) -> Options {
        Options {
            no_belt_check: self.no_belt_check && self.start.variant() == Variant::FullBelt,
        }
    }
}

/// What the board is waiting for; shown as `data-phase` on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// A normal move by the user.
    Move,
    /// A belt move by the user, after the normal move.
    Belt,
    /// The AI's turn.
    Ai,
    /// The game is over.
    Over,
}

impl Phase {
    /// The `data-phase` value.
    pub fn key(self) -> &'static str {
        match self {
            Phase::Move => "move",
            Phase::Belt => "belt",
            Phase::Ai => "ai",
            Phase::Over => "over",
        }
    }
}

/// A normal move made but not yet confirmed, with the belt shift being previewed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pending {
    /// The normal move (with its promotion, if any).
    pub normal: Move,
    /// The belt being previewed and its signed shift (never a multiple of 8).
    pub preview: Option<(Belt, i32)>,
    /// In the belt phase, a square clicked first: clicking a second square of
    /// its file or rank shifts that belt by the distance.
    pub anchor: Option<Square>,
}

impl Pending {
    /// The previewed belt move, if any.
    pub fn shift(&self) -> Option<BeltShift> {
        self.preview.and_then(|(belt, steps)| BeltShift::by_steps(belt, steps))
    }
}

/// The open dialog, if any.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Dialog {
    /// Choosing the variant, options, mode and level of a new game.
    NewGame,
    /// The rules of the current variant.
    Rules,
    /// Choosing the piece a pawn becomes: the move without its promotion.
    Promotion(Move),
    /// The game's link, its PGN and FEN, and importing a game or a position.
    Share,
}

/// How one piece reached the square it now stands on, for the slide
/// animation: an offset in (files, ranks) for the normal move, then one for
/// the belt. The piece starts at `square - belt - normal` and slides home.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Slide {
    /// Where the piece is now.
    pub square: Square,
    /// Offset from the normal move's destination back to its origin.
    pub normal: (i32, i32),
    /// Offset from the piece's square back to where it was before the belt
    /// moved, along the belt (may point off the board: the conveyor wraps).
    pub belt: (i32, i32),
}

/// The pieces to animate after the last change. `seq` changes with every
/// change so the page can restart its animations.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Motion {
    /// Counts changes; the page keys animated pieces by it.
    pub seq: u32,
    /// The pieces that moved.
    pub slides: Vec<Slide>,
}

impl Motion {
    /// The slide of the piece now on `sq`, if it moved.
    pub fn slide_at(&self, sq: Square) -> Option<&Slide> {
        self.slides.iter().find(|s| s.square == sq)
    }
}

/// Why a belt arrow is disabled, or nothing when the belt can be shifted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BeltState {
    /// The belt.
    pub belt: Belt,
    /// `Some(reason)` when no shift of this belt may follow the normal move
    /// (the rules' wording, lower case, to follow the belt's name).
    pub disabled: Option<String>,
}

/// Everything the page shows.
#[derive(Clone, Debug)]
pub struct State {
    /// The settings of the game being played.
    pub settings: Settings,
    /// The record: positions and turns.
    pub game: Game,
    /// Turns taken back, most recent last, for redo.
    pub redo: Vec<Turn>,
    /// The ply being looked at in the move list, or `None` for the live game.
    pub view: Option<usize>,
    /// The piece picked up by the user in the move phase.
    pub selected: Option<Square>,
    /// The turn being built in the belt phase.
    pub pending: Option<Pending>,
    /// The open dialog.
    pub dialog: Option<Dialog>,
    /// Whether Black is at the bottom.
    pub flipped: bool,
    /// A message about the last thing the user tried (a refused typed turn).
    pub error: Option<String>,
    /// What to animate.
    pub motion: Motion,
    /// The AI search under way, if any.
    pub thinking: Option<Thinking>,
    /// The AI's suggestion for the user, shown on the board.
    pub hint: Option<Hint>,
    /// Whether the user asked for a hint that has not been sent yet.
    pub hint_wanted: bool,
    /// What the AI's last finished search reached (`depth 4 · +0.35 · 12.3k nodes`).
    pub ai_info: Option<String>,
    /// A message about the page rather than a move: a link that could not be
    /// opened, a saved game set aside. Stays until dismissed or a new game.
    pub notice: Option<String>,
}

/// An AI search the page waits for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thinking {
    /// The job's key; replies with another key are stale.
    pub key: String,
    /// Play or hint.
    pub purpose: Purpose,
    /// The latest progress line (`depth 3 · +0.20 · 5.1k nodes`), empty at first.
    pub progress: String,
}

/// A suggested turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The turn.
    pub turn: Turn,
    /// The turn in display form.
    pub display: String,
}

/// Something the user (or the AI) did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A press on a square (the first half of click-click, or the start of a drag).
    Press(Square),
    /// A piece dragged from one square and dropped on another.
    Drop {
        /// Where the drag started.
        from: Square,
        /// Where it was released.
        to: Square,
    },
    /// The promotion piece chosen in the dialog.
    Promote(Role),
    /// A belt arrow: shift `belt` one more step in the direction of `dir` (+1 or -1).
    Arrow(Belt, i32),
    /// A drag in the belt phase from one square to another of the same file or rank.
    BeltDrag {
        /// Where the drag started.
        from: Square,
        /// Where it was released.
        to: Square,
    },
    /// Play the previewed belt move (button or Enter).
    ConfirmBelt,
    /// Take back the normal move before its belt move is confirmed.
    CancelBelt,
    /// The Escape key: close a dialog, else undo the preview, else take back the normal move.
    Escape,
    /// A whole turn typed in the move box.
    Typed(String),
    /// The page sent the AI a job ([`State::wanted_job`]).
    AiStarted {
        /// The job's key.
        key: String,
        /// Play or hint.
        purpose: Purpose,
    },
    /// The AI finished a depth.
    AiProgress {
        /// The job's key.
        key: String,
        /// The progress in words.
        text: String,
    },
    /// The AI's answer.
    AiDone {
        /// The job's key (an answer to an older job is ignored).
        key: String,
        /// The position searched.
        fen: String,
        /// The turn in machine form.
        turn: String,
        /// The turn in display form.
        display: String,
        /// The search's final progress line.
        info: String,
    },
    /// The AI could not run the job.
    AiFailed {
        /// The job's key.
        key: String,
        /// Why.
        message: String,
    },
    /// The user asks the AI for a suggestion.
    Hint,
    /// Take back the last turn (against the AI: the AI's reply and the user's turn).
    Undo,
    /// Replay a turn taken back.
    Redo,
    /// Turn the board around.
    Flip,
    /// The user gives up.
    Resign,
    /// Show the position after this many turns (from the move list).
    View(usize),
    /// Step through the move list: one turn back (-1) or forward (+1) from the shown position.
    Step(i32),
    /// Open a dialog.
    Open(Dialog),
    /// Close the open dialog.
    Close,
    /// Start a new game.
    NewGame(Settings),
    /// Put a whole game on the board: a saved game, a link, an imported PGN or FEN.
    Load(Box<Loaded>),
    /// Close the notice.
    DismissNotice,
}

fn coords(sq: Square) -> (i32, i32) {
    (i32::from(sq.file().index()), i32::from(sq.rank().index()))
}

fn offset(from: Square, to: Square) -> (i32, i32) {
    let (ff, fr) = coords(from);
    let (tf, tr) = coords(to);
    (ff - tf, fr - tr)
}

/// The offset that undoes `steps` of `belt` for a piece on it.
fn belt_offset(belt: Belt, steps: i32) -> (i32, i32) {
    match belt {
        Belt::File(_) => (0, -steps),
        Belt::Rank(_) => (-steps, 0),
    }
}

/// The squares `m` moves pieces between: the move itself and a castling rook.
fn moved_pieces(board: &Board, m: Move) -> Vec<(Square, Square)> {
    let mut out = vec![(m.from, m.to)];
    if board.role_at(m.from) == Some(Role::King) {
        if let Some(side) = CASTLINGS.iter().find(|s| s.king_from == m.from && s.king_to == m.to) {
            out.push((side.rook_from, side.rook_to));
        }
    }
    out
}

/// The slides of a normal move played on `before`, then an optional belt
/// shift of `steps` (signed, for the short way round) on the board `after`
/// the normal move.
fn turn_slides(before: &Board, normal: Option<Move>, after: &Board, belt: Option<(Belt, i32)>) -> Vec<Slide> {
    let moved = normal.map(|m| moved_pieces(before, m)).unwrap_or_default();
    let shift = belt.and_then(|(b, s)| BeltShift::by_steps(b, s).map(|shift| (shift, b, s)));
    let mut slides = Vec::new();
    for sq in Square::all().filter(|&s| after.piece_at(s).is_some()) {
        let normal = moved
            .iter()
            .find(|(_, to)| *to == sq)
            .map_or((0, 0), |&(from, to)| offset(from, to));
        let (square, belt) = match shift {
            Some((shift, b, steps)) if b.mask().contains(sq) => (shift.square_after(sq), belt_offset(b, steps)),
            _ => (sq, (0, 0)),
        };
        if normal != (0, 0) || belt != (0, 0) {
            slides.push(Slide { square, normal, belt });
        }
    }
    slides
}

impl Default for State {
    fn default() -> State {
        State::new(Settings::default())
    }
}

impl State {
    /// A new game with `settings`.
    pub fn new(settings: Settings) -> State {
        State {
            settings,
            game: Game::new(Position::start(settings.start, settings.options())),
            redo: Vec::new(),
            view: None,
            selected: None,
            pending: None,
            dialog: None,
            flipped: settings.mode == Mode::AiWhite,
            error: None,
            motion: Motion::default(),
            thinking: None,
            hint: None,
            hint_wanted: false,
            ai_info: None,
            notice: None,
        }
    }

    /// The live position (the game's current one).
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The position shown: the one picked in the move list, else the live one.
    pub fn shown_position(&self) -> &Position {
        self.view
            .and_then(|ply| self.game.position_at(ply))
            .unwrap_or_else(|| self.position())
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// What the board waits for.
    pub fn phase(&self) -> Phase {
        if self.outcome().is_some() {
            Phase::Over
        } else if self.settings.mode.ai_plays(self.position().turn()) {
            Phase::Ai
        } else if self.pending.is_some() {
            Phase::Belt
        } else {
            Phase::Move
        }
    }

    /// Whether the user may act on the board now (their turn, live view, no dialog).
    pub fn interactive(&self) -> bool {
        self.view.is_none() && self.dialog.is_none() && matches!(self.phase(), Phase::Move | Phase::Belt)
    }

    /// The pieces shown: the viewed position, or the live one with the
    /// pending normal move and the previewed belt shift applied.
    pub fn shown_board(&self) -> Board {
        if self.view.is_some() {
            return *self.shown_position().board();
        }
        let pos = self.position();
        match self
            .pending
            .and_then(|p| pos.after_move(p.normal).map(|a| (p, *a.board())))
        {
            Some((p, board)) => p.shift().map_or(board, |s| board.shifted(s)),
            None => *pos.board(),
        }
    }

    /// The squares the selected piece may move to.
    pub fn targets(&self) -> Vec<Square> {
        match self.selected {
            Some(from) if self.pending.is_none() => self
                .position()
                .legal_moves()
                .into_iter()
                .filter(|m| m.from == from)
                .map(|m| m.to)
                .collect(),
            _ => Vec::new(),
        }
    }

    /// In the belt phase, each of the 16 belts with the reason it cannot be
    /// shifted at all (forbidden, empty, no shift changes it, every shift
    /// leaves the king attacked...). Empty outside the belt phase.
    pub fn belt_states(&self) -> Vec<BeltState> {
        let pos = self.position();
        let Some(after) = self.pending.and_then(|p| pos.after_move(p.normal)) else {
            return Vec::new();
        };
        Belt::ALL
            .iter()
            .map(|&belt| {
                let refusals: Vec<_> = (1..8)
                    .filter_map(|k| BeltShift::new(belt, k))
                    .map(|s| after.refusal(s))
                    .collect();
                let disabled = if refusals.iter().any(Option::is_none) {
                    None
                } else {
                    refusals.first().copied().flatten().map(|r| r.to_string())
                };
                BeltState { belt, disabled }
            })
            .collect()
    }

    /// Why `belt` cannot be shifted at all after the pending normal move.
    fn belt_disabled(&self, belt: Belt) -> Option<String> {
        self.belt_states()
            .into_iter()
            .find(|b| b.belt == belt)
            .and_then(|b| b.disabled)
    }

    /// Why the previewed belt move cannot be confirmed, or `None` when it can.
    pub fn confirm_refusal(&self) -> Option<String> {
        let pending = self.pending?;
        let Some(shift) = pending.shift() else {
            return Some("Choose a belt move first: an arrow, or drag along a file or rank".into());
        };
        let pos = self.position();
        let after = pos.after_move(pending.normal)?;
        after
            .refusal(shift)
            .map(|r| format!("Belt move {}: {r}", shift.display()))
    }

    /// The last turn played before the shown position.
    pub fn last_turn(&self) -> Option<Turn> {
        let ply = self.view.unwrap_or(self.game.turns().len());
        ply.checked_sub(1).and_then(|i| self.game.turns().get(i).copied())
    }

    /// The one-line status: whose turn and phase, check, or the result.
    pub fn status(&self) -> String {
        if let Some(ply) = self.view {
            return format!(
                "Viewing the position after move {} of {}: click the last move to return",
                ply,
                self.game.turns().len()
            );
        }
        if let Some(outcome) = self.outcome() {
            return format!("{outcome}.");
        }
        let pos = self.position();
        let side = pos.turn();
        let check = if pos.is_check() { " Check!" } else { "" };
        let text = match self.phase() {
            Phase::Ai => match self.thinking.as_ref().map(|t| t.progress.as_str()) {
                Some(p) if !p.is_empty() => format!("{side} (AI) is thinking… {p}"),
                _ => format!("{side} (AI) is thinking…"),
            },
            Phase::Belt => {
                format!("{side}: now shift a belt (arrows, or drag along a file or rank), then confirm with Enter.")
            }
            _ if self.dialog.is_some_and(|d| matches!(d, Dialog::Promotion(_))) => {
                format!("{side}: choose the promotion piece.")
            }
            _ if pos.variant().has_belts() => format!("{side} to move: make a normal move."),
            _ => format!("{side} to move."),
        };
        format!("{text}{check}")
    }

    fn human_is(&self, color: Color) -> bool {
        !self.settings.mode.ai_plays(color)
    }

    fn bump(&mut self, slides: Vec<Slide>) {
        self.motion = Motion {
            seq: self.motion.seq.wrapping_add(1),
            slides,
        };
    }

    /// Plays a legal whole turn, animating all of it from the board before it.
    fn commit(&mut self, turn: Turn, animate_normal: bool) -> Result<(), String> {
        let pos = self.position().clone();
        let after = pos.check_turn(turn).map_err(|e| capitalise(&e.to_string()))?;
        let normal = animate_normal.then_some(turn.normal);
        let slides = turn_slides(
            pos.board(),
            normal,
            after.board(),
            turn.belt.map(|b| (b.belt(), b.signed_steps())),
        );
        self.game.play(turn).map_err(|e| capitalise(&e.to_string()))?;
        if self.redo.last() == Some(&turn) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.pending = None;
        self.selected = None;
        self.error = None;
        self.forget_ai();
        self.bump(slides);
        Ok(())
    }

    /// Starts the belt phase after a legal normal move, or plays the turn at
    /// once in Chess without Pawns.
    fn make_normal(&mut self, m: Move, animate: bool) {
        let pos = self.position().clone();
        if pos.variant().has_belts() {
            self.selected = None;
            self.pending = Some(Pending {
                normal: m,
                preview: None,
                anchor: None,
            });
            let after = pos.after_move(m).map(|a| *a.board()).unwrap_or(*pos.board());
            let slides = if animate {
                turn_slides(pos.board(), Some(m), &after, None)
            } else {
                Vec::new()
            };
            self.bump(slides);
        } else if let Err(e) = self.commit(Turn { normal: m, belt: None }, animate) {
            self.error = Some(e);
        }
    }

    /// Tries the move `from`-`to` for the user; asks for a promotion piece when needed.
    fn try_user_move(&mut self, from: Square, to: Square, animate: bool) -> bool {
        let moves: Vec<Move> = self
            .position()
            .legal_moves()
            .into_iter()
            .filter(|m| m.from == from && m.to == to)
            .collect();
        match moves.as_slice() {
            [] => false,
            [m] => {
                self.make_normal(*m, animate);
                true
            }
            [m, ..] => {
                self.selected = None;
                self.dialog = Some(Dialog::Promotion(Move::new(m.from, m.to)));
                true
            }
        }
    }

    fn own_piece(&self, sq: Square) -> bool {
        let pos = self.position();
        pos.board().piece_at(sq).is_some_and(|p| p.color == pos.turn())
    }

    fn press(&mut self, sq: Square) {
        if self.pending.is_some() {
            self.belt_press(sq);
            return;
        }
        let selected = self.selected;
        match selected {
            Some(from) if from == sq => self.selected = None,
            Some(from) if self.try_user_move(from, sq, true) => {}
            _ => self.selected = self.own_piece(sq).then_some(sq),
        }
    }

    fn drop(&mut self, from: Square, to: Square) {
        if self.pending.is_some() {
            self.belt_drag(from, to);
        } else if from == to {
            // A press and release on the same square: the press already selected it.
        } else if !self.try_user_move(from, to, false) {
            // Snap back: the piece returns, still selected for a click-click retry.
            self.selected = self.own_piece(from).then_some(from);
            self.bump(Vec::new());
        }
    }

    /// Shifts the pending preview of `belt` by `delta` more steps (another belt starts afresh).
    fn shift_preview(&mut self, belt: Belt, delta: i32) {
        let Some(mut pending) = self.pending else { return };
        if let Some(reason) = self.belt_disabled(belt) {
            self.error = Some(capitalise(&format!("{belt} cannot be shifted: {reason}")));
            return;
        }
        let before = self.shown_board();
        let steps = match pending.preview {
            Some((b, s)) if b == belt => s + delta,
            _ => delta,
        };
        let steps = (steps + 4).rem_euclid(8) - 4;
        let base = match pending.preview {
            Some((b, _)) if b != belt => {
                // Another belt was previewed: go back to the board after the normal move first.
                let pos = self.position();
                pos.after_move(pending.normal).map(|a| *a.board()).unwrap_or(before)
            }
            _ => before,
        };
        pending.preview = (steps != 0).then_some((belt, steps));
        pending.anchor = None;
        self.pending = Some(pending);
        self.bump(turn_slides(&base, None, &base, Some((belt, delta))));
    }

    fn belt_press(&mut self, sq: Square) {
        let Some(mut pending) = self.pending else { return };
        match pending.anchor {
            Some(a) if a == sq => pending.anchor = None,
            Some(a) if a.file() == sq.file() || a.rank() == sq.rank() => {
                self.belt_drag(a, sq);
                return;
            }
            _ => pending.anchor = Some(sq),
        }
        self.pending = Some(pending);
    }

    fn belt_drag(&mut self, from: Square, to: Square) {
        let (df, dr) = (-offset(from, to).0, -offset(from, to).1);
        if df == 0 && dr == 0 {
            return;
        }
        if df == 0 {
            self.shift_preview(Belt::File(from.file()), dr);
        } else if dr == 0 {
            self.shift_preview(Belt::Rank(from.rank()), df);
        } else {
            self.error = Some(format!(
                "{from} and {to} are not on the same file or rank: a belt moves along one file or one rank"
            ));
        }
    }

    fn confirm(&mut self) {
        let Some(pending) = self.pending else { return };
        if let Some(reason) = self.confirm_refusal() {
            self.error = Some(reason);
            return;
        }
        let turn = Turn {
            normal: pending.normal,
            belt: pending.shift(),
        };
        // The preview already shows the pieces in place: nothing to animate.
        let motion_seq = self.motion.seq;
        match self.commit(turn, false) {
            Ok(()) => {
                self.motion = Motion {
                    seq: motion_seq.wrapping_add(1),
                    slides: Vec::new(),
                }
            }
            Err(e) => self.error = Some(e),
        }
    }

    fn cancel_belt(&mut self) {
        if self.pending.take().is_some() {
            self.error = None;
            self.bump(Vec::new());
        }
    }

    fn escape(&mut self) {
        if self.dialog.take().is_some() {
            return;
        }
        match self.pending {
            Some(mut p) if p.preview.is_some() || p.anchor.is_some() => {
                p.preview = None;
                p.anchor = None;
                self.pending = Some(p);
                self.bump(Vec::new());
            }
            Some(_) => self.cancel_belt(),
            None => self.selected = None,
        }
    }

    fn typed(&mut self, text: &str) {
        let pos = self.position().clone();
        let result = parse_turn(&pos, text)
            .map_err(|e| e.to_string())
            .and_then(|turn| self.commit(turn, true));
        if let Err(e) = result {
            self.error = Some(capitalise(&e));
        }
    }

    /// Whether an undo or redo should go one turn further: against the AI the
    /// user takes back (or replays) the AI's reply together with their own turn,
    /// so that they are to move again.
    fn ai_to_move_vs_user(&self) -> bool {
        let mode = self.settings.mode;
        mode != Mode::AiVsAi && mode.ai_plays(self.position().turn())
    }

    /// Drops the search under way and the hint: they were for a position no longer on the board.
    fn forget_ai(&mut self) {
        self.thinking = None;
        self.hint = None;
        self.hint_wanted = false;
    }

    fn undo(&mut self) {
        // In the belt phase, Undo takes back only the unconfirmed normal move.
        if self.pending.is_some() {
            self.cancel_belt();
            return;
        }
        self.forget_ai();
        self.pending = None;
        self.selected = None;
        self.view = None;
        self.error = None;
        if self.outcome().is_some_and(|o| o.reason == OutcomeReason::Resignation) {
            // Taking back a resignation restores the game as it was.
            self.game.undo();
        } else if let Some(t) = self.game.undo() {
            self.redo.push(t);
            if self.ai_to_move_vs_user() {
                if let Some(t) = self.game.undo() {
                    self.redo.push(t);
                }
            }
        }
        self.bump(Vec::new());
    }

    fn redo(&mut self) {
        self.pending = None;
        self.selected = None;
        self.view = None;
        while let Some(&turn) = self.redo.last() {
            if let Err(e) = self.commit(turn, true) {
                self.error = Some(e);
                self.redo.clear();
            }
            if !self.ai_to_move_vs_user() {
                break;
            }
        }
    }

    fn resign(&mut self) {
        let pos_turn = self.position().turn();
        let color = if self.human_is(pos_turn) { pos_turn } else { !pos_turn };
        self.pending = None;
        self.selected = None;
        self.game.resign(color);
    }

    fn ai_done(&mut self, key: &str, fen: &str, text: &str, display: String) {
        let Some(thinking) = self.thinking.take_if(|t| t.key == key) else {
            return;
        };
        let pos = self.position().clone();
        if pos.fen() != fen {
            return;
        }
        match (thinking.purpose, parse_turn(&pos, text)) {
            (Purpose::Move, Ok(turn)) if self.phase() == Phase::Ai => {
                if let Err(e) = self.commit(turn, true) {
                    self.error = Some(format!("The AI's move was refused: {e}"));
                }
            }
            (Purpose::Hint, Ok(turn)) if self.view.is_none() => self.hint = Some(Hint { turn, display }),
            (_, Err(e)) => self.error = Some(format!("The AI's move was refused: {e}")),
            _ => {}
        }
    }

    /// The AI job the page should send now, if any: the AI's move when it is
    /// to play, or a hint the user asked for; `None` while that job runs.
    pub fn wanted_job(&self, seed: u64) -> Option<Job> {
        let purpose = match self.phase() {
            Phase::Ai => Purpose::Move,
            Phase::Move | Phase::Belt if self.hint_wanted => Purpose::Hint,
            _ => return None,
        };
        let start_fen = self.game.start().fen();
        let job = Job {
            start: self.settings.start,
            // A game from a link's or a pasted FEN: the worker replays from that position.
            start_fen: (start_fen != self.settings.start.fen()).then_some(start_fen),
            no_belt_check: self.settings.options().no_belt_check,
            turns: self.game.turns().iter().map(|t| t.machine()).collect(),
            level: self.settings.level,
            seed,
            purpose,
        };
        let running = self.thinking.as_ref().is_some_and(|t| t.key == job.key());
        (!running).then_some(job)
    }

    /// Applies one action. Actions that make no sense now (a press while the
    /// AI thinks, a stale AI reply) are ignored, never a panic.
    pub fn apply(&mut self, action: Action) {
        let live = self.interactive();
        match action {
            Action::Press(sq) if live => self.press(sq),
            Action::Drop { from, to } if live => self.drop(from, to),
            Action::Promote(role) => {
                if let Some(Dialog::Promotion(m)) = self.dialog {
                    self.dialog = None;
                    self.make_normal(
                        Move {
                            promotion: Some(role),
                            ..m
                        },
                        true,
                    );
                }
            }
            Action::Arrow(belt, dir) if live => self.shift_preview(belt, dir.signum()),
            Action::BeltDrag { from, to } if live => self.belt_drag(from, to),
            Action::ConfirmBelt if live => self.confirm(),
            Action::CancelBelt if live => self.cancel_belt(),
            Action::Escape => self.escape(),
            Action::Typed(text) if self.view.is_none() && matches!(self.phase(), Phase::Move | Phase::Belt) => {
                self.pending = None;
                self.typed(&text);
            }
            Action::Typed(_) => {
                self.error = Some(match self.phase() {
                    Phase::Over => "The game is over: start a new game to play on".into(),
                    Phase::Ai => "Wait for the AI's move".into(),
                    _ => "Return to the live position (click the last move) to play".into(),
                });
            }
            Action::AiStarted { key, purpose } => {
                if purpose == Purpose::Hint {
                    self.hint_wanted = false;
                }
                self.thinking = Some(Thinking {
                    key,
                    purpose,
                    progress: String::new(),
                });
            }
            Action::AiProgress { key, text } => {
                if let Some(t) = self.thinking.as_mut().filter(|t| t.key == key) {
                    t.progress = text;
                }
            }
            Action::AiDone {
                key,
                fen,
                turn,
                display,
                info,
            } => {
                if self.thinking.as_ref().is_some_and(|t| t.key == key) {
                    self.ai_info = Some(info);
                }
                self.ai_done(&key, &fen, &turn, display);
            }
            Action::AiFailed { key, message } => {
                if self.thinking.as_ref().is_some_and(|t| t.key == key) {
                    self.thinking = None;
                    self.error = Some(format!("The AI could not move: {message}"));
                }
            }
            Action::Hint => {
                if matches!(self.phase(), Phase::Move | Phase::Belt) {
                    self.hint = None;
                    self.hint_wanted = true;
                }
            }
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::Flip => self.flipped = !self.flipped,
            Action::Resign => {
                if self.outcome().is_none() {
                    self.resign();
                }
            }
            Action::View(ply) => {
                let last = self.game.turns().len();
                self.view = (ply < last).then_some(ply);
                self.selected = None;
                self.bump(Vec::new());
            }
            Action::Step(delta) => {
                let last = self.game.turns().len();
                let shown = self.view.unwrap_or(last) as i64;
                let target = (shown + i64::from(delta)).clamp(0, last as i64) as usize;
                self.apply(Action::View(target));
            }
            Action::Open(dialog) => self.dialog = Some(dialog),
            Action::Close => {
                self.dialog = None;
            }
            Action::NewGame(settings) => *self = State::new(settings),
            Action::Load(loaded) => {
                let Loaded {
                    settings,
                    game,
                    flipped,
                    notice,
                } = *loaded;
                *self = State::new(settings);
                self.game = game;
                self.flipped = flipped;
                self.notice = notice;
            }
            Action::DismissNotice => self.notice = None,
            Action::Press(_)
            | Action::Drop { .. }
            | Action::Arrow(..)
            | Action::BeltDrag { .. }
            | Action::ConfirmBelt
            | Action::CancelBelt => {}
        }
    }

    /// The piece on `sq` of the shown board, as `data-piece` writes it (`wN`).
    pub fn piece_code(piece: Piece) -> String {
        format!("{}{}", piece.color.char(), piece.role.upper_char())
    }
}

/// The text with its first letter in upper case (messages from the rules start in lower case).
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn belt(c: char) -> Belt {
        Belt::from_char(c).unwrap()
    }

    fn state(start: Start) -> State {
        State::new(Settings {
            start,
            mode: Mode::TwoPlayers,
            ..Settings::default()
        })
    }

    #[test]
    fn click_click_then_arrows_then_confirm_plays_a_turn() {
        let mut s = state(Start::FullBelt);
        assert_eq!(s.phase(), Phase::Move);
        s.apply(Action::Press(sq("g1")));
        assert_eq!(s.selected, Some(sq("g1")));
        let mut t = s.targets();
        t.sort();
        assert_eq!(t, vec![sq("f3"), sq("h3")]);
        s.apply(Action::Press(sq("f3")));
        assert_eq!(s.phase(), Phase::Belt);
        assert!(s.confirm_refusal().is_some(), "no belt chosen yet");
        for _ in 0..4 {
            s.apply(Action::Arrow(belt('f'), 1));
        }
        assert_eq!(s.shown_board().piece_at(sq("f7")).map(|p| p.char()), Some('N'));
        assert_eq!(s.confirm_refusal(), None);
        s.apply(Action::ConfirmBelt);
        assert_eq!(s.game.display_moves(), vec!["Nf3 f+4"]);
        assert_eq!(s.phase(), Phase::Move);
        assert_eq!(s.position().turn(), Color::Black);
    }

    #[test]
    fn arrows_wrap_and_cancel_out() {
        let mut s = state(Start::FullBelt);
        s.apply(Action::Press(sq("g1")));
        s.apply(Action::Press(sq("f3")));
        s.apply(Action::Arrow(belt('4'), -1));
        assert_eq!(
            s.pending.unwrap().preview,
            None,
            "rank 4 is empty: its arrows do nothing"
        );
        assert_eq!(
            s.error.as_deref(),
            Some("Rank 4 cannot be shifted: there is no piece on this belt")
        );
        s.apply(Action::Arrow(belt('a'), 1));
        s.apply(Action::Arrow(belt('a'), -1));
        assert_eq!(s.pending.unwrap().preview, None);
        s.apply(Action::Arrow(belt('a'), -1));
        assert_eq!(s.pending.unwrap().shift().unwrap().k(), 7);
        assert_eq!(s.shown_board().piece_at(sq("a8")).map(|p| p.char()), Some('R'));
        s.apply(Action::Arrow(belt('b'), 1));
        assert_eq!(
            s.pending.unwrap().shift().unwrap().machine(),
            "b+1",
            "another belt starts afresh"
        );
        assert_eq!(s.shown_board().piece_at(sq("a1")).map(|p| p.char()), Some('R'));
    }

    #[test]
    fn belt_drag_and_belt_clicks_shift_by_the_distance() {
        let mut s = state(Start::FullBelt);
        s.apply(Action::Drop {
            from: sq("g1"),
            to: sq("f3"),
        });
        assert_eq!(s.phase(), Phase::Belt);
        s.apply(Action::Drop {
            from: sq("a1"),
            to: sq("d1"),
        });
        assert_eq!(s.pending.unwrap().shift().unwrap().machine(), "1+3");
        s.apply(Action::Escape);
        assert_eq!(s.pending.unwrap().preview, None, "Escape undoes the preview first");
        s.apply(Action::Press(sq("h2")));
        s.apply(Action::Press(sq("h5")));
        assert_eq!(s.pending.unwrap().shift().unwrap().machine(), "h+3");
        s.apply(Action::Drop {
            from: sq("a1"),
            to: sq("b2"),
        });
        assert!(s.error.as_deref().unwrap().contains("same file or rank"));
        s.apply(Action::ConfirmBelt);
        assert_eq!(s.game.display_moves(), vec!["Nf3 h+3"]);
    }

    #[test]
    fn illegal_drop_snaps_back_and_cancel_takes_the_move_back() {
        let mut s = state(Start::FullBelt);
        s.apply(Action::Drop {
            from: sq("g1"),
            to: sq("g3"),
        });
        assert_eq!(s.phase(), Phase::Move);
        assert_eq!(s.shown_board(), *s.position().board());
        s.apply(Action::Drop {
            from: sq("g1"),
            to: sq("f3"),
        });
        assert_eq!(s.phase(), Phase::Belt);
        s.apply(Action::CancelBelt);
        assert_eq!(s.phase(), Phase::Move);
        assert_eq!(s.shown_board(), *s.position().board());
        s.apply(Action::Typed("Nf3 f+4".into()));
        s.apply(Action::Press(sq("b8")));
        s.apply(Action::Press(sq("c6")));
        s.apply(Action::Undo);
        assert_eq!(
            s.phase(),
            Phase::Move,
            "Undo in the belt phase takes back the normal move only"
        );
        assert_eq!(s.game.turns().len(), 1);
    }

    #[test]
    fn disabled_belts_say_why() {
        let mut s = state(Start::FullBelt);
        s.apply(Action::Typed("Nf3 1+1".into()));
        assert!(s.error.is_none(), "{:?}", s.error);
        s.apply(Action::Press(sq("g8")));
        s.apply(Action::Press(sq("f6")));
        let states = s.belt_states();
        let one = states.iter().find(|b| b.belt == belt('1')).unwrap();
        assert_eq!(
            one.disabled.as_deref(),
            Some("the opponent shifted this belt last turn")
        );
        let four = states.iter().find(|b| b.belt == belt('4')).unwrap();
        assert_eq!(four.disabled.as_deref(), Some("there is no piece on this belt"));
        assert!(states.iter().find(|b| b.belt == belt('a')).unwrap().disabled.is_none());
    }

    #[test]
    fn promotion_asks_for_the_piece() {
        let fen = "8/P6k/8/8/8/8/8/K7 w - - 0 5";
        let mut s = state(Start::FullBelt);
        s.game = Game::new(Position::from_fen(fen, Variant::FullBelt, Options::default()).unwrap());
        s.apply(Action::Press(sq("a7")));
        s.apply(Action::Press(sq("a8")));
        assert_eq!(s.dialog, Some(Dialog::Promotion(Move::new(sq("a7"), sq("a8")))));
        s.apply(Action::Promote(Role::Knight));
        assert_eq!(s.phase(), Phase::Belt);
        assert_eq!(s.shown_board().piece_at(sq("a8")).map(|p| p.char()), Some('N'));
    }

    #[test]
    fn no_pawns_moves_play_at_once_and_a_capture_wins() {
        let mut s = state(Start::NoPawns);
        s.apply(Action::Typed("Nc3".into()));
        assert_eq!(s.position().turn(), Color::Black);
        let fen = "3k4/8/8/8/8/8/1n6/K7 w - - 0 1";
        s.game = Game::new(Position::from_fen(fen, Variant::NoPawns, Options::default()).unwrap());
        s.apply(Action::Press(sq("a1")));
        s.apply(Action::Press(sq("b2")));
        assert_eq!(s.phase(), Phase::Over);
        assert_eq!(s.status(), "White wins by king capture.");
    }

    #[test]
    fn typed_errors_are_messages() {
        let mut s = state(Start::FullBelt);
        for bad in ["", "zz", "e2e5 f+1", "Nf3", "Nf3 f+9", "e2e4 e+1 extra"] {
            s.apply(Action::Typed(bad.into()));
            assert!(s.error.is_some(), "{bad}");
            assert_eq!(s.game.turns().len(), 0);
        }
    }

    #[test]
    fn undo_redo_and_view() {
        let mut s = state(Start::FullBelt);
        s.apply(Action::Typed("Nf3 f+4".into()));
        s.apply(Action::Typed("Nc6 c-1".into()));
        assert_eq!(s.game.turns().len(), 2, "{:?}", s.error);
        s.apply(Action::Undo);
        assert_eq!(s.game.turns().len(), 1);
        s.apply(Action::Redo);
        assert_eq!(s.game.display_moves(), vec!["Nf3 f+4", "Nc6 c-1"]);
        s.apply(Action::View(1));
        assert_eq!(s.shown_position().turn(), Color::Black);
        s.apply(Action::Press(sq("e2")));
        assert_eq!(s.selected, None, "the board is read-only while viewing history");
        s.apply(Action::View(2));
        assert_eq!(s.view, None);
        s.apply(Action::Step(-1));
        s.apply(Action::Step(-1));
        s.apply(Action::Step(-1));
        assert_eq!(s.view, Some(0), "stepping back stops at the start");
        s.apply(Action::Step(1));
        s.apply(Action::Step(5));
        assert_eq!(s.view, None, "stepping forward returns to the live game");
    }

    #[test]
    fn a_threefold_repetition_ends_the_game_with_its_reason() {
        let mut s = state(Start::NoPawns);
        for _ in 0..2 {
            for t in ["Nc3", "Nc6", "Nb1", "Nb8"] {
                s.apply(Action::Typed(t.into()));
                assert_eq!(s.error, None, "{t}");
            }
        }
        assert_eq!(s.phase(), Phase::Over);
        assert_eq!(s.status(), "Draw by threefold repetition.");
    }

    /// Plays the AI's side of a job as the page would: start it, answer it.
    fn answer(s: &mut State, text: &str) {
        let job = s.wanted_job(1).expect("the AI has a job");
        assert!(s.wanted_job(1).is_some());
        s.apply(Action::AiStarted {
            key: job.key(),
            purpose: job.purpose,
        });
        assert_eq!(s.wanted_job(1), None, "a running job is not sent twice");
        let fen = s.position().fen();
        s.apply(Action::AiDone {
            key: job.key(),
            fen,
            turn: text.into(),
            display: text.into(),
            info: "depth 1".into(),
        });
    }

    #[test]
    fn undo_against_the_ai_takes_back_its_reply() {
        let mut s = State::default();
        assert_eq!(s.settings.mode, Mode::AiBlack);
        assert_eq!(s.wanted_job(1), None, "the user moves first");
        s.apply(Action::Typed("Nf3 f+4".into()));
        assert_eq!(s.phase(), Phase::Ai);
        let job = s.wanted_job(1).unwrap();
        s.apply(Action::AiStarted {
            key: job.key(),
            purpose: Purpose::Move,
        });
        s.apply(Action::AiProgress {
            key: job.key(),
            text: "depth 2".into(),
        });
        assert_eq!(s.status(), "Black (AI) is thinking… depth 2");
        s.apply(Action::AiDone {
            key: "stale".into(),
            fen: s.position().fen(),
            turn: "b8c6 c-1".into(),
            display: String::new(),
            info: String::new(),
        });
        assert_eq!(s.game.turns().len(), 1, "an answer to another job is ignored");
        s.apply(Action::AiDone {
            key: job.key(),
            fen: s.position().fen(),
            turn: "b8c6 c-1".into(),
            display: String::new(),
            info: String::new(),
        });
        assert_eq!(s.game.turns().len(), 2, "{:?}", s.error);
        assert_eq!(s.thinking, None);
        s.apply(Action::Undo);
        assert_eq!(s.game.turns().len(), 0);
        s.apply(Action::Redo);
        assert_eq!(s.game.turns().len(), 2);
    }

    #[test]
    fn the_ai_plays_both_sides_and_hints_are_shown_not_played() {
        let mut s = State::new(Settings {
            mode: Mode::AiVsAi,
            start: Start::NoPawns,
            ..Settings::default()
        });
        answer(&mut s, "b1c3");
        answer(&mut s, "b8c6");
        assert_eq!(s.game.display_moves(), vec!["Nc3", "Nc6"]);
        let mut s = state(Start::FullBelt);
        assert_eq!(s.wanted_job(1), None);
        s.apply(Action::Hint);
        assert_eq!(s.wanted_job(1).unwrap().purpose, Purpose::Hint);
        answer(&mut s, "g1f3 f+4");
        assert_eq!(s.game.turns().len(), 0, "a hint is not played");
        assert_eq!(s.hint.as_ref().map(|h| h.turn.machine()), Some("g1f3 f+4".to_string()));
        s.apply(Action::Typed("e2e3 a+1".into()));
        assert_eq!(s.hint, None, "a hint goes with its position");
        s.apply(Action::Hint);
        answer(&mut s, "e2e4 a+1");
        assert!(s.error.as_deref().unwrap().starts_with("The AI's move was refused"));
    }

    #[test]
    fn resign_and_its_undo() {
        let mut s = state(Start::NoPawns);
        s.apply(Action::Resign);
        assert_eq!(s.status(), "Black wins by resignation.");
        s.apply(Action::Undo);
        assert_eq!(s.outcome(), None);
    }

    #[test]
    fn slides_follow_the_normal_move_then_the_belt() {
        let mut s = state(Start::FullBelt);
        s.apply(Action::Typed("g1f3 f+4".into()));
        let knight = s.motion.slide_at(sq("f7")).unwrap();
        assert_eq!(knight.normal, (1, -2));
        assert_eq!(knight.belt, (0, -4));
        let pawn = s.motion.slide_at(sq("f6")).unwrap();
        assert_eq!(pawn.normal, (0, 0));
        assert_eq!(pawn.belt, (0, -4));
    }
}
