#!/usr/bin/env python3
"""The LZFSE encoder against the reference (PyPI `lzfse`, Apple's C code) on the same bytes: the
buffers the car writer hands the encoder for images stored as LZFSE BGRA (premultiplied, rows
padded to 16 bytes, Apple's chunks of a third of the rows), which `assetcat-bench lzfse-inputs`
writes. Each input kind is timed as CPU time of the encoding thread alone (no process start, no
file reading): `assetcat-codec-bench --encode` for ours, `lzfse_encode_buffer` through ctypes
for the reference. Runs alternate ours and the reference; each figure is the best of them.

Inputs: gradients with light noise (gen_realistic_catalog.py --noisy, 100 sets: 300 PNGs of
50-450 pixels a side), and every real catalog under ASSETCAT_CORPORA when it is set (else the
vendored subset under Tests/Fixtures/Corpora).

    scripts/bench_lzfse_encode.py --bin DIR [--repeat N]   (DIR: release builds of assetcat-bench
                                                            and assetcat-codec-bench)
make bench prints this table.
"""
import argparse, ctypes, os, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import CACHE, ROOT, generated_catalog  # noqa: E402

NOISY_SETS = 100


def reference_encoder():
    """(encode, why): encode(buffer) -> compressed size through the reference's own
    `lzfse_encode_buffer` with a scratch buffer made once; None and the reason when the PyPI
    module does not import."""
    try:
        import lzfse
    except ImportError as e:
        return None, "reference not installed (pip install lzfse): %s" % e
    library = ctypes.CDLL(lzfse.__file__)
    encode = library.lzfse_encode_buffer
    encode.restype = ctypes.c_size_t
    encode.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_void_p]
    library.lzfse_encode_scratch_size.restype = ctypes.c_size_t
    scratch = ctypes.create_string_buffer(library.lzfse_encode_scratch_size())
    out = ctypes.create_string_buffer(1 << 24)

    def run(buffer):
        n = encode(out, len(out), buffer, len(buffer), scratch)
        assert n > 0, len(buffer)
        return n
    return run, None


def records(path):
    with open(path, "rb") as f:
        data = f.read()
    out, at = [], 0
    while at + 4 <= len(data):
        n = int.from_bytes(data[at:at + 4], "little")
        out.append(data[at + 4:at + 4 + n])
        at += 4 + n
    return out


def inputs(bin_dir):
    """(label, record file) for each input kind, made once into bench-cache/lzfse-inputs."""
    folder = os.path.join(CACHE, "lzfse-inputs")
    os.makedirs(folder, exist_ok=True)
    noisy, _ = generated_catalog("gen_realistic_catalog.py", "noisy", NOISY_SETS, extra=["--noisy"])
    kinds = [("noisy gradients", "noisy-%d" % NOISY_SETS, [os.path.join(noisy, "Bench.xcassets")])]
    corpora = os.environ.get("ASSETCAT_CORPORA") or os.path.join(ROOT, "Tests", "Fixtures", "Corpora")
    if os.path.isdir(corpora):
        for name in sorted(os.listdir(corpora)):
            if os.path.isdir(os.path.join(corpora, name)):
                kinds.append(("real: " + name.split("__")[-1], name, [os.path.join(corpora, name)]))
    made = []
    for label, stem, dirs in kinds:
        path = os.path.join(folder, stem + ".records")
        if not os.path.exists(path):
            subprocess.run([os.path.join(bin_dir, "assetcat-bench"), "lzfse-inputs", path] + dirs, check=True)
        if os.path.getsize(path):
            made.append((label, path))
    return made


def cpu(action):
    start = time.thread_time()
    action()
    return time.thread_time() - start


def measure(bin_dir, repeat=5):
    """One row per input kind: bytes, ours (encoded bytes, CPU s), the reference's (same)."""
    encode, why = reference_encoder()
    rows = []
    tool = os.path.join(bin_dir, "assetcat-codec-bench")
    for label, path in inputs(bin_dir):
        buffers = records(path)
        row = {"input": label, "buffers": len(buffers), "bytes": sum(map(len, buffers)),
               "ours_s": float("inf"), "ref_s": float("inf"), "reference": why}
        for _ in range(repeat):
            line = subprocess.run([tool, "--encode", "--repeat", "1", path], check=True, capture_output=True,
                                  text=True).stdout.split()
            row["ours_bytes"], row["ours_s"] = int(line[2]), min(row["ours_s"], float(line[3]))
            if encode:
                sizes = []
                row["ref_s"] = min(row["ref_s"], cpu(lambda: sizes.extend(encode(b) for b in buffers)))
                row["ref_bytes"] = sum(sizes)
        rows.append(row)
    return rows


def fmt(rows):
    lines = ["LZFSE encoder, the car writer's BGRA chunks (CPU s of the encoding thread, best of the runs, "
             "ours and the reference alternating):",
             "  %-26s %8s %10s %10s %8s %10s %8s %7s %6s" % ("input", "buffers", "bytes", "ours B", "ours s",
                                                             "ref B", "ref s", "speed", "size")]
    for r in rows:
        if r["reference"]:
            lines.append("  %-26s %8d %10d %10d %8.3f   (%s)" % (r["input"], r["buffers"], r["bytes"],
                                                                r["ours_bytes"], r["ours_s"], r["reference"]))
            continue
        lines.append("  %-26s %8d %10d %10d %8.3f %10d %8.3f %7.2f %6.3f" % (
            r["input"], r["buffers"], r["bytes"], r["ours_bytes"], r["ours_s"], r["ref_bytes"], r["ref_s"],
            r["ref_s"] / r["ours_s"], r["ours_bytes"] / r["ref_bytes"]))
    lines.append("  speed: the reference's CPU ÷ ours (≥ 1: ours at least as fast); size: ours ÷ the reference's")
    return "\n".join(lines)


def verdicts(rows):
    """(label, ok, figure) checks of the encoder target (at least the reference's speed, no larger), for bench.py's targets list."""
    out = []
    for r in rows:
        if r["reference"]:
            continue
        speed, size = r["ref_s"] / r["ours_s"], r["ours_bytes"] / r["ref_bytes"]
        out.append(("LZFSE encoder ≥ reference, no larger: " + r["input"], speed >= 1 and size <= 1,
                    "speed %.2f×, size %.3f×" % (speed, size)))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", required=True)
    ap.add_argument("--repeat", type=int, default=5)
    a = ap.parse_args()
    print(fmt(measure(a.bin, a.repeat)))


if __name__ == "__main__":
    main()
