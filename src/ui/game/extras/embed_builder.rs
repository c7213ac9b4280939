//! The Share dialog's embed builder, its text part: from what to embed and
//! its options, the address of the embedded page (the preview's, and the
//! iframe snippet's) and the two snippets a page author copies: an
//! `<iframe>`, or a `<div class="beltboard">` with `embed.js`.
//!
//! Only parameters and `data-` attributes that the embedded pages and
//! `embed.js` already read are written (docs/embedding.md). Everything
//! taken from the game (the PGN and its comments, a FEN) is escaped for
//! where it goes: URL-encoded in an address, HTML-escaped in an attribute
//! or in the div's text, so a hostile comment stays text on the author's page.

use crate::ui::record::query::encode;

/// What to embed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EmbedKind {
    /// A board to play on, from the game's start.
    Play,
    /// The game, read-only, stepped through with |< < > >|.
    Viewer,
    /// The current position, static.
    Diagram,
}

impl EmbedKind {
    /// Every kind, in the order the builder lists them.
    pub const ALL: [EmbedKind; 3] = [EmbedKind::Play, EmbedKind::Viewer, EmbedKind::Diagram];

    /// The key of the builder's control (`data-setting="embed-kind"`).
    pub fn key(self) -> &'static str {
        match self {
            EmbedKind::Play => "play",
            EmbedKind::Viewer => "viewer",
            EmbedKind::Diagram => "diagram",
        }
    }

    /// The kind a key names; anything else is a board to play on.
    pub fn from_key(key: &str) -> EmbedKind {
        match key {
            "viewer" => EmbedKind::Viewer,
            "diagram" => EmbedKind::Diagram,
            _ => EmbedKind::Play,
        }
    }

    /// What it shows under (and around) its square board, in CSS pixels:
    /// the belt's arrows, then the status and buttons, the viewer's
    /// controls and caption, or a diagram's margin. An iframe of one's own
    /// is that much taller than wide, at most, and never cuts the embed off.
    pub fn extra_height(self) -> u32 {
        match self {
            EmbedKind::Play => 200,
            EmbedKind::Viewer => 120,
            EmbedKind::Diagram => 40,
        }
    }
}

/// The embed's options, as the builder's controls give them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmbedOptions {
    /// What to embed.
    pub kind: EmbedKind,
    /// The largest width, in CSS pixels ([`MIN_WIDTH`] to [`MAX_WIDTH`]).
    pub width: u32,
    /// `auto` (the visitor's system), `light` or `dark`.
    pub theme: &'static str,
    /// Black at the bottom.
    pub black_bottom: bool,
    /// The side the AI plays on a board to play on: `w`, `b` or `none`.
    pub ai: &'static str,
    /// The AI's level, 1 to 5.
    pub level: u8,
    /// The embed's language (`lang=`): a code Beltboard speaks, or empty
    /// for the visitor's browser to choose.
    pub lang: &'static str,
}

impl EmbedOptions {
    /// The value of one of the builder's controls (`embed-kind`,
    /// `embed-width`, `embed-theme`, `embed-orientation`, `embed-ai`,
    /// `embed-level`), as its `<select>` shows it.
    pub fn value(&self, setting: &str) -> String {
        match setting {
            "embed-kind" => self.kind.key().to_string(),
            "embed-width" => self.width.to_string(),
            "embed-theme" => self.theme.to_string(),
            "embed-orientation" => (if self.black_bottom { "b" } else { "w" }).to_string(),
            "embed-ai" => self.ai.to_string(),
            "embed-lang" => self.lang.to_string(),
            _ => self.level.to_string(),
        }
    }

    /// The options as one line of text (the controls' values, `|` between),
    /// which is how the dialog keeps them.
    pub fn to_state(&self) -> String {
        let mut out = String::new();
        for setting in SETTINGS {
            out.push_str(&self.value(setting));
            out.push('|');
        }
        out
    }

    /// Options read back from [`EmbedOptions::to_state`]'s text.
    pub fn from_state(text: &str) -> EmbedOptions {
        let mut out = EmbedOptions {
            kind: EmbedKind::Play,
            width: 480,
            theme: "auto",
            black_bottom: false,
            ai: "b",
            level: 2,
            lang: "",
        };
        for (setting, value) in SETTINGS.into_iter().zip(text.split('|')) {
            out.set(setting, value);
        }
        out
    }

    /// Sets a control's value; a value it does not offer (only a page
    /// tampered with gives one) keeps a sound option.
    pub fn set(&mut self, setting: &str, value: &str) {
        match setting {
            "embed-kind" => self.kind = EmbedKind::from_key(value),
            "embed-width" => self.width = width_from(value),
            "embed-theme" => {
                self.theme = match value {
                    "light" => "light",
                    "dark" => "dark",
                    _ => "auto",
                }
            }
            "embed-orientation" => self.black_bottom = value == "b",
            "embed-ai" => {
                self.ai = match value {
                    "w" => "w",
                    "none" => "none",
                    _ => "b",
                }
            }
            "embed-lang" => self.lang = crate::i18n::choose::supported(value).unwrap_or(""),
            _ => self.level = value.parse().map_or(2, |l: u8| l.clamp(1, 5)),
        }
    }
}

/// The builder's controls, by `data-setting`.
pub const SETTINGS: [&str; 7] = [
    "embed-kind",
    "embed-width",
    "embed-theme",
    "embed-orientation",
    "embed-ai",
    "embed-level",
    "embed-lang",
];

/// The smallest width offered: a board under it is too small to play on.
pub const MIN_WIDTH: u32 = 200;
/// The largest width offered.
pub const MAX_WIDTH: u32 = 1200;

/// The width `text` asks for, kept in range; not a number is the default 480.
pub fn width_from(text: &str) -> u32 {
    text.trim()
        .parse::<u32>()
        .map_or(480, |w| w.clamp(MIN_WIDTH, MAX_WIDTH))
}

/// What the embed shows, taken from the game in the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmbedGame<'a> {
    /// The setup's key (`full-belt`, `no-pawns`, ...).
    pub variant: &'a str,
    /// Whether the game is played without the belt check rule.
    pub no_belt_check: bool,
    /// The start position, when it is not the variant's own.
    pub start_fen: Option<&'a str>,
    /// The game as PGN (the viewer's).
    pub pgn: &'a str,
    /// The current position (the diagram's).
    pub fen: &'a str,
}

/// The folder of the page at `origin` + `path` (`https://example.org` and
/// `/games/beltboard/index.html`): where the app, `studio.html` and
/// `embed.js` are, whatever sub-path the app is hosted under.
pub fn app_folder(origin: &str, path: &str) -> String {
    let folder = path.rfind('/').map_or("/", |i| &path[..=i]);
    let mut out = String::from(origin);
    if !folder.starts_with('/') {
        out.push('/');
    }
    out.push_str(folder);
    out
}

/// Encodes `text` as one URL query value, as JavaScript's
/// `encodeURIComponent` does but keeping `,` and `/` (which the formats
/// read back as themselves): a `+` in a PGN turn must stay a `+`.
pub fn encode_value(text: &str) -> String {
    encode(text).replace('+', "%2B")
}

/// Escapes `text` for HTML, in an attribute value (in double quotes) or as
/// an element's text: nothing in it can end the attribute or open a tag.
pub fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// The levels as text, so that the parameters borrow every value.
const LEVELS: [&str; 5] = ["1", "2", "3", "4", "5"];

/// The parameters of the embed, by name (each also a `data-` attribute of
/// embed.js), values not yet encoded; the viewer's PGN is left out (it
/// goes in `pgn=` or in the div's text), and with a `width` the div's
/// `data-width` and `data-title`. Always `height=auto`: the board
/// is then sized by the frame's width alone, and embed.js applies its height.
fn parameters<'a>(
    options: &'a EmbedOptions,
    game: &EmbedGame<'a>,
    width: &'a str,
    title: &'a str,
) -> [(&'static str, &'a str); 11] {
    // An empty value is a parameter left out: a fixed array costs the
    // game page's download less than a growing list.
    let play = options.kind == EmbedKind::Play;
    let diagram = options.kind == EmbedKind::Diagram;
    let pick = |yes: bool, value: &'a str| if yes { value } else { "" };
    [
        ("variant", pick(play || diagram, game.variant)),
        ("rule", pick(play && game.no_belt_check, "no-belt-check")),
        (
            "fen",
            if diagram {
                game.fen
            } else {
                pick(play, game.start_fen.unwrap_or(""))
            },
        ),
        ("ai", pick(play, options.ai)),
        ("level", pick(play, LEVELS[usize::from(options.level.clamp(1, 5) - 1)])),
        ("orientation", pick(options.black_bottom, "b")),
        ("theme", pick(options.theme != "auto", options.theme)),
        ("lang", options.lang),
        ("height", "auto"),
        // embed.js's own: the frame's largest width and its title.
        ("width", width),
        ("title", pick(!width.is_empty(), title)),
    ]
}

/// The address of the embedded page: the app (`studio.html` for a diagram)
/// in `folder` (see [`app_folder`]), with `embed=1` and the options; the
/// viewer's game in `pgn=`. The preview shows it, and the iframe snippet.
pub fn frame_url(folder: &str, options: &EmbedOptions, game: &EmbedGame) -> String {
    let mut out = String::from(folder);
    if options.kind == EmbedKind::Diagram {
        out.push_str("studio.html");
    }
    out.push_str("?embed=1");
    if options.kind != EmbedKind::Play {
        out.push_str("&view=1");
    }
    for (name, value) in parameters(options, game, "", "") {
        if value.is_empty() {
            continue;
        }
        out.push('&');
        out.push_str(name);
        out.push('=');
        out.push_str(&encode_value(value));
    }
    if options.kind == EmbedKind::Viewer {
        out.push_str("&pgn=");
        out.push_str(&encode_value(game.pgn));
    }
    out
}

/// The title a screen reader gives the frame of an embed of `kind`
/// ("Beltboard chess board"), to be put into words in the snippet's
/// language by the builder.
pub fn frame_title(kind: EmbedKind) -> crate::i18n::Text<'static> {
    crate::i18n::msg::embed_frame_title(kind.key())
}

/// The `style` of an iframe of the embed: as wide as its container, at most
/// the width asked for, and as tall as the embed at that width (narrower,
/// it leaves some room under it: only embed.js follows its `resize` events).
pub fn frame_style(options: &EmbedOptions) -> String {
    let mut out = String::from("display:block;border:0;width:100%;max-width:");
    out.push_str(&options.width.to_string());
    out.push_str("px;height:");
    out.push_str(&(options.width + options.kind.extra_height()).to_string());
    out.push_str("px");
    out
}

/// The iframe snippet: `<iframe src="..." title="..." style="..."></iframe>`,
/// `title` being the frame's (see [`frame_title`]).
pub fn iframe_snippet(folder: &str, options: &EmbedOptions, game: &EmbedGame, title: &str) -> String {
    let mut out = String::from("<iframe src=\"");
    out.push_str(&escape_html(&frame_url(folder, options, game)));
    out.push_str("\" title=\"");
    out.push_str(&escape_html(title));
    out.push_str("\" style=\"");
    out.push_str(&frame_style(options));
    out.push_str("\"></iframe>");
    out
}

/// The embed.js snippet: `<div class="beltboard" data-...>` (for the
/// viewer, the PGN as its text) and the `<script>` that turns it into a
/// frame titled `title` (see [`frame_title`]).
pub fn div_snippet(folder: &str, options: &EmbedOptions, game: &EmbedGame, title: &str) -> String {
    let mut out = String::from("<div class=\"beltboard\"");
    if options.kind != EmbedKind::Play {
        out.push_str(" data-view");
    }
    let width = options.width.to_string();
    for (name, value) in parameters(options, game, &width, title) {
        if value.is_empty() {
            continue;
        }
        out.push_str(" data-");
        out.push_str(name);
        out.push_str("=\"");
        out.push_str(&escape_html(value));
        out.push('"');
    }
    out.push('>');
    if options.kind == EmbedKind::Viewer {
        out.push_str(&escape_html(game.pgn.trim()));
    }
    out.push_str("</div>\n<script src=\"");
    out.push_str(&escape_html(folder));
    out.push_str("embed.js\" async></script>");
    out
}

#[cfg(test)]
mod tests {
    /// The frame's title in English, as the builder writes it natively.
    fn title_of(o: &EmbedOptions) -> String {
        crate::i18n::t(&frame_title(o.kind))
    }

    use super::*;
    use crate::ui::game::link::query;
    use crate::ui::{record::query::is_diagram, viewer::diagram::read_diagram};
    use crate::ui::{record::query::is_viewer, viewer::address::read_viewer};

    const FOLDER: &str = "https://example.org/games/beltboard/";
    const HOSTILE: &str = "[Variant \"Full Belt Chess\"]\n\n1. Nf3 {</div><script>alert(1)</script> & \"x\"} f+4 *";
    const FEN: &str = "rnbqk1nr/pppppNpp/5P2/5B2/5b2/5p2/PPPPP1PP/RNBQK2R b - f 1 1";

    fn options(kind: EmbedKind) -> EmbedOptions {
        EmbedOptions {
            kind,
            width: 480,
            theme: "auto",
            black_bottom: false,
            ai: "b",
            level: 2,
            lang: "",
        }
    }

    fn game() -> EmbedGame<'static> {
        EmbedGame {
            variant: "full-belt",
            no_belt_check: false,
            start_fen: None,
            pgn: HOSTILE,
            fen: FEN,
        }
    }

    /// The query of an address, as the embedded page reads it.
    fn query_of(url: &str) -> crate::ui::record::query::Query {
        query(url.split_once('?').unwrap().1)
    }

    #[test]
    fn the_folder_is_the_pages_whatever_its_sub_path() {
        assert_eq!(app_folder("https://example.org", "/games/beltboard/"), FOLDER);
        assert_eq!(app_folder("https://example.org", "/games/beltboard/index.html"), FOLDER);
        assert_eq!(app_folder("http://127.0.0.1:8394", "/"), "http://127.0.0.1:8394/");
        assert_eq!(app_folder("http://h", ""), "http://h/");
    }

    #[test]
    fn values_are_encoded_as_uri_components() {
        assert_eq!(encode_value("f+4 a&b=c#d?"), "f%2B4%20a%26b%3Dc%23d%3F");
        assert_eq!(encode_value("rnbq/pppp,x"), "rnbq/pppp,x");
        assert_eq!(encode_value("é"), "%C3%A9");
    }

    #[test]
    fn html_escaping_leaves_no_tag_and_no_quote() {
        assert_eq!(
            escape_html("</div><script>alert(1)</script> \"a\" 'b' &"),
            "&lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;a&quot; &#39;b&#39; &amp;"
        );
    }

    #[test]
    fn widths_stay_in_range() {
        assert_eq!(width_from("320"), 320);
        assert_eq!(width_from("20"), MIN_WIDTH);
        assert_eq!(width_from("99999"), MAX_WIDTH);
        assert_eq!(width_from("wide"), 480);
    }

    #[test]
    fn a_board_to_play_on() {
        let mut o = options(EmbedKind::Play);
        o.level = 4;
        o.ai = "w";
        o.black_bottom = true;
        o.theme = "dark";
        let url = frame_url(FOLDER, &o, &game());
        assert_eq!(
            url,
            "https://example.org/games/beltboard/?embed=1&variant=full-belt&ai=w&level=4&orientation=b&theme=dark&height=auto"
        );
        // The language chosen travels as lang= and data-lang.
        o.lang = "de";
        assert!(frame_url(FOLDER, &o, &game()).ends_with("&theme=dark&lang=de&height=auto"));
        assert!(div_snippet(FOLDER, &o, &game(), &title_of(&o)).contains(" data-theme=\"dark\" data-lang=\"de\" "));
        o.lang = "";
        let q = query_of(&url);
        assert!(!is_viewer(&q) && !is_diagram(&q));
        assert_eq!(
            iframe_snippet(FOLDER, &o, &game(), &title_of(&o)),
            "<iframe src=\"https://example.org/games/beltboard/?embed=1&amp;variant=full-belt&amp;ai=w&amp;level=4&amp;orientation=b&amp;theme=dark&amp;height=auto\" \
             title=\"Beltboard chess board\" style=\"display:block;border:0;width:100%;max-width:480px;height:680px\"></iframe>"
        );
        assert_eq!(
            div_snippet(FOLDER, &o, &game(), &title_of(&o)),
            "<div class=\"beltboard\" data-variant=\"full-belt\" data-ai=\"w\" data-level=\"4\" data-orientation=\"b\" \
             data-theme=\"dark\" data-height=\"auto\" data-width=\"480\" data-title=\"Beltboard chess board\"></div>\n\
             <script src=\"https://example.org/games/beltboard/embed.js\" async></script>"
        );
    }

    #[test]
    fn a_board_to_play_on_keeps_the_rule_and_a_start_of_its_own() {
        let g = EmbedGame {
            no_belt_check: true,
            start_fen: Some(FEN),
            ..game()
        };
        let url = frame_url(FOLDER, &options(EmbedKind::Play), &g);
        let q = query_of(&url);
        assert_eq!(q.value("rule"), Some("no-belt-check"));
        assert_eq!(q.value("fen"), Some(FEN));
        assert!(div_snippet(
            FOLDER,
            &options(EmbedKind::Play),
            &g,
            &title_of(&options(EmbedKind::Play))
        )
        .contains(&format!(" data-fen=\"{FEN}\"")));
    }

    #[test]
    fn a_viewer_carries_the_game_and_a_hostile_comment_stays_text() {
        let o = options(EmbedKind::Viewer);
        let url = frame_url(FOLDER, &o, &game());
        let q = query_of(&url);
        assert!(is_viewer(&q));
        assert_eq!(q.value("pgn"), Some(HOSTILE));
        let viewer = read_viewer(&q);
        assert!(viewer.problems.is_empty(), "{:?}", viewer.problems);
        assert_eq!(viewer.annotated.game.turns().len(), 1);

        let iframe = iframe_snippet(FOLDER, &o, &game(), &title_of(&o));
        // The iframe's own two tags only; the comment is URL-encoded.
        assert_eq!(iframe.matches('<').count(), 2, "{iframe}");
        assert!(iframe.contains("%3C/div%3E%3Cscript%3E"), "{iframe}");

        let div = div_snippet(FOLDER, &o, &game(), &title_of(&o));
        assert!(div.starts_with("<div class=\"beltboard\" data-view data-height=\"auto\" data-width=\"480\""));
        assert!(div.contains(
            ">[Variant &quot;Full Belt Chess&quot;]\n\n1. Nf3 {&lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;} f+4 *</div>\n"
        ));
        // One element opens and closes, then the script: nothing from the game makes a tag.
        assert_eq!(div.matches("<div").count(), 1);
        assert_eq!(div.matches("</div>").count(), 1);
        assert_eq!(div.matches("<script").count(), 1);
    }

    #[test]
    fn a_diagram_is_the_studios_with_the_current_position() {
        let mut o = options(EmbedKind::Diagram);
        o.black_bottom = true;
        o.theme = "light";
        let url = frame_url(FOLDER, &o, &game());
        assert!(
            url.starts_with("https://example.org/games/beltboard/studio.html?embed=1&view=1&variant=full-belt&fen=")
        );
        let q = query_of(&url);
        assert!(is_diagram(&q));
        let diagram = read_diagram(&q);
        assert!(diagram.problems.is_empty(), "{:?}", diagram.problems);
        assert!(diagram.flipped);
        assert!(!url.contains("ai=") && !url.contains("pgn="));
        let div = div_snippet(FOLDER, &o, &game(), &title_of(&o));
        assert!(div.starts_with(&format!(
            "<div class=\"beltboard\" data-view data-variant=\"full-belt\" data-fen=\"{FEN}\" data-orientation=\"b\" data-theme=\"light\""
        )));
        assert!(div.contains("></div>\n<script"));
    }

    #[test]
    fn the_frame_title_is_in_the_snippets_language_and_escaped() {
        use crate::i18n::{built, format, Catalogue, Rules};
        let in_lang = |lang: &str, kind| {
            let (_, bytes) = built().iter().find(|(l, _)| *l == lang).unwrap();
            format(
                &frame_title(kind),
                &Catalogue::read(bytes).unwrap(),
                &Rules(lang.into()),
            )
        };
        assert_eq!(in_lang("de", EmbedKind::Play), "Beltboard-Schachbrett");
        assert_eq!(in_lang("ru", EmbedKind::Diagram), "Диаграмма Beltboard");
        let mut o = options(EmbedKind::Viewer);
        o.lang = "fr";
        let title = in_lang("fr", EmbedKind::Viewer);
        assert!(iframe_snippet(FOLDER, &o, &game(), &title).contains(" title=\"Visionneuse de parties Beltboard\" "));
        let hostile = "a\"><script>";
        assert!(div_snippet(FOLDER, &o, &game(), hostile).contains(" data-title=\"a&quot;&gt;&lt;script&gt;\">"));
        assert!(iframe_snippet(FOLDER, &o, &game(), hostile).contains(" title=\"a&quot;&gt;&lt;script&gt;\" "));
    }

    #[test]
    fn a_hostile_fen_cannot_leave_its_attribute() {
        let g = EmbedGame {
            fen: "x\" onload=\"alert(1)",
            ..game()
        };
        let o = options(EmbedKind::Diagram);
        let div = div_snippet(FOLDER, &o, &g, &title_of(&o));
        assert!(div.contains("data-fen=\"x&quot; onload=&quot;alert(1)\""), "{div}");
        let iframe = iframe_snippet(FOLDER, &o, &g, &title_of(&o));
        assert!(iframe.contains("fen=x%22%20onload%3D%22alert%281%29"), "{iframe}");
        assert_eq!(iframe.matches('"').count(), 6, "{iframe}");
    }

    #[test]
    fn controls_read_back_what_they_set_and_refuse_the_rest() {
        let mut o = options(EmbedKind::Play);
        for (setting, value) in [
            ("embed-kind", "diagram"),
            ("embed-width", "320"),
            ("embed-theme", "dark"),
            ("embed-orientation", "b"),
            ("embed-ai", "none"),
            ("embed-level", "5"),
            ("embed-lang", "ru"),
        ] {
            o.set(setting, value);
            assert_eq!(o.value(setting), value);
        }
        for setting in ["embed-kind", "embed-theme", "embed-ai"] {
            o.set(setting, "\"><x>");
        }
        o.set("embed-level", "9");
        o.set("embed-lang", "xx");
        assert_eq!(o.lang, "", "a language Beltboard does not speak: the visitor's");
        assert_eq!((o.kind, o.theme, o.ai, o.level), (EmbedKind::Play, "auto", "b", 5));
        assert_eq!(EmbedOptions::from_state(&o.to_state()), o);
        o.set("embed-orientation", "w");
        assert_eq!(EmbedOptions::from_state(&o.to_state()), o);
    }

    #[test]
    fn kinds_read_back_from_their_keys() {
        for kind in EmbedKind::ALL {
            assert_eq!(EmbedKind::from_key(kind.key()), kind);
        }
        assert_eq!(EmbedKind::from_key("<x>"), EmbedKind::Play);
    }
}
