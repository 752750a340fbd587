/// actool's results document on standard output (Docs/Actool.md, "What it writes"): sections keyed
/// `com.apple.actool.*`, written as human-readable text or as an XML plist.
public struct ResultsDocument: Hashable, Sendable {
  /// A finding about the catalog's contents (`com.apple.actool.document.*`).
  public struct DocumentItem: Hashable, Sendable {
    /// The catalog path.
    public var catalog: String
    /// Where in the catalog (`./AppIcon.appiconset/icon.png`); empty for the catalog itself.
    public var item: String
    /// actool's `type` (`Ambiguous Content`, …).
    public var type: String
    public var message: String
  }

  /// A finding about the run (`com.apple.actool.errors/warnings/notices`).
  public struct ToolItem: Hashable, Sendable {
    /// The path the line starts with (a catalog, or the tool's name).
    public var path: String
    public var description: String
  }

  public enum Level: String, CaseIterable, Sendable { case errors, warnings, notices }

  public var documentItems: [Level: [DocumentItem]] = [:]
  public var toolItems: [Level: [ToolItem]] = [:]
  /// `com.apple.actool.compilation-results` → `output-files`; `nil` leaves the section out.
  public var outputFiles: [String]?
  /// `com.apple.actool.version`, for `--version`.
  public var version: (bundle: String, short: String)?
  /// `com.apple.actool.asset-tag-combinations`, for `--print-asset-tag-combinations`.
  public var assetTagCombinations: [[String]]?

  public init() {}

  public static func == (a: Self, b: Self) -> Bool { a.plist == b.plist }
  public func hash(into hasher: inout Hasher) { hasher.combine(plist) }

  public var hasErrors: Bool { !(documentItems[.errors] ?? []).isEmpty || !(toolItems[.errors] ?? []).isEmpty }

  /// The document as a property list (the xml1 form).
  public var plist: PropertyList {
    var root: [String: PropertyList] = [:]
    for level in Level.allCases {
      if let items = documentItems[level], !items.isEmpty {
        root["com.apple.actool.document.\(level.rawValue)"] = .array(
          items.map { d in
            .dictionary([
              "catalog": .string(d.catalog), "affected-items": .array(d.item.isEmpty ? [] : [.string(d.item)]),
              "type": .string(d.type), "message": .string(d.message),
            ])
          })
      }
      if let items = toolItems[level], !items.isEmpty {
        root["com.apple.actool.\(level.rawValue)"] = .array(
          items.map { .dictionary(["description": .string($0.description)]) })
      }
    }
    if let outputFiles {
      root["com.apple.actool.compilation-results"] = .dictionary([
        "output-files": .array(outputFiles.map(PropertyList.string))
      ])
    }
    if let version {
      root["com.apple.actool.version"] = .dictionary([
        "bundle-version": .string(version.bundle), "short-bundle-version": .string(version.short),
      ])
    }
    if let assetTagCombinations {
      root["com.apple.actool.asset-tag-combinations"] = .array(
        assetTagCombinations.map { .array($0.map(PropertyList.string)) })
    }
    return .dictionary(root)
  }

  /// The human-readable text form: per section a `/* key */` line, one line per item, a blank
  /// line; sections in the order of their keys (compilation results first, as actool prints them).
  public var text: String {
    var sections: [(String, [String])] = []
    if let outputFiles { sections.append(("com.apple.actool.compilation-results", outputFiles)) }
    for level in Level.allCases {
      if let items = documentItems[level], !items.isEmpty {
        let word = Self.severityWord(level)
        sections.append(
          (
            "com.apple.actool.document.\(level.rawValue)",
            items.map { "\($0.catalog):\($0.item): \(word): \($0.message)" }
          ))
      }
    }
    for level in Level.allCases {
      if let items = toolItems[level], !items.isEmpty {
        sections.append(
          (
            "com.apple.actool.\(level.rawValue)",
            items.map { "\($0.path): \(Self.severityWord(level)): \($0.description)" }
          ))
      }
    }
    if let version {
      sections.append(
        ("com.apple.actool.version", ["bundle-version: \(version.bundle)", "short-bundle-version: \(version.short)"]))
    }
    if let assetTagCombinations {
      sections.append(
        ("com.apple.actool.asset-tag-combinations", assetTagCombinations.map { $0.joined(separator: ", ") }))
    }
    sections.sort { $0.0 < $1.0 }
    return sections.map { "/* \($0.0) */\n" + $0.1.map { $0 + "\n" }.joined() + "\n" }.joined()
  }

  /// What Xcode's output parser matches (`error`, `warning`, `note`).
  static func severityWord(_ level: Level) -> String {
    switch level {
    case .errors: "error"
    case .warnings: "warning"
    case .notices: "note"
    }
  }

  /// The document in `format`. binary1 is written as xml1 (see ``ActoolDriver``: a notice says so).
  public func rendered(_ format: ResultsFormat) -> [UInt8] {
    format == .humanReadableText ? Array(text.utf8) : plist.xmlBytes
  }
}
