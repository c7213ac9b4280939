#!/usr/bin/env python3
"""Makes index.html's loader fetch the app's wasm after the first paint.

Run by Trunk as a post_build hook (see Trunk.toml) on the staging directory
($TRUNK_STAGING_DIR), after drop-wasm-preload.py and before the policy
(write-csp.py hashes the inline script as changed here) and the service
worker are written.

Why (issue 27 point 9): Trunk's module script starts the wasm's fetch (about
240 KB) as soon as the HTML is parsed, and on a loaded phone that can come
before the page has painted its loading skeleton: the first paint then waits
behind the download (Lighthouse's slow 4G: FCP about 1.0 s and LCP 2.6 s in
such runs, 0.83 and 0.9 s when the paint came first). Waiting for the next
frame (at most 200 ms, for a tab in the background, where frames do not come)
puts the paint first and costs the download one frame.
"""
import os
import re
import sys
from pathlib import Path

INIT = re.compile(r"const wasm = await init\(")
WAIT = "await new Promise((r) => { requestAnimationFrame(() => setTimeout(r)); setTimeout(r, 200); });\n"


def main():
    page = Path(os.environ.get("TRUNK_STAGING_DIR", sys.argv[1] if len(sys.argv) > 1 else "dist")) / "index.html"
    text = page.read_text(encoding="utf-8")
    found = INIT.findall(text)
    # Exactly one: a Trunk that writes its loader otherwise must be looked at.
    if len(found) != 1:
        sys.exit(f"wasm-after-paint: {len(found)} calls of the wasm's init in {page}, expected 1")
    page.write_text(INIT.sub(lambda m: WAIT + m.group(0), text, count=1), encoding="utf-8")
    print("wasm-after-paint: the app's wasm is fetched after the first paint")


if __name__ == "__main__":
    main()
