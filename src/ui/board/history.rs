//! Moving through the record: look at earlier positions without leaving
//! the game (the board's, on every page); take back and replay turns, and
//! resign (the game page's).

use crate::ui::board::state::Board;
use crate::ui::board::state::ViewPoint;

impl Board {
    /// Looks at `view` (`None`: the live game).
    pub(crate) fn set_view(&mut self, view: Option<ViewPoint>) {
        let last = self.game.turns().len();
        self.view = view.filter(|v| {
            if v.half {
                (1..=last).contains(&v.ply)
            } else {
                v.ply < last
            }
        });
        self.selected = None;
        self.bump(Vec::new());
    }

    pub(crate) fn view_ply(&mut self, ply: usize) {
        self.set_view(Some(ViewPoint::after(ply)));
    }

    /// Every point of the history in order: the start, then for each turn
    /// (in Full Belt Chess) the position after its normal move, and after it.
    fn points(&self) -> Vec<ViewPoint> {
        let belts = self.game.start().variant().has_belts();
        let mut out = vec![ViewPoint::after(0)];
        for ply in 1..=self.game.turns().len() {
            if belts {
                out.push(ViewPoint { ply, half: true });
            }
            out.push(ViewPoint::after(ply));
        }
        out
    }

    pub(crate) fn step(&mut self, delta: i32) {
        let points = self.points();
        let here = self.view.unwrap_or(ViewPoint::after(self.game.turns().len()));
        let index = points.iter().position(|p| *p == here).unwrap_or(points.len() - 1) as i64;
        let target = (index + i64::from(delta)).clamp(0, points.len() as i64 - 1) as usize;
        self.set_view(Some(points[target]));
    }

    pub(crate) fn step_turn(&mut self, delta: i32) {
        let last = self.game.turns().len() as i64;
        let here = self
            .view
            .map_or(last, |v| v.ply as i64 - i64::from(v.half && delta > 0));
        let target = (here + i64::from(delta)).clamp(0, last) as usize;
        self.set_view(Some(ViewPoint::after(target)));
    }
}
