#!/usr/bin/env python3
"""Checks that Docs/Architecture.md's module table is the package's targets, that the modules
that must link no C do not, and that no module depends on one at its level or above.

    scripts/check-architecture.py [--print] [--package FILE]

The package is read as `swift package dump-package` prints it (JSON; `--package FILE` reads a
saved copy), never by reading Package.swift's text. Every target except the test targets (Swift,
C, system libraries, executables, the plugins) has exactly one row in the table under
"## Modules", and each row's "depends on" column lists exactly that target's dependencies (names
without the `AssetCat` prefix, as the table writes them; `—` for none).

Levels, from the rows' "kind" column: a `runtime` module depends on runtime modules only; a
`command` module (one command's engine) is a dependency of no `runtime`, `library` or `command`
module, so command modules have no edges between them and the engines below never link a
command's.

The targets in C_FREE, and every target they depend on, directly or not, are Swift targets of
this package: no system library (`.systemLibrary`), no target with C, C++, Objective-C or
assembly sources, no linker settings, nothing from another package. Reading a catalog
(AssetCatSource) is one of them, so a consumer that only reads catalogs builds and links without
any of the C libraries.

Run by `make lint`; exits 1 and says what differs. `--print` prints the rows' first two columns
as Package.swift has them, to start a new row from.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
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


def dump_package(path=None):
    """The package as `swift package dump-package` gives it (or as saved in `path`)."""
    if path:
        return json.load(open(path, encoding="utf-8"))
    out = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True)
    return json.loads(out.stdout)


def dependency_name(dep):
    """A dependency's target or product name; `None` for another package's product."""
    for kind in ("byName", "target"):
        if kind in dep:
            return dep[kind][0]
    return None


def targets(package, details=None):
    """{name: set of dependency names} for every non-test target; another package's product counts
    by its name (the table lists ArgumentParser). With a dict `details`, fills it with
    {name: target object} too."""
    out = {}
    for t in package["targets"]:
        if t["type"] == "test":
            continue
        deps = set()
        for d in t.get("dependencies", []):
            deps.add(dependency_name(d) or d["product"][0])
        out[t["name"]] = deps
        if details is not None:
            details[t["name"]] = t
    return out


def not_swift(name, target):
    """Why target `name` is not a plain Swift target of this package, or None."""
    if target["type"] not in ("regular", "executable"):
        return "a %s" % ("system library" if target["type"] == "system" else target["type"])
    if any(s.get("tool") == "linker" for s in target.get("settings", [])):
        return "a target with linker settings"
    if any("product" in d for d in target.get("dependencies", [])):
        return "a target that uses another package"
    folder = os.path.join(ROOT, target.get("path") or os.path.join("Sources", name))
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
        why = not_swift(root, details[root])
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
                    why = not_swift(dep, details[dep])
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
    out, kinds, problems = {}, {}, []
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
            kinds[n] = cells[1]
    return out, kinds, problems


def level_problems(package, kinds):
    """Edges against the grain: a runtime module on a non-runtime one, a command module under
    (or beside) another module that is not above it."""
    problems = []
    for name in sorted(package):
        for dep in sorted(package[name]):
            if kinds.get(name) == "runtime" and kinds.get(dep) not in ("runtime", None):
                problems.append("'%s' is runtime but depends on '%s' (%s)" % (name, dep, kinds.get(dep)))
            if kinds.get(dep) == "command" and kinds.get(name) in ("runtime", "library", "command"):
                problems.append("'%s' (%s) depends on the command module '%s'" % (name, kinds[name], dep))
    return problems


def main():
    details = {}
    saved = sys.argv[sys.argv.index("--package") + 1] if "--package" in sys.argv else None
    package = targets(dump_package(saved), details)
    if "--print" in sys.argv:
        for name, deps in sorted(package.items()):
            print("| `%s` | %s |" % (name, ", ".join(sorted(short(d) for d in deps)) or "—"))
        return
    rows, kinds, problems = table()
    for name in sorted(set(package) - set(rows)):
        problems.append("target '%s' of Package.swift has no row in Docs/Architecture.md" % name)
    for name in sorted(set(rows) - set(package)):
        problems.append("row '%s' of Docs/Architecture.md is no target of Package.swift" % name)
    for name in sorted(set(rows) & set(package)):
        want = {short(d) for d in package[name]}
        if rows[name] != want:
            problems.append("'%s' depends on %s in Package.swift, the table says %s" % (name, ", ".join(sorted(want)) or "nothing", ", ".join(sorted(rows[name])) or "nothing"))
    problems += level_problems(package, kinds)
    for p in problems:
        print("Docs/Architecture.md: " + p, file=sys.stderr)
    closure = c_free_problems(package, details)
    for p in closure:
        print("Package.swift: " + p, file=sys.stderr)
    sys.exit(1 if problems or closure else 0)


if __name__ == "__main__":
    main()
