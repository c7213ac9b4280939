//! A small argument reader: words, `--flag` and `--option value`.

use beltboard::rules::{parse_turn, Game, Options, Position, Start, Variant};

/// The words of a command line, consumed as they are read.
#[derive(Default)]
pub struct Args {
    words: Vec<String>,
}

/// The options every command shares: which game, from which position.
pub struct GameArgs {
    /// The position to start from: the start, after `--moves` if given.
    pub position: Position,
    /// The game from the start through `--moves` (for repetitions).
    pub game: Game,
}

impl Args {
    /// Wraps the words after the program name.
    pub fn new(words: Vec<String>) -> Args {
        Args { words }
    }

    /// Takes the first remaining word. Commands read their options first, so
    /// what remains are the positional words.
    pub fn next_word(&mut self) -> Option<String> {
        (!self.words.is_empty()).then(|| self.words.remove(0))
    }

    /// Takes `--name` if present.
    pub fn flag(&mut self, name: &str) -> bool {
        match self.words.iter().position(|w| w == name) {
            Some(i) => {
                self.words.remove(i);
                true
            }
            None => false,
        }
    }

    /// Takes `--name value` if present.
    pub fn option(&mut self, name: &str) -> Result<Option<String>, String> {
        match self.words.iter().position(|w| w == name) {
            Some(i) if i + 1 < self.words.len() => {
                let value = self.words.remove(i + 1);
                self.words.remove(i);
                Ok(Some(value))
            }
            Some(_) => Err(format!("{name} needs a value")),
            None => Ok(None),
        }
    }

    /// Takes `--name N` as a number in `range`, if present.
    pub fn number(&mut self, name: &str, range: std::ops::RangeInclusive<u64>) -> Result<Option<u64>, String> {
        match self.option(name)? {
            None => Ok(None),
            Some(v) => parse_number(&v, name, range).map(Some),
        }
    }

    /// Takes the next word as a number in `range` (a positional argument).
    pub fn positional_number(&mut self, what: &str, range: std::ops::RangeInclusive<u64>) -> Result<u64, String> {
        let word = self.next_word().ok_or_else(|| format!("missing {what}"))?;
        parse_number(&word, what, range)
    }

    /// Reads `--variant`, `--setup`, `--fen`, `--no-belt-check` and `--moves` (turns
    /// separated by commas, played from the start).
    pub fn game(&mut self) -> Result<GameArgs, String> {
        let variant: Variant = self.option("--variant")?.as_deref().unwrap_or("full-belt").parse()?;
        let options = Options {
            no_belt_check: self.flag("--no-belt-check"),
        };
        if options.no_belt_check && variant != Variant::FullBelt {
            return Err("--no-belt-check is a Full Belt Chess rule".into());
        }
        let setup = self.option("--setup")?;
        let position = match (self.option("--fen")?, setup) {
            (Some(_), Some(_)) => return Err("give either --fen or --setup, not both".into()),
            (Some(fen), None) => Position::from_fen(&fen, variant, options).map_err(|e| e.to_string())?,
            (None, setup) => Position::start(
                Start::for_variant(variant, setup.as_deref().unwrap_or("standard"))?,
                options,
            ),
        };
        let mut game = Game::new(position);
        if let Some(moves) = self.option("--moves")? {
            for (i, text) in moves.split(',').map(str::trim).filter(|t| !t.is_empty()).enumerate() {
                let turn = parse_turn(game.position(), text).map_err(|e| format!("--moves, turn {}: {e}", i + 1))?;
                game.play(turn).map_err(|e| format!("--moves, turn {}: {e}", i + 1))?;
            }
        }
        Ok(GameArgs {
            position: game.position().clone(),
            game,
        })
    }

    /// Fails if any word was not understood.
    pub fn finish(self) -> Result<(), String> {
        match self.words.first() {
            None => Ok(()),
            Some(w) => Err(format!("unexpected argument '{w}'")),
        }
    }
}

fn parse_number(text: &str, what: &str, range: std::ops::RangeInclusive<u64>) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(n) if range.contains(&n) => Ok(n),
        _ => Err(format!(
            "bad {what} '{text}': expected a whole number from {} to {}",
            range.start(),
            range.end()
        )),
    }
}
