//! The puzzle mode's plain values: the puzzles of one variant as fetched
//! (`dist/puzzles/<variant>.json`, never inside the wasm), the one on the
//! board, the filters, how far the answer went, and the visitor's progress
//! (streak and solved puzzles) with its stored text. The reducer
//! (`state::puzzle`) moves a [`Session`] along; the words are in `ui::words`.

use crate::puzzles::{Kind, Puzzle, Theme};
use crate::rules::{tactics, Position, Turn, Variant};
use std::rc::Rc;

/// The localStorage key of [`Progress`].
pub const PROGRESS_KEY: &str = "beltboard-puzzles";

/// The address of a variant's puzzle file, relative to the page.
pub fn file_of(variant: Variant) -> String {
    format!("puzzles/{}.json", variant.key())
}

/// The variant a puzzle id belongs to, from its prefix (`fb-`, `np-`).
pub fn variant_of_id(id: &str) -> Option<Variant> {
    [Variant::FullBelt, Variant::NoPawns].into_iter().find(|v| {
        id.strip_prefix(crate::puzzles::id_prefix(*v))
            .is_some_and(|r| r.starts_with('-'))
    })
}

/// A band of ratings, for the filter and for the words beside the rating.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Difficulty {
    /// Rated under 1200: at least about one legal turn in eight solves it.
    Easy,
    /// Rated 1200 to 1699.
    Medium,
    /// Rated 1700 or more: about one legal turn in 40 or fewer.
    Hard,
}

impl Difficulty {
    /// Every band, easiest first.
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// The band of `rating`.
    pub fn of(rating: u32) -> Difficulty {
        match rating {
            0..1200 => Difficulty::Easy,
            1200..1700 => Difficulty::Medium,
            _ => Difficulty::Hard,
        }
    }

    /// The filter's value (`data-filter="difficulty"`).
    pub fn key(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    /// The band named by `key`.
    pub fn from_key(key: &str) -> Option<Difficulty> {
        Difficulty::ALL.into_iter().find(|d| d.key() == key)
    }
}

/// About how many legal turns there are for each one that solves a puzzle
/// rated `rating` (the rating is 400 + 250 log2 of that ratio): integers
/// only, so that no float formatting or `pow` reaches the wasm.
pub fn one_in(rating: u32) -> u32 {
    // 2^(k/25) * 100, for k = 0..25 (a rating step of 10).
    const STEPS: [u32; 25] = [
        100, 103, 106, 109, 112, 115, 118, 121, 125, 128, 132, 136, 139, 143, 147, 152, 156, 160, 165, 170, 174, 179,
        184, 189, 195,
    ];
    let tenths = rating.saturating_sub(400) / 10;
    let whole = (tenths / 25).min(20);
    let n = ((STEPS[(tenths % 25) as usize] << whole) + 50) / 100;
    // Two significant digits: the rating is no more precise than that.
    let mut unit = 1;
    while n / unit >= 100 {
        unit *= 10;
    }
    (n + unit / 2) / unit * unit
}

/// The filters of the puzzle panel.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Only puzzles with this theme.
    pub theme: Option<Theme>,
    /// Only puzzles of this band.
    pub difficulty: Option<Difficulty>,
}

impl Filter {
    /// The filter after the panel's select `name` (`theme`, `difficulty`)
    /// chose `value` (empty: any).
    pub fn with(self, name: &str, value: &str) -> Filter {
        match name {
            "theme" => Filter {
                theme: value.parse().ok(),
                ..self
            },
            "difficulty" => Filter {
                difficulty: Difficulty::from_key(value),
                ..self
            },
            _ => self,
        }
    }

    /// Whether `puzzle` passes.
    pub fn accepts(&self, puzzle: &Puzzle) -> bool {
        self.theme.is_none_or(|t| puzzle.themes.contains(&t))
            && self.difficulty.is_none_or(|d| Difficulty::of(puzzle.rating) == d)
    }
}

/// How far the answer to the puzzle on the board went.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The user is to play (the first turn, or in a `win2` the winning turn).
    Solving,
    /// A `win2`: the first turn was right, the opponent's reply comes next.
    Reply,
    /// Answered right.
    Solved,
    /// Answered wrong: the turn after this many turns of the puzzle's record was not an answer.
    Failed(usize),
}

impl Stage {
    /// `data-puzzle-result`: `solved` or `failed` once answered.
    pub fn result_key(self) -> Option<&'static str> {
        match self {
            Stage::Solved => Some("solved"),
            Stage::Failed(_) => Some("failed"),
            Stage::Solving | Stage::Reply => None,
        }
    }
}

/// What the visitor has done with the puzzles, kept in localStorage.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Puzzles solved in a row (a failed one starts it again).
    pub streak: u32,
    /// The longest streak so far.
    pub best: u32,
    /// The ids of the puzzles solved, sorted, each once (a plain list: a
    /// set type would add its code to the wasm for a few hundred ids).
    pub solved: Vec<String>,
}

impl Progress {
    /// The stored text: `streak best` on the first line, the solved ids on the second.
    pub fn to_text(&self) -> String {
        format!("{} {}\n{}", self.streak, self.best, self.solved.join(" "))
    }

    /// Reads [`Progress::to_text`]; anything unreadable counts as nothing
    /// done (a damaged value never stops the puzzles), ids that are not
    /// puzzle ids are dropped.
    pub fn from_text(text: &str) -> Progress {
        let mut lines = text.lines();
        let mut numbers = lines.next().unwrap_or("").split(' ').map(|n| n.parse::<u32>().ok());
        let (streak, best) = match (numbers.next().flatten(), numbers.next().flatten(), numbers.next()) {
            (Some(s), Some(b), None) => (s, b.max(s)),
            _ => (0, 0),
        };
        let mut progress = Progress {
            streak,
            best,
            solved: Vec::new(),
        };
        for id in lines.next().unwrap_or("").split(' ') {
            if variant_of_id(id).is_some() && id.len() <= 32 {
                progress.add_solved(id);
            }
        }
        progress
    }

    /// Puts `id` among the solved ids, in its sorted place, once. (Kept
    /// sorted by insertion rather than sorted after reading: a sort's code
    /// would grow the app's wasm, for a list of a few hundred ids.)
    fn add_solved(&mut self, id: &str) {
        if let Err(at) = self.solved.binary_search_by(|s| s.as_str().cmp(id)) {
            self.solved.insert(at, id.to_string());
        }
    }

    /// Whether puzzle `id` was solved.
    pub fn has_solved(&self, id: &str) -> bool {
        self.solved.binary_search_by(|s| s.as_str().cmp(id)).is_ok()
    }

    /// Counts an answer to puzzle `id`.
    pub fn count(&mut self, id: &str, solved: bool) {
        if solved {
            self.streak += 1;
            self.best = self.best.max(self.streak);
            self.add_solved(id);
        } else {
            self.streak = 0;
        }
    }
}

/// The puzzle mode's session: the variant's puzzles, the one shown and how
/// far its answer went.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    /// The variant of the puzzles.
    pub variant: Variant,
    /// Every puzzle of the variant's file, kept while the mode is open.
    pub list: Rc<[Puzzle]>,
    /// The puzzle on the board (an index into `list`).
    pub index: usize,
    /// The panel's filters.
    pub filter: Filter,
    /// How far the answer went.
    pub stage: Stage,
    /// Whether the hint (the piece that moves) is shown.
    pub hint: bool,
    /// Whether this puzzle's answer has been counted in the progress: a
    /// retry does not count again.
    pub counted: bool,
    /// The streak and the puzzles solved.
    pub progress: Progress,
    /// Whether a wrong try was taken back on this puzzle (the player tries
    /// again; the solution only on request).
    pub missed: bool,
    /// The wrong try on the board with the opponent's answer to it, until
    /// Retry takes it back.
    pub refuted: Option<Refuted>,
    /// Whether the solution of this puzzle was shown (kept through Retry:
    /// solving it afterwards is not counted).
    pub solution_seen: bool,
    /// The puzzle was solved on a later try, which the progress does not count.
    pub solved_uncounted: bool,
}

/// A wrong try left on the board, and what punishes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Refuted {
    /// The turns of the puzzle's record before the try (Retry goes back there).
    pub at: usize,
    /// The opponent's reply: a win at once when the try allows one, else
    /// the rules' hardest reply ([`reply`]).
    pub reply: Turn,
    /// Whether the reply wins at once.
    pub wins: bool,
}

impl Refuted {
    /// The refutation of the try played from `before` (`after` is the
    /// position it reached, after `at` turns of the record); `None` when the
    /// try ended the game itself.
    pub fn of(before: &Position, tried: Turn, after: &Position, at: usize) -> Option<Refuted> {
        if after.outcome().is_some() {
            return None;
        }
        match tactics::refutation(before, &tried) {
            Some(reply) => Some(Refuted { at, reply, wins: true }),
            None => reply(after).map(|reply| Refuted { at, reply, wins: false }),
        }
    }
}

/// How many puzzles a visitor solves before the puzzles come in the list's
/// order: until then the easiest not solved comes first.
pub const NEWCOMER_PUZZLES: usize = 3;

/// For a newcomer (fewer than [`NEWCOMER_PUZZLES`] solved) and no difficulty
/// chosen: the easiest puzzle not solved yet that passes `filter`.
fn newcomer_pick(list: &[Puzzle], progress: &Progress, filter: &Filter) -> Option<usize> {
    if progress.solved.len() >= NEWCOMER_PUZZLES || filter.difficulty.is_some() {
        return None;
    }
    (0..list.len())
        .filter(|&i| filter.accepts(&list[i]) && !progress.has_solved(&list[i].id))
        .min_by_key(|&i| list[i].rating)
}

/// Why a session could not open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// No puzzle has this id.
    UnknownId(String),
    /// The file has no puzzle.
    Empty,
}

impl Session {
    /// A session on `list`, at the puzzle `id` (else the first one not
    /// solved yet, else the first).
    pub fn open(
        variant: Variant,
        list: Rc<[Puzzle]>,
        id: Option<&str>,
        progress: Progress,
    ) -> Result<Session, OpenError> {
        if list.is_empty() {
            return Err(OpenError::Empty);
        }
        let index = match id {
            Some(id) => list
                .iter()
                .position(|p| p.id == id)
                .ok_or_else(|| OpenError::UnknownId(id.to_string()))?,
            None => newcomer_pick(&list, &progress, &Filter::default())
                .or_else(|| list.iter().position(|p| !progress.has_solved(&p.id)))
                .unwrap_or(0),
        };
        Ok(Session {
            variant,
            list,
            index,
            filter: Filter::default(),
            stage: Stage::Solving,
            hint: false,
            counted: false,
            progress,
            missed: false,
            refuted: None,
            solution_seen: false,
            solved_uncounted: false,
        })
    }

    /// The puzzle on the board.
    pub fn current(&self) -> &Puzzle {
        &self.list[self.index.min(self.list.len() - 1)]
    }

    /// The next puzzle after the current one (going round) that passes the
    /// filter, preferring one not solved yet (for a newcomer, the easiest of
    /// those); `None` when none passes.
    pub fn next_index(&self) -> Option<usize> {
        let n = self.list.len();
        let order: Vec<usize> = (1..=n).map(|k| (self.index + k) % n).collect();
        let passes = |i: &&usize| self.filter.accepts(&self.list[**i]);
        newcomer_pick(&self.list, &self.progress, &self.filter)
            .filter(|&i| i != self.index)
            .or_else(|| {
                order
                    .iter()
                    .filter(passes)
                    .find(|&&i| !self.progress.has_solved(&self.list[i].id))
                    .or_else(|| order.iter().find(passes))
                    .copied()
            })
    }

    /// The themes present in the list, for the theme filter.
    pub fn themes(&self) -> Vec<Theme> {
        Theme::ALL
            .into_iter()
            .filter(|t| self.list.iter().any(|p| p.themes.contains(t)))
            .collect()
    }

    /// How many puzzles pass the filter.
    pub fn matching(&self) -> usize {
        self.list.iter().filter(|p| self.filter.accepts(p)).count()
    }
}

/// The task after `plies` turns of the puzzle's record: a turn that solves
/// it from `pos` (a solution first; in a `win2` after the reply, a turn that
/// wins at once), if any.
pub fn goal(puzzle: &Puzzle, pos: &Position, plies: usize) -> Option<Turn> {
    match (plies, puzzle.kind) {
        (0, _) => puzzle.solutions.first().copied(),
        // winning_turns rather than find_win: the reply already needs it, one search in the wasm.
        (2, Kind::Win2) => tactics::winning_turns(pos).first().copied(),
        _ => None,
    }
}

/// The opponent's reply in a `win2` after the right first turn: the legal
/// turn that leaves the fewest winning continuations (the hardest to finish
/// against), the first in move order among equals.
pub fn reply(pos: &Position) -> Option<Turn> {
    pos.legal_turns()
        .into_iter()
        .filter_map(|t| pos.play(t).ok().map(|next| (tactics::winning_turns(&next).len(), t)))
        .min_by_key(|(wins, _)| *wins)
        .map(|(_, t)| t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_in_undoes_the_rating() {
        assert_eq!(one_in(400), 1);
        assert_eq!(one_in(650), 2);
        assert_eq!(one_in(1650), 32);
        assert_eq!(one_in(3300), 3100, "two significant digits");
        assert_eq!(one_in(0), 1);
        assert!(one_in(u32::MAX) > 1_000_000);
    }

    #[test]
    fn progress_round_trips_and_tolerates_damage() {
        let mut p = Progress::default();
        p.count("fb-0001", true);
        p.count("np-0002", true);
        p.count("np-0003", false);
        p.count("np-0004", true);
        assert_eq!((p.streak, p.best), (1, 2));
        assert_eq!(Progress::from_text(&p.to_text()), p);
        for bad in ["", "x", "1 2 3\nfb-1", "-1 2", "\u{0}", "9999999999999 1\n"] {
            assert_eq!(Progress::from_text(bad).streak, 0, "{bad:?}");
        }
        let p = Progress::from_text("3 1\nnp-0002 fb-0001 nonsense np-0002 <script>");
        assert_eq!((p.streak, p.best), (3, 3));
        assert_eq!(p.solved, ["fb-0001", "np-0002"]);
    }

    #[test]
    fn ids_name_their_variant() {
        assert_eq!(variant_of_id("fb-0001"), Some(Variant::FullBelt));
        assert_eq!(variant_of_id("np-0300"), Some(Variant::NoPawns));
        assert_eq!(variant_of_id("np"), None);
        assert_eq!(variant_of_id("xx-1"), None);
        assert_eq!(file_of(Variant::NoPawns), "puzzles/no-pawns.json");
    }

    #[test]
    fn difficulty_bands() {
        assert_eq!(Difficulty::of(900), Difficulty::Easy);
        assert_eq!(Difficulty::of(1200), Difficulty::Medium);
        assert_eq!(Difficulty::of(3000), Difficulty::Hard);
        for d in Difficulty::ALL {
            assert_eq!(Difficulty::from_key(d.key()), Some(d));
        }
    }
}
