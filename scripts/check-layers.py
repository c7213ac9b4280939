#!/usr/bin/env python3
"""Checks that the modules of src/ form one-way layers with no import circle.

A module is a file (src/ui/state/turn_input.rs is ui::state::turn_input). A
file imports another module when it names it: `use crate::a::b`,
`use super::b`, or a path `crate::a::b::` in its code. Two checks:

1. Layers: the top-level modules in the order rules, ai, puzzles, ui, and
   inside ui the order of UI_LAYERS below: a module may import its own layer
   and the layers before it, never one after.
2. Circles: the import graph between the modules that the layers name
   (top-level modules, the ui layers' modules) has no cycle.

Prints each violation and exits 1 when there is any; prints a summary otherwise.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent / "src"

TOP = ["rules", "ai", "puzzles", "ui"]
# ui's layers, first to last; a module belongs to the first entry that is a
# prefix of its path.
UI_LAYERS = [
    ["ui::settings", "ui::loaded", "ui::assist", "ui::job", "ui::gather", "ui::puzzle"],
    ["ui::state"],
    ["ui::words", "ui::geometry", "ui::a11y", "ui::examples", "ui::formats"],
    ["ui::opening"],
    ["ui::web"],
    ["ui::store"],
    ["ui::hooks"],
    ["ui::components"],
    ["ui::app", "ui::studio"],
]


def module_of(path):
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] in ("mod", "lib"):
        parts = parts[:-1]
    return "::".join(parts)


def resolve(current, words):
    """The module path named by `super::...` / `crate::...` words in `current`."""
    if words[0] == "crate":
        return words[1:]
    base = current.split("::")
    is_dir = CURRENT_IS_DIR.get(current, False)
    if not is_dir:
        base = base[:-1]
    i = 0
    while i < len(words) and words[i] == "super":
        base = base[:-1]
        i += 1
    return base + words[i:]


def unit(path_words):
    """The layer unit a module path belongs to: the top-level module outside
    ui, the UI_LAYERS entry inside it."""
    if not path_words:
        return None
    joined = "::".join(path_words)
    if path_words[0] == "ui":
        for layer in UI_LAYERS:
            for prefix in layer:
                if joined == prefix or joined.startswith(prefix + "::"):
                    return prefix
        return None
    return path_words[0] if path_words[0] in TOP else None


def rank(u):
    if u is None:
        return None
    if u.startswith("ui::"):
        for i, layer in enumerate(UI_LAYERS):
            if u in layer:
                return (TOP.index("ui"), i)
    return (TOP.index(u), -1)


PATH = re.compile(r"\b((?:crate|super)(?:::\s*(?:super|[a-z_][a-z0-9_]*))+)")
USE_GROUP = re.compile(r"use\s+((?:crate|super)(?:::(?:super|[a-z_][a-z0-9_]*))*)::\{([^;]*)\};", re.S)

CURRENT_IS_DIR = {}


def main():
    # Test modules (tests.rs, *_tests.rs) may reach any layer: only what a build uses counts.
    files = [
        p
        for p in ROOT.rglob("*.rs")
        if "bin" not in p.relative_to(ROOT).parts and p.name != "tests.rs" and not p.name.endswith("_tests.rs")
    ]
    for p in files:
        CURRENT_IS_DIR[module_of(p)] = p.name == "mod.rs" or p.name == "lib.rs"
    edges = {}
    errors = []
    for p in files:
        current = module_of(p)
        src = unit(current.split("::"))
        if src is None:
            continue
        text = p.read_text()
        # Tests may reach any module: only the code a build uses counts.
        text = text.split("#[cfg(test)]")[0]
        names = [m.group(1).replace(" ", "").split("::") for m in PATH.finditer(text)]
        for group in USE_GROUP.finditer(text):
            head = group.group(1).split("::")
            for item in re.split(r",\s*", group.group(2)):
                first = item.strip().split("::")[0].strip("{} \n")
                if re.fullmatch(r"[a-z_][a-z0-9_]*", first or ""):
                    names.append(head + [first])
        for words in names:
            target = unit(resolve(current, words))
            if target is None or target == src:
                continue
            edges.setdefault(src, set()).add(target)
            rs, rt = rank(src), rank(target)
            if rs is not None and rt is not None and rt > rs:
                errors.append(f"{p.relative_to(ROOT.parent)}: {src} imports {target}, a later layer")
    # Circles between units.
    state = {}

    def visit(u, stack):
        state[u] = 1
        for v in sorted(edges.get(u, ())):
            if state.get(v) == 1:
                errors.append("import circle: " + " -> ".join(stack[stack.index(v):] + [v]))
            elif v not in state:
                visit(v, stack + [v])
        state[u] = 2

    for u in sorted(edges):
        if u not in state:
            visit(u, [u])
    for e in sorted(set(errors)):
        print(e)
    if errors:
        print(f"check-layers: {len(set(errors))} problem(s)")
        return 1
    print(f"check-layers: {len(files)} files, {sum(len(v) for v in edges.values())} imports between layers, no circle")
    return 0


if __name__ == "__main__":
    sys.exit(main())
