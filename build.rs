//! Checks and compiles the message catalogue (`locales/*.ftl`, issue 24)
//! before the crate is built: a translation with a missing message, other
//! variables or the wrong plural categories fails the build with a message
//! naming the file and the message. The work is `src/i18n/compile.rs` (and
//! `generate.rs`, the Rust it writes); here only the files are read and the
//! results written to `OUT_DIR`: `<lang>.bin` for each language,
//! `messages.rs` (the functions that name the messages), `languages.rs`
//! (every language's bytes, for the native command line and tests) and
//! `files.rs` (each other language's content-hashed file name, which the app
//! fetches).
//!
//! Those files themselves go to `target/lang/` with `files.txt` naming them:
//! Trunk's post_build hook (`scripts/copy-langs.py`) copies the listed
//! files into the build's `lang/` folder, so that the app and its language
//! files always come from the same catalogue.

// Each module is shared with the crate, which uses parts the build does not.
#[allow(dead_code)]
#[path = "src/i18n/codec.rs"]
mod codec;
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
    for file in ["codec.rs", "compile.rs", "compiled.rs", "generate.rs", "plural.rs"] {
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
            let mut files = Vec::new();
            for (lang, bytes) in &output.catalogues {
                if lang != "en" {
                    files.push((lang.clone(), compiled::file_name(lang, bytes), bytes.clone()));
                }
                fs::write(out.join(format!("{lang}.bin")), bytes).expect("write a catalogue");
                list.push_str(&format!(
                    "(\"{lang}\", include_bytes!(concat!(env!(\"OUT_DIR\"), \"/{lang}.bin\"))),"
                ));
            }
            list.push(']');
            fs::write(out.join("messages.rs"), output.rust).expect("write messages.rs");
            fs::write(out.join("languages.rs"), list).expect("write languages.rs");
            let table: String = files
                .iter()
                .map(|(lang, name, _)| format!("({lang:?}, {name:?}),"))
                .collect();
            fs::write(out.join("files.rs"), format!("&[{table}]")).expect("write files.rs");
            publish(&files);
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

/// Writes each language's file into `target/lang/` and then `files.txt`,
/// the list of their names (through a temporary file and a rename, so that
/// the hook never reads half a list), and removes the files of earlier
/// catalogues. Every build of the crate (app, studio, each profile) writes
/// the same bytes under the same names, so builds at once agree.
fn publish(files: &[(String, String, Vec<u8>)]) {
    let dir = Path::new(&std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR")).join("target/lang");
    fs::create_dir_all(&dir).expect("create target/lang");
    let mut list = String::new();
    for (_, name, bytes) in files {
        let path = dir.join(name);
        if fs::read(&path).ok().as_deref() != Some(bytes.as_slice()) {
            let temp = dir.join(format!("{name}.{}", std::process::id()));
            fs::write(&temp, bytes).expect("write a language file");
            fs::rename(&temp, &path).expect("name a language file");
        }
        list.push_str(name);
        list.push('\n');
    }
    let temp = dir.join(format!("files.txt.{}", std::process::id()));
    fs::write(&temp, &list).expect("write target/lang/files.txt");
    fs::rename(&temp, dir.join("files.txt")).expect("name target/lang/files.txt");
    for entry in fs::read_dir(&dir).expect("read target/lang").flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let current = files.iter().any(|(_, n, _)| *n == name);
        if name.starts_with("lang-") && name.ends_with(".bin") && !current {
            let _ = fs::remove_file(entry.path());
        }
    }
}
