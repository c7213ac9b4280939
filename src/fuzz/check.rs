//! What a fuzz target is, and the two checks every target shares: a refusal's
//! message is bounded, and an accepted input round-trips. Apart from the
//! runner (`mod.rs`) so that the target lists import it, not the runner.

/// The longest refusal message a target may give, in characters.
pub const MAX_ERROR_CHARS: usize = 400;

/// One fuzz target: a name, its corpus of valid texts, and its check.
#[derive(Copy, Clone)]
pub struct Target {
    /// The name on the command line (`fen`, `turn-machine`, ...).
    pub name: &'static str,
    /// Valid inputs to mutate.
    pub corpus: fn() -> Vec<String>,
    /// Reads one input: `Ok(true)` accepted and round-tripped, `Ok(false)`
    /// refused with a bounded message, `Err` a property broken (the finding).
    pub check: fn(&str) -> Result<bool, String>,
}

/// The refusal check shared by the targets: the message is bounded.
pub fn bounded(message: String) -> Result<bool, String> {
    let n = message.chars().count();
    if n > MAX_ERROR_CHARS {
        return Err(format!(
            "error message of {n} characters: {}…",
            message.chars().take(200).collect::<String>()
        ));
    }
    Ok(false)
}

/// The round-trip check shared by the targets: `first` (what the engine
/// wrote for the input) read back and written again gives `first`.
pub fn same_again<E: std::fmt::Display>(first: &str, again: Result<String, E>) -> Result<bool, String> {
    match again {
        Ok(second) if second == first => Ok(true),
        Ok(second) => Err(format!("written {first:?}, then read and written as {second:?}")),
        Err(e) => Err(format!("written {first:?}, which does not read back: {e}")),
    }
}
