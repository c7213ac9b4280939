//! `catalogue`: the message catalogue's figures, and with `--out DIR` each
//! language but English written as its own content-hashed file
//! (`lang-ru-<hash>.bin`) for the app to fetch when that language is chosen.

use super::Args;
use beltboard::i18n::compiled::file_name;
use beltboard::i18n::{built, Catalogue};

/// Prints the number of messages and words, then one line per language:
/// its code, its file's name and its size in bytes.
pub fn run(args: &mut Args) -> Result<(), String> {
    let out = args.option("--out")?;
    std::mem::take(args).finish()?;
    let (_, english) = built().first().ok_or("no language was built")?;
    let english = Catalogue::read(english).map_err(|e| e.to_string())?;
    println!(
        "messages {}, English words {}",
        english.messages.len(),
        english.word_count()
    );
    for (lang, bytes) in built().iter().skip(1) {
        let name = file_name(lang, bytes);
        if let Some(dir) = &out {
            std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {dir}: {e}"))?;
            let path = std::path::Path::new(dir).join(&name);
            std::fs::write(&path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        println!("{lang} {name} {} bytes", bytes.len());
    }
    Ok(())
}
