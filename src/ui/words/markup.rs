//! The rules help's inline markup: its messages may bold a term, show
//! notation as code and mark "(our reading)"; the dialog shows them as
//! markup, so the words are escaped first and only these tags given back (a
//! translation cannot add an element or an attribute). Kept here, not in
//! the component, so that it is tested natively.

/// The inline markup a rules message may hold, and what it becomes: bold
/// terms, notation as code, and `<em>` for the "(our reading)" marks (the
/// only emphasis the rules use, hence their class).
const INLINE: [(&str, &str); 6] = [
    ("&lt;strong&gt;", "<strong>"),
    ("&lt;/strong&gt;", "</strong>"),
    ("&lt;code&gt;", "<code>"),
    ("&lt;/code&gt;", "</code>"),
    ("&lt;em&gt;", "<em class=\"reading\">"),
    ("&lt;/em&gt;", "</em>"),
];

/// `words` as markup: escaped, then the tags of [`INLINE`] given back.
pub fn inline_markup(words: &str) -> String {
    let mut html = words.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
    for (escaped, tag) in INLINE {
        html = html.replace(escaped, tag);
    }
    html
}

#[cfg(test)]
mod tests {
    use super::inline_markup;

    #[test]
    fn only_the_inline_tags_become_markup() {
        assert_eq!(
            inline_markup("<strong>A</strong> <code>Nf3 f+4</code> <em>(r)</em>"),
            "<strong>A</strong> <code>Nf3 f+4</code> <em class=\"reading\">(r)</em>"
        );
        assert_eq!(
            inline_markup("<b onclick=x>&</b> <script>"),
            "&lt;b onclick=x&gt;&amp;&lt;/b&gt; &lt;script&gt;"
        );
    }
}
