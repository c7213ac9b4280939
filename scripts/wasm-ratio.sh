#!/bin/bash
# The WebAssembly / native speed ratio of the search (issue 10): the same
# fixed-depth searches (same nodes, deterministic) natively and as
# wasm32-wasip1 in Node's V8, timed in CPU seconds (user + sys) so that
# other load on the machine matters less than wall-clock time would.
#   scripts/wasm-ratio.sh <native beltboard> <beltboard.wasm>
# Node's start-up and the wasm compilation are measured once (`help`) and
# subtracted from each wasm run.
set -euo pipefail
native=$1
wasm=$2
here=$(cd "$(dirname "$0")" && pwd)
cpu() { /usr/bin/time -f '%U %S' "$@" 2>&1 >/dev/null | tail -1 | awk '{print $1 + $2}'; }
base=$(cpu node "$here/wasi-run.mjs" "$wasm" help)
printf '%-20s %10s %10s %10s %6s\n' position nodes native_s wasm_s ratio
while IFS='|' read -r name depth variant setup fen; do
  args=(bestmove --depth "$depth" --variant "$variant")
  if [[ -n $fen ]]; then args+=(--fen "$fen"); else args+=(--setup "$setup"); fi
  nodes=$("$native" "${args[@]}" | grep '^info' | tail -1 | sed 's/.* nodes \([0-9]*\) .*/\1/')
  n=$(cpu "$native" "${args[@]}")
  w=$(cpu node "$here/wasi-run.mjs" "$wasm" "${args[@]}")
  w=$(awk -v w="$w" -v b="$base" 'BEGIN { print w - b }')
  printf '%-20s %10s %10.2f %10.2f %6.2f\n' "$name" "$nodes" "$n" "$w" "$(awk -v n="$n" -v w="$w" 'BEGIN { print n / w }')"
done <<'LIST'
full-belt|3|full-belt|standard|
full-belt-howe|2|full-belt|howe|
no-pawns|6|no-pawns|standard|
no-pawns-one-king|7|no-pawns|one-king|
middlegame-1|3|full-belt||Prp2qPb/Np1pp2P/6n1/6p1/3kP3/1bn2K2/1P1P1P1P/r2Q1B1R w - 8 0 8
middlegame-3|3|full-belt||r2q2n1/Pp1pp1p1/1pp5/1n1N1P2/1pk2B2/5bP1/P2P3P/RR1bQ2K w - 2 1 8
LIST
