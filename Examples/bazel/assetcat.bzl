"""assetcat_catalog: an asset catalog compiled to Assets.car as Bazel actions a build farm caches.

One action per asset set (or per `sets_per_action` sets) encodes the sets' renditions into a part
(`assetcat compile CATALOG -o X.carpart --set SET…`), with only those sets' files and the
Contents.json of the folders above them as inputs; one link action writes Assets.car from the
parts (`assetcat compile CATALOG -o Assets.car --from-part …`, or `assetcat actool … --from-part`
with `actool = True`, which writes actool's partial Info.plist and app icon files too),
byte-identical to compiling the catalog in one go. A changed image reruns its set's action and
the link; every other part comes from the cache. Inputs are read as Bazel stages them, symbolic
links and all (`--follow-links`): nothing is copied. Docs/Bazel.md says more.
"""

# Folder types whose folders are assets (or hold assets that belong to them).
_SET_SUFFIXES = [
    ".imageset", ".colorset", ".dataset", ".symbolset", ".appiconset", ".brandassets", ".imagestack",
    ".solidimagestack", ".launchimage", ".iconset", ".complicationset", ".cubetextureset", ".arresourcegroup",
    ".textureset", ".mipmapset", ".spriteatlas", ".stickerpack", ".sticker", ".stickersequence",
]

def _is_set(component):
    for suffix in _SET_SUFFIXES:
        if component.endswith(suffix):
            return True
    return False

def _split(files, catalog):
    """The catalog's exec path, the files of each set (by its path inside the catalog), and the
    Contents.json of each folder that is no set (by that folder's path, "" the catalog's own)."""
    root = None
    sets = {}
    folders = {}
    for f in files:
        at = f.path.find(catalog + "/")
        if at < 0 or (at > 0 and f.path[at - 1] != "/"):
            fail("%s is not inside a catalog named %s" % (f.path, catalog))
        here = f.path[:at + len(catalog)]
        if root == None:
            root = here
        elif root != here:
            fail("the files come from two catalogs: %s and %s" % (root, here))
        parts = f.path[len(root) + 1:].split("/")
        owner = None
        for i in range(len(parts) - 1):
            if _is_set(parts[i]):
                owner = "/".join(parts[:i + 1])
                break
        if owner != None:
            sets.setdefault(owner, []).append(f)
        elif parts[-1] == "Contents.json":
            folders["/".join(parts[:-1])] = f
    if root == None:
        fail("no files: srcs should glob the catalog")
    return root, sets, folders

def _above(set_path, folders):
    """The Contents.json of the catalog and of every group above `set_path`."""
    out = []
    parts = set_path.split("/")
    for i in range(len(parts)):
        folder = "/".join(parts[:i])
        if folder in folders:
            out.append(folders[folder])
    return out

def _car_flags(ctx):
    flags = ["--platform", ctx.attr.platform, "--minimum-deployment-target", ctx.attr.minimum_deployment_target]
    if ctx.attr.app_icon:
        flags += ["--app-icon", ctx.attr.app_icon]
    if ctx.attr.accent_color:
        flags += ["--accent-color", ctx.attr.accent_color]
    return flags + ctx.attr.car_options

def _assetcat_catalog_impl(ctx):
    tool = ctx.executable.tool
    root, sets, folders = _split(ctx.files.srcs, ctx.attr.catalog)
    names = sorted(sets.keys())
    size = max(1, ctx.attr.sets_per_action)
    common = ["--follow-links", "--quiet", "--no-cache"] + _car_flags(ctx)
    parts = []
    for start in range(0, len(names), size):
        group = names[start:start + size]
        part = ctx.actions.declare_file("%s.parts/%d.carpart" % (ctx.label.name, start // size))
        inputs = []
        args = ctx.actions.args()
        args.add_all(["compile", root, "-o", part])
        for name in group:
            inputs += sets[name] + _above(name, folders)
            args.add("--set", name)
        args.add_all(common)
        ctx.actions.run(
            executable = tool,
            arguments = [args],
            inputs = depset(inputs),
            outputs = [part],
            mnemonic = "AssetcatPart",
            progress_message = "Encoding %s (%d sets)" % (group[0], len(group)),
        )
        parts.append(part)

    car = ctx.actions.declare_file("%s/Assets.car" % ctx.label.name)
    outputs = [car]
    args = ctx.actions.args()
    if ctx.attr.actool:
        plist = ctx.actions.declare_file("%s/partial.plist" % ctx.label.name)
        outputs.append(plist)
        outputs += [ctx.actions.declare_file("%s/%s" % (ctx.label.name, f)) for f in ctx.attr.icon_files]
        args.add_all(["actool", "--compile", car.dirname, "--output-partial-info-plist", plist])
        args.add_all(["--platform", ctx.attr.platform, "--minimum-deployment-target", ctx.attr.minimum_deployment_target])
        if ctx.attr.app_icon:
            args.add_all(["--app-icon", ctx.attr.app_icon])
        if ctx.attr.accent_color:
            args.add_all(["--accent-color", ctx.attr.accent_color])
        args.add_all(["--follow-links", "--no-cache"])
        args.add_all(parts, before_each = "--from-part")
        args.add(root)
    else:
        args.add_all(["compile", root, "-o", car])
        args.add_all(common)
        args.add_all(parts, before_each = "--from-part")
    ctx.actions.run(
        executable = tool,
        arguments = [args],
        inputs = depset(ctx.files.srcs + parts),
        outputs = outputs,
        mnemonic = "AssetcatLink",
        progress_message = "Linking %s from %d parts" % (car.short_path, len(parts)),
    )
    return [DefaultInfo(files = depset(outputs))]

assetcat_catalog = rule(
    implementation = _assetcat_catalog_impl,
    doc = "Compiles an asset catalog to Assets.car: one action per asset set (or group), one link.",
    attrs = {
        "srcs": attr.label_list(allow_files = True, mandatory = True, doc = "Every file of the catalog (a glob)."),
        "catalog": attr.string(mandatory = True, doc = "The catalog folder's name, e.g. Assets.xcassets."),
        "sets_per_action": attr.int(default = 1, doc = "Asset sets one encoding action takes."),
        "platform": attr.string(default = "iphoneos"),
        "minimum_deployment_target": attr.string(default = "15.0"),
        "app_icon": attr.string(doc = "The app icon set (--app-icon)."),
        "accent_color": attr.string(doc = "The accent color set (--accent-color)."),
        "car_options": attr.string_list(doc = "More `compile` options, given to every action alike."),
        "actool": attr.bool(default = False, doc = "Link with `assetcat actool`: also a partial Info.plist."),
        "icon_files": attr.string_list(doc = "With actool: the loose app icon files it writes (e.g. AppIcon60x60@2x.png)."),
        "tool": attr.label(
            default = "@assetcat_bin//:assetcat",
            executable = True,
            cfg = "exec",
            allow_single_file = True,
            doc = "The assetcat binary (a static Linux build runs on any Linux executor).",
        ),
    },
)
