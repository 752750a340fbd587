#!/usr/bin/env python3
"""Checks that Docs/Architecture.md's module table is Package.swift's targets, and that the
modules that must link no C do not.

    scripts/check-architecture.py [--print]

Every target of Package.swift except the test targets (Swift, C, system libraries, executables,
the plugin) has exactly one row in the table under "## Modules", and each row's "depends on"
column lists exactly that target's dependencies (names without the `AssetCat` prefix, as the table
writes them; `—` for none).

The targets in C_FREE, and every target they depend on, directly or not, are Swift targets of
this package: no system library (`.systemLibrary`), no target with C, C++, Objective-C or
assembly sources, no linker settings, nothing from another package. Reading a catalog
(AssetCatSource) is one of them, so a consumer that only reads catalogs builds and links without
any of the C libraries.

Run by `make lint`; exits 1 and says what differs. `--print` prints the rows' first two columns
as Package.swift has them, to start a new row from.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KINDS = ("target", "executableTarget", "systemLibrary", "plugin", "binaryTarget", "macro")
# Targets whose whole dependency closure must be Swift of this package, and why.
C_FREE = {
    "AssetCatSource": "reading a catalog, its Contents.json files and header probes, links no C",
    "AssetCatBytes": "the runtime product (scripts/check-runtime.sh checks its link)",
    "AssetCatCore": "the runtime product",
    "AssetCatCompression": "the runtime product",
    "AssetCatArchive": "the runtime product",
    "AssetCatCAR": "the runtime product",
    "AssetCatCompiledFile": "the runtime product",
}
NATIVE_SOURCES = (".c", ".cc", ".cpp", ".cxx", ".m", ".mm", ".s", ".S")


def calls(text):
    """(kind, body) of every `.kind(...)` call with balanced parentheses, in order."""
    for m in re.finditer(r"\.(" + "|".join(KINDS) + r")\(", text):
        depth, i = 1, m.end()
        while depth:
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        yield m.group(1), text[m.end() : i - 1]


def targets(details=None):
    """{name: set of dependency names} for every non-test target of Package.swift; with a dict
    `details`, fills it with {name: (kind, body of the call)} too."""
    text = open(os.path.join(ROOT, "Package.swift"), encoding="utf-8").read()
    text = re.sub(r"//[^\n]*", "", text)
    text = text[text.index("targets: [", text.index("dependencies: [")) :]  # after products
    out = {}
    for kind, body in calls(text):
        name = re.match(r'\s*name:\s*"([^"]+)"', body)
        if not name:
            continue
        deps = set()
        d = re.search(r"dependencies:\s*\[", body)
        if d:
            depth, i = 1, d.end()
            while depth:
                depth += {"[": 1, "]": -1}.get(body[i], 0)
                i += 1
            inner = body[d.end() : i - 1]
            deps = set(re.findall(r'(?:name:\s*)?"([^"]+)"', re.sub(r'package:\s*"[^"]+"', "", inner)))
        out[name.group(1)] = deps
        if details is not None:
            details[name.group(1)] = (kind, body)
    return out


def not_swift(name, kind, body):
    """Why target `name` is not a plain Swift target of this package, or None."""
    if kind != "target" and kind != "executableTarget":
        return "a %s" % ("system library" if kind == "systemLibrary" else kind)
    if re.search(r"linkerSettings\s*:", body):
        return "a target with linker settings"
    path = re.search(r'\bpath:\s*"([^"]+)"', body)
    folder = os.path.join(ROOT, path.group(1) if path else os.path.join("Sources", name))
    for top, _, files in os.walk(folder):
        for f in files:
            if f.endswith(NATIVE_SOURCES):
                return "a C target (%s)" % os.path.relpath(os.path.join(top, f), ROOT)
    return None


def c_free_problems(package, details):
    """Problems with C_FREE: a target in the closure of one of them that is not Swift of this package."""
    problems = []
    for root in sorted(C_FREE):
        if root not in package:
            problems.append("C_FREE names '%s', no target of Package.swift" % root)
            continue
        why = not_swift(root, *details[root])
        if why:
            problems.append("'%s' must link no C (%s) but is %s" % (root, C_FREE[root], why))
            continue
        path = {root: [root]}
        todo = [root]
        while todo:
            name = todo.pop()
            for dep in sorted(package.get(name, ())):
                if dep in path:
                    continue
                path[dep] = path[name] + [dep]
                if dep not in details:
                    why = "not a target of this package"
                else:
                    why = not_swift(dep, *details[dep])
                if why:
                    problems.append(
                        "'%s' must link no C (%s) but depends on %s, %s" % (root, C_FREE[root], " -> ".join(path[dep][1:]), why))
                else:
                    todo.append(dep)
    return problems


def short(name):
    return name[len("AssetCat") :] if name.startswith("AssetCat") and len(name) > len("AssetCat") else name


def table():
    """{name: set of dependency names} from the rows under '## Modules'."""
    text = open(os.path.join(ROOT, "Docs", "Architecture.md"), encoding="utf-8").read()
    section = text.split("\n## Modules", 1)[1].split("\n## ", 1)[0]
    out, problems = {}, []
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.startswith("|") or len(cells) < 3 or set(cells[0]) <= set("-: ") or cells[0] == "module":
            continue
        names = re.findall(r"`([^`]+)`", cells[0])
        deps = set() if cells[2] in ("—", "-", "") else {d.strip().strip("`") for d in cells[2].split(",")}
        for n in names:
            if n in out:
                problems.append("'%s' has two rows" % n)
            out[n] = deps
    return out, problems


def main():
    details = {}
    package = targets(details)
    if "--print" in sys.argv:
        for name, deps in sorted(package.items()):
            print("| `%s` | %s |" % (name, ", ".join(sorted(short(d) for d in deps)) or "—"))
        return
    rows, problems = table()
    for name in sorted(set(package) - set(rows)):
        problems.append("target '%s' of Package.swift has no row in Docs/Architecture.md" % name)
    for name in sorted(set(rows) - set(package)):
        problems.append("row '%s' of Docs/Architecture.md is no target of Package.swift" % name)
    for name in sorted(set(rows) & set(package)):
        want = {short(d) for d in package[name]}
        if rows[name] != want:
            problems.append("'%s' depends on %s in Package.swift, the table says %s" % (name, ", ".join(sorted(want)) or "nothing", ", ".join(sorted(rows[name])) or "nothing"))
    for p in problems:
        print("Docs/Architecture.md: " + p, file=sys.stderr)
    closure = c_free_problems(package, details)
    for p in closure:
        print("Package.swift: " + p, file=sys.stderr)
    sys.exit(1 if problems or closure else 0)


if __name__ == "__main__":
    main()
