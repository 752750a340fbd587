#!/usr/bin/env python3
"""Decoding speed of AssetCatCompression against the reference (PyPI `lzfse`, Apple's C code):
through the Python module, and through the C library's own entry point (see c_decoder).

Builds ~10 MB inputs from the test-vector recipes (scripts/make-lzfse-vectors.py), compresses
them with the reference, then times the reference's decode (best of N, in-process) and
`assetcat-codec-bench` (release build, best of N, in-process, excluding file reading).
The `-lzvn` rows chain 4000-byte pieces, which the reference encodes as LZVN blocks, so they
time the LZVN decoder.

Usage: scripts/bench-lzfse.py [--repeat N]   (run from the repository root)
"""
import ctypes
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


def c_decoder():
    """The reference's own `lzfse_decode_buffer`, which the PyPI module's library exports:
    called with an output buffer of the right size, it times the C decoder without the Python
    wrapper's guessing of the output size."""
    library = ctypes.CDLL(lzfse.__file__)
    function = library.lzfse_decode_buffer
    function.restype = ctypes.c_size_t
    function.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_char_p, ctypes.c_size_t,
                         ctypes.c_void_p]

    def decode(packed, size):
        out = ctypes.create_string_buffer(size + 1)
        written = function(out, size + 1, packed, len(packed), None)
        assert written == size, (written, size)
    return decode


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
    decode_c = c_decoder()
    print(f"{'input':16} {'compressed':>11} {'python MB/s':>12} {'C MB/s':>8} {'swift MB/s':>11}"
          f" {'swift/C':>8}")
    with tempfile.TemporaryDirectory() as folder:
        for name, recipe in INPUTS.items():
            raw = vectors.expected_output(recipe)
            packed = lzvn_stream(raw) if name.endswith("-lzvn") else lzfse.compress(raw)
            best = min(timed(lambda: lzfse.decompress(packed)) for _ in range(repeat))
            python = len(raw) / best / 1e6
            best_c = min(timed(lambda: decode_c(packed, len(raw))) for _ in range(repeat))
            reference = len(raw) / best_c / 1e6
            path = os.path.join(folder, name + ".lzfse")
            with open(path, "wb") as f:
                f.write(packed)
            line = subprocess.run([tool, "--repeat", str(repeat), path], check=True,
                                  capture_output=True, text=True).stdout.split()
            assert int(line[1]) == len(raw), line
            swift = float(line[3])
            print(f"{name:16} {len(packed):11d} {python:12.1f} {reference:8.1f} {swift:11.1f}"
                  f" {swift / reference:8.2f}")


def timed(action):
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
