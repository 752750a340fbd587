#!/usr/bin/env python3
"""Round trip check: compile every catalog, extract it, compare with the source.

    scripts/roundtrip_check.py [--bin .build/debug/assetcat] [PATH ...]

PATH is an .xcassets folder or a folder searched for them (default: the folder $ASSETCAT_CORPORA names, else
the slice in Tests/Fixtures/Corpora, and SampleAssets). Catalogs are read in place; the compiled file and the extracted folder go to a
temporary folder that is removed. For each catalog, every Contents.json of the source is looked up
in the extracted folder: `missing` (extract wrote none: a folder the compiled catalog does not hold),
`json` (present but not equal to the source as JSON: empty entries, unknown keys or values lost),
`bytes` (equal as JSON, other bytes: formatting). Every extracted image is compared with its source
byte for byte (`images`); files of the source's asset folders that extract did not write are
counted (`not_extracted`: files no entry names, entries the model drops). Exit status 1 when any
Contents.json is missing or differs as JSON, or any image differs: a missing Contents.json is a
folder the round trip lost (a visionOS solid image stack's layers), not a pass. The
default paths leave out SampleAssets/Broken, whose catalogs are broken on purpose (half do not
compile; AC030's second asset of a name is dropped by design).
"""
import argparse, json, os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def catalogs(paths):
    for p in paths:
        if p.endswith(".xcassets"):
            yield p
            continue
        for dirpath, dirs, _ in os.walk(p):
            for d in sorted(dirs):
                if d.endswith(".xcassets"):
                    yield os.path.join(dirpath, d)
            dirs[:] = sorted(d for d in dirs if not d.endswith(".xcassets"))


def files(root):
    out = {}
    for dirpath, _, names in os.walk(root):
        for n in names:
            full = os.path.join(dirpath, n)
            out[os.path.relpath(full, root)] = full
    return out


def check(binary, catalog, tmp):
    out = os.path.join(tmp, "c.assetcat")
    dest = os.path.join(tmp, "x", os.path.basename(catalog))
    for args in (["compile", catalog, "-o", out, "--quiet"], ["extract", out, dest]):
        r = subprocess.run([binary] + args, capture_output=True, text=True)
        if r.returncode != 0:
            return {"error": f"{args[0]} exit {r.returncode}: {r.stderr.strip().splitlines()[-1:]}"}
    src, got = files(catalog), files(dest)
    counts = {"contents": 0, "missing": 0, "json": 0, "bytes": 0, "images": 0, "image_diff": 0, "not_extracted": 0}
    for rel, path in src.items():
        if os.path.basename(rel) != "Contents.json":
            continue
        counts["contents"] += 1
        if rel not in got:
            counts["missing"] += 1
            continue
        a, b = open(path, "rb").read(), open(got[rel], "rb").read()
        if json.loads(a) != json.loads(b):
            counts["json"] += 1
        elif a != b:
            counts["bytes"] += 1
    for rel in src:  # files of the asset folders extract wrote, not given back
        folder = os.path.dirname(rel)
        if os.path.basename(rel) != "Contents.json" and "." in os.path.basename(folder) and os.path.isdir(os.path.join(dest, folder)) and rel not in got:
            counts["not_extracted"] += 1
    for rel, path in got.items():
        if os.path.basename(rel) in ("Contents.json", "Appearance.json"):
            continue
        counts["images"] += 1
        if rel not in src or open(src[rel], "rb").read() != open(path, "rb").read():
            counts["image_diff"] += 1
    return counts


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug", "assetcat"))
    ap.add_argument("paths", nargs="*", default=[os.environ.get("ASSETCAT_CORPORA") or os.path.join(ROOT, "Tests", "Fixtures", "Corpora"), os.path.join(ROOT, "SampleAssets")])
    a = ap.parse_args()
    total = {"catalogs": 0, "differing catalogs": 0, "contents": 0, "missing": 0, "json": 0, "bytes": 0, "images": 0, "image_diff": 0, "not_extracted": 0}
    default = not a.paths or a.paths == ap.get_default("paths")
    for catalog in catalogs(a.paths or ap.get_default("paths")):
        if default and os.sep + os.path.join("SampleAssets", "Broken") + os.sep in catalog:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            c = check(a.bin, catalog, tmp)
        name = os.path.relpath(catalog, os.path.join(ROOT, ".."))
        if "error" in c:
            print(f"{name}: {c['error']}")
            continue
        print(f"{name}: {c['contents']} Contents.json, {c['missing']} missing, {c['json']} differ as JSON, "
              f"{c['bytes']} differ in bytes only; {c['images']} images, {c['image_diff']} differ; "
              f"{c['not_extracted']} files of asset folders not extracted")
        total["catalogs"] += 1
        total["differing catalogs"] += 1 if c["json"] or c["bytes"] else 0
        for k in c:
            total[k] += c[k]
    print("total: " + ", ".join(f"{k} {v}" for k, v in total.items()))
    return 1 if total["json"] or total["missing"] or total["image_diff"] else 0


if __name__ == "__main__":
    sys.exit(main())
