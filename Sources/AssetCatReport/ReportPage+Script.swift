extension ReportPage {
  /// The page's behaviour: rows rendered from the embedded data, a search that hides rows, one
  /// asset's detail at a time (thumbnails load lazily), and the overview with the coverage matrix.
  static let script = #"""
    "use strict";
    (function () {
      const D = JSON.parse(document.getElementById("report-data").textContent);
      const list = document.getElementById("list"), detail = document.getElementById("detail");
      const search = document.getElementById("search"), count = document.getElementById("count");
      const COLUMNS = ["Portrait, light", "Portrait, dark", "Landscape, light", "Landscape, dark"];
      const esc = (s) => String(s).replace(/[&<>"']/g, (c) =>
        ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
      const severityCount = (a, s) => a.diagnostics.filter((d) => d.severity === s).length;
      const plural = (n, w) => n + " " + w + (n === 1 ? "" : "s");

      function icon(slot, lazy) {
        if (slot && slot.thumb) return '<img ' + (lazy ? 'loading="lazy" ' : "") + 'src="' + esc(slot.thumb) \#
    + '" alt="">';
        if (slot && slot.color) return '<span class="swatch" style="background:' + esc(slot.color) + '"></span>';
        return '<span class="ph" title="no preview"></span>';
      }

      function rowHTML(a, i, position) {
        const preview = a.slots.find((s) => s.thumb) || a.slots.find((s) => s.color);
        const e = severityCount(a, "error"), w = severityCount(a, "warning");
        return '<li class="row' + (i === selected ? " selected" : "") + '" role="button" tabindex="0" data-i="' + i +
          '" style="top:' + position * ROW + 'px">' + icon(preview, true) +
          '<span class="name">' + esc(a.name) + '</span><span class="kind">' + esc(a.kind) + "</span>" +
          (e ? '<span class="badge err" title="errors">' + e + "</span>" : "") +
          (w ? '<span class="badge warn" title="warnings">' + w + "</span>" : "") + "</li>";
      }

      /// The findings on slot k of asset a, and the worst severity among them.
      const findingsOn = (a, k) => a.diagnostics.filter((d) => d.slot === k);
      const worst = (list) => ["error", "warning"].find((s) => list.some((d) => d.severity === s)) || "note";
      const flag = (list) => list.length ? " flagged " + worst(list) : "";

      /// What marks a slot that has findings: its codes, coloured by the worst, the messages on hover.
      function marker(list) {
        if (!list.length) return "";
        const codes = [...new Set(list.map((d) => d.code))].join(" ");
        return ' <mark class="finding ' + worst(list) + '" title="' + \#
    esc(list.map((d) => d.code + ": " + d.message).join("\n")) + '">' + esc(codes) + "</mark>";
      }

      /// The slot device d gets in column c: its index, -1 for no match, null where the device does
      /// not rotate.
      function picked(a, d, c) {
        const r = D.devices[d].requests[c];
        return r < 0 ? null : a.picks[r];
      }

      /// The cell for device d, column c (portrait/landscape × light/dark); marked when the slot it
      /// gets has findings.
      function pickCell(a, d, c) {
        const k = picked(a, d, c);
        if (k === null) return '<td class="none">n/a</td>';
        if (k < 0) return '<td class="nomatch">no match</td>';
        const s = a.slots[k], found = findingsOn(a, k);
        return '<td class="pick' + flag(found) + '" data-slot="' + k + '">' + esc(s.traits) + \#
    (s.points ? " · " + esc(s.points) : "") + (s.file ? "<br><code>" + esc(s.file) + "</code>" : "") + \#
    marker(found) + "</td>";
      }

      /// A list of findings; those on one slot name it.
      function diagnosticsHTML(list, slots) {
        if (!list.length) return "<p>None.</p>";
        return '<ul class="diags">' + list.map((d) => '<li class="' + esc(d.severity) + '"><b>' + esc(d.code) \#
    + "</b> " + esc(d.severity) + ": " + esc(d.message) + " <code>" + esc(d.location) + "</code>" + \#
    (slots && d.slot != null ? ' <span class="where">slot <b>' + esc(slots[d.slot].traits) + "</b></span>" : "") + \#
    "</li>").join("") + "</ul>";
      }

      /// Whose device presets the tables show.
      function devicesNote() {
        if (!D.platforms.length) return "Every device preset (the catalogs' entries are all universal; \#
    <code>--platform</code> chooses one platform).";
        return "The device presets of " + esc(D.platforms.join(", ")) + ", the platforms the catalogs' idioms \#
    target (or <code>--platform</code>).";
      }

      function slotHTML(s, k, found) {
        return '<figure class="slot' + flag(found) + '" data-slot="' + k + '"><div class="thumb">' + icon(s, \#
    true) + "</div><figcaption><b>" + esc(s.traits) + "</b>" + marker(found) + \#
    (s.file ? "<br><code>" + esc(s.file) + "</code>" : "") + (s.pixels ? "<br>" + esc(s.pixels) : "") + \#
    (s.points ? "<br>" + esc(s.points) : "") + (s.colorText ? "<br>" + esc(s.colorText) : "") + \#
    "</figcaption></figure>";
      }

      /// One row a device: a row whose cells get a slot with findings is marked too.
      function picksHTML(a) {
        if (!a.picks.length) return "<p>Chosen by the system, not by traits.</p>";
        const rows = D.devices.map((dev, d) => {
          const flagged = [0, 1, 2, 3].some((c) => {
            const k = picked(a, d, c);
            return k !== null && k >= 0 && findingsOn(a, k).length > 0;
          });
          return "<tr" + (flagged ? ' class="flagged"' : "") + "><th>" + esc(dev.name) + "</th>" + \#
    [0, 1, 2, 3].map((c) => pickCell(a, d, c)).join("") + "</tr>";
        });
        return '<p class="meta">' + devicesNote() + '</p><table class="picks"><thead><tr><th>Device</th>' + \#
    COLUMNS.map((c) => "<th>" + c + "</th>").join("") + "</tr></thead><tbody>" + rows.join("") + "</tbody></table>";
      }

      /// An asset's page: its findings first, then its slots and what each device gets, the slots
      /// that findings concern marked in both.
      function assetHTML(a) {
        const slots = a.slots.map((s, k) => slotHTML(s, k, findingsOn(a, k))).join("");
        return "<h2>" + esc(a.name) + '</h2><p class="meta">' + esc(a.kind) + " · <code>" + \#
    esc(D.catalogs[a.catalog] + "/" + a.path) + "</code></p>" +
          '<h3 id="findings">Findings</h3>' + diagnosticsHTML(a.diagnostics, a.slots) +
          '<h3 id="slots">Slots</h3>' + (slots ? '<div class="slots">' + slots + "</div>" : "<p>No content.</p>") +
          '<h3 id="picks">What each device preset gets</h3>' + picksHTML(a);
      }

      function overviewHTML() {
        const chosen = D.assets.filter((a) => a.picks.length);
        const missingPer = D.requests.map((_, r) => chosen.filter((a) => a.picks[r] === -1).length);
        const rows = D.devices.map((dev) => "<tr><th>" + esc(dev.name) + "</th>" + dev.requests.map((r) => {
          if (r < 0) return '<td class="none">n/a</td>';
          const missing = missingPer[r];
          return missing ? '<td class="nomatch">' + plural(missing, "asset") + " without a match</td>" : \#
    "<td>all " + chosen.length + "</td>";
        }).join("") + "</tr>").join("");
        return "<h2>Coverage matrix</h2><p class=\"meta\">Assets chosen by traits that each device preset \#
    finds a rendition for (SPEC §3 resolver), full screen. " + devicesNote() + "</p>" +
          "<table><thead><tr><th>Device</th>" + COLUMNS.map((c) => "<th>" + c + "</th>").join("") + \#
    "</tr></thead><tbody>" + rows + "</tbody></table>" +
          sizesHTML() + "<h3>Findings not tied to one asset</h3>" + diagnosticsHTML(D.general);
      }

      const grouped = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

      /// What each device downloads (the car thinned for it) and its heaviest assets, as `assetcat size` says.
      function sizesHTML() {
        const S = D.sizes;
        if (!S) return "";
        const rows = S.devices.map((d) => "<tr><th>" + esc(d.device) + "</th><td>" + esc(d.model || "") +
          "</td><td>" + esc(d.variant) + '</td><td class="bytes">' + grouped(d.bytes) + "</td><td>" +
          d.assets.map((a) => esc(a.name) + " (" + grouped(a.bytes) + ")").join(", ") + "</td></tr>").join("");
        const head = ["Device", "Model", "Variant", "Bytes", "Heaviest assets (bytes)"].map((h) => "<th>" + h \#
    + "</th>").join("");
        return '<h2>Download size per device</h2><p class="meta">The Assets.car thinned for each device, ' +
          "in bytes, as <code>assetcat size</code> measures it; universal: " + grouped(S.universal) + " bytes.</p>" +
          '<table id="sizes"><thead><tr>' + head + "</tr></thead><tbody>" +
          rows + "</tbody></table>" + (S.notes || []).map((n) => '<p class="meta">' + esc(n) + "</p>").join("");
      }

      // The list is virtual: only the rows in view (and a few around) exist in the DOM, placed
      // absolutely inside a spacer as tall as every shown row; scrolling redraws them.
      const ROW = 40, nav = list.parentElement;
      let shown = D.assets.map((_, i) => i), selected = -1, drawn = "";
      function draw() {
        const first = Math.max(0, Math.floor(nav.scrollTop / ROW) - 10);
        const last = Math.min(shown.length, first + Math.ceil((nav.clientHeight || 800) / ROW) + 20);
        const key = first + ":" + last + ":" + shown.length + ":" + selected;
        if (key === drawn) return;
        drawn = key;
        list.style.height = shown.length * ROW + "px";
        let html = "";
        for (let p = first; p < last; p++) html += rowHTML(D.assets[shown[p]], shown[p], p);
        list.innerHTML = html;
      }
      nav.addEventListener("scroll", () => requestAnimationFrame(draw));
      window.addEventListener("resize", () => { drawn = ""; draw(); });

      function select(i) {
        selected = i;
        drawn = "";
        draw();
        if (i < 0) { detail.innerHTML = overviewHTML(); return; }
        detail.innerHTML = assetHTML(D.assets[i]);
        detail.scrollTop = 0;
        try { history.replaceState(null, "", "#asset=" + encodeURIComponent(D.assets[i].name)); } catch (e) { \#
    /* file:// may refuse */ }
      }

      const hay = D.assets.map((a) => (a.name + " " + a.kind + " " + a.diagnostics.map((d) => d.code).join(" \#
    ")).toLowerCase());
      function filter() {
        const q = search.value.trim().toLowerCase();
        shown = [];
        for (let i = 0; i < hay.length; i++) if (!q || hay[i].includes(q)) shown.push(i);
        count.textContent = shown.length + " of " + plural(D.assets.length, "asset");
        nav.scrollTop = 0;
        drawn = "";
        draw();
      }

      document.getElementById("summary").textContent = plural(D.assets.length, \#
    "asset") + " · " + plural(D.errors, "error") +
        " · " + plural(D.warnings, "warning") + " · " + D.catalogs.join(", ");
      list.addEventListener("click", (e) => { const li = e.target.closest("li.row"); if (li) select(+li.dataset.i); });
      list.addEventListener("keydown", (e) => { const li = e.target.closest("li.row"); \#
    if (li && e.key === "Enter") select(+li.dataset.i); });
      search.addEventListener("input", filter);
      document.getElementById("overview-button").addEventListener("click", () => select(-1));
      filter();
      const wanted = decodeURIComponent((location.hash.match(/^#asset=(.*)$/) || [])[1] || "");
      select(D.assets.findIndex((a) => a.name === wanted));
      document.documentElement.dataset.ready = "true";
    })();
    """#
}
