#!/usr/bin/env python3
"""Copies the language files into a Trunk build's lang/ folder (issue 24).

Run by Trunk as a post_build hook (see Trunk.toml), before write-sw.py, so
that the service worker pre-caches them with the rest of the build. The
build script (build.rs) writes each language but English into target/lang/
as lang-<code>-<hash>.bin, the hash of its content, and target/lang/files.txt
naming the current ones: the names the app was compiled to fetch. Only
those are copied, so a build never ships a language file of another
catalogue.

Usage (standalone): TRUNK_STAGING_DIR=dist scripts/copy-langs.py
"""
import os
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


main()
