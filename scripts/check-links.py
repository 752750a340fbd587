#!/usr/bin/env python3
"""Checks that every relative link in the repository's Markdown resolves.

    scripts/check-links.py

Reads README.md, CONTRIBUTING.md, CHANGELOG.md and every Markdown file under Docs/, Tests/ and
SampleAssets/; for each link that is not a URL, the file or folder it names must exist, and an
anchor (`#section`) must be a heading of that file as GitHub spells it. Code blocks and inline code
are skipped. Run by `make lint`; exits 1 and lists the broken links.
"""
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def slug(heading):
    text = re.sub(r"[`*_]", "", heading.strip()).lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def without_code(line):
    """The line with its inline code spans removed, except a span that is a link's whole text."""
    out, i = "", 0
    for m in re.finditer(r"`[^`]*`", line):
        keep = line[m.start() - 1 : m.start()] == "[" and line[m.end() : m.end() + 1] == "]"
        out += line[i : m.start()] + (m.group(0) if keep else "")
        i = m.end()
    return out + line[i:]


def prose(path):
    """The file's lines outside fenced code, with inline code removed."""
    out, fenced = [], False
    for line in open(path, encoding="utf-8"):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            out.append(without_code(line))
    return out


def anchors(path):
    return {slug(line.lstrip("#")) for line in prose(path) if line.startswith("#")}


def main():
    files = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]
    for folder in ("Docs", "Tests", "SampleAssets", "Examples"):
        files += sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, folder, "**", "*.md"), recursive=True))
    broken = []
    for rel in files:
        path = os.path.join(ROOT, rel)
        if not os.path.exists(path):
            continue
        for n, line in enumerate(prose(path), 1):
            for target in LINK.findall(line):
                if re.match(r"^[a-z]+:", target):
                    continue
                name, _, anchor = target.partition("#")
                dest = os.path.normpath(os.path.join(os.path.dirname(path), name)) if name else path
                if not os.path.exists(dest) or not dest.startswith(ROOT + os.sep):
                    broken.append("%s: '%s': no such file in the repository" % (rel, target))
                elif anchor and dest.endswith(".md") and anchor not in anchors(dest):
                    broken.append("%s: '%s': no heading '%s' in %s" % (rel, target, anchor, os.path.relpath(dest, ROOT)))
    for b in broken:
        print(b, file=sys.stderr)
    sys.exit(1 if broken else 0)


if __name__ == "__main__":
    main()
