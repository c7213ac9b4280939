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
  connect-src 'self' wss://...
                              fetches from the page's own origin, and
                              WebSockets to exactly the Nostr relays that the
                              build's config.json lists under "relays" (the
                              live page's answer and relayed moves), each as
                              its origin; none when the list is empty or
                              missing. Every page gets the same list, so that
                              the pages of one build never disagree.
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
javascript: URL, which the policy would silently block, and a "relays" list
the policy could not state exactly: more than 8, a URL that is not wss://
(ws:// only to 127.0.0.1 or localhost, the test relays), or one with a path,
query, fragment or credentials (a relay is named by its origin alone).

Usage:
    TRUNK_STAGING_DIR=dist scripts/write-csp.py     as the hook does
    scripts/write-csp.py --dist DIR                 on an existing build, after
                                                    an edit of DIR/config.json
With --dist, the build's sw.js is written again too (scripts/write-sw.py), so
that its version changes and visitors' service workers fetch the new pages.
"""
import argparse
import base64
import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

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

# The most relays config.json may list (the live page talks to no more).
MAX_RELAYS = 8
# A DNS name in lower case: letters, digits, hyphens, dots; nothing a policy
# would read as more than one host (no '*', no space, no ';').
HOST = re.compile(r"^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$")
# The only hosts a ws:// (unencrypted) relay may have: the tests' own.
LOOPBACK = {"127.0.0.1", "localhost"}


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


def relay_origin(url):
    """The origin of one relay URL of config.json (`wss://host[:port]`), as
    the policy names it; ValueError, saying why, for one it cannot name."""
    if not isinstance(url, str):
        raise ValueError(f"{json.dumps(url)[:80]} is not a URL string")
    shown = repr(url[:80])
    # Browsers drop tabs and line breaks inside a URL, and this parser too:
    # refuse any, so that what the policy names is what config.json says.
    if any(c.isspace() or ord(c) < 0x20 or ord(c) == 0x7F for c in url):
        raise ValueError(f"{shown} contains a space or a control character")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        raise ValueError(f"{shown} is not a valid URL") from None
    scheme = parts.scheme.lower()
    host = (parts.hostname or "").lower()
    if scheme not in ("wss", "ws"):
        raise ValueError(f"{shown} is not a wss:// URL")
    if scheme == "ws" and host not in LOOPBACK:
        raise ValueError(f"{shown}: ws:// (unencrypted) only to 127.0.0.1 or localhost, for tests; use wss://")
    if parts.username is not None or parts.password is not None:
        raise ValueError(f"{shown} carries credentials")
    if parts.path not in ("", "/") or "?" in url or "#" in url:
        raise ValueError(f"{shown} has a path, query or fragment: list the relay's origin, wss://host[:port]")
    if not HOST.match(host):
        raise ValueError(f"{shown} has no host name the policy can name")
    # The default port is left out, as a browser writes the origin.
    default = 443 if scheme == "wss" else 80
    return f"{scheme}://{host}" + (f":{port}" if port not in (None, default) else "")


def relay_sources(build):
    """The origins of the relays listed in the build's config.json, in its
    order, without repeats; ValueError, saying why, for a list the policy
    cannot state exactly."""
    path = build / "config.json"
    if not path.is_file():
        raise ValueError(f"no config.json in {build} (the relays the policy allows are read from it)")
    try:
        config = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as error:
        raise ValueError(f"{path} is not JSON: {error}") from None
    relays = config.get("relays", []) if isinstance(config, dict) else None
    if not isinstance(relays, list):
        raise ValueError(f"{path}: \"relays\" must be a list of wss:// URLs")
    if len(relays) > MAX_RELAYS:
        raise ValueError(f"{path}: {len(relays)} relays, at most {MAX_RELAYS}")
    origins = []
    for url in relays:
        try:
            origin = relay_origin(url)
        except ValueError as error:
            raise ValueError(f"{path}: relays: {error}") from None
        if origin not in origins:
            origins.append(origin)
    return origins


def policy(html, extra, relays=()):
    """The policy text for a page whose WebSockets may reach `relays` (origins)."""
    script_src = " ".join(["script-src 'self' 'wasm-unsafe-eval'"] + inline_script_hashes(html))
    style_src = " ".join(["style-src 'self'"] + inline_style_hashes(html))
    connect_src = " ".join(["connect-src 'self'"] + list(relays))
    return "; ".join(COMMON[:1] + [script_src, connect_src] + COMMON[1:2] + [style_src] + COMMON[2:] + extra)


def add_policy(html, extra, relays=()):
    """The page with its policy meta tag, replacing one a previous run added."""
    html = OLD_POLICY.sub("", html)
    bad = forbidden_markup(html)
    if bad:
        raise ValueError("inline event handlers or javascript: URLs, which the policy blocks: " + ", ".join(bad))
    charset = CHARSET.search(html)
    if not charset:
        raise ValueError("no <meta charset> to put the policy after")
    meta = f'<meta http-equiv="Content-Security-Policy" content="{policy(html, extra, relays)}">'
    return html[: charset.end()] + meta + html[charset.end() :], meta


def write_policies(build):
    """Writes the policy into every page of the build in directory `build`."""
    try:
        relays = relay_sources(build)
    except ValueError as error:
        sys.exit(f"write-csp: {error}")
    for name, extra in PAGES.items():
        path = build / name
        if not path.is_file():
            sys.exit(f"write-csp: no {name} in {build}")
        try:
            html, meta = add_policy(path.read_text(encoding="utf-8"), extra, relays)
        except ValueError as error:
            sys.exit(f"write-csp: {path}: {error}")
        path.write_text(html, encoding="utf-8")
        print(f"write-csp: {path}: {meta}")


def rewrite_service_worker(build):
    """Writes the build's sw.js again (its version hashes every page), as the
    build did: the caching one for a release build, the other for a debug one."""
    sw = build / "sw.js"
    if not sw.is_file():
        return
    profile = "release" if "const PRECACHE" in sw.read_text(encoding="utf-8") else "debug"
    env = dict(os.environ, TRUNK_STAGING_DIR=str(build), TRUNK_PROFILE=profile)
    script = Path(__file__).resolve().parent / "write-sw.py"
    if subprocess.run([sys.executable, str(script)], env=env).returncode != 0:
        sys.exit(f"write-csp: write-sw.py failed on {build}")


def main():
    parser = argparse.ArgumentParser(description="Writes the Content Security Policy into a build's pages.")
    parser.add_argument("--dist", metavar="DIR", help="an existing build (else $TRUNK_STAGING_DIR, as Trunk's hook)")
    args = parser.parse_args()
    if args.dist:
        build = Path(args.dist)
        if not build.is_dir():
            sys.exit(f"write-csp: {build} is not a directory")
        write_policies(build)
        rewrite_service_worker(build)
        return
    staging = os.environ.get("TRUNK_STAGING_DIR") or sys.exit("write-csp: TRUNK_STAGING_DIR is not set (or give --dist DIR)")
    write_policies(Path(staging))


if __name__ == "__main__":
    main()
