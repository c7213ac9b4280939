# Sourced by the build scripts: puts cargo-installed and npm-installed tools
# (trunk, wasm-bindgen, wasm-opt) on PATH.
_beltboard_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$_beltboard_root/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
unset _beltboard_root
