#!/usr/bin/env python3
"""Opens an `assetcat report` page in headless Chromium and says what a user would see.

    scripts/report-browser-check.py REPORT/index.html [--query TEXT] [--screenshot FILE]
                                    [--asset NAME] [--chromium PATH] [--timeout S]

Chromium is driven over the DevTools protocol on --remote-debugging-pipe (file descriptors 3
and 4, NUL-separated JSON), so only the standard library is needed. Prints one JSON object:
  names             the asset names of the list rows, in order
  visibleAfterQuery the names still shown after typing --query into the search box
  loadMs            navigation start to the page's ready mark (data parsed, list rendered)
  consoleErrors     console errors, uncaught exceptions and error log entries
  requests          every URL the page requested (the report must need file: and data: only)
  brokenImages      thumbnails of the first asset's detail that did not load
  initialTitle, coverageRows  the opening view (the coverage matrix) and its device rows
  asset             with --asset, that asset's page as shown: its section headings in order
                    ("sections"), its findings ("findings"), the device rows of its table
                    ("deviceRows"), the slots marked for a finding ("flaggedSlots": traits, marker
                    text, severity) and the devices whose cells are marked ("flaggedDevices")
Exit status 0 when the check ran (the caller judges the result), 2 when Chromium could not.
"""
import argparse, base64, fcntl, json, os, select, shutil, subprocess, sys, tempfile, time


class DevTools:
    """One Chromium process and its DevTools pipe."""

    def __init__(self, chromium, timeout):
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="assetcat-report-check-")
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()
        # High numbers first, so that moving them to 3 and 4 in the child cannot clobber each other.
        high_r = fcntl.fcntl(to_child_r, fcntl.F_DUPFD, 10)
        high_w = fcntl.fcntl(from_child_w, fcntl.F_DUPFD, 10)
        os.close(to_child_r)
        os.close(from_child_w)

        def wire():
            os.dup2(high_r, 3)
            os.dup2(high_w, 4)

        args = [chromium, "--headless", "--remote-debugging-pipe", "--disable-gpu", "--no-first-run",
                "--no-default-browser-check", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--disable-extensions", "--mute-audio", "--hide-scrollbars",
                "--window-size=1280,900", "--user-data-dir=" + self.profile]
        if os.geteuid() == 0:
            args.append("--no-sandbox")  # Chromium refuses to run as root with its sandbox
        self.proc = subprocess.Popen(args + ["about:blank"], pass_fds=(3, 4), preexec_fn=wire,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(high_r)
        os.close(high_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        want = self.next_id
        while True:
            m = self.receive()
            if m.get("id") == want:
                if "error" in m:
                    raise RuntimeError("%s: %s" % (method, m["error"]))
                return m.get("result", {})

    def receive(self):
        deadline = time.monotonic() + self.timeout
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.from_child], [], [], left)[0]:
                raise TimeoutError("no answer from Chromium in %.0f s" % self.timeout)
            chunk = os.read(self.from_child, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe")
            self.buffer += chunk
        raw, self.buffer = self.buffer.split(b"\0", 1)
        m = json.loads(raw)
        if "method" in m:
            self.events.append(m)
        return m

    def wait_event(self, method):
        while True:
            for e in self.events:
                if e["method"] == method:
                    self.events.remove(e)
                    return e
            self.receive()

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def evaluate(dt, session, expression):
    r = dt.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True}, session)
    if "exceptionDetails" in r:
        raise RuntimeError("page script failed: %s" % r["exceptionDetails"])
    return r["result"].get("value")


def wait_for(dt, session, expression, timeout):
    deadline = time.monotonic() + timeout
    while not evaluate(dt, session, expression):
        if time.monotonic() > deadline:
            raise TimeoutError("timed out waiting for " + expression)
        time.sleep(0.01)


# Rows a user sees, in list order: the list is virtual (only rows in view exist), so scroll it
# from top to bottom a screen at a time and collect the rows inside the visible area.
VISIBLE = """(async () => {
  const nav = document.querySelector('nav'), seen = new Map();
  const frame = () => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  nav.scrollTop = 0;
  for (;;) {
    await frame();
    const box = nav.getBoundingClientRect();
    for (const r of document.querySelectorAll('#list li.row')) {
      const b = r.getBoundingClientRect();
      if (b.height > 0 && b.bottom > box.top && b.top < box.bottom) seen.set(+r.dataset.i, r.querySelector('.name').textContent);
    }
    if (nav.scrollTop + nav.clientHeight >= nav.scrollHeight - 1) break;
    nav.scrollTop += nav.clientHeight;
  }
  nav.scrollTop = 0;
  await frame();
  return [...seen.entries()].sort((a, b) => a[0] - b[0]).map(e => e[1]);
})()"""


# One asset's page: searched for by name, its row clicked, then read as a user reads it.
ASSET = """(async (name) => {
  const search = document.getElementById('search');
  search.value = name;
  search.dispatchEvent(new Event('input'));
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  const row = [...document.querySelectorAll('#list li.row')].find(r => r.querySelector('.name').textContent === name);
  if (!row) return null;
  row.click();
  const all = (q) => [...document.querySelectorAll('#detail ' + q)];
  return {
    sections: all('h3').map(h => h.textContent),
    findings: all('ul.diags li').map(li => li.textContent),
    deviceRows: all('table.picks tbody th').map(t => t.textContent),
    flaggedSlots: all('figure.slot.flagged').map(f => ({
      traits: f.querySelector('figcaption b').textContent, marker: f.querySelector('mark.finding').textContent,
      severity: f.classList.contains('error') ? 'error' : f.classList.contains('warning') ? 'warning' : 'note'})),
    flaggedDevices: [...new Set(all('td.flagged').map(td => td.closest('tr').querySelector('th').textContent))],
  };
})"""


def check(dt, page, query, screenshot, asset=None):
    target = dt.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    s = dt.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    for domain in ("Page", "Runtime", "Log", "Network"):
        dt.send(domain + ".enable", session=s)
    url = "file://" + os.path.abspath(page)
    start = time.monotonic()
    dt.send("Page.navigate", {"url": url}, s)
    wait_for(dt, s, "document.documentElement?.dataset.ready === 'true'", dt.timeout)
    load_ms = (time.monotonic() - start) * 1000
    result = {"loadMs": round(load_ms, 1), "names": evaluate(dt, s, VISIBLE),
              "initialTitle": evaluate(dt, s, "document.querySelector('#detail h2')?.textContent"),
              "coverageRows": evaluate(dt, s, "document.querySelectorAll('#detail table tbody tr').length")}
    if query is not None:
        evaluate(dt, s, "document.getElementById('search').focus()")
        dt.send("Input.insertText", {"text": query}, s)
        result["visibleAfterQuery"] = evaluate(dt, s, VISIBLE)
    # Open the first shown asset, let its thumbnails load, and look.
    evaluate(dt, s, "document.querySelector('#list li.row')?.click()")
    wait_for(dt, s, "[...document.querySelectorAll('#detail img')].every(i => i.complete)", dt.timeout)
    result["brokenImages"] = evaluate(
        dt, s, "[...document.querySelectorAll('#detail img')].filter(i => i.naturalWidth === 0).map(i => i.getAttribute('src'))")
    result["detailTitle"] = evaluate(dt, s, "document.querySelector('#detail h2')?.textContent")
    if screenshot:
        shot = dt.send("Page.captureScreenshot", {"format": "png"}, s)
        with open(screenshot, "wb") as f:
            f.write(base64.b64decode(shot["data"]))
    if asset is not None:
        result["asset"] = evaluate(dt, s, ASSET + "(" + json.dumps(asset) + ")")
    evaluate(dt, s, "new Promise(r => setTimeout(r, 50))")  # flush late events
    errors, requests = [], []
    for e in dt.events:
        m, p = e["method"], e.get("params", {})
        if m == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
            errors.append("console: " + " ".join(str(a.get("value", a.get("description", ""))) for a in p.get("args", [])))
        elif m == "Runtime.exceptionThrown":
            errors.append("exception: " + json.dumps(p.get("exceptionDetails", {}).get("exception", {}).get("description")))
        elif m == "Log.entryAdded" and p.get("entry", {}).get("level") == "error":
            errors.append("log: " + p["entry"].get("text", "") + " " + p["entry"].get("url", ""))
        elif m == "Network.requestWillBeSent":
            requests.append(p["request"]["url"])
    result["consoleErrors"] = errors
    result["requests"] = sorted(set(requests))
    return result


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("page")
    ap.add_argument("--query")
    ap.add_argument("--screenshot")
    ap.add_argument("--asset")
    ap.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser"))
    ap.add_argument("--timeout", type=float, default=60)
    a = ap.parse_args()
    if not a.chromium:
        print("error: chromium is not installed (Debian: apt-get install -y chromium)", file=sys.stderr)
        return 2
    dt = DevTools(a.chromium, a.timeout)
    try:
        print(json.dumps(check(dt, a.page, a.query, a.screenshot, a.asset), indent=1))
    except Exception as e:
        print("error: %s" % e, file=sys.stderr)
        return 2
    finally:
        dt.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
