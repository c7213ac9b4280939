#!/usr/bin/env python3
"""Removes the preload of the app's wasm that Trunk writes into index.html.

Run by Trunk as the first post_build hook (see Trunk.toml) on the staging
directory ($TRUNK_STAGING_DIR), before the policy and the service worker are
written.

Why (issue 27 point 9): on a slow network the preloaded wasm (about 280 KB)
shares the bandwidth with what the first paint needs, and Lighthouse's
mobile profile counted it before the page's largest paint: LCP 2,553 ms
(median of 3) with it, 942 ms (median of 5) without. The wasm is still
fetched at once when the page's module script runs, right after the HTML
is parsed, and the JS loader stays preloaded (modulepreload).
"""
import os
import re
import sys
from pathlib import Path

PRELOAD = re.compile(r"<link\b[^>]*\brel=\"?preload\"?[^>]*\.wasm\b[^>]*>|<link\b[^>]*\.wasm\b[^>]*\brel=\"?preload\"?[^>]*>")


def main():
    page = Path(os.environ.get("TRUNK_STAGING_DIR", sys.argv[1] if len(sys.argv) > 1 else "dist")) / "index.html"
    text = page.read_text(encoding="utf-8")
    found = PRELOAD.findall(text)
    # Exactly one: a Trunk that writes it otherwise must be looked at.
    if len(found) != 1:
        sys.exit(f"drop-wasm-preload: {len(found)} preloads of a wasm in {page}, expected 1")
    page.write_text(PRELOAD.sub("", text, count=1), encoding="utf-8")
    print("drop-wasm-preload: removed the wasm's preload from index.html")


if __name__ == "__main__":
    main()
