#!/usr/bin/env python3
"""Deterministic bench catalog of realistic image sizes.

    gen_realistic_catalog.py --seed 1 --sets 3000 --out DIR

writes DIR/Bench.xcassets and DIR/summary.json. Every image set has 1x/2x/3x PNGs of 100 to 1,000
pixels a side (100–333 points, most near 100). About one set in 36 is a "photo": an RGB
gradient with 4 bits of noise per sample, which deflate cannot shrink much; the rest are flat
RGBA icons (a disc on a transparent square, which compresses to almost nothing). One color set
per ten image sets. With --noisy every set is a gradient with light noise instead (the lowest bit
of one sample in 1,024 set) of 50 to 150 points: mid-size art that compresses, but not to nothing. Same seed and
size give byte-identical files (Python stdlib only).
"""
import argparse, json, os, random, shutil, struct, sys, zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_catalog import contents, icon_png  # noqa: E402

PHOTO_SHARE = 1 / 36
NOISE_MASK = 0x0F  # 4 random bits per sample

def photo_png(px, color, rnd, sparse=False):
    """An RGB gradient with per-sample noise: a stand-in for a photograph (PNG filter none).
    With `sparse`, the noise is light: on every fourth row, the lowest bit of one sample in 256
    (eight random bytes ANDed), mid-size art rather than a photograph."""
    r0, g0, b0 = (c // 3 for c in color)  # ≤ 85, so base + gradient (≤ 100) + noise (≤ 15) < 256
    base = bytearray()
    for x in range(px):
        base += bytes((r0 + x * 100 // px, g0, b0 + (px - 1 - x) * 60 // px))
    base_int = int.from_bytes(base, "big")
    green = int.from_bytes(bytes((0, 1, 0)) * px, "big")
    mask = int.from_bytes(bytes((0x01 if sparse else NOISE_MASK,)) * (3 * px), "big")
    raw = bytearray()
    for y in range(px):
        if sparse and y % 4:
            noise = 0
        else:
            noise = int.from_bytes(rnd.randbytes(3 * px), "big") & mask
        for _ in range(7 if sparse and not y % 4 else 0):
            noise &= int.from_bytes(rnd.randbytes(3 * px), "big")
        raw.append(0)
        raw += (base_int + green * (y * 100 // px) + noise).to_bytes(3 * px, "big")
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", px, px, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(bytes(raw), 1)) + chunk(b"IEND", b""))

def points(rnd):
    """100–333 points, most near 100 (3x is then at most 999 pixels)."""
    return 100 + int(233 * rnd.random() ** 4)

def write_set(cat, i, rnd, counts, noisy=False):
    name = "image_%05d" % i
    setdir = os.path.join(cat, "g%02d" % (i % 20), name + ".imageset")
    os.makedirs(setdir, exist_ok=True)
    photo = noisy or rnd.random() < PHOTO_SHARE
    pts = 50 + int(100 * rnd.random() ** 2) if noisy else points(rnd)
    color = (rnd.randrange(256), rnd.randrange(256), rnd.randrange(256))
    images = []
    for scale in (1, 2, 3):
        px = pts * scale
        data = photo_png(px, color, rnd, noisy) if photo else icon_png(px, color, False)
        fname = "%s@%dx.png" % (name, scale)
        with open(os.path.join(setdir, fname), "wb") as f:
            f.write(data)
        images.append({"filename": fname, "idiom": "universal", "scale": "%dx" % scale})
        counts["images"] += 1
        counts["bytes"] += len(data)
        counts["pixels"] += px * px
        counts["photos" if photo else "icons"] += 1
    with open(os.path.join(setdir, "Contents.json"), "w") as f:
        f.write(contents({"images": images, "info": {"author": "xcode", "version": 1}}))

def write_color(cat, i, rnd):
    d = os.path.join(cat, "color_%04d.colorset" % i)
    os.makedirs(d)
    rgb = [rnd.randrange(256) for _ in range(3)]
    comp = {"color-space": "srgb", "components": {"red": "0x%02X" % rgb[0], "green": "0x%02X" % rgb[1],
                                                   "blue": "0x%02X" % rgb[2], "alpha": "1.000"}}
    with open(os.path.join(d, "Contents.json"), "w") as f:
        f.write(contents({"colors": [{"idiom": "universal", "color": comp}], "info": {"author": "xcode", "version": 1}}))

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--sets", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--noisy", action="store_true", help="every set a gradient with light noise")
    a = ap.parse_args()
    rnd = random.Random(a.seed)
    tmp = a.out + ".partial"
    shutil.rmtree(tmp, ignore_errors=True)
    cat = os.path.join(tmp, "Bench.xcassets")
    os.makedirs(cat)
    info = contents({"info": {"author": "xcode", "version": 1}})
    with open(os.path.join(cat, "Contents.json"), "w") as f:
        f.write(info)
    counts = {"sets": a.sets, "images": 0, "bytes": 0, "pixels": 0, "photos": 0, "icons": 0, "colors": 0}
    for i in range(a.sets):
        write_set(cat, i, rnd, counts, a.noisy)
    for g in range(min(20, a.sets)):
        with open(os.path.join(cat, "g%02d" % g, "Contents.json"), "w") as f:
            f.write(info)
    for i in range(max(1, a.sets // 10)):
        write_color(cat, i, rnd)
        counts["colors"] += 1
    with open(os.path.join(tmp, "summary.json"), "w") as f:
        json.dump(counts, f, sort_keys=True)
    shutil.rmtree(a.out, ignore_errors=True)
    os.rename(tmp, a.out)
    print(json.dumps(counts, sort_keys=True))

if __name__ == "__main__":
    main()
