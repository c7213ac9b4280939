//! What the correspondence page opens with, from its address and what this
//! browser kept: a new game with a friend (`?corr=new&variant=..&nbc=..&color=..&days=..`),
//! the friend's invitation (`#corr=..&join=..`: a key of its own drawn, or
//! the one kept if this browser joined before) or this side's own link
//! (`#corr=..&me=..`: the game kept, or nothing yet and the relays asked).

use crate::nostr::Keys;
use crate::rules::{Color, Start};
use crate::ui::lobby::corr_link::{read_link, CorrLink, CorrLinkError, Invitation};
use crate::ui::lobby::corr_state::CorrPageState;
use crate::ui::lobby::kept::{kept_key, Kept, KeptError, KeptGame};
use crate::ui::lobby::pace::Days;
use crate::ui::record::query::Query;

/// The random bytes the page may need: a game's secret, a signing secret,
/// the game's id and its colour.
pub const OPEN_RANDOM: usize = 32 + 32 + 8 + 1;

/// Whether the page's address is a correspondence page's (the live page's
/// entry point routes on it).
pub fn is_corr(query: &str, fragment: &str) -> bool {
    Query::parse(query, &[]).value("corr").is_some() || fragment.contains("corr=")
}

/// The new game a `?corr=new` address asks for, with this side's secrets
/// from `random`, made at `now_s`.
fn new_game(query: &Query, random: &[u8; OPEN_RANDOM], now_s: u64) -> Result<CorrPageState, CorrLinkError> {
    let start = match query.value("variant") {
        None => Start::FullBelt,
        Some(key) => Start::from_key(key).ok_or(CorrLinkError::Terms)?,
    };
    let no_belt_check = query.value("nbc") == Some("1") && start.variant().has_belts();
    let days = match query.value("days") {
        None => Days::Three,
        Some(d) => d.parse().ok().and_then(Days::from_count).ok_or(CorrLinkError::Terms)?,
    };
    let inviter = match query.value("color") {
        Some("white") => Color::White,
        Some("black") => Color::Black,
        None | Some("random") => [Color::White, Color::Black][usize::from(random[72] & 1)],
        Some(_) => return Err(CorrLinkError::Terms),
    };
    let (secret, key, game) = split(random);
    let inviter_key = Keys::from_secret(&key).ok_or(CorrLinkError::Key)?.public_key();
    let terms = Invitation {
        game,
        start,
        no_belt_check,
        days,
        inviter,
        inviter_key,
        created_at: now_s,
    };
    CorrPageState::new(secret, key, Some(KeptGame::Pending(terms))).ok_or(CorrLinkError::Key)
}

/// The secret, the signing secret and the game's id in `random`.
fn split(random: &[u8; OPEN_RANDOM]) -> ([u8; 32], [u8; 32], u64) {
    let mut secret = [0; 32];
    let mut key = [0; 32];
    let mut id = [0; 8];
    secret.copy_from_slice(&random[..32]);
    key.copy_from_slice(&random[32..64]);
    id.copy_from_slice(&random[64..72]);
    (secret, key, u64::from_be_bytes(id))
}

/// The page for the address `query` and `fragment`, with `kept` reading
/// this browser's storage, `random` bytes for what a new game or a join
/// draws, at `now_s`.
pub fn open_corr(
    query: &str,
    fragment: &str,
    kept: impl Fn(&str) -> Option<String>,
    random: &[u8; OPEN_RANDOM],
    now_s: u64,
) -> Result<CorrPageState, CorrLinkError> {
    let query = Query::parse(query, &[]);
    if query.value("corr") == Some("new") {
        return new_game(&query, random, now_s);
    }
    let link = read_link(fragment)?;
    let secret = *link.secret();
    let (read, error) = match kept(&kept_key(&secret)).map(|text| Kept::read(&text)) {
        None => (None, None),
        Some(Ok(k)) if k.secret == secret => (Some(k), None),
        Some(Ok(_)) => (None, Some(KeptError::NotMine)),
        Some(Err(e)) => (None, Some(e)),
    };
    let mut state = match (link, read) {
        (CorrLink::Own { key, .. }, Some(k)) if k.key == key => CorrPageState::new(secret, key, Some(k.game)),
        (CorrLink::Own { key, .. }, Some(_)) => {
            // Another key kept for this game here: left alone, never written over.
            let mut state = CorrPageState::new(secret, key, None);
            if let Some(s) = state.as_mut() {
                s.kept_error = Some(KeptError::NotMine);
            }
            state
        }
        (CorrLink::Own { key, .. }, None) => CorrPageState::new(secret, key, None),
        // This browser joined before: the same side again.
        (CorrLink::Join { .. }, Some(k)) => CorrPageState::new(secret, k.key, Some(k.game)),
        (CorrLink::Join { terms, .. }, None) => {
            let (_, key, _) = split(random);
            let public = Keys::from_secret(&key).ok_or(CorrLinkError::Key)?.public_key();
            if public == terms.inviter_key {
                return Err(CorrLinkError::Key);
            }
            CorrPageState::new(secret, key, Some(KeptGame::Playing(terms.state(public))))
        }
    }
    .ok_or(CorrLinkError::Key)?;
    state.kept_error = state.kept_error.or(error);
    Ok(state)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::lobby::corr_link::{join_fragment, own_fragment};

    const NOW: u64 = 1_800_000_000;

    fn random(n: u8) -> [u8; OPEN_RANDOM] {
        [n; OPEN_RANDOM]
    }

    #[test]
    fn a_new_game_invites_and_the_friend_joins_then_reloads() {
        let none = |_: &str| None;
        let query = "?corr=new&variant=no-pawns&nbc=1&color=black&days=7";
        let a = open_corr(query, "", none, &random(1), NOW).unwrap();
        let Some(KeptGame::Pending(terms)) = a.game.clone() else {
            panic!("an invitation");
        };
        assert_eq!(
            (terms.start, terms.no_belt_check, terms.days, terms.inviter),
            (Start::NoPawns, false, Days::Seven, Color::Black)
        );
        assert_eq!(a.me(), Color::Black);
        let invitation = a.invitation_fragment().unwrap();
        assert!(is_corr("", &invitation) && is_corr(query, "") && !is_corr("?lobby=1", "#live=x"));
        let b = open_corr("", &invitation, none, &random(2), NOW + 5).unwrap();
        assert_eq!(
            (b.me(), b.playing().unwrap().key(Color::Black)),
            (Color::White, &terms.inviter_key)
        );
        // The friend's page reloaded on the invitation: the same key, from what it kept.
        let kept = b.kept_text().unwrap();
        let again = open_corr("", &invitation, |_: &str| Some(kept.clone()), &random(3), NOW + 9).unwrap();
        assert_eq!((again.key, again.playing()), (b.key, b.playing()));
        let own = open_corr("", &b.own_fragment(), |_: &str| Some(kept.clone()), &random(3), NOW + 9).unwrap();
        assert_eq!(own.playing(), b.playing());
        for bad in ["?corr=new&variant=chess", "?corr=new&days=4", "?corr=new&color=red"] {
            assert_eq!(
                open_corr(bad, "", none, &random(1), NOW).err(),
                Some(CorrLinkError::Terms)
            );
        }
    }

    #[test]
    fn what_was_kept_and_cannot_be_read_is_left_alone() {
        let own = own_fragment(&[4; 32], &[5; 32]);
        let state = open_corr("", &own, |_: &str| Some("garbage".into()), &random(1), NOW).unwrap();
        assert_eq!((state.kept_error, state.kept_text()), (Some(KeptError::Format), None));
        assert!(state.game.is_none(), "the relays are asked");
        // Another key's game kept for this secret.
        let terms = Invitation {
            game: 1,
            start: Start::FullBelt,
            no_belt_check: false,
            days: Days::One,
            inviter: Color::White,
            inviter_key: Keys::from_secret(&[6; 32]).unwrap().public_key(),
            created_at: NOW,
        };
        let other = crate::ui::lobby::kept::pending_text(&[4; 32], &[6; 32], &terms);
        let state = open_corr("", &own, |_: &str| Some(other.clone()), &random(1), NOW).unwrap();
        assert_eq!((state.kept_error, state.kept_text()), (Some(KeptError::NotMine), None));
        assert_eq!(
            open_corr("", "#corr=1", |_: &str| None, &random(1), NOW).err(),
            Some(CorrLinkError::Secret)
        );
        let join = join_fragment(&[4; 32], &terms);
        assert!(
            open_corr("", &join, |_: &str| None, &random(6), NOW).is_err(),
            "the inviter's own key"
        );
    }
}
