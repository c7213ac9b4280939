#!/bin/bash
# Full Belt perft speed against a peer: cozy-chess's orthodox perft, on the
# same core in the same run (issue 22, point 4).
#   scripts/bench-perft-peer.sh [CORE, default 0]
# Builds cozy-chess (the crate, from the Rust registry) with a tiny perft main
# in a scratch cargo project in a temporary folder, and beltboard's release
# binary; then, both pinned to CORE with taskset, runs cozy-chess perft 5 on
# Kiwipete (five times, the median kept) and beltboard perft 3 from the Full
# Belt start (one thread: the pinning leaves it one core). Times are CPU
# seconds (user + sys), so that other load on a shared machine matters less
# than wall-clock time would. Prints both figures in leaves per second and
# beltboard's share of cozy-chess's speed.
set -euo pipefail
core=${1:-0}
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

mkdir -p "$scratch/src"
cat >"$scratch/Cargo.toml" <<'EOF'
[package]
name = "cozy-perft"
version = "0.1.0"
edition = "2021"

[dependencies]
cozy-chess = "0.3"

[profile.release]
opt-level = 3
lto = true
codegen-units = 1
panic = "abort"
EOF
# Bulk counting at depth 1, as cozy-chess's own perft does.
cat >"$scratch/src/main.rs" <<'EOF'
use cozy_chess::Board;

fn perft(board: &Board, depth: u8) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                nodes += perft(&child, depth - 1);
            }
            false
        });
    }
    nodes
}

fn main() {
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let board: Board = fen.parse().expect("Kiwipete");
    println!("{}", perft(&board, 5));
}
EOF
echo "building cozy-chess in $scratch ..." >&2
cargo build --quiet --release --manifest-path "$scratch/Cargo.toml"
echo "building beltboard ..." >&2
cargo build --quiet --release --manifest-path "$root/Cargo.toml" --bin beltboard

# Runs a command pinned to the core; prints "<its last output line> <CPU seconds>".
pinned() {
  local out="$scratch/out" cpu
  cpu=$(/usr/bin/time -f '%U %S' taskset -c "$core" "$@" 2>&1 >"$out" | tail -1 | awk '{print $1 + $2}')
  echo "$(tail -1 "$out") $cpu"
}

expect() {
  if [[ $1 != "$2" ]]; then
    echo "wrong perft count: $1, expected $2" >&2
    exit 1
  fi
}

cozy_times=()
for _ in 1 2 3 4 5; do
  read -r n s < <(pinned "$scratch/target/release/cozy-perft")
  expect "$n" 193690690
  cozy_times+=("$s")
done
cozy_s=$(printf '%s\n' "${cozy_times[@]}" | sort -g | sed -n 3p)
read -r belt_n belt_s < <(pinned "$root/target/release/beltboard" perft 3)
expect "$belt_n" 5764439489

awk -v cn=193690690 -v cs="$cozy_s" -v bn="$belt_n" -v bs="$belt_s" -v core="$core" 'BEGIN {
  c = cn / cs / 1e6; b = bn / bs / 1e6
  printf "core %s, CPU seconds (cozy-chess: median of 5 runs)\n", core
  f = "%-36s %11.0f leaves in %6.2f s = %6.1f M leaves/s\n"
  printf f, "cozy-chess perft 5, Kiwipete:", cn, cs, c
  printf f, "beltboard perft 3, Full Belt start:", bn, bs, b
  printf "ratio beltboard / cozy-chess: %.3f\n", b / c
}'
