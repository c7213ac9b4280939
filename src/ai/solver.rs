//! The forcing-line solver: a depth-first proof-number search (df-pn) for
//! forced wins of the side to move within a few of its own turns, with a
//! table of its own, beside the main search.
//!
//! The attacker's turns are the forcing ones (checks; in Chess without
//! Pawns, captures too), and at the first turn also the quiet turns that
//! threaten a win at once (one level of quiet threats); the defender's are
//! all its legal turns. The last two plies are decided by the rules' own
//! one-turn tests ([`find_win`], [`has_safe_turn`]), never expanded. So a
//! proof is a proof: every defence was tried. What it does not try (a second
//! quiet turn, a quiet turn that threatens nothing at once) it cannot prove,
//! and then it says nothing.

use crate::rules::tactics::{each_forcing_turn, each_legal_turn, find_win, has_safe_turn};
use crate::rules::{Position, Turn, Variant};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Proof and disproof numbers saturate here ("infinite").
const INF: u32 = 1 << 28;

/// The deepest proof tried, in the attacker's turns.
pub const MAX_SOLVE_TURNS: u32 = 6;

/// A proven forced win: its first turn and the attacker's turns it takes
/// (1: a win at once; 2: a turn, any reply, then a win at once; and so on).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Proof {
    /// The first turn of the win.
    pub turn: Turn,
    /// How many of the attacker's turns the win takes at most.
    pub turns: u32,
}

/// What bounds a proof attempt; it stops at the first bound reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveLimits {
    /// The longest win looked for, in the attacker's turns (1 to [`MAX_SOLVE_TURNS`]).
    pub turns: u32,
    /// Positions visited.
    pub nodes: Option<u64>,
    /// Milliseconds.
    pub time_ms: Option<u64>,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    pn: u32,
    dn: u32,
}

/// A node's proof number (how hard to prove the attacker's win) and
/// disproof number (how hard to refute it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Numbers {
    pn: u32,
    dn: u32,
}

impl Numbers {
    const PROVEN: Numbers = Numbers { pn: 0, dn: INF };
    const DISPROVEN: Numbers = Numbers { pn: INF, dn: 0 };
    const UNKNOWN: Numbers = Numbers { pn: 1, dn: 1 };
}

/// Which side is to move at a node: the attacker (an OR node: one turn
/// that wins suffices) or the defender (an AND node: every turn must lose).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Attacker,
    Defender,
}

/// A node of the proof tree: a position, who is to move, and the
/// attacker's turns left (counting the one to play at an attacker's node).
#[derive(Clone, Copy)]
struct Node {
    side: Side,
    left: u32,
    /// Whether quiet threats count among the attacker's turns (the root only).
    quiet: bool,
}

/// The solver: its table persists between proofs of the same side's wins.
pub struct Solver {
    table: Vec<Entry>,
    clock: Box<dyn Fn() -> f64>,
    deadline_ms: Option<f64>,
    node_limit: u64,
    nodes: u64,
    stopped: bool,
    /// Set by another thread to stop the proof (the search beside it ended).
    stop: Option<Arc<AtomicBool>>,
    /// The root's proven turn, once the root is proven.
    root_win: Option<Turn>,
}

impl Solver {
    /// A solver with a table of `table_mb` megabytes and a millisecond clock.
    pub fn new(table_mb: usize, clock: Box<dyn Fn() -> f64>) -> Solver {
        let entries = (table_mb.max(1) << 20) / std::mem::size_of::<Entry>();
        let size = entries.next_power_of_two() / 2;
        Solver {
            table: vec![Entry::default(); size.max(1024)],
            clock,
            deadline_ms: None,
            node_limit: u64::MAX,
            nodes: 0,
            stopped: false,
            stop: None,
            root_win: None,
        }
    }

    /// Makes every later proof stop once `stop` is set (by another thread).
    pub fn stop_when(&mut self, stop: Arc<AtomicBool>) {
        self.stop = Some(stop);
    }

    /// Positions visited by the last proof attempt.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the last attempt stopped at a limit (so that "no proof" means
    /// only "none found in time", not "none within the turns").
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// The shortest forced win of the side to move in `pos` that the solver
    /// proves within `limits.turns` of its turns, trying 1, 2, ... turns.
    pub fn prove(&mut self, pos: &Position, limits: SolveLimits) -> Option<Proof> {
        self.begin(limits);
        if let Some(turn) = find_win(pos) {
            return Some(Proof { turn, turns: 1 });
        }
        for turns in 2..=limits.turns.clamp(1, MAX_SOLVE_TURNS) {
            let root = Node {
                side: Side::Attacker,
                left: turns,
                quiet: true,
            };
            // The root's own entry is not trusted: its proven turn is read
            // while it is searched.
            self.root_win = None;
            self.forget(Self::key(pos, root));
            let numbers = self.mid(pos, root, INF, INF);
            if self.stopped {
                return None;
            }
            if numbers.pn == 0 {
                return self.root_win.map(|turn| Proof { turn, turns });
            }
        }
        None
    }

    fn begin(&mut self, limits: SolveLimits) {
        let now = (self.clock)();
        self.deadline_ms = limits.time_ms.map(|t| now + t as f64);
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.nodes = 0;
        self.stopped = false;
    }

    /// Counts a node; false (and the proof stops) once a limit is reached.
    fn visit(&mut self) -> bool {
        if self.stopped || self.nodes >= self.node_limit {
            self.stopped = true;
            return false;
        }
        self.nodes += 1;
        if self.nodes % 4 == 0
            && (self.deadline_ms.is_some_and(|d| (self.clock)() >= d)
                || self.stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed)))
        {
            self.stopped = true;
        }
        !self.stopped
    }

    fn key(pos: &Position, node: Node) -> u64 {
        let side = match node.side {
            Side::Attacker => 0x5bd1_e995_u64,
            Side::Defender => 0x2545_f491_4f6c_dd1d,
        };
        pos.hash() ^ side.wrapping_mul(u64::from(node.left) + 1) ^ u64::from(node.quiet) << 63
    }

    fn probe(&self, key: u64) -> Option<Numbers> {
        let e = self.table[key as usize & (self.table.len() - 1)];
        (e.key == key).then_some(Numbers { pn: e.pn, dn: e.dn })
    }

    fn forget(&mut self, key: u64) {
        let i = key as usize & (self.table.len() - 1);
        if self.table[i].key == key {
            self.table[i] = Entry::default();
        }
    }

    fn store(&mut self, key: u64, n: Numbers) {
        let i = key as usize & (self.table.len() - 1);
        self.table[i] = Entry {
            key,
            pn: n.pn,
            dn: n.dn,
        };
    }

    /// What is known of a node before it is expanded: its table entry, or
    /// the cheap verdicts (the game over, a win at once, the attacker's last
    /// turn spent) and a first estimate: a defender's node is as hard to
    /// prove as it has replies.
    fn initial(&mut self, pos: &Position, node: Node) -> Numbers {
        let key = Self::key(pos, node);
        if let Some(hit) = self.probe(key) {
            return hit;
        }
        let first = Self::estimate(pos, node);
        self.store(key, first);
        first
    }

    /// [`Solver::initial`] without the table.
    fn estimate(pos: &Position, node: Node) -> Numbers {
        let drawn = pos.variant() == Variant::FullBelt && (pos.halfmoves() >= 100 || pos.is_bare_kings());
        match node.side {
            Side::Attacker => {
                if pos.is_capture_win() || drawn {
                    Numbers::DISPROVEN
                } else if find_win(pos).is_some() {
                    Numbers::PROVEN
                } else if node.left <= 1 || !pos.has_legal_turn() {
                    Numbers::DISPROVEN
                } else {
                    Numbers::UNKNOWN
                }
            }
            Side::Defender => {
                if pos.is_capture_win() {
                    return Numbers::PROVEN;
                }
                let replies = pos.count_turns();
                if replies == 0 {
                    return if pos.is_check() {
                        Numbers::PROVEN
                    } else {
                        Numbers::DISPROVEN
                    };
                }
                if drawn || node.left == 0 {
                    return Numbers::DISPROVEN;
                }
                Numbers {
                    pn: (replies as u32).min(INF - 1),
                    dn: 1,
                }
            }
        }
    }

    /// The turns of `node` and the positions after them.
    fn children(pos: &Position, node: Node) -> Vec<(Turn, Position)> {
        let mut out = Vec::new();
        match node.side {
            Side::Defender => each_legal_turn(pos, |t, next| {
                out.push((t, next));
                true
            }),
            Side::Attacker => {
                each_forcing_turn(pos, |t, next| {
                    out.push((t, next));
                    true
                });
                if node.quiet {
                    // Quiet turns that threaten a win at once: were the
                    // attacker to move again, it would win.
                    let forcing: Vec<Turn> = out.iter().map(|c| c.0).collect();
                    each_legal_turn(pos, |t, next| {
                        if !forcing.contains(&t) && !next.is_check() && find_win(&next.null_move()).is_some() {
                            out.push((t, next));
                        }
                        true
                    });
                }
            }
        }
        out
    }

    fn child_node(node: Node) -> Node {
        match node.side {
            Side::Attacker => Node {
                side: Side::Defender,
                left: node.left - 1,
                quiet: false,
            },
            Side::Defender => Node {
                side: Side::Attacker,
                left: node.left,
                quiet: false,
            },
        }
    }

    /// The multiple-iterative-deepening step of df-pn: searches below `pos`
    /// until its proof number reaches `th_pn` or its disproof number `th_dn`.
    fn mid(&mut self, pos: &Position, node: Node, th_pn: u32, th_dn: u32) -> Numbers {
        if !self.visit() {
            return Numbers::UNKNOWN;
        }
        let key = Self::key(pos, node);
        let mut known = self.initial(pos, node);
        if node.side == Side::Defender && node.left == 1 && known.pn != 0 && known.dn != 0 {
            // The attacker's last turn: the defender loses when every reply
            // allows a win at once.
            known = if has_safe_turn(pos) {
                Numbers::DISPROVEN
            } else {
                Numbers::PROVEN
            };
        }
        if known.pn == 0 || known.dn == 0 || known.pn >= th_pn || known.dn >= th_dn {
            self.store(key, known);
            return known;
        }
        let children = Self::children(pos, node);
        if children.is_empty() {
            // The attacker has nothing forcing (the defender's no reply is
            // decided above).
            self.store(key, Numbers::DISPROVEN);
            return Numbers::DISPROVEN;
        }
        let child = Self::child_node(node);
        let mut numbers: Vec<Numbers> = children.iter().map(|c| self.initial(&c.1, child)).collect();
        loop {
            let (n, best, second) = gather(&numbers, node.side);
            if n.pn >= th_pn || n.dn >= th_dn || self.stopped {
                if node.quiet && n.pn == 0 {
                    self.root_win = Some(children[best].0);
                }
                self.store(key, n);
                return n;
            }
            let c = numbers[best];
            let (c_pn, c_dn) = match node.side {
                // One proven turn suffices: the chosen child may take the
                // proof threshold up to the second best's (plus a quarter,
                // so the search does not flip between the two too often).
                Side::Attacker => (
                    th_pn.min(second.saturating_add(1 + second / 4)),
                    sub(th_dn, n.dn - c.dn.min(n.dn)),
                ),
                Side::Defender => (
                    sub(th_pn, n.pn - c.pn.min(n.pn)),
                    th_dn.min(second.saturating_add(1 + second / 4)),
                ),
            };
            let found = self.mid(&children[best].1, child, c_pn.min(INF), c_dn.min(INF));
            if !self.stopped {
                numbers[best] = found;
            }
        }
    }
}

/// A node's numbers from its children's, with the child to search next
/// and the runner-up's deciding number.
fn gather(children: &[Numbers], side: Side) -> (Numbers, usize, u32) {
    let (mut min, mut second, mut sum, mut best) = (INF, INF, 0u32, 0usize);
    for (i, c) in children.iter().enumerate() {
        // The attacker picks by proof numbers, the defender by disproof.
        let (decide, add) = match side {
            Side::Attacker => (c.pn, c.dn),
            Side::Defender => (c.dn, c.pn),
        };
        sum = sum.saturating_add(add).min(INF);
        if decide < min {
            second = min;
            min = decide;
            best = i;
        } else if decide < second {
            second = decide;
        }
    }
    let numbers = match side {
        Side::Attacker => Numbers { pn: min, dn: sum },
        Side::Defender => Numbers { pn: sum, dn: min },
    };
    (numbers, best, second)
}

/// `threshold - used`, where an infinite threshold stays infinite.
fn sub(threshold: u32, used: u32) -> u32 {
    if threshold >= INF {
        INF
    } else {
        threshold.saturating_sub(used)
    }
}
