#!/usr/bin/env python3
"""A Nostr relay that misbehaves on purpose, for the tests of the live page.

It speaks just enough NIP-01 to pass events between its clients, in memory:
REQ (filters by ids, authors, kinds, #x tags, since, until, limit), CLOSE,
EVENT (answered with OK), EOSE after what it holds. Kinds 20000-29999 are
ephemeral (delivered, never kept), as on a real relay. It checks nothing:
signatures and sizes are the page's to check. What it does wrong is its mode:

  honest    nothing: a plain relay, the baseline a test compares with
  drop      answers every EVENT with OK true, and delivers none
  delay     delivers each event --delay seconds late (5 by default)
  replay    delivers each event twice, then every earlier event of the
            subscription again; a new REQ gets every event it has seen,
            ephemeral ones too
  forge     delivers, instead of each event, three copies with one character
            changed: in the content, in the sig, in the id (none signed
            again, so each fails the id or the signature check)
  mismatch  delivers every event to every subscription, whether it matches or
            not, and a copy of each with its tag values changed, signed again
            with the relay's own key (a valid event under the wrong tag)
  oversize  answers every REQ with an EVENT frame of --size bytes (1 MiB by
            default) before its EOSE
  notice    a NOTICE on connecting, CLOSED for every REQ, OK false for every
            EVENT: a relay that refuses the page
  close     closes the socket after the first REQ of each connection, with no
            EOSE: a relay that goes away in the middle of a join

--genuine: in forge, mismatch and oversize, the genuine event is delivered
too, after the bad frames, so that a test can check that the page ignores
them and still gets through. Without it those modes deliver nothing genuine.

Usage:
    hostile.py MODE [--port N] [--delay S] [--size BYTES] [--genuine]

It binds 127.0.0.1 (a free port unless --port), prints its address
(ws://127.0.0.1:PORT) as the first line of its output once it listens, logs
what it does on stderr, and stops on SIGTERM or SIGINT. The tests start it
through scripts/relay.sh (`start DIR hostile MODE ...`) or
tests/browser/relay.mjs (startHostile), as they start the real relay.
"""
import argparse
import asyncio
import hashlib
import json
import os
import signal
import sys

from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

MODES = ["honest", "drop", "delay", "replay", "forge", "mismatch", "oversize", "notice", "close"]
# Events kept for replay and for the REQs of later clients: a test's handful.
KEEP = 200


def log(text):
    print(f"hostile[{ARGS.mode}]: {text}", file=sys.stderr, flush=True)


def is_ephemeral(event):
    return 20000 <= event.get("kind", 0) < 30000


def matches(filters, event):
    """Whether `event` matches any of a REQ's filters (NIP-01); a filter
    that cannot be read matches nothing."""
    try:
        return any(matches_one(f, event) for f in filters)
    except (TypeError, AttributeError, IndexError):
        return False


def matches_one(f, event):
    if not isinstance(f, dict):
        return False
    if "ids" in f and not any(str(event.get("id", "")).startswith(str(i)) for i in f["ids"]):
        return False
    if "authors" in f and not any(str(event.get("pubkey", "")).startswith(str(a)) for a in f["authors"]):
        return False
    if "kinds" in f and event.get("kind") not in f["kinds"]:
        return False
    if "since" in f and event.get("created_at", 0) < f["since"]:
        return False
    if "until" in f and event.get("created_at", 0) > f["until"]:
        return False
    for key, values in f.items():
        if key.startswith("#") and len(key) == 2:
            tags = [t[1] for t in event.get("tags", []) if isinstance(t, list) and len(t) >= 2 and t[0] == key[1]]
            if not any(v in tags for v in values):
                return False
    return True


def flip(text, index):
    """`text` with the character at `index` changed to another of its kind
    (a hex digit stays a hex digit, a letter a letter), so that the event is
    still well formed and only the id or the signature check can tell."""
    if not text:
        return "A"
    index %= len(text)
    c = text[index]
    if c in "0123456789abcdef":
        other = "0123456789abcdef"[("0123456789abcdef".index(c) + 1) % 16]
    elif c.isalpha():
        other = "B" if c == "A" else "A"
    else:
        other = "A"
    return text[:index] + other + text[index + 1 :]


def event_id(event):
    serial = [0, event["pubkey"], event["created_at"], event["kind"], event["tags"], event["content"]]
    text = json.dumps(serial, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def resigned_elsewhere(event):
    """A copy of `event` whose single-letter tag values are random, signed
    again with the relay's own key: valid, but not for the subscription."""
    from coincurve import PrivateKey  # only this mode signs

    key = PrivateKey(os.urandom(32))
    copy = dict(event)
    copy["tags"] = [
        [t[0], os.urandom(len(str(t[1])) + 1).hex()[: max(1, len(str(t[1])))]] + t[2:]
        if isinstance(t, list) and len(t) >= 2 and len(str(t[0])) == 1
        else t
        for t in event.get("tags", [])
    ]
    if copy["tags"] == event.get("tags"):
        copy["tags"] = list(copy["tags"]) + [["t", os.urandom(16).hex()]]
    copy["pubkey"] = key.public_key_xonly.format().hex()
    copy["id"] = event_id(copy)
    copy["sig"] = key.sign_schnorr(bytes.fromhex(copy["id"])).hex()
    return copy


class Client:
    def __init__(self, ws, number):
        self.ws = ws
        self.number = number
        self.subs = {}  # subscription id -> filters
        self.reqs = 0

    async def send(self, message):
        try:
            await self.ws.send(json.dumps(message, separators=(",", ":"), ensure_ascii=False))
        except ConnectionClosed:
            pass


class Relay:
    def __init__(self):
        self.clients = set()
        self.kept = []  # the non-ephemeral events, which a later REQ gets back
        self.seen = []  # every event, ephemeral ones too: what replay sends again
        self.next_client = 1
        self.later = set()  # delayed deliveries, held so that none is collected unfinished

    async def handle(self, ws):
        client = Client(ws, self.next_client)
        self.next_client += 1
        self.clients.add(client)
        log(f"client {client.number} connected")
        try:
            if ARGS.mode == "notice":
                await client.send(["NOTICE", "hostile relay: this relay refuses you"])
            async for frame in ws:
                await self.on_frame(client, frame)
        except ConnectionClosed:
            pass
        finally:
            self.clients.discard(client)
            log(f"client {client.number} gone")

    async def on_frame(self, client, frame):
        try:
            message = json.loads(frame)
            verb = message[0]
        except (ValueError, TypeError, IndexError, KeyError):
            await client.send(["NOTICE", "error: not a NIP-01 message"])
            return
        if verb == "REQ" and len(message) >= 2:
            await self.on_req(client, str(message[1]), message[2:])
        elif verb == "CLOSE" and len(message) >= 2:
            client.subs.pop(str(message[1]), None)
        elif verb == "EVENT" and len(message) >= 2 and isinstance(message[1], dict):
            await self.on_event(client, message[1])
        else:
            await client.send(["NOTICE", f"error: unknown message {str(verb)[:20]}"])

    async def on_req(self, client, sub, filters):
        client.reqs += 1
        log(f"client {client.number} REQ {sub} {json.dumps(filters)[:200]}")
        mode = ARGS.mode
        if mode == "notice":
            await client.send(["CLOSED", sub, "blocked: hostile relay refuses this subscription"])
            return
        if mode == "close" and client.reqs == 1:
            log(f"client {client.number}: closing after its first REQ")
            await client.ws.close(1001, "going away")
            return
        client.subs[sub] = filters
        if mode == "oversize":
            await self.send_oversize(client, sub)
        stored = self.seen if mode == "replay" else self.kept
        for event in stored:
            if matches(filters, event):
                await client.send(["EVENT", sub, event])
        await client.send(["EOSE", sub])

    async def send_oversize(self, client, sub):
        filler = {"id": "0" * 64, "pubkey": "0" * 64, "created_at": 0, "kind": 21059, "tags": [], "sig": "0" * 128}
        overhead = len(json.dumps(["EVENT", sub, {**filler, "content": ""}], separators=(",", ":")))
        length = max(0, ARGS.size - overhead)
        filler["content"] = os.urandom(length // 2 + 1).hex()[:length]
        log(f"client {client.number}: an EVENT frame of {ARGS.size} bytes for {sub}")
        await client.send(["EVENT", sub, filler])

    async def on_event(self, client, event):
        mode = ARGS.mode
        eid = str(event.get("id", ""))
        log(f"client {client.number} EVENT {eid[:16]} kind {event.get('kind')} tags {json.dumps(event.get('tags'))[:120]}")
        if mode == "notice":
            await client.send(["OK", eid, False, "blocked: hostile relay refuses this event"])
            return
        await client.send(["OK", eid, True, ""])
        if mode == "drop":
            return
        earlier = list(self.seen)
        self.seen = (self.seen + [event])[-KEEP:]
        if not is_ephemeral(event):
            self.kept = (self.kept + [event])[-KEEP:]
        if mode == "delay":
            task = asyncio.get_running_loop().create_task(self.deliver_later(event))
            self.later.add(task)
            task.add_done_callback(self.later.discard)
            return
        await self.deliver(event, earlier)

    async def deliver_later(self, event):
        await asyncio.sleep(ARGS.delay)
        await self.deliver(event, [])

    async def deliver(self, event, earlier):
        mode = ARGS.mode
        for other in list(self.clients):
            for sub, filters in list(other.subs.items()):
                fits = matches(filters, event)
                if mode == "mismatch":
                    # A valid event under the wrong tag; another subscription's
                    # event as it is; the genuine one only when asked.
                    await other.send(["EVENT", sub, resigned_elsewhere(event)])
                    if not fits or ARGS.genuine:
                        await other.send(["EVENT", sub, event])
                    continue
                if not fits:
                    continue
                if mode == "forge":
                    for field in ("content", "sig", "id"):
                        forged = dict(event)
                        forged[field] = flip(str(event.get(field, "")), len(str(event.get(field, ""))) // 2)
                        await other.send(["EVENT", sub, forged])
                    if ARGS.genuine:
                        await other.send(["EVENT", sub, event])
                elif mode == "oversize":
                    if ARGS.genuine:
                        await other.send(["EVENT", sub, event])
                elif mode == "replay":
                    await other.send(["EVENT", sub, event])
                    await other.send(["EVENT", sub, event])
                    for old in earlier:
                        if matches(filters, old):
                            await other.send(["EVENT", sub, old])
                else:
                    await other.send(["EVENT", sub, event])


async def main():
    relay = Relay()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    # No compression: an oversized frame is that size on the wire too.
    # max_size: a publish larger than any page's is refused by closing.
    async with serve(relay.handle, "127.0.0.1", ARGS.port, compression=None, max_size=256 * 1024) as server:
        port = server.sockets[0].getsockname()[1]
        print(f"ws://127.0.0.1:{port}", flush=True)
        log(f"listening on ws://127.0.0.1:{port}")
        await stop.wait()
    log("stopped")


def parse_args():
    parser = argparse.ArgumentParser(description="A Nostr relay that misbehaves on purpose (see the top of this file).")
    parser.add_argument("mode", choices=MODES)
    parser.add_argument("--port", type=int, default=0, help="the port on 127.0.0.1 (a free one by default)")
    parser.add_argument("--delay", type=float, default=5.0, help="delay: seconds each event is held")
    parser.add_argument("--size", type=int, default=1024 * 1024, help="oversize: the frame's size in bytes")
    parser.add_argument("--genuine", action="store_true", help="forge, mismatch, oversize: deliver the genuine event too")
    return parser.parse_args()


if __name__ == "__main__":
    ARGS = parse_args()
    asyncio.run(main())
