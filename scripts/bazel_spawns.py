#!/usr/bin/env python3
"""Counts the spawns of a Bazel execution log (--execution_log_json_file: JSON objects one after
another) by mnemonic: how many ran and how many came from a cache.

    bazel_spawns.py LOG [MNEMONIC...]   prints "MNEMONIC ran N cached M" for each
"""
import json, sys

def spawns(path):
    text = open(path, encoding="utf-8").read()
    decoder, at = json.JSONDecoder(), 0
    while True:
        while at < len(text) and text[at].isspace():
            at += 1
        if at >= len(text):
            return
        obj, at = decoder.raw_decode(text, at)
        yield obj

def main():
    path, wanted = sys.argv[1], sys.argv[2:]
    counts = {}
    for s in spawns(path):
        m = s.get("mnemonic", "?")
        ran, cached = counts.get(m, (0, 0))
        if s.get("remoteCacheHit") or s.get("cacheHit"):
            cached += 1
        else:
            ran += 1
        counts[m] = (ran, cached)
    for m in wanted or sorted(counts):
        ran, cached = counts.get(m, (0, 0))
        print(f"{m} ran {ran} cached {cached}")

if __name__ == "__main__":
    main()
