#!/usr/bin/env python3
"""Copies the slice of real catalogs the tests always read into Tests/Fixtures/Corpora.

usage: scripts/vendor-corpora.py CORPORA   (the folder ASSETCAT_CORPORA names)

The slice is a few sets of each public catalog, chosen so that every path the corpus tests
exercise meets real input without the full corpora: colour sets (sRGB, gray, Display P3, hex
components, dark variants), PNGs of every colour type and the ancillary chunks seen in the
corpora, PDFs and SVGs (preserved or not, template or original), symbol sets, groups, names with
spaces. Sets are copied unchanged, with the Contents.json of every folder above them, and the
project's license and commit beside them. Only NetNewsWire (MIT) is vendored: element-ios is
under the GNU AGPL-3.0 (its UPSTREAM-LICENSE), which this Apache-2.0 repository does not take in;
the tests that need its catalogs run on the full corpora.
"""
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEST = os.path.join(ROOT, "Tests", "Fixtures", "Corpora")

NNW = "Ranchero-Software__NetNewsWire"
MAC = NNW + "/Mac/Resources/Assets.xcassets/"
IOS = NNW + "/iOS/Resources/Assets.xcassets/"
WIDGET = NNW + "/Widget/Assets.xcassets/"

SLICE = [
    # NetNewsWire for Mac: every colour set, small PNGs (palette, gray + alpha), PDFs, a symbol set.
    MAC + "iconDarkBackgroundColor.colorset", MAC + "iconLightBackgroundColor.colorset",
    MAC + "DetailStatusBarBackground.colorset", MAC + "SidebarUnreadCountBackground.colorset",
    MAC + "SidebarUnreadCountText.colorset", MAC + "timelineSeparatorColor.colorset",
    MAC + "AccentColor.colorset", MAC + "StarColor.colorset", MAC + "Account icon colors",
    MAC + "unstar.imageset", MAC + "star.imageset", MAC + "action.imageset", MAC + "markUnread.imageset",
    MAC + "MicroblogIcon.imageset", MAC + "accountFreshRSS.imageset", MAC + "cleanUp.imageset",
    MAC + "timelineStar.imageset", MAC + "accountLocal.imageset",
    MAC + "Swipe Images/swipeMarkUnread.imageset", MAC + "markAllAsRead.symbolset",
    # NetNewsWire for iOS: colour sets with hex components and platform-less colour spaces.
    IOS + "starColor.colorset", IOS + "deleteBackgroundColor.colorset", IOS + "barBackgroundColor.colorset",
    IOS + "fullScreenBackgroundColor.colorset", IOS + "vibrantTextColor.colorset",
    IOS + "controlBackgroundColor.colorset", IOS + "iconBackgroundColor.colorset",
    IOS + "sectionHeaderColor.colorset", IOS + "secondaryAccentColor.colorset",
    IOS + "primaryAccentColor.colorset", IOS + "Account icon colors", IOS + "disclosure.imageset",
    IOS + "accountLocalPhone.imageset", IOS + "markAllAsRead.symbolset",
    # NetNewsWire's widget: its Display P3 colours.
    WIDGET + "WidgetBackground.colorset", WIDGET + "AccentColor.colorset",
]


def copy_parents(corpora, item):
    """The Contents.json of every folder from the catalog down to the item's parent."""
    parts = item.split("/")
    for i, part in enumerate(parts):
        if part.endswith(".xcassets"):
            for j in range(i, len(parts) - 1):
                folder = "/".join(parts[: j + 1])
                source = os.path.join(corpora, folder, "Contents.json")
                if os.path.exists(source):
                    os.makedirs(os.path.join(DEST, folder), exist_ok=True)
                    shutil.copyfile(source, os.path.join(DEST, folder, "Contents.json"))
            return


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    corpora = sys.argv[1]
    for project in (NNW,):
        if os.path.isdir(os.path.join(DEST, project)):
            shutil.rmtree(os.path.join(DEST, project))
        os.makedirs(os.path.join(DEST, project))
        for name in ("UPSTREAM-LICENSE", "UPSTREAM-COMMIT"):
            shutil.copyfile(os.path.join(corpora, project, name), os.path.join(DEST, project, name))
    for item in SLICE:
        copy_parents(corpora, item)
        source, target = os.path.join(corpora, item), os.path.join(DEST, item)
        shutil.copytree(source, target, copy_function=shutil.copyfile)
    for folder, _, files in os.walk(DEST):
        os.chmod(folder, 0o755)
        for f in files:
            os.chmod(os.path.join(folder, f), 0o644)


if __name__ == "__main__":
    main()
