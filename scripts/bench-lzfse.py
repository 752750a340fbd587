#!/usr/bin/env python3
"""Decoding speed of AssetCatCompression against the reference (PyPI `lzfse`, Apple's C code).

Builds ~10 MB inputs from the test-vector recipes (scripts/make-lzfse-vectors.py), compresses
them with the reference, then times the reference's decode (best of N, in-process) and
`assetcat-codec-bench` (release build, best of N, in-process, excluding file reading).
The `-lzvn` rows chain 4000-byte pieces, which the reference encodes as LZVN blocks, so they
time the LZVN decoder.

Usage: scripts/bench-lzfse.py [--repeat N]   (run from the repository root)
"""
import importlib.util
import os
import subprocess
import sys
import tempfile
import time

import lzfse

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("vectors", os.path.join(HERE, "make-lzfse-vectors.py"))
vectors = importlib.util.module_from_spec(spec)
spec.loader.exec_module(vectors)

INPUTS = {
    "text-10MB": "text:10485760:101",
    "rgba-10MB": "rgba:1620:1620:102",
    "pattern-10MB": "pattern:10485760:5",
    "zeros-10MB": "zeros:10485760",
    "random-10MB": "random:10485760:103",
    "text-10MB-lzvn": "text:10485760:101",
    "rgba-10MB-lzvn": "rgba:1620:1620:102",
}


def lzvn_stream(raw):
    """One LZFSE stream of bvxn blocks: the reference encodes inputs under 4096 bytes as LZVN,
    so 4000-byte pieces compressed one by one and chained make a large LZVN workload."""
    parts = []
    for start in range(0, len(raw), 4000):
        parts += [b for m, b in vectors.blocks(lzfse.compress(raw[start:start + 4000]))]
    return b"".join(parts) + b"bvx$"


def main():
    repeat = int(sys.argv[sys.argv.index("--repeat") + 1]) if "--repeat" in sys.argv else 5
    subprocess.run(["swift", "build", "-c", "release", "--product", "assetcat-codec-bench"],
                   check=True, stdout=subprocess.DEVNULL)
    bin_dir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], check=True,
                             capture_output=True, text=True).stdout.strip()
    tool = os.path.join(bin_dir, "assetcat-codec-bench")
    print(f"{'input':16} {'compressed':>11} {'reference MB/s':>15} {'swift MB/s':>11} {'ratio':>6}")
    with tempfile.TemporaryDirectory() as folder:
        for name, recipe in INPUTS.items():
            raw = vectors.expected_output(recipe)
            packed = lzvn_stream(raw) if name.endswith("-lzvn") else lzfse.compress(raw)
            best = min(timed(lambda: lzfse.decompress(packed)) for _ in range(repeat))
            reference = len(raw) / best / 1e6
            path = os.path.join(folder, name + ".lzfse")
            with open(path, "wb") as f:
                f.write(packed)
            line = subprocess.run([tool, "--repeat", str(repeat), path], check=True,
                                  capture_output=True, text=True).stdout.split()
            assert int(line[1]) == len(raw), line
            swift = float(line[3])
            print(f"{name:16} {len(packed):11d} {reference:15.1f} {swift:11.1f} {swift / reference:6.2f}")


def timed(action):
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
