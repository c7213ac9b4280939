//! The build script's Rust writer (compiled into `build.rs` by `#[path]`,
//! with [`super::compile`]): one function per English message, named after
//! it and typed by its variables, so that a call with the wrong arguments
//! does not compile.
//!
//! Each function's id and English pattern are a `static` of its own
//! (`EN_<NAME>`: the id, two bytes little-endian, then
//! [`super::codec::pattern`]'s bytes) that the function puts in its
//! [`Text`](super::text::Text): the linker keeps a message's English only
//! where the message is used, which one compiled-in English catalogue, a
//! single blob, never allowed.

use super::compiled::{ids_hash, Part, Pattern};
use std::collections::{BTreeMap, BTreeSet};

/// How a message's variable is used, hence its Rust type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A number: shown through the locale's number format, or selected on
    /// by plural category.
    Number,
    /// A word or text: shown as given, or selected on by value.
    Word,
}

/// One Rust function per English message: `outcome-checkmate` with `$winner`
/// becomes `pub fn outcome_checkmate(winner: &str) -> Text`; and `samples()`,
/// every message with sample arguments (each word English selects on, and
/// numbers of several plural categories), for the tests; and `IDS_HASH`
/// and `MESSAGE_COUNT`, what a language's file must have been built for.
pub fn functions(
    ids: &[&str],
    english: &[Option<Pattern>],
    vars: &[Option<Vec<(String, Kind)>>],
    words: &[BTreeMap<String, BTreeSet<String>>],
) -> String {
    let mut rust = String::new();
    let mut samples = String::new();
    for (i, id) in ids.iter().enumerate() {
        let vars = vars[i].as_deref().unwrap_or_default();
        let names: Vec<&str> = vars.iter().map(|(n, _)| n.as_str()).collect();
        let example = english[i].as_ref().map(|p| plain(p, &names)).unwrap_or_default();
        let params: Vec<String> = vars
            .iter()
            .map(|(name, kind)| {
                let ty = if *kind == Kind::Number { "i64" } else { "&'a str" };
                format!("{}: {ty}", rust_name(name))
            })
            .collect();
        let args: Vec<String> = vars
            .iter()
            .map(|(name, kind)| match kind {
                Kind::Number => format!("Arg::Number({})", rust_name(name)),
                Kind::Word => format!("Arg::Word({})", rust_name(name)),
            })
            .collect();
        let borrows = vars.iter().any(|(_, kind)| *kind == Kind::Word);
        let (generics, life) = if borrows { ("<'a>", "'a") } else { ("", "'static") };
        let en = english_static(id);
        let mut bytes = u16::try_from(i)
            .expect("at most 65,536 messages: an id is a u16")
            .to_le_bytes()
            .to_vec();
        if let Some(p) = &english[i] {
            super::codec::pattern(&mut bytes, p);
        }
        rust.push_str(&format!(
            "static {en}: [u8; {}] = *{};\n\n",
            bytes.len(),
            byte_string(&bytes)
        ));
        if vars.is_empty() {
            // A message without arguments is a static: its call sites pass
            // a pointer rather than build a Text.
            rust.push_str(&format!(
                "/// `{id}`: {example:?}\npub fn {}() -> &'static Text<'static> {{\n    static TEXT: Text<'static> = Text::new(&{en}, [Arg::None, Arg::None, Arg::None, Arg::None]);\n    &TEXT\n}}\n\n",
                rust_name(id)
            ));
            continue_samples(&mut samples, &en);
            continue;
        }
        rust.push_str(&format!(
            "/// `{id}`: {example:?}\npub fn {}{generics}({}) -> Text<{life}> {{\n    Text::new(&{en}, [{}])\n}}\n\n",
            rust_name(id),
            params.join(", "),
            padded(args)
        ));
        // Every combination of the sample values of each variable.
        let mut combos: Vec<Vec<String>> = vec![Vec::new()];
        for (name, kind) in vars {
            let values: Vec<String> = match kind {
                Kind::Number => ["1", "2", "5", "21", "0"]
                    .iter()
                    .map(|n| format!("Arg::Number({n})"))
                    .collect(),
                Kind::Word => {
                    let mut w: Vec<String> = words[i]
                        .get(name)
                        .into_iter()
                        .flatten()
                        .map(|w| format!("Arg::Word({w:?})"))
                        .collect();
                    w.push("Arg::Word(\"e4\")".into());
                    w
                }
            };
            combos = combos
                .into_iter()
                .flat_map(|c| values.iter().map(move |v| [c.clone(), vec![v.clone()]].concat()))
                .collect();
        }
        for c in combos {
            samples.push_str(&format!("        Text::new(&{en}, [{}]),\n", padded(c)));
        }
    }
    // What a language's file is checked against (`Catalogue::read`): these
    // rather than the English catalogue, which the app does not carry.
    rust.push_str(&format!(
        "/// The hash of the English ids ([`super::compiled::ids_hash`]) every language's file must carry.\npub const IDS_HASH: u64 = {:#018x};\n\n/// How many messages English has, and so every language's file.\npub const MESSAGE_COUNT: usize = {};\n\n",
        ids_hash(ids.iter().copied()),
        ids.len()
    ));
    rust.push_str(&format!(
        "/// Every message with sample arguments (for the tests).\npub fn samples() -> Vec<Text<'static>> {{\n    vec![\n{samples}    ]\n}}\n"
    ));
    rust
}

/// The sample of a message without arguments.
fn continue_samples(samples: &mut String, en: &str) {
    samples.push_str(&format!("        Text::new(&{en}, [{}]),\n", padded(Vec::new())));
}

/// The name of the static holding a message's English: `EN_` and its Rust
/// name in capitals (no function or constant of the file starts so).
fn english_static(id: &str) -> String {
    format!("EN_{}", rust_name(id).to_uppercase())
}

/// `bytes` as a Rust byte string literal: printable ASCII as itself, the
/// rest escaped (a byte string holds ASCII only).
fn byte_string(bytes: &[u8]) -> String {
    let mut out = String::from("b\"");
    for &b in bytes {
        match b {
            b'"' | b'\\' => {
                out.push('\\');
                out.push(char::from(b));
            }
            b' '..=b'~' => out.push(char::from(b)),
            _ => out.push_str(&format!("\\x{b:02x}")),
        }
    }
    out.push('"');
    out
}

/// The arguments of a message, then `Arg::None` up to the most a message
/// may have (`MAX_ARGS` of `text.rs`: 4, which `compile` checks).
fn padded(mut args: Vec<String>) -> String {
    while args.len() < 4 {
        args.push("Arg::None".into());
    }
    args.join(", ")
}

/// A Fluent name as a Rust identifier.
fn rust_name(name: &str) -> String {
    let name = name.replace(['-', '.'], "_");
    match name.as_str() {
        "type" | "move" | "match" | "ref" | "self" | "loop" | "in" | "fn" | "mod" | "use" => format!("{name}_"),
        _ => name,
    }
}

/// The English text of a pattern for a doc comment: arguments by name,
/// selections by their default arm.
fn plain(pattern: &Pattern, names: &[&str]) -> String {
    let mut out = String::new();
    for part in &pattern.0 {
        match part {
            Part::Text(t) => out.push_str(t),
            Part::Arg(i) => out.push_str(&format!("{{${}}}", names.get(usize::from(*i)).unwrap_or(&"?"))),
            Part::Select { other, .. } => out.push_str(&plain(other, names)),
        }
    }
    out.replace('\n', " ")
}
