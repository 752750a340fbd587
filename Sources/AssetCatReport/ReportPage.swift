import Foundation

/// The report's `index.html`: one file with its style, its script and its data inline, so it
/// opens from disk (`file://`) with no server, no network and no other file but the thumbnails.
enum ReportPage {
  static func html(_ document: ReportDocument) throws(ReportError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json: String
    do { json = String(decoding: try encoder.encode(document), as: UTF8.self) } catch {
      throw .io("cannot encode the report data: \(error)")
    }
    // Inside a script element only "</script" or "<!--" could end or confuse it; "<" occurs in
    // JSON only within strings, where \u003c is the same character.
    let data = json.replacingOccurrences(of: "<", with: "\\u003c")
    let title = escape(
      "assetcat report: " + document.catalogs.map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file: data:; \
      style-src 'unsafe-inline'; script-src 'unsafe-inline'">
      <title>\(title)</title>
      <style>
      \(style)
      </style>
      </head>
      <body>
      <header>
      <h1>\(title)</h1>
      <input id="search" type="search" placeholder="Search assets, kinds, codes (AC040)…" autocomplete="off" \
      aria-label="Search assets">
      <span id="count"></span>
      <button id="overview-button" type="button">Overview and coverage</button>
      <p id="summary"></p>
      </header>
      <main>
      <nav><ul id="list"></ul></nav>
      <section id="detail"></section>
      </main>
      <script type="application/json" id="report-data">\(data)</script>
      <script>
      \(script)
      </script>
      </body>
      </html>

      """
  }

  static func escape(_ s: String) -> String {
    var out = ""
    for c in s {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }

  static let style = """
    :root { color-scheme: light dark; --line: #8884; --muted: #888; --err: #d33; --warn: #c80; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.4 system-ui, sans-serif; height: 100vh; display: flex; flex-direction: column; }
    header { padding: 8px 12px; border-bottom: 1px solid var(--line); display: flex; flex-wrap: wrap; \
    gap: 8px; align-items: center; }
    header h1 { font-size: 16px; margin: 0 12px 0 0; }
    #search { flex: 1 1 240px; max-width: 420px; padding: 4px 8px; font: inherit; }
    #summary { flex-basis: 100%; margin: 0; color: var(--muted); }
    main { flex: 1; display: flex; min-height: 0; }
    nav { width: 340px; border-right: 1px solid var(--line); overflow: auto; }
    #list { list-style: none; margin: 0; padding: 0; position: relative; }
    .row { position: absolute; left: 0; right: 0; display: flex; align-items: center; gap: 8px; \
    padding: 3px 8px; cursor: pointer; height: 40px; }
    .row:hover, .row:focus { background: #8882; outline: none; }
    .row.selected { background: #4af4; }
    .row img, .row .ph, .row .swatch { width: 32px; height: 32px; object-fit: contain; flex: none; }
    .row .name { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .kind { color: var(--muted); font-size: 12px; }
    .badge { border-radius: 8px; padding: 0 6px; font-size: 12px; color: #fff; }
    .badge.err { background: var(--err); } .badge.warn { background: var(--warn); }
    .ph { display: inline-block; border: 1px dashed var(--line); border-radius: 4px; }
    .swatch { display: inline-block; border: 1px solid var(--line); border-radius: 4px; }
    #detail { flex: 1; overflow: auto; padding: 12px 16px; }
    #detail h2 { margin: 0 0 4px; }
    .meta { color: var(--muted); margin: 0 0 12px; }
    .slots { display: flex; flex-wrap: wrap; gap: 12px; }
    figure.slot { margin: 0; width: 168px; border: 1px solid var(--line); border-radius: 6px; padding: 8px; }
    figure.slot .thumb { height: 120px; display: flex; align-items: center; justify-content: center;
      background: repeating-conic-gradient(#8882 0% 25%, transparent 0% 50%) 50% / 16px 16px; }
    figure.slot img { max-width: 100%; max-height: 120px; }
    figure.slot .swatch, figure.slot .ph { width: 100%; height: 100%; }
    figcaption { font-size: 12px; margin-top: 6px; word-break: break-all; }
    table { border-collapse: collapse; margin: 8px 0 16px; }
    th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; font-size: 13px; }
    td.nomatch { color: var(--err); font-weight: 600; }
    td.none { color: var(--muted); }
    tr.flagged > th { box-shadow: inset 3px 0 var(--warn); }
    td.flagged.warning, figure.slot.flagged.warning { background: #c802; }
    td.flagged.error, figure.slot.flagged.error { background: #d332; }
    figure.slot.flagged.warning { border-color: var(--warn); } figure.slot.flagged.error { border-color: var(--err); }
    mark.finding { border-radius: 8px; padding: 0 6px; font-size: 12px; color: #fff; background: var(--muted); }
    mark.finding.warning { background: var(--warn); } mark.finding.error { background: var(--err); }
    .where { color: var(--muted); }
    .diags { padding-left: 18px; } .diags .error { color: var(--err); } .diags .warning { color: var(--warn); }
    code { font-size: 12px; }
    """
}
