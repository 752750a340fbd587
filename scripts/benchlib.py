"""What every bench script shares: running a command and taking its time, CPU and peak RSS."""
import json, os, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CACHE = os.path.join(ROOT, "bench-cache")

def generated_catalog(script, label, sets, extra=()):
    """The catalog `scripts/SCRIPT --seed 1 --sets SETS` writes, made once into bench-cache/LABEL-SETS;
    returns its folder and its summary.json."""
    out = os.path.join(CACHE, "%s-%d" % (label, sets))
    if not os.path.exists(os.path.join(out, "summary.json")):
        print("generating %d sets (%s) into %s …" % (sets, script, out), file=sys.stderr)
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", script), "--seed", "1",
                        "--sets", str(sets), "--out", out] + list(extra), check=True, stdout=subprocess.DEVNULL)
    with open(os.path.join(out, "summary.json")) as f:
        return out, json.load(f)

def run(cmd, stdin=None, stdout=subprocess.DEVNULL, check=True, cpu=None):
    """Runs cmd; returns (seconds, the child's own peak RSS in MB, exit code, stdout if captured).

    stdin (bytes) and captured stdout go through temporary files so that wait4 can collect the
    child's resource usage."""
    fin = subprocess.DEVNULL
    if stdin is not None:
        fin = tempfile.TemporaryFile()
        fin.write(stdin)
        fin.seek(0)
    fout = tempfile.TemporaryFile() if stdout == subprocess.PIPE else subprocess.DEVNULL
    ferr = tempfile.TemporaryFile()
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdin=fin, stdout=fout, stderr=ferr)
    # Peak memory: VmHWM of the child's own address space, read while it runs. (wait4's ru_maxrss
    # would do on its own, but Linux carries the spawning parent's high-water RSS across execve,
    # and subprocess spawns with vfork.) VmHWM only grows, so the last reading is the peak.
    hwm_kib = 0
    status_path = "/proc/%d/status" % p.pid
    while True:
        pid, status, ru = os.wait4(p.pid, os.WNOHANG)
        if pid == p.pid:
            break
        try:
            with open(status_path) as f:
                for line in f:
                    if line.startswith("VmHWM:"):
                        hwm_kib = max(hwm_kib, int(line.split()[1]))
                        break
        except (OSError, ValueError):
            pass
        time.sleep(0.0005)
    dt = time.perf_counter() - t0
    if cpu is not None:
        cpu.append(ru.ru_utime + ru.ru_stime)
    code = os.waitstatus_to_exitcode(status)
    p.returncode = code
    peak_mb = hwm_kib / 1024.0 if hwm_kib else ru.ru_maxrss / 1024.0
    out = None
    if fout != subprocess.DEVNULL:
        fout.seek(0)
        out = fout.read()
    if check and code != 0:
        ferr.seek(0)
        sys.exit("benchmark step failed (exit %d): %s\n%s" % (code, " ".join(cmd), ferr.read().decode(errors="replace")[-2000:]))
    return dt, peak_mb, code, out

def median_run(cmd, repeat, before=None, cpu=None, **kw):
    """Median wall seconds and the largest peak RSS of `repeat` runs; with `cpu` (a list), the
    median CPU seconds (user + system) is appended to it."""
    times, rsss, cpus = [], [], []
    for _ in range(repeat):
        if before:
            before()
        dt, rss, _, _ = run(cmd, cpu=cpus, **kw)
        times.append(dt)
        rsss.append(rss)
    if cpu is not None:
        cpu.append(statistics.median(cpus))
    return statistics.median(times), max(rsss)
