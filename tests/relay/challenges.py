#!/usr/bin/env python3
"""Writes open-challenge events (kind 30431) for the lobby's browser tests,
genuine and hostile, one JSON object per line: {"case": NAME, "event": {...}}.

    challenges.py [--bits N] [--suffix S]

--bits: the proof of work (16 by default, the page's difficulty); --suffix:
added to every name, so that a test tells its events from others'.

Cases, each a challenge made now (expiring in 50 minutes) unless said:
  genuine     a challenge with its proof of work, signed: listed
  forged      a genuine one with its content changed after signing
  expired     expired a minute ago (made 61 minutes ago)
  future      made an hour from now
  oversized   a 4,000-byte name
  no-work     no proof of work at all
  low-work    a proof of work of 4 bits, under the page's
  flood-1..5  five challenges from one key, one after another (the page
              lists at most three from one key)
  hostile-name  a name with a right-to-left override, which the page
              refuses (a name it would have to change to show)
  markup-name a name with markup: listed, shown as plain text

The ids, signatures and proofs of work are NIP-01's and NIP-13's, made by
coincurve (tests/relay/requirements.txt).
"""
import argparse
import hashlib
import json
import os
import time

from coincurve import PrivateKey

KIND = 30431


def event_id(event):
    serial = [0, event["pubkey"], event["created_at"], event["kind"], event["tags"], event["content"]]
    return hashlib.sha256(json.dumps(serial, separators=(",", ":"), ensure_ascii=False).encode("utf-8")).hexdigest()


def leading_zeros(hex_id):
    bits = 0
    for digit in hex_id:
        value = int(digit, 16)
        if value == 0:
            bits += 4
            continue
        return bits + (4 - value.bit_length())
    return bits


def make(key, content, created_at, lifetime=3000, bits=16):
    event = {
        "pubkey": key.public_key_xonly.format().hex(),
        "created_at": created_at,
        "kind": KIND,
        "tags": [["d", "beltboard-challenge"], ["expiration", str(created_at + lifetime)]],
        "content": content,
    }
    if bits > 0:
        nonce = 0
        while True:
            event["tags"] = event["tags"][:2] + [["nonce", str(nonce), str(bits)]]
            event["id"] = event_id(event)
            if leading_zeros(event["id"]) >= bits:
                break
            nonce += 1
    event["id"] = event_id(event)
    event["sig"] = key.sign_schnorr(bytes.fromhex(event["id"])).hex()
    return event


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bits", type=int, default=16)
    parser.add_argument("--suffix", default="")
    args = parser.parse_args()
    suffix = args.suffix

    def content(name, pace="d3"):
        return f"beltboard-challenge-1;full-belt;0;random;{pace};{name}{suffix}"

    now = int(time.time())
    new = lambda: PrivateKey(os.urandom(32))
    cases = [("genuine", make(new(), content("Genuine"), now - 30, bits=args.bits))]
    forged = make(new(), content("Forged"), now, bits=args.bits)
    forged["content"] = content("Forgery")
    cases.append(("forged", forged))
    cases.append(("expired", make(new(), content("Expired"), now - 61 * 60, bits=args.bits)))
    cases.append(("future", make(new(), content("Future"), now + 3600, bits=args.bits)))
    cases.append(("oversized", make(new(), content("O" * 4000), now, bits=args.bits)))
    cases.append(("no-work", make(new(), content("NoWork"), now, bits=0)))
    cases.append(("low-work", make(new(), content("LowWork"), now, bits=4)))
    flooder = new()
    for n in range(1, 6):
        cases.append((f"flood-{n}", make(flooder, content(f"Flood{n}"), now - 20 + n, bits=args.bits)))
    cases.append(("hostile-name", make(new(), content("Evil\u202eman"), now, bits=args.bits)))
    cases.append(("markup-name", make(new(), content("<b>Bold</b>"), now, bits=args.bits)))
    for case, event in cases:
        print(json.dumps({"case": case, "event": event}, ensure_ascii=False))


if __name__ == "__main__":
    main()
