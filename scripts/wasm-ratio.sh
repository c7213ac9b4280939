#!/bin/bash
# The WebAssembly / native speed ratio of the search (issue 10): the same
# searches of exactly NODES nodes (deterministic, so the same work) natively and as
# wasm32-wasip1 in Node's V8, timed in CPU seconds (user + sys) so that
# other load on the machine matters less than wall-clock time would.
#   scripts/wasm-ratio.sh <native beltboard> <beltboard.wasm> [NODES, default 1500000] [RUNS, default 1]
# With RUNS > 1 each search is run that many times and its least CPU time
# kept: noise (another process, a cold cache) only ever adds time, so the
# minimum is the best estimate of the work itself. The last line is the
# mean ratio over the positions long enough to time (at least 0.2 s).
# Node's start-up and the wasm compilation are measured once (`help`) and
# subtracted from each wasm run.
set -euo pipefail
native=$1
wasm=$2
nodes=${3:-1500000}
runs=${4:-1}
here=$(cd "$(dirname "$0")" && pwd)
once() { /usr/bin/time -f '%U %S' "$@" 2>&1 >/dev/null | tail -1 | awk '{print $1 + $2}'; }
cpu() {
  local best t
  best=$(once "$@")
  for ((i = 1; i < runs; i++)); do
    t=$(once "$@")
    best=$(awk -v a="$best" -v b="$t" 'BEGIN { print (b < a) ? b : a }')
  done
  echo "$best"
}
base=$(cpu node "$here/wasi-run.mjs" "$wasm" help)
sum=0
count=0
printf '%-20s %10s %10s %10s %6s\n' position nodes native_s wasm_s ratio
while IFS='|' read -r name variant setup fen; do
  args=(bestmove --nodes "$nodes" --variant "$variant")
  if [[ -n $fen ]]; then args+=(--fen "$fen"); else args+=(--setup "$setup"); fi
  n=$(cpu "$native" "${args[@]}")
  w=$(cpu node "$here/wasi-run.mjs" "$wasm" "${args[@]}")
  w=$(awk -v w="$w" -v b="$base" 'BEGIN { print w - b }')
  ratio=$(awk -v n="$n" -v w="$w" 'BEGIN { print (w > 0) ? n / w : 0 }')
  printf '%-20s %10s %10.2f %10.2f %6.2f\n' "$name" "$nodes" "$n" "$w" "$ratio"
  if awk -v n="$n" 'BEGIN { exit !(n >= 0.2) }'; then
    sum=$(awk -v s="$sum" -v r="$ratio" 'BEGIN { print s + r }')
    count=$((count + 1))
  fi
done <<'LIST'
full-belt|full-belt|standard|
full-belt-howe|full-belt|howe|
no-pawns|no-pawns|standard|
no-pawns-one-king|no-pawns|one-king|
middlegame-1|full-belt||Prp2qPb/Np1pp2P/6n1/6p1/3kP3/1bn2K2/1P1P1P1P/r2Q1B1R w - 8 0 8
middlegame-3|full-belt||r2q2n1/Pp1pp1p1/1pp5/1n1N1P2/1pk2B2/5bP1/P2P3P/RR1bQ2K w - 2 1 8
LIST
if ((count > 0)); then
  printf 'mean ratio over %d timed positions: %.2f (%s runs each, least CPU time)\n' "$count" "$(awk -v s="$sum" -v c="$count" 'BEGIN { print s / c }')" "$runs"
fi
