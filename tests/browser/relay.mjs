// Nostr relays on loopback for the browser tests of the live page, started
// and stopped by scripts/relay.sh (which says how): each on a free port of
// 127.0.0.1, answering a WebSocket before start resolves. Nothing leaves the
// machine.
//
//   const relay = await startRelay();              // the real one (PyPI nostr-relay)
//   const bad = await startHostile('forge', { port: SPARE_RELAY_PORT, genuine: true });
//   ... relay.url: 'ws://127.0.0.1:PORT' ...
//   await bad.stop();                              // or kill(): gone at once, as if it crashed
//   await relay.stop();
//
// The hostile modes (drop, delay, replay, forge, mismatch, oversize, notice,
// close, honest) and their options are described at the top of
// tests/relay/hostile.py.
//
// A page reaches a relay only if its Content Security Policy lists it, port
// included. scripts/test.sh serves two copies of the build for that (see
// harness.mjs): RELAY_BASE lists the real relay it starts for the whole run
// (RELAY_URL); SPARE_BASE lists SPARE_RELAY_URL, where nothing listens until
// a test starts a relay there itself, { port: SPARE_RELAY_PORT }, hostile or
// real (one to kill mid-join), and stops it before the next test does.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RELAY_SH = join(ROOT, 'scripts', 'relay.sh');

/** Runs scripts/relay.sh; its one-line complaint becomes the error's message. */
async function relaySh(args) {
    try {
        const { stdout } = await run(RELAY_SH, args, { timeout: 90_000 });
        return stdout.trim();
    } catch (error) {
        throw new Error(`scripts/relay.sh ${args.join(' ')}: ${(error.stderr || error.message).trim()}`);
    }
}

async function start(args) {
    const dir = await mkdtemp(join(tmpdir(), 'beltboard-relay-'));
    let url;
    try {
        url = (await relaySh(['start', dir, ...args])).split('\n').pop();
    } catch (error) {
        await relaySh(['stop', dir]).catch(() => {});
        await rm(dir, { recursive: true, force: true });
        throw error;
    }
    const end = async (action) => {
        await relaySh([action, dir]);
        await rm(dir, { recursive: true, force: true });
    };
    return {
        /** ws://127.0.0.1:PORT */
        url,
        /** What the relay logged (every frame, for a hostile one): for a failing test's message. */
        log: () => readFile(join(dir, 'relay.log'), 'utf8').catch(() => ''),
        /** Stops it cleanly (SIGTERM; a few seconds for the real one). */
        stop: () => end('stop'),
        /** Kills it at once: a relay that dies in the middle of an exchange. */
        kill: () => end('kill'),
    };
}

/** The real relay, PyPI nostr-relay, with a database of its own; option port (a free one by default). */
export function startRelay(options = {}) {
    return start(options.port !== undefined ? ['--port', String(options.port)] : []);
}

/**
 * tests/relay/hostile.py in `mode`; options: port (a free one by default),
 * delay (seconds), size (bytes), genuine (also deliver the genuine event, in
 * forge, mismatch, oversize).
 */
export function startHostile(mode, options = {}) {
    const args = ['hostile', mode];
    if (options.port !== undefined) args.push('--port', String(options.port));
    if (options.delay !== undefined) args.push('--delay', String(options.delay));
    if (options.size !== undefined) args.push('--size', String(options.size));
    if (options.genuine) args.push('--genuine');
    return start(args);
}

/**
 * A Nostr event signed with a new throw-away key (tests/relay/sign.py): for a
 * test that publishes one itself. `tags` as { name: value }.
 */
export async function signEvent(kind, content, tags = {}) {
    const python = join(ROOT, 'target', 'relay-venv', 'bin', 'python');
    const args = [join(ROOT, 'tests', 'relay', 'sign.py'), String(kind), content];
    for (const [name, value] of Object.entries(tags)) args.push(`${name}=${value}`);
    const { stdout } = await run(python, args);
    return JSON.parse(stdout);
}
