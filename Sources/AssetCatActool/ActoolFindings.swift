import AssetCatCore
import AssetCatPipeline
import AssetCatSource
import AssetCatValidation

/// Puts validation findings into actool's results document: catalog findings under
/// `com.apple.actool.document.*` as `<catalog>:./<item>: <severity>: <message> [ACxxx]`, a set
/// named on the command line that is missing (AC070, a warning: actool builds without it) in the
/// tool's own section of its severity, as actool does. Errors always appear; warnings only with
/// `--warnings`, notes only with `--notices`.
enum ActoolFindings {
  static func add(_ report: ValidationReport, _ options: ActoolOptions, to doc: inout ResultsDocument) {
    for d in report.diagnostics {
      let level: ResultsDocument.Level
      switch d.severity {
      case .error: level = .errors
      case .warning:
        guard options.warnings else { continue }
        level = .warnings
      case .note:
        guard options.notices else { continue }
        level = .notices
      }
      let message = "\(d.message) [\(d.code.rawValue)]"
      let (catalog, item) = locate(d.path, in: report.catalogs)
      if d.code == .AC070 {
        doc.toolItems[level, default: []].append(.init(path: catalog, description: message))
      } else {
        doc.documentItems[level, default: []].append(
          .init(catalog: catalog, item: item, type: type(of: d.code), message: message))
      }
    }
  }

  /// `report` without the name clashes (AC030) of the icons drawn from Icon Composer documents
  /// (`iconNames`): that an `.icon` is used in place of an `.appiconset` of its name is actool's
  /// rule, not a finding (and the message would name the drawn icons' scratch folder).
  static func withoutIconShadows(_ report: ValidationReport, iconNames: Set<String>) -> ValidationReport {
    // AC030: the drawn set shadows a set of its name; AC071: it has Xcode 26's seven Mac sizes, not the template's ten.
    let kept = report.diagnostics.filter {
      !([.AC030, .AC071].contains($0.code) && iconNames.contains($0.asset ?? ""))
    }
    return ValidationReport(catalogs: report.catalogs, diagnostics: kept)
  }

  /// `report` with a missing file (AC010) in actool's words, `The file "a.png" for the image set
  /// "Logo" does not exist` (the wording public Xcode build logs show; no final period, as
  /// every assetcat message), for parsers that match actool's lines. The file is the one of the
  /// asset's missing files the message names.
  static func inActoolsWords(_ report: ValidationReport, source: SourceReadResult) -> ValidationReport {
    guard !source.missingFiles.isEmpty else { return report }
    var diagnostics = report.diagnostics
    for i in diagnostics.indices where diagnostics[i].code == .AC010 {
      guard let name = diagnostics[i].asset, let asset = source.sourceAsset(named: name) else { continue }
      let folder = asset.folderPath + "/"
      let files = source.missingFiles.filter { $0.hasPrefix(folder) }.map { String($0.dropFirst(folder.count)) }
      guard let file = files.sorted().first(where: { diagnostics[i].message.hasPrefix("file '\($0)' ") }) else {
        continue
      }
      let kind = CARUnusableRenditions.kindName(asset.asset.folderType)
      diagnostics[i].message = "The file \"\(file)\" for the \(kind) \"\(name)\" does not exist"
    }
    return ValidationReport(catalogs: report.catalogs, diagnostics: diagnostics)
  }

  /// The build's own warnings (launch images), shown with `--warnings` like the catalog's.
  static func addWarnings(
    _ warnings: [(path: String, message: String)], catalogs: [String], _ options: ActoolOptions,
    to doc: inout ResultsDocument
  ) {
    guard options.warnings else { return }
    for w in warnings {
      let (catalog, item) = locate(w.path, in: catalogs)
      doc.documentItems[.warnings, default: []].append(
        .init(catalog: catalog, item: item, type: "Launch Images", message: w.message))
    }
  }

  /// The catalog a path is in and the path inside it as actool prints it (`./AppIcon.appiconset`).
  static func locate(_ path: String, in catalogs: [String]) -> (String, String) {
    for c in catalogs.sorted(by: { $0.count > $1.count }) {
      if path == c { return (c, "") }
      let prefix = c.hasSuffix("/") ? c : c + "/"
      if path.hasPrefix(prefix) { return (c, "./" + path.dropFirst(prefix.count)) }
    }
    return (path, "")
  }

  /// actool's `type` for a finding: "Ambiguous Content" is what actool gives an icon of the wrong
  /// size and two entries in one slot alike (as public build logs show); for the rest assetcat's code title.
  static func type(of code: DiagnosticCode) -> String {
    switch code {
    case .AC012, .AC073: "Ambiguous Content"
    default: code.title
    }
  }
}
