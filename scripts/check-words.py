#!/usr/bin/env python3
"""Finds the words for people written in the UI's components (issue 24).

Every text a person reads or hears must come from the message catalogue
(locales/*.ftl, src/i18n); a component that writes `{ "Undo" }` or
`title="Take back the last turn"` itself cannot be translated. This script
reads every file under src/ui/components/ and reports each string literal
that is a phrase for people:

- the value of a `title`, `aria-label`, `placeholder` or `alt` attribute,
  or of an `aria-description`;
- any other literal holding a word of letters that starts with a capital
  (`"Undo"`), or two words with a space between them (`"cannot be shifted"`),
  unless it is the value of an attribute whose values are names, not words
  (`class`, `data-*`, `id`, `type`, `role`, `key`, `href`, ...), or looks
  like code (a CSS declaration, a path, a format string of placeholders
  only, a key of a query).

A literal can be marked as not for people with `// not words: <why>` at
the end of its line (a notation example, a proper name).

    scripts/check-words.py            prints each phrase and the count per file
    scripts/check-words.py --enforce  the same, and exits 1 if any component
                                      holds a phrase (make test)
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent / "src" / "ui" / "components"

# Attributes whose values people read or hear.
SPOKEN = {"title", "aria-label", "placeholder", "alt", "aria-description", "aria-roledescription"}
# Attributes whose values are names for the code or the browser.
NAMES = {"class", "id", "type", "role", "key", "href", "src", "name", "for", "rel", "target",
         "method", "inputmode", "autocomplete", "lang", "dir", "viewBox", "d", "fill", "stroke",
         "xmlns", "style", "value", "accept", "download", "sandbox", "allow", "loading", "referrerpolicy",
         "width", "height", "x", "y", "cx", "cy", "r", "transform", "points", "preserveAspectRatio"}


# A char literal ('"', '\'') first, so that its quote does not open a string.
LITERAL = re.compile(r"'(?:\\.|[^'\\])'" + r'|r(#*)"(.*?)"\1|"((?:[^"\\]|\\.)*)"', re.S)
ATTRIBUTE_BEFORE = re.compile(r'([A-Za-z][\w:-]*)\s*=\s*\{?\s*$')


def phrase_like(text):
    """Whether a literal reads as words for people."""
    t = text.strip()
    if t.startswith("<"):
        t = re.sub(r"<[^>]*(>|$)", " ", t).strip()  # markup: only the text between its tags is read
    if not t or not re.search(r"[A-Za-z]{2}", t):
        return False
    if re.fullmatch(r"[\w\-./#:%?&=+,;()\[\]{}*' ]*\{[^}]*\}[\w\-./#:%?&=+,;()\[\]{}* ]*", t) and not re.search(r"[A-Za-z]{2,} [A-Za-z]{2,}", t):
        return False  # a format string of placeholders: "{}px", "{x} {y}"
    if re.fullmatch(r"[a-z0-9_\-.:/#?&=%+]+", t):
        return False  # a name, a key, a path, a selector
    if re.fullmatch(r"[a-z\-]+\s*:\s*[^;]+;?(\s*[a-z\-]+\s*:\s*[^;]+;?)*", t):
        return False  # CSS declarations
    if re.search(r"\b[A-Z][a-z]+", t):
        return True
    return bool(re.search(r"[A-Za-z]{2,}[,.:;!?]? [A-Za-z]{2,}", t))


def phrases(path):
    """The (line, literal) phrases of one file."""
    source = path.read_text()
    found = []
    for m in LITERAL.finditer(source):
        if m.group(0).startswith("'"):
            continue  # a char literal
        text = m.group(2) if m.group(2) is not None else m.group(3)
        start = m.start()
        line_start = source.rfind("\n", 0, start) + 1
        line_end = source.find("\n", start)
        line = source[line_start:line_end if line_end >= 0 else None]
        before = source[line_start:start]
        if before.lstrip().startswith("//") or "// not words" in line:
            continue
        if "///" in before or "//!" in before:
            continue
        # Inside a line comment that precedes the literal on the same line.
        if "//" in before and not re.search(r'"[^"]*//', before):
            continue
        # Class names built in an expression: class={format!("ghost piece {}", ..)}.
        if re.search(r'(class\s*=\s*\{|classes!\(|set_attribute\("class",)[^}]*$', before):
            continue
        if re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*( [a-z0-9]+(-[a-z0-9]+)*)*", text) and "-" in text:
            continue  # a list of class names: "last last-from"
        attr = ATTRIBUTE_BEFORE.search(before)
        name = attr.group(1) if attr else None
        if name and (name in NAMES or name.startswith("data-")):
            continue
        if name in SPOKEN or phrase_like(text):
            found.append((source.count("\n", 0, start) + 1, text))
    return found


def main():
    enforce = "--enforce" in sys.argv[1:]
    total, files, errors = 0, 0, []
    for path in sorted(ROOT.rglob("*.rs")):
        found = phrases(path)
        if not found:
            continue
        files += 1
        total += len(found)
        rel = path.relative_to(ROOT.parent.parent.parent)
        for line, text in found:
            print(f"{rel}:{line}: {text!r}")
        errors.append(f"{rel}: {len(found)} phrase(s) for people: they belong in locales/en.ftl (src/i18n)")
    count = len(list(ROOT.rglob("*.rs")))
    print(f"check-words: {total} phrase(s) for people in {files} of {count} component files")
    for e in errors:
        print(f"check-words: {e}")
    if enforce and errors:
        sys.exit(1)


if __name__ == "__main__":
    main()
