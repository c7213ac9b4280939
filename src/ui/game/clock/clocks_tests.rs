use super::*;
use crate::rules::{FlagFall, Options, Variant};

fn three_two() -> Timing {
    let c = TimeControl::parse("3+2").unwrap();
    Timing::new(c, c)
}

#[test]
fn the_first_turn_is_free_then_time_runs_and_increments_come_after_the_turn() {
    let mut t = three_two();
    assert!(
        !t.face(Color::White, 5_000.0).running,
        "nothing runs before White's first turn"
    );
    t.turn_done(Color::White, 5_000.0);
    assert_eq!(
        t.face(Color::White, 5_000.0).left_ms,
        180_000,
        "no time taken, no increment"
    );
    assert!(t.face(Color::Black, 5_000.0).running);
    // Black thinks 10 s (its normal move and belt), then confirms.
    assert_eq!(t.face(Color::Black, 15_000.0).left_ms, 170_000);
    t.turn_done(Color::Black, 15_000.0);
    assert_eq!(
        t.face(Color::Black, 15_000.0).left_ms,
        172_000,
        "the increment after the confirm"
    );
    assert_eq!(
        t.history(),
        &[[180_000, 180_000], [180_000, 180_000], [180_000, 172_000]]
    );
}

#[test]
fn undo_restores_the_clock_values_of_the_position_returned_to() {
    let mut t = three_two();
    t.turn_done(Color::White, 0.0);
    t.turn_done(Color::Black, 10_000.0);
    t.turn_done(Color::White, 40_000.0);
    assert_eq!(t.face(Color::White, 40_000.0).left_ms, 180_000 - 30_000 + 2_000);
    // Back to the position after Black's turn: White to move, White's clock runs again.
    t.undo_to(2, Color::White, 50_000.0);
    assert_eq!(t.face(Color::White, 50_000.0).left_ms, 180_000);
    assert_eq!(t.face(Color::White, 51_000.0).left_ms, 179_000);
    assert_eq!(t.face(Color::Black, 51_000.0).left_ms, 172_000);
    // Back to the start: no clock runs, every value initial.
    t.undo_to(0, Color::White, 60_000.0);
    assert_eq!(
        t.face(Color::White, 70_000.0),
        Face {
            left_ms: 180_000,
            running: false,
            low: false
        }
    );
    assert_eq!(t.history().len(), 1);
}

#[test]
fn a_pause_stops_both_clocks_and_the_players_pause_outlasts_a_hidden_page() {
    let mut t = three_two();
    t.turn_done(Color::White, 0.0);
    t.stop(Pause::Player, 1_000.0);
    t.stop(Pause::Hidden, 2_000.0);
    assert_eq!(t.pause(), Some(Pause::Player));
    assert_eq!(
        t.face(Color::Black, 90_000.0).left_ms,
        179_000,
        "nothing runs while paused"
    );
    assert_eq!(t.flag_at(), None);
    t.go_on(Color::Black, 1, 90_000.0);
    assert_eq!(t.pause(), None);
    assert_eq!(t.face(Color::Black, 91_000.0).left_ms, 178_000);
}

#[test]
fn a_turn_arriving_while_paused_starts_no_clock() {
    let mut t = three_two();
    t.turn_done(Color::White, 0.0);
    t.stop(Pause::Hidden, 1_000.0);
    t.turn_done(Color::Black, 5_000.0);
    assert!(!t.face(Color::White, 9_000.0).running);
    assert_eq!(
        t.face(Color::Black, 9_000.0).left_ms,
        179_000,
        "only the time before the pause counted"
    );
}

#[test]
fn a_reload_resumes_paused_with_the_same_values() {
    let mut t = three_two();
    t.turn_done(Color::White, 0.0);
    t.turn_done(Color::Black, 4_000.0);
    let saved = t.save(6_500.0);
    let back = Timing::restore(&saved, 2);
    assert_eq!(back.pause(), Some(Pause::Reloaded));
    assert_eq!(
        back.face(Color::White, 1e9).left_ms,
        177_500,
        "the value at the save, stopped"
    );
    assert_eq!(back.face(Color::Black, 1e9).left_ms, 178_000);
    assert_eq!(back.history(), t.history());
    // A save whose history does not fit the game keeps its last values.
    let odd = Timing::restore(&saved, 7);
    assert_eq!(odd.face(Color::White, 0.0).left_ms, 177_500);
    assert_eq!(odd.history().len(), 8);
}

#[test]
fn a_flag_falls_during_the_belt_phase_and_decides_by_what_the_other_side_could_win() {
    let c = TimeControl::parse("0.25+0").unwrap();
    let mut t = Timing::new(c, c);
    t.turn_done(Color::White, 0.0);
    // Black is in its belt phase or thinking: the position its side was thinking in.
    let pos = Position::from_fen(
        "4k3/8/8/8/8/8/3PPP2/4K3 b - - 0 40",
        Variant::FullBelt,
        Options::default(),
    )
    .unwrap();
    assert_eq!(t.flag(&pos, 14_999.0), None);
    assert_eq!(t.flag_at(), Some(15_000.0));
    assert_eq!(
        t.flag(&pos, 15_000.0),
        Some((Color::Black, FlagFall::Win { winner: Color::White }))
    );
    // A lone White king cannot win in Full Belt Chess: a draw.
    let bare = Position::from_fen(
        "4k3/3ppp2/8/8/8/8/8/4K3 b - - 0 40",
        Variant::FullBelt,
        Options::default(),
    )
    .unwrap();
    assert_eq!(
        t.flag(&bare, 20_000.0),
        Some((Color::Black, FlagFall::Draw { other: Color::White }))
    );
}
