//! The page's words for the typed values below it: the status line, the
//! feedback on a refused action, notices, the AI's progress. Kept apart from
//! the components so that every sentence is tested natively. The sentences
//! come from the message catalogue (`locales/*.ftl`, [`crate::i18n`]) in
//! the page's language; move notation stays SAN with English letters.

pub mod errors;

use crate::ai::solver::Proof;
use crate::ai::{Info, Score};
use crate::i18n::{current, msg, t};
use crate::puzzles::Kind;
use crate::rules::review::{Mark, TurnReview};
use crate::rules::threats::{passed, NoPass};
use crate::rules::{Belt, BeltRefusal, Color, Evaluation, Game, Position, Turn};
use crate::ui::ai::job::Purpose;
use crate::ui::ai::threats::Win;
use crate::ui::game::help::examples::{Example, Lesson};
use crate::ui::game::notice::Notice;
use crate::ui::game::puzzle::session::{one_in, Difficulty};
use crate::ui::record::link_error::LinkError;
use crate::ui::words::notation::{belt_words, turn_words};
use crate::ui::words::types::outcome;
use crate::ui::{
    board::{
        phase::{Feedback, NotNow, Phase},
        state::Board,
    },
    game::state::{CoachTip, State},
};

pub use crate::ui::game::puzzle::words::{puzzle_progress, puzzle_streak, puzzles_problem, theme_name};
pub use crate::ui::words::keys::{belt_key, refusal, side_key};

/// A belt and why it cannot be shifted: `File f: there is no piece on this belt`.
pub fn belt_refused(belt: Belt, why: BeltRefusal) -> String {
    let (kind, name) = belt_key(belt);
    t(&msg::belt_refused(kind, &name, &refusal(why)))
}

/// A promotion piece's name.
pub fn piece_name(role: crate::rules::Role) -> crate::i18n::Text<'static> {
    use crate::rules::Role;
    match role {
        Role::Queen => *msg::piece_queen(),
        Role::Rook => *msg::piece_rook(),
        Role::Bishop => *msg::piece_bishop(),
        _ => *msg::piece_knight(),
    }
}

/// A variant's name, as its players write it in the page's language.
pub fn variant_name(variant: crate::rules::Variant) -> String {
    t(&match variant.has_belts() {
        true => *msg::variant_full_belt(),
        false => *msg::variant_no_pawns(),
    })
}

/// What the page says about a refused action.
pub fn feedback(feedback: &Feedback) -> String {
    match feedback {
        Feedback::BeltRefused(belt, why) => {
            let (kind, name) = belt_key(*belt);
            t(&msg::feedback_belt_refused(kind, &name, &refusal(*why)))
        }
        Feedback::NotOneBelt(from, to) => t(&msg::feedback_not_one_belt(&from.to_string(), &to.to_string())),
        Feedback::NoBeltChosen => t(msg::feedback_no_belt()),
        Feedback::ShiftRefused(shift, why) => t(&msg::feedback_shift_refused(&belt_words(*shift), &refusal(*why))),
        Feedback::Illegal(e) => crate::ui::words::types::illegal_turn(e),
        // The catalogue's sentence starts with the quoted text, in each
        // language's own case: nothing to capitalise.
        Feedback::Unreadable(e) => crate::ui::game::words::errors::turn_error(e),
        Feedback::NotNow(NotNow::GameOver) => t(msg::feedback_game_over()),
        Feedback::NotNow(NotNow::AiToMove) => t(msg::feedback_ai_to_move()),
        Feedback::NotNow(NotNow::ViewingHistory) => t(msg::feedback_viewing()),
        Feedback::AiRefused(e) => t(&msg::feedback_ai_refused(&crate::ui::words::types::illegal_turn(e))),
        Feedback::AiFailed(e) => t(&msg::feedback_ai_failed(&crate::ui::words::types::job_failed(e))),
    }
}

/// The words of a notice.
pub fn notice(notice: &Notice) -> String {
    match notice {
        Notice::LinkParameterIgnored(problems) => {
            let named = problems
                .iter()
                .map(crate::ui::game::words::errors::link_error)
                .collect::<Vec<_>>();
            t(&msg::notice_link_ignored(&named.join("; ")))
        }
        Notice::SaveSetAside { why, key } => t(&msg::notice_save_set_aside(
            &crate::ui::game::words::errors::save_error(why),
            key,
        )),
        Notice::RelayYourMove(side) => t(&msg::notice_relay_your_move(side_key(*side))),
        Notice::RelayMismatch(why) => t(&msg::notice_relay_mismatch(
            &crate::ui::game::words::errors::relay_problem(why),
        )),
        Notice::ResignationTakenBack => t(msg::notice_resignation_taken_back()),
        Notice::Lesson => t(msg::notice_lesson()),
        Notice::PartUnavailable => t(msg::notice_part_unavailable()),
        Notice::StorageRefused => t(msg::notice_storage_refused()),
        Notice::PuzzleNotFound(id) => t(&msg::notice_puzzle_not_found(id)),
        Notice::PuzzlesUnavailable(why) => t(&msg::notice_puzzles_unavailable(&puzzles_problem(why))),
        Notice::LanguageUnavailable(lang) => {
            let name = msg::LANGUAGES
                .iter()
                .find(|(code, _)| code == lang)
                .map_or(*lang, |(_, name)| *name);
            t(&msg::notice_language_unavailable(name))
        }
    }
}

/// What a lesson's small board shows, in words: its caption, and the text
/// screen readers read for the board.
pub fn lesson_caption(lesson: Lesson, diagram: &Example) -> String {
    t(match lesson {
        Lesson::WorkedTurn => msg::lesson_worked_turn(),
        Lesson::RefusedBelts => return refused_belts_caption(diagram),
        Lesson::ForbiddenBelt => msg::lesson_forbidden_belt(),
        Lesson::FrozenPawn => msg::lesson_frozen_pawn(),
        Lesson::FirstTurnCheck => msg::lesson_first_turn_check(),
        Lesson::NoBeltCheck => msg::lesson_no_belt_check(),
        Lesson::QuietCheck => msg::lesson_quiet_check(),
        Lesson::KingCapture => msg::lesson_king_capture(),
        Lesson::Castling => msg::lesson_castling(),
        Lesson::DoubleKingFork => msg::lesson_double_king_fork(),
    })
}

/// The refused belts' caption, computed from the board: the belts grouped
/// by the reason that refuses them (`rank 4, rank 5, rank 6 (there is no
/// piece on this belt)`), the groups in the order first met and set apart
/// as the language sets apart the parts of a list (`; `, French ` ; `).
fn refused_belts_caption(diagram: &Example) -> String {
    let mut groups: Vec<(BeltRefusal, Vec<String>)> = Vec::new();
    for (belt, why) in &diagram.refused {
        let Some(first) = why.first() else { continue };
        let (kind, name) = belt_key(*belt);
        let named = t(&msg::belt_name(kind, &name));
        match groups.iter_mut().find(|(w, _)| w == first) {
            Some((_, belts)) => belts.push(named),
            None => groups.push((*first, vec![named])),
        }
    }
    let parts: Vec<String> = groups
        .iter()
        .map(|(why, belts)| t(&msg::lesson_refused_group(&belts.join(", "), &refusal(*why))))
        .collect();
    t(&msg::lesson_refused_belts(
        &parts.join(&t(msg::lesson_refused_between())),
    ))
}

/// The coach's tip: its step ("1 of 3") and what to do. Each fits three
/// lines of a phone's width, where the coach keeps the height of three
/// (so that nothing under it jumps from tip to tip).
/// A finger's user reads "tap", and no keys unless a key was pressed since.
pub fn coach_tip(
    tip: CoachTip,
    keyboard: bool,
    touch: bool,
) -> (crate::i18n::Text<'static>, &'static crate::i18n::Text<'static>) {
    let (step, text) = match (tip, keyboard, touch) {
        (CoachTip::Move, _, false) => (1, msg::coach_move()),
        (CoachTip::Move, _, true) => (1, msg::coach_move_touch()),
        (CoachTip::Belt, _, false) => (2, msg::coach_belt()),
        (CoachTip::Belt, _, true) => (2, msg::coach_belt_touch()),
        (CoachTip::Confirm, false, _) => (3, msg::coach_confirm()),
        (CoachTip::Confirm, true, _) => (3, msg::coach_confirm_keys()),
    };
    (msg::coach_step(step, 3), text)
}

/// The puzzle's task: `White to play: win at once`.
pub fn puzzle_task(kind: Kind, side: Color) -> String {
    let kind = match kind {
        Kind::Win1 => "win1",
        Kind::Win2 => "win2",
        Kind::Defend => "defend",
    };
    t(&msg::puzzle_task(kind, side_key(side)))
}

/// A difficulty band's name.
pub fn difficulty(d: Difficulty) -> String {
    t(match d {
        Difficulty::Easy => msg::difficulty_easy(),
        Difficulty::Medium => msg::difficulty_medium(),
        Difficulty::Hard => msg::difficulty_hard(),
    })
}

/// A rating in words: `Hard (1650): about 1 legal turn in 32 solves it`.
pub fn puzzle_rating(rating: u32) -> String {
    let name = difficulty(Difficulty::of(rating));
    let rating_text = rating.to_string();
    match one_in(rating) {
        0 | 1 => t(&msg::puzzle_rating_most(&name, &rating_text)),
        n => t(&msg::puzzle_rating_one_in(&name, &rating_text, &n.to_string())),
    }
}

/// A node count for people, shortened as the page's language writes it:
/// `950`, `12.3k`, `4.1M` (German `12,3 Tsd.`, Russian `4,1 млн`).
fn nodes(n: u64) -> String {
    // Integer arithmetic (rounded to one decimal): float printing would weigh
    // on the wasm. From 999,950 on, thousands would round to 1000.0: millions
    // instead.
    let tenths = |unit: u64| {
        let t = (n * 10 + unit / 2) / unit;
        current::tenths(i64::try_from(t).unwrap_or(i64::MAX))
    };
    if n >= 999_950 {
        t(&msg::nodes_millions(&tenths(1_000_000)))
    } else if n >= 1_000 {
        t(&msg::nodes_thousands(&tenths(1_000)))
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
        Some(n) if n > 0 => t(&msg::wins_in("white", i64::from(n))),
        Some(n) if n < 0 => t(&msg::wins_in("black", -i64::from(n))),
        Some(_) => t(msg::eval_mate()),
        None if white.raw() == 0 => t(msg::eval_even()),
        None => {
            let leader = if white.raw() > 0 { "white" } else { "black" };
            t(&msg::eval_for(
                leader,
                &Score::centipawns(white.raw().abs()).to_string(),
            ))
        }
    }
}

/// A search's progress: `depth 4 · +0.35 for White · 12.3k nodes` (`side` searched),
/// or without the evaluation unless `eval` (none during play by default).
pub fn progress(info: &Info, side: Color, eval: bool) -> String {
    // Without the evaluation during play unless the preference asks.
    let depth = info.depth.to_string();
    match eval {
        true => t(&msg::progress_eval(
            &depth,
            &evaluation(info.score, side),
            &nodes(info.nodes),
        )),
        false => t(&msg::progress(&depth, &nodes(info.nodes))),
    }
}

/// The analysis engine's state: off, starting, or the depth it reached.
pub fn engine_state(on: bool, running: bool, info: Option<&Info>) -> String {
    match (on, running, info) {
        (false, ..) => t(msg::engine_off()),
        (true, false, _) => t(msg::engine_over()),
        (true, true, None) => t(msg::engine_thinking()),
        (true, true, Some(i)) => t(&msg::engine_depth(&i.depth.to_string(), &nodes(i.nodes))),
    }
}

/// A win the solver proved in `pos`, in words: who wins, within how many
/// turns, and the turn that starts it.
pub fn proof_words(pos: &Position, proof: Proof) -> String {
    let side = match pos.turn() {
        Color::White => "white",
        Color::Black => "black",
    };
    let turn = turn_words(pos, proof.turn);
    t(&msg::engine_proven(side, i64::from(proof.turns), &turn))
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

/// A review mark's name.
pub fn mark_name(mark: Mark) -> String {
    t(match mark {
        Mark::Blunder => msg::mark_blunder(),
        Mark::Mistake => msg::mark_mistake(),
        Mark::Inaccuracy => msg::mark_inaccuracy(),
    })
}

/// Pawns from centipawns, with two decimals as the page's language writes
/// them: `2.40`, `2,40`.
fn pawns(cp: i32) -> String {
    // The tenths as the language writes them, then the hundredths' digit:
    // whole numbers only, no float formatting in the wasm.
    let abs = cp.unsigned_abs();
    format!("{}{}", current::tenths(i64::from(abs / 10)), abs % 10)
}

/// What review says about the turn that made ply `ply` of `game`: its
/// mark and why, and a win in one it missed.
pub fn review_note(game: &Game, ply: usize, review: &TurnReview) -> String {
    let after = game.position_at(ply);
    let mut parts = Vec::new();
    match (review.mark, review.refutation, after) {
        (Some(Mark::Blunder), Some(win), Some(after)) => parts.push(t(&msg::review_blunder(
            side_key(!review.mover),
            &turn_words(after, win),
        ))),
        (Some(mark), ..) => {
            let key = if mark == Mark::Mistake { "mistake" } else { "inaccuracy" };
            parts.push(t(&msg::review_drop(key, &pawns(review.drop_cp.unwrap_or(0)))));
        }
        (None, ..) => {}
    }
    let before = ply.checked_sub(1).and_then(|p| game.position_at(p));
    if let (Some(win), Some(before)) = (review.missed_win, before) {
        let turn = turn_words(before, win);
        parts.push(match parts.is_empty() {
            true => t(&msg::review_missed(&turn)),
            false => t(&msg::review_missed_also(&turn)),
        });
    }
    parts.join("; ")
}

/// The engine's better turn in the position before the marked turn `ply`.
pub fn better_turn(game: &Game, ply: usize, best: Turn, eval: Option<Evaluation>) -> String {
    let Some(before) = ply.checked_sub(1).and_then(|p| game.position_at(p)) else {
        return String::new();
    };
    let turn = turn_words(before, best);
    match eval {
        Some(e) => t(&msg::review_better_eval(&turn, &e.to_string())),
        None => t(&msg::review_better(&turn)),
    }
}

/// How far the review is.
pub fn review_progress(done: usize, total: usize, running: bool) -> String {
    let finished = done == total;
    let (done, total_n) = (done.to_string(), total as i64);
    match (running, finished) {
        (_, true) => t(&msg::review_done(total_n)),
        (true, false) => t(&msg::review_running(total_n, &done)),
        (false, false) => t(&msg::review_paused(total_n, &done)),
    }
}

/// A time in milliseconds as seconds, as the page's language writes them:
/// `0.5 s`, `2 s` (German `0,5 s`, Russian `0,5 с`).
pub fn seconds(ms: u32) -> String {
    let number = match ms % 1000 {
        0 => (ms / 1000).to_string(),
        // Tenths, rounded: the settings offered are whole tenths.
        _ => current::tenths(i64::from((ms + 50) / 100)),
    };
    t(&msg::turn_seconds(&number))
}

/// A game viewer's line for the position shown: the start, or the turn
/// that led to it (its normal move alone half-way through a Full Belt turn),
/// with its place in the game.
pub fn viewer_turn(state: &Board) -> String {
    let turns = state.game.turns().len();
    let (ply, half) = state.view.map_or((turns, false), |v| (v.ply, v.half));
    let (ply_text, turns) = (ply.to_string(), turns.to_string());
    match turn_label(&state.game, ply) {
        None => t(&msg::viewer_start(&turns)),
        Some(label) if half => {
            let normal = label.split(' ').take(2).collect::<Vec<_>>().join(" ");
            t(&msg::viewer_half(&normal, &ply_text, &turns))
        }
        Some(label) => t(&msg::viewer_turn(&label, &ply_text, &turns)),
    }
}

/// The parameters an embedded page could not use, each named: `Left out: ...`.
pub fn left_out(problems: &[LinkError]) -> String {
    let named = problems
        .iter()
        .map(crate::ui::game::words::errors::link_error)
        .collect::<Vec<_>>();
    t(&msg::left_out(&named.join("; ")))
}

/// The game page's one-line status: the board's, with the AI's progress
/// while it thinks, and the end of a puzzle answered.
pub fn status(state: &State) -> String {
    let b = &state.board;
    if b.view.is_some() || b.outcome().is_some() {
        return board_status(b);
    }
    // A puzzle answered takes no more turns.
    if state.session().is_some_and(|s| s.stage.result_key().is_some()) {
        return t(msg::status_puzzle_over());
    }
    // A wrong try on the board waits for Retry: nobody is to move.
    if state.puzzle_refutation().is_some() {
        return t(msg::status_puzzle_refuted());
    }
    let pos = b.position();
    match state.ai.thinking.as_ref().and_then(|t| t.progress.as_ref()) {
        Some(p) if b.phase() == Phase::Ai => with_check(
            b,
            t(&msg::status_ai_thinking_progress(
                side_key(pos.turn()),
                &progress(p, pos.turn(), b.prefs.play_eval),
            )),
        ),
        _ => board_status(b),
    }
}

/// The one-line status of a board: whose turn and phase, check, or the result.
pub fn board_status(state: &Board) -> String {
    if let Some(view) = state.view {
        return match (turn_label(&state.game, view.ply), view.half) {
            (Some(label), true) => t(&msg::status_viewing_half(&label)),
            (Some(label), false) => t(&msg::status_viewing(&label)),
            (None, _) => t(msg::status_viewing_start()),
        };
    }
    if let Some(o) = state.outcome() {
        return format!("{}.", outcome(o));
    }
    let pos = state.position();
    let side = side_key(pos.turn());
    let text = match state.phase() {
        Phase::Ai => t(&msg::status_ai_thinking(side)),
        // Once a shift is shown, the status names it rather than asking for one.
        // A shift that cannot be confirmed says why here, where the eye is,
        // not only beside the disabled button.
        Phase::Belt => match (state.pending.and_then(|p| p.shift()), state.confirm_refusal()) {
            (Some(shift), Some(Feedback::ShiftRefused(_, why))) => {
                t(&msg::status_belt_refused(side, &belt_words(shift), &refusal(why)))
            }
            (Some(shift), _) => t(&msg::status_belt_shown(side, &belt_words(shift))),
            (None, _) => t(&msg::status_belt(side)),
        },
        _ if state.promotion.is_some() => t(&msg::status_promotion(side)),
        _ if pos.variant().has_belts() => t(&msg::status_move_belts(side)),
        _ => t(&msg::status_move(side)),
    };
    with_check(state, text)
}

/// `text`, and that the side to move is in check when it is. Never in the
/// belt phase: the normal move must parry a check (a belt never does), so
/// once it is made the check is over.
fn with_check(state: &Board, text: String) -> String {
    match state.position().is_check() && state.phase() != Phase::Belt {
        true => format!("{text} {}", t(msg::status_check())),
        false => text,
    }
}

/// The hint line while a hint is being looked for.
pub fn hint_progress(state: &State) -> Option<String> {
    let thinking = state.ai.thinking.as_ref().filter(|t| t.key.purpose == Purpose::Hint)?;
    Some(match &thinking.progress {
        Some(p) => t(&msg::status_looking_for_hint_progress(&progress(
            p,
            state.board.position().turn(),
            state.board.prefs.play_eval,
        ))),
        None => t(msg::status_looking_for_hint()),
    })
}

/// What a winning reply of the opponent wins by, as the messages select on it.
fn win_kind(win: &Win) -> &'static str {
    if win.capture {
        "capture"
    } else {
        "mate"
    }
}

/// The threat assistant's verdict on the previewed turn, in two words.
pub fn verdict(verdict: Option<Win>) -> String {
    t(match verdict {
        None => msg::assist_safe(),
        Some(_) => msg::assist_allows_win(),
    })
}

/// The second confirmation of a turn that allows a win in one (of a kind
/// not yet known: a move to a square marked dangerous, just made).
pub fn confirm_anyway(win: Option<&Win>) -> String {
    t(&msg::assist_confirm_anyway(win.map_or("unknown", win_kind)))
}

/// The opponent's winning reply to the previewed turn, in display form.
pub fn reply_line(state: &Board, win: &Win) -> Option<String> {
    let next = state.position().play(state.previewed_turn()?).ok()?;
    Some(t(&msg::assist_reply(win_kind(win), &turn_words(&next, win.turn))))
}

/// The opponent's threat, once the Threat button asked for it, in the
/// move phase: the sentence, and (once known) its `data-threat` value: the
/// turn in machine form, `none`, or `unknown`.
pub fn threat_line(state: &State) -> Option<(String, Option<String>)> {
    if !state.assist.threat_shown || state.board.phase() != Phase::Move || state.board.view.is_some() {
        return None;
    }
    let them = side_key(!state.board.position().turn());
    let (text, key) = match state.threat() {
        None => (t(msg::threat_looking()), String::new()),
        Some(Ok(Some(win))) => {
            let shown = passed(state.board.position()).map(|p| turn_words(&p, win.turn));
            let turn = shown.unwrap_or_else(|_| win.turn.machine());
            (t(&msg::threat_found(them, win_kind(&win), &turn)), win.turn.machine())
        }
        Some(Ok(None)) => (t(&msg::threat_none(them)), "none".into()),
        Some(Err(NoPass::InCheck)) => (t(msg::threat_in_check()), "unknown".into()),
        Some(Err(NoPass::GameOver)) => (t(msg::threat_game_over()), "unknown".into()),
    };
    Some((text, Some(key).filter(|k| !k.is_empty())))
}

#[cfg(test)]
#[path = "tests.rs"]
mod tests;
