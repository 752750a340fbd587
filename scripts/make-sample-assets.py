#!/usr/bin/env python3
"""Writes SampleAssets/Demo.xcassets: the demo catalog of README and SPEC §1-§3.

The catalog tells the story of WWDC14's "Building Adaptive Apps with UIKit" sample
(AdaptivePhotos): a photo browser with a rating control whose stars shrink in compact
height, a logo that follows dark mode and high contrast, photos per device and gamut,
a back chevron that flips for right-to-left languages, and a flag per locale.

Python 3 standard library only. Every file is drawn here, from code, so the catalog can be
rebuilt byte for byte:

    python3 scripts/make-sample-assets.py [OUTPUT_DIR]    # default: SampleAssets/Demo.xcassets

Contents.json files are written as Xcode writes them: keys sorted, two-space indent,
`" : "` between key and value, a final newline.
"""

import heapq
import json
import math
import os
import shutil
import struct
import sys
import zlib

# ---------------------------------------------------------------------------------------------
# Contents.json


def write_contents(folder, obj):
    os.makedirs(folder, exist_ok=True)
    text = json.dumps(obj, indent=2, separators=(",", " : "), sort_keys=True)
    with open(os.path.join(folder, "Contents.json"), "w", encoding="utf-8") as f:
        f.write(text + "\n")


INFO = {"author": "xcode", "version": 1}
DARK = {"appearance": "luminosity", "value": "dark"}
HIGH = {"appearance": "contrast", "value": "high"}


def scale_key(s):
    return "%dx" % s


# ---------------------------------------------------------------------------------------------
# PNG (8 bits per sample; colour types 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA)


def _png_chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def _paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def _filter_rows(rows, bpp):
    """Chooses each row's filter by the minimum-sum-of-absolute-differences heuristic."""
    out = bytearray()
    prev = bytes(len(rows[0]))
    for row in rows:
        n = len(row)
        candidates = [bytes(row)]
        candidates.append(bytes((row[i] - (row[i - bpp] if i >= bpp else 0)) & 255 for i in range(n)))
        candidates.append(bytes((row[i] - prev[i]) & 255 for i in range(n)))
        candidates.append(bytes(
            (row[i] - (((row[i - bpp] if i >= bpp else 0) + prev[i]) >> 1)) & 255 for i in range(n)))
        candidates.append(bytes(
            (row[i] - _paeth(row[i - bpp] if i >= bpp else 0, prev[i], prev[i - bpp] if i >= bpp else 0)) & 255
            for i in range(n)))
        best = min(range(5), key=lambda k: sum(b if b < 128 else 256 - b for b in candidates[k]))
        out.append(best)
        out += candidates[best]
        prev = row
    return bytes(out)


def png_bytes(width, height, color_type, rows, palette=None):
    bpp = {2: 3, 3: 1, 4: 2, 6: 4}[color_type]
    assert len(rows) == height and all(len(r) == width * bpp for r in rows)
    data = b"\x89PNG\r\n\x1a\n"
    data += _png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 0))
    if palette is not None:
        data += _png_chunk(b"PLTE", b"".join(bytes(c) for c in palette))
    data += _png_chunk(b"IDAT", zlib.compress(_filter_rows(rows, bpp), 9))
    data += _png_chunk(b"IEND", b"")
    return data


def write_file(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


# ---------------------------------------------------------------------------------------------
# Drawing: a shader answers an RGBA colour (0...1, straight alpha) for a point given in points;
# the rasteriser takes n×n samples per pixel and averages them premultiplied.


def rasterize(width_pt, height_pt, scale, shader, samples=3):
    w, h = round(width_pt * scale), round(height_pt * scale)
    rows = []
    n2 = samples * samples
    for py in range(h):
        row = bytearray()
        for px in range(w):
            r = g = b = a = 0.0
            for sy in range(samples):
                y = (py + (sy + 0.5) / samples) / scale
                for sx in range(samples):
                    x = (px + (sx + 0.5) / samples) / scale
                    c = shader(x, y)
                    if c is not None and c[3] > 0:
                        r += c[0] * c[3]
                        g += c[1] * c[3]
                        b += c[2] * c[3]
                        a += c[3]
            if a > 0:
                row += bytes((round(r / a * 255), round(g / a * 255), round(b / a * 255), round(a / n2 * 255)))
            else:
                row += b"\0\0\0\0"
        rows.append(row)
    return w, h, rows


def hexcolor(s, alpha=1.0):
    s = s.lstrip("#")
    return (int(s[0:2], 16) / 255, int(s[2:4], 16) / 255, int(s[4:6], 16) / 255, alpha)


def star_polygon(cx, cy, outer, inner_ratio=0.382):
    points = []
    for k in range(10):
        radius = outer if k % 2 == 0 else outer * inner_ratio
        angle = -math.pi / 2 + k * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def inside_polygon(points, x, y):
    inside = False
    j = len(points) - 1
    for i in range(len(points)):
        xi, yi = points[i]
        xj, yj = points[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def segment_distance(x, y, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(x - ax - t * dx, y - ay - t * dy)


def polygon_edge_distance(points, x, y):
    return min(segment_distance(x, y, *points[i - 1], *points[i]) for i in range(len(points)))


def rounded_rect_sdf(x, y, x0, y0, x1, y1, radius):
    """Signed distance to a rounded rectangle, in points (negative inside)."""
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    hx, hy = (x1 - x0) / 2 - radius, (y1 - y0) / 2 - radius
    qx, qy = abs(x - cx) - hx, abs(y - cy) - hy
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - radius


def star_shader(size_pt, fill, outline, outline_width):
    points = star_polygon(size_pt / 2, size_pt / 2 + size_pt * 0.04, size_pt * 0.48)

    def shade(x, y):
        if not inside_polygon(points, x, y):
            return None
        if outline_width and polygon_edge_distance(points, x, y) < outline_width:
            return outline
        return fill

    return shade


def logo_shader(badge, border, star, bars, border_width):
    """The app's logo, 60×40 pt: a badge with a star and a two-line word mark."""
    star_points = star_polygon(19, 20.5, 11)

    def shade(x, y):
        d = rounded_rect_sdf(x, y, 1, 1, 59, 39, 8)
        if d > 0:
            return None
        if border_width and d > -border_width:
            return border
        if inside_polygon(star_points, x, y):
            return star
        if rounded_rect_sdf(x, y, 34, 12, 54, 18, 3) <= 0 or rounded_rect_sdf(x, y, 34, 23, 48, 28, 2.5) <= 0:
            return bars
        return badge

    return shade


def banner_shader(width_pt, stars):
    """A rounded bar with a row of stars: the photo list's header."""
    spacing = width_pt / stars
    polygons = [star_polygon(spacing * (k + 0.5), 12.5, 8) for k in range(stars)]
    bar, star = hexcolor("1B3FA0"), hexcolor("FFC107")

    def shade(x, y):
        if rounded_rect_sdf(x, y, 0, 0, width_pt, 24, 6) > 0:
            return None
        k = min(stars - 1, int(x / spacing))
        return star if inside_polygon(polygons[k], x, y) else bar

    return shade


def heart_shader(size_pt):
    def shade(x, y):
        u = (x - size_pt / 2) / (size_pt * 0.40)
        v = -(y - size_pt * 0.52) / (size_pt * 0.40)
        return (0.0, 0.0, 0.0, 1.0) if (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0 else None

    return shade


def chevron_shader(size_pt, pointing_left, color):
    half = 1.3 * size_pt / 24
    tip, arm = size_pt * 0.33, size_pt * 0.62
    top, mid, bottom = size_pt * 0.2, size_pt * 0.5, size_pt * 0.8

    def shade(x, y):
        if not pointing_left:
            x = size_pt - x
        d = min(segment_distance(x, y, arm, top, tip, mid), segment_distance(x, y, tip, mid, arm, bottom))
        return color if d <= half else None

    return shade


def button_shader(fill_top, fill_bottom):
    """A 30×30 pt rounded button whose soft shadow takes the bottom 2 pt."""

    def shade(x, y):
        if rounded_rect_sdf(x, y, 0, 0, 30, 28, 8) <= 0:
            t = y / 28
            return tuple(fill_top[i] * (1 - t) + fill_bottom[i] * t for i in range(3)) + (1.0,)
        if rounded_rect_sdf(x, y, 0.5, 1.5, 29.5, 30, 8) <= 0:
            return (0.0, 0.0, 0.0, 0.28)
        return None

    return shade


# ---------------------------------------------------------------------------------------------
# JPEG: baseline, 4:4:4, per-image optimal Huffman tables (ITU T.81 Annex K.2).

_ZIGZAG = [
    0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21,
    28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61,
    54, 47, 55, 62, 63]
_LUMA_Q = [
    16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29,
    51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121,
    120, 101, 72, 92, 95, 98, 112, 100, 103, 99]
_CHROMA_Q = [
    17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99,
    99, 99, 99, 99] + [99] * 32
_COS = [[(math.sqrt(0.5) if u == 0 else 1.0) * math.cos((2 * x + 1) * u * math.pi / 16) / 2 for x in range(8)]
        for u in range(8)]


def _quant_table(base, quality):
    factor = 5000 / quality if quality < 50 else 200 - 2 * quality
    return [max(1, min(255, int((q * factor + 50) // 100))) for q in base]


def _fdct(block):
    rows = [[sum(_COS[u][x] * block[y * 8 + x] for x in range(8)) for u in range(8)] for y in range(8)]
    return [sum(_COS[v][y] * rows[y][u] for y in range(8)) for v in range(8) for u in range(8)]


def _category(value):
    return abs(value).bit_length()


def _huffman_table(freq):
    """Returns (bits[1..16], symbols) for the symbols seen, as T.81 Annex K.2 builds them."""
    counts = dict(freq)
    counts[256] = 1  # reserves the all-ones code word
    heap = [(c, i, [s]) for i, (s, c) in enumerate(sorted(counts.items()))]
    heapq.heapify(heap)
    lengths = {s: 0 for s in counts}
    if len(heap) == 1:
        lengths[heap[0][2][0]] = 1
    tie = len(heap)
    while len(heap) > 1:
        c1, _, s1 = heapq.heappop(heap)
        c2, _, s2 = heapq.heappop(heap)
        for s in s1 + s2:
            lengths[s] += 1
        heapq.heappush(heap, (c1 + c2, tie, s1 + s2))
        tie += 1
    bits = [0] * 33
    for s, n in lengths.items():
        bits[n] += 1
    for i in range(32, 16, -1):  # Annex K.2, figure K.3: limit code lengths to 16
        while bits[i] > 0:
            j = i - 2
            while bits[j] == 0:
                j -= 1
            bits[i] -= 2
            bits[i - 1] += 1
            bits[j + 1] += 2
            bits[j] -= 1
    i = 16
    while bits[i] == 0:
        i -= 1
    bits[i] -= 1  # drops the reserved code word
    # Symbols in order of frequency: the shortest codes go to the most frequent.
    order = sorted((s for s in counts if s != 256), key=lambda s: (-counts[s], s))
    return bits[1:17], order


def _canonical_codes(bits, symbols):
    codes, code, k = {}, 0, 0
    for length in range(1, 17):
        for _ in range(bits[length - 1]):
            codes[symbols[k]] = (code, length)
            code += 1
            k += 1
        code <<= 1
    return codes


def display_p3_icc_profile():
    """A minimal ICC v4 display profile for Display P3 (D50-adapted primaries, sRGB curve)."""

    def s15(v):
        return struct.pack(">i", round(v * 65536))

    def xyz(x, y, z):
        return b"XYZ \0\0\0\0" + s15(x) + s15(y) + s15(z)

    def mluc(text):
        utf16 = text.encode("utf-16-be")
        return b"mluc\0\0\0\0" + struct.pack(">II", 1, 12) + b"enUS" + struct.pack(">II", len(utf16), 28) + utf16

    para = b"para\0\0\0\0" + struct.pack(">HH", 3, 0) + b"".join(
        s15(v) for v in (2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045))
    chad = b"sf32\0\0\0\0" + b"".join(s15(v) for v in (
        1.047882, 0.022918, -0.050217, 0.029586, 0.990479, -0.017075, -0.009247, 0.015076, 0.751678))
    tags = [
        (b"desc", mluc("Display P3")),
        (b"cprt", mluc("No copyright, use freely")),
        (b"wtpt", xyz(0.96420, 1.0, 0.82491)),
        (b"chad", chad),
        (b"rXYZ", xyz(0.515102, 0.241196, -0.001053)),
        (b"gXYZ", xyz(0.291965, 0.692245, 0.041885)),
        (b"bXYZ", xyz(0.157153, 0.066574, 0.784073)),
        (b"rTRC", para), (b"gTRC", para), (b"bTRC", para),
    ]
    offset = 128 + 4 + 12 * len(tags)
    table, body, placed = b"", b"", {}
    for signature, data in tags:
        if data not in placed:
            placed[data] = offset + len(body)
            body += data + b"\0" * (-len(data) % 4)
        table += signature + struct.pack(">II", placed[data], len(data))
    size = offset + len(body)
    header = struct.pack(">I", size) + b"\0\0\0\0" + struct.pack(">I", 0x04300000) + b"mntrRGB XYZ "
    header += struct.pack(">6H", 2026, 1, 1, 0, 0, 0) + b"acsp" + b"APPL" + b"\0" * 4 + b"\0" * 8 + b"\0" * 8
    header += b"\0\0\0\0" + s15(0.9642) + s15(1.0) + s15(0.8249) + b"\0" * 4 + b"\0" * 16 + b"\0" * 28
    assert len(header) == 128
    return header + struct.pack(">I", len(tags)) + table + body


def jpeg_bytes(width, height, pixels, quality=85, icc_profile=None):
    """pixels: rows of (r, g, b) 0...255; width and height multiples of 8."""
    assert width % 8 == 0 and height % 8 == 0
    qtables = [_quant_table(_LUMA_Q, quality), _quant_table(_CHROMA_Q, quality)]
    planes = [[], [], []]
    for row in pixels:
        ys, cbs, crs = [], [], []
        for r, g, b in row:
            ys.append(0.299 * r + 0.587 * g + 0.114 * b - 128)
            cbs.append(-0.168736 * r - 0.331264 * g + 0.5 * b)
            crs.append(0.5 * r - 0.418688 * g - 0.081312 * b)
        planes[0].append(ys)
        planes[1].append(cbs)
        planes[2].append(crs)
    # Pass 1: quantised coefficients in zigzag order, and the symbols' frequencies.
    blocks = []
    for by in range(0, height, 8):
        for bx in range(0, width, 8):
            for c in range(3):
                block = [planes[c][by + y][bx + x] for y in range(8) for x in range(8)]
                coefficients = _fdct(block)
                q = qtables[min(c, 1)]
                blocks.append((c, [int(round(coefficients[_ZIGZAG[k]] / q[_ZIGZAG[k]])) for k in range(64)]))
    freq = [[{}, {}], [{}, {}]]  # [table][dc, ac]
    symbols = []
    previous_dc = [0, 0, 0]
    for c, zz in blocks:
        t = min(c, 1)
        diff = zz[0] - previous_dc[c]
        previous_dc[c] = zz[0]
        items = [(0, _category(diff), diff)]
        run = 0
        last = max((k for k in range(1, 64) if zz[k] != 0), default=0)
        for k in range(1, last + 1):
            if zz[k] == 0:
                run += 1
                continue
            while run > 15:
                items.append((1, 0xF0, 0))
                run -= 16
            items.append((1, (run << 4) | _category(zz[k]), zz[k]))
            run = 0
        if last < 63:
            items.append((1, 0x00, 0))
        for kind, symbol, value in items:
            table = freq[t][kind]
            table[symbol] = table.get(symbol, 0) + 1
            symbols.append((t, kind, symbol, value))
    huffman = [[_huffman_table(freq[t][k]) for k in range(2)] for t in range(2)]
    codes = [[_canonical_codes(*huffman[t][k]) for k in range(2)] for t in range(2)]
    # Pass 2: the entropy-coded segment.
    out, acc, nbits = bytearray(), 0, 0
    for t, kind, symbol, value in symbols:
        code, length = codes[t][kind][symbol]
        size = symbol & 15 if kind == 1 else symbol
        extra = value if value >= 0 else value + (1 << size) - 1
        for bits, count in ((code, length), (extra, size)):
            acc = (acc << count) | (bits & ((1 << count) - 1))
            nbits += count
            while nbits >= 8:
                nbits -= 8
                byte = (acc >> nbits) & 255
                out.append(byte)
                if byte == 0xFF:
                    out.append(0)
        acc &= (1 << nbits) - 1
    if nbits:
        byte = ((acc << (8 - nbits)) | ((1 << (8 - nbits)) - 1)) & 255
        out.append(byte)
        if byte == 0xFF:
            out.append(0)

    def segment(marker, payload):
        return struct.pack(">BBH", 0xFF, marker, len(payload) + 2) + payload

    data = b"\xff\xd8" + segment(0xE0, b"JFIF\0\x01\x01\x00" + struct.pack(">HH", 72, 72) + b"\0\0")
    if icc_profile is not None:
        data += segment(0xE2, b"ICC_PROFILE\0\x01\x01" + icc_profile)
    for i, q in enumerate(qtables):
        data += segment(0xDB, bytes([i]) + bytes(q[_ZIGZAG[k]] for k in range(64)))
    data += segment(0xC0, struct.pack(">BHHB", 8, height, width, 3) + bytes([1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]))
    for t in range(2):
        for kind in range(2):
            bits, values = huffman[t][kind]
            data += segment(0xC4, bytes([(kind << 4) | t]) + bytes(bits) + bytes(values))
    data += segment(0xDA, bytes([3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]))
    return data + bytes(out) + b"\xff\xd9"


def photo_pixels(width, height, vivid, wide):
    """A sunset over mountains and a lake; `vivid` pushes the colours out to the P3 gamut."""
    sun_u, sun_v, sun_r = (0.68, 0.5, 0.075) if wide else (0.62, 0.48, 0.1)
    rows = []
    for py in range(height):
        v = (py + 0.5) / height
        row = []
        for px in range(width):
            u = (px + 0.5) / width
            ridge = 0.6 + 0.07 * math.sin(u * 6.5 + 0.4) + 0.035 * math.sin(u * 19 + 1.3)
            if wide:
                ridge += 0.03 * math.sin(u * 31)
            sky_v = v if v < 0.78 else 1.56 - v  # the lake mirrors the sky
            t = min(1.0, sky_v / 0.78)
            r = 40 + 215 * t ** 1.6
            g = 60 + 95 * t ** 1.2
            b = 150 - 70 * t
            d = math.hypot(u - sun_u, (sky_v - sun_v) * height / width)
            glow = max(0.0, 1 - d / (sun_r * 3))
            r, g, b = r + 40 * glow, g + 60 * glow, b + 20 * glow
            if d < sun_r:
                edge = min(1.0, (sun_r - d) / 0.01)
                r, g, b = (r * (1 - edge) + 255 * edge, g * (1 - edge) + 236 * edge, b * (1 - edge) + 170 * edge)
            if sky_v > ridge and v < 0.78:
                shade = (v - ridge) * 3
                r, g, b = 70 - 40 * shade, 40 - 20 * shade, 90 - 30 * shade
            elif v >= 0.78:
                r, g, b = r * 0.7, g * 0.75, b * 0.9 + 10
                if 1.56 - v > ridge:
                    r, g, b = 45, 30, 70
            if vivid:
                grey = (r + g + b) / 3
                r, g, b = grey + (r - grey) * 1.35, grey + (g - grey) * 1.35, grey + (b - grey) * 1.35
            row.append(tuple(max(0, min(255, int(round(c)))) for c in (r, g, b)))
        rows.append(row)
    return rows


# ---------------------------------------------------------------------------------------------
# PDF and SVG, by hand


def pdf_bytes(width_pt, height_pt, content):
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Contents 4 0 R /Resources << >> >>"
        % (width_pt, height_pt),
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
    ]
    data = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(data))
        data += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(data)
    data += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    data += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    data += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return data


def vector_star_pdf():
    # PDF space has y up; the star points up in it as it does on screen.
    points = [(x, 24 - y) for x, y in star_polygon(12, 12.5, 11.5)]
    path = b"%.3f %.3f m\n" % points[0] + b"".join(b"%.3f %.3f l\n" % p for p in points[1:]) + b"h\n"
    return pdf_bytes(24, 24, b"1 0.706 0 rg\n" + path + b"f\n0.878 0.557 0 RG\n1 w\n1 j\n" + path + b"S")


SVG_CAMERA = """<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 64 64">
  <title>Camera</title>
  <path d="M22 12 L26 6 H38 L42 12 H54 A6 6 0 0 1 60 18 V50 A6 6 0 0 1 54 56 H10 A6 6 0 0 1 4 50 V18 A6 6 0 0 1 10 12 Z"
        fill="#2F6FED"/>
  <circle cx="32" cy="33" r="14" fill="#FFFFFF"/>
  <circle cx="32" cy="33" r="9" fill="#1B3FA0"/>
  <circle cx="50" cy="20" r="3" fill="#FFC107"/>
</svg>
"""


# ---------------------------------------------------------------------------------------------
# The catalog


def image_set(catalog, name, entries, properties=None):
    folder = os.path.join(catalog, name + ".imageset")
    contents = {"images": entries, "info": INFO}
    if properties:
        contents["properties"] = properties
    write_contents(folder, contents)
    return folder


def png_rgba(path, width_pt, height_pt, scale, shader):
    w, h, rows = rasterize(width_pt, height_pt, scale, shader)
    write_file(path, png_bytes(w, h, 6, rows))


def make_rating(catalog):
    """Star and StarSmall: the rating control's star, smaller in compact height (SPEC §4)."""
    group = os.path.join(catalog, "Rating")  # a plain group: no namespace, names stay "Star"
    write_contents(group, {"info": INFO})
    gold, rim = hexcolor("FFB400"), hexcolor("E08E00")
    entries = []
    folder = os.path.join(group, "Star.imageset")
    for s in (1, 2, 3):
        suffix = "" if s == 1 else "@%dx" % s
        png_rgba(os.path.join(folder, "star%s.png" % suffix), 24, 24, s, star_shader(24, gold, rim, 1.5))
        entries.append({"filename": "star%s.png" % suffix, "idiom": "universal", "scale": scale_key(s)})
        png_rgba(os.path.join(folder, "star-compact%s.png" % suffix), 20, 20, s, star_shader(20, gold, rim, 1.25))
        entries.append({"filename": "star-compact%s.png" % suffix, "height-class": "compact",
                        "idiom": "universal", "scale": scale_key(s)})
    image_set(group, "Star", entries)
    entries = []
    folder = os.path.join(group, "StarSmall.imageset")
    for s in (1, 2, 3):
        suffix = "" if s == 1 else "@%dx" % s
        png_rgba(os.path.join(folder, "star-small%s.png" % suffix), 16, 16, s, star_shader(16, gold, rim, 1))
        entries.append({"filename": "star-small%s.png" % suffix, "idiom": "universal", "scale": scale_key(s)})
    image_set(group, "StarSmall", entries)


def make_logo(catalog):
    """Logo: any, dark, high contrast, dark + high contrast, at 1x/2x/3x (60×40 pt)."""
    variants = [
        ("", [], logo_shader(hexcolor("2F6FED"), None, hexcolor("FFC107"), hexcolor("FFFFFF"), 0)),
        ("-dark", [DARK], logo_shader(hexcolor("13244A"), None, hexcolor("FFD54F"), hexcolor("C9D4EA"), 0)),
        ("-high", [HIGH], logo_shader(hexcolor("0033AA"), hexcolor("000000"), hexcolor("FFB300"),
                                      hexcolor("FFFFFF"), 2)),
        ("-dark-high", [DARK, HIGH], logo_shader(hexcolor("000000"), hexcolor("FFFFFF"), hexcolor("FFE082"),
                                                 hexcolor("FFFFFF"), 2)),
    ]
    folder = os.path.join(catalog, "Logo.imageset")
    entries = []
    for s in (1, 2, 3):
        for suffix, appearances, shader in variants:
            filename = "logo%s%s.png" % (suffix, "" if s == 1 else "@%dx" % s)
            png_rgba(os.path.join(folder, filename), 60, 40, s, shader)
            entry = {"filename": filename, "idiom": "universal", "scale": scale_key(s)}
            if appearances:
                entry["appearances"] = appearances
            entries.append(entry)
    image_set(catalog, "Logo", entries)


def make_photo(catalog):
    """Photo: a JPEG per device and per gamut (sRGB, and Display P3 with its ICC profile).

    iPhone 64×48 pt at 2x and 3x, with a taller 64×56 pt crop for 4-inch screens (subtype
    retina4, 2x only, as Xcode's "R4" slot); iPad 96×64 pt at 2x only, so that a 1x iPad request
    takes the 2x file (SPEC §3 step 3).
    """
    folder = os.path.join(catalog, "Photo.imageset")
    profile = display_p3_icc_profile()
    slots = [("iphone", None, (64, 48), 2), ("iphone", "retina4", (64, 56), 2), ("iphone", None, (64, 48), 3),
             ("ipad", None, (96, 64), 2)]
    entries = []
    for idiom, subtype, (w_pt, h_pt), s in slots:
        for gamut in ("sRGB", "display-P3"):
            vivid = gamut == "display-P3"
            filename = "photo-%s%s%s@%dx.jpg" % ("phone" if idiom == "iphone" else "pad",
                                                 "-" + subtype if subtype else "", "-p3" if vivid else "", s)
            w, h = w_pt * s, h_pt * s
            data = jpeg_bytes(w, h, photo_pixels(w, h, vivid, idiom == "ipad"), quality=80,
                              icc_profile=profile if vivid else None)
            write_file(os.path.join(folder, filename), data)
            entry = {"display-gamut": gamut, "filename": filename, "idiom": idiom, "scale": scale_key(s)}
            if subtype:
                entry["subtype"] = subtype
            entries.append(entry)
    image_set(catalog, "Photo", entries)


def make_banner(catalog):
    """Banner: the photo list's header, 100×24 pt; a 200×24 pt one for regular width (iPad, split views)."""
    folder = os.path.join(catalog, "Banner.imageset")
    entries = []
    for s in (1, 2, 3):
        for width_class, w_pt, stars in ((None, 100, 3), ("regular", 200, 7)):
            filename = "banner%s%s.png" % ("-regular" if width_class else "", "" if s == 1 else "@%dx" % s)
            png_rgba(os.path.join(folder, filename), w_pt, 24, s, banner_shader(w_pt, stars))
            entry = {"filename": filename, "idiom": "universal", "scale": scale_key(s)}
            if width_class:
                entry["width-class"] = width_class
            entries.append(entry)
    image_set(catalog, "Banner", entries)


def make_template_icon(catalog):
    """TemplateIcon: a grey + alpha heart, drawn in the tint colour (template rendering)."""
    folder = os.path.join(catalog, "TemplateIcon.imageset")
    entries = []
    for s in (1, 2, 3):
        filename = "heart%s.png" % ("" if s == 1 else "@%dx" % s)
        w, h, rows = rasterize(24, 24, s, heart_shader(24))
        grey_alpha = [bytes(v for i in range(0, len(row), 4) for v in (row[i], row[i + 3])) for row in rows]
        write_file(os.path.join(folder, filename), png_bytes(w, h, 4, grey_alpha))
        entries.append({"filename": filename, "idiom": "universal", "scale": scale_key(s)})
    image_set(catalog, "TemplateIcon", entries, {"template-rendering-intent": "template"})


def make_vectors(catalog):
    folder = os.path.join(catalog, "VectorIcon.imageset")
    write_file(os.path.join(folder, "star.pdf"), vector_star_pdf())
    image_set(catalog, "VectorIcon", [{"filename": "star.pdf", "idiom": "universal"}],
              {"preserves-vector-representation": True})
    folder = os.path.join(catalog, "SVGIcon.imageset")
    write_file(os.path.join(folder, "camera.svg"), SVG_CAMERA.encode())
    image_set(catalog, "SVGIcon", [{"filename": "camera.svg", "idiom": "universal"}],
              {"preserves-vector-representation": True})


def make_button_background(catalog):
    """ButtonBackground: a 9-part stretchable button; its shadow sits outside the alignment rect."""
    folder = os.path.join(catalog, "ButtonBackground.imageset")
    entries = []
    for s in (1, 2, 3):
        filename = "button%s.png" % ("" if s == 1 else "@%dx" % s)
        png_rgba(os.path.join(folder, filename), 30, 30, s, button_shader(hexcolor("4C8DFF"), hexcolor("2F6FED")))
        entries.append({
            "alignment-insets": {"bottom": 2 * s, "left": 0, "right": 0, "top": 0},  # pixels
            "filename": filename, "idiom": "universal",
            "resizing": {  # cap insets in pixels of this file
                "cap-insets": {"bottom": 12 * s, "left": 10 * s, "right": 10 * s, "top": 10 * s},
                "center": {"height": 1, "mode": "stretch", "width": 1},
                "mode": "9-part"},
            "scale": scale_key(s)})
    image_set(catalog, "ButtonBackground", entries)


def make_icons(catalog):
    """Icons/Back: a namespaced group; the chevron points the other way in right-to-left."""
    group = os.path.join(catalog, "Icons")
    write_contents(group, {"info": INFO, "properties": {"provides-namespace": True}})
    folder = os.path.join(group, "Back.imageset")
    blue = hexcolor("007AFF")
    entries = []
    for s in (1, 2, 3):
        for direction, left in (("left-to-right", True), ("right-to-left", False)):
            filename = "back-%s%s.png" % ("ltr" if left else "rtl", "" if s == 1 else "@%dx" % s)
            png_rgba(os.path.join(folder, filename), 24, 24, s, chevron_shader(24, left, blue))
            entries.append({"filename": filename, "idiom": "universal", "language-direction": direction,
                            "scale": scale_key(s)})
    image_set(group, "Back", entries)


FLAGS = {
    # name: (palette, painter(x, y, w, h) -> palette index), 30×20 pt, flat colours only
    "": ([(255, 255, 255), (200, 16, 46)],  # St George's cross: the development language, English
         lambda x, y, w, h: 1 if abs(x - w // 2 + 0.5) < w / 10 or abs(y - h // 2 + 0.5) < h / 7 else 0),
    "fr": ([(0, 35, 149), (255, 255, 255), (237, 41, 57)],
           lambda x, y, w, h: 0 if x < w // 3 else (1 if x < 2 * w // 3 else 2)),
    "fr-CA": ([(0, 61, 165), (255, 255, 255)],  # Quebec: a white cross on blue
              lambda x, y, w, h: 1 if abs(x - w // 2 + 0.5) < w / 15 or abs(y - h // 2 + 0.5) < h / 10 else 0),
}


def make_flag(catalog):
    """Flag: a localizable image set, 30×20 pt palette PNGs: any, French, Canadian French."""
    folder = os.path.join(catalog, "Flag.imageset")
    entries = []
    for locale, (palette, painter) in FLAGS.items():
        for s in (1, 2, 3):
            filename = "flag%s%s.png" % ("-" + locale if locale else "", "" if s == 1 else "@%dx" % s)
            w, h = 30 * s, 20 * s
            rows = [bytes(painter(x, y, w, h) for x in range(w)) for y in range(h)]
            write_file(os.path.join(folder, filename), png_bytes(w, h, 3, rows, palette))
            entry = {"filename": filename, "idiom": "universal", "scale": scale_key(s)}
            if locale:
                entry["locale"] = locale
            entries.append(entry)
    image_set(catalog, "Flag", entries, {"localizable": True})


def srgb(r, g, b, a="1.000", space="srgb"):
    return {"color-space": space, "components": {"alpha": a, "blue": b, "green": g, "red": r}}


def color_set(catalog, name, colors):
    write_contents(os.path.join(catalog, name + ".colorset"), {"colors": colors, "info": INFO})


def make_colors(catalog):
    # 8-bit hexadecimal components, as Xcode writes them with that input method.
    color_set(catalog, "AccentColor", [
        {"color": srgb("0x2F", "0x6F", "0xED"), "idiom": "universal"},
        {"appearances": [DARK], "color": srgb("0x5B", "0x93", "0xFF"), "idiom": "universal"},
    ])
    color_set(catalog, "Tint", [
        {"color": srgb("1.000", "0.706", "0.000"), "display-gamut": "sRGB", "idiom": "universal"},
        {"appearances": [DARK], "color": srgb("1.000", "0.835", "0.310"), "display-gamut": "sRGB",
         "idiom": "universal"},
        {"color": srgb("1.000", "0.690", "0.000", space="display-p3"), "display-gamut": "display-P3",
         "idiom": "universal"},
        {"appearances": [DARK], "color": srgb("1.000", "0.820", "0.250", space="display-p3"),
         "display-gamut": "display-P3", "idiom": "universal"},
    ])
    grey = lambda white: {"color-space": "gray-gamma-22", "components": {"alpha": "1.000", "white": white}}
    color_set(catalog, "Background", [
        {"color": grey("0.960"), "idiom": "universal"},
        {"appearances": [DARK], "color": grey("0.080"), "idiom": "universal"},
    ])
    color_set(catalog, "SecondaryText", [
        {"color": {"platform": "ios", "reference": "secondaryLabelColor"}, "idiom": "universal"},
    ])


CREDITS = {
    "title": "Adaptive Photos",
    "story": "A photo browser after WWDC14's AdaptivePhotos sample: it adapts to size classes, "
             "dark mode, high contrast, wide colour, right-to-left languages and locales.",
    "credits": [
        {"role": "Photos", "name": "drawn by scripts/make-sample-assets.py"},
        {"role": "Icons", "name": "drawn by scripts/make-sample-assets.py"},
    ],
}


def make_credits(catalog):
    folder = os.path.join(catalog, "Credits.dataset")
    write_file(os.path.join(folder, "credits.json"),
               (json.dumps(CREDITS, indent=2, sort_keys=True) + "\n").encode())
    write_contents(folder, {"data": [{"filename": "credits.json", "idiom": "universal",
                                      "universal-type-identifier": "public.json"}], "info": INFO})


FILTER_PARAMETERS = [
    # (file, slot keys, parameters): the photo filter's settings, richer on more capable devices
    ("filter.json", {}, {"blurRadius": 4, "samples": 8}),
    ("filter-4GB.json", {"memory": "4GB"}, {"blurRadius": 12, "samples": 32}),
    ("filter-apple4.json", {"graphics-feature-set": "apple4"}, {"blurRadius": 8, "samples": 16}),
]


def make_filter_parameters(catalog):
    """FilterParameters: a data set per device capability (memory, graphics feature set)."""
    folder = os.path.join(catalog, "FilterParameters.dataset")
    entries = []
    for filename, slot, parameters in FILTER_PARAMETERS:
        write_file(os.path.join(folder, filename), (json.dumps(parameters, sort_keys=True) + "\n").encode())
        entries.append(dict(slot, filename=filename, idiom="universal", **{"universal-type-identifier": "public.json"}))
    write_contents(folder, {"data": entries, "info": INFO})


def symbol_svg():
    """A custom-symbol SVG in the layout of Apple's symbol templates: guides, then S/M/L glyphs."""
    rows = (("S", 696, 0.78), ("M", 1126, 1.0), ("L", 1556, 1.24))
    guides, glyphs = [], []
    for size, baseline, factor in rows:
        capline = baseline - 70.459
        guides.append('      <line id="Baseline-%s" x1="263" y1="%d" x2="3036" y2="%d" stroke="#27AAE1" stroke-width="0.5"/>'
                      % (size, baseline, baseline))
        guides.append('      <line id="Capline-%s" x1="263" y1="%.3f" x2="3036" y2="%.3f" stroke="#27AAE1" stroke-width="0.5"/>'
                      % (size, capline, capline))
        points = star_polygon(1391, baseline - 38 * factor, 46 * factor)
        d = "M" + " L".join("%.2f %.2f" % p for p in points) + " Z"
        glyphs.append('      <g id="Regular-%s">\n        <path d="%s"/>\n      </g>' % (size, d))
        left, right = 1391 - 50 * factor, 1391 + 50 * factor
        guides.append('      <line id="left-margin-Regular-%s" x1="%.2f" y1="%d" x2="%.2f" y2="%d" stroke="#00AEEF" stroke-width="0.5"/>'
                      % (size, left, baseline - 120, left, baseline + 30))
        guides.append('      <line id="right-margin-Regular-%s" x1="%.2f" y1="%d" x2="%.2f" y2="%d" stroke="#00AEEF" stroke-width="0.5"/>'
                      % (size, right, baseline - 120, right, baseline + 30))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<!-- Drawn by scripts/make-sample-assets.py -->\n'
            '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="3300" height="2200" viewBox="0 0 3300 2200">\n'
            '  <g id="Notes">\n    <rect id="artboard" x="0" y="0" width="3300" height="2200" fill="#FFFFFF"/>\n  </g>\n'
            '  <g id="Guides">\n' + "\n".join(guides) + '\n  </g>\n'
            '  <g id="Symbols">\n' + "\n".join(glyphs) + '\n  </g>\n</svg>\n')


def make_symbol(catalog):
    """StarSymbol: the rating star as a custom symbol, to sit in text beside the rating."""
    folder = os.path.join(catalog, "StarSymbol.symbolset")
    write_file(os.path.join(folder, "star.symbol.svg"), symbol_svg().encode())
    write_contents(folder, {"info": INFO, "symbols": [{"filename": "star.symbol.svg", "idiom": "universal"}]})


def make_app_icon(catalog):
    """AppIcon: the single 1024×1024 iOS icon of Xcode 14 and later; opaque RGB."""
    size = 1024
    points = star_polygon(512, 540, 400)
    top, bottom = (0x4C, 0x8D, 0xFF), (0x1B, 0x3F, 0xA0)
    rows = []
    for y in range(size):
        t = y / (size - 1)
        background = bytes(round(top[i] * (1 - t) + bottom[i] * t) for i in range(3))
        row = bytearray(background * size)
        yc = y + 0.5
        xs = []
        for i in range(len(points)):
            (x0, y0), (x1, y1) = points[i - 1], points[i]
            if (y0 > yc) != (y1 > yc):
                xs.append(x0 + (yc - y0) * (x1 - x0) / (y1 - y0))
        xs.sort()
        for a, b in zip(xs[0::2], xs[1::2]):
            for x in range(max(0, round(a)), min(size, round(b))):
                row[3 * x:3 * x + 3] = b"\xff\xc1\x07"
        rows.append(bytes(row))
    folder = os.path.join(catalog, "AppIcon.appiconset")
    write_file(os.path.join(folder, "AppIcon.png"), png_bytes(size, size, 2, rows))
    write_contents(folder, {"images": [{"filename": "AppIcon.png", "idiom": "universal", "platform": "ios",
                                        "size": "1024x1024"}], "info": INFO})


KEPT = {"Appearance.json"}  # SPEC §4 rules, written by hand beside the catalog's assets


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    catalog = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "SampleAssets", "Demo.xcassets")
    # Redraw everything but what this script does not write (the appearance rules).
    if os.path.isdir(catalog):
        for entry in os.listdir(catalog):
            if entry in KEPT:
                continue
            path = os.path.join(catalog, entry)
            if os.path.isdir(path):
                shutil.rmtree(path)
            else:
                os.remove(path)
    write_contents(catalog, {"info": INFO})
    make_colors(catalog)
    make_app_icon(catalog)
    make_banner(catalog)
    make_button_background(catalog)
    make_credits(catalog)
    make_filter_parameters(catalog)
    make_flag(catalog)
    make_icons(catalog)
    make_logo(catalog)
    make_photo(catalog)
    make_rating(catalog)
    make_vectors(catalog)
    make_symbol(catalog)
    make_template_icon(catalog)


if __name__ == "__main__":
    main()
