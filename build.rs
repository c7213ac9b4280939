//! Checks and compiles the message catalogue (`locales/*.ftl`, issue 24)
//! before the crate is built: a translation with a missing message, other
//! variables or the wrong plural categories fails the build with a message
//! naming the file and the message. The work is `src/i18n/compile.rs` (and
//! `generate.rs`, the Rust it writes); here only the files are read and the
//! results written to `OUT_DIR`: `<lang>.bin` for each language,
//! `messages.rs` (the functions that name the messages) and `languages.rs`
//! (every language's bytes, for the native command line and tests).

// Each module is shared with the crate, which uses parts the build does not.
#[allow(dead_code)]
#[path = "src/i18n/compile.rs"]
mod compile;
#[allow(dead_code)]
#[path = "src/i18n/compiled.rs"]
mod compiled;
#[allow(dead_code)]
#[path = "src/i18n/generate.rs"]
mod generate;
#[allow(dead_code)]
#[path = "src/i18n/plural.rs"]
mod plural;

use std::fs;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=locales");
    for file in ["compile.rs", "compiled.rs", "generate.rs", "plural.rs"] {
        println!("cargo:rerun-if-changed=src/i18n/{file}");
    }
    let mut sources = Vec::new();
    let mut names: Vec<_> = fs::read_dir("locales")
        .expect("the locales/ folder")
        .map(|e| e.expect("a locales/ entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    names.sort();
    for path in names {
        let lang = path
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("a file name")
            .to_string();
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        sources.push(compile::Source { lang, text });
    }
    let out = std::env::var("OUT_DIR").expect("OUT_DIR");
    let out = Path::new(&out);
    match compile::compile(&sources) {
        Ok(output) => {
            let mut list = String::from("&[");
            for (lang, bytes) in &output.catalogues {
                fs::write(out.join(format!("{lang}.bin")), bytes).expect("write a catalogue");
                list.push_str(&format!(
                    "(\"{lang}\", include_bytes!(concat!(env!(\"OUT_DIR\"), \"/{lang}.bin\"))),"
                ));
            }
            list.push(']');
            fs::write(out.join("messages.rs"), output.rust).expect("write messages.rs");
            fs::write(out.join("languages.rs"), list).expect("write languages.rs");
        }
        Err(errors) => {
            for e in &errors {
                println!("cargo:warning={e}");
            }
            panic!(
                "the message catalogue has {} problem(s):\n{}",
                errors.len(),
                errors.join("\n")
            );
        }
    }
}
