//! The live page's words, from the message catalogue: the
//! invitation's terms as the friend reads them, why a code was refused, and
//! why a message or an action of the peer protocol was.

use crate::i18n::{msg, t};
use crate::ui::live::code::{CodeError, Invitation};
use crate::ui::live::flow::ColorChoice;
use crate::ui::live::flow::{terms_of, JoinError};
use crate::ui::live::peer::PeerError;
use crate::ui::words::keys::side_key;
use crate::ui::words::types::start_name;

/// The invitation as the friend reads it: "Full Belt Chess, you play Black, 5+3".
pub fn describe(invitation: &Invitation) -> String {
    let terms = terms_of(invitation, false);
    let clock = terms.clock.map_or_else(|| t(msg::live_no_clock()), |c| c.to_string());
    let (side, start) = (side_key(terms.me), start_name(invitation.start));
    t(&match invitation.resumed_turns {
        0 => msg::live_terms(side, &start, &clock),
        n => msg::live_terms_resumed(side, i64::from(n), &start, &clock),
    })
}

/// The invitation as the inviting player reads it: the same terms, from
/// its own side ("Full Belt Chess, you play White, no clock").
pub fn describe_for_host(invitation: &Invitation) -> String {
    let terms = terms_of(invitation, true);
    let clock = terms.clock.map_or_else(|| t(msg::live_no_clock()), |c| c.to_string());
    t(&msg::live_terms(
        side_key(terms.me),
        &start_name(invitation.start),
        &clock,
    ))
}

/// What the page says about a refused code.
pub fn join_error_text(error: JoinError) -> String {
    t(match error {
        JoinError::Code(CodeError::Expired) => msg::join_expired(),
        JoinError::Code(CodeError::TooLong | CodeError::Damaged) => msg::join_damaged(),
        JoinError::Code(CodeError::WrongKind) => msg::join_wrong_kind(),
        JoinError::Code(CodeError::Incomplete) => msg::join_incomplete(),
        JoinError::Used => msg::join_used(),
        JoinError::InvitationExpired => msg::join_invitation_expired(),
        JoinError::OtherGame => msg::join_other_game(),
        JoinError::NotInviting => msg::join_not_inviting(),
        JoinError::ReadAgain => msg::join_read_again(),
    })
}

/// What the page says about a message or an action the peer protocol refused.
pub fn peer_error_text(error: PeerError) -> String {
    match error {
        PeerError::TooLong => t(msg::peer_too_long()),
        PeerError::Unreadable => t(msg::peer_unreadable()),
        PeerError::WrongGame => t(msg::peer_wrong_game()),
        PeerError::NotTheirTurn => t(msg::peer_not_their_turn()),
        PeerError::OutOfOrder { expected, got } => t(&msg::peer_out_of_order(
            &(got + 1).to_string(),
            &(expected + 1).to_string(),
        )),
        PeerError::Illegal => t(msg::peer_illegal()),
        PeerError::NoOffer => t(msg::peer_no_offer()),
        PeerError::GameOver => t(msg::peer_game_over()),
        PeerError::Disagree { common } => t(&msg::peer_disagree(common as i64)),
        // A flag checked against this side's own clocks.
        PeerError::EarlyFlag { left_ms } => t(&msg::peer_early_flag(&crate::rules::Millis(left_ms).face())),
    }
}

/// A live game's colour choice: `White`, `Black`, `Random`.
pub fn color_choice_name(choice: ColorChoice) -> String {
    t(&msg::color_choice_name(choice.key()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Start, TimeControl};
    use crate::ui::live::flow::invitation;
    use crate::ui::live::samples_tests::transport;

    const NOW: u64 = 1_800_000_000;

    #[test]
    fn every_colour_choice_has_its_name() {
        for choice in ColorChoice::ALL {
            assert_eq!(color_choice_name(choice), choice.title());
        }
    }

    #[test]
    fn the_friend_reads_the_terms() {
        let clock = Some(TimeControl::new(300_000, 3_000));
        let i = invitation(9, Start::FullBelt, false, Color::White, clock, NOW, transport());
        assert_eq!(describe(&i), "Full Belt Chess, you play Black, 5+3");
        let resumed = Invitation {
            resumed_turns: 1,
            ..i.clone()
        };
        assert_eq!(
            describe(&resumed),
            "Full Belt Chess, you play Black, 5+3, resuming after 1 turn"
        );
        let untimed = invitation(9, Start::NoPawns, true, Color::Black, None, NOW, transport());
        assert_eq!(describe(&untimed), "Chess without Pawns, you play White, no clock");
        assert_eq!(
            describe_for_host(&untimed),
            "Chess without Pawns, you play Black, no clock"
        );
        assert_eq!(describe_for_host(&i), "Full Belt Chess, you play White, 5+3");
    }

    #[test]
    fn the_terms_in_russian_decline_the_count_of_turns() {
        crate::i18n::current::speak_built("ru");
        let i = invitation(9, Start::NoPawns, false, Color::White, None, NOW, transport());
        assert_eq!(describe(&i), "Шахматы без пешек, вы играете чёрными, без часов");
        let after = |n| {
            describe(&Invitation {
                resumed_turns: n,
                ..i.clone()
            })
        };
        assert!(after(1).ends_with("после 1 хода"), "{}", after(1));
        assert!(after(3).ends_with("после 3 ходов"), "{}", after(3));
        assert!(after(11).ends_with("после 11 ходов"), "{}", after(11));
        assert!(after(21).ends_with("после 21 хода"), "{}", after(21));
    }

    #[test]
    fn a_refused_code_says_why() {
        for e in [JoinError::Code(CodeError::Expired), JoinError::Used] {
            assert!(!join_error_text(e).is_empty());
        }
        assert!(join_error_text(JoinError::Code(CodeError::Expired)).contains("expired"));
        assert!(join_error_text(JoinError::Used).contains("used already"));
        assert!(join_error_text(JoinError::InvitationExpired).contains("make a new one"));
    }

    #[test]
    fn refusals_of_the_peer_are_said_in_words() {
        let text = peer_error_text(PeerError::OutOfOrder { expected: 1, got: 0 });
        assert_eq!(text, "A turn came out of order (number 1, expected 2): ignored.");
        assert!(peer_error_text(PeerError::Illegal).contains("illegal"));
        assert_eq!(
            peer_error_text(PeerError::Disagree { common: 1 }),
            "The two games differ after 1 turn: each side keeps its own. Start a new game to play on."
        );
    }
}
