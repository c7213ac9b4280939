use super::*;
use crate::rules::{Color, Start};
use crate::ui::lobby::pace::Days;

const NOW: u64 = 1_800_000_000;

fn public(n: u8) -> [u8; 32] {
    Keys::from_secret(&[n; 32]).expect("a key").public_key()
}

fn terms() -> Invitation {
    Invitation {
        game: 42,
        start: Start::NoPawns,
        no_belt_check: false,
        days: Days::One,
        inviter: Color::White,
        inviter_key: public(1),
        created_at: NOW,
    }
}

#[test]
fn a_game_and_an_invitation_read_back() {
    let mut state = terms().state(public(2));
    let turn = state.position().legal_turns()[0];
    state.play(Color::White, turn, NOW + 5).unwrap();
    let text = kept_text(&[3; 32], &[1; 32], &state);
    let kept = Kept::read(&text).unwrap();
    assert_eq!(kept.game, KeptGame::Playing(state));
    assert_eq!((kept.secret, kept.key), ([3; 32], [1; 32]));
    assert_eq!(kept.text(), text);
    assert_eq!(
        kept_link(&text),
        Some(crate::ui::lobby::corr_link::own_fragment(&[3; 32], &[1; 32]))
    );
    assert_eq!(kept_link("beltboard-corr-kept-1\nzz"), None);
    let pending = pending_text(&[3; 32], &[1; 32], &terms());
    assert_eq!(Kept::read(&pending).unwrap().game, KeptGame::Pending(terms()));
    let key = kept_key(&[3; 32]);
    assert_eq!(key.len(), KEPT_PREFIX.len() + 16);
    assert!(
        key.starts_with(KEPT_PREFIX) && !key.contains(&"03".repeat(8)),
        "the secret stays in links"
    );
    assert_eq!(key, kept_key(&[3; 32]));
    assert_ne!(key, kept_key(&[4; 32]));
}

#[test]
fn a_corrupt_text_is_an_error() {
    let state = terms().state(public(2));
    let good = kept_text(&[3; 32], &[1; 32], &state);
    let cases = [
        (String::new(), KeptError::Format),
        (good.replace("kept-1", "kept-2"), KeptError::Format),
        (format!("{good}\n"), KeptError::Format),
        (good.replace("\nstate ", "\nstate\t"), KeptError::Format),
        (good.replacen(&"03".repeat(32), &"03".repeat(31), 1), KeptError::Secret),
        (good.replacen(&"01".repeat(32), &"00".repeat(32), 1), KeptError::Secret),
        (kept_text(&[3; 32], &[5; 32], &state), KeptError::NotMine),
        (pending_text(&[3; 32], &[5; 32], &terms()), KeptError::NotMine),
        (
            good.replace(";full", ";x").replace(";no-pawns;", ";chess;"),
            KeptError::State(crate::ui::lobby::correspondence::StateError::Game),
        ),
        (
            pending_text(&[3; 32], &[1; 32], &terms()).replace(".no-pawns.", ".x."),
            KeptError::Terms,
        ),
    ];
    for (text, error) in cases {
        assert_eq!(Kept::read(&text), Err(error), "{text}");
    }
}
