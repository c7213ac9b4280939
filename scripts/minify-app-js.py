#!/usr/bin/env python3
"""Minifies the app's JS loader with terser, and its integrity in index.html.

Run by Trunk as a post_build hook (see Trunk.toml) on the staging directory
($TRUNK_STAGING_DIR), before the policy and the service worker are written.

Why: Trunk 0.21's own minifier fails on the loader wasm-bindgen writes for
the app (an ES module: "Failed to minify JS: RequiredTokenNotFound(...)" in
its log) and ships it as it is; terser (npm, pinned in package.json) takes
it from about 9.7 to 7.7 KB gzip, 2 KB off what a first visit downloads
before the board shows (issue 24's and 27's app budget). Only the app's
loader: the other pages' loaders are plain scripts Trunk does minify.

The page's modulepreload of the loader carries a Subresource Integrity hash
of its bytes (Trunk's `integrity=`); it is written again for the new bytes,
or the browser would refuse the file.
"""
import base64
import hashlib
import os
import re
import subprocess
import sys
from pathlib import Path

TERSER = Path("node_modules/.bin/terser")


def main():
    staging = Path(os.environ.get("TRUNK_STAGING_DIR", sys.argv[1] if len(sys.argv) > 1 else "dist"))
    loaders = sorted(staging.glob("app-*.js"))
    # Exactly one: a Trunk that names it otherwise must be looked at.
    if len(loaders) != 1:
        sys.exit(f"minify-app-js: {len(loaders)} app-*.js in {staging}, expected 1")
    loader = loaders[0]
    if not TERSER.exists():
        sys.exit("minify-app-js: node_modules/.bin/terser is missing: run scripts/ensure-tools.sh (npm ci)")
    before = loader.stat().st_size
    subprocess.run(
        [str(TERSER), str(loader), "--module", "--compress", "--mangle", "--output", str(loader)],
        check=True,
    )
    digest = base64.b64encode(hashlib.sha384(loader.read_bytes()).digest()).decode()
    page = staging / "index.html"
    text = page.read_text(encoding="utf-8")
    # The integrity of the tag that names the loader, whichever attribute
    # comes first (Trunk's minified HTML orders them by name).
    tag = re.compile(r"<link\b[^>]*" + re.escape(loader.name) + r"[^>]*>")
    tags = tag.findall(text)
    if len(tags) != 1 or "integrity=" not in tags[0]:
        sys.exit(f"minify-app-js: expected one tag with an integrity for {loader.name} in index.html, found {len(tags)}")
    new_tag = re.sub(r"integrity=\"?sha384-[A-Za-z0-9+/=]+\"?", f"integrity=\"sha384-{digest}\"", tags[0])
    page.write_text(text.replace(tags[0], new_tag), encoding="utf-8")
    print(f"minify-app-js: {loader.name} {before} -> {loader.stat().st_size} bytes, integrity written again")


if __name__ == "__main__":
    main()
