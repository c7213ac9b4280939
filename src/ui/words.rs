//! The page's words for the typed values below it: the status line, the
//! feedback on a refused action, notices, the AI's progress. Kept apart from
//! the components so that every sentence is tested natively.

use super::assist::Win;
use super::examples::{Example, Lesson};
use super::formats::link::LinkError;
use super::job::{JobError, Purpose};
use super::loaded::Notice;
use super::puzzle::{one_in, Difficulty};
use super::state::{CoachTip, Dialog, Feedback, NotNow, Phase, State};
use crate::ai::{Info, Score};
use crate::puzzles::Kind;
use crate::rules::review::{Mark, TurnReview};
use crate::rules::threats::{passed, NoPass};
use crate::rules::{Belt, BeltRefusal, Color, Evaluation, Game, Turn};
use crate::ui::notation::{belt_words, turn_words};
pub use crate::ui::puzzle_words::{puzzle_progress, puzzle_streak};

/// The text with its first letter in upper case (messages from the rules start in lower case).
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        // ASCII only: the messages are English, and full Unicode case
        // mapping would bring its tables (about 30 KB) into the wasm.
        Some(c) => c.to_ascii_uppercase().to_string() + chars.as_str(),
        None => String::new(),
    }
}

/// A belt's name as a sentence starts it: `File f`, `Rank 4`.
fn belt_name(belt: Belt) -> String {
    capitalise(&belt.to_string())
}

/// What the page says about a refused action.
pub fn feedback(feedback: &Feedback) -> String {
    match feedback {
        Feedback::BeltRefused(belt, why) => format!("{} cannot be shifted: {why}", belt_name(*belt)),
        Feedback::NotOneBelt(from, to) => {
            format!("{from} and {to} are not on the same file or rank: a belt moves along one file or one rank")
        }
        Feedback::NoBeltChosen => "Choose a belt move first: an arrow, or drag along a file or rank".into(),
        Feedback::ShiftRefused(shift, why) => format!("Belt move {}: {why}", belt_words(*shift)),
        Feedback::Illegal(e) => capitalise(&e.to_string()),
        Feedback::Unreadable(e) => capitalise(&e.to_string()),
        Feedback::NotNow(NotNow::GameOver) => "The game is over: start a new game to play on".into(),
        Feedback::NotNow(NotNow::AiToMove) => "Wait for the AI's move".into(),
        Feedback::NotNow(NotNow::ViewingHistory) => "Return to the live position (click the last move) to play".into(),
        Feedback::AiRefused(e) => format!("The AI's move was refused: {e}"),
        Feedback::AiFailed(e) => format!("The AI could not move: {e}"),
    }
}

/// The words of a notice.
pub fn notice(notice: &Notice) -> String {
    match notice {
        Notice::BadLink(why) => format!("This link could not be opened: {why}. A new game was started instead."),
        Notice::LinkParameterIgnored(why) => format!("Part of this link was ignored: {why}."),
        Notice::SaveSetAside { why, key } => format!(
            "Your saved game could not be resumed: {why}. It was set aside \
             (kept in this browser's storage as '{key}') and a new game was started."
        ),
        Notice::RelayYourMove(side) => {
            format!("Your move as {side}: play your turn, then send the link offered under the board to your opponent.")
        }
        Notice::RelayMismatch(why) => {
            format!("This play-by-link link does not check out: {why}. Its game is shown as it stands.")
        }
        Notice::ResignationTakenBack => "The resignation was taken back: the game goes on.".into(),
        Notice::Lesson => "Try the rule here, playing both sides. Your game is kept: open it again from Games.".into(),
        Notice::StorageRefused => {
            "This browser does not let Beltboard store games: play goes on, but this game will not be kept.".into()
        }
        Notice::PuzzleNotFound(id) => {
            format!("There is no puzzle \"{id}\": check the link. Your game is as you left it.")
        }
        Notice::PuzzlesUnavailable(why) => {
            format!("The puzzles could not be opened ({why}). Your game is as you left it.")
        }
    }
}

/// What a lesson's small board shows, in words: its caption, and the text
/// screen readers read for the board.
pub fn lesson_caption(lesson: Lesson, diagram: &Example) -> String {
    match lesson {
        Lesson::WorkedTurn => "The inventor's example: 1. Ng1-f3, then the f-file turns four squares. The knight ends up \
            on f7, White's pawn from f2 on f6, and Black's bishop from f8 on f4."
            .into(),
        Lesson::RefusedBelts => {
            let mut text = String::from("After the normal move 1. Nf3 no shift at all is allowed of these belts: ");
            let mut groups: Vec<(BeltRefusal, Vec<String>)> = Vec::new();
            for (belt, why) in &diagram.refused {
                let Some(first) = why.first() else { continue };
                match groups.iter_mut().find(|(w, _)| w == first) {
                    Some((_, belts)) => belts.push(belt.to_string()),
                    None => groups.push((*first, vec![belt.to_string()])),
                }
            }
            let parts: Vec<String> = groups
                .iter()
                .map(|(why, belts)| format!("{} ({why})", belts.join(", ")))
                .collect();
            text.push_str(&parts.join("; "));
            text.push_str(". On the board their arrows are greyed: hover one to see why.");
            text
        }
        Lesson::ForbiddenBelt => "White played 1. Nf3 f+4, so on this turn Black may not shift the f-file, in either \
            direction. On the next turn White may shift it again."
            .into(),
        Lesson::FrozenPawn => "1. d4, then the d-file four squares: the belt carried White's pawn to d8. It stays a pawn: \
            it cannot move and attacks nothing until a belt carries it away. Only a normal move to the last rank promotes."
            .into(),
        Lesson::FirstTurnCheck => "White's first turn may not give check. After 1. e4, the belt move f-3 (the f-file three \
            squares down) would carry White's pawn from f2 round the end to f7, attacking the king on e8: refused. On a \
            later turn it would be check."
            .into(),
        Lesson::NoBeltCheck => "With the optional rule \u{201c}no check by a belt move\u{201d}, 2. d3 f-3 is refused: the \
            belt would carry White's pawn to f7 and give check, which the normal move did not. Without the rule it is a \
            legal check."
            .into(),
        Lesson::QuietCheck => "1. Bb5 checks the king on e8. Rooks, bishops and knights give check, but they move only \
            to empty squares: they never capture."
            .into(),
        Lesson::KingCapture => "White's knight on c7 checks the e8-king, but nothing protects it: Black's d8-king takes \
            it and wins at once."
            .into(),
        Lesson::Castling => "Both kings may castle: the e-king with the h-rook (O-O: e1 to g1, the rook to f1) and the \
            d-king with the a-rook (O-O-O: d1 to b1, the rook to c1). Move the king two squares."
            .into(),
        Lesson::DoubleKingFork => "4. Nc6 attacks both of Black's kings, on d8 and e7. No single move answers both checks \
            and neither king can take the knight: checkmate."
            .into(),
    }
}

/// The coach's tip: its step ("1 of 3") and what to do. Each fits three
/// lines of a phone's width, where the coach keeps the height of three
/// (so that nothing under it jumps from tip to tip).
pub fn coach_tip(tip: CoachTip, keyboard: bool) -> (&'static str, &'static str) {
    match (tip, keyboard) {
        (CoachTip::Move, _) => (
            "1 of 3",
            "A turn has two parts. First a normal chess move: click a piece, then its square (or drag it).",
        ),
        (CoachTip::Belt, _) => (
            "2 of 3",
            "Then shift a belt: click an arrow at the board's edge, one square per click, or drag along a file or rank.",
        ),
        (CoachTip::Confirm, false) => (
            "3 of 3",
            "The shift is shown on the board. Confirm to end your turn, or undo the shift and try another.",
        ),
        (CoachTip::Confirm, true) => (
            "3 of 3",
            "The shift is shown on the board. Confirm (Enter) to end your turn, or undo it (Escape).",
        ),
    }
}

/// The puzzle's task: `White to play: win at once`.
pub fn puzzle_task(kind: Kind, side: Color) -> String {
    let task = match kind {
        Kind::Win1 => "win at once",
        Kind::Win2 => "win in two (whatever the reply, win on your next turn)",
        Kind::Defend => "find a turn that does not lose at once",
    };
    format!("{side} to play: {task}")
}

/// A difficulty band's name.
pub fn difficulty(d: Difficulty) -> &'static str {
    match d {
        Difficulty::Easy => "Easy",
        Difficulty::Medium => "Medium",
        Difficulty::Hard => "Hard",
    }
}

/// A rating in words: `Hard (1650): about 1 legal turn in 32 solves it`.
pub fn puzzle_rating(rating: u32) -> String {
    let share = match one_in(rating) {
        0 | 1 => "most legal turns solve it".to_string(),
        n => format!("about 1 legal turn in {n} solves it"),
    };
    format!("{} ({rating}): {share}", difficulty(Difficulty::of(rating)))
}

/// A node count for people: `950`, `12.3k`, `4.1M`.
fn nodes(n: u64) -> String {
    // Integer arithmetic (rounded to one decimal): float printing would add
    // about 10 KB to the wasm.
    let tenths = |unit: u64| {
        let t = (n * 10 + unit / 2) / unit;
        format!("{}.{}", t / 10, t % 10)
    };
    if n >= 1_000_000 {
        tenths(1_000_000) + "M"
    } else if n >= 1_000 {
        tenths(1_000) + "k"
    } else {
        n.to_string()
    }
}

/// An evaluation for people, always saying whose it is: `+0.35 for White`,
/// `even`, `Black wins in 2` (a win in turns: a mate, or in Chess without
/// Pawns a king capture). `score` is from the view of `side`, who searched.
pub fn evaluation(score: Score, side: Color) -> String {
    let white = score.for_white(side);
    match white.mate_turns() {
        Some(t) if t > 0 => format!("White wins in {t}"),
        Some(t) if t < 0 => format!("Black wins in {}", -t),
        Some(_) => "mate".into(),
        None if white.raw() == 0 => "even".into(),
        None => {
            let leader = if white.raw() > 0 { Color::White } else { Color::Black };
            format!("{} for {leader}", Score::centipawns(white.raw().abs()))
        }
    }
}

/// A search's progress: `depth 4 · +0.35 for White · 12.3k nodes` (`side` searched),
/// or without the evaluation unless `eval` (issue 23 point 8: none during play by default).
pub fn progress(info: &Info, side: Color, eval: bool) -> String {
    // Without the evaluation during play unless the preference asks (issue 23 point 8).
    match eval {
        true => format!(
            "depth {} · {} · {} nodes",
            info.depth,
            evaluation(info.score, side),
            nodes(info.nodes)
        ),
        false => format!("depth {} · {} nodes", info.depth, nodes(info.nodes)),
    }
}

/// The analysis engine's state: off, starting, or the depth it reached.
pub fn engine_state(on: bool, running: bool, info: Option<&Info>) -> String {
    match (on, running, info) {
        (false, ..) => "The engine is off: start it (or press Space) to see the best lines.".into(),
        (true, false, _) => "The game is over here: nothing to analyse.".into(),
        (true, true, None) => "The engine is thinking\u{2026}".into(),
        (true, true, Some(i)) => format!("Depth {} \u{b7} {} positions", i.depth, nodes(i.nodes)),
    }
}

/// The move list's name of the turn that made ply `ply` (1-based): `2. Nf3`
/// for White, `2… Nc6` for Black, numbered as the move list numbers them.
pub fn turn_label(game: &Game, ply: usize) -> Option<String> {
    let index = ply.checked_sub(1)?;
    let before = game.position_at(index)?;
    // That one turn only: the status line asks at every action in the history.
    let text = turn_words(before, *game.turns().get(index)?);
    let number = before.fullmoves();
    Some(match before.turn() {
        Color::White => format!("{number}. {text}"),
        Color::Black => format!("{number}… {text}"),
    })
}

/// The engine panel's line while a game review has the workers.
pub const ENGINE_WAITS: &str = "The engine waits while the game is reviewed.";

/// A review mark's name.
pub fn mark_name(mark: Mark) -> &'static str {
    match mark {
        Mark::Blunder => "Blunder",
        Mark::Mistake => "Mistake",
        Mark::Inaccuracy => "Inaccuracy",
    }
}

/// Pawns from centipawns, with two decimals: `2.40`.
fn pawns(cp: i32) -> String {
    let abs = cp.unsigned_abs();
    format!("{}.{:02}", abs / 100, abs % 100)
}

/// What review says about the turn that made ply `ply` of `game`: its
/// mark and why, and a win in one it missed.
pub fn review_note(game: &Game, ply: usize, review: &TurnReview) -> String {
    let after = game.position_at(ply);
    let mut parts = Vec::new();
    match (review.mark, review.refutation, after) {
        (Some(Mark::Blunder), Some(win), Some(after)) => parts.push(format!(
            "blunder: it lets {} win at once with {}",
            !review.mover,
            turn_words(after, win)
        )),
        (Some(mark), ..) => parts.push(format!(
            "{}: the evaluation falls by {} pawns",
            mark_name(mark).to_ascii_lowercase(),
            pawns(review.drop_cp.unwrap_or(0))
        )),
        (None, ..) => {}
    }
    let before = ply.checked_sub(1).and_then(|p| game.position_at(p));
    if let (Some(win), Some(before)) = (review.missed_win, before) {
        parts.push(format!("missed a win in one: {}", turn_words(before, win)));
    }
    capitalise(&parts.join("; "))
}

/// The engine's better turn in the position before the marked turn `ply`.
pub fn better_turn(game: &Game, ply: usize, best: Turn, eval: Option<Evaluation>) -> String {
    let Some(before) = ply.checked_sub(1).and_then(|p| game.position_at(p)) else {
        return String::new();
    };
    let eval = eval.map(|e| format!(" ({e})")).unwrap_or_default();
    format!("Better was {}{eval}", turn_words(before, best))
}

/// How far the review is.
pub fn review_progress(done: usize, total: usize, running: bool) -> String {
    match (running, done == total) {
        (_, true) => format!("Review done: {total} positions."),
        (true, false) => format!("Reviewing\u{2026} {done} of {total} positions"),
        (false, false) => format!("Review paused at {done} of {total} positions: resume to go on."),
    }
}

/// A time in milliseconds as seconds: `0.5 s`, `2 s`.
pub fn seconds(ms: u32) -> String {
    match ms % 1000 {
        0 => format!("{} s", ms / 1000),
        r => format!("{}.{} s", ms / 1000, format!("{r:03}").trim_end_matches('0')),
    }
}

/// A game viewer's line for the position shown: the start, or the turn
/// that led to it (its normal move alone half-way through a Full Belt turn),
/// with its place in the game.
pub fn viewer_turn(state: &State) -> String {
    let turns = state.game.turns().len();
    let (ply, half) = state.view.map_or((turns, false), |v| (v.ply, v.half));
    match turn_label(&state.game, ply) {
        None => format!("Start (0/{turns})"),
        Some(label) if half => {
            let normal = label.split(' ').take(2).collect::<Vec<_>>().join(" ");
            format!("{normal}, then the belt ({ply}/{turns})")
        }
        Some(label) => format!("{label} ({ply}/{turns})"),
    }
}

/// The parameters an embedded page could not use, each named: `Left out: ...`.
pub fn left_out(problems: &[LinkError]) -> String {
    let named = problems.iter().map(ToString::to_string).collect::<Vec<_>>();
    format!("Left out: {}", named.join("; "))
}

/// The one-line status: whose turn and phase, check, or the result.
pub fn status(state: &State) -> String {
    if let Some(view) = state.view {
        let back = "go to the last move to return";
        return match (turn_label(&state.game, view.ply), view.half) {
            (Some(label), true) => format!("Viewing {label} half-way, before its belt move: {back}"),
            (Some(label), false) => format!("Viewing the position after {label}: {back}"),
            (None, _) => format!("Viewing the starting position: {back}"),
        };
    }
    if let Some(outcome) = state.outcome() {
        return format!("{outcome}.");
    }
    // A puzzle answered takes no more turns (issue 23 point 6).
    if state.session().is_some_and(|s| s.stage.result_key().is_some()) {
        return "The puzzle is over: Next for another, or Retry.".into();
    }
    let pos = state.position();
    let side = pos.turn();
    let check = if pos.is_check() { " Check!" } else { "" };
    let text = match state.phase() {
        Phase::Ai => match state.ai.thinking.as_ref().and_then(|t| t.progress.as_ref()) {
            Some(p) => format!("{side} (AI) is thinking… {}", progress(p, side, state.prefs.play_eval)),
            None => format!("{side} (AI) is thinking…"),
        },
        Phase::Belt => format!("{side}: now shift a belt (arrows, or drag along a file or rank), then confirm."),
        _ if matches!(state.dialog, Some(Dialog::Promotion(_))) => format!("{side}: choose the promotion piece."),
        _ if pos.variant().has_belts() => format!("{side} to move: make a normal move."),
        _ => format!("{side} to move."),
    };
    format!("{text}{check}")
}

/// The hint line while a hint is being looked for.
pub fn hint_progress(state: &State) -> Option<String> {
    let thinking = state.ai.thinking.as_ref().filter(|t| t.key.purpose == Purpose::Hint)?;
    Some(match &thinking.progress {
        Some(p) => format!(
            "Looking for a hint… {}",
            progress(p, state.position().turn(), state.prefs.play_eval)
        ),
        None => "Looking for a hint…".into(),
    })
}

/// What a winning reply of the opponent wins by.
fn win_kind(win: &Win) -> &'static str {
    if win.capture {
        "a king capture"
    } else {
        "mate in one"
    }
}

/// The threat assistant's verdict on the previewed turn, in two words.
pub fn verdict(verdict: Option<Win>) -> &'static str {
    match verdict {
        None => "Safe",
        Some(_) => "Allows a win in one",
    }
}

/// The second confirmation of a turn that allows a win in one (of a kind
/// not yet known: a move to a square marked dangerous, just made).
pub fn confirm_anyway(win: Option<&Win>) -> String {
    format!("This allows {}: confirm anyway?", win.map_or("a win in one", win_kind))
}

/// The opponent's winning reply to the previewed turn, in display form.
pub fn reply_line(state: &State, win: &Win) -> Option<String> {
    let next = state.position().play(state.previewed_turn()?).ok()?;
    Some(format!(
        "Their reply: {} ({})",
        turn_words(&next, win.turn),
        win_kind(win)
    ))
}

/// The opponent's threat, once the Threat button asked for it, in the
/// move phase: the sentence, and (once known) its `data-threat` value: the
/// turn in machine form, `none`, or `unknown`.
pub fn threat_line(state: &State) -> Option<(String, Option<String>)> {
    if !state.assist.threat_shown || state.phase() != Phase::Move || state.view.is_some() {
        return None;
    }
    let them = !state.position().turn();
    let (text, key) = match state.threat() {
        None => ("Looking for a threat…".into(), String::new()),
        Some(Ok(Some(win))) => {
            let shown = passed(state.position()).map(|p| turn_words(&p, win.turn));
            (
                format!(
                    "Threat: if it were their turn, {them} could play {} ({})",
                    shown.unwrap_or_else(|_| win.turn.machine()),
                    win_kind(&win)
                ),
                win.turn.machine(),
            )
        }
        Some(Ok(None)) => (format!("No threat: {them} has no win in one"), "none".into()),
        Some(Err(NoPass::InCheck)) => (
            "You are in check: that is the threat, answer it".into(),
            "unknown".into(),
        ),
        Some(Err(NoPass::GameOver)) => ("The game is over".into(), "unknown".into()),
    };
    Some((text, Some(key).filter(|k| !k.is_empty())))
}

/// The title of a target square from which every turn allows a win in one.
pub const DANGER_TITLE: &str = "Dangerous: whatever follows, the opponent can win at once";

/// Why a job failed, for the status line.
pub fn job_error(error: &JobError) -> String {
    capitalise(&error.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evaluations_say_whose_they_are() {
        assert_eq!(evaluation(Score::centipawns(154), Color::White), "+1.54 for White");
        assert_eq!(evaluation(Score::centipawns(154), Color::Black), "+1.54 for Black");
        assert_eq!(evaluation(Score::centipawns(-40), Color::White), "+0.40 for Black");
        assert_eq!(evaluation(Score::ZERO, Color::Black), "even");
        assert_eq!(
            evaluation(Score::mate_in(1), Color::Black),
            "Black wins in 1",
            "a mate or a king capture"
        );
        assert_eq!(evaluation(Score::mated_in(2), Color::Black), "White wins in 1");
    }

    #[test]
    fn node_counts_round_to_one_decimal() {
        assert_eq!(nodes(950), "950");
        assert_eq!(nodes(12_345), "12.3k");
        assert_eq!(nodes(12_350), "12.4k");
        assert_eq!(nodes(4_060_000), "4.1M");
    }

    #[test]
    fn a_viewer_names_the_turn_shown() {
        let mut s = State::default();
        s.apply(crate::ui::state::Action::Typed("Nf3 f+4".into()));
        s.apply(crate::ui::state::Action::View(0));
        assert_eq!(viewer_turn(&s), "Start (0/1)");
        s.apply(crate::ui::state::Action::Step(1));
        assert_eq!(viewer_turn(&s), "1. Nf3, then the belt (1/1)");
        s.apply(crate::ui::state::Action::Step(1));
        assert_eq!(viewer_turn(&s), "1. Nf3 f-file ↑4 (1/1)");
    }

    #[test]
    fn review_words_name_the_mark_its_reason_and_the_better_turn() {
        use crate::rules::review::review_line;
        use crate::rules::{parse_turn, Position, Start};
        let mut game = Game::new(Position::start(Start::FullBelt, crate::rules::Options::default()));
        for t in ["g2g3 1+1", "g8h6 8+3", "c1b3 1+3", "c7c5 8+4", "c1d3 d+3"] {
            let turn = parse_turn(game.position(), t).unwrap();
            game.play(turn).unwrap();
        }
        let evals = vec![Some(Evaluation::EVEN); 5];
        let reviews = review_line(game.start(), game.turns(), &evals);
        let note = review_note(&game, 4, &reviews[3]);
        assert!(note.starts_with("Blunder: it lets White win at once with "), "{note}");
        let mut mistake = reviews[0].clone();
        mistake.mark = Some(Mark::Mistake);
        mistake.drop_cp = Some(240);
        assert_eq!(
            review_note(&game, 1, &mistake),
            "Mistake: the evaluation falls by 2.40 pawns"
        );
        let best = game.turns()[0];
        assert_eq!(
            better_turn(&game, 1, best, Some(Evaluation::Pawns(30))),
            format!("Better was {} (+0.30)", turn_words(game.start(), best))
        );
        assert_eq!(better_turn(&game, 0, best, None), "");
        assert_eq!(review_progress(3, 6, true), "Reviewing\u{2026} 3 of 6 positions");
        assert_eq!(review_progress(6, 6, false), "Review done: 6 positions.");
        assert!(review_progress(3, 6, false).starts_with("Review paused at 3 of 6"));
        assert_eq!(
            [seconds(100), seconds(500), seconds(1000), seconds(2500)],
            ["0.1 s", "0.5 s", "1 s", "2.5 s"]
        );
    }

    #[test]
    fn the_assistant_names_the_win_it_warns_of() {
        let mut s = State::default();
        s.apply(crate::ui::state::Action::Typed("Nf3 f+4".into()));
        let turn = s.game.turns()[0];
        let mate = Win { turn, capture: false };
        assert_eq!(verdict(None), "Safe");
        assert_eq!(verdict(Some(mate)), "Allows a win in one");
        assert_eq!(confirm_anyway(Some(&mate)), "This allows mate in one: confirm anyway?");
        assert_eq!(
            confirm_anyway(Some(&Win { turn, capture: true })),
            "This allows a king capture: confirm anyway?"
        );
        assert_eq!(confirm_anyway(None), "This allows a win in one: confirm anyway?");
        assert_eq!(threat_line(&s), None, "only once asked for");
    }

    #[test]
    fn capitalise_keeps_the_rest() {
        assert_eq!(capitalise("rank 4 cannot"), "Rank 4 cannot");
        assert_eq!(capitalise(""), "");
    }
}
