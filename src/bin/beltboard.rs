//! The native command line; see `beltboard help`.

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
fn main() {
    std::process::exit(beltboard::cli::run(std::env::args().skip(1).collect()));
}

/// In a browser there is no command line: Trunk builds the `app` and `worker` binaries instead.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
fn main() {}
