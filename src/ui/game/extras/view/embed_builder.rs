//! The Share dialog's embed builder: what to embed (a board to play on, this
//! game in a viewer, this position as a diagram) and its options, a live
//! preview, and the two snippets to copy. The text is made by
//! [`crate::ui::game::extras::embed_builder`]; this draws the controls.
//!
//! It opens on demand: the preview is a whole embedded page, not worth
//! loading each time the dialog opens.

use crate::i18n::msg::{self, LANGUAGES};
use crate::i18n::{current, format, t, Speaking, Text};
use crate::ui::game::extras::embed_builder::{
    div_snippet, frame_style, frame_title, frame_url, iframe_snippet, EmbedGame, EmbedKind, EmbedOptions,
};
use crate::ui::game::extras::request::SharedGame;
use crate::ui::game::extras::view::new_game::setting_select;
use crate::ui::view::copy::{copy_button, copy_result, Copied};
use crate::ui::web::address;
use crate::ui::web::lang::load;
use std::cell::RefCell;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// A callback setting the control `setting` to the value of its `<select>`.
fn on_value(options: &UseStateHandle<Option<String>>, setting: &'static str) -> Callback<Event> {
    let options = options.clone();
    Callback::from(move |e: Event| {
        if let Some(state) = &*options {
            let mut next = EmbedOptions::from_state(state);
            next.set(setting, &e.target_unchecked_into::<HtmlSelectElement>().value());
            options.set(Some(next.to_state()));
        }
    })
}

thread_local! {
    /// The languages fetched for the snippets' frame titles, by code:
    /// `None` while one is on its way or if it could not be loaded (the
    /// title is then in the page's language).
    static SNIPPET_LANGUAGES: RefCell<Vec<(&'static str, Option<Speaking>)>> = const { RefCell::new(Vec::new()) };
}

/// The language setting's callback: a language other than the page's is
/// fetched first (once), so that the snippets' frame titles are in it when
/// the choice shows; an option changed during that fetch (a few
/// milliseconds, from the service worker's cache) would be undone.
fn on_lang(options: &UseStateHandle<Option<String>>) -> Callback<Event> {
    let options = options.clone();
    Callback::from(move |e: Event| {
        let Some(state) = &*options else { return };
        let mut next = EmbedOptions::from_state(state);
        next.set("embed-lang", &e.target_unchecked_into::<HtmlSelectElement>().value());
        let (lang, next) = (next.lang, Some(next.to_state()));
        let known = SNIPPET_LANGUAGES.with(|l| l.borrow().iter().any(|(code, _)| *code == lang));
        if lang.is_empty() || lang == current::lang() || known {
            options.set(next);
            return;
        }
        SNIPPET_LANGUAGES.with(|l| l.borrow_mut().push((lang, None)));
        let options = options.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let loaded = load(lang).await.ok();
            SNIPPET_LANGUAGES.with(|l| {
                if let Some(entry) = l.borrow_mut().iter_mut().find(|(code, _)| *code == lang) {
                    entry.1 = loaded;
                }
            });
            options.set(next);
        });
    })
}

/// The frame's title in the snippets' language: the page's own when the
/// author leaves the language to the visitor (the host page is written in
/// the author's), else the one chosen, once fetched ([`on_lang`]).
fn snippet_title(o: &EmbedOptions) -> String {
    let text = frame_title(o.kind);
    SNIPPET_LANGUAGES
        .with(|l| {
            l.borrow().iter().find(|(code, _)| *code == o.lang).and_then(|(_, s)| {
                let s = s.as_ref()?;
                Some(format(&text, s.catalogue.as_deref(), s.locale.as_ref()))
            })
        })
        .unwrap_or_else(|| t(&text))
}

/// A control: its label, its `data-setting`, its (value, label) choices.
type Control = (String, &'static str, Vec<(String, String)>);

/// A choice of a control: its value and its words.
fn choice(value: &str, words: &Text) -> (String, String) {
    (value.to_string(), t(words))
}

/// The builder's controls in the page's language: label, `data-setting`,
/// and (value, label) choices; the last two (the AI's) are for a board to
/// play on only.
fn controls() -> [Control; 6] {
    let widths = WIDTHS.iter().map(|&(v, l)| (v.to_string(), l.to_string())).collect();
    let levels = ["1", "2", "3", "4", "5"]
        .iter()
        .map(|&l| (l.to_string(), l.to_string()))
        .collect();
    [
        (
            t(msg::embed_what()),
            "embed-kind",
            vec![
                choice("play", msg::embed_kind_play()),
                choice("viewer", msg::embed_kind_viewer()),
                choice("diagram", msg::embed_kind_diagram()),
            ],
        ),
        (t(msg::embed_width()), "embed-width", widths),
        (
            t(msg::embed_theme()),
            "embed-theme",
            vec![
                choice("auto", msg::embed_theme_auto()),
                choice("light", msg::embed_theme_light()),
                choice("dark", msg::embed_theme_dark()),
            ],
        ),
        (
            t(msg::embed_orientation()),
            "embed-orientation",
            vec![
                choice("w", &msg::side_name("white")),
                choice("b", &msg::side_name("black")),
            ],
        ),
        (
            t(msg::embed_ai()),
            "embed-ai",
            vec![
                choice("b", &msg::embed_ai_side("black")),
                choice("w", &msg::embed_ai_side("white")),
                choice("none", msg::embed_ai_none()),
            ],
        ),
        (t(msg::embed_level()), "embed-level", levels),
    ]
}

/// The widths offered, in CSS pixels: a phone's column to a wide article's.
const WIDTHS: [(&str, &str); 7] = [
    ("240", "240 px"),
    ("320", "320 px"),
    ("400", "400 px"),
    ("480", "480 px"),
    ("560", "560 px"),
    ("640", "640 px"),
    ("800", "800 px"),
];

/// The embed's language (`data-setting="embed-lang"`): one of Beltboard's,
/// each named in its own language, or the visitor's browser's.
fn lang_select(o: &EmbedOptions, onchange: Callback<Event>) -> Html {
    let mut choices = vec![(String::new(), t(msg::embed_lang_visitor()))];
    choices.extend(
        LANGUAGES
            .iter()
            .map(|&(code, name)| (code.to_string(), name.to_string())),
    );
    setting_select(&t(msg::prefs_language()), "embed-lang", choices, o.lang, true, onchange)
}

/// The preview frame's style: the snippet's, but as tall as the embed at the
/// width the dialog gives it (a phone's is narrower than the width asked
/// for), not at the width asked for, which would leave an empty area under
/// it. The dialog is at most 560 px wide, 12 px from each edge, and 50 px of
/// its width are paddings and the preview's frame.
fn preview_style(o: &EmbedOptions) -> String {
    let style = frame_style(o);
    let mut out = String::from(style.find("height:").map_or(style.as_str(), |at| &style[..at]));
    out.push_str("height:calc(min(");
    out.push_str(&o.width.to_string());
    out.push_str("px, min(560px, 100vw - 24px) - 50px) + "); // not words: CSS
    out.push_str(&o.kind.extra_height().to_string());
    out.push_str("px)");
    out
}

/// A snippet: its label, the text (selected when a copy is refused), the
/// copy button and the copy's result.
fn snippet(
    name: &'static str,
    id: &'static str,
    label: &str,
    button: &str,
    text: String,
    copied: &UseStateHandle<Copied>,
) -> Html {
    let field = NodeRef::default();
    html! {
        <>
            <label for={id}>{ label }</label>
            <textarea id={id} ref={field.clone()} readonly=true rows="4" value={text.clone()}
                      data-snippet={name} spellcheck="false" />
            <div class="row">{ copy_button(name, button, text, field, copied) }</div>
            { copy_result(name, copied) }
        </>
    }
}

/// The builder, drawn inside the Share dialog (a function, not a component
/// of its own, which would cost the download more): `options`,
/// the dialog's state, is `None` until the author opens it, so the preview
/// loads only when asked for (the options are kept as text, in a state of
/// the same type as the dialog's others, which costs the download less); `s` is
/// the game as the dialog shows it; `copied` the dialog's record of the last copy.
pub(crate) fn embed_builder(
    options: &UseStateHandle<Option<String>>,
    s: &SharedGame,
    copied: &UseStateHandle<Copied>,
) -> Html {
    let Some(o) = (**options).as_deref().map(EmbedOptions::from_state) else {
        let first = EmbedOptions {
            kind: EmbedKind::Play,
            width: 480,
            theme: "auto",
            black_bottom: s.flipped,
            ai: if s.ai_white { "w" } else { "b" },
            level: s.level.number(),
            // The page's own language: the host writes in it.
            lang: crate::i18n::current::lang(),
        };
        let options = options.clone();
        let first = first.to_state();
        let show = Callback::from(move |_: MouseEvent| options.set(Some(first.clone())));
        return html! {
            <section data-embed-builder="">
                <button type="button" data-action="embed-builder" onclick={show}>{ t(msg::embed_open()) }</button>
            </section>
        };
    };
    let rules = crate::rules::Options::for_variant(s.start.variant(), s.no_belt_check);
    let own_start = s.start_fen != crate::rules::Position::start(s.start, rules).fen();
    let game = EmbedGame {
        variant: s.start.key(),
        no_belt_check: s.no_belt_check,
        start_fen: own_start.then_some(s.start_fen.as_str()),
        pgn: &s.pgn,
        fen: &s.fen,
    };
    let folder = address::folder();
    let o = &o;
    let url = frame_url(&folder, o, &game);
    let title = snippet_title(o);
    let iframe = iframe_snippet(&folder, o, &game, &title);
    let div = div_snippet(&folder, o, &game, &title);
    let shown = if o.kind == EmbedKind::Play { 6 } else { 4 };
    html! {
        <section data-embed-builder="" class="embed-builder">
            <h3>{ t(msg::embed_title()) }</h3>
            <div class="embed-options">
                { for controls().into_iter().take(shown).map(|(label, setting, choices)| {
                    setting_select(&label, setting, choices, &o.value(setting), true, on_value(options, setting))
                }) }
                { lang_select(o, on_lang(options)) }
            </div>
            <p class="embed-label">{ t(msg::embed_preview()) }</p>
            <div class="embed-preview">
                <iframe data-embed-preview="" src={url} title={t(msg::embed_preview_title())} style={preview_style(o)} />
            </div>
            { snippet("iframe", "embed-iframe", &t(msg::embed_iframe()), &t(msg::embed_copy_iframe()), iframe, copied) }
            { snippet("div", "embed-div", &t(msg::embed_div()), &t(msg::embed_copy_div()), div, copied) }
        </section>
    }
}
