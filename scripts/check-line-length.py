#!/usr/bin/env python3
"""Checks that no Swift source line is longer than 120 characters.

    scripts/check-line-length.py [--max N]

The files are the tracked `.swift` files (`git ls-files`) under Sources, Tests, Plugins and
Examples, and Package.swift. A line's length is counted in characters (Unicode code points), not
bytes: many lines hold `→`, `×` or `…`. swift-format keeps code within `.swift-format`'s
lineLength (120) but does not break string literals or comments; this check covers them. Run by `make lint`; exits 1 and prints `path:line: N characters` for every
longer line.
"""
import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDERS = ("Sources", "Tests", "Plugins", "Examples")
MAX = 120


def swift_files():
    out = subprocess.run(
        ["git", "ls-files", "-z", "--", "Package.swift", *FOLDERS],
        cwd=ROOT, check=True, capture_output=True,
    ).stdout.decode("utf-8")
    return sorted(p for p in out.split("\0") if p.endswith(".swift"))


def main():
    parser = argparse.ArgumentParser(description="Swift lines longer than the limit")
    parser.add_argument("--max", type=int, default=MAX, help="longest line allowed (default %d)" % MAX)
    limit = parser.parse_args().max
    long_lines = []
    for path in swift_files():
        with open(os.path.join(ROOT, path), encoding="utf-8", newline="") as f:
            for number, line in enumerate(f.read().split("\n"), 1):
                length = len(line.rstrip("\r"))
                if length > limit:
                    long_lines.append("%s:%d: %d characters" % (path, number, length))
    for entry in long_lines:
        print(entry)
    if long_lines:
        print("check-line-length: %d lines are longer than %d characters" % (len(long_lines), limit),
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
