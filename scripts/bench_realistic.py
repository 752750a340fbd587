"""The realistic bench catalog, measured beside xcbuild's actool when ACTOOL=path is set.

gen_realistic_catalog.py --seed 1 --sets N writes it once into bench-cache/realistic-N (3,000
sets: 9,000 PNGs of 100–1,000 pixels a side, ~100 MB, flat icons and noisy photos). The floors
use every core, as compile does: reading every byte, and libpng's own decode of every PNG
(`assetcat-bench floor-decode`). Each figure is the median of `repeat` runs (wall and CPU); peak
RSS is the largest of the runs.
"""
import json, os, shutil, subprocess, sys

from benchlib import CACHE, ROOT, generated_catalog, median_run, run
import bench_incremental


TARGETS = {  # realistic catalog, same run
    "decode_vs_actool": 10, "decode_vs_floor": 1.3, "decode_rss_mb": 64,
    "car_vs_actool": 10, "car_rss_mb": 128, "noop_fraction": 0.05,
    "car_vs_decode_cpu": 2.5, "wall_vs_cpu": 0.65, "rebuild_fraction": 0.05, "noisy_car_vs_actool": 5,
    "car_info_s": 0.5, "car_resolve_s": 0.020,  # on the car written from this catalog
}

def generate(sets, noisy=False):
    if noisy:
        return generated_catalog("gen_realistic_catalog.py", "noisy", sets, extra=["--noisy"])
    return generated_catalog("gen_realistic_catalog.py", "realistic", sets)

def load_average():
    with open("/proc/loadavg") as f:
        return float(f.read().split()[0])

def measure(bin_dir, sets, repeat, noisy=False):
    """The realistic catalog's figures; with `noisy`, the catalog of mid-size art with light noise."""
    root, summary = generate(sets, noisy)
    cat = os.path.join(root, "Bench.xcassets")
    work = os.path.join(CACHE, "work-%s-%d" % ("noisy" if noisy else "realistic", sets))
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    out, car = os.path.join(work, "Bench.assetcat"), os.path.join(work, "Bench.car")
    assetcat, harness = os.path.join(bin_dir, "assetcat"), os.path.join(bin_dir, "assetcat-bench")
    r = dict(summary, load_before=load_average(), noisy=noisy)

    def clean():
        for f in (out, car, out + ".stamp", car + ".stamp", car + ".cache"):
            if os.path.exists(f):
                os.remove(f)

    def clean_car():
        for f in (car, car + ".stamp", car + ".cache"):
            if os.path.exists(f):
                os.remove(f)

    def measured(key, cmd, before=None, check=True):
        cpu = []
        t, rss = median_run(cmd, repeat, before=before, cpu=cpu, check=check)
        r.update({key + "_s": t, key + "_cpu_s": cpu[0], key + "_rss_mb": rss})

    def measured_many(key, cmd, n):
        cpu = []
        t, rss = median_run(cmd, n, cpu=cpu, stdout=subprocess.PIPE)
        r.update({key + "_s": t, key + "_cpu_s": cpu[0], key + "_rss_mb": rss})

    run([harness, "floor-read", cat])  # warm the page cache once
    measured("floor_read", [harness, "floor-read", cat])
    measured("floor_decode", [harness, "floor-decode", cat])
    measured("compile", [assetcat, "compile", cat, "-o", out], before=clean)
    measured("decode", [assetcat, "compile", cat, "-o", out, "--decode"], before=clean)
    # The output is up to date: a compile with the same options first (--decode's stamp differs).
    run([assetcat, "compile", cat, "-o", out, "--quiet"])
    measured("noop", [assetcat, "compile", cat, "-o", out])
    # Cold: no rendition cache (clean removes it); the build writes one, as it always does.
    measured("car", [assetcat, "compile", cat, "-o", car, "--force", "--quiet"], before=clean_car)
    r["car_bytes"] = os.path.getsize(car)
    # The same car through the actool drop-in (what Xcode-style builds run): its own pass over the
    # catalogs, and the car streamed to a temporary file until every output is made.
    ours = os.path.join(work, "dropin-out")
    os.makedirs(ours, exist_ok=True)
    measured("dropin", [assetcat, "actool", "--compile", ours, "--platform", "iphoneos", "--minimum-deployment-target", "15.0",
                        "--output-format", "human-readable-text", cat])
    bench_incremental.measure(assetcat, cat, work, repeat, r, "rebuild")
    # `info` and one `resolve` on this ~100 MB car, each as a whole process.
    measured_many("car_info", [assetcat, "info", car], max(repeat, 9))
    measured_many("car_resolve", [assetcat, "resolve", car, summary_name(root), "--traits", "idiom=phone,scale=3"], max(repeat, 21))
    measured_many("process", [assetcat, "--version"], max(repeat, 21))
    _, _, _, o = run([harness, "lookup", out, "--iterations", "200000"], stdout=subprocess.PIPE)
    r.update(json.loads(o))
    actool = os.environ.get("ACTOOL")
    if actool:
        peer = os.path.join(work, "actool-out")
        os.makedirs(peer, exist_ok=True)
        # Its exit status is 1 on warnings it calls errors ("platform not supported"); the car is written.
        measured("actool", [actool, "--compile", peer, "--platform", "iphoneos", "--minimum-deployment-target", "15.0",
                            "--output-format", "human-readable-text", cat], check=False)
        r["actool_car_bytes"] = os.path.getsize(os.path.join(peer, "Assets.car"))
    r["load_after"] = load_average()
    return r

def summary_name(root):
    """An image set's name in the generated catalog (the first in name order)."""
    cat = os.path.join(root, "Bench.xcassets")
    for dirpath, dirs, _ in os.walk(cat):
        dirs.sort()
        for d in dirs:
            if d.endswith(".imageset"):
                return d[: -len(".imageset")]
    raise SystemExit("no image set in " + cat)

def row(r, key):
    return "%.3f s wall  %.3f s CPU  %4.0f MB RSS" % (r[key + "_s"], r[key + "_cpu_s"], r[key + "_rss_mb"])

def ratio(r, a, b):
    return "%.2f× wall  %.2f× CPU" % (r[a + "_s"] / r[b + "_s"], r[a + "_cpu_s"] / r[b + "_cpu_s"])

def fmt(r):
    lines = ["%s catalog: %d sets, %d PNGs (%d photos), %.1f MB, %.0f Mpx; load average %.1f → %.1f" % (
        "noisy" if r.get("noisy") else "realistic", r["sets"], r["images"], r["photos"], r["bytes"] / 1e6, r["pixels"] / 1e6,
        r["load_before"], r["load_after"])]
    rows = [("floor: read every byte", "floor_read"), ("floor: libpng decode of every PNG", "floor_decode"),
            ("compile (headers only)", "compile"), ("compile --decode", "decode"), ("no-op recompile", "noop"),
            ("compile -o Assets.car", "car"), ("assetcat actool (drop-in)", "dropin"), ("xcbuild actool (ACTOOL=)", "actool"),
            ("car rebuild: one PNG changed", "rebuild_changed"), ("car rebuild: one image set added", "rebuild_added"),
            ("car rebuild: that set removed", "rebuild_removed")]
    for label, key in rows:
        lines.append("  %-36s %s" % (label, row(r, key) if key + "_s" in r else "n/a"))
    for label, key in (("info of that car (whole process)", "car_info"), ("resolve one asset in it (process)", "car_resolve"),
                       ("assetcat --version (process start)", "process")):
        lines.append("  %-36s %6.1f ms wall  %6.1f ms CPU  %4.0f MB RSS" % (label, r[key + "_s"] * 1e3, r[key + "_cpu_s"] * 1e3, r[key + "_rss_mb"]))
    lines.append("  %-36s %.1f MB (xcbuild's: %s)" % ("Assets.car size", r["car_bytes"] / 1e6,
                 "%.1f MB" % (r["actool_car_bytes"] / 1e6) if "actool_car_bytes" in r else "n/a"))
    lines.append("  %-36s open %.3f ms, resolution %.0f ns, resolve %.0f ns" % (
        "lookups", r["open_ms"], r["lookup_ref_ns"], r["lookup_ns"]))
    return "\n".join(lines)

def verdicts(r):
    name = "noisy" if r.get("noisy") else "realistic"
    rebuilds = [("rebuild_" + k) for k in ("changed", "added", "removed")]
    checks = [
        ("car CPU ≤ 2.5× compile --decode CPU", r["car_cpu_s"] <= TARGETS["car_vs_decode_cpu"] * r["decode_cpu_s"],
         "%.2f×" % (r["car_cpu_s"] / r["decode_cpu_s"])),
        ("car wall ≤ 0.65× its CPU", r["car_s"] <= TARGETS["wall_vs_cpu"] * r["car_cpu_s"], "%.2f×" % (r["car_s"] / r["car_cpu_s"])),
    ] + [
        ("%s ≤ 5%% of a cold car, same bytes" % k.replace("_", ": "),
         r[k + "_s"] <= TARGETS["rebuild_fraction"] * r["car_s"] and r[k + "_identical"],
         "%.1f%%%s" % (100 * r[k + "_s"] / r["car_s"], "" if r[k + "_identical"] else ", NOT byte-identical"))
        for k in rebuilds
    ]
    if r.get("noisy"):
        if "actool_s" in r:
            checks.append(("car ≥ 5× faster than actool (%s)" % name, r["actool_s"] >= TARGETS["noisy_car_vs_actool"] * r["car_s"],
                           ratio(r, "actool", "car")))
        checks.append(("Assets.car write ≤ 128 MB peak RSS", r["car_rss_mb"] <= TARGETS["car_rss_mb"], "%.0f MB" % r["car_rss_mb"]))
        return checks
    checks += [
        ("compile --decode ≤ 1.3× libpng decode floor", r["decode_s"] <= TARGETS["decode_vs_floor"] * r["floor_decode_s"], ratio(r, "decode", "floor_decode")),
        ("compile --decode ≤ 64 MB peak RSS", r["decode_rss_mb"] <= TARGETS["decode_rss_mb"], "%.0f MB" % r["decode_rss_mb"]),
        ("Assets.car write ≤ 128 MB peak RSS", r["car_rss_mb"] <= TARGETS["car_rss_mb"], "%.0f MB" % r["car_rss_mb"]),
        ("assetcat actool ≤ 128 MB peak RSS", r["dropin_rss_mb"] <= TARGETS["car_rss_mb"], "%.0f MB" % r["dropin_rss_mb"]),
        ("no-op ≤ 5% of cold compile", r["noop_s"] <= TARGETS["noop_fraction"] * r["compile_s"], "%.1f%%" % (100 * r["noop_s"] / r["compile_s"])),
        ("info of the ~100 MB car ≤ 0.5 s", r["car_info_s"] <= TARGETS["car_info_s"], "%.0f ms" % (r["car_info_s"] * 1e3)),
        ("one resolve on the car ≤ 20 ms", r["car_resolve_s"] <= TARGETS["car_resolve_s"], "%.1f ms" % (r["car_resolve_s"] * 1e3)),
    ]
    if "actool_s" in r:
        checks += [
            ("compile --decode ≥ 10× faster than actool", r["actool_s"] >= TARGETS["decode_vs_actool"] * r["decode_s"], ratio(r, "actool", "decode")),
            ("Assets.car write ≥ 10× faster than actool", r["actool_s"] >= TARGETS["car_vs_actool"] * r["car_s"], ratio(r, "actool", "car")),
        ]
    return checks
