#!/usr/bin/env python3
"""Deterministic synthetic asset catalog for the benchmark.

    gen_catalog.py --seed 1 --sets 3000 --out DIR

writes DIR/Bench.xcassets (Xcode's layout) and DIR/android/res (the same images as an Android
resource tree for aapt: drawable-mdpi/-xhdpi/-xxhdpi, -night, -land, -sw600dp, values/colors.xml),
plus DIR/android/AndroidManifest.xml. Same seed and size give byte-identical files. The mix:
1x/2x/3x PNGs from 16 to 512 points (mostly small, as real apps are), ~2% with a compact-height
variant, ~4% with a dark variant, ~2% phone/pad, ~2% JPEG photos (only when Pillow is
importable; otherwise PNG), and one color set per ten image sets. Python stdlib only for PNG.
"""
import argparse, json, os, random, shutil, struct, sys, zlib

def png_bytes(w, h, rgba_row_fn):
    raw = bytearray()
    for y in range(h):
        raw.append(0)
        raw += rgba_row_fn(y)
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(bytes(raw), 6)) + chunk(b"IEND", b""))

def icon_png(px, color, dark):
    r, g, b = color
    if dark:
        r, g, b = 255 - r, 255 - g, 255 - b
    c = px / 2.0
    rad2 = (px * 0.45) ** 2
    inside = bytes((r, g, b, 255))
    outside = bytes((0, 0, 0, 0))
    rows = {}
    def row(y):
        dy = (y + 0.5 - c) ** 2
        # a disc: each row is transparent, opaque span, transparent
        key = int(dy)
        if key not in rows:
            span = 0 if dy > rad2 else int((rad2 - dy) ** 0.5)
            left = max(0, int(c) - span)
            right = min(px, int(c) + span)
            rows[key] = outside * left + inside * (right - left) + outside * (px - right)
        return rows[key]
    return png_bytes(px, px, row)

def jpeg_bytes(px, color, rnd):
    try:
        from PIL import Image
    except ImportError:
        return None
    import io
    img = Image.new("RGB", (px, px), color)
    for _ in range(8):
        x, y = rnd.randrange(px), rnd.randrange(px)
        img.paste(tuple(rnd.randrange(256) for _ in range(3)), (x, y, min(px, x + px // 4), min(px, y + px // 4)))
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=80)
    return buf.getvalue()

def contents(obj):
    # Xcode's style: 2-space indent, " : " separators, trailing newline absent.
    return json.dumps(obj, indent=2, separators=(",", " : "))

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--sets", type=int, required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    rnd = random.Random(a.seed)
    out = a.out
    tmp = out + ".partial"
    shutil.rmtree(tmp, ignore_errors=True)
    cat = os.path.join(tmp, "Bench.xcassets")
    res = os.path.join(tmp, "android", "res")
    os.makedirs(cat)
    with open(os.path.join(cat, "Contents.json"), "w") as f:
        f.write(contents({"info": {"author": "xcode", "version": 1}}))
    densities = {1: "mdpi", 2: "xhdpi", 3: "xxhdpi"}
    counts = {"images": 0, "bytes": 0, "sets": a.sets, "colors": 0}

    def put_android(qualifiers, name, data, ext):
        d = os.path.join(res, "drawable-" + "-".join(qualifiers))
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, name + "." + ext), "wb") as f:
            f.write(data)

    for i in range(a.sets):
        group = "g%02d" % (i % 20)
        name = "icon_%05d" % i
        setdir = os.path.join(cat, group, name + ".imageset")
        os.makedirs(setdir, exist_ok=True)
        roll = rnd.random()
        pts = rnd.randint(16, 48) if roll < 0.70 else rnd.randint(48, 128) if roll < 0.95 else rnd.randint(128, 512)
        color = (rnd.randrange(256), rnd.randrange(256), rnd.randrange(256))
        photo = rnd.random() < 0.02
        variants = [((), {})]
        if rnd.random() < 0.04:
            variants.append((("night",), {"appearances": [{"appearance": "luminosity", "value": "dark"}]}))
        if rnd.random() < 0.02:
            variants.append((("land",), {"height-class": "compact"}))
        idioms = [("universal", ())]
        if rnd.random() < 0.02:
            idioms = [("iphone", ()), ("ipad", ("sw600dp",))]
        images = []
        for idiom, iq in idioms:
            for vq, extra in variants:
                for scale in (1, 2, 3):
                    px = pts * scale
                    suffix = "".join("-" + q for q in iq + vq)
                    data, ext = None, "png"
                    if photo:
                        data = jpeg_bytes(px, color, rnd)
                        ext = "jpg"
                    if data is None:
                        data, ext = icon_png(px, color, "night" in vq), "png"
                    fname = "%s%s@%dx.%s" % (name, suffix, scale, ext)
                    with open(os.path.join(setdir, fname), "wb") as f:
                        f.write(data)
                    entry = {"filename": fname, "idiom": idiom, "scale": "%dx" % scale}
                    entry.update(extra)
                    images.append(entry)
                    put_android(list(iq) + list(vq) + [densities[scale]], name, data, ext)
                    counts["images"] += 1
                    counts["bytes"] += len(data)
        with open(os.path.join(setdir, "Contents.json"), "w") as f:
            f.write(contents({"images": images, "info": {"author": "xcode", "version": 1}}))

    for g in range(20):
        gdir = os.path.join(cat, "g%02d" % g)
        if os.path.isdir(gdir):
            with open(os.path.join(gdir, "Contents.json"), "w") as f:
                f.write(contents({"info": {"author": "xcode", "version": 1}}))

    colors_xml, night_xml = [], []
    for i in range(max(1, a.sets // 10)):
        name = "color_%04d" % i
        d = os.path.join(cat, name + ".colorset")
        os.makedirs(d)
        light = [rnd.randrange(256) for _ in range(3)]
        dark = [255 - v for v in light]
        def comp(rgb):
            return {"color-space": "srgb", "components": {"red": "0x%02X" % rgb[0], "green": "0x%02X" % rgb[1], "blue": "0x%02X" % rgb[2], "alpha": "1.000"}}
        with open(os.path.join(d, "Contents.json"), "w") as f:
            f.write(contents({"colors": [
                {"idiom": "universal", "color": comp(light)},
                {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": comp(dark)}],
                "info": {"author": "xcode", "version": 1}}))
        colors_xml.append('  <color name="%s">#%02X%02X%02X</color>' % (name, *light))
        night_xml.append('  <color name="%s">#%02X%02X%02X</color>' % (name, *dark))
        counts["colors"] += 1
    for folder, items in (("values", colors_xml), ("values-night", night_xml)):
        os.makedirs(os.path.join(res, folder))
        with open(os.path.join(res, folder, "colors.xml"), "w") as f:
            f.write('<?xml version="1.0" encoding="utf-8"?>\n<resources>\n' + "\n".join(items) + "\n</resources>\n")
    with open(os.path.join(tmp, "android", "AndroidManifest.xml"), "w") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.bench"/>\n')
    with open(os.path.join(tmp, "summary.json"), "w") as f:
        json.dump(counts, f, sort_keys=True)
    shutil.rmtree(out, ignore_errors=True)
    os.rename(tmp, out)
    print(json.dumps(counts, sort_keys=True))

if __name__ == "__main__":
    main()
