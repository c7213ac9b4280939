//! The native command line: `perft`, `divide`, `moves`, `bench`, `bestmove`, `analyse`, `match`, `suite`, `datagen`, `fit`, ...
//!
//! Every failure is one line naming the problem and exit status 2; nothing panics on bad input.
//! It runs natively and under WASI (for the wasm benchmark); in a browser Trunk
//! builds the `app` and `worker` binaries instead, so there this one is empty.

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod ai_cmds;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod args;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod bench;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod bench_two;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod catalogue_cmd;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod datagen_cmd;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod fit_cmd;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod fuzz_cmd;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod match_cmd;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod pentanomial;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod puzzles_cmd;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod rules_cmds;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod suite_cmd;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod wins_cmd;

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
use args::Args;

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
fn main() {
    std::process::exit(run(std::env::args().skip(1).collect()));
}

/// In a browser there is no command line.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
fn main() {}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
/// Usage text printed by `help` and after an unknown command.
const USAGE: &str = "usage: beltboard <command> [options]
commands:
  perft <depth>     count the sequences of <depth> legal turns (last line: the count)
  divide <depth>    perft split by the first turn: '<turn> <count>' lines, then 'total <n>'
  moves             the legal turns in machine form, one per line, sorted
  bench             perft speed (leaves per second) from fixed positions [--depth D, default 3];
                    with --search, a search of --movetime MS (default 2000) from each
                    start and middlegame: depth reached and nodes per second;
                    --split N: N threads, each its share of the root turns;
                    with --in-two FILE ('FEN | turn' lines, or match's 'allowed a win
                    in two' lines), the full-width win-in-two test's time to refute
                    each turn and to prove the turns that hold
  bestmove          search and print the chosen turn (last line), with 'info' lines
                    [--level 1-5 | --movetime MS | --depth D | --nodes N] [--seed S]
                    [--multipv 1-3] [--split N: N threads, each its share of the root turns]
                    [--solver: the forcing-line solver beside the search, on a second thread:
                    'info proof mate N pv T' for a proven win, 'info proof lost T' per turn
                    proven lost]
                    on a clock (as UCI): --wtime MS --btime MS [--winc MS] [--binc MS]
                    [--level L, default 5]: the side to move plans its time from its clock
  analyse           the best lines per depth, scores from White's side (+1.20, #3, #-2):
                    'info depth D multipv K score S nodes N pv ...' lines
                    --multipv 1-3 (default 1), and --movetime MS | --depth D | --nodes N
  match             play games: --a <player> --b <player> --games N [--movetime MS] [--seed S]
                    [--threads T] [--time-scale PCT of each level's own time]
                    [--clock M+S: both sides on a clock of M minutes + S seconds a
                    turn, run on the wall clock; a flag loses, and is counted]
                    [--sprt LOW,HIGH: stop once a sequential test over pairs of games
                    says whether A's score is HIGH % rather than LOW %, 5 % errors];
                    a player is level:1 .. level:5 (level:N+solver: with the forcing-line
                    solver beside its search, on a second thread), random, or
                    cmd:<program> (another beltboard's bestmove, e.g. an older build);
                    reports A's score and each player's one-turn and two-turn blunders
                    (each blunder in two with its position), and what level 5's guard did
  wins              the share of wins at once each level takes, over positions of level 1's
                    self-play with one: [--positions N, default 100] [--seed S]
  suite             the share of a suite of Full Belt positions level 5 solves: --file FILE
                    ('win3 <FEN> | <turn>' or 'defend <FEN> | <loses> | <defence>' lines)
                    [--movetime MS, default 1000] [--split N] [--solver]; each answer judged
                    full width: a win within three turns, or no win in two allowed
  puzzles           generate verified puzzles as JSON: --variant V --count N --seed S [--out FILE]
  catalogue         the message catalogue: messages, words, one line per language;
                    --out DIR writes each language but English as lang-<code>-<hash>.bin
  datagen           Full Belt self-play for fitting the evaluation: 'game<TAB>fen<TAB>result' lines
                    [--games N] [--seed S] [--depth D, default 2] [--random-plies R, default 2]
                    [--threads T] [--out FILE]; seeded and deterministic
  fit               fit the Full Belt evaluation's weights to datagen's positions (Texel):
                    --data FILE [--iterations N] [--rate R] [--threads T] [--free-tempo: the
                    tempo fitted too, else held]; prints the loss of
                    today's weights and of three fits (the evaluation's weights; and the king-danger
                    candidates of the turns; only those), held out, and the weights
  fuzz <target>     fuzz a text format (fen, turn-machine, turn-display, pgn, pgn-tree, link, save, embed, library, puzzle-list, puzzle-progress, live-code, live-signal, lobby-challenge, lobby-correspondence, lobby-reply, corr-link, nostr-message, nostr-event, nostr-open) [--inputs N] [--seed S]
options for every command:
  --variant full-belt|no-pawns   the game (default full-belt)
  --fen \"<FEN>\"                  start from this position (docs/rules.md)
  --setup standard|howe|one-king the variant's alternative start
  --moves \"g2g3 1+1,g8h6 8+3\"    turns played from the start (comma-separated)
  --no-belt-check                Full Belt's optional rule";

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
/// Runs the command line `args` (without the program name), printing to stdout;
/// returns the exit status.
fn run(args: Vec<String>) -> i32 {
    match dispatch(args) {
        Ok(()) => 0,
        Err(message) => {
            eprintln!("error: {message}");
            2
        }
    }
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
fn dispatch(args: Vec<String>) -> Result<(), String> {
    let mut args = Args::new(args);
    let command = args.next_word().ok_or_else(|| format!("no command given\n{USAGE}"))?;
    match command.as_str() {
        "perft" => rules_cmds::perft(&mut args),
        "divide" => rules_cmds::divide(&mut args),
        "moves" => rules_cmds::moves(&mut args),
        "bench" => bench::run(&mut args),
        "fuzz" => fuzz_cmd::run(&mut args),
        "datagen" => datagen_cmd::run(&mut args),
        "fit" => fit_cmd::run(&mut args),
        "bestmove" => ai_cmds::bestmove(&mut args),
        "analyse" | "analyze" => ai_cmds::analyse(&mut args),
        "match" => match_cmd::play_match(&mut args),
        "wins" => wins_cmd::run(&mut args),
        "suite" => suite_cmd::run(&mut args),
        "puzzles" => puzzles_cmd::run(&mut args),
        "catalogue" => catalogue_cmd::run(&mut args),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command '{other}' (try 'beltboard help')")),
    }
}
