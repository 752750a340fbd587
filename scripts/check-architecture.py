#!/usr/bin/env python3
"""Checks that Docs/Architecture.md's module table is Package.swift's targets.

    scripts/check-architecture.py [--print]

Every target of Package.swift except the test targets (Swift, C, system libraries, executables,
the plugin) has exactly one row in the table under "## Modules", and each row's "depends on"
column lists exactly that target's dependencies (names without the `AssetCat` prefix, as the table
writes them; `—` for none). Run by `make lint`; exits 1 and says what differs. `--print` prints
the rows' first two columns as Package.swift has them, to start a new row from.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KINDS = ("target", "executableTarget", "systemLibrary", "plugin", "binaryTarget", "macro")


def calls(text):
    """(kind, body) of every `.kind(...)` call with balanced parentheses, in order."""
    for m in re.finditer(r"\.(" + "|".join(KINDS) + r")\(", text):
        depth, i = 1, m.end()
        while depth:
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        yield m.group(1), text[m.end() : i - 1]


def targets():
    """{name: set of dependency names} for every non-test target of Package.swift."""
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
    return out


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
    package = targets()
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
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
