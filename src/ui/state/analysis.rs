//! The analysis board's engine as the page sees it: whether it runs, how
//! many lines it reports, and the latest depth it finished for the position
//! on the board. The engine analyses the position shown (the live one, or
//! one picked in the history); a reply for another position is stale and
//! ignored. Playing a turn from an earlier position of the history goes on
//! from there: the later turns wait to be redone, and go if another turn is
//! played (the game itself stays in the library of the game page).

use super::State;
use crate::ai::{Info, Line};
use crate::rules::{Game, Turn};
use crate::ui::job::{Job, JobKey, Purpose};

/// The most lines the engine reports at once.
pub const MAX_LINES: u8 = 3;

/// The engine of the analysis board.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Analysis {
    /// Whether this page is an analysis board (the engine's controls are shown).
    pub board: bool,
    /// Whether the engine runs.
    pub on: bool,
    /// How many best lines to report, 1 to [`MAX_LINES`] (0 reads as 1).
    pub lines: u8,
    /// The latest depth finished, with the job it answers.
    pub latest: Option<(JobKey, Info)>,
}

impl State {
    /// The game up to the position shown (before a turn shown half-way).
    fn shown_game(&self) -> Game {
        let Some(v) = self.view else {
            return self.game.clone();
        };
        let mut game = Game::new(self.game.start().clone());
        for &turn in self.game.turns().iter().take(v.ply - usize::from(v.half)) {
            // Turns of the record: legal, as they were when played.
            if game.play(turn).is_err() {
                break;
            }
        }
        game
    }

    /// The job the analysis engine should run now: the position shown, while
    /// the engine is on and the game there is not over.
    pub fn analysis_job(&self) -> Option<Job> {
        let a = &self.analysis;
        // A review under way has the workers to itself.
        if !a.board || !a.on || self.review.running {
            return None;
        }
        let game = self.shown_game();
        if game.outcome().is_some() {
            return None;
        }
        let lines = a.lines.clamp(1, MAX_LINES);
        Some(Job::new(&game, self.settings.level, 0, Purpose::Analyse(lines)))
    }

    /// On an analysis board, a turn played while an earlier position is
    /// shown goes on from that position: the later turns are taken back, to
    /// be redone (the same turn replays them; another turn drops them).
    pub(super) fn branch_at_view(&mut self) {
        let Some(v) = self.view.filter(|_| self.analysis.board) else {
            return;
        };
        while self.game.turns().len() > v.ply - usize::from(v.half) {
            match self.game.undo() {
                Some(turn) => self.redo.push(turn),
                None => break,
            }
        }
        self.view = None;
    }

    /// The engine's latest depth for the position on the board, if it has one.
    pub fn analysis_info(&self) -> Option<&Info> {
        let key = self.analysis_job()?.key();
        self.analysis
            .latest
            .as_ref()
            .filter(|(k, _)| *k == key)
            .map(|(_, info)| info)
    }

    /// The engine's lines for the position on the board, best first.
    pub fn analysis_lines(&self) -> &[Line] {
        self.analysis_info().map(|i| i.lines.as_slice()).unwrap_or_default()
    }

    /// The turn to draw on the board as a suggestion: the hint the user asked
    /// for (on the live position), else the analysis engine's best turn for
    /// the position shown.
    pub fn suggestion(&self) -> Option<Turn> {
        let hint = self.ai.hint.filter(|_| self.view.is_none());
        hint.or_else(|| self.review_better()).or_else(|| {
            let whole = self.view.is_none_or(|v| !v.half);
            self.analysis_lines()
                .first()
                .filter(|_| whole)
                .and_then(|l| l.pv.first().copied())
        })
    }

    /// A depth finished: kept if it is about the position on the board.
    pub(super) fn analysed(&mut self, key: JobKey, info: Info) {
        if self.analysis_job().is_some_and(|job| job.key() == key) {
            self.analysis.latest = Some((key, info));
        }
    }

    /// Plays the first `count` turns of the engine's line `index`, from the
    /// position on the board (the line's turns are checked by the rules as
    /// they are played; a stale line plays nothing).
    pub(super) fn play_line(&mut self, index: usize, count: usize) {
        let Some(line) = self.analysis_lines().get(index).cloned() else {
            return;
        };
        self.branch_at_view();
        for turn in line.pv.into_iter().take(count) {
            if self.commit(turn, true).is_err() {
                break;
            }
        }
    }
}

/// How much of the evaluation bar is White's, in percent: half at an even
/// score, all or nothing at a mate, and 10 pawns either way near the ends.
pub fn white_share(white: crate::ai::Score) -> u8 {
    match white.mate_turns() {
        Some(t) if t > 0 => 100,
        Some(_) => 0,
        None => (50 + white.raw().clamp(-1000, 1000) * 9 / 200) as u8,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Score;
    use crate::rules::{Start, Turn};
    use crate::ui::settings::{Mode, Settings};
    use crate::ui::state::Action;

    fn board() -> State {
        let mut s = State::new(Settings {
            start: Start::FullBelt,
            mode: Mode::TwoPlayers,
            ..Settings::default()
        });
        s.analysis.board = true;
        s
    }

    fn info(depth: u32, pv: &[Turn]) -> Info {
        Info {
            depth,
            score: Score::centipawns(30),
            nodes: 1000,
            elapsed_ms: 10,
            pv: pv.to_vec(),
            lines: vec![Line {
                score: Score::centipawns(30),
                pv: pv.to_vec(),
            }],
        }
    }

    #[test]
    fn the_engine_runs_only_on_an_analysis_board_and_when_on() {
        let mut s = board();
        assert!(s.analysis_job().is_none(), "off at first");
        s.apply(Action::EngineToggle);
        let job = s.analysis_job().expect("on");
        assert_eq!(job.purpose, Purpose::Analyse(1));
        s.apply(Action::EngineLines(9));
        assert_eq!(s.analysis_job().unwrap().purpose, Purpose::Analyse(MAX_LINES));
        let mut game_page = State::new(Settings::default());
        game_page.apply(Action::EngineToggle);
        assert!(game_page.analysis_job().is_none(), "no engine on the game page");
    }

    #[test]
    fn a_depth_for_the_position_shown_is_kept_a_stale_one_is_not_and_a_line_plays() {
        let mut s = board();
        s.apply(Action::EngineToggle);
        let key = s.analysis_job().unwrap().key();
        let pv: Vec<Turn> = ["g1f3 f+4", "g8h6 a+1"]
            .iter()
            .scan(s.position().clone(), |pos, t| {
                let turn = crate::rules::parse_turn(pos, t).ok()?;
                *pos = pos.play(turn).ok()?;
                Some(turn)
            })
            .collect();
        s.apply(Action::Analysed(key.clone(), info(3, &pv)));
        assert_eq!(s.analysis_info().map(|i| i.depth), Some(3));
        assert_eq!(s.suggestion(), Some(pv[0]));
        s.apply(Action::PlayLine(0, 2));
        assert_eq!(s.game.turns(), pv.as_slice());
        assert!(
            s.analysis_info().is_none(),
            "the old position's depth is not shown for the new one"
        );
        s.apply(Action::Analysed(key, info(4, &pv)));
        assert!(s.analysis_info().is_none(), "a stale depth is ignored");
    }

    #[test]
    fn an_earlier_position_is_analysed_and_a_turn_there_goes_on_from_it() {
        let mut s = board();
        for t in ["g1f3 f+4", "g8h6 a+1", "b1c3 1+1"] {
            s.apply(Action::Typed(t.into()));
        }
        s.apply(Action::EngineToggle);
        s.apply(Action::View(1));
        let job = s.analysis_job().unwrap();
        assert_eq!(job.turns.len(), 1, "the position shown is analysed");
        // The same turn as the record's keeps the rest to redo; another drops it.
        s.apply(Action::Typed("g8h6 a+1".into()));
        assert_eq!(s.game.turns().len(), 2);
        assert_eq!(s.redo.len(), 1);
        s.apply(Action::View(1));
        s.apply(Action::Typed("b8c6 b+1".into()));
        assert_eq!(s.game.turns().len(), 2);
        assert!(s.redo.is_empty());
        assert_eq!(s.view, None);
    }

    #[test]
    fn the_bar_is_halved_at_even_full_at_mate() {
        assert_eq!(white_share(Score::centipawns(0)), 50);
        assert_eq!(white_share(Score::centipawns(200)), 59);
        assert_eq!(white_share(Score::centipawns(-5000)), 5);
        assert_eq!(white_share(Score::mate_in(3)), 100);
        assert_eq!(white_share(Score::mated_in(2)), 0);
    }
}
