#!/usr/bin/env python3
"""`make lint`: the committed catalogs that scripts draw are what their scripts draw today.

Runs scripts/make-sample-assets.py and scripts/make-broken-samples.py in a scratch copy of the
repository's layout and compares every file they write with the committed one, byte for byte:
SampleAssets/Demo.xcassets, SampleAssets/Broken and the validation suite's Fixed catalogs. A
fixture edited by hand, or a generator changed without writing its files again, fails here.
The files in HAND_WRITTEN are the committed ones no script writes."""
import filecmp, os, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENERATORS = ["make-sample-assets.py", "make-broken-samples.py"]
# (generated folder, committed folder), both relative to a repository root.
OUTPUTS = [
    ("SampleAssets/Demo.xcassets", "SampleAssets/Demo.xcassets"),
    ("SampleAssets/Broken", "SampleAssets/Broken"),
    ("Tests/AssetCatValidationTests/Fixtures/Fixed", "Tests/AssetCatValidationTests/Fixtures/Fixed"),
]
HAND_WRITTEN = {"SampleAssets/Demo.xcassets/Appearance.json", "SampleAssets/Broken/README.md"}


def files(top):
    out = set()
    for folder, _, names in os.walk(top):
        out.update(os.path.relpath(os.path.join(folder, n), top) for n in names)
    return out


def main():
    problems = []
    with tempfile.TemporaryDirectory(prefix="assetcat-fixtures-") as scratch:
        os.makedirs(os.path.join(scratch, "scripts"))
        for g in GENERATORS:
            shutil.copy(os.path.join(ROOT, "scripts", g), os.path.join(scratch, "scripts", g))
        subprocess.run([sys.executable, "scripts/make-sample-assets.py", "SampleAssets/Demo.xcassets"],
                       cwd=scratch, check=True, stdout=subprocess.DEVNULL)
        subprocess.run([sys.executable, "scripts/make-broken-samples.py"], cwd=scratch, check=True,
                       stdout=subprocess.DEVNULL)
        for made, kept in OUTPUTS:
            made_dir, kept_dir = os.path.join(scratch, made), os.path.join(ROOT, kept)
            made_files, kept_files = files(made_dir), files(kept_dir)
            for f in sorted(kept_files - made_files):
                if os.path.join(kept, f) not in HAND_WRITTEN:
                    problems.append(f"{kept}/{f}: committed, but no generator writes it")
            for f in sorted(made_files - kept_files):
                problems.append(f"{kept}/{f}: the generator writes it, but it is not committed")
            for f in sorted(made_files & kept_files):
                if not filecmp.cmp(os.path.join(made_dir, f), os.path.join(kept_dir, f), shallow=False):
                    problems.append(f"{kept}/{f}: differs from what its generator writes")
    for p in problems:
        print(f"check-fixtures: {p}", file=sys.stderr)
    if problems:
        print("check-fixtures: run the generator (scripts/make-*.py) and commit what it writes", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
