#!/usr/bin/env python3
"""Waits until a relay on loopback answers a WebSocket, for scripts/relay.sh.

    ready.py URL [--pid PID] [--wait SECONDS] [--eose]

Tries to open a WebSocket to URL every tenth of a second. With --eose it also
sends a REQ and waits for its EOSE (the real relay's storage is up then).
Exits 0 once it answers; 1, with one line on stderr, when --wait seconds
(30 by default) pass, or at once when the process PID is gone (a relay that
failed to start: its log says why).
"""
import argparse
import asyncio
import json
import os
import sys
import time

from websockets.asyncio.client import connect


def alive(pid):
    """Whether process `pid` still runs: a zombie (exited, not yet reaped by
    the shell that started it) does not."""
    if pid is None:
        return True
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


async def answers(url, eose):
    try:
        async with connect(url, open_timeout=1, close_timeout=1) as ws:
            if not eose:
                return True
            await ws.send(json.dumps(["REQ", "ready", {"kinds": [21059], "#t": ["ready"], "limit": 1}]))
            while True:
                message = json.loads(await asyncio.wait_for(ws.recv(), 2))
                if message[:2] == ["EOSE", "ready"]:
                    return True
    except Exception:  # refused, reset, timed out, not JSON: not ready yet
        return False


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--pid", type=int)
    parser.add_argument("--wait", type=float, default=30.0)
    parser.add_argument("--eose", action="store_true")
    args = parser.parse_args()
    deadline = time.monotonic() + args.wait
    while time.monotonic() < deadline:
        if not alive(args.pid):
            sys.exit(f"relay: the relay for {args.url} exited before it answered")
        if await answers(args.url, args.eose):
            return
        await asyncio.sleep(0.1)
    sys.exit(f"relay: {args.url} did not answer a WebSocket within {args.wait:g} s")


if __name__ == "__main__":
    asyncio.run(main())
