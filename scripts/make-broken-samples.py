#!/usr/bin/env python3
"""Writes SampleAssets/Broken/ACxxx.xcassets (each triggers exactly its SPEC §6 code) and
Tests/AssetCatValidationTests/Fixtures/Fixed/ACxxx.xcassets (the same catalog with the defect
fixed: validate must report nothing). Run from the repository root; output is deterministic."""
import json, os, shutil, struct, zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BROKEN = os.path.join(ROOT, "SampleAssets", "Broken")
FIXED = os.path.join(ROOT, "Tests", "AssetCatValidationTests", "Fixtures", "Fixed")
INFO = {"author": "xcode", "version": 1}


def png(w, h, color_type=6, alpha=0, declared=None):
    """A w×h 8-bit PNG (gray 0, RGB 2, RGBA 6); RGBA pixels have the given alpha.
    `declared` writes another size into IHDR (the pixel data stays w×h)."""
    chans = {0: 1, 2: 3, 6: 4}[color_type]
    px = bytes([0x20] * (chans - 1) + ([alpha] if color_type == 6 else [0x20]))[:chans]
    raw = b"".join(b"\x00" + px * w for _ in range(h))
    dw, dh = declared or (w, h)
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", dw, dh, 8, color_type, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def contents(images=None, properties=None, extra=None, colors=None):
    d = {}
    if images is not None: d["images"] = images
    if colors is not None: d["colors"] = colors
    d["info"] = INFO
    if properties: d["properties"] = properties
    if extra: d.update(extra)
    return d


def img(filename=None, scale=None, idiom="universal", **kw):
    e = {}
    if filename: e["filename"] = filename
    e["idiom"] = idiom
    if scale: e["scale"] = scale
    e.update(kw)
    return e


OK = png(1, 1, alpha=0)
LOGO = {"Logo.imageset/Contents.json": contents([img("logo.png")]), "Logo.imageset/logo.png": OK}

# code -> (broken files, fixed files[, matrix[, the fixed twin's matrix]]). Paths are inside the catalog.
def icon_document(name):
    """A well-formed Icon Composer document: a gradient behind one SVG layer."""
    return {name + ".icon/icon.json": {"fill": {"automatic-gradient": "display-p3:0.2,0.4,0.9,1"},
                                       "groups": [{"layers": [{"image-name": "art.svg", "name": "art"}]}]},
            name + ".icon/Assets/art.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">'
                                           '<circle cx="50" cy="50" r="50" fill="#fff"/></svg>\n'}


CASES = {
    "AC001": ({"Logo.imageset/Contents.json": '{\n  "images" : [\n    { "idiom" : "universal", \n'}, LOGO),
    "AC002": ({"Logo.imageset/Contents.json": contents([img("logo.png")], extra={"compresion": "lossless"}),
               "Logo.imageset/logo.png": OK}, LOGO),
    "AC003": ({"Logo.imageset/Contents.json": contents([img("logo.png", idiom="iphon")]),
               "Logo.imageset/logo.png": OK},
              {"Logo.imageset/Contents.json": contents([img("logo.png", idiom="iphone")]),
               "Logo.imageset/logo.png": OK}),
    "AC010": ({"Logo.imageset/Contents.json": contents([img("logo.png")])}, LOGO),
    "AC011": (dict(LOGO, **{"Logo.imageset/stray.png": OK}), LOGO),
    "AC012": ({"Logo.imageset/Contents.json": contents([img("logo.png", "1x"), img("logo-copy.png", "1x")]),
               "Logo.imageset/logo.png": OK, "Logo.imageset/logo-copy.png": OK},
              {"Logo.imageset/Contents.json": contents([img("logo.png", "1x"), img("logo-copy.png", "1x", idiom="iphone")]),
               "Logo.imageset/logo.png": OK, "Logo.imageset/logo-copy.png": OK}),
    "AC013": ({"Logo.imageset/Contents.json": contents([img("logo.png", "1x"), img(None, "2x")]),
               "Logo.imageset/logo.png": OK},
              {"Logo.imageset/Contents.json": contents([img("logo.png", "1x")]), "Logo.imageset/logo.png": OK}),
    # A PNG cut short (a Photoshop file named .png is only a warning: Xcode reads it by content).
    "AC020": ({"Logo.imageset/Contents.json": contents([img("icon@2x.png", "2x")]), "Logo.imageset/icon@2x.png": png(2, 2)[:40]},
              {"Logo.imageset/Contents.json": contents([img("icon@2x.png", "2x")]),
               "Logo.imageset/icon@2x.png": png(2, 2)}),
    "AC021": ({"Logo.imageset/Contents.json": contents([img("logo.png", "1x"), img("logo@2x.png", "2x")]),
               "Logo.imageset/logo.png": png(2, 2), "Logo.imageset/logo@2x.png": png(5, 5)},
              {"Logo.imageset/Contents.json": contents([img("logo.png", "1x"), img("logo@2x.png", "2x")]),
               "Logo.imageset/logo.png": png(2, 2), "Logo.imageset/logo@2x.png": png(4, 4)}),
    "AC022": ({"Logo.imageset/Contents.json": contents([img("logo.png"), img("logo@2x.png", "2x")]),
               "Logo.imageset/logo.png": png(2, 2), "Logo.imageset/logo@2x.png": png(4, 4)},
              {"Logo.imageset/Contents.json": contents([img("logo.png", "1x"), img("logo@2x.png", "2x")]),
               "Logo.imageset/logo.png": png(2, 2), "Logo.imageset/logo@2x.png": png(4, 4)}),
    "AC023": ({"Glyph.imageset/Contents.json": contents([img("glyph.png")], {"template-rendering-intent": "template"}),
               "Glyph.imageset/glyph.png": png(2, 2, color_type=2)},
              {"Glyph.imageset/Contents.json": contents([img("glyph.png")], {"template-rendering-intent": "template"}),
               "Glyph.imageset/glyph.png": png(2, 2, alpha=0)}),
    "AC024": ({"Huge.imageset/Contents.json": contents([img("huge.png")]),
               "Huge.imageset/huge.png": png(1, 1, declared=(100000, 100000))},
              {"Huge.imageset/Contents.json": contents([img("huge.png")]), "Huge.imageset/huge.png": png(16, 16)}),
    "AC030": ({"A/Logo.imageset/Contents.json": contents([img("logo.png")]), "A/Logo.imageset/logo.png": OK,
               "B/Logo.imageset/Contents.json": contents([img("logo.png")]), "B/Logo.imageset/logo.png": OK},
              {"A/Contents.json": {"info": INFO, "properties": {"provides-namespace": True}},
               "A/Logo.imageset/Contents.json": contents([img("logo.png")]), "A/Logo.imageset/logo.png": OK,
               "B/Logo.imageset/Contents.json": contents([img("logo.png")]), "B/Logo.imageset/logo.png": OK}),
    "AC031": ({"Icons.v2/Contents.json": {"info": INFO},
               "Icons.v2/Logo.imageset/Contents.json": contents([img("logo.png")]),
               "Icons.v2/Logo.imageset/logo.png": OK},
              {"Icons-v2/Contents.json": {"info": INFO},
               "Icons-v2/Logo.imageset/Contents.json": contents([img("logo.png")]),
               "Icons-v2/Logo.imageset/logo.png": OK}),
    "AC032": ({"Logo.imageset/Contents.json": contents([img("../../logo.png")])}, LOGO),
    "AC040": ({"Logo.imageset/Contents.json": contents([img("logo.png", "1x", idiom="iphone")]),
               "Logo.imageset/logo.png": OK},
              {"Logo.imageset/Contents.json": contents([img("logo.png", "1x")]), "Logo.imageset/logo.png": OK},
              [{"idiom": "phone", "scale": 1}, {"idiom": "pad", "scale": 2}]),
    "AC041": ({"Logo.imageset/Contents.json": contents([img("logo.png", "1x"), img("logo~mac.png", "1x", idiom="mac")]),
               "Logo.imageset/logo.png": OK, "Logo.imageset/logo~mac.png": OK},
              {"Logo.imageset/Contents.json": contents([img("logo.png", "1x"), img("logo~mac.png", "1x", idiom="mac")]),
               "Logo.imageset/logo.png": OK, "Logo.imageset/logo~mac.png": OK},
              [{"idiom": "phone", "scale": 1}, {"idiom": "pad", "scale": 2}]),
    "AC050": (dict(LOGO, **{"Appearance.json": {"version": 1, "rules": [
                  {"component": "Toolbar", "properties": {"icon": {"image": "Missing"}}}]}}),
              dict(LOGO, **{"Appearance.json": {"version": 1, "rules": [
                  {"component": "Toolbar", "properties": {"icon": {"image": "Logo"}}}]}})),
    "AC060": ({"Tint.colorset/Contents.json": contents(colors=[{"color": {"color-space": "srgbb", "components": {
                  "red": "0.5", "green": "0.5", "blue": "0.5", "alpha": "1.000"}}, "idiom": "universal"}])},
              {"Tint.colorset/Contents.json": contents(colors=[{"color": {"color-space": "srgb", "components": {
                  "red": "0.5", "green": "0.5", "blue": "0.5", "alpha": "1.000"}}, "idiom": "universal"}])}),
    "AC061": ({"Logo.imageset/Contents.json": contents([img("logo.png"), img("logo-fr.png", locale="fr")]),
               "Logo.imageset/logo.png": OK, "Logo.imageset/logo-fr.png": OK},
              {"Logo.imageset/Contents.json": contents([img("logo.png"), img("logo-fr.png", locale="fr")],
                                                       {"localizable": True}),
               "Logo.imageset/logo.png": OK, "Logo.imageset/logo-fr.png": OK}),
    # Both generate the Swift symbol `logo` (Xcode drops an image set's trailing "Image").
    "AC080": (dict(LOGO, **{"LogoImage.imageset/Contents.json": contents([img("logo.png")]),
                            "LogoImage.imageset/logo.png": OK}),
              dict(LOGO, **{"LogoMark.imageset/Contents.json": contents([img("logo.png")]),
                            "LogoMark.imageset/logo.png": OK})),
    # Icon Composer documents: icon.json with a list where an object belongs, and a missing picture.
    "AC090": ({"Bad.icon/icon.json": '{ "groups" : 3 }\n'}, icon_document("Bad")),
    "AC091": ({"Gone.icon/icon.json": {"groups": [{"layers": [{"image-name": "gone.png", "name": "gone"}]}]}},
              icon_document("Gone")),
}
# App icon cases (AC070-AC073): an iOS app icon set; the options the catalog is validated with
# (actool's --platform, --app-icon, --target-device) go in ACxxx.options.json beside it.
ICON = "AppIcon.appiconset/"
def icon_entry(filename, idiom, size, scale=None, platform=None):
    e = {"filename": filename, "idiom": idiom}
    if platform: e["platform"] = platform
    if scale: e["scale"] = scale
    e["size"] = size
    return e
SINGLE = {ICON + "Contents.json": contents([icon_entry("icon.png", "universal", "1024x1024", platform="ios")]),
          ICON + "icon.png": png(1024, 1024, color_type=2)}
IPHONE = [icon_entry("icon-60@2x.png", "iphone", "60x60", "2x")]
IPHONE_FILES = {ICON + "icon-60@2x.png": png(120, 120, color_type=2)}
APP_ICON = {"platform": "iphoneos", "app-icon": "AppIcon"}
CASES.update({
    "AC070": (LOGO, dict(LOGO, **SINGLE)),
    "AC071": (dict(IPHONE_FILES, **{ICON + "Contents.json": contents(IPHONE)}),
              dict(IPHONE_FILES, **{ICON + "Contents.json": contents(IPHONE + [
                  icon_entry("icon-1024.png", "ios-marketing", "1024x1024", "1x")]),
                  ICON + "icon-1024.png": png(1024, 1024, color_type=2)}),
              ),
    "AC072": (dict(SINGLE, **{ICON + "icon.png": png(1024, 1024, color_type=6, alpha=255)}), SINGLE),
    "AC073": ({ICON + "Contents.json": contents(IPHONE), ICON + "icon-60@2x.png": png(100, 100, color_type=2)},
              dict(IPHONE_FILES, **{ICON + "Contents.json": contents(IPHONE)})),
})
OPTIONS = {"AC070": APP_ICON, "AC071": dict(APP_ICON, **{"target-device": ["iphone"]}), "AC072": APP_ICON}

# AC041's twin has a matrix that also covers the mac entry.
CASES["AC041"] = CASES["AC041"] + ([{"idiom": "phone", "scale": 1}, {"idiom": "pad", "scale": 2},
                                    {"idiom": "mac", "scale": 1}],)


def write_catalog(path, files):
    if os.path.exists(path): shutil.rmtree(path)
    os.makedirs(path)
    with open(os.path.join(path, "Contents.json"), "w") as f:
        f.write(json.dumps({"info": INFO}, indent=2) + "\n")
    for rel, data in sorted(files.items()):
        full = os.path.join(path, rel)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        if isinstance(data, dict):
            data = json.dumps(data, indent=2) + "\n"
        with open(full, "wb") as f:
            f.write(data.encode() if isinstance(data, str) else data)


for code, case in sorted(CASES.items()):
    broken, fixed = case[0], case[1]
    options = OPTIONS.get(code)
    matrices = {BROKEN: case[2] if len(case) > 2 else None, FIXED: case[-1] if len(case) > 2 else None}
    for base in (BROKEN, FIXED):
        o = os.path.join(base, code + ".options.json")
        if options is None:
            if os.path.exists(o): os.remove(o)
        else:
            with open(o, "w") as f: f.write(json.dumps(options, indent=2, sort_keys=True) + "\n")
    write_catalog(os.path.join(BROKEN, code + ".xcassets"), broken)
    write_catalog(os.path.join(FIXED, code + ".xcassets"), fixed)
    for base, matrix in matrices.items():
        m = os.path.join(base, code + ".matrix.json")
        if matrix is None:
            if os.path.exists(m): os.remove(m)
        else:
            with open(m, "w") as f: f.write(json.dumps(matrix, indent=2) + "\n")
print("wrote", len(CASES), "broken catalogs and their fixed twins")
