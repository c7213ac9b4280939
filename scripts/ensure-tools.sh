#!/usr/bin/env bash
# Installs, only when missing or at the wrong version, the tools that build
# and test Beltboard. Idempotent: a tool already present at the right version
# is left alone, so a second run costs a few seconds.
#
#   scripts/ensure-tools.sh build   wasm target, Trunk 0.21.x, wasm-bindgen-cli
#                                   (the version in Cargo.lock), wasm-opt (npm)
#   scripts/ensure-tools.sh test    the same, plus Chromium and playwright-core,
#                                   and the test relays' Python packages (PyPI
#                                   nostr-relay and those of tests/relay) in
#                                   target/relay-venv
#
# Source scripts/env.sh afterwards (the Makefile does) so that the npm tools
# are on PATH.
set -euo pipefail

mode="${1:-build}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
# shellcheck source=scripts/env.sh
. "$root/scripts/env.sh"

say() { printf '[tools] %s\n' "$*"; }
die() { printf '[tools] error: %s\n' "$*" >&2; exit 1; }

command -v cargo >/dev/null || die "cargo not found: install Rust with rustup (https://rustup.rs)"
command -v rustup >/dev/null || die "rustup not found: the wasm32 target is added with rustup"
# Trunk runs scripts/write-sw.py (the service worker) after each build; the
# browser tests serve dist/ with python3 -m http.server.
command -v python3 >/dev/null || die "python3 not found: the build writes sw.js with it (Debian: apt-get install python3)"

# 1. The wasm32 target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
fi

# 2. Trunk 0.21.x (0.22 needs a newer rustc than this machine kind has).
trunk_version="$(trunk --version 2>/dev/null || true)"
if [[ "$trunk_version" != "trunk 0.21."* ]]; then
    say "installing Trunk 0.21.x (found: ${trunk_version:-none}); this takes about 11 minutes"
    cargo install trunk --locked --version '~0.21'
fi

# 3. wasm-bindgen-cli at exactly the wasm-bindgen version in Cargo.lock: the
# CLI and the library must agree, and Trunk runs offline so it cannot fetch one.
bindgen_want="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"
[[ -n "$bindgen_want" ]] || die "no wasm-bindgen entry in Cargo.lock"
bindgen_have="$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)"
if [[ "$bindgen_have" != "$bindgen_want" ]]; then
    say "installing wasm-bindgen-cli $bindgen_want (found: ${bindgen_have:-none}); this takes about 4 minutes"
    # Not --locked: one of its locked dependency versions is not in the registry.
    cargo install wasm-bindgen-cli --version "=$bindgen_want"
fi

# 4. npm tools (wasm-opt from binaryen, terser, playwright-core), pinned by the
# committed package-lock.json. Reinstalled only when the lock file changes.
command -v npm >/dev/null || die "npm not found: install Node.js 20 or newer (Debian: apt-get install nodejs npm)"
stamp="node_modules/.beltboard-lock.sha256"
lock_sum="$(sha256sum package-lock.json | awk '{ print $1 }')"
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$lock_sum" || ! -x node_modules/.bin/wasm-opt || ! -x node_modules/.bin/terser ]]; then
    say "installing npm packages from package-lock.json"
    npm ci --no-audit --no-fund
    echo "$lock_sum" >"$stamp"
fi

# 5. Dependencies for Trunk's offline cargo build (a no-op when cached).
cargo fetch --quiet

# 6. Chromium for the browser tests.
if [[ "$mode" == test ]]; then
    if [[ ! -x "${BELTBOARD_CHROMIUM:-/usr/bin/chromium}" ]]; then
        if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
            say "installing Chromium from Debian"
            apt-get update -qq
            DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
        else
            die "Chromium is missing: install the Debian package 'chromium' (sudo apt-get install chromium), or set BELTBOARD_CHROMIUM to a Chromium binary"
        fi
    fi
fi
# 7. The Nostr relays of the live page's tests (scripts/relay.sh): PyPI
# nostr-relay, the real one, and what tests/relay/hostile.py imports, pinned
# in tests/relay/requirements.txt, in a venv of their own inside target/ (so
# nothing is installed for the whole machine). Reinstalled only when that
# file changes.
if [[ "$mode" == test ]]; then
    venv="target/relay-venv"
    stamp="$venv/.beltboard-requirements.sha256"
    req_sum="$(sha256sum tests/relay/requirements.txt | awk '{ print $1 }')"
    if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$req_sum" || ! -x "$venv/bin/nostr-relay" ]]; then
        say "installing the test relays (nostr-relay 1.14) into $venv"
        if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
            if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
                apt-get update -qq
                DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv
            else
                die "python3 cannot make a venv: install the Debian package 'python3-venv'"
            fi
        fi
        rm -rf "$venv"
        python3 -m venv "$venv" || die "python3 -m venv $venv failed"
        "$venv/bin/pip" install --quiet --disable-pip-version-check -r tests/relay/requirements.txt \
            || die "pip could not install tests/relay/requirements.txt into $venv"
        echo "$req_sum" >"$stamp"
    fi
fi
say "tools ready"
