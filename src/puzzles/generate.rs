//! The puzzle generator: games of AI self-play mixed with random turns, every
//! position reached tried as each kind of puzzle, kept when it verifies.
//!
//! Deterministic for a seed: the AI is bounded by nodes, never by time, and
//! every random choice comes from one seeded [`Rng`].

use super::analyze::{analyze, Findings};
use super::probe::has_win;
use super::{id_prefix, Kind, Puzzle, Theme};
use crate::ai::{native_clock, Choice, Limits, Rng, Searcher};
use crate::rules::{Options, Position, Start, Variant};
use std::collections::{HashMap, HashSet};

/// What to generate.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GenerateOptions {
    /// The game.
    pub variant: Variant,
    /// How many puzzles.
    pub count: usize,
    /// The seed: the same seed gives the same puzzles.
    pub seed: u64,
}

/// How the generation went.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GenerateReport {
    /// Games played.
    pub games: usize,
    /// Positions examined.
    pub positions: usize,
}

/// The share of each kind, in percent, per game. Win in two exists only in
/// Chess without Pawns; defend puzzles are the slowest to find and to verify
/// in Full Belt Chess (thousands of turns, each answered by thousands).
fn kind_percent(variant: Variant, kind: Kind) -> usize {
    match (variant, kind) {
        (Variant::FullBelt, Kind::Win1) => 60,
        (Variant::FullBelt, Kind::Win2) => 0,
        (Variant::FullBelt, Kind::Defend) => 40,
        (Variant::NoPawns, Kind::Win1) => 40,
        (Variant::NoPawns, Kind::Win2) => 30,
        (Variant::NoPawns, Kind::Defend) => 30,
    }
}

/// A puzzle solved by more than this share of the turns (in percent) is too easy to keep.
const MAX_SOLVING_PERCENT: usize = 25;
/// The most solutions a `defend` may have: each safe turn costs a walk
/// through all the opponent's replies when the puzzle is verified (about a
/// millisecond in a Full Belt middlegame), and the shipped files are verified
/// in every test run.
const MAX_DEFEND_SOLUTIONS: usize = 60;
/// The most puzzles of one kind with exactly the same themes, in percent of that kind:
/// keeps the common patterns from crowding out the rare ones.
const MAX_SAME_THEMES_PERCENT: usize = 35;
/// The themes that the games rarely show, and the share of the puzzles (in
/// percent) kept for each of them for a while (see [`RESERVE_GAMES_PER_PUZZLE`]).
fn rare_themes(variant: Variant) -> &'static [Theme] {
    match variant {
        Variant::FullBelt => &[Theme::FirstTurnRule, Theme::FrozenPawn],
        Variant::NoPawns => &[Theme::Castling],
    }
}
const RARE_PERCENT: usize = 5;
/// Games per puzzle asked for after which the rare themes' places are given up.
const RESERVE_GAMES_PER_PUZZLE: usize = 3;
/// Turns after which a game is abandoned (Chess without Pawns has no fifty-move rule).
const MAX_GAME_TURNS: usize = 140;
/// Puzzles kept from one game at most, at least this many turns apart: a
/// game's positions resemble each other.
const PER_GAME: usize = 3;
const GAP: usize = 6;
/// Sampled turns that must mostly lose before a full `defend` analysis is tried.
const DEFEND_SAMPLE: usize = 10;

struct Collector {
    opts: GenerateOptions,
    quota: HashMap<Kind, usize>,
    taken: HashMap<Kind, usize>,
    signatures: HashMap<(Kind, Vec<Theme>), usize>,
    seen: HashSet<String>,
    puzzles: Vec<Puzzle>,
    /// Games played so far (the reserve for rare themes lapses after a while).
    games: usize,
}

impl Collector {
    fn new(opts: GenerateOptions) -> Collector {
        let mut quota = HashMap::new();
        let mut left = opts.count;
        for kind in Kind::ALL {
            let q = (opts.count * kind_percent(opts.variant, kind)).div_ceil(100).min(left);
            left -= q;
            quota.insert(kind, q);
        }
        // Rounding leftovers go to win-at-once puzzles, the most plentiful.
        *quota.get_mut(&Kind::Win1).expect("set") += left;
        Collector {
            opts,
            quota,
            taken: HashMap::new(),
            signatures: HashMap::new(),
            seen: HashSet::new(),
            puzzles: Vec::new(),
            games: 0,
        }
    }

    fn open(&self, kind: Kind) -> bool {
        self.taken.get(&kind).copied().unwrap_or(0) < self.quota[&kind]
    }

    fn done(&self) -> bool {
        self.puzzles.len() >= self.opts.count
    }

    /// Whether `theme` is one of the rare themes and still short of its share.
    fn wants(&self, theme: Theme) -> bool {
        rare_themes(self.opts.variant).contains(&theme) && self.with_theme(theme) < self.opts.count * RARE_PERCENT / 100
    }

    /// How many puzzles show `theme` so far.
    fn with_theme(&self, theme: Theme) -> usize {
        self.puzzles.iter().filter(|p| p.themes.contains(&theme)).count()
    }

    /// The places kept for the rare themes still short of their share.
    fn reserve(&self) -> usize {
        if self.games >= RESERVE_GAMES_PER_PUZZLE * self.opts.count {
            return 0;
        }
        let target = self.opts.count * RARE_PERCENT / 100;
        rare_themes(self.opts.variant)
            .iter()
            .map(|&t| target.saturating_sub(self.with_theme(t)))
            .sum()
    }

    /// Keeps `found` if it is new, not too easy and its theme mix still has room.
    fn offer(&mut self, pos: &Position, kind: Kind, found: Findings) -> bool {
        let rare = found.themes.iter().any(|&t| self.wants(t));
        if found.solutions.len() * 100 > found.legal * MAX_SOLVING_PERCENT
            || (kind == Kind::Defend && found.solutions.len() > MAX_DEFEND_SOLUTIONS)
            || !self.open(kind)
            || (!rare && self.puzzles.len() + self.reserve() >= self.opts.count)
        {
            return false;
        }
        let signature = (kind, found.themes.clone());
        let same = self.signatures.get(&signature).copied().unwrap_or(0);
        if same * 100 >= self.quota[&kind] * MAX_SAME_THEMES_PERCENT {
            return false;
        }
        if !self.seen.insert(dedup_key(pos)) {
            return false;
        }
        *self.signatures.entry(signature).or_default() += 1;
        *self.taken.entry(kind).or_default() += 1;
        let id = format!("{}-{:04}", id_prefix(self.opts.variant), self.puzzles.len() + 1);
        self.puzzles.push(Puzzle {
            id,
            variant: self.opts.variant,
            fen: pos.fen(),
            kind,
            themes: found.themes,
            rating: found.rating,
            solutions: found.solutions,
        });
        true
    }
}

/// Positions are the same puzzle when pieces, side, castling and forbidden
/// belt agree, and both are or are not White's first turn.
fn dedup_key(pos: &Position) -> String {
    let fen = pos.fen();
    let fields: Vec<&str> = fen.split(' ').take(4).collect();
    format!("{} {}", fields.join(" "), pos.is_first_turn())
}

/// Whether most of a few sampled turns allow a win at once: cheap evidence
/// that a full `defend` analysis may succeed.
fn looks_defensive(pos: &Position, rng: &mut Rng) -> bool {
    let turns = pos.legal_turns();
    if turns.len() < 2 {
        return false;
    }
    let mut losing = 0;
    for _ in 0..DEFEND_SAMPLE {
        let t = turns[rng.below(turns.len() as u64) as usize];
        let after = pos.play_unchecked(t);
        if !after.is_capture_win() && has_win(&after) {
            losing += 1;
        }
    }
    losing * 2 >= DEFEND_SAMPLE + 2
}

/// `pos` as White's first turn (move number 1, no forbidden belt): a
/// composed position that shows the first-turn rule.
fn as_first_turn(pos: &Position) -> Option<Position> {
    if pos.variant() != Variant::FullBelt || pos.turn() != crate::rules::Color::White {
        return None;
    }
    let mut setup = pos.to_setup();
    setup.fullmoves = 1;
    setup.halfmoves = 0;
    setup.forbidden_belt = None;
    Position::from_setup(setup, pos.variant(), pos.options()).ok()
}

/// Tries `pos` as each kind of puzzle still wanted; `true` when one was kept.
fn examine(c: &mut Collector, pos: &Position, rng: &mut Rng) -> bool {
    if let Ok(found) = analyze(pos, Kind::Win1) {
        return c.offer(pos, Kind::Win1, found);
    }
    if c.open(Kind::Win2) && pos.variant() == Variant::NoPawns {
        if let Ok(found) = analyze(pos, Kind::Win2) {
            if c.offer(pos, Kind::Win2, found) {
                return true;
            }
        }
    }
    if c.open(Kind::Defend) && looks_defensive(pos, rng) {
        if let Ok(found) = analyze(pos, Kind::Defend) {
            if c.offer(pos, Kind::Defend, found) {
                return true;
            }
        }
    }
    // A few first-turn positions: the rule matters only when it is the answer.
    let first_turns = c.with_theme(Theme::FirstTurnRule);
    if c.open(Kind::Defend) && first_turns * 100 < c.opts.count * RARE_PERCENT && rng.below(2) == 0 {
        if let Some(first) = as_first_turn(pos).filter(|p| looks_defensive(p, rng)) {
            if let Ok(found) = analyze(&first, Kind::Defend) {
                if found.themes.contains(&Theme::FirstTurnRule) {
                    return c.offer(&first, Kind::Defend, found);
                }
            }
        }
    }
    false
}

/// Whether one of `turns` (the legal turns of `pos`) is a castling.
fn can_castle(pos: &Position, turns: &[crate::rules::Turn]) -> bool {
    pos.castling() != crate::rules::Castling::NONE
        && turns.iter().any(|t| {
            pos.board().role_at(t.normal.from) == Some(crate::rules::Role::King)
                && t.normal.from.file().index().abs_diff(t.normal.to.file().index()) == 2
        })
}

/// The starts a game is drawn from: mostly the standard one.
fn pick_start(variant: Variant, rng: &mut Rng) -> Start {
    let other = rng.below(5) == 0;
    match (variant, other) {
        (Variant::FullBelt, false) => Start::FullBelt,
        (Variant::FullBelt, true) => Start::FullBeltHowe,
        (Variant::NoPawns, false) => Start::NoPawns,
        (Variant::NoPawns, true) => Start::NoPawnsOneKing,
    }
}

/// Plays one game, examining each position after the first few turns.
fn play_game(c: &mut Collector, rng: &mut Rng, report: &mut GenerateReport) {
    let start = pick_start(c.opts.variant, rng);
    let mut pos = Position::start(start, Options::default());
    // Each game mixes AI turns with random ones at its own rate, from a
    // careful game to a pure random playout.
    let random_percent = [0, 10, 25, 50, 100][rng.below(5) as usize];
    let nodes = match c.opts.variant {
        Variant::FullBelt => 1500,
        Variant::NoPawns => 4000,
    };
    let mut searcher = Searcher::new(1, native_clock());
    let mut history = Vec::new();
    let (mut kept, mut next_look) = (0, 4);
    for ply in 0..MAX_GAME_TURNS {
        if c.done() || pos.is_capture_win() {
            break;
        }
        let turns = pos.legal_turns();
        if turns.is_empty() {
            break;
        }
        // Castling is legal only early and briefly: such positions are looked
        // at whenever that theme is short, whatever the game has given.
        let castle_hunt = c.wants(Theme::Castling) && can_castle(&pos, &turns);
        if (ply >= next_look && kept < PER_GAME) || castle_hunt {
            report.positions += 1;
            if examine(c, &pos, rng) {
                kept += 1;
                next_look = ply + GAP;
            }
        }
        let turn = if rng.below(100) < random_percent {
            turns[rng.below(turns.len() as u64) as usize]
        } else {
            let limits = Limits {
                nodes: Some(nodes),
                ..Limits::default()
            };
            let choice = Choice {
                margin: 80,
                temperature: 30.0,
                seed: rng.next_u64(),
                ..Choice::default()
            };
            match searcher.search(&pos, &history, limits, choice, &mut |_| {}) {
                Some(r) => r.best,
                None => break,
            }
        };
        history.push(pos.hash());
        pos = pos.play_unchecked(turn);
    }
    report.games += 1;
}

/// Generates up to `opts.count` verified puzzles (fewer only if `max_games`
/// games did not find enough), ids `fb-0001`... or `np-0001`... in the order
/// found. `progress` hears a line after each game.
pub fn generate(
    opts: GenerateOptions,
    max_games: usize,
    progress: &mut dyn FnMut(&str),
) -> (Vec<Puzzle>, GenerateReport) {
    let mut c = Collector::new(opts);
    let mut rng = Rng::new(opts.seed);
    let mut report = GenerateReport::default();
    while !c.done() && report.games < max_games {
        play_game(&mut c, &mut rng, &mut report);
        c.games = report.games;
        let counts: Vec<String> = Kind::ALL
            .iter()
            .map(|k| format!("{} {}/{}", k, c.taken.get(k).copied().unwrap_or(0), c.quota[k]))
            .collect();
        progress(&format!(
            "game {}: {} positions, {}",
            report.games,
            report.positions,
            counts.join(", ")
        ));
    }
    (c.puzzles, report)
}
