//! The build script's checks of the catalogue (issue 24), run on broken
//! translations: each is refused with a message naming the file, the
//! message and what is wrong.

#[allow(dead_code)]
#[path = "../src/i18n/codec.rs"]
mod codec;
#[allow(dead_code)]
#[path = "../src/i18n/compile.rs"]
mod compile;
#[allow(dead_code)]
#[path = "../src/i18n/compiled.rs"]
mod compiled;
#[allow(dead_code)]
#[path = "../src/i18n/generate.rs"]
mod generate;
#[allow(dead_code)]
#[path = "../src/i18n/plural.rs"]
mod plural;

use compile::{compile, Source};

const ENGLISH: &str = "
language-name = English
-game = game
side = { $side ->
    [white] White to move
   *[black] Black to move
}
count = { $n ->
    [one] { $n } { -game }
   *[other] { $n } { -game }s
}
hello = Hello, { $name }
";

fn source(lang: &str, text: &str) -> Source {
    Source {
        lang: lang.into(),
        text: text.into(),
    }
}

/// The errors of English plus one other language.
fn errors(lang: &str, text: &str) -> Vec<String> {
    match compile(&[source("en", ENGLISH), source(lang, text)]) {
        Ok(_) => Vec::new(),
        Err(e) => e,
    }
}

const GERMAN: &str = "
language-name = Deutsch
side = { $side ->
    [white] Weiß am Zug
   *[black] Schwarz am Zug
}
count = { $n ->
    [one] { $n } Partie
   *[other] { $n } Partien
}
hello = Hallo, { $name }
";

#[test]
fn a_complete_translation_compiles() {
    let out = compile(&[source("en", ENGLISH), source("de", GERMAN)]).expect("compiles");
    assert_eq!(out.messages, 4);
    assert!(out
        .rust
        .contains(r#"pub const LANGUAGES: &[(&str, &str)] = &[("en", "English"), ("de", "Deutsch")];"#));
    assert_eq!(out.catalogues.len(), 2);
    assert!(out.rust.contains("pub fn count(n: i64) -> Text<'static>"));
    assert!(out.rust.contains("pub fn side<'a>(side: &'a str) -> Text<'a>"));
    assert!(out.rust.contains("pub fn hello<'a>(name: &'a str) -> Text<'a>"));
}

#[test]
fn a_missing_message_is_an_error() {
    let e = errors("de", &GERMAN.replace("hello = Hallo, { $name }", ""));
    assert_eq!(e, ["locales/de.ftl: 'hello' is missing"]);
}

#[test]
fn a_message_english_lacks_is_an_error() {
    let e = errors("de", &format!("{GERMAN}\nextra = Mehr\n"));
    assert_eq!(e, ["locales/de.ftl: 'extra' is not an English message"]);
}

#[test]
fn other_variables_are_an_error() {
    let e = errors("de", &GERMAN.replace("Hallo, { $name }", "Hallo, { $nom }"));
    assert_eq!(e, ["locales/de.ftl: 'hello' uses $nom where English uses $name"]);
}

#[test]
fn plural_categories_must_be_the_languages_own() {
    let russian = "
language-name = Русский
side = { $side ->
    [white] Ход белых
   *[black] Ход чёрных
}
count = { $n ->
    [one] { $n } партия
   *[other] { $n } партии
}
hello = Привет, { $name }
";
    let e = errors("ru", russian);
    assert_eq!(
        e,
        ["locales/ru.ftl: 'count': the plural selection on $n lacks [few], [many] ('ru' has one, few, many, other)"]
    );
    let e = errors("de", &GERMAN.replace("[one] { $n } Partie", "[few] { $n } Partie"));
    assert!(
        e.iter()
            .any(|m| m.contains("[few] on $n is not a plural category of 'de'")),
        "{e:?}"
    );
}

#[test]
fn a_word_english_never_selects_is_an_error() {
    let e = errors("de", &GERMAN.replace("[white] Weiß am Zug", "[weiss] Weiß am Zug"));
    assert_eq!(
        e,
        ["locales/de.ftl: 'side' selects [weiss] on $side, which English never passes"]
    );
}

#[test]
fn syntax_errors_and_unknown_references_name_the_line() {
    let e = errors("de", &format!("{GERMAN}\nbroken = {{ $x\n"));
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].starts_with("locales/de.ftl:14: "), "{e:?}");
    let e = errors("de", &GERMAN.replace("Partien", "{ -partie }"));
    assert_eq!(e, ["locales/de.ftl: 'count': { -partie } refers to nothing"]);
}

#[test]
fn a_language_without_plural_rules_is_refused() {
    let e = errors("xx", GERMAN);
    assert_eq!(
        e,
        ["locales/xx.ftl: no plural rules for 'xx': add its row to src/i18n/plural.rs"]
    );
}

#[test]
fn english_is_required() {
    let e = compile(&[source("de", GERMAN)]).err().unwrap();
    assert_eq!(e, ["locales/en.ftl is missing: English is the catalogue's source"]);
}
