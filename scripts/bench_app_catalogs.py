"""Real apps' catalogs: an Assets.car write against `compile --decode` of the same catalogs.

    ASSETCAT_APP_CATALOGS=FILE python3 scripts/bench_app_catalogs.py --bin .build/release [--repeat 3]

FILE lists one app a line, `NAME PATH [PATH …]` (paths relative to FILE's folder; a line starting
with # is a comment), for example the public catalogs of OsmAnd (`Resources/Images.xcassets`),
VLC (`Resources/iOS/Images.xcassets`) and Pocket Casts (`podcasts/*.xcassets`). No such catalogs
ship with assetcat; without the variable the row says so. For each app: `compile --decode` (every
image decoded, the floor of any writer that reads its pixels), `compile -o X.car --no-cache` (cold,
every rendition encoded), and `compile -o X.car` twice with a fresh cache folder (the second run a
rebuild with nothing changed); CPU is user + system, the median of `repeat` runs.
"""
import argparse, glob, os, shutil, sys

from benchlib import CACHE, median_run

TARGETS = {"car_vs_decode_cpu": 2.5, "wall_vs_cpu": 0.65, "car_rss_mb": 128}

def apps():
    """(name, [catalog paths]) of each app the list names, or None without ASSETCAT_APP_CATALOGS."""
    listing = os.environ.get("ASSETCAT_APP_CATALOGS")
    if not listing:
        return None
    base = os.path.dirname(os.path.abspath(listing))
    out = []
    with open(listing) as f:
        for line in f:
            words = line.split()
            if not words or words[0].startswith("#"):
                continue
            paths = sorted(p for w in words[1:] for p in glob.glob(os.path.join(base, w)))
            if not paths:
                sys.exit("%s: no catalog matches %s" % (listing, " ".join(words[1:])))
            out.append((words[0], paths))
    return out

def measure(bin_dir, repeat):
    """Each app's figures (a list of dicts), or None without ASSETCAT_APP_CATALOGS."""
    listed = apps()
    if listed is None:
        return None
    assetcat = os.path.join(bin_dir, "assetcat")
    rows = []
    for name, cats in listed:
        work = os.path.join(CACHE, "apps", name)
        shutil.rmtree(work, ignore_errors=True)
        os.makedirs(work)
        out, car, cache = os.path.join(work, "x.assetcat"), os.path.join(work, "x.car"), os.path.join(work, "cache")
        r = {"name": name, "catalogs": len(cats)}

        def measured(key, cmd, before=None):
            cpu = []
            t, rss = median_run(cmd, repeat, before=before, cpu=cpu)
            r.update({key + "_s": t, key + "_cpu_s": cpu[0], key + "_rss_mb": rss})

        def clean():
            for f in (out, out + ".stamp", car, car + ".stamp"):
                if os.path.exists(f):
                    os.remove(f)
            shutil.rmtree(cache, ignore_errors=True)

        median_run([assetcat, "compile"] + cats + ["-o", out, "--decode", "--quiet"], 1, before=clean)  # warm the page cache
        measured("decode", [assetcat, "compile"] + cats + ["-o", out, "--decode", "--quiet"], before=clean)
        measured("car", [assetcat, "compile"] + cats + ["-o", car, "--no-cache", "--quiet"], before=clean)
        r["car_bytes"] = os.path.getsize(car)
        median_run([assetcat, "compile"] + cats + ["-o", car, "--cache-dir", cache, "--quiet"], 1, before=clean)
        measured("rebuild", [assetcat, "compile"] + cats + ["-o", car, "--cache-dir", cache, "--force", "--quiet"])
        rows.append(r)
    return rows

def fmt(rows, noisy=None):
    if rows is None:
        return "app catalogs: n/a (set ASSETCAT_APP_CATALOGS to a list of real apps' catalogs; see scripts/bench_app_catalogs.py)"
    lines = ["app catalogs (car CPU ÷ compile --decode CPU; rebuild: nothing changed, with the cache):"]
    for r in rows:
        lines.append("  %-14s decode %.3f s CPU  car %.3f s wall %.3f s CPU %4.0f MB (%.2f×)  rebuild %.3f s CPU  %.1f MB car" % (
            r["name"], r["decode_cpu_s"], r["car_s"], r["car_cpu_s"], r["car_rss_mb"], r["car_cpu_s"] / r["decode_cpu_s"],
            r["rebuild_cpu_s"], r["car_bytes"] / 1e6))
    car, decode = summed(rows, noisy)
    lines.append("  %-14s decode %.3f s CPU  car %.3f s CPU (%.2f×)%s" % ("sum", decode, car, car / decode,
                 ", the noisy bench included" if noisy else ""))
    return "\n".join(lines)

def summed(rows, noisy=None):
    """Car CPU and decode CPU summed over the apps and, when given, the noisy bench catalog."""
    car = sum(r["car_cpu_s"] for r in rows) + (noisy["car_cpu_s"] if noisy else 0)
    decode = sum(r["decode_cpu_s"] for r in rows) + (noisy["decode_cpu_s"] if noisy else 0)
    return car, decode

def verdicts(rows, noisy=None):
    if not rows:
        return []
    car, decode = summed(rows, noisy)
    return [("car CPU ≤ 2.5× compile --decode CPU, summed over the apps%s" % (" and the noisy bench" if noisy else ""),
             car <= TARGETS["car_vs_decode_cpu"] * decode, "%.2f×" % (car / decode))] + [
            ("%s car ≤ 128 MB peak RSS" % r["name"], r["car_rss_mb"] <= TARGETS["car_rss_mb"], "%.0f MB" % r["car_rss_mb"])
            for r in rows] + [
            ("%s car wall ≤ 0.65× its CPU" % r["name"], r["car_s"] <= TARGETS["wall_vs_cpu"] * r["car_cpu_s"],
             "%.2f×" % (r["car_s"] / r["car_cpu_s"])) for r in rows]

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    rows = measure(a.bin, a.repeat)
    print(fmt(rows))
    for label, ok, value in verdicts(rows):
        print("  %-5s %-60s %s" % ("pass" if ok else "SHORT", label, value))
