//! The message catalogue as the app uses it (issue 24): every message of
//! every language resolves, plurals follow each language's rules, a missing
//! message falls back to English, a broken language file is refused.

use beltboard::i18n::{built, english, format, msg, Catalogue, Category, ReadError, Rules, Text};

fn catalogue(lang: &str) -> Catalogue {
    let (_, bytes) = built()
        .iter()
        .find(|(l, _)| *l == lang)
        .expect("the language was built");
    Catalogue::read(bytes).expect("a built catalogue reads")
}

fn words(lang: &str, text: &Text) -> String {
    format(text, &catalogue(lang), &Rules(lang.into()))
}

#[test]
fn the_six_languages_are_built_english_first() {
    let langs: Vec<&str> = built().iter().map(|(l, _)| *l).collect();
    assert_eq!(langs[0], "en");
    let mut rest = langs[1..].to_vec();
    rest.sort();
    assert_eq!(rest, ["de", "es", "fr", "it", "ru"]);
}

#[test]
fn every_message_of_every_language_resolves_with_sample_arguments() {
    let samples = msg::samples();
    assert!(samples.len() >= english().messages.len());
    for (lang, _) in built() {
        let catalogue = catalogue(lang);
        assert_eq!(catalogue.lang, *lang);
        assert!(
            catalogue.messages.iter().all(Option::is_some),
            "{lang}: every message is translated"
        );
        for text in &samples {
            let out = format(text, &catalogue, &Rules(lang.to_string()));
            assert!(!out.trim().is_empty(), "{lang}: message {} is empty", text.id());
            assert!(
                !out.contains(['{', '}']),
                "{lang}: message {} left a placeable: {out}",
                text.id()
            );
        }
    }
}

#[test]
fn whole_sentences_per_side() {
    assert_eq!(words("en", &msg::side_to_move("white")), "White to move");
    assert_eq!(words("en", &msg::side_to_move("black")), "Black to move");
    assert_eq!(words("ru", &msg::side_to_move("black")), "Ход чёрных");
    assert_eq!(words("de", &msg::outcome_time("white")), "Weiß gewinnt auf Zeit");
    assert_eq!(
        words("en", &msg::outcome_time_draw("white")),
        "Draw: White ran out of time, but Black cannot win"
    );
    // Terms are resolved at build time: the variant's name, in the language.
    assert_eq!(words("ru", msg::variant_no_pawns()), "Шахматы без пешек");
    assert_eq!(words("it", msg::variant_no_pawns()), "Scacchi senza pedoni");
}

#[test]
fn russian_plural_forms() {
    let forms: Vec<String> = [1, 2, 5, 11, 21, 22]
        .iter()
        .map(|&n| words("ru", &msg::games_count(n)))
        .collect();
    assert_eq!(
        forms,
        [
            "1 партия",
            "2 партии",
            "5 партий",
            "11 партий",
            "21 партия",
            "22 партии"
        ]
    );
    assert_eq!(words("ru", &msg::wins_in("white", 2)), "Белые выигрывают за 2 хода");
    assert_eq!(words("ru", &msg::wins_in("black", 5)), "Чёрные выигрывают за 5 ходов");
    assert_eq!(words("ru", &msg::wins_in("white", 1)), "Белые выигрывают за 1 ход");
}

#[test]
fn plural_categories_by_language() {
    let rules = |lang: &str, n: i64| beltboard::i18n::plural::category(lang, n).unwrap();
    assert_eq!(rules("en", 1), Category::One);
    assert_eq!(rules("en", 0), Category::Other);
    assert_eq!(rules("fr", 0), Category::One, "French: zero is singular");
    assert_eq!(rules("fr", 1_000_000), Category::Many);
    assert_eq!(rules("it", 1_000_000), Category::Many);
    assert_eq!(rules("es", 2), Category::Other);
    for (n, c) in [
        (1, Category::One),
        (3, Category::Few),
        (12, Category::Many),
        (104, Category::Few),
        (111, Category::Many),
    ] {
        assert_eq!(rules("ru", n), c, "ru {n}");
    }
    assert_eq!(words("en", &msg::games_count(1)), "1 game");
    assert_eq!(words("fr", &msg::games_count(0)), "0 partie");
    assert_eq!(words("de", &msg::games_count(2)), "2 Partien");
}

#[test]
fn a_missing_message_falls_back_to_english() {
    let mut german = catalogue("de");
    let id = usize::from(msg::action_rematch().id());
    german.messages[id] = None;
    let rules = Rules("de".into());
    assert_eq!(format(msg::action_rematch(), &german, &rules), "Rematch");
    assert_eq!(format(msg::action_resign(), &german, &rules), "Aufgeben");
}

#[test]
fn a_broken_language_file_is_refused_with_a_reason() {
    let (_, bytes) = built().iter().find(|(l, _)| *l == "fr").unwrap();
    assert_eq!(Catalogue::read(&bytes[..bytes.len() / 2]), Err(ReadError::Damaged));
    assert_eq!(Catalogue::read(b"not a catalogue"), Err(ReadError::Damaged));
    let mut other = catalogue("fr");
    other.ids ^= 1;
    let bytes = beltboard::i18n::codec::write(&other);
    assert_eq!(Catalogue::read(&bytes), Err(ReadError::OtherVersion));
    assert_eq!(
        ReadError::OtherVersion.to_string(),
        "the language file belongs to another version of Beltboard"
    );
}

#[test]
fn the_command_line_writes_each_language_as_a_content_hashed_file() {
    let dir = std::env::temp_dir().join(format!("beltboard-langs-{}", std::process::id()));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_beltboard"))
        .args(["catalogue", "--out", dir.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with(&format!("messages {}, English words ", english().messages.len())),
        "{text}"
    );
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    assert_eq!(files.len(), 5, "{files:?}");
    for name in &files {
        let lang = &name[5..7];
        assert!(name.starts_with("lang-") && name.ends_with(".bin") && name.len() == "lang-xx-".len() + 16 + 4);
        let bytes = std::fs::read(dir.join(name)).unwrap();
        assert_eq!(Catalogue::read(&bytes).unwrap().lang, lang);
        assert!(text.contains(&format!("{lang} {name} {} bytes", bytes.len())), "{text}");
    }
    std::fs::remove_dir_all(&dir).ok();
}
