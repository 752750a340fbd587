#!/usr/bin/env python3
"""Writes SampleAssets/Watch.xcassets: a watchOS catalog as Xcode writes it.

It holds what a watch app's catalog holds and nothing else: a complication set
(`Complication.complicationset`, one image set per complication family, each split by
`screen-width` as Xcode's template splits it) and an image set per watch size (`Face`).
Every image is a flat colour per size, so a test can tell which one a request chose.

Python 3 standard library only (the PNG writer of make-sample-assets.py):

    python3 scripts/make-watch-sample.py [OUTPUT_DIR]    # default: SampleAssets/Watch.xcassets
"""

import importlib.util
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("sample_assets", os.path.join(HERE, "make-sample-assets.py"))
sample = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sample)

# Xcode's screen-width conditions and the case size each stands for, in the order Xcode lists them.
WIDTHS = [("<=145", "38mm"), (">161", "40mm"), (">145", "42mm"), (">183", "44mm")]
COLORS = {"38mm": (200, 60, 60), "40mm": (60, 160, 60), "42mm": (60, 60, 200), "44mm": (200, 160, 40)}

# Complication families: folder, role, and the size in points per case size (None: not offered).
FAMILIES = [
    ("Circular", "circular", {"38mm": "16x16", "40mm": "18x18", "42mm": "18x18", "44mm": "20x20"}),
    ("Extra Large", "extra-large", {"38mm": "91x91", "40mm": "101.5x101.5", "42mm": "101.5x101.5", "44mm": "112x112"}),
    ("Graphic Bezel", "graphic-bezel", {"40mm": "42x42", "44mm": "47x47"}),
    ("Graphic Circular", "graphic-circular", {"40mm": "42x42", "44mm": "47x47"}),
    ("Graphic Corner", "graphic-corner", {"40mm": "20x20", "44mm": "22x22"}),
    ("Graphic Extra Large", "graphic-extra-large", {"38mm": "103x103", "40mm": "120x120", "42mm": "120x120", "44mm": "132x132"}),
    ("Graphic Large Rectangular", "graphic-large-rectangular", {"40mm": "150x47", "44mm": "171x54"}),
    ("Modular", "modular", {"38mm": "26x26", "40mm": "29x29", "42mm": "29x29", "44mm": "32x32"}),
    ("Utilitarian", "utilitarian", {"38mm": "20x20", "40mm": "22x22", "42mm": "22x22", "44mm": "25x25"}),
]


def flat_png(width_pt, height_pt, color):
    w, h = max(1, round(width_pt * 2)), max(1, round(height_pt * 2))
    row = bytes(color) * w
    return sample.png_bytes(w, h, 2, [row] * h)


def image_set(folder, stem, sizes, write_size=True):
    """Xcode writes `size` in a complication's image sets only."""
    images = []
    for condition, mm in WIDTHS:
        if mm not in sizes:
            continue
        size = sizes[mm]
        w, h = (float(v) for v in size.split("x"))
        name = "%s%s@2x.png" % (stem, mm)
        sample.write_file(os.path.join(folder, name), flat_png(w, h, COLORS[mm]))
        entry = {"filename": name, "idiom": "watch", "scale": "2x", "screen-width": condition}
        if write_size:
            entry["size"] = size
        images.append(entry)
    sample.write_contents(folder, {"images": images, "info": sample.INFO})


def main():
    root = os.path.dirname(HERE)
    catalog = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "SampleAssets", "Watch.xcassets")
    if os.path.isdir(catalog):
        shutil.rmtree(catalog)
    sample.write_contents(catalog, {"info": sample.INFO})
    complication = os.path.join(catalog, "Complication.complicationset")
    assets = []
    for folder, role, sizes in FAMILIES:
        stem = role.replace("-", "")
        image_set(os.path.join(complication, folder + ".imageset"), stem, sizes)
        assets.append({"filename": folder + ".imageset", "idiom": "watch", "role": role})
    sample.write_contents(complication, {"assets": assets, "info": sample.INFO})
    face_sizes = {"38mm": "68x85", "40mm": "81x98", "42mm": "78x97", "44mm": "92x112"}
    image_set(os.path.join(catalog, "Face.imageset"), "face", face_sizes, write_size=False)


if __name__ == "__main__":
    main()
