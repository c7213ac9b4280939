//! The correspondence page's own readers as a fuzz target: its links, which
//! anyone can craft and send, and what this browser kept of a game. An
//! accepted link is written and read again the same; a refusal's message
//! is bounded.

use super::check::{bounded, same_again, Target};
use crate::nostr::Keys;
use crate::rules::{Color, Start};
use crate::ui::lobby::corr_link::{join_fragment, own_fragment, read_link, CorrLink, Invitation};
use crate::ui::lobby::kept::{kept_text, pending_text, Kept};
use crate::ui::lobby::pace::Days;

/// The correspondence targets, appended to the others in [`super::TARGETS`].
pub const CORR_TARGETS: [Target; 1] = [Target {
    name: "corr-link",
    corpus: corr_link_corpus,
    check: check_corr_link,
}];

/// The sample links and kept texts: both links of a game of each setup.
fn corr_link_corpus() -> Vec<String> {
    let inviter = Keys::from_secret(&[0x31; 32]).expect("a secret key").public_key();
    let friend = Keys::from_secret(&[0x32; 32]).expect("a secret key").public_key();
    let mut out = Vec::new();
    for (i, start) in Start::ALL.into_iter().enumerate() {
        let terms = Invitation {
            game: 0x0123_4567_89ab_cdef ^ i as u64,
            start,
            no_belt_check: i % 2 == 0 && start.variant().has_belts(),
            days: Days::ALL[i % Days::ALL.len()],
            inviter: if i % 2 == 0 { Color::White } else { Color::Black },
            inviter_key: inviter,
            created_at: 1_800_000_000 + i as u64,
        };
        let secret = [i as u8 + 1; 32];
        out.push(join_fragment(&secret, &terms));
        out.push(format!("#{}", own_fragment(&secret, &[0x32; 32])));
        out.push(pending_text(&secret, &[0x31; 32], &terms));
        out.push(kept_text(&secret, &[0x32; 32], &terms.state(friend)));
    }
    out
}

/// A link, or a kept text (its first line says so): read, written and read again.
fn check_corr_link(input: &str) -> Result<bool, String> {
    if input.starts_with("beltboard-corr-kept-") {
        return match Kept::read(input) {
            Ok(kept) => same_again(&kept.text(), Kept::read(&kept.text()).map(|k| k.text())),
            Err(e) => bounded(e.to_string()),
        };
    }
    let write = |link: &CorrLink| match link {
        CorrLink::Own { secret, key } => own_fragment(secret, key),
        CorrLink::Join { secret, terms } => join_fragment(secret, terms),
    };
    match read_link(input) {
        Ok(link) => {
            let first = write(&link);
            same_again(&first, read_link(&first).map(|l| write(&l)))
        }
        Err(e) => bounded(e.to_string()),
    }
}
