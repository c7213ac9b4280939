//! The native command line; see `beltboard help`.

fn main() {
    std::process::exit(beltboard::cli::run(std::env::args().skip(1).collect()));
}
