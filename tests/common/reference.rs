//! A second, deliberately naive implementation of the rules of docs/rules.md §1-2,
//! used as an oracle: a plain array of 64 squares, rays walked square by
//! square, belts rotated square by square, and every rule checked by brute
//! force on the board it speaks about. It shares no code with the engine
//! (only the engine's vocabulary to read a position), so when the two agree
//! on the legal turns of many positions, a mistake would have to be made the
//! same way twice.

use beltboard::rules::{Color, Position, Role, Square, Variant};

/// What stands on one square.
type Cell = Option<(Color, Role)>;

/// The 64 squares, index = rank * 8 + file, a1 = 0.
type Grid = [Cell; 64];

const KNIGHT: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const KING: [(i8, i8); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
const ORTHOGONAL: [(i8, i8); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];

/// The index of the square `df` files and `dr` ranks from `sq`, if on the board.
fn step(sq: usize, df: i8, dr: i8) -> Option<usize> {
    let (f, r) = ((sq % 8) as i8 + df, (sq / 8) as i8 + dr);
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize)
}

fn name(sq: usize) -> String {
    format!("{}{}", (b'a' + (sq % 8) as u8) as char, sq / 8 + 1)
}

/// The direction a pawn of `color` moves in, as a rank step.
fn forward(color: Color) -> i8 {
    if color == Color::White {
        1
    } else {
        -1
    }
}

/// Whether a piece of `by` attacks `sq`: walked out from `sq` in every way a
/// piece could reach it.
fn attacked(grid: &Grid, sq: usize, by: Color) -> bool {
    let is = |s: Option<usize>, roles: &[Role]| {
        s.and_then(|s| grid[s])
            .is_some_and(|(c, r)| c == by && roles.contains(&r))
    };
    if KNIGHT.iter().any(|&(df, dr)| is(step(sq, df, dr), &[Role::Knight]))
        || KING.iter().any(|&(df, dr)| is(step(sq, df, dr), &[Role::King]))
        // A pawn of `by` attacks diagonally forward, so it stands diagonally behind `sq`.
        || [-1, 1].iter().any(|&df| is(step(sq, df, -forward(by)), &[Role::Pawn]))
    {
        return true;
    }
    let ray_hits = |dirs: &[(i8, i8)], roles: &[Role]| {
        dirs.iter().any(|&(df, dr)| {
            let mut s = sq;
            while let Some(next) = step(s, df, dr) {
                if grid[next].is_some() {
                    return is(Some(next), roles);
                }
                s = next;
            }
            false
        })
    };
    ray_hits(&ORTHOGONAL, &[Role::Rook, Role::Queen]) || ray_hits(&DIAGONAL, &[Role::Bishop, Role::Queen])
}

/// Whether any king of `color` is attacked.
fn king_attacked(grid: &Grid, color: Color) -> bool {
    (0..64).any(|s| grid[s] == Some((color, Role::King)) && attacked(grid, s, !color))
}

/// A normal move: from, to, promotion letter, and the rook's move when castling.
struct Normal {
    from: usize,
    to: usize,
    promotion: Option<Role>,
    rook: Option<(usize, usize)>,
}

impl Normal {
    fn uci(&self) -> String {
        let promotion = self.promotion.map_or(String::new(), |r| r.lower_char().to_string());
        format!("{}{}{promotion}", name(self.from), name(self.to))
    }

    fn play(&self, grid: &Grid) -> Grid {
        let mut next = *grid;
        let (color, role) = next[self.from].take().expect("a piece moves");
        next[self.to] = Some((color, self.promotion.unwrap_or(role)));
        if let Some((from, to)) = self.rook {
            next[to] = next[from].take();
        }
        next
    }
}

/// The moves the pieces of the side to move can make by how they move,
/// before any question of king safety.
fn pseudo_moves(grid: &Grid, us: Color, variant: Variant, castling: &str) -> Vec<Normal> {
    let mut out = Vec::new();
    // Kings capture in both games; other pieces only in Full Belt Chess; nobody takes a king.
    let target_ok = |to: usize, capturer: Role| match grid[to] {
        None => true,
        Some((c, r)) => c != us && r != Role::King && (variant == Variant::FullBelt || capturer == Role::King),
    };
    let mut add = |from, to, promotion| {
        out.push(Normal {
            from,
            to,
            promotion,
            rook: None,
        })
    };
    for from in 0..64 {
        let Some((color, role)) = grid[from] else { continue };
        if color != us {
            continue;
        }
        let jumps = |offsets: &[(i8, i8)]| -> Vec<usize> {
            offsets
                .iter()
                .filter_map(|&(df, dr)| step(from, df, dr))
                .filter(|&to| target_ok(to, role))
                .collect()
        };
        let slides = |dirs: &[(i8, i8)]| -> Vec<usize> {
            let mut targets = Vec::new();
            for &(df, dr) in dirs {
                let mut s = from;
                while let Some(next) = step(s, df, dr) {
                    if grid[next].is_some() {
                        if target_ok(next, role) {
                            targets.push(next);
                        }
                        break;
                    }
                    targets.push(next);
                    s = next;
                }
            }
            targets
        };
        let targets = match role {
            Role::Knight => jumps(&KNIGHT),
            Role::King => jumps(&KING),
            Role::Bishop => slides(&DIAGONAL),
            Role::Rook => slides(&ORTHOGONAL),
            Role::Queen => [slides(&DIAGONAL), slides(&ORTHOGONAL)].concat(),
            Role::Pawn => {
                let last = if us == Color::White { 7 } else { 0 };
                let second = if us == Color::White { 1 } else { 6 };
                let mut targets = Vec::new();
                if let Some(one) = step(from, 0, forward(us)).filter(|&s| grid[s].is_none()) {
                    targets.push(one);
                    if from / 8 == second {
                        targets.extend(step(one, 0, forward(us)).filter(|&s| grid[s].is_none()));
                    }
                }
                for df in [-1, 1] {
                    targets.extend(step(from, df, forward(us)).filter(|&s| grid[s].is_some() && target_ok(s, role)));
                }
                for to in targets {
                    if to / 8 == last {
                        for p in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                            add(from, to, Some(p));
                        }
                    } else {
                        add(from, to, None);
                    }
                }
                continue;
            }
        };
        for to in targets {
            add(from, to, None);
        }
    }
    // Castling (Chess without Pawns): king two squares toward its rook, rook over it.
    let home = if us == Color::White { 0 } else { 56 };
    for (letter, king, rook, between, pass, land, rook_to) in
        [('K', 4, 7, &[5, 6][..], 5, 6, 5), ('Q', 3, 0, &[1, 2][..], 2, 1, 2)]
    {
        let letter = if us == Color::White {
            letter
        } else {
            letter.to_ascii_lowercase()
        };
        let sq = |i: usize| home + i;
        if castling.contains(letter)
            && grid[sq(king)] == Some((us, Role::King))
            && grid[sq(rook)] == Some((us, Role::Rook))
            && between.iter().all(|&i| grid[sq(i)].is_none())
            && [king, pass, land].iter().all(|&i| !attacked(grid, sq(i), !us))
        {
            out.push(Normal {
                from: sq(king),
                to: sq(land),
                promotion: None,
                rook: Some((sq(rook), sq(rook_to))),
            });
        }
    }
    out
}

/// The grid after shifting `belt` (0..8 files a..h, 8..16 ranks 1..8) by `k`.
fn shift(grid: &Grid, belt: usize, k: usize) -> Grid {
    let squares: Vec<usize> = (0..8)
        .map(|i| if belt < 8 { i * 8 + belt } else { (belt - 8) * 8 + i })
        .collect();
    let mut next = *grid;
    for i in 0..8 {
        next[squares[(i + k) % 8]] = grid[squares[i]];
    }
    next
}

/// The legal turns of `pos` in machine form, sorted, found by brute force.
pub fn legal_turns(pos: &Position) -> Vec<String> {
    if pos.is_capture_win() {
        return Vec::new();
    }
    let mut grid: Grid = [None; 64];
    for sq in Square::all() {
        grid[sq.index() as usize] = pos.board().piece_at(sq).map(|p| (p.color, p.role));
    }
    let us = pos.turn();
    let variant = pos.variant();
    let first_turn = variant == Variant::FullBelt && us == Color::White && pos.fullmoves() == 1;
    let forbidden = pos.forbidden_belt().map(|b| b.char());
    let belt_names: Vec<char> = "abcdefgh12345678".chars().collect();
    let mut out = Vec::new();
    for m in pseudo_moves(&grid, us, variant, &pos.castling().fen()) {
        let after = m.play(&grid);
        if king_attacked(&after, us) || (first_turn && king_attacked(&after, !us)) {
            continue;
        }
        if variant == Variant::NoPawns {
            out.push(m.uci());
            continue;
        }
        let checked_by_move = king_attacked(&after, !us);
        for (belt, &belt_name) in belt_names.iter().enumerate() {
            if forbidden == Some(belt_name) {
                continue;
            }
            for k in 1..8 {
                let shifted = shift(&after, belt, k);
                let gives_check = king_attacked(&shifted, !us);
                // An empty belt shifts to itself, so "changes something" covers both parts of rule 1.4.
                if shifted == after
                    || king_attacked(&shifted, us)
                    || (first_turn && gives_check)
                    || (pos.options().no_belt_check && gives_check && !checked_by_move)
                {
                    continue;
                }
                out.push(format!("{} {belt_name}+{k}", m.uci()));
            }
        }
    }
    out.sort();
    out
}
