"""Car rebuilds after a small change, against a cold build of the same car (bench_realistic.py).

In a copy of the catalog made of hard links (the generated files are never changed), one PNG is
replaced by another of the same size, or one image set is added, and the car is compiled again
with its rendition cache beside it; the next run undoes the change, so every measured run differs
from the cache's build in exactly one image or set. After each kind of change, the car is
compared with a cold build's (--no-cache) of the same catalog: they must be byte-identical.
"""
import filecmp, os, random, shutil, sys

from benchlib import median_run, run

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_realistic_catalog import photo_png  # noqa: E402


def first_set(cat):
    for dirpath, dirs, _ in os.walk(cat):
        dirs.sort()
        for d in dirs:
            if d.endswith(".imageset"):
                return os.path.join(dirpath, d)
    raise SystemExit("no image set in " + cat)


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    return int.from_bytes(head[16:20], "big")


class Toggle:
    """Flips one change on and off: each call makes the catalog differ from the last build's."""

    def __init__(self, do, undo):
        self.do, self.undo, self.on = do, undo, False

    def __call__(self):
        (self.undo if self.on else self.do)()
        self.on = not self.on


def measure(assetcat, cat, work, repeat, r, prefix):
    """Adds `<prefix>_changed`, `_added`, `_removed` (wall, CPU, RSS) and `_identical` to r."""
    copy = os.path.join(work, "incremental", "Bench.xcassets")
    shutil.rmtree(os.path.dirname(copy), ignore_errors=True)
    shutil.copytree(cat, copy, copy_function=os.link)
    car = os.path.join(work, "incremental", "Bench.car")
    build = [assetcat, "compile", copy, "-o", car, "--force", "--quiet"]
    run(build)  # the cache of the unchanged catalog
    victim = first_set(copy)
    png = os.path.join(victim, sorted(f for f in os.listdir(victim) if f.endswith("@2x.png"))[0])
    original = png + ".original"
    os.rename(png, original)
    shutil.copyfile(original, png)
    px = png_size(original)
    other = photo_png(px, (200, 10, 90), random.Random(7), True)

    def write(data_path=None, data=None):
        os.unlink(png)
        if data is None:
            shutil.copyfile(data_path, png)
        else:
            with open(png, "wb") as f:
                f.write(data)

    added = os.path.join(os.path.dirname(victim), "zz_added.imageset")

    def add():
        shutil.copytree(victim, added)
        os.unlink(os.path.join(added, os.path.basename(png)))
        with open(os.path.join(added, os.path.basename(png)), "wb") as f:
            f.write(other)

    changes = {
        "changed": Toggle(lambda: write(data=other), lambda: write(data_path=original)),
        "added": Toggle(add, lambda: shutil.rmtree(added)),
    }
    for kind, toggle in changes.items():
        cpu = []
        runs = repeat + (repeat % 2 == 0)  # odd: the change is on after the last run
        t, rss = median_run(build, runs, before=toggle, cpu=cpu)
        r.update({"%s_%s_s" % (prefix, kind): t, "%s_%s_cpu_s" % (prefix, kind): cpu[0], "%s_%s_rss_mb" % (prefix, kind): rss})
        cold = os.path.join(work, "incremental", "Cold.car")
        run([assetcat, "compile", copy, "-o", cold, "--force", "--quiet", "--no-cache"])
        r["%s_%s_identical" % (prefix, kind)] = filecmp.cmp(car, cold, shallow=False)
        if kind == "added":  # and removed again: a run from the cache with the set, without it
            cpu = []
            t, rss = median_run(build, 1, before=toggle, cpu=cpu)
            r.update({"%s_removed_s" % prefix: t, "%s_removed_cpu_s" % prefix: cpu[0], "%s_removed_rss_mb" % prefix: rss})
            run([assetcat, "compile", copy, "-o", cold, "--force", "--quiet", "--no-cache"])
            r["%s_removed_identical" % prefix] = filecmp.cmp(car, cold, shallow=False)
        else:
            toggle()
    shutil.rmtree(os.path.dirname(copy), ignore_errors=True)
