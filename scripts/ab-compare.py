#!/usr/bin/env python3
"""A/B check of two assetcat binaries: every output byte for byte.

Runs the same commands with BASE and NEW over the sample catalogs (SampleAssets/), the shared
corpora and the car pairs, and compares what each run leaves behind: stdout, stderr, the exit
code and every file it writes (cars, .assetcat files, actool's side outputs). A refactor that
changes nothing a user sees passes with no differences.

  scripts/ab-compare.py BASE NEW [--corpora DIR] [--car-pairs DIR] [--only SUBSTRING]

The corpora and the car pairs default to $ASSETCAT_CORPORA and $ASSETCAT_CAR_PAIRS, as the tests'.

Each run writes beneath one fixed folder (so paths in the outputs agree), with no rendition
cache, in a scratch $XDG_CACHE_HOME. Prints each case that differs and exits 1 if any does.
"""

import argparse
import filecmp
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = Path("/tmp/assetcat-ab")
OUT = WORK / "out"


def catalog_cases(name, catalogs, extra=()):
    """The commands that take source catalogs: validate, compile to both formats, size, symbols."""
    cs = [str(c) for c in catalogs]
    extra = list(extra)
    return [
        (f"{name}/validate", ["validate", *cs, *extra]),
        (f"{name}/validate-json", ["validate", "--format", "json", *cs, *extra]),
        (f"{name}/compile-assetcat", ["compile", *cs, "-o", f"{OUT}/c.assetcat", *extra]),
        (f"{name}/compile-car", ["compile", *cs, "-o", f"{OUT}/c.car", "--no-cache", "--quiet", *extra]),
        (f"{name}/size", ["size", cs[0], "--quiet", *size_args(extra)]),
        (f"{name}/symbols", ["symbols", *cs, "-o", f"{OUT}/Symbols.swift"]),
        (f"{name}/info", ["info", cs[0]]),
    ]


def size_args(extra):
    """`size` takes --platform, --minimum-deployment-target and --app-icon, not --accent-color."""
    out, it = [], iter(extra)
    for a in it:
        v = next(it, None)
        if a in ("--platform", "--minimum-deployment-target", "--app-icon") and v is not None:
            out += [a, v]
    return out


def pair_cases(pairs_dir):
    cases = []
    for pair in sorted(p for p in pairs_dir.iterdir() if (p / "pair.json").exists()):
        meta = json.loads((pair / "pair.json").read_text())
        inputs = [pair / i for i in meta["inputs"]]
        platform = {"ios": "iphoneos"}.get(meta["platform"], meta["platform"])
        extra = ["--platform", platform, "--minimum-deployment-target", meta["minimumDeploymentTarget"]]
        if meta.get("appIcon"):
            extra += ["--app-icon", meta["appIcon"]]
        if meta.get("accentColor"):
            extra += ["--accent-color", meta["accentColor"]]
        catalogs = [i for i in inputs if i.suffix == ".xcassets"]
        if catalogs:
            cases += catalog_cases(f"pair-{pair.name}", catalogs, extra)
        if meta.get("arguments"):
            args = ["actool", *[f"{OUT}/actool" if a == "." else a for a in meta["arguments"]]]
            cases.append((f"pair-{pair.name}/actool-own", args, pair / meta["argumentsRunIn"]))
        actool = ["actool", "--compile", f"{OUT}/actool", *extra, "--output-partial-info-plist",
                  f"{OUT}/actool/partial.plist", "--output-format", "human-readable-text", *map(str, inputs)]
        cases.append((f"pair-{pair.name}/actool", actool))
        cases.append((f"pair-{pair.name}/diff-apple", ["diff", str(pair / "Assets.car"), f"{OUT}/actool/Assets.car"]))
        cases.append((f"pair-{pair.name}/size-car", ["size", str(pair / "Assets.car"), "--quiet"]))
    return cases


def all_cases(args):
    cases = []
    sample = ROOT / "SampleAssets"
    for c in sorted(sample.glob("*.xcassets")):
        cases += catalog_cases(f"sample-{c.stem}", [c])
    for c in sorted((sample / "Broken").glob("*.xcassets")):
        opts = c.with_suffix(".options.json")
        extra = []
        if opts.exists():
            for k, v in json.loads(opts.read_text()).items():
                for value in v if isinstance(v, list) else [v]:
                    extra += [f"--{k}", str(value)]
        cases += catalog_cases(f"broken-{c.stem}", [c], extra)
    icon = sample / "IconComposer" / "AppIcon.icon"
    cases.append(("sample-icon/actool", ["actool", "--compile", f"{OUT}/actool", "--platform", "iphoneos",
                                          "--minimum-deployment-target", "18.0", "--app-icon", "AppIcon",
                                          "--output-partial-info-plist", f"{OUT}/actool/partial.plist",
                                          str(sample / "Demo.xcassets"), str(icon)]))
    if args.corpora and args.corpora.exists():
        for c in sorted(args.corpora.glob("*/**/*.xcassets")):
            cases += catalog_cases(f"corpus-{c.relative_to(args.corpora)}".replace("/", "_"), [c])
    if args.car_pairs and args.car_pairs.exists():
        cases += pair_cases(args.car_pairs)
    return [c for c in cases if not args.only or args.only in c[0]]


def run(binary, case, dest):
    name, argv = case[0], case[1]
    cwd = case[2] if len(case) > 2 else WORK
    shutil.rmtree(OUT, ignore_errors=True)
    (OUT / "actool").mkdir(parents=True)
    env = dict(os.environ, XDG_CACHE_HOME=str(WORK / "cache"), COLUMNS="100", NO_COLOR="1")
    env.pop("ASSETCAT_XCODE_VERSION", None)
    p = subprocess.run([binary, *argv], cwd=cwd, env=env, capture_output=True, timeout=900)
    dest.mkdir(parents=True, exist_ok=True)
    (dest / "stdout").write_bytes(p.stdout.replace(str(binary).encode(), b"BIN"))
    (dest / "stderr").write_bytes(p.stderr.replace(str(binary).encode(), b"BIN"))
    (dest / "rc").write_text(str(p.returncode))
    shutil.copytree(OUT, dest / "out", symlinks=True)
    for stamp in (dest / "out").rglob("*.stamp"):  # the output's inode and time: never the same
        lines = stamp.read_text().splitlines(keepends=True)
        stamp.write_text("".join(line for line in lines if not line.startswith("output ")))


def differences(a, b):
    cmp = filecmp.dircmp(a, b)
    out = []

    def walk(c, prefix):
        out.extend(f"{prefix}{n} (only one side)" for n in c.left_only + c.right_only)
        for n in c.common_files:
            if not filecmp.cmp(Path(c.left) / n, Path(c.right) / n, shallow=False):
                out.append(f"{prefix}{n}")
        for n, sub in c.subdirs.items():
            walk(sub, f"{prefix}{n}/")

    walk(cmp, "")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("base")
    ap.add_argument("new")
    env = os.environ.get
    ap.add_argument("--corpora", type=Path, default=Path(env("ASSETCAT_CORPORA")) if env("ASSETCAT_CORPORA") else None)
    ap.add_argument("--car-pairs", type=Path,
                    default=Path(env("ASSETCAT_CAR_PAIRS")) if env("ASSETCAT_CAR_PAIRS") else None)
    ap.add_argument("--only")
    args = ap.parse_args()
    cases = all_cases(args)
    shutil.rmtree(WORK, ignore_errors=True)
    WORK.mkdir(parents=True)
    differing = 0
    for i, case in enumerate(cases):
        key = case[0].replace("/", "__")
        for label, binary in (("base", args.base), ("new", args.new)):
            run(os.path.abspath(binary), case, WORK / label / key)
        diffs = differences(WORK / "base" / key, WORK / "new" / key)
        if diffs:
            differing += 1
            print(f"DIFFERS {case[0]}: {', '.join(diffs)}", flush=True)
    print(f"{len(cases)} cases, {differing} differ (outputs in {WORK})")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
