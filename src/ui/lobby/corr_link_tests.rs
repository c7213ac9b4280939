use super::*;

const SECRET: [u8; 32] = [7; 32];

fn key(n: u8) -> [u8; 32] {
    Keys::from_secret(&[n; 32]).expect("a key").public_key()
}

fn terms() -> Invitation {
    Invitation {
        game: 0x0123_4567_89ab_cdef,
        start: Start::FullBelt,
        no_belt_check: true,
        days: Days::Three,
        inviter: Color::Black,
        inviter_key: key(1),
        created_at: 1_800_000_000,
    }
}

#[test]
fn both_links_read_back() {
    let own = own_fragment(&SECRET, &[9; 32]);
    assert_eq!(own, format!("corr={}&me={}", "07".repeat(32), "09".repeat(32)));
    assert_eq!(
        read_link(&own),
        Ok(CorrLink::Own {
            secret: SECRET,
            key: [9; 32]
        })
    );
    assert_eq!(read_link(&format!("#{own}")).unwrap().secret(), &SECRET);
    let join = join_fragment(&SECRET, &terms());
    assert!(join.len() < MAX_LINK_CHARS);
    assert_eq!(
        read_link(&join),
        Ok(CorrLink::Join {
            secret: SECRET,
            terms: terms()
        })
    );
    for start in Start::ALL {
        for days in Days::ALL {
            let t = Invitation {
                start,
                days,
                no_belt_check: start.variant().has_belts(),
                inviter: Color::White,
                ..terms()
            };
            assert_eq!(Invitation::read(&t.text()), Ok(t));
        }
    }
}

#[test]
fn the_invitation_builds_the_same_game_on_both_sides() {
    let t = terms();
    let state = t.state(key(2));
    assert_eq!((state.key(Color::Black), state.key(Color::White)), (&key(1), &key(2)));
    assert_eq!(
        (state.since(), state.days, state.game),
        (t.created_at, Days::Three, t.game)
    );
    assert!(t.matches(&state));
    assert!(!t.matches(
        &Invitation {
            inviter: Color::White,
            ..t
        }
        .state(key(2))
    ));
    assert!(!t.matches(&Invitation { days: Days::One, ..t }.state(key(2))));
    assert!(!t.matches(&t.state(key(1))), "the friend's key is not the inviter's");
}

#[test]
fn hostile_links_say_why_and_nothing_else() {
    let own = own_fragment(&SECRET, &[9; 32]);
    let terms = terms().text();
    let s = "07".repeat(32);
    let cases: Vec<(String, CorrLinkError)> = vec![
        (String::new(), CorrLinkError::NotCorr),
        ("live=abc".into(), CorrLinkError::NotCorr),
        (format!("{own}&me={}", "09".repeat(32)), CorrLinkError::Fields),
        (format!("{own}&join={terms}"), CorrLinkError::Fields),
        (format!("{own}&lang=de"), CorrLinkError::Fields),
        (format!("corr={s}"), CorrLinkError::Fields),
        (format!("corr={s}&me"), CorrLinkError::Fields),
        (
            format!("corr={}&me={}", "07".repeat(31), "09".repeat(32)),
            CorrLinkError::Secret,
        ),
        (
            format!("corr={}&me={}", "0G".repeat(32), "09".repeat(32)),
            CorrLinkError::Secret,
        ),
        (
            format!("corr={}&me={}", "AA".repeat(32), "09".repeat(32)),
            CorrLinkError::Secret,
        ),
        (format!("corr={s}&me={}", "00".repeat(32)), CorrLinkError::Key),
        (format!("corr={s}&me={}", "ff".repeat(32)), CorrLinkError::Key),
        (format!("corr={s}&me=09"), CorrLinkError::Key),
        (format!("corr={s}&join="), CorrLinkError::Terms),
        (
            format!("corr={s}&join={}", terms.replace(".3.", ".4.")),
            CorrLinkError::Terms,
        ),
        (
            format!("corr={s}&join={}", terms.replace(".b.", ".x.")),
            CorrLinkError::Terms,
        ),
        (
            format!("corr={s}&join={}", terms.replace("full-belt", "chess")),
            CorrLinkError::Terms,
        ),
        (format!("corr={s}&join={}.1", terms), CorrLinkError::Terms),
        (
            format!("corr={s}&join={}", terms.replace("1800000000", "01800000000")),
            CorrLinkError::Terms,
        ),
        (
            format!("corr={s}&join={}", "x".repeat(MAX_LINK_CHARS)),
            CorrLinkError::TooLong,
        ),
    ];
    for (link, error) in cases {
        assert_eq!(read_link(&link), Err(error), "{link}");
    }
    let no_belts = Invitation {
        start: Start::NoPawns,
        no_belt_check: false,
        ..super::tests::terms()
    };
    let text = no_belts.text().replace(".0.", ".1.");
    assert_eq!(Invitation::read(&text), Err(CorrLinkError::Terms));
}
