//! Which language to speak: the one asked for (a link's `lang=`, an
//! embed's `data-lang`, the preference kept in this browser), else the first
//! of the browser's preferred languages that Beltboard speaks, else English.

use super::msg::LANGUAGES;

/// The code of a language Beltboard speaks that matches `tag` (a BCP 47
/// tag: `ru`, `ru-RU`, `pt_BR`, any case), if any.
pub fn supported(tag: &str) -> Option<&'static str> {
    let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
    LANGUAGES.iter().map(|(code, _)| *code).find(|code| *code == primary)
}

/// The language to use: `asked` if Beltboard speaks it, else the first of
/// `preferred` (`navigator.languages`, most wanted first) it speaks, else
/// English.
pub fn choose<'a>(asked: Option<&str>, preferred: impl IntoIterator<Item = &'a str>) -> &'static str {
    asked
        .and_then(supported)
        .or_else(|| preferred.into_iter().find_map(supported))
        .unwrap_or("en")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_region_or_script_is_read_as_its_language() {
        assert_eq!(supported("ru-RU"), Some("ru"));
        assert_eq!(supported("DE_at"), Some("de"));
        assert_eq!(supported("it"), Some("it"));
        assert_eq!(supported("pt-BR"), None);
        assert_eq!(supported(""), None);
    }

    #[test]
    fn asked_then_preferred_then_english() {
        assert_eq!(choose(Some("fr"), ["ru-RU"]), "fr");
        assert_eq!(choose(Some("xx"), ["pt-BR", "es-MX", "de"]), "es");
        assert_eq!(choose(None, ["ja", "zh-CN"]), "en");
        assert_eq!(choose(None, []), "en");
    }
}
