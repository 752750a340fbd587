#!/usr/bin/env python3
"""assetcat benchmark : one run, one table, one JSON file.

    scripts/bench.py --bin .build/release [--sizes 300,3000] [--repeat 3] [--json FILE] [--only-scaling]
                     [--realistic-sets 3000 | --only-realistic]      (ACTOOL=path: xcbuild's actool beside)

For each catalog size (generated once by gen_catalog.py into bench-cache/, outside git):
cold compile with and without full pixel decoding (wall, images/s, MB/s, peak RSS), no-op
recompile, validate, the Assets.car write and `size` of the same catalog (every iOS
device), open and single lookups in-process (assetcat-bench), resolve --batch
throughput, the floors (read every input byte once; probe every header), and aapt as a peer
(package with and without --no-crunch) when it is installed (installed with apt-get if possible).
Then `assetcat resolve` as a whole process on a 100-asset and a 10,000-asset compiled
catalog, and the library's open and lookups on the 10,000-asset one.
Then (bench_realistic.py) a catalog of realistic sizes (3,000 sets, 9,000 PNGs of
100–1,000 pixels a side) against the read and libpng-decode floors and, with ACTOOL=path,
xcbuild's actool, with the ratios. Each figure is the median of --repeat runs; peak RSS is the
child's own (VmHWM). Last (bench_lzfse_encode.py) the LZFSE encoder against the reference (PyPI
`lzfse`) on the car writer's BGRA chunks of noisy gradients and real catalogs: CPU time and size.
With ASSETCAT_APP_CATALOGS=FILE (bench_app_catalogs.py), real apps' catalogs: the car write's CPU
against compile --decode's, summed with the noisy catalog's.
"""
import argparse, json, os, random, shutil, statistics, subprocess, sys

from benchlib import CACHE, ROOT, generated_catalog, median_run, run
import bench_app_catalogs
import bench_lzfse_encode
import bench_realistic


TARGETS = {  # on a 2-core machine, for the 3,000-set catalog
    "compile_decode_s": 1.7, "compile_decode_rss_mb": 64, "noop_fraction": 0.05,
    "open_ms": 1.0, "lookup_ns": 200, "batch_rps": 1_000_000,
    "resolve_process_ratio": 1.2,  # 10,000-asset vs 100-asset catalog, whole process
}
# Catalogs of 100 and 10,000 assets (N image sets plus one color set per ten).
SCALING_SETS = (91, 9091)
SCALING_RUNS = 31
# Validate's time per asset on flat catalogs of 2,000 and 20,000 color sets (no image files, so
# parsing, naming and the catalog-wide checks are all there is): a check that grows with the
# square of the catalog (the symbol table's copied scopes once did: 20,000 flat sets 4.07 s,
# 0.97 s fixed) shows as a ratio over 1; the smaller run carries the process start.
LINEARITY_ASSETS = (2000, 20000)
LINEARITY_RATIO = 1.5

def ensure_aapt():
    if shutil.which("aapt"):
        return True
    if os.geteuid() == 0 and shutil.which("apt-get"):
        subprocess.run(["apt-get", "install", "-y", "-qq", "aapt"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return shutil.which("aapt") is not None

def generate(size):
    return generated_catalog("gen_catalog.py", "catalog", size)

def bench_size(bin_dir, size, repeat, have_aapt):
    root, summary = generate(size)
    cat = os.path.join(root, "Bench.xcassets")
    work = os.path.join(CACHE, "work-%d" % size)
    os.makedirs(work, exist_ok=True)
    out = os.path.join(work, "Bench.assetcat")
    assetcat = os.path.join(bin_dir, "assetcat")
    harness = os.path.join(bin_dir, "assetcat-bench")
    mb = summary["bytes"] / 1e6
    n = summary["images"]
    r = {"sets": summary["sets"], "images": n, "image_mb": round(mb, 2)}

    def clean():
        for f in os.listdir(work):
            p = os.path.join(work, f)
            if os.path.isdir(p):
                shutil.rmtree(p)
            else:
                os.remove(p)

    # Warm the page cache once so every step reads from memory, as a developer's rebuild does.
    run([harness, "floor-read", cat])
    t, _ = median_run([harness, "floor-read", cat], repeat)
    r["floor_read_s"] = t
    t, _ = median_run([harness, "floor-probe", cat], repeat)
    r["floor_probe_s"] = t

    t, rss = median_run([assetcat, "compile", cat, "-o", out], repeat, before=clean)
    r.update(compile_s=t, compile_rss_mb=rss, compile_images_per_s=n / t, compile_mb_per_s=mb / t)
    t, rss = median_run([assetcat, "compile", cat, "-o", out, "--decode"], repeat, before=clean)
    r.update(compile_decode_s=t, compile_decode_rss_mb=rss, compile_decode_images_per_s=n / t)
    t, _ = median_run([assetcat, "compile", cat, "-o", out], repeat)  # output is up to date
    r["noop_s"] = t
    r["noop_fraction"] = t / r["compile_s"]
    t, rss = median_run([assetcat, "validate", cat], repeat, check=False)
    r.update(validate_s=t, validate_rss_mb=rss)

    # Assets.car: assetcat's car writer, and xcbuild's actool on the same catalog when
    # ACTOOL=path is given (its exit status is 1 on warnings it calls errors; the car is still written).
    car = os.path.join(work, "Bench.car")
    t, rss = median_run([assetcat, "compile", cat, "-o", car, "--force", "--quiet"], repeat)
    inputs = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(cat) for f in fs)
    r.update(car_s=t, car_rss_mb=rss, car_bytes=os.path.getsize(car), input_bytes=inputs)
    actool = os.environ.get("ACTOOL")
    if actool:
        peer = os.path.join(work, "actool-out")
        os.makedirs(peer, exist_ok=True)
        t, rss = median_run([actool, "--compile", peer, "--platform", "iphoneos", "--minimum-deployment-target", "15.0",
                             "--output-format", "human-readable-text", cat], repeat, check=False)
        r.update(actool_s=t, actool_rss_mb=rss)
    r.update(bench_size_query(assetcat, cat, car, work, repeat))

    _, _, _, o = run([harness, "lookup", out, "--iterations", "200000"], stdout=subprocess.PIPE)
    r.update(json.loads(o))  # open_ms, lookup_ns (resolve: copies), lookup_ref_ns (resolution: no copy)

    names = json.loads(run([assetcat, "info", out, "--format", "json"], stdout=subprocess.PIPE)[3])
    names = [a["name"] for a in names.get("assets", [])] or ["x"]
    rnd = random.Random(7)
    lines = []
    for _ in range(200_000):
        traits = {"idiom": rnd.choice(["phone", "pad"]), "scale": rnd.choice([1, 2, 3]),
                  "style": rnd.choice(["light", "dark"]), "height": rnd.choice(["compact", "regular"])}
        lines.append(json.dumps({"name": rnd.choice(names), "traits": traits}))
    batch = ("\n".join(lines) + "\n").encode()
    ts = []
    for _ in range(repeat):
        dt, _, _, _ = run([assetcat, "resolve", out, "--batch", "-"], stdin=batch, stdout=subprocess.DEVNULL, check=False)
        ts.append(dt)
    r["batch_rps"] = len(lines) / statistics.median(ts)

    if have_aapt:
        a = os.path.join(root, "android")
        apk = os.path.join(work, "out.apk")
        for key, extra in (("aapt_s", []), ("aapt_nocrunch_s", ["--no-crunch"])):
            t, _ = median_run(["aapt", "package", "-f"] + extra + ["-M", os.path.join(a, "AndroidManifest.xml"),
                              "-S", os.path.join(a, "res"), "-F", apk], repeat)
            r[key] = t
    return r

def bench_size_query(assetcat, cat, car, work, repeat):
    """`assetcat size` of the catalog for every iOS device (the universal car and three thinned
    variants, measured without writing), cold (`--no-cache`: every rendition encoded) and with the
    rendition cache a car write just kept (its records counted, not encoded): CPU seconds (user +
    system) beside a cold car write's, and its universal figure, which must not depend on the cache."""
    caches = os.path.join(work, "size-caches")
    shutil.rmtree(caches, ignore_errors=True)
    car_cpu, cold_cpu, warm_cpu = [], [], []
    median_run([assetcat, "compile", cat, "-o", car, "--force", "--quiet", "--no-cache"], repeat, cpu=car_cpu)
    cold_t, _ = median_run([assetcat, "size", cat, "--format", "json", "--no-cache"], repeat, cpu=cold_cpu)
    run([assetcat, "compile", cat, "-o", car, "--force", "--quiet", "--cache-dir", caches])
    t, rss = median_run([assetcat, "size", cat, "--format", "json", "--cache-dir", caches], repeat, cpu=warm_cpu)
    _, _, _, o = run([assetcat, "size", cat, "--format", "json", "--cache-dir", caches], stdout=subprocess.PIPE)
    _, _, _, cold = run([assetcat, "size", cat, "--format", "json", "--no-cache"], stdout=subprocess.PIPE)
    report = json.loads(o)
    return {"size_s": t, "size_rss_mb": rss, "size_universal": report["universal"],
            "size_variants": len({d["variant"] for d in report["devices"]}),
            "size_cold_s": cold_t, "size_same_cold": json.loads(cold) == report,
            "car_cold_cpu_s": car_cpu[0], "size_cold_cpu_s": cold_cpu[0], "size_cpu_s": warm_cpu[0]}

def bench_scaling(bin_dir, repeat):
    """`assetcat resolve CATALOG.assetcat NAME --traits …` as a whole process on a 100-asset and a
    10,000-asset compiled catalog (the cost should follow the answer, not the catalog), and the
    library's open and lookups on the 10,000-asset one. The two processes run alternately, so a
    change in the machine's load affects both alike."""
    assetcat = os.path.join(bin_dir, "assetcat")
    harness = os.path.join(bin_dir, "assetcat-bench")
    r, cmds, keys = {}, [], []
    for sets in SCALING_SETS:
        root, _ = generate(sets)
        work = os.path.join(CACHE, "work-scale-%d" % sets)
        os.makedirs(work, exist_ok=True)
        out = os.path.join(work, "Bench.assetcat")
        run([assetcat, "compile", os.path.join(root, "Bench.xcassets"), "-o", out, "--force"])
        info = json.loads(run([assetcat, "info", out, "--format", "json"], stdout=subprocess.PIPE)[3])
        names = sorted(a["name"] for a in info["assets"] if a.get("kind") == "image")
        cmd = [assetcat, "resolve", out, names[len(names) // 2], "--traits", "idiom=phone,scale=3,height=compact"]
        run(cmd)  # warm the page cache
        cmds.append(cmd)
        keys.append("%d" % info["assetCount"])
        r["assets_" + keys[-1]] = info["assetCount"]
        if sets == SCALING_SETS[-1]:
            _, _, _, o = run([harness, "lookup", out, "--iterations", "200000"], stdout=subprocess.PIPE)
            r.update({k + "_10000": v for k, v in json.loads(o).items()})
    times = {k: [] for k in keys}
    rss = {k: 0.0 for k in keys}
    for _ in range(SCALING_RUNS):
        for k, cmd in zip(keys, cmds):
            dt, mb, _, _ = run(cmd)
            times[k].append(dt)
            rss[k] = max(rss[k], mb)
    for k in keys:
        r["resolve_process_ms_" + k] = statistics.median(times[k]) * 1e3
        r["resolve_process_rss_mb_" + k] = rss[k]
    r["small"], r["big"] = keys
    r["resolve_process_ratio"] = r["resolve_process_ms_" + keys[1]] / r["resolve_process_ms_" + keys[0]]
    r.update(validate_linearity(assetcat, repeat))
    return r

def flat_catalog(count):
    """bench-cache/flat-COUNT/Flat.xcassets: COUNT color sets side by side, made once."""
    cat = os.path.join(CACHE, "flat-%d" % count, "Flat.xcassets")
    if not os.path.exists(os.path.join(cat, "Contents.json")):
        info = '"info" : {\n    "author" : "xcode",\n    "version" : 1\n  }'
        for i in range(count):
            d = os.path.join(cat, "color%05d.colorset" % i)
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, "Contents.json"), "w") as f:
                f.write('{\n  "colors" : [\n    {\n      "color" : {\n        "color-space" : "srgb",\n'
                        '        "components" : { "alpha" : "1.000", "blue" : "0.%03d", "green" : "0.500", "red" : "0.250" }\n'
                        '      },\n      "idiom" : "universal"\n    }\n  ],\n  %s\n}\n' % (i % 1000, info))
        with open(os.path.join(cat, "Contents.json"), "w") as f:
            f.write("{\n  %s\n}\n" % info)
    return cat

def validate_linearity(assetcat, repeat):
    """`assetcat validate` on flat catalogs of LINEARITY_ASSETS color sets: µs per asset, and the ratio."""
    per_asset = []
    for count in LINEARITY_ASSETS:
        cat = flat_catalog(count)
        run([assetcat, "validate", cat])  # warm the page cache
        t, _ = median_run([assetcat, "validate", cat], max(repeat, 5))
        per_asset.append(t / count * 1e6)
    return {"validate_us_per_asset": per_asset, "validate_linearity": per_asset[1] / per_asset[0]}

def fmt_scaling(r):
    small, big = r["small"], r["big"]
    return "\n".join([
        "resolve, whole process (median of %d alternating runs):" % SCALING_RUNS,
        "  %6s assets: %.2f ms, %.0f MB peak RSS" % (small, r["resolve_process_ms_" + small], r["resolve_process_rss_mb_" + small]),
        "  %6s assets: %.2f ms, %.0f MB peak RSS" % (big, r["resolve_process_ms_" + big], r["resolve_process_rss_mb_" + big]),
        "  ratio: %.2f×" % r["resolve_process_ratio"],
        "validate, flat color sets, µs per asset: %.1f at %d, %.1f at %d (ratio %.2f×)" % (
            r["validate_us_per_asset"][0], LINEARITY_ASSETS[0], r["validate_us_per_asset"][1], LINEARITY_ASSETS[1],
            r["validate_linearity"]),
        "library on %s assets: open %.3f ms, resolution %.0f ns, resolve (values) %.0f ns, first lookup %.0f ns" % (
            big, r["open_ms_10000"], r["lookup_ref_ns_10000"], r["lookup_ns_10000"], r["lookup_first_ns_10000"]),
    ])

def scaling_verdicts(r):
    return [
        ("resolve process 10,000 ÷ 100 assets ≤ 1.2×", r["resolve_process_ratio"] <= TARGETS["resolve_process_ratio"], "%.2f×" % r["resolve_process_ratio"]),
        ("validate per asset, 20,000 ÷ 2,000 flat sets ≤ %.1f×" % LINEARITY_RATIO,
         r["validate_linearity"] <= LINEARITY_RATIO, "%.2f×" % r["validate_linearity"]),
        ("open 10,000 assets ≤ 1 ms", r["open_ms_10000"] <= TARGETS["open_ms"], "%.3f ms" % r["open_ms_10000"]),
        ("resolve (values) ≤ 200 ns median, 10,000 assets", r["lookup_ns_10000"] <= TARGETS["lookup_ns"], "%.0f ns" % r["lookup_ns_10000"]),
    ]

def fmt_table(results):
    rows = [
        ("images (sets)", lambda r: "%d (%d)" % (r["images"], r["sets"])),
        ("floor: read every byte", lambda r: "%.3f s" % r["floor_read_s"]),
        ("floor: probe every header", lambda r: "%.3f s" % r["floor_probe_s"]),
        ("compile (no decode)", lambda r: "%.3f s  %.0f img/s  %.1f MB/s  %.0f MB RSS" % (r["compile_s"], r["compile_images_per_s"], r["compile_mb_per_s"], r["compile_rss_mb"])),
        ("  ÷ read floor", lambda r: "%.2f×" % (r["compile_s"] / r["floor_read_s"])),
        ("compile --decode", lambda r: "%.3f s  %.0f img/s  %.0f MB RSS" % (r["compile_decode_s"], r["compile_decode_images_per_s"], r["compile_decode_rss_mb"])),
        ("no-op recompile", lambda r: "%.3f s  (%.1f%% of cold)" % (r["noop_s"], 100 * r["noop_fraction"])),
        ("Assets.car write", lambda r: "%.3f s  %.0f MB RSS  %.1f MB car / %.1f MB input files" % (r["car_s"], r["car_rss_mb"], r["car_bytes"] / 1e6, r["input_bytes"] / 1e6)),
        ("size, every iOS device", lambda r: "%.3f s  %.0f MB RSS  %.0f%% of the car write (%d cars measured, none written)"
         % (r["size_s"], r["size_rss_mb"], 100 * r["size_s"] / r["car_s"], r["size_variants"] + 1)),
        ("size CPU, cold / warm cache", lambda r: "%.2f / %.2f s  %.0f%% / %.0f%% of a cold car write's %.2f s%s"
         % (r["size_cold_cpu_s"], r["size_cpu_s"], 100 * r["size_cold_cpu_s"] / r["car_cold_cpu_s"],
            100 * r["size_cpu_s"] / r["car_cold_cpu_s"], r["car_cold_cpu_s"],
            "" if r["size_same_cold"] else "  FIGURES DIFFER")),
        ("xcbuild actool (ACTOOL=)", lambda r: "%.3f s  %.0f MB RSS  (assetcat %.2f× faster)" % (r["actool_s"], r["actool_rss_mb"], r["actool_s"] / r["car_s"]) if "actool_s" in r else "n/a"),
        ("validate", lambda r: "%.3f s  %.0f MB RSS" % (r["validate_s"], r["validate_rss_mb"])),
        ("open compiled catalog", lambda r: "%.3f ms" % r["open_ms"]),
        ("lookup: resolution (median)", lambda r: "%.0f ns" % r["lookup_ref_ns"]),
        ("lookup: resolve, values (median)", lambda r: "%.0f ns" % r["lookup_ns"]),
        ("resolve --batch", lambda r: "%.0f req/s" % r["batch_rps"]),
        ("aapt package", lambda r: "%.3f s" % r["aapt_s"] if "aapt_s" in r else "n/a"),
        ("aapt package --no-crunch", lambda r: "%.3f s" % r["aapt_nocrunch_s"] if "aapt_nocrunch_s" in r else "n/a"),
        ("compile ÷ aapt --no-crunch", lambda r: "%.2f×" % (r["compile_s"] / r["aapt_nocrunch_s"]) if "aapt_nocrunch_s" in r else "n/a"),
        ("compile --decode ÷ aapt (crunch)", lambda r: "%.2f×" % (r["compile_decode_s"] / r["aapt_s"]) if "aapt_s" in r else "n/a"),
    ]
    sizes = sorted(results, key=int)
    w0 = max(len(r[0]) for r in rows)
    cols = [max(len(str(s)) + 5, max(len(f(results[s])) for _, f in rows)) for s in sizes]
    lines = [" " * w0 + " | " + " | ".join(("%s sets" % s).ljust(c) for s, c in zip(sizes, cols))]
    lines.append("-" * len(lines[0]))
    for label, f in rows:
        lines.append(label.ljust(w0) + " | " + " | ".join(f(results[s]).ljust(c) for s, c in zip(sizes, cols)))
    return "\n".join(lines)

def verdicts(r):
    checks = [
        ("compile --decode ≤ 1.7 s", r["compile_decode_s"] <= TARGETS["compile_decode_s"], "%.3f s" % r["compile_decode_s"]),
        ("compile --decode ≤ 64 MB peak RSS", r["compile_decode_rss_mb"] <= TARGETS["compile_decode_rss_mb"], "%.0f MB" % r["compile_decode_rss_mb"]),
        ("Assets.car write ≤ 128 MB peak RSS", r["car_rss_mb"] <= 128, "%.0f MB" % r["car_rss_mb"]),
        ("size (every iOS device) < the car write", r["size_s"] < r["car_s"], "%.3f s vs %.3f s (%.0f%%)" % (
            r["size_s"], r["car_s"], 100 * r["size_s"] / r["car_s"])),
        ("size with a warm cache <= 1/3 of a cold car write's CPU, same figures",
         3 * r["size_cpu_s"] <= r["car_cold_cpu_s"] and r["size_same_cold"], "%.2f s vs %.2f s (%.0f%%)" % (
            r["size_cpu_s"], r["car_cold_cpu_s"], 100 * r["size_cpu_s"] / r["car_cold_cpu_s"])),
        ("Assets.car no larger than its input files", r["car_bytes"] <= r["input_bytes"], "%d vs %d bytes" % (r["car_bytes"], r["input_bytes"])),
        ("compile ≤ 2× read floor", r["compile_s"] <= 2 * r["floor_read_s"], "%.2f×" % (r["compile_s"] / r["floor_read_s"])),
        ("no-op ≤ 5% of cold", r["noop_fraction"] <= TARGETS["noop_fraction"], "%.1f%%" % (100 * r["noop_fraction"])),
        ("open ≤ 1 ms", r["open_ms"] <= TARGETS["open_ms"], "%.3f ms" % r["open_ms"]),
        ("lookup ≤ 200 ns median (resolution)", r["lookup_ref_ns"] <= TARGETS["lookup_ns"], "%.0f ns" % r["lookup_ref_ns"]),
        ("lookup ≤ 200 ns median (resolve, values)", r["lookup_ns"] <= TARGETS["lookup_ns"], "%.0f ns" % r["lookup_ns"]),
        ("batch ≥ 1,000,000 req/s", r["batch_rps"] >= TARGETS["batch_rps"], "%.0f req/s" % r["batch_rps"]),
    ]
    if "actool_s" in r:
        checks.append(("Assets.car write ≥ 10× faster than xcbuild actool", r["actool_s"] >= 10 * r["car_s"], "%.2f×" % (r["actool_s"] / r["car_s"])))
    if "aapt_nocrunch_s" in r:
        checks.append(("compile no slower than aapt --no-crunch", r["compile_s"] <= r["aapt_nocrunch_s"], "%.3f s vs %.3f s" % (r["compile_s"], r["aapt_nocrunch_s"])))
    return checks

CAR_TARGETS = {"car_info_s": 0.5, "car_resolve_ms": 20}  # info and one resolve on a ~100 MB car

def bench_car(bin_dir, repeat):
    """Assets.car rows: a ~100 MB synthetic car (400 uncompressed 256×256 bitmaps, made
    by `assetcat-bench make-car` with the car serializers); `info` and one `resolve`, whole process."""
    car = os.path.join(CACHE, "synthetic-100mb.car")
    if not os.path.exists(car):
        run([os.path.join(bin_dir, "assetcat-bench"), "make-car", car, "--images", "400", "--side", "256"])
    exe = os.path.join(bin_dir, "assetcat")
    info_s, info_rss = median_run([exe, "info", car], repeat)
    resolve_s, _ = median_run([exe, "resolve", car, "image42", "--traits", "scale=2"], repeat)
    mb = os.path.getsize(car) / 1e6
    print("\nAssets.car (%.0f MB synthetic): info %.3f s (target %.1f s, peak RSS %.0f MB incl. mapped pages), "
          "resolve %.1f ms (target %d ms)" % (mb, info_s, CAR_TARGETS["car_info_s"], info_rss, resolve_s * 1e3,
                                              CAR_TARGETS["car_resolve_ms"]))
    return {"car_mb": mb, "car_info_s": info_s, "car_info_rss_mb": info_rss, "car_resolve_s": resolve_s}

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", required=True, help="folder with release builds of assetcat and assetcat-bench")
    ap.add_argument("--sizes", default="300,3000")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json", default=os.path.join(CACHE, "results.json"))
    ap.add_argument("--only-scaling", action="store_true", help="only the 100- vs 10,000-asset resolve and lookup figures")
    ap.add_argument("--realistic-sets", type=int, default=3000, help="sets in the realistic catalog (0: leave it out)")
    ap.add_argument("--only-realistic", action="store_true", help="only the realistic catalog (and actool with ACTOOL=path)")
    a = ap.parse_args()
    os.makedirs(CACHE, exist_ok=True)
    if a.only_realistic:
        return report_realistic(a, {})
    results = {}
    if not a.only_scaling:
        have_aapt = ensure_aapt()
        for s in a.sizes.split(","):
            results[s] = bench_size(a.bin, int(s), a.repeat, have_aapt)
        print(fmt_table(results))
        results["car"] = bench_car(a.bin, a.repeat)
    scaling = bench_scaling(a.bin, a.repeat)
    print("\n" + fmt_scaling(scaling))
    checks = scaling_verdicts(scaling)
    sizes = [k for k in results if k.isdigit()]
    if sizes:
        checks = verdicts(results[max(sizes, key=int)]) + checks
    print("\ntargets (%s sets, %d cores):" % (max(sizes, key=int) if sizes else "scaling only", os.cpu_count()))
    print_checks(checks)
    document = {"results": results, "scaling": scaling, "targets": TARGETS}
    if not a.only_scaling:
        document["lzfse_encoder"] = report_encoder(a)
    report_realistic(a, document)

def report_encoder(a):
    """The LZFSE encoder's row: ours and the reference on the same chunks (bench_lzfse_encode.py)."""
    rows = bench_lzfse_encode.measure(a.bin, max(a.repeat, 5))
    print("\n" + bench_lzfse_encode.fmt(rows))
    print("\ntargets (LZFSE encoder, %d cores):" % os.cpu_count())
    print_checks(bench_lzfse_encode.verdicts(rows))
    return rows

def report_apps(a, noisy):
    """Real apps' catalogs (ASSETCAT_APP_CATALOGS): car CPU against compile --decode, summed with the
    noisy bench catalog's when it ran (bench_app_catalogs.py)."""
    rows = bench_app_catalogs.measure(a.bin, a.repeat)
    print("\n" + bench_app_catalogs.fmt(rows, noisy))
    if rows:
        print("\ntargets (app catalogs, %d cores):" % os.cpu_count())
        print_checks(bench_app_catalogs.verdicts(rows, noisy))
    return rows

def print_checks(checks):
    for label, ok, fig in checks:
        print("  %-5s %-48s %s" % ("pass" if ok else "SHORT", label, fig))

def report_realistic(a, document):
    """The realistic catalog's table and targets (unless --realistic-sets 0), then the JSON file."""
    if a.realistic_sets and not a.only_scaling:
        for noisy in (False, True):
            r = bench_realistic.measure(a.bin, a.realistic_sets, a.repeat, noisy)
            name = "noisy" if noisy else "realistic"
            print("\n" + bench_realistic.fmt(r))
            print("\ntargets (%s catalog, %d cores):" % (name, os.cpu_count()))
            print_checks(bench_realistic.verdicts(r))
            document[name] = r
    if not a.only_scaling:
        document["apps"] = report_apps(a, document.get("noisy"))
    with open(a.json, "w") as f:
        json.dump(dict(document, cores=os.cpu_count()), f, indent=2, sort_keys=True)
    print("\nwrote %s" % a.json)

if __name__ == "__main__":
    main()
