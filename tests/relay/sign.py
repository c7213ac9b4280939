#!/usr/bin/env python3
"""Signs a Nostr event with a new throw-away key, for tests that publish one
themselves (a third party's event, a second answer): prints it as JSON.

    sign.py KIND CONTENT [TAG=VALUE ...]      e.g. sign.py 21059 hello t=abc

The id and the BIP-340 signature are those NIP-01 defines, made by coincurve
(tests/relay/requirements.txt); created_at is now.
"""
import hashlib
import json
import os
import sys
import time

from coincurve import PrivateKey


def main():
    if len(sys.argv) < 3:
        sys.exit("sign: usage: sign.py KIND CONTENT [TAG=VALUE ...]")
    kind, content = int(sys.argv[1]), sys.argv[2]
    tags = [arg.split("=", 1) for arg in sys.argv[3:]]
    key = PrivateKey(os.urandom(32))
    event = {"pubkey": key.public_key_xonly.format().hex(), "created_at": int(time.time()), "kind": kind, "tags": tags, "content": content}
    serial = [0, event["pubkey"], event["created_at"], kind, tags, content]
    event["id"] = hashlib.sha256(json.dumps(serial, separators=(",", ":"), ensure_ascii=False).encode("utf-8")).hexdigest()
    event["sig"] = key.sign_schnorr(bytes.fromhex(event["id"])).hex()
    print(json.dumps(event, ensure_ascii=False))


if __name__ == "__main__":
    main()
