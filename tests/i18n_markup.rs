//! The inline markup of the rules help's messages (issue 24): the rules
//! dialog gives `<strong>`, `<code>` and `<em>` their meaning and shows any
//! other `<` as text, so every translation must hold the same tags, in the
//! same order, as English, and only those; a tag lost or misspelt would
//! bold the rest of a paragraph or show the tag itself.

use beltboard::i18n::{built, format, msg, Catalogue, Rules};

/// The tags of `text`, in order: each `<...>` it holds.
fn tags(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('<') {
        let end = rest[start..].find('>').map_or(rest.len(), |e| start + e + 1);
        out.push(&rest[start..end]);
        rest = &rest[end..];
    }
    out
}

#[test]
fn every_language_keeps_the_english_tags_of_each_message() {
    let english = Catalogue::read(built()[0].1).expect("English reads");
    for (lang, bytes) in &built()[1..] {
        let catalogue = Catalogue::read(bytes).expect("a built catalogue reads");
        for text in msg::samples() {
            let theirs = format(&text, &catalogue, &Rules(lang.to_string()));
            let ours = format(&text, &english, &Rules("en".into()));
            assert_eq!(tags(&theirs), tags(&ours), "{lang}: message {}: {theirs}", text.id);
        }
    }
}

#[test]
fn the_rules_use_only_the_tags_the_dialog_knows() {
    const KNOWN: [&str; 6] = ["<strong>", "</strong>", "<code>", "</code>", "<em>", "</em>"];
    let english = Catalogue::read(built()[0].1).expect("English reads");
    for text in msg::samples() {
        let words = format(&text, &english, &Rules("en".into()));
        for tag in tags(&words) {
            assert!(KNOWN.contains(&tag), "message {}: {tag} in {words}", text.id);
        }
    }
    let notation = format(msg::rules_fb_notation(), &english, &Rules("en".into()));
    assert_eq!(tags(&notation).len(), 6, "{notation}");
}
