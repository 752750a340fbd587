#!/usr/bin/env python3
"""How fast `assetcat report` writes, and how fast its page opens in headless Chromium.

    scripts/bench-report.py --bin .build/release [--sets 3000] [--repeat 3]

Generates the benchmark catalog once (gen_catalog.py, seed 1, into bench-cache/ like
scripts/bench.py), writes its report, then opens index.html from disk with
scripts/report-browser-check.py --repeat times. Load time is navigation start to the page's
ready mark (data parsed, every list row rendered); the target is 2 s at 3,000 assets.
Prints a table and the median.
"""
import argparse, json, os, statistics, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CACHE = os.path.join(ROOT, "bench-cache")
TARGET_MS = 2000


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--sets", type=int, default=3000)
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    catalog_root = os.path.join(CACHE, "catalog-%d" % a.sets)
    if not os.path.exists(os.path.join(catalog_root, "summary.json")):
        print("generating %d image sets into %s …" % (a.sets, catalog_root), file=sys.stderr)
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen_catalog.py"), "--seed", "1",
                        "--sets", str(a.sets), "--out", catalog_root], check=True, stdout=subprocess.DEVNULL)
    catalog = os.path.join(catalog_root, "Bench.xcassets")
    out = os.path.join(CACHE, "report-%d" % a.sets)
    t0 = time.perf_counter()
    subprocess.run([os.path.join(a.bin, "assetcat"), "report", catalog, "-o", out, "--quiet"], check=True)
    write_s = time.perf_counter() - t0
    page = os.path.join(out, "index.html")
    loads, rows = [], 0
    for _ in range(a.repeat):
        r = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "report-browser-check.py"), page,
                            "--query", "set-00"], check=True, capture_output=True, text=True)
        check = json.loads(r.stdout)
        if check["consoleErrors"]:
            sys.exit("console errors: %s" % check["consoleErrors"])
        loads.append(check["loadMs"])
        rows = len(check["names"])
    median = statistics.median(loads)
    print("| what | value |")
    print("|---|---|")
    print("| assets in the list | %d |" % rows)
    print("| index.html | %.1f MB |" % (os.path.getsize(page) / 1e6))
    print("| write the report (wall) | %.2f s |" % write_s)
    print("| open in headless Chromium, median of %d | %.0f ms (target ≤ %d ms) |" % (a.repeat, median, TARGET_MS))
    print("| each run | %s |" % ", ".join("%.0f ms" % x for x in loads))
    return 0 if median <= TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
