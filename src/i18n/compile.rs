//! The build script's half of the catalogue (compiled into `build.rs` by
//! `#[path]`, never into the app): parses every `locales/<lang>.ftl` with
//! Fluent's own parser (`fluent-syntax`), checks the languages against each
//! other, and turns each into a [`Catalogue`] plus the Rust functions that
//! name the messages.
//!
//! The checks, each a build error naming the file, the message and what is
//! wrong:
//! - the file parses, with no junk;
//! - every English message is in every language, and no language has one
//!   English lacks;
//! - a message uses the same variables in every language;
//! - a selection on a number names exactly the plural categories of its
//!   language (CLDR, [`super::plural::categories`]), plus exact numbers if
//!   it likes; a selection on a word uses only the words English uses;
//! - references to terms and messages exist, without a cycle; the only
//!   function is `NUMBER`.
//!
//! Terms (`-belt = belt`) and message references are resolved here, so a
//! compiled pattern holds only text, arguments and selections.

use super::compiled::{ids_hash, Catalogue, Category, Key, Part, Pattern};
use super::generate::{functions, Kind};
use super::plural::categories;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

/// One language's source file.
pub struct Source {
    /// The language's code (the file's name without `.ftl`).
    pub lang: String,
    /// The file's text.
    pub text: String,
}

/// What the build makes of all the languages.
pub struct Output {
    /// Each language's catalogue (English first), as bytes ([`super::codec`]).
    pub catalogues: Vec<(String, Vec<u8>)>,
    /// The Rust source of one function per message (`include!`d by
    /// `i18n::msg`).
    pub rust: String,
    /// How many messages the English catalogue has.
    pub messages: usize,
}

/// One parsed language, its entries by name.
struct Language<'a> {
    lang: &'a str,
    /// Messages and their attributes (`id` and `id.attr`), in file order.
    messages: Vec<(String, &'a ast::Pattern<&'a str>)>,
    /// Terms and their attributes (`-id`, `-id.attr`).
    terms: BTreeMap<String, &'a ast::Pattern<&'a str>>,
}

/// Lowers one language's patterns, interning variables.
struct Lowering<'l, 'a> {
    language: &'l Language<'a>,
    /// The message being lowered (for errors).
    id: &'l str,
    /// The variables met so far, in order, with their use.
    vars: Vec<(String, Kind)>,
    /// The words each word selection of a variable names.
    words: BTreeMap<String, BTreeSet<String>>,
    /// Terms and messages being resolved (cycle check).
    stack: Vec<String>,
    errors: Vec<String>,
}

/// Parses, checks and compiles every language. English (`en`) must be one
/// of them: its ids, in file order, are the catalogue's ids.
pub fn compile(sources: &[Source]) -> Result<Output, Vec<String>> {
    let mut errors = Vec::new();
    let mut parsed = Vec::new();
    for source in sources {
        match fluent_syntax::parser::parse(source.text.as_str()) {
            Ok(resource) => parsed.push((source, resource)),
            Err((_, found)) => {
                for e in found {
                    let line = source.text[..e.pos.start.min(source.text.len())].matches('\n').count() + 1;
                    errors.push(format!("locales/{}.ftl:{line}: {}", source.lang, e.kind));
                }
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let languages: Vec<Language> = parsed.iter().map(|(s, r)| index(&s.lang, r)).collect();
    let Some(english) = languages.iter().find(|l| l.lang == "en") else {
        return Err(vec![
            "locales/en.ftl is missing: English is the catalogue's source".into()
        ]);
    };
    let ids: Vec<&str> = english.messages.iter().map(|(id, _)| id.as_str()).collect();
    let hash = ids_hash(ids.iter().copied());

    // English first: its variables are what every language must use.
    let (en_catalogue, en_vars, en_words) = lower_all(english, &ids, &mut errors);
    let mut catalogues = vec![("en".to_string(), en_catalogue)];
    for language in languages.iter().filter(|l| l.lang != "en") {
        if categories(language.lang).is_none() {
            errors.push(format!(
                "locales/{}.ftl: no plural rules for '{}': add its row to src/i18n/plural.rs",
                language.lang, language.lang
            ));
            continue;
        }
        for (id, _) in &language.messages {
            if !ids.contains(&id.as_str()) {
                errors.push(format!(
                    "locales/{}.ftl: '{id}' is not an English message",
                    language.lang
                ));
            }
        }
        let (catalogue, vars, words) = lower_all(language, &ids, &mut errors);
        for (i, id) in ids.iter().enumerate() {
            let Some(vars) = &vars[i] else {
                errors.push(format!("locales/{}.ftl: '{id}' is missing", language.lang));
                continue;
            };
            let names = |v: &[(String, Kind)]| v.iter().map(|(n, _)| n.clone()).collect::<BTreeSet<_>>();
            let en = en_vars[i].as_deref().unwrap_or_default();
            if names(vars) != names(en) {
                errors.push(format!(
                    "locales/{}.ftl: '{id}' uses {} where English uses {}",
                    language.lang,
                    list(&names(vars)),
                    list(&names(en))
                ));
            }
            for (name, kind) in vars {
                let english = en.iter().find(|(n, _)| n == name).map(|(_, k)| *k);
                if english == Some(Kind::Word) && *kind == Kind::Number {
                    errors.push(format!(
                        "locales/{}.ftl: '{id}' uses ${name} as a number, English as a word: write NUMBER(${name}) or a plural selection in English too",
                        language.lang
                    ));
                }
            }
            for (var, found) in &words[i] {
                let known = en_words[i].get(var).cloned().unwrap_or_default();
                for word in found.difference(&known) {
                    errors.push(format!(
                        "locales/{}.ftl: '{id}' selects [{word}] on ${var}, which English never passes",
                        language.lang
                    ));
                }
            }
        }
        catalogues.push((language.lang.to_string(), catalogue));
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    for (id, vars) in ids.iter().zip(&en_vars) {
        if vars.as_ref().is_some_and(|v| v.len() > 4) {
            errors.push(format!("locales/en.ftl: '{id}' uses more than 4 variables"));
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut rust = functions(&ids, &catalogues[0].1, &en_vars, &en_words);
    // Each language's name for itself, for the language menu: the menu needs
    // them all before any other language's file is fetched.
    let Some(name_id) = ids.iter().position(|id| *id == "language-name") else {
        return Err(vec![
            "locales/en.ftl: 'language-name' (the language's own name, for the menu) is missing".into(),
        ]);
    };
    let mut names = Vec::new();
    for (lang, messages) in &catalogues {
        match messages[name_id].as_ref().map(|p| p.0.as_slice()) {
            Some([Part::Text(name)]) => names.push(format!("({lang:?}, {name:?})")),
            _ => errors.push(format!("locales/{lang}.ftl: 'language-name' must be plain text")),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    rust.push_str(&format!(
        "\n/// Every language built, English first: its code and its own name.\npub const LANGUAGES: &[(&str, &str)] = &[{}];\n",
        names.join(", ")
    ));
    let mut out = Vec::new();
    for (lang, messages) in catalogues {
        let catalogue = Catalogue {
            lang: lang.clone(),
            ids: hash,
            messages,
        };
        out.push((lang, super::codec::write(&catalogue)));
    }
    Ok(Output {
        catalogues: out,
        rust,
        messages: ids.len(),
    })
}

/// A language's messages and terms by name.
fn index<'a>(lang: &'a str, resource: &'a ast::Resource<&'a str>) -> Language<'a> {
    let mut language = Language {
        lang,
        messages: Vec::new(),
        terms: BTreeMap::new(),
    };
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(m) => {
                if let Some(value) = &m.value {
                    language.messages.push((m.id.name.to_string(), value));
                }
                for a in &m.attributes {
                    language
                        .messages
                        .push((format!("{}.{}", m.id.name, a.id.name), &a.value));
                }
            }
            ast::Entry::Term(t) => {
                language.terms.insert(format!("-{}", t.id.name), &t.value);
                for a in &t.attributes {
                    language.terms.insert(format!("-{}.{}", t.id.name, a.id.name), &a.value);
                }
            }
            _ => {}
        }
    }
    language
}

/// Every English id's pattern in `language`, with its variables and words
/// (`None` where the language lacks the message).
#[allow(clippy::type_complexity)]
fn lower_all(
    language: &Language,
    ids: &[&str],
    errors: &mut Vec<String>,
) -> (
    Vec<Option<Pattern>>,
    Vec<Option<Vec<(String, Kind)>>>,
    Vec<BTreeMap<String, BTreeSet<String>>>,
) {
    let (mut patterns, mut vars, mut words) = (Vec::new(), Vec::new(), Vec::new());
    for id in ids {
        let Some((_, source)) = language.messages.iter().find(|(m, _)| m == id) else {
            patterns.push(None);
            vars.push(None);
            words.push(BTreeMap::new());
            continue;
        };
        let mut lowering = Lowering {
            language,
            id,
            vars: Vec::new(),
            words: BTreeMap::new(),
            stack: vec![id.to_string()],
            errors: Vec::new(),
        };
        let pattern = lowering.pattern(source);
        errors.append(&mut lowering.errors);
        patterns.push(Some(pattern));
        vars.push(Some(lowering.vars));
        words.push(lowering.words);
    }
    (patterns, vars, words)
}

impl Lowering<'_, '_> {
    fn error(&mut self, what: String) {
        self.errors
            .push(format!("locales/{}.ftl: '{}': {what}", self.language.lang, self.id));
    }

    /// The index of variable `name`, marking its use.
    fn var(&mut self, name: &str, kind: Option<Kind>) -> u8 {
        let i = match self.vars.iter().position(|(n, _)| n == name) {
            Some(i) => i,
            None => {
                self.vars.push((name.to_string(), Kind::Word));
                self.vars.len() - 1
            }
        };
        if kind == Some(Kind::Number) {
            self.vars[i].1 = Kind::Number;
        }
        i as u8
    }

    fn pattern(&mut self, pattern: &ast::Pattern<&str>) -> Pattern {
        let mut parts = Vec::new();
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => push_text(&mut parts, value),
                ast::PatternElement::Placeable { expression } => {
                    for part in self.expression(expression).0 {
                        match part {
                            Part::Text(t) => push_text(&mut parts, &t),
                            other => parts.push(other),
                        }
                    }
                }
            }
        }
        Pattern(parts)
    }

    fn expression(&mut self, expression: &ast::Expression<&str>) -> Pattern {
        match expression {
            ast::Expression::Inline(inline) => self.inline(inline),
            ast::Expression::Select { selector, variants } => self.select(selector, variants),
        }
    }

    fn inline(&mut self, inline: &ast::InlineExpression<&str>) -> Pattern {
        use ast::InlineExpression as I;
        match inline {
            I::StringLiteral { value } => Pattern(vec![Part::Text(unescape(value))]),
            I::NumberLiteral { value } => Pattern(vec![Part::Text(value.to_string())]),
            I::VariableReference { id } => Pattern(vec![Part::Arg(self.var(id.name, None))]),
            I::FunctionReference { id, arguments } => match (id.name, arguments.positional.as_slice()) {
                ("NUMBER", [I::VariableReference { id: var }]) => {
                    Pattern(vec![Part::Arg(self.var(var.name, Some(Kind::Number)))])
                }
                (name, _) => {
                    self.error(format!("{name}(...): only NUMBER($variable) is supported"));
                    Pattern(Vec::new())
                }
            },
            I::MessageReference { id, attribute } => {
                let name = match attribute {
                    Some(a) => format!("{}.{}", id.name, a.name),
                    None => id.name.to_string(),
                };
                let found = self.language.messages.iter().find(|(m, _)| *m == name).map(|(_, p)| *p);
                self.reference(name, found)
            }
            I::TermReference { id, attribute, .. } => {
                let name = match attribute {
                    Some(a) => format!("-{}.{}", id.name, a.name),
                    None => format!("-{}", id.name),
                };
                let found = self.language.terms.get(&name).copied();
                self.reference(name, found)
            }
            I::Placeable { expression } => self.expression(expression),
        }
    }

    /// A term's or message's pattern, resolved in place.
    fn reference(&mut self, name: String, found: Option<&ast::Pattern<&str>>) -> Pattern {
        let Some(pattern) = found else {
            self.error(format!("{{ {name} }} refers to nothing"));
            return Pattern(Vec::new());
        };
        if self.stack.contains(&name) {
            self.error(format!("{{ {name} }} refers to itself"));
            return Pattern(Vec::new());
        }
        self.stack.push(name);
        let resolved = self.pattern(pattern);
        self.stack.pop();
        resolved
    }

    fn select(&mut self, selector: &ast::InlineExpression<&str>, variants: &[ast::Variant<&str>]) -> Pattern {
        use ast::InlineExpression as I;
        let keys: Vec<Key> = variants.iter().map(|v| key(&v.key)).collect();
        let default = variants.iter().position(|v| v.default).unwrap_or(0);
        // A term's attribute (a grammatical gender, say) is known here: pick
        // its arm now.
        if let I::TermReference { .. } = selector {
            let value = self.inline(selector);
            let text = match value.0.as_slice() {
                [Part::Text(t)] => t.clone(),
                _ => String::new(),
            };
            let arm = keys
                .iter()
                .position(|k| *k == Key::Word(text.clone()))
                .unwrap_or(default);
            return self.pattern(&variants[arm].value);
        }
        let var = match selector {
            I::VariableReference { id } => id.name,
            I::FunctionReference { arguments, .. } => match arguments.positional.as_slice() {
                [I::VariableReference { id }] => id.name,
                _ => "",
            },
            _ => "",
        };
        if var.is_empty() {
            self.error("a selection must be on a $variable, NUMBER($variable) or a term's attribute".into());
            return Pattern(Vec::new());
        }
        let plural = keys.iter().any(|k| matches!(k, Key::Plural(_) | Key::Number(_)));
        let words = keys.iter().any(|k| matches!(k, Key::Word(_)));
        if plural && words {
            self.error(format!("the selection on ${var} mixes plural categories and words"));
        }
        let arg = self.var(var, plural.then_some(Kind::Number));
        if plural {
            self.check_plural(var, &keys);
        } else {
            let named = keys.iter().filter_map(|k| match k {
                Key::Word(w) => Some(w.clone()),
                _ => None,
            });
            self.words.entry(var.to_string()).or_default().extend(named);
        }
        let arms = variants
            .iter()
            .zip(&keys)
            .enumerate()
            .filter(|(i, _)| *i != default)
            .map(|(_, (v, k))| (k.clone(), self.pattern(&v.value)))
            .collect();
        let other = self.pattern(&variants[default].value);
        Pattern(vec![Part::Select { arg, arms, other }])
    }

    /// A plural selection names exactly its language's categories.
    fn check_plural(&mut self, var: &str, keys: &[Key]) {
        let lang = self.language.lang;
        let Some(needed) = categories(lang) else {
            return;
        };
        let named: BTreeSet<Category> = keys
            .iter()
            .filter_map(|k| match k {
                Key::Plural(c) => Some(*c),
                _ => None,
            })
            .collect();
        for c in &named {
            if !needed.contains(c) {
                self.error(format!("[{}] on ${var} is not a plural category of '{lang}'", c.name()));
            }
        }
        let missing: Vec<&str> = needed.iter().filter(|c| !named.contains(c)).map(|c| c.name()).collect();
        if !missing.is_empty() {
            self.error(format!(
                "the plural selection on ${var} lacks [{}] ('{lang}' has {})",
                missing.join("], ["),
                needed.iter().map(|c| c.name()).collect::<Vec<_>>().join(", ")
            ));
        }
    }
}

/// A variant's key: a plural category's name, a number, or a word.
fn key(key: &ast::VariantKey<&str>) -> Key {
    match key {
        ast::VariantKey::Identifier { name } => match Category::from_name(name) {
            Some(c) => Key::Plural(c),
            None => Key::Word(name.to_string()),
        },
        ast::VariantKey::NumberLiteral { value } => match value.parse() {
            Ok(n) => Key::Number(n),
            Err(_) => Key::Word(value.to_string()),
        },
    }
}

/// Appends text, joined to the text before it.
fn push_text(parts: &mut Vec<Part>, text: &str) {
    if let Some(Part::Text(last)) = parts.last_mut() {
        last.push_str(text);
    } else if !text.is_empty() {
        parts.push(Part::Text(text.to_string()));
    }
}

/// A string literal's text: Fluent's `\"`, `\\` and `\uXXXX` escapes.
fn unescape(value: &str) -> String {
    let mut out = String::new();
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('u') => {
                let hex: String = chars.by_ref().take(4).collect();
                out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
            }
            Some('U') => {
                let hex: String = chars.by_ref().take(6).collect();
                out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

/// `$a, $b` (or "no variable").
fn list(names: &BTreeSet<String>) -> String {
    if names.is_empty() {
        "no variable".into()
    } else {
        names.iter().map(|n| format!("${n}")).collect::<Vec<_>>().join(", ")
    }
}
