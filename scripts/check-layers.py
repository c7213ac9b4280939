#!/usr/bin/env python3
"""Checks that the modules of src/ form one-way layers with no import circle.

A module is a file (src/ui/board/turn_input.rs is ui::board::turn_input). A
file imports another module when it names it: `use crate::a::b`,
`use super::b`, `use child::x` (a module it declares), or such a path in its
code. A name re-exported by a `pub use` is followed to the file that defines
it, so that importing `super::Board` through a parent that re-exports it is
an import of the file that defines `Board`, not of the parent's `mod.rs`.

The layers come from the module tree itself, not from a list here:

- the top-level modules of src/ in the order of TOP below (the one list);
- inside ui, the features in the order `src/ui/mod.rs` declares them
  (`pub mod settings;` first, ...), and inside every feature the layers that
  a file's path names: a folder or file called `web`, `hooks` or `view` puts
  what lies in it in that layer, anything else is plain Rust. The shared
  folders `ui/web/` and `ui/view/` are wholly of their layer by their name.

Checks, each a failure:

1. Every file of src/ is a module its parent declares (`mod x;`, or
   `#[path]` for a test file), and in ui every file lies in a declared
   feature's folder: no loose file beside `ui/mod.rs`.
2. Layers: a file imports only a lower layer (plain < web < hooks < view,
   of any feature) or its own layer of its own feature or an earlier one.
   Between top-level modules, only the ones before it in TOP.
3. wasm32: web, hooks and view modules are compiled for wasm32 only (a
   `#[cfg(target_arch = "wasm32")]` on their declaration or an ancestor's),
   plain ones never, so that every plain file is tested natively.
4. Circles: the import graph between files has no cycle, siblings, a
   folder's `mod.rs` and its re-exports included; nor has the graph between
   the units (a top-level module; in ui a feature's layer).

Test code (tests.rs, *_tests.rs, and the item that follows `#[cfg(test)]`)
may reach any module: only the code a build uses counts. src/bin holds entry
points, which use the library from outside.

    scripts/check-layers.py          the checks; exits 1 on any violation
    scripts/check-layers.py --tree   every folder and file of src/ with its
                                     unit (feature and layer in ui) and the
                                     first line of its doc
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent / "src"

# The top-level modules, first to last.
TOP = ["rules", "ai", "puzzles", "i18n", "nostr", "ui", "fuzz"]
# A feature's layers, first to last: the names a path gives them.
LAYERS = ["plain", "web", "hooks", "view"]
WASM = re.compile(r'#\[cfg\(target_arch\s*=\s*"wasm32"\)\]')


def features():
    """The features of ui, in the order src/ui/mod.rs declares them."""
    text = re.sub(r"//[^\n]*", "", (ROOT / "ui" / "mod.rs").read_text())
    return [m.group(1) for m in re.finditer(r"(?m)^\s*(?:#\[[^\]]*\]\s*)*pub\s+mod\s+([a-z_][a-z0-9_]*)\s*;", text)]


FEATURES = features()


def without_tests(text):
    """The text with every item that follows `#[cfg(test)]` cut out: a
    `mod x;`, a `use ...;` or anything up to its matching closing brace."""
    out, i = [], 0
    for m in re.finditer(r"#\[cfg\(test\)\]", text):
        if m.start() < i:
            continue
        out.append(text[i : m.start()])
        j = m.end()
        depth = 0
        while j < len(text):
            ch = text[j]
            if ch == ";" and depth == 0:
                j += 1
                break
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0:
                    j += 1
                    break
            j += 1
        i = j
    out.append(text[i:])
    return "".join(out)


def module_of(path):
    """The module path of a file, as a tuple of names."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] in ("mod", "lib"):
        parts = parts[:-1]
    return tuple(parts)


def split_top(text):
    """`a, b::{c, d}, e` split at the commas outside braces."""
    parts, depth, cur = [], 0, ""
    for ch in text:
        depth += ch == "{"
        depth -= ch == "}"
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return [p.strip() for p in parts if p.strip()]


def expand(tree, prefix=()):
    """The paths a `use` tree names: `a::{b, c::{d}}` -> a::b, a::c::d (an
    `x as y` rename keeps x, `self` names the prefix itself)."""
    out = []
    for part in split_top(tree):
        if "{" in part:
            head, rest = part.split("{", 1)
            words = [w for w in head.split("::") if w]
            out += expand(rest[: rest.rindex("}")], prefix + tuple(words))
        else:
            words = [w.split(" as ")[0] for w in part.split("::") if w]
            if words and words[-1] == "self":
                words = words[:-1]
            out.append(prefix + tuple(words))
    return out


USE = re.compile(r"^\s*(pub(?:\([a-z]+\))?\s+)?use\s+([^;]+);", re.M)
PATH = re.compile(r"\b((?:crate|super|self)(?:::\s*(?:super|[A-Za-z_][A-Za-z0-9_]*))+)")
CHILD = re.compile(r"^\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\([a-z]+\))?\s+)?mod\s+([a-z_][a-z0-9_]*)\s*;", re.M)


class Crate:
    """The library's files, their uses and their re-exports."""

    def __init__(self):
        self.files = {}
        for p in sorted(ROOT.rglob("*.rs")):
            rel = p.relative_to(ROOT)
            if rel.parts[0] == "bin" or p.name == "tests.rs" or p.name.endswith("_tests.rs"):
                continue
            # Comments name modules in prose and links: not imports.
            text = without_tests(re.sub(r"//[^\n]*", "", p.read_text()))
            self.files[module_of(p)] = (p, text)
        self.children = {m: set(CHILD.findall(t)) for m, (_, t) in self.files.items()}
        self.uses = {}
        self.reexports = {}
        for m, (_, text) in self.files.items():
            uses, reexports = [], {}
            for match in USE.finditer(text):
                for words in expand(re.sub(r"\s+", " ", match.group(2)).replace(":: ", "::").replace(" ::", "::")):
                    words = tuple(w.strip() for w in words)
                    full = self.absolute(m, words)
                    if full is None:
                        continue
                    uses.append(full)
                    if match.group(1) and words:
                        reexports[words[-1]] = full
            body = USE.sub("", text)
            for match in PATH.finditer(body):
                full = self.absolute(m, tuple(match.group(1).replace(" ", "").split("::")))
                if full is not None:
                    uses.append(full)
            for child in self.children[m]:
                for match in re.finditer(r"(?<![:\w])" + child + r"((?:::[A-Za-z_][A-Za-z0-9_]*)+)", body):
                    uses.append(m + (child,) + tuple(match.group(1).split("::")[1:]))
            self.uses[m] = uses
            self.reexports[m] = reexports

    def absolute(self, current, words):
        """The crate path of `words` as written in module `current`, or None
        for a path outside the crate (std, a dependency)."""
        if not words:
            return None
        if words[0] == "crate":
            return words[1:]
        base = current
        if words[0] == "self":
            return base + words[1:]
        if words[0] == "super":
            i = 0
            while i < len(words) and words[i] == "super":
                base = base[:-1]
                i += 1
            return base + words[i:]
        if words[0] in self.children.get(current, ()):
            return current + words
        return None

    def file_of(self, path, depth=0):
        """The file that defines what `path` names: the longest module prefix,
        followed through its re-exports."""
        for k in range(len(path), 0, -1):
            prefix = tuple(path[:k])
            if prefix in self.files:
                rest = path[k:]
                if rest and rest[0] in self.reexports[prefix] and depth < 20:
                    again = self.reexports[prefix][rest[0]]
                    if again != path:
                        return self.file_of(again + tuple(rest[1:]), depth + 1)
                return prefix
        return None

    def edges(self):
        """File -> the files it imports."""
        out = {}
        for m, uses in self.uses.items():
            for path in uses:
                target = self.file_of(path)
                if target is not None and target != m:
                    out.setdefault(m, set()).add(target)
        return out


def unit(module):
    """The layer unit of a module: its top-level module outside ui; inside
    ui, its feature and layer as `ui::feature[layer]`; None for ui's root
    and for a module in no feature."""
    if not module:
        return None
    if module[0] != "ui":
        return module[0]
    if len(module) == 1:
        return "ui"
    if module[1] not in FEATURES:
        return None
    layer = next((c for c in module[1:] if c in LAYERS[1:]), "plain")
    return f"ui::{module[1]}[{layer}]"


def rank(u):
    """Where a unit stands: a lower rank may be imported by a higher one.
    In ui the layer counts first, then the feature."""
    if u.startswith("ui::"):
        feature, layer = u[4:-1].split("[")
        return (TOP.index("ui"), LAYERS.index(layer), FEATURES.index(feature))
    return (TOP.index(u), -1, -1) if u in TOP else None


def cycles(edges):
    """The strongly connected components of more than one node (Tarjan)."""
    index, low, stack, on, found = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    sys.setrecursionlimit(10_000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def name(module):
    return "::".join(module) or "crate"


DECL = re.compile(r"((?:#\[[^\]]*\]\s*)*)(?:pub(?:\([a-z]+\))?\s+)?mod\s+([a-z_][a-z0-9_]*)\s*;")


def declarations():
    """Every `mod x;` of src/ outside bin: module -> its attributes."""
    out = {}
    for p in sorted(ROOT.rglob("*.rs")):
        if p.relative_to(ROOT).parts[0] == "bin":
            continue
        text = re.sub(r"//[^\n]*", "", p.read_text())
        for m in DECL.finditer(text):
            out[module_of(p) + (m.group(2),)] = m.group(1)
    return out


def check(crate):
    errors = []
    decls = declarations()
    for m, (p, _) in crate.files.items():
        path = p.relative_to(ROOT.parent)
        if m and m[0] not in TOP:
            errors.append(f"src/{m[0]}: a top-level module missing from TOP in scripts/check-layers.py")
        if m[:1] == ("ui",) and len(m) > 1 and m not in decls:
            errors.append(f"{path}: declared by no parent module")
        if m[:1] != ("ui",) or len(m) == 1:
            continue
        if p.parent == ROOT / "ui":
            errors.append(f"{path}: a loose file at ui's top; it belongs in a feature's folder")
            continue
        u = unit(m)
        if u is None:
            errors.append(f"{path}: in no feature (src/ui/mod.rs declares the features)")
            continue
        if p.name == "mod.rs" and not re.sub(r"(?m)^\s*(#\[[^\]]*\]\s*)*(pub\s+)?mod\s+\w+;|\s", "", crate.files[m][1]):
            # a folder of declarations only: no code of its own, no layer
            continue
        wasm = any(WASM.search(decls.get(m[:k], "")) for k in range(2, len(m) + 1))
        plain = u.endswith("[plain]")
        if plain and wasm:
            errors.append(f"{path}: plain Rust behind cfg(wasm32): it would not be tested natively")
        if not plain and not wasm:
            errors.append(f"{path}: a {u.split('[')[1][:-1]} module not behind cfg(target_arch = \"wasm32\")")
    file_edges = crate.edges()
    unit_edges = {}
    for m, targets in file_edges.items():
        src = unit(m)
        for t in targets:
            dst = unit(t)
            if src is None or dst is None or src == dst or src == "ui" or dst == "ui":
                continue
            unit_edges.setdefault(src, set()).add(dst)
            rs, rt = rank(src), rank(dst)
            if rs is not None and rt is not None and rt > rs:
                path = crate.files[m][0].relative_to(ROOT.parent)
                errors.append(f"{path}: {name(m)} imports {name(t)}, of a later layer or feature ({dst} after {src})")
    for comp in cycles(unit_edges):
        errors.append("import circle between layers: " + ", ".join(comp))
    for comp in cycles(file_edges):
        names = [name(m) for m in comp]
        detail = "; ".join(
            f"{name(a)} -> {name(b)}" for a in comp for b in sorted(file_edges.get(a, ())) if b in comp
        )
        errors.append(f"import circle between files: {', '.join(names)} ({detail})")
    for e in sorted(set(errors)):
        print(e)
    if errors:
        print(f"check-layers: {len(set(errors))} problem(s)")
        return 1
    between = sum(len(v) for v in unit_edges.values())
    files = sum(len(v) for v in file_edges.values())
    units = len({unit(m) for m in crate.files} - {None})
    print(
        f"check-layers: {len(crate.files)} files in {units} units ({len(FEATURES)} features in ui), "
        f"{files} imports between files and {between} between units, no circle"
    )
    return 0


def doc_line(path):
    """The first sentence of a file's `//!` doc (its first paragraph when that
    has no full stop), on one line."""
    words = []
    for line in path.read_text().splitlines():
        if not line.startswith("//!"):
            if words or (line.strip() and not line.startswith("#")):
                break
            continue
        text = line[3:].strip()
        if not text:
            if words:
                break
            continue
        words.append(text)
    para = " ".join(words)
    m = re.search(r"\.(\s|$)", para)
    para = para[: m.start() + 1] if m else para
    return para if len(para) <= 110 else para[:109].rsplit(" ", 1)[0] + " …"


def tree(folder=ROOT, depth=0):
    """Every folder and file of src/, indented, with its layer and the first
    line of its doc (a folder's is its mod.rs's)."""
    entries = sorted(folder.iterdir(), key=lambda p: (p.is_dir(), p.name))
    for p in entries:
        rel = p.relative_to(ROOT)
        if p.is_dir():
            inner = p / "mod.rs"
            layer = "bin" if rel.parts[0] == "bin" else (unit(module_of(inner)) if inner.exists() else "") or ""
            doc = doc_line(inner) if inner.exists() else ("entry points: the app, worker and studio wasm, the CLI" if p.name == "bin" else "")
            print(f"{'  ' * depth}{p.name + '/':<22} {layer:<16} {doc}")
            tree(p, depth + 1)
        elif p.suffix == ".rs" and p.name != "mod.rs":
            layer = "bin" if rel.parts[0] == "bin" else (unit(module_of(p)) or "")
            print(f"{'  ' * depth}{p.name:<22} {layer:<16} {doc_line(p)}")
    return 0


if __name__ == "__main__":
    if "--tree" in sys.argv[1:]:
        sys.exit(tree())
    sys.exit(check(Crate()))
