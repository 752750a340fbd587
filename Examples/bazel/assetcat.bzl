"""assetcat as a hermetic Bazel action (a genrule with declared inputs and one declared output).

Bazel hands an action its inputs as symbolic links into the source tree, and assetcat refuses
files that are links leading out of their catalog (AC032: a catalog must not read files from
elsewhere). So the action first copies the catalog, links resolved (`cp -RL`), into a temporary
folder and runs there; diagnostics then name paths inside the catalog
(`Demo.xcassets/Logo.imageset/Contents.json`), as they would in a checkout.
"""

def assetcat_action(name, catalog_files, contents_json, out, command, tool = "@assetcat_bin//:assetcat"):
    """Runs `command` with $$X the assetcat binary, $$C the catalog's folder name (the current
    folder holds the catalog) and $$O the output file.

    Args:
      name: the target.
      catalog_files: every file of the catalog (a glob or a filegroup).
      contents_json: the label of the catalog's root Contents.json (locates its folder).
      out: the one output file.
      command: a shell command using $$X, $$C and $$O.
      tool: the assetcat binary.
    """
    native.genrule(
        name = name,
        srcs = catalog_files + [contents_json],
        outs = [out],
        tools = [tool],
        cmd = " ".join([
            "X=$$PWD/$(location %s);" % tool,
            "O=$$PWD/$@;",
            "D=$$(dirname $(location %s));" % contents_json,
            "C=$$(basename $$D);",
            "T=$$(mktemp -d);",
            "cp -RL $$D $$T/ &&",
            "(cd $$T && %s);" % command,
            "s=$$?; rm -rf $$T; exit $$s",
        ]),
    )
