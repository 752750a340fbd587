import AssetCatCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The walk over a catalog's folders: groups (with their namespaces), asset folders in runs,
/// other folder types, and where findings point.
extension CatalogWalker {
  mutating func walkCatalog(_ path: String) {
    catalogPath = path
    catalogReal = realPath(path) ?? path
    visitedGroups = [catalogReal]
    let names = listReporting("", asset: nil)
    if names.contains("Contents.json"), isContentsFile("Contents.json", asset: nil),
      let root = readJSON("Contents.json", asset: nil)
    {
      var parser = ContentsParser(path: display("Contents.json"), asset: nil)
      _ = parser.parseGroup(root)
      diagnostics += parser.diagnostics
    }
    walkFolder("", names: names, namespace: [])
  }

  private mutating func walkFolder(_ inner: String, names: [String], namespace: [String]) {
    // Consecutive asset folders wait here and are read together, before anything that follows.
    var pending: [PendingAsset] = []
    defer { readAssets(pending, namespace: namespace) }
    for name in names where name != "Contents.json" {
      let childInner = Self.joinInner(inner, name)
      switch entryType(childInner) {
      case .outside:
        readAssets(pending, namespace: namespace)
        pending = []
        report(
          .AC032, "'\(name)' is a symbolic link that points outside the catalog; move its target into the catalog",
          inner: childInner)
        continue
      case .file, .missing:
        continue  // Xcode ignores loose files in groups.
      case .directory:
        break
      }
      let ext = (name as NSString).pathExtension.lowercased()
      let base = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
      if let kind = ContentsSchema.assetKinds[ext] {
        pending.append(PendingAsset(inner: childInner, name: base, kind: kind))
        continue
      }
      readAssets(pending, namespace: namespace)
      pending = []
      if ContentsSchema.groupLikeTypes.contains(ext) {
        let ns = readGroupContents(childInner, name: base)
        addOther(childInner, name: base, namespace: namespace, readContents: false)
        enterGroup(childInner, namespace: ns ? namespace + [base] : namespace)
      } else if ext == ContentsSchema.complicationSetType {
        readComplicationSet(childInner, name: base, namespace: namespace)
      } else if ext == "brandassets" {
        readBrandAssets(childInner, name: base, namespace: namespace)
      } else if ext == "imagestack" || ext == "solidimagestack" {
        readImageStack(childInner, name: base, namespace: namespace, solid: ext == "solidimagestack")
      } else if ContentsSchema.otherAssetTypes.contains(ext) {
        addOther(childInner, name: base, namespace: namespace, readContents: true)
      } else if ext.isEmpty {
        let ns = readGroupContents(childInner, name: name)
        enterGroup(childInner, namespace: ns ? namespace + [name] : namespace)
      } else if looksLikeUnknownType(childInner) {
        report(
          .AC002, "unknown folder type '.\(ext)' of '\(name)'; Xcode does not read it; rename the folder or remove it",
          inner: childInner)
      } else {
        report(
          .AC031,
          "group name '\(name)' contains a period, which Xcode reads as a folder type; rename the group without '.'",
          inner: childInner)
        let ns = readGroupContents(childInner, name: name)
        enterGroup(childInner, namespace: ns ? namespace + [name] : namespace)
      }
    }
  }

  /// A folder with an unknown extension is an unknown asset type when it has a Contents.json with
  /// something besides `info` and `properties`, or no Contents.json and no subfolders.
  private func looksLikeUnknownType(_ inner: String) -> Bool {
    let names = list(inner)
    let contents = Self.joinInner(inner, "Contents.json")
    if names.contains("Contents.json"), entryType(contents) == .file,
      let bytes = Self.readBytes(display(contents), limit: SourceLimits.maxContentsBytes),
      let root = try? JSONParser.parse(bytes), let members = root.members
    {
      return members.contains { !ContentsSchema.topLevelKeys.contains($0.key) }
    }
    return !names.contains { entryType(Self.joinInner(inner, $0)) == .directory }
  }

  /// Reads a group's Contents.json (if any); returns `provides-namespace`.
  private mutating func readGroupContents(_ inner: String, name: String) -> Bool {
    let contents = Self.joinInner(inner, "Contents.json")
    guard isContentsFile(contents, asset: nil), let root = readJSON(contents, asset: nil) else { return false }
    var parser = ContentsParser(path: display(contents), asset: nil)
    let parsed = parser.parseGroup(root)
    diagnostics += parser.diagnostics
    return parsed.providesNamespace
  }

  mutating func addOther(_ inner: String, name: String, namespace: [String], readContents: Bool) {
    let fullName = (namespace + [name]).joined(separator: "/")
    let contents = Self.joinInner(inner, "Contents.json")
    var contentsPath: String?
    if readContents ? isContentsFile(contents, asset: fullName) : entryType(contents) == .file {
      contentsPath = display(contents)
      if readContents { _ = readJSON(contents, asset: fullName) }
    }
    assets.append(
      SourceAsset(
        asset: Asset(name: fullName, kind: .other, path: inner, renditions: []), catalogPath: catalogPath,
        folderPath: display(inner), contentsPath: contentsPath, renditionLines: [], isActive: true))
  }

  mutating func enterGroup(_ inner: String, namespace: [String]) {
    guard inner.utf8.lazy.filter({ $0 == UInt8(ascii: "/") }).count < SourceLimits.maxFolderDepth else {
      report(
        .AC001, "folders nested more than \(SourceLimits.maxFolderDepth) deep; '\(inner)' is not read", inner: inner)
      return
    }
    let real = realPath(display(inner)) ?? display(inner)
    guard visitedGroups.insert(real).inserted else {
      report(
        .AC032, "'\(inner)' is a symbolic link back to a folder already read (a loop); remove the link",
        inner: inner)
      return
    }
    walkFolder(inner, names: listReporting(inner, asset: nil), namespace: namespace)
  }

  func display(_ inner: String) -> String { SourcePath.join(catalogPath, inner) }

  static func joinInner(_ a: String, _ b: String) -> String { a.isEmpty ? b : a + "/" + b }

  mutating func report(
    _ code: DiagnosticCode, _ message: String, inner: String, line: Int? = nil, column: Int? = nil,
    asset: String? = nil,
    severity: Severity? = nil
  ) {
    diagnostics.append(
      Diagnostic(code, severity: severity, message, path: display(inner), line: line, column: column, asset: asset))
  }

  /// Whether the Contents.json at `inner` is a file to read inside the catalog; AC032 when it is
  /// a symbolic link that leaves the catalog (its bytes are never read).
  mutating func isContentsFile(_ inner: String, asset: String?) -> Bool {
    switch entryType(inner) {
    case .file: return true
    case .outside:
      let folder = (display(inner) as NSString).deletingLastPathComponent
      report(
        .AC032, "'Contents.json' is a symbolic link that points outside the catalog; copy the file into '\(folder)'",
        inner: inner, asset: asset)
      return false
    case .directory, .missing: return false
    }
  }

  /// Reads and parses a Contents.json; reports AC001 and returns `nil` when it cannot.
  mutating func readJSON(_ inner: String, asset: String?) -> JSONNode? {
    let fs = display(inner)
    inputs.append(fs)
    guard let bytes = Self.readBytes(fs, limit: SourceLimits.maxContentsBytes + 1) else {
      report(.AC001, "cannot read Contents.json; check its permissions", inner: inner, asset: asset)
      return nil
    }
    guard bytes.count <= SourceLimits.maxContentsBytes else {
      report(.AC001, ContentsCheck.overLimitMessage, inner: inner, asset: asset)
      return nil
    }
    do {
      return try JSONParser.parse(bytes)
    } catch {
      report(
        .AC001, ContentsCheck.invalidJSONMessage(error), inner: inner, line: error.line, column: error.column,
        asset: asset)
      return nil
    }
  }
}
