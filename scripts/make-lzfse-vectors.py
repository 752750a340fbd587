#!/usr/bin/env python3
"""Writes the LZFSE/LZVN test vectors of Tests/AssetCatCompressionTests/Vectors.

Every vector is compressed by the reference implementation (PyPI `lzfse`, which wraps Apple's
lzfse library) from a deterministic input. The tests rebuild the same inputs from the recipe
names in `manifest.txt` (see Tests/AssetCatCompressionTests/VectorRecipe.swift), so only the
compressed bytes are committed.

Recipes (one generator in this file, one in the tests; both must agree byte for byte):
  zeros:N            N zero bytes
  random:N:SEED      N bytes from splitmix64(SEED), 8 little-endian bytes per draw
  text:N:SEED        words from WORDS picked by splitmix64(SEED), space separated, cut to N bytes
  pattern:N:PERIOD   byte i = (i % PERIOD) * 37 + 11 (mod 256): short-distance matches
  rgba:W:H:SEED      image-like RGBA rows: gradients, 8x8 checks, sparse noise from splitmix64
A vector's expected output is its recipes joined by '+', decoded in order.

Besides plain reference output, the script crafts:
  * `bvx1` blocks: the reference encoder writes only the packed v2 header; v1 is the same fields
    unpacked into a fixed 772-byte record, so a v2 block is re-packed into that layout.
  * multi-kind streams: blocks from several reference outputs concatenated under one `bvx$`
    (each block's matches stay within its own output, so the result decodes to the
    concatenation of the inputs).
  * raw LZVN streams (what a CAR rendition of compression type 3 may hold): the payload of a
    `bvxn` block, without the block header.

Usage: scripts/make-lzfse-vectors.py [output-dir]   (default: the tests' Vectors folder)
"""
import hashlib
import os
import struct
import sys

import lzfse

MASK64 = (1 << 64) - 1
WORDS = (
    "asset catalog image set color icon scale idiom universal iphone ipad mac watch tv vision "
    "appearance dark light contrast high gamut display p3 srgb compression lzfse lzvn palette "
    "rendition facet key bitmap vector pdf svg data template original automatic slice inset "
    "width height pixel point size class compact regular memory graphics metal locale direction "
    "left right"
).split()


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & MASK64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)


def make_input(recipe):
    kind, *args = recipe.split(":")
    nums = [int(a) for a in args]
    if kind == "zeros":
        return bytes(nums[0])
    if kind == "random":
        size, rng = nums[0], SplitMix64(nums[1])
        out = bytearray()
        while len(out) < size:
            out += rng.next().to_bytes(8, "little")
        return bytes(out[:size])
    if kind == "text":
        size, rng = nums[0], SplitMix64(nums[1])
        out = bytearray()
        while len(out) < size:
            out += WORDS[rng.next() % len(WORDS)].encode() + b" "
        return bytes(out[:size])
    if kind == "pattern":
        size, period = nums
        return bytes(((i % period) * 37 + 11) & 0xFF for i in range(size))
    if kind == "rgba":
        width, height, rng = nums[0], nums[1], SplitMix64(nums[2])
        out = bytearray()
        for y in range(height):
            for x in range(width):
                noise = rng.next()
                check = 0xFF if ((x // 8) + (y // 8)) % 2 else 0x20
                red = (x * 255) // max(width - 1, 1)
                green = (y * 255) // max(height - 1, 1)
                if noise % 16 == 0:
                    red ^= (noise >> 8) & 0x0F
                out += bytes((red, green, check, 0xFF if x % 32 else 0x80))
        return bytes(out)
    raise ValueError(f"unknown recipe {recipe}")


def expected_output(spec):
    return b"".join(make_input(r) for r in spec.split("+"))


def blocks(stream):
    """Splits a reference stream into (magic, block bytes) pairs, without the final bvx$."""
    out, i = [], 0
    while True:
        magic = stream[i:i + 4]
        if magic == b"bvx$":
            return out
        if magic == b"bvx-":
            size = 8 + struct.unpack_from("<I", stream, i + 4)[0]
        elif magic == b"bvxn":
            size = 12 + struct.unpack_from("<I", stream, i + 8)[0]
        elif magic == b"bvx2":
            v0, v1, v2 = struct.unpack_from("<QQQ", stream, i + 8)
            size = (v2 & 0xFFFFFFFF) + ((v0 >> 20) & 0xFFFFF) + ((v1 >> 40) & 0xFFFFF)
        elif magic == b"bvx1":
            size = 772 + sum(struct.unpack_from("<II", stream, i + 20))
        else:
            raise ValueError(f"unexpected magic {magic!r}")
        out.append((magic, stream[i:i + size]))
        i += size


def decode_frequencies(packed):
    """The 360 frequencies of a v2 header's variable-length code (see the Swift decoder)."""
    value_bits = int.from_bytes(packed, "little")
    freqs, pos = [], 0
    for _ in range(360):
        bits = value_bits >> pos
        if bits & 1 == 0:
            freqs.append((bits >> 1) & 1); pos += 2
        elif bits & 3 == 1:
            freqs.append(2 + ((bits >> 2) & 1)); pos += 3
        elif bits & 7 == 3:
            freqs.append(4 + ((bits >> 3) & 3)); pos += 5
        elif bits & 15 == 7:
            freqs.append(8 + ((bits >> 4) & 0xF)); pos += 8
        else:
            freqs.append(24 + ((bits >> 4) & 0x3FF)); pos += 14
    assert (pos + 7) // 8 == len(packed), "frequency code does not fill the header"
    return freqs


def v2_to_v1(block):
    """Re-packs one bvx2 block with the fixed-layout bvx1 header (same payload)."""
    n_raw = struct.unpack_from("<I", block, 4)[0]
    v0, v1, v2 = struct.unpack_from("<QQQ", block, 8)
    field = lambda word, low, width: (word >> low) & ((1 << width) - 1)
    header_size = field(v2, 0, 32)
    lit_payload, lmd_payload = field(v0, 20, 20), field(v1, 40, 20)
    header = struct.pack(
        "<4sIIIIIIiHHHHiHHH",
        b"bvx1", n_raw, lit_payload + lmd_payload, field(v0, 0, 20), field(v0, 40, 20),
        lit_payload, lmd_payload, field(v0, 60, 3) - 7,
        *(field(v1, 10 * k, 10) for k in range(4)),
        field(v1, 60, 3) - 7, field(v2, 32, 10), field(v2, 42, 10), field(v2, 52, 10))
    header += struct.pack("<360H", *decode_frequencies(block[32:header_size])) + b"\0\0"
    assert len(header) == 772
    return header + block[header_size:]


def compressed(spec):
    return lzfse.compress(expected_output(spec))


def only_block(spec, magic):
    found = [b for m, b in blocks(compressed(spec)) if m == magic]
    assert found, f"{spec} gave no {magic!r} block"
    return found


# name -> (expected output recipe, compressed bytes)
def vectors():
    plain = [
        "zeros:0", "text:1:1", "zeros:10", "random:100:2", "zeros:4000", "text:3000:3",
        "pattern:3000:3", "rgba:16:16:4", "random:4000:5", "text:4095:6", "text:4096:6",
        "pattern:200000:1", "pattern:200000:5", "pattern:100000:7", "pattern:100000:9",
        "zeros:1048576", "text:1048576:7", "rgba:512:512:8", "random:150000:9",
        "text:300000:10", "rgba:300:200:11",
    ]
    out = {}
    for spec in plain:
        out[spec.replace(":", "_")] = (spec, compressed(spec))
    v1_spec = "text:100000:12"
    v1_blocks = [v2_to_v1(b) if m == b"bvx2" else b for m, b in blocks(compressed(v1_spec))]
    out["v1_" + v1_spec.replace(":", "_")] = (v1_spec, b"".join(v1_blocks) + b"bvx$")
    v1_rgba = "rgba:128:128:13"
    out["v1_" + v1_rgba.replace(":", "_")] = (
        v1_rgba, b"".join(v2_to_v1(b) for b in only_block(v1_rgba, b"bvx2")) + b"bvx$")
    mixed = ["text:3000:14", "text:60000:15", "random:500:16", "pattern:2000:4", "rgba:64:64:17"]
    parts = [
        only_block(mixed[0], b"bvxn")[0],
        only_block(mixed[1], b"bvx2")[0],
        only_block(mixed[2], b"bvx-")[0],
        only_block(mixed[3], b"bvxn")[0],
        v2_to_v1(only_block(mixed[4], b"bvx2")[0]),
    ]
    out["mixed_blocks"] = ("+".join(mixed), b"".join(parts) + b"bvx$")
    return out


def raw_lzvn_vectors():
    """Raw LZVN streams: the payloads of reference bvxn blocks."""
    out = {}
    for spec in ["text:3000:18", "pattern:4000:2", "rgba:24:24:19", "zeros:2000"]:
        block = only_block(spec, b"bvxn")[0]
        out["lzvn_" + spec.replace(":", "_")] = (spec, block[12:])
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    target = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        here, "..", "Tests", "AssetCatCompressionTests", "Vectors")
    os.makedirs(target, exist_ok=True)
    lines = ["# file expected-output-recipe sha256-of-expected-output block-kinds"]
    total = 0
    for suffix, table in ((".lzfse", vectors()), (".lzvn", raw_lzvn_vectors())):
        for name, (spec, data) in sorted(table.items()):
            expected = expected_output(spec)
            if suffix == ".lzfse":
                # The Python wrapper reports an empty output as an error, so skip that one.
                assert not expected or lzfse.decompress(data) == expected, name
                kinds = ",".join(m.decode() for m, _ in blocks(data)) or "-"
            else:
                kinds = "lzvn-raw"
            with open(os.path.join(target, name + suffix), "wb") as f:
                f.write(data)
            total += len(data)
            lines.append(f"{name}{suffix} {spec} {hashlib.sha256(expected).hexdigest()} {kinds}")
    with open(os.path.join(target, "manifest.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{len(lines) - 1} vectors, {total} bytes, in {os.path.normpath(target)}")


if __name__ == "__main__":
    main()
