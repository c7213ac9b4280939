use super::*;
use crate::ui::live::code::Setup;
use crate::ui::live::samples_tests::transport;

const NOW: u64 = 1_800_000_000;

fn sample() -> Invitation {
    invitation(
        9,
        Start::FullBelt,
        false,
        Color::White,
        Some(TimeControl::new(300_000, 3_000)),
        NOW,
        transport(),
    )
}

#[test]
fn the_friend_reads_the_terms_from_a_whole_link_or_the_code() {
    let i = sample();
    let link = format!("https://example.org/beltboard/live.html#{INVITE_KEY}{}", i.code());
    for text in [link.as_str(), &i.code(), &format!("  {link}\n")] {
        assert_eq!(Exchange::open(text, NOW + 1, |_| false), Exchange::Prompt(i.clone()));
    }
    let guest = terms_of(&i, false);
    assert_eq!(
        (guest.me, terms_of(&i, true).me, guest.game),
        (Color::Black, Color::White, 9)
    );
    assert_eq!(guest.clock, Some(TimeControl::new(300_000, 3_000)));
    let untimed = invitation(9, Start::NoPawns, true, Color::Black, None, NOW, transport());
    assert!(!untimed.no_belt_check, "the option only exists with belts");
}

#[test]
fn an_expired_used_or_damaged_invitation_says_so() {
    let i = sample();
    let code = i.code();
    let expired = Exchange::open(&code, NOW + INVITATION_TTL_S + 1, |_| false);
    assert_eq!(expired, Exchange::Refused(JoinError::Code(CodeError::Expired)));
    let used = answered_key(&i);
    assert_eq!(
        Exchange::open(&code, NOW, |key| key == used),
        Exchange::Refused(JoinError::Used)
    );
    // A new invitation to the same game (to resume it) is another one.
    let again = invitation(9, Start::FullBelt, false, Color::White, None, NOW + 60, transport());
    assert!(matches!(
        Exchange::open(&again.code(), NOW, |key| key == used),
        Exchange::Prompt(_)
    ));
    let mut cut = code.clone();
    cut.truncate(code.len() - 3);
    assert_eq!(
        Exchange::open(&cut, NOW, |_| false),
        Exchange::Refused(JoinError::Code(CodeError::Damaged))
    );
}

#[test]
fn the_inviting_side_takes_one_answer_for_its_own_game() {
    let i = sample();
    let answer = Answer {
        game: 9,
        transport: Transport {
            setup: Setup::Active,
            ..transport()
        },
    };
    let mut host = Exchange::Preparing;
    assert_eq!(host.read_answer(&answer.code(), NOW), Err(JoinError::NotInviting));
    host = Exchange::Inviting(i.clone());
    assert_eq!(
        host.read_answer(&i.code(), NOW),
        Err(JoinError::Code(CodeError::WrongKind))
    );
    let other = Answer {
        game: 10,
        ..answer.clone()
    };
    assert_eq!(host.read_answer(&other.code(), NOW), Err(JoinError::OtherGame));
    assert_eq!(host, Exchange::Inviting(i.clone()), "a refused answer changes nothing");
    let link = format!("https://example.org/live.html#{ANSWER_KEY}{}", answer.code());
    let late = NOW + INVITATION_TTL_S + 1;
    assert_eq!(
        host.read_answer(&link, late),
        Err(JoinError::InvitationExpired),
        "no answer once the invitation has expired"
    );
    assert_eq!(host.read_answer(&link, NOW + INVITATION_TTL_S), Ok(answer.clone()));
    assert_eq!(host, Exchange::Joined(i.clone()));
    // Single use: the same answer again (its link tapped once more) is
    // news, not a refusal; another game's answer or a damaged one is
    // refused as before, and the game joined stays as it is.
    assert_eq!(host.read_answer(&link, NOW), Err(JoinError::ReadAgain));
    assert_eq!(host.read_answer(&other.code(), NOW), Err(JoinError::OtherGame));
    assert_eq!(host.read_answer("AAAA", NOW), Err(JoinError::Code(CodeError::Damaged)));
    assert_eq!(host, Exchange::Joined(i));
}

#[test]
fn colour_choices_read_their_keys() {
    for c in ColorChoice::ALL {
        assert_eq!(ColorChoice::from_key(c.key()), Some(c));
    }
    assert_eq!(ColorChoice::from_key("x"), None);
    assert_eq!(ColorChoice::Random.resolve(true), Color::White);
    assert_eq!(ColorChoice::Random.resolve(false), Color::Black);
    assert_eq!(ColorChoice::Black.resolve(true), Color::Black);
}

#[test]
fn a_live_game_kept_in_the_browser_reads_back() {
    let terms = terms_of(&sample(), false);
    let mut game = Game::new(Position::start(Start::FullBelt, Options::default()));
    game.play(parse_turn(game.position(), "g1f3 f+4").unwrap()).unwrap();
    let reply = game.position().legal_turns()[0];
    game.play(reply).unwrap();
    let text = save_game(&terms, game.turns(), Some([297_500, 301_000]), None);
    let kept = KeptGame {
        terms,
        turns: game.turns().to_vec(),
        left: Some([297_500, 301_000]),
        end: None,
    };
    assert_eq!(load_game(&text), Some(kept.clone()));
    // Kept before the ends were (seven fields): the same game, going on.
    let older = text.rsplit_once(';').unwrap().0;
    assert_eq!(load_game(older), Some(kept.clone()));
    // Kept before the clocks were (six fields), or untimed: no times.
    let oldest = older.rsplit_once(';').unwrap().0;
    assert_eq!(load_game(oldest).map(|k| k.left), Some(None));
    let untimed = Terms { clock: None, ..terms };
    assert_eq!(
        load_game(&save_game(&untimed, game.turns(), None, None)).unwrap().left,
        None
    );
    assert_eq!(
        load_game(&text.replace("297500.", "x.")).unwrap().left,
        None,
        "unreadable times: none"
    );
    assert_eq!(storage_key(9), "beltboard-live-0000000000000009");
    assert!(
        crate::ui::game::library::shelf::is_entry_key(&library_key(u64::MAX)),
        "the library lists it"
    );
    // Damaged: a field missing, an unknown colour; a bad turn ends the list.
    assert_eq!(load_game("9;full-belt;0;w;5+3"), None);
    assert_eq!(load_game(&text.replace(";b;", ";x;")), None);
    let cut = load_game(&text.replace(&reply.machine(), "zz")).unwrap();
    assert_eq!(cut.turns.len(), 1);
}

#[test]
fn a_live_game_kept_after_its_end_reads_back_over() {
    let terms = terms_of(&sample(), false);
    let mut game = Game::new(Position::start(Start::FullBelt, Options::default()));
    game.play(parse_turn(game.position(), "g1f3 f+4").unwrap()).unwrap();
    for end in [
        LiveEnd::Resigned(Color::White),
        LiveEnd::Resigned(Color::Black),
        LiveEnd::Agreed,
        LiveEnd::Flag(Color::Black),
        LiveEnd::Flag(Color::White),
    ] {
        let text = save_game(&terms, game.turns(), Some([250_000, 0]), Some(end));
        let kept = load_game(&text).unwrap();
        assert_eq!(kept.end, Some(end), "{text}");
        assert_eq!(kept.turns, game.turns());
    }
    // An end that does not read: the game, going on (nothing else lost).
    let text = save_game(&terms, game.turns(), Some([250_000, 0]), Some(LiveEnd::Agreed));
    for bad in ["agreedx", "resigned-x", "flag-", "-agreed"] {
        let kept = load_game(&text.replace(";agreed", &format!(";{bad}"))).unwrap();
        assert_eq!(
            (kept.end, kept.turns.len(), kept.left),
            (None, 1, Some([250_000, 0])),
            "{bad}"
        );
    }
}
