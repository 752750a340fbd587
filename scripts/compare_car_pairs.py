#!/usr/bin/env python3
"""Compare assetcat's Assets.car with Apple's for source+car pairs.

    compare_car_pairs.py --bin .build/debug/assetcat PAIR_DIR...

For each PAIR_DIR (one .xcassets and Apple's .car, as in a local collection of pairs), compiles the
catalog with Apple's platform, deployment target, app icon and (for a car Apple thinned for one
device) that device as `--target-device` (read from Apple's car with `assetcat info`), then compares, with assetcat's reader: facet names; renditions matched by
(facet, slot, file name) with their key attributes, pixel size, layout, pixel format, slicing,
alignment insets and rendering mode. Prints
the differences, one line each, and a count per kind.
"""
import argparse, collections, glob, json, os, re, subprocess, sys, tempfile

PLATFORMS = {"ios": "iphoneos", "macosx": "macosx", "atv": "appletvos", "watchos": "watchos"}
# CoreUI's idiom numbers in a car's thinning arguments (`<idiom 1>`), as `--target-device` names.
DEVICES = {"1": "iphone", "2": "ipad", "3": "tv", "5": "watch", "7": "mac", "8": "vision"}

def thinning(meta):
    """`--target-device` for a car Apple thinned for one device (its `thinningArguments`); the
    scale it also thinned to has no car option here, so other scales show as ours only."""
    idiom = re.search(r"<idiom (\d+)>", meta.get("thinningArguments") or "")
    return ["--target-device", DEVICES[idiom.group(1)]] if idiom and idiom.group(1) in DEVICES else []

def info(bin_, car):
    return json.loads(subprocess.run([bin_, "info", "--format", "json", car], check=True, capture_output=True, text=True).stdout)

def renditions(doc):
    out = {}
    for a in doc["assets"]:
        for r in a["renditions"]:
            key = (a["name"], json.dumps(r.get("slot", {}), sort_keys=True), r.get("file"))
            out.setdefault(key, r)
    return out

def compare(bin_, pair):
    cars = sorted(glob.glob(os.path.join(pair, "**", "*.car"), recursive=True))
    cats = sorted(c for c in glob.glob(os.path.join(pair, "**", "*.xcassets"), recursive=True) if ".xcassets/" not in c[len(pair):])
    if not cars or not cats:
        return None
    apple = info(bin_, cars[0])
    meta = apple.get("car", {})
    platform = PLATFORMS.get(meta.get("platform") or "ios", "iphoneos")
    target = meta.get("platformVersion") or "9.0"
    icons = [a["name"] for a in apple["assets"] if a["kind"] == "app-icon"]
    out = os.path.join(tempfile.mkdtemp(), "Assets.car")
    # The App Store icon check (AC072) is not actool's: a debug build's car is compared as built.
    cmd = [bin_, "compile", cats[0], "-o", out, "--platform", platform, "--minimum-deployment-target", target, "--quiet", "--force",
           "--skip-app-store-deployment"] + thinning(meta)
    # Apple's app icon may come from an Icon Composer document beside the catalog, or from a
    # catalog other than the one kept here: name it only when the catalog has the set.
    own = [i for i in icons if glob.glob(os.path.join(glob.escape(cats[0]), "**", glob.escape(i) + ".appiconset"), recursive=True)]
    if own:
        cmd += ["--app-icon", own[0]]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        return [("compile failed", r.stderr.strip().splitlines()[-1] if r.stderr else "")]
    mine = info(bin_, out)
    diffs = []
    an, mn = {a["name"] for a in apple["assets"]}, {a["name"] for a in mine["assets"]}
    diffs += [("facet only in Apple's car", n) for n in sorted(an - mn)]
    diffs += [("facet only in ours", n) for n in sorted(mn - an)]
    ar, mr = renditions(apple), renditions(mine)
    diffs += [("rendition only in Apple's car", "%s %s %s" % k) for k in sorted(set(ar) - set(mr)) if k[0] in mn]
    diffs += [("rendition only in ours", "%s %s %s" % k) for k in sorted(set(mr) - set(ar)) if k[0] in an]
    for k in sorted(set(ar) & set(mr)):
        for field in ("pixelSize", "layout", "pixelFormat", "extras", "slicing", "alignmentInsets", "renderingMode"):
            if ar[k].get(field) != mr[k].get(field):
                diffs.append(("different " + field, "%s %s: Apple %s, ours %s" % (k[0], k[2], ar[k].get(field), mr[k].get(field))))
    diffs.append(("key format", "Apple %s, ours %s" % (meta.get("keyFormat"), mine.get("car", {}).get("keyFormat"))))
    return diffs

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("pairs", nargs="+")
    a = ap.parse_args()
    total = collections.Counter()
    for p in a.pairs:
        d = compare(a.bin, p.rstrip("/"))
        if d is None:
            continue
        print("== %s" % p)
        for kind, text in d:
            total[kind] += 1
            print("  %s: %s" % (kind, text))
    print("== totals")
    for k, n in sorted(total.items()):
        print("  %4d %s" % (n, k))

if __name__ == "__main__":
    sys.exit(main())
