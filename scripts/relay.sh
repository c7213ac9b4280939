#!/usr/bin/env bash
# A Nostr relay on loopback for the tests of the live page, started on a free
# port and stopped cleanly. Nothing leaves the machine: it binds 127.0.0.1.
#
#   scripts/relay.sh start DIR [--port N]         the real relay: PyPI
#                                                 nostr-relay, sqlite in DIR
#   scripts/relay.sh start DIR hostile MODE [...] tests/relay/hostile.py in
#                                                 MODE (its options follow,
#                                                 --port N among them)
#   scripts/relay.sh stop DIR                     SIGTERM, then SIGKILL after
#                                                 10 s; nothing when none runs
#   scripts/relay.sh kill DIR                     SIGKILL at once: a relay
#                                                 that dies mid-exchange
#   scripts/relay.sh port                         prints a free port for a
#                                                 relay started later
#
# start prints the relay's address, ws://127.0.0.1:PORT (a free port unless
# --port), once it answers a WebSocket (the real one also a REQ with its
# EOSE), and returns; the relay runs on in its own process group. DIR (made
# if missing) holds its config, database, log (relay.log) and pid; the
# caller removes it after stop. Both relays come from target/relay-venv,
# which `scripts/ensure-tools.sh test` installs. scripts/test.sh starts one
# real relay for the whole run; the browser tests start others through
# tests/browser/relay.mjs.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/target/relay-venv"
die() { printf 'relay: %s\n' "$*" >&2; exit 1; }

# A free port of 127.0.0.1 below the range the system hands out to outgoing
# connections, so that none of those takes it while it waits for a relay.
free_port() {
    python3 - <<'EOF'
import random, socket
low = int(open("/proc/sys/net/ipv4/ip_local_port_range").read().split()[0])
first, last = (max(1024, low - 12000), low - 1) if low > 2048 else (1024, 65535)
for _ in range(200):
    port = random.randint(first, last)
    s = socket.socket()
    try:
        s.bind(("127.0.0.1", port))
    except OSError:
        continue
    finally:
        s.close()
    print(port)
    break
else:
    raise SystemExit("relay: no free port on 127.0.0.1")
EOF
}

if [[ "${1:-}" == port ]]; then
    free_port
    exit 0
fi
[[ $# -ge 2 ]] || die "usage: scripts/relay.sh start|stop|kill DIR [hostile MODE [options]], or port"
action="$1"
dir="$2"
shift 2

# Whether a process of group $1 still runs. Not kill -0: it counts zombies,
# and the init of some machines reaps them only seconds later.
group_alive() {
    ps -e -o pgid=,stat= | awk -v group="$1" '$1 == group && $2 !~ /^Z/ { found = 1 } END { exit !found }'
}

running_pid() {
    local pid
    [[ -f "$dir/pid" ]] || return 1
    pid="$(cat "$dir/pid")"
    group_alive "$pid" || return 1
    echo "$pid"
}

# Whether nothing listens on port $1 of 127.0.0.1: a relay left running there
# would otherwise answer the ready check in the new one's place.
port_free() {
    python3 -c 'import socket, sys; s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1); s.bind(("127.0.0.1", int(sys.argv[1])))' "$1" 2>/dev/null
}

# Starts the real relay on port $1 (a free one if empty); returns 1 when it
# exited at once (most likely the port was taken).
start_real() {
    local port="${1:-}" pid
    [[ -n "$port" ]] || port="$(free_port)"
    # The sqlite file and the config live in DIR, so two relays never share
    # anything. Events up to 64 KB, as common public relays take; only the
    # signature is checked (no age limit: a test may publish an old event).
    # nostr-relay keeps ephemeral events until its garbage collector runs
    # (every 300 s by default): every second here, so that a later REQ does
    # not find them, as on relays that never store them.
    cat >"$dir/relay.yaml" <<EOF
relay_name: beltboard test relay
storage:
  sqlalchemy.url: sqlite+aiosqlite:///$dir/relay.sqlite3
  validators:
    - nostr_relay.validators.is_not_too_large
    - nostr_relay.validators.is_signed
max_event_size: 65536
garbage_collector:
  collect_interval: 1
gunicorn:
  bind: 127.0.0.1:$port
  workers: 1
  loglevel: warning
  graceful_timeout: 2
EOF
    # setsid: its own process group (gunicorn's master and worker), so that
    # stop reaches both and nothing else.
    (cd "$dir" && exec setsid "$venv/bin/nostr-relay" -c "$dir/relay.yaml" serve >>"$dir/relay.log" 2>&1 </dev/null) &
    pid=$!
    echo "$pid" >"$dir/pid"
    if "$venv/bin/python" "$root/tests/relay/ready.py" "ws://127.0.0.1:$port" --pid "$pid" --eose 2>>"$dir/relay.log"; then
        echo "ws://127.0.0.1:$port"
        return 0
    fi
    kill -KILL -- "-$pid" 2>/dev/null || true
    rm -f "$dir/pid"
    return 1
}

# Starts hostile.py; it binds a free port itself and prints its address.
start_hostile() {
    local pid url=""
    (exec setsid "$venv/bin/python" "$root/tests/relay/hostile.py" "$@" >"$dir/address" 2>>"$dir/relay.log" </dev/null) &
    pid=$!
    echo "$pid" >"$dir/pid"
    for _ in $(seq 300); do
        url="$(head -n 1 "$dir/address" 2>/dev/null || true)"
        [[ -n "$url" ]] && break
        [[ -d "/proc/$pid" && "$(awk '{ print $3 }' "/proc/$pid/stat" 2>/dev/null)" != Z ]] || break
        sleep 0.1
    done
    [[ -n "$url" ]] || { rm -f "$dir/pid"; die "hostile.py did not start: $(tail -n 1 "$dir/relay.log" 2>/dev/null)"; }
    if ! "$venv/bin/python" "$root/tests/relay/ready.py" "$url" --pid "$pid"; then
        kill -KILL -- "-$pid" 2>/dev/null || true
        rm -f "$dir/pid"
        die "hostile.py at $url did not answer (see $dir/relay.log)"
    fi
    echo "$url"
}

# Sends `signal` to the relay's process group and waits up to `seconds` for
# it to be gone.
signal_and_wait() {
    local signal="$1" seconds="$2" pid
    pid="$(running_pid)" || return 0
    kill "-$signal" -- "-$pid" 2>/dev/null || true
    for _ in $(seq $((seconds * 10))); do
        group_alive "$pid" || return 0
        sleep 0.1
    done
    return 1
}

case "$action" in
start)
    [[ -x "$venv/bin/nostr-relay" ]] || die "no relay in target/relay-venv: run scripts/ensure-tools.sh test"
    mkdir -p "$dir"
    dir="$(cd "$dir" && pwd)"
    if pid="$(running_pid)"; then
        die "a relay already runs from $dir (pid $pid): stop it first"
    fi
    if [[ "${1:-}" == hostile ]]; then
        shift
        [[ $# -ge 1 ]] || die "usage: scripts/relay.sh start DIR hostile MODE [options]"
        start_hostile "$@"
    else
        port=""
        if [[ "${1:-}" == --port && $# -eq 2 ]]; then
            port="$2"
            shift 2
        fi
        [[ $# -eq 0 ]] || die "unknown argument '$1' (the real relay takes --port N; hostile MODE for the other)"
        if [[ -n "$port" ]]; then
            port_free "$port" || die "port $port of 127.0.0.1 is in use: stop the relay there first"
            start_real "$port" && exit 0
            die "nostr-relay did not start on port $port (see $dir/relay.log): $(grep -v '^\s*$' "$dir/relay.log" | tail -n 1)"
        fi
        # A free port can be taken before the relay binds it: try another.
        for _ in 1 2 3; do
            start_real && exit 0
        done
        die "nostr-relay did not start (see $dir/relay.log): $(grep -v '^\s*$' "$dir/relay.log" | tail -n 1)"
    fi
    ;;
stop)
    signal_and_wait TERM 10 || signal_and_wait KILL 5 || die "the relay of $dir outlived SIGKILL"
    rm -f "$dir/pid"
    ;;
kill)
    signal_and_wait KILL 5 || die "the relay of $dir outlived SIGKILL"
    rm -f "$dir/pid"
    ;;
*)
    die "unknown action '$action': start, stop or kill"
    ;;
esac
