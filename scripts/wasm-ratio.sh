#!/bin/bash
# The WebAssembly / native speed ratio of the search (issue 10): the same
# searches of exactly NODES nodes (deterministic, so the same work) natively and as
# wasm32-wasip1 in Node's V8, timed in CPU seconds (user + sys) so that
# other load on the machine matters less than wall-clock time would.
#   scripts/wasm-ratio.sh <native beltboard> <beltboard.wasm> [NODES, default 1500000]
# Node's start-up and the wasm compilation are measured once (`help`) and
# subtracted from each wasm run.
set -euo pipefail
native=$1
wasm=$2
nodes=${3:-1500000}
here=$(cd "$(dirname "$0")" && pwd)
cpu() { /usr/bin/time -f '%U %S' "$@" 2>&1 >/dev/null | tail -1 | awk '{print $1 + $2}'; }
base=$(cpu node "$here/wasi-run.mjs" "$wasm" help)
printf '%-20s %10s %10s %10s %6s\n' position nodes native_s wasm_s ratio
while IFS='|' read -r name variant setup fen; do
  args=(bestmove --nodes "$nodes" --variant "$variant")
  if [[ -n $fen ]]; then args+=(--fen "$fen"); else args+=(--setup "$setup"); fi
  n=$(cpu "$native" "${args[@]}")
  w=$(cpu node "$here/wasi-run.mjs" "$wasm" "${args[@]}")
  w=$(awk -v w="$w" -v b="$base" 'BEGIN { print w - b }')
  printf '%-20s %10s %10.2f %10.2f %6.2f\n' "$name" "$nodes" "$n" "$w" "$(awk -v n="$n" -v w="$w" 'BEGIN { print n / w }')"
done <<'LIST'
full-belt|full-belt|standard|
full-belt-howe|full-belt|howe|
no-pawns|no-pawns|standard|
no-pawns-one-king|no-pawns|one-king|
middlegame-1|full-belt||Prp2qPb/Np1pp2P/6n1/6p1/3kP3/1bn2K2/1P1P1P1P/r2Q1B1R w - 8 0 8
middlegame-3|full-belt||r2q2n1/Pp1pp1p1/1pp5/1n1N1P2/1pk2B2/5bP1/P2P3P/RR1bQ2K w - 2 1 8
LIST
