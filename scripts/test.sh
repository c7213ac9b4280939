#!/usr/bin/env bash
# `make test`: every check Beltboard has, in order, stopping at the first
# failure. The last line says how many tests passed and failed.
#
#   1. cargo fmt --check, and the module layers (scripts/check-layers.py)
#   2. cargo clippy, native (all targets) and wasm32 (library, app, worker)
#   3. native cargo test
#   4. release trunk build into dist/ (with its Content Security Policy)
#   5. size budgets: app and worker wasm + JS, gzipped
#   6. browser tests (Playwright + Chromium) against dist/, served by
#      python3 -m http.server from a sub-path, as a real host would, with a
#      Nostr relay on loopback for the live page (scripts/relay.sh) and
#      copies of dist/ that list it (see tests/browser/harness.mjs)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
. "$root/scripts/env.sh"

passed=0
failed=0
server_pid=""
work="$(mktemp -d)"
relay_dir="$work/relay"

summary() {
    local status=$?
    if [[ -n "$server_pid" ]]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    # Nothing when no relay runs; a failure to stop one fails the run.
    if [[ -d "$relay_dir" ]] && ! scripts/relay.sh stop "$relay_dir"; then
        [[ $status -ne 0 ]] || status=1
    fi
    rm -rf "$work"
    echo
    if [[ $status -eq 0 ]]; then
        echo "make test: all steps succeeded"
    else
        echo "make test: FAILED (exit status $status)"
    fi
    echo "$passed passed, $failed failed"
    exit "$status"
}
trap summary EXIT

step() { printf '\n==> %s\n' "$*"; }

# Adds the counts from cargo's "test result:" lines in $1.
count_cargo() {
    local p f
    p="$(grep -Eo '^test result: [A-Za-z]+\. [0-9]+ passed' "$1" | awk '{ s += $4 } END { print s + 0 }')"
    f="$(grep -Eo '^test result: [A-Za-z]+\. [0-9]+ passed; [0-9]+ failed' "$1" | awk '{ s += $6 } END { print s + 0 }')"
    passed=$((passed + p))
    failed=$((failed + f))
}

step "tools"
scripts/ensure-tools.sh test

step "cargo fmt --check"
cargo fmt --check

step "module layers: one-way, no import circle (scripts/check-layers.py)"
python3 scripts/check-layers.py

# Enforced (issue 24): no component outside the script's shrinking list of
# files not yet converted writes words for people, and none in it is done.
step "words for people written in components (scripts/check-words.py --enforce)"
python3 scripts/check-words.py --enforce >"$work/words.log" || { cat "$work/words.log"; exit 1; }
grep '^check-words' "$work/words.log"

step "cargo clippy (native, all targets)"
cargo clippy --all-targets --quiet -- -D warnings

step "cargo clippy (wasm32: library, app, worker, studio, live, extras)"
cargo clippy --target wasm32-unknown-unknown --lib --bin app --bin worker --bin studio --bin live --bin extras --quiet -- -D warnings

step "cargo test (native)"
set +e
cargo test 2>&1 | tee "$work/cargo-test.log"
cargo_status=${PIPESTATUS[0]}
set -e
count_cargo "$work/cargo-test.log"
[[ $cargo_status -eq 0 ]] || exit "$cargo_status"

step "trunk build --release (dist/)"
# dist/ is shared by everyone working in this checkout: two runs at once
# would overwrite each other's build under the browser tests. Take turns.
mkdir -p target
exec 9>target/.beltboard-dist.lock
if ! flock -n 9; then
    echo "waiting for another make test in this checkout to finish with dist/"
    flock 9
fi
trunk build --release

step "size budgets (gzip -9)"
python3 scripts/check-sizes.py dist

step "browser tests"
# Serve dist/ under a sub-path, as a static host would, to prove that every
# asset URL is relative.
mkdir -p "$work/www/games"
ln -s "$root/dist" "$work/www/games/beltboard"

# The live page's Nostr relays. A page's policy lets it reach only the relays
# its config.json lists, and dist/ lists public ones, out of reach here: so
# two copies of dist/, each with a config.json that lists one loopback relay
# and its policy written again from it. The real relay runs for the whole
# run; at the spare address nothing listens until a test starts a relay there
# (tests/browser/relay.mjs). The variables are described in harness.mjs.
BELTBOARD_RELAY_URL="$(scripts/relay.sh start "$relay_dir")"
BELTBOARD_SPARE_RELAY_URL="ws://127.0.0.1:$(scripts/relay.sh port)"
relay_copy() {
    local copy="$work/www/$1/beltboard"
    mkdir -p "$work/www/$1"
    cp -r "$root/dist" "$copy"
    python3 -c 'import json, sys; path = sys.argv[1]; config = json.load(open(path)); config["relays"] = [sys.argv[2]]; open(path, "w").write(json.dumps(config, indent=4) + "\n")' \
        "$copy/config.json" "$2"
    python3 scripts/write-csp.py --dist "$copy" >/dev/null
}
relay_copy relay "$BELTBOARD_RELAY_URL"
relay_copy spare "$BELTBOARD_SPARE_RELAY_URL"

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$work/www" >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 50); do
    curl -fsS -o /dev/null "http://127.0.0.1:$port/games/beltboard/" 2>/dev/null && break
    sleep 0.1
done
export BELTBOARD_URL="http://127.0.0.1:$port/games/beltboard/"
export BELTBOARD_RELAY_URL BELTBOARD_SPARE_RELAY_URL
export BELTBOARD_RELAY_DIST_URL="http://127.0.0.1:$port/relay/beltboard/"
export BELTBOARD_SPARE_DIST_URL="http://127.0.0.1:$port/spare/beltboard/"
echo "relays: $BELTBOARD_RELAY_URL for $BELTBOARD_RELAY_DIST_URL, spare $BELTBOARD_SPARE_RELAY_URL for $BELTBOARD_SPARE_DIST_URL"
set +e
node --test --test-concurrency=1 \
    --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=tap --test-reporter-destination="$work/browser.tap" \
    tests/browser/
node_status=$?
set -e
passed=$((passed + $(awk '/^# pass / { print $3 }' "$work/browser.tap" | tail -1)))
failed=$((failed + $(awk '/^# fail / { print $3 }' "$work/browser.tap" | tail -1)))
exit "$node_status"
