#!/usr/bin/env python3
"""Two changes to the app's loader that Trunk writes into index.html.

Run by Trunk as the first post_build hook (see Trunk.toml) on the staging
directory ($TRUNK_STAGING_DIR), before the policy (write-csp.py hashes the
inline script as changed here) and the service worker are written. Each
change applies to exactly one place: a Trunk that writes its loader
otherwise must be looked at, so the build stops.

Both for issue 27 point 9, the first paint on a slow network:
- The wasm's preload goes. On Lighthouse's slow 4G the preloaded wasm
  (about 280 KB) shared the bandwidth with what the first paint needs: LCP
  2,553 ms (median of 3) with it, 942 ms (median of 5) without. The JS
  loader stays preloaded (modulepreload).
- The wasm is fetched after the next frame. Trunk's module script starts
  the fetch as soon as the HTML is parsed, and on a loaded phone that can
  come before the page has painted its loading skeleton: the first paint
  then waits behind the download (FCP about 1.0 s and LCP 2.6 s in such
  runs, 0.83 and 0.9 s when the paint came first). Waiting for the next
  frame (at most 200 ms, for a tab in the background, where frames do not
  come) puts the paint first and costs the download one frame.
"""
import os
import re
import sys
from pathlib import Path

PRELOAD = re.compile(r"<link\b[^>]*\brel=\"?preload\"?[^>]*\.wasm\b[^>]*>|<link\b[^>]*\.wasm\b[^>]*\brel=\"?preload\"?[^>]*>")
INIT = re.compile(r"const wasm = await init\(")
WAIT = "await new Promise((r) => { requestAnimationFrame(() => setTimeout(r)); setTimeout(r, 200); });\n"


def once(text, pattern, replace, what):
    """`text` with the one match of `pattern` replaced; stops the build on none or several."""
    found = len(pattern.findall(text))
    if found != 1:
        sys.exit(f"tune-loader: {found} {what} in index.html, expected 1")
    return pattern.sub(replace, text, count=1)


def main():
    page = Path(os.environ.get("TRUNK_STAGING_DIR", sys.argv[1] if len(sys.argv) > 1 else "dist")) / "index.html"
    text = page.read_text(encoding="utf-8")
    text = once(text, PRELOAD, "", "preloads of a wasm")
    text = once(text, INIT, lambda m: WAIT + m.group(0), "calls of the wasm's init")
    page.write_text(text, encoding="utf-8")
    print("tune-loader: no preload of the app's wasm; fetched after the first paint")


if __name__ == "__main__":
    main()
