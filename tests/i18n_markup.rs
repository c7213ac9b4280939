//! The inline markup of the rules help's messages (issue 24): the rules
//! dialog gives `<strong>`, `<code>` and `<em>` their meaning and shows any
//! other `<` as text, so every translation of the messages it shows as
//! markup must hold the same tags, in the same order, as English, and only
//! those; a tag lost or misspelt would bold the rest of a paragraph or show
//! the tag itself.

use beltboard::i18n::{built, format, msg, Catalogue, Rules, Text};

/// The messages the rules dialog shows as markup (`rich` and `items` in
/// `components/dialogs/rules_help.rs`), with each value they select on.
fn rich() -> Vec<Text<'static>> {
    let mut texts: Vec<Text<'static>> = [
        msg::rules_fb_turn_normal(),
        msg::rules_fb_turn_belt(),
        msg::rules_board_move(),
        msg::rules_board_greyed(),
        msg::rules_fb_allowed_piece(),
        msg::rules_fb_allowed_forbidden(),
        msg::rules_fb_allowed_king(),
        msg::rules_fb_allowed_first(),
        msg::rules_fb_allowed_none(),
        msg::rules_fb_pawns_two(),
        msg::rules_fb_pawns_promote(),
        msg::rules_fb_end_mate(),
        msg::rules_fb_end_draws(),
        msg::rules_fb_end_no_belt_check(),
        msg::rules_fb_notation(),
        msg::rules_np_pieces(),
        msg::rules_np_kings(),
        msg::rules_np_draws(),
    ]
    .into_iter()
    .copied()
    .collect();
    for keys in ["yes", "no"] {
        texts.push(msg::rules_board_belt(keys, "Undo shift", "Take back move"));
    }
    for kings in ["single", "double"] {
        texts.extend([msg::rules_np_royal(kings), msg::rules_np_mate(kings)]);
    }
    texts
}

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
fn every_language_keeps_the_english_tags_of_the_rules() {
    let english = Catalogue::read(built()[0].1).expect("English reads");
    for (lang, bytes) in &built()[1..] {
        let catalogue = Catalogue::read(bytes).expect("a built catalogue reads");
        for text in rich() {
            let theirs = format(&text, &catalogue, &Rules(lang.to_string()));
            let ours = format(&text, &english, &Rules("en".into()));
            assert_eq!(tags(&theirs), tags(&ours), "{lang}: {theirs}");
        }
    }
}

#[test]
fn the_rules_use_only_the_tags_the_dialog_knows() {
    const KNOWN: [&str; 6] = ["<strong>", "</strong>", "<code>", "</code>", "<em>", "</em>"];
    let english = Catalogue::read(built()[0].1).expect("English reads");
    let mut count = 0;
    for text in rich() {
        let words = format(&text, &english, &Rules("en".into()));
        for tag in tags(&words) {
            assert!(KNOWN.contains(&tag), "{tag} in {words}");
            count += 1;
        }
    }
    assert_eq!(
        count,
        2 * 2 + 2 * 9 + 2 * 3,
        "the bold terms, the readings and the notation"
    );
}
