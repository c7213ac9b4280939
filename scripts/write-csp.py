#!/usr/bin/env python3
"""Adds Beltboard's Content Security Policy to the HTML pages of a Trunk build.

Run by Trunk as a post_build hook (see Trunk.toml), on the staging directory
($TRUNK_STAGING_DIR), after Trunk has written and minified index.html and
before scripts/write-sw.py hashes the build. Each page gets a
<meta http-equiv="Content-Security-Policy"> right after its <meta charset>,
before anything it could govern.

Why at build time: Trunk writes its own inline <script type="module"> (the one
that loads the app's wasm) into index.html, so the sha256 hash that allows it
is only known now, from the bytes really in the built file. Every inline
script of a page is hashed the same way; none is allowed by 'unsafe-inline'.
So is every inline <style> element (Trunk inlines assets/skeleton.css into
index.html): no other stylesheet than ours and those can apply.

The policy (see docs/embedding.md, "Security"):
  default-src 'self'          everything (pieces, CSS, manifest, fetches of the
                              wasm, the worker, the service worker, frames)
                              from the page's own origin only
  script-src 'self' 'wasm-unsafe-eval' 'sha256-...'
                              our files, compiling WebAssembly, and exactly the
                              inline scripts of this build
  worker-src 'self' blob:     sw.js, and the AI's web worker: the page starts
                              it from a blob: URL holding one line,
                              importScripts("<app>/worker.js") and the wasm's
                              URL (a blob: URL can only be made by a script
                              already running in the page; the worker inherits
                              this policy, so what it imports must be 'self')
  img-src 'self' blob:        our images, and the pieces' bitmaps: pieces.js
                              draws each piece's SVG once into a bitmap and
                              the stylesheet shows it from a blob: URL (only a
                              script running in the page can make one)
  style-src 'self' 'sha256-...'
                              our stylesheets and exactly the inline <style>
                              elements of this build (none may be injected)
  style-src-attr 'unsafe-inline'
                              style attributes only: the board's slides and
                              bands place and animate pieces with CSS custom
                              properties in style="..." (Yew renders them); the
                              pieces themselves are drawn from classes
  object-src 'none'; base-uri 'none'; form-action 'self'
The embed demo also names frame-src 'self' (its boards are iframes of the app).
frame-ancestors cannot be set from a <meta> (browsers ignore it there): a host
that wants to restrict who frames the app sets it as an HTTP header.

The hook also refuses a page with an inline event handler (onclick="...") or a
javascript: URL, which the policy would silently block.

Usage (standalone, e.g. on an existing dist/):
    TRUNK_STAGING_DIR=dist scripts/write-csp.py
"""
import base64
import hashlib
import os
import re
import sys
from pathlib import Path

# The pages of a build and the directives each adds to the common ones.
PAGES = {
    "index.html": [],
    "embed-demo.html": ["frame-src 'self'"],
    "studio.html": [],
    "live.html": [],
}
COMMON = [
    "default-src 'self'",
    # script-src is filled in per page with the hashes of its inline scripts.
    "worker-src 'self' blob:",
    "img-src 'self' blob:",
    # style-src is filled in per page with the hashes of its inline <style>s.
    "style-src-attr 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
]

# An inline script: a <script> element without a src attribute. Its hash is
# taken over the raw text between the tags, as the browser does.
SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script\s*>", re.IGNORECASE | re.DOTALL)
STYLE = re.compile(r"<style\b([^>]*)>(.*?)</style\s*>", re.IGNORECASE | re.DOTALL)
HAS_SRC = re.compile(r"(^|\s)src\s*=", re.IGNORECASE)
# A start tag with an on...= attribute, or a javascript: URL in an attribute.
TAG = re.compile(r"<[A-Za-z][^>]*>", re.DOTALL)
EVENT_HANDLER = re.compile(r"\son[a-z]+\s*=", re.IGNORECASE)
JS_URL = re.compile(r"=\s*[\"']?\s*javascript:", re.IGNORECASE)
CHARSET = re.compile(r"<meta\s+charset\s*=\s*[\"']?[\w-]+[\"']?\s*/?>", re.IGNORECASE)
OLD_POLICY = re.compile(r"<meta http-equiv=\"?Content-Security-Policy\"?[^>]*>", re.IGNORECASE)


def source_hash(text):
    """The CSP source expression ('sha256-...') of an inline element's text."""
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return "'sha256-" + base64.b64encode(digest).decode("ascii") + "'"


def inline_script_hashes(html):
    """The CSP source expression of every inline script, in page order."""
    hashes = []
    for match in SCRIPT.finditer(html):
        attributes, body = match.group(1), match.group(2)
        if HAS_SRC.search(attributes):
            if body.strip():
                raise ValueError("a <script src> with a body (the body would never run)")
            continue
        hashes.append(source_hash(body))
    return hashes


def inline_style_hashes(html):
    """The CSP source expression of every inline <style> element, in page order."""
    # A "<style" inside a script's text is not an element: leave scripts out.
    markup = SCRIPT.sub(lambda m: "<script" + m.group(1) + "></script>", html)
    return [source_hash(m.group(2)) for m in STYLE.finditer(markup)]


def forbidden_markup(html):
    """What the policy would block without saying so: inline handlers, javascript: URLs."""
    # Script bodies are code, not markup: leave them out before looking at tags.
    markup = SCRIPT.sub(lambda m: "<script" + m.group(1) + "></script>", html)
    found = []
    for tag in TAG.findall(markup):
        if EVENT_HANDLER.search(tag) or JS_URL.search(tag):
            found.append(tag[:80])
    return found


def policy(html, extra):
    """The policy text for a page."""
    script_src = " ".join(["script-src 'self' 'wasm-unsafe-eval'"] + inline_script_hashes(html))
    style_src = " ".join(["style-src 'self'"] + inline_style_hashes(html))
    return "; ".join(COMMON[:1] + [script_src] + COMMON[1:2] + [style_src] + COMMON[2:] + extra)


def add_policy(html, extra):
    """The page with its policy meta tag, replacing one a previous run added."""
    html = OLD_POLICY.sub("", html)
    bad = forbidden_markup(html)
    if bad:
        raise ValueError("inline event handlers or javascript: URLs, which the policy blocks: " + ", ".join(bad))
    charset = CHARSET.search(html)
    if not charset:
        raise ValueError("no <meta charset> to put the policy after")
    meta = f'<meta http-equiv="Content-Security-Policy" content="{policy(html, extra)}">'
    return html[: charset.end()] + meta + html[charset.end() :], meta


def main():
    staging = Path(os.environ.get("TRUNK_STAGING_DIR") or sys.exit("write-csp: TRUNK_STAGING_DIR is not set"))
    for name, extra in PAGES.items():
        path = staging / name
        if not path.is_file():
            sys.exit(f"write-csp: no {name} in {staging}")
        try:
            html, meta = add_policy(path.read_text(encoding="utf-8"), extra)
        except ValueError as error:
            sys.exit(f"write-csp: {path}: {error}")
        path.write_text(html, encoding="utf-8")
        print(f"write-csp: {path}: {meta}")


if __name__ == "__main__":
    main()
