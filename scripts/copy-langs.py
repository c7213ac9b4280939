#!/usr/bin/env python3
"""Copies the language files into a Trunk build's lang/ folder (issue 24).

Run by Trunk as a post_build hook (see Trunk.toml), before write-sw.py, so
that the service worker pre-caches them with the rest of the build. The
build script (build.rs) writes each language but English into target/lang/
as lang-<code>-<hash>.bin, the hash of its content, and target/lang/files.txt
naming the current ones: the names the app was compiled to fetch. Only
those are copied, so a build never ships a language file of another
catalogue.

It writes the loading skeleton of the built index.html in every language
(`skeleton-intro`, `skeleton-loading`): one paragraph per language, marked
with its `lang`, the ones not of `<html lang>` hidden by rules added to the
skeleton's inlined stylesheet, and `<html data-langs>` listing the codes
for index.html's first script, which sets `<html lang>` before the body is
read. Before write-csp.py, which hashes the inlined stylesheet.

It also writes lang/manifest-<code>.webmanifest for each language but
English: the build's manifest.webmanifest with the language's app name
(`page-title`), short name (`app-name`) and description
(`app-description`) from locales/<code>.ftl. The app points the page's
<link rel="manifest"> at the one of the language it speaks, so that the
installed app is named in it.

Usage (standalone): TRUNK_STAGING_DIR=dist scripts/copy-langs.py
"""
import json
import os
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "target" / "lang"


def main():
    staging = Path(os.environ.get("TRUNK_STAGING_DIR") or sys.exit("copy-langs: TRUNK_STAGING_DIR is not set"))
    listing = SOURCE / "files.txt"
    if not listing.is_file():
        sys.exit(f"copy-langs: {listing} is missing: the build script writes it (cargo build)")
    names = [n for n in listing.read_text().split("\n") if n]
    out = staging / "lang"
    out.mkdir(exist_ok=True)
    for name in names:
        source = SOURCE / name
        if not source.is_file():
            sys.exit(f"copy-langs: {source} is missing (named in {listing})")
        shutil.copyfile(source, out / name)
    print(f"copy-langs: {len(names)} language files into {out}")
    manifests(staging, out)
    skeleton(staging)


def ftl_values(path):
    """The one-line messages and terms of a .ftl file, terms resolved
    (`{ -full-belt }`): enough for the manifest's three messages, which the
    build script has already checked with Fluent's own parser."""
    values = {}
    for line in path.read_text().split("\n"):
        m = re.fullmatch(r"(-?[a-z][a-z0-9-]*) = (.+)", line)
        if m:
            values[m.group(1)] = m.group(2)

    def resolve(text):
        return re.sub(r"\{ (-[a-z][a-z0-9-]*) \}", lambda t: resolve(values[t.group(1)]), text)

    return {k: resolve(v) for k, v in values.items() if not k.startswith("-")}


def manifests(staging, out):
    base = staging / "manifest.webmanifest"
    if not base.is_file():
        return  # a build without the game page's manifest (none today)
    manifest = json.loads(base.read_text())
    count = 0
    for ftl in sorted((ROOT / "locales").glob("*.ftl")):
        code = ftl.stem
        if code == "en":
            continue
        words = ftl_values(ftl)
        missing = [k for k in ("page-title", "app-name", "app-description") if "{" in words.get(k, "{")]
        if missing:
            sys.exit(f"copy-langs: {ftl}: {', '.join(missing)} must be one line of text for the manifest")
        manifest.update(name=words["page-title"], short_name=words["app-name"],
                        description=words["app-description"], lang=code)
        # Its addresses are relative to the manifest's own: lang/ is one folder down.
        localised = dict(manifest, id="../", start_url="../", scope="../",
                         icons=[dict(i, src="../" + i["src"]) for i in manifest["icons"]])
        (out / f"manifest-{code}.webmanifest").write_text(json.dumps(localised, ensure_ascii=False, indent=1) + "\n")
        count += 1
    print(f"copy-langs: {count} language manifests into {out}")


def skeleton(staging):
    page = staging / "index.html"
    if not page.is_file():
        return
    html = page.read_text()
    # English last: it stands where index.html has it, the others before it.
    codes = sorted((f.stem for f in (ROOT / "locales").glob("*.ftl")), key=lambda c: (c == "en", c))
    words = {c: ftl_values(ROOT / "locales" / f"{c}.ftl") for c in codes}
    for c in codes:
        for key in ("skeleton-intro", "skeleton-loading"):
            if "{" in words[c].get(key, "{"):
                sys.exit(f"copy-langs: locales/{c}.ftl: {key} must be one line of text for the loading page")

    def escape(text):
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

    # The built page is minified (attributes unquoted or quoted): match both.
    for cls, key in (("skeleton-intro", "skeleton-intro"), ("skeleton-text", "skeleton-loading")):
        pattern = re.compile(r'<p class="?' + cls + r'"?((?:\s[^>]*)?)>[^<]*</p>')
        found = pattern.search(html)
        if not found:
            sys.exit(f"copy-langs: {page}: no <p class={cls}> to write in every language")
        rest = found.group(1)
        paragraphs = "".join(f'<p class="{cls}" lang="{c}"{rest}>{escape(words[c][key])}</p>' for c in codes)
        html = html[: found.start()] + paragraphs + html[found.end():]
    # Each language's texts are hidden unless the page speaks it.
    rules = "".join(f'html:not([lang="{c}"]) [data-skeleton] [lang="{c}"]{{display:none}}' for c in codes)
    style = re.search(r"<style>(?=[^<]*data-skeleton)", html)
    if not style:
        sys.exit(f"copy-langs: {page}: the skeleton's inlined <style> was not found")
    end = html.index("</style>", style.end())
    html = html[:end] + rules + html[end:]
    html = re.sub(r"<html( [^>]*)?>", lambda m: m.group(0)[:-1] + f' data-langs="{" ".join(codes)}">', html, count=1)
    page.write_text(html)
    print(f"copy-langs: the loading skeleton of {page.name} in {len(codes)} languages")


main()
