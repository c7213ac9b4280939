//! The full-width search for a win within two turns, as an object a caller
//! can run in two steps: the forcing turns first (where most wins in two
//! begin, found in milliseconds), then every other turn (up to a second in
//! Full Belt), those near an enemy king first. The second step does not try
//! again what the first tried, and both use the same safe replies found so
//! far.

use super::in_one::{each_turn, find_win, first_safe_turn, play_among, reply_win, Stopped};
use crate::rules::attacks::king_attacks;
use crate::rules::{Belt, Bitboard, Position, Turn};

/// A search of one position for a turn of the side to move that wins within
/// two of its turns ([`super::win_in_two`]): one that wins at once, or one
/// after which the opponent has a legal turn and every one of them allows a
/// win at once. [`WinInTwo::forcing`] tries the turns it is given and the
/// forcing turns; [`WinInTwo::every`] then the rest. Each asks `stop` before
/// each turn it tries and each reply it weighs, first once a win at once has
/// been ruled out, so even a search cut short has shown that.
pub struct WinInTwo {
    pos: Position,
    /// The turns of the `first` lists decided not to win in two.
    first_tried: Vec<Turn>,
    /// How far the passes over the turns have got.
    done: Passes,
    /// Where the quiet turns of the second pass land or turn a belt.
    zone: KingZone,
    escapes: Escapes,
}

/// The passes [`WinInTwo`] makes over the legal turns, in this order.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Passes {
    /// None yet.
    None,
    /// None, but the game goes on and no turn wins at once.
    Opened,
    /// The forcing turns.
    Forcing,
    /// And the quiet turns near an enemy king ([`KingZone`]).
    Near,
    /// And all the others.
    All,
}

impl Passes {
    /// Whether this pass tries `turn`, forcing or not.
    fn takes(self, zone: &KingZone, turn: Turn, forcing: bool) -> bool {
        match self {
            Passes::None | Passes::Opened => false,
            Passes::Forcing => forcing,
            Passes::Near => !forcing && zone.holds(turn),
            Passes::All => !forcing && !zone.holds(turn),
        }
    }
}

impl WinInTwo {
    /// A search of `pos`, nothing tried yet.
    pub fn new(pos: &Position) -> WinInTwo {
        WinInTwo {
            pos: pos.clone(),
            first_tried: Vec::new(),
            done: Passes::None,
            zone: KingZone::of(pos),
            escapes: Escapes::default(),
        }
    }

    /// A win within two turns that begins with one of `first` or with a
    /// forcing turn (a check; in Chess without Pawns a capture too), if any.
    /// `None` does not prove that no quiet turn wins in two.
    pub fn forcing(&mut self, first: &[Turn], stop: &mut dyn FnMut() -> bool) -> Result<Option<Turn>, Stopped> {
        self.run(first, true, stop)
    }

    /// A win within two turns, if any: `first`, the forcing turns, the
    /// quiet turns near an enemy king (where a quiet win in two mostly
    /// begins), then the others, leaving out those already decided.
    pub fn every(&mut self, first: &[Turn], stop: &mut dyn FnMut() -> bool) -> Result<Option<Turn>, Stopped> {
        self.run(first, false, stop)
    }

    fn run(
        &mut self,
        first: &[Turn],
        forcing_only: bool,
        stop: &mut dyn FnMut() -> bool,
    ) -> Result<Option<Turn>, Stopped> {
        if self.done < Passes::Opened {
            if self.pos.outcome().is_some() {
                return Ok(None);
            }
            if let Some(win) = find_win(&self.pos) {
                return Ok(Some(win));
            }
            self.done = Passes::Opened;
        }
        let WinInTwo {
            pos,
            first_tried,
            done,
            zone,
            escapes,
        } = self;
        let mut pseudo = Vec::with_capacity(64);
        pos.pseudo_moves(&mut pseudo);
        for &turn in first {
            if first_tried.contains(&turn) {
                continue;
            }
            if let Some(next) = play_among(pos, &pseudo, turn) {
                match decide(escapes, turn, &next, stop) {
                    Some(end) => return end,
                    None => first_tried.push(turn),
                }
            }
        }
        let first_tried: &[Turn] = first_tried;
        for pass in [Passes::Forcing, Passes::Near, Passes::All] {
            if forcing_only && pass > Passes::Forcing {
                break;
            }
            if *done >= pass {
                continue;
            }
            let mut end = None;
            each_turn(pos, |turn, forcing, after| {
                if pass.takes(zone, turn, forcing) && !first_tried.contains(&turn) {
                    end = decide(escapes, turn, &after.unhashed(turn.belt), stop);
                }
                end.is_none()
            });
            if let Some(end) = end {
                return end;
            }
            *done = pass;
        }
        Ok(None)
    }
}

/// Where a quiet turn that wins in two mostly acts: near the enemy kings.
/// Such a turn must leave the opponent no safe reply, which a turn far from
/// every enemy king seldom does, so these are tried before the others.
struct KingZone {
    /// The squares within two king steps of an enemy king.
    squares: Bitboard,
    /// The files and ranks (bit per index) within one of an enemy king's.
    files: u8,
    ranks: u8,
}

impl KingZone {
    /// The zone around the kings of the side not to move in `pos`.
    fn of(pos: &Position) -> KingZone {
        let mut zone = KingZone {
            squares: Bitboard::EMPTY,
            files: 0,
            ranks: 0,
        };
        for king in pos.board().kings(!pos.turn()) {
            let ring = king_attacks(king).with(king);
            zone.squares |= ring;
            for sq in ring {
                zone.squares |= king_attacks(sq);
                zone.files |= 1 << sq.file().index();
                zone.ranks |= 1 << sq.rank().index();
            }
        }
        zone
    }

    /// Whether `turn` lands a piece in the zone or turns a belt through it.
    fn holds(&self, turn: Turn) -> bool {
        self.squares.contains(turn.normal.to)
            || turn.belt.is_some_and(|shift| match shift.belt() {
                Belt::File(file) => self.files & (1 << file.index()) != 0,
                Belt::Rank(rank) => self.ranks & (1 << rank.index()) != 0,
            })
    }
}

/// Decides whether `turn`, leading to `next`, wins in two: `None` to go on
/// (it does not), else the search's end (the win, or stopped). A safe reply
/// shows the game goes on; only a turn that leaves none is asked whether it
/// ended the game instead (stalemate).
fn decide(
    escapes: &mut Escapes,
    turn: Turn,
    next: &Position,
    stop: &mut dyn FnMut() -> bool,
) -> Option<Result<Option<Turn>, Stopped>> {
    if stop() {
        return Some(Err(Stopped));
    }
    match escapes.any(next, stop) {
        Err(stopped) => Some(Err(stopped)),
        Ok(false) if next.outcome().is_none() => Some(Ok(Some(turn))),
        Ok(_) => None,
    }
}

/// The safe replies found last ([`Escapes::any`]), the latest first: after
/// most of the opponent's turns, a reply that was safe after one of the
/// turns before is safe again, and trying those first spares a walk over
/// the replies that are not (in the opening, most Full Belt turns expose
/// the king to a mate). Which one is safe depends on the belt the opponent
/// turned, so a few are kept, not one.
#[derive(Default)]
struct Escapes {
    recent: Vec<Turn>,
}

/// How many safe replies [`Escapes`] keeps.
const ESCAPES_KEPT: usize = 8;

impl Escapes {
    /// Whether `pos` has a legal turn that does not allow a win at once
    /// ([`super::has_safe_turn`]), the recent safe ones tried first; `stop`
    /// is asked before each turn weighed.
    fn any(&mut self, pos: &Position, stop: &mut dyn FnMut() -> bool) -> Result<bool, Stopped> {
        let mut pseudo = Vec::with_capacity(64);
        pos.pseudo_moves(&mut pseudo);
        let hit = self
            .recent
            .iter()
            .position(|&turn| play_among(pos, &pseudo, turn).is_some_and(|after| reply_win(&after).is_none()));
        if let Some(i) = hit {
            self.recent[..=i].rotate_right(1);
            return Ok(true);
        }
        let found = first_safe_turn(pos, stop)?;
        if let Some(turn) = found {
            self.recent.insert(0, turn);
            self.recent.truncate(ESCAPES_KEPT);
        }
        Ok(found.is_some())
    }
}
