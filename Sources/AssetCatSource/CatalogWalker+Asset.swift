import AssetCatCore
import AssetCatFileSystem
import Foundation

/// One asset folder: its Contents.json, the files its entries name (AC010, AC011, AC032), and the
/// header probes of those files.
extension CatalogWalker {
  mutating func readAsset(_ inner: String, name: String, kind: AssetKind, namespace: [String]) {
    let fullName = (namespace + [name]).joined(separator: "/")
    let folder = (inner as NSString).lastPathComponent
    if !Self.isValidAssetName(name) {
      report(
        .AC031,
        "'\(folder)' does not give a valid asset name (empty, surrounding spaces, ':' or control characters); "
          + "rename the folder",
        inner: inner, asset: fullName)
    }
    let children = listReporting(inner, asset: fullName)
    var (parsed, contentsPath) = readAssetContents(inner, children: children, kind: kind, fullName: fullName)
    var files = AssetFiles(
      inner: inner, folder: folder, fullName: fullName, findingPath: contentsPath ?? display(inner),
      lowerChildren: Dictionary(children.map { ($0.lowercased(), $0) }, uniquingKeysWith: { a, _ in a }))
    for f in parsed.files { checkFile(f, &files, renditions: &parsed.renditions) }

    // AC011: files nobody references.
    for child in children where child != "Contents.json" && !files.referenced.contains(child) {
      report(
        .AC011,
        "'\(child)' is in '\(folder)' but no entry of Contents.json names it (an unassigned child); "
          + "assign it to a slot or delete it",
        inner: Self.joinInner(inner, child), asset: fullName)
    }

    let index = assets.count
    for (r, rendition) in parsed.renditions.enumerated() where rendition.file != nil && !files.missing.contains(r) {
      inputs.append(display(rendition.file!))
      jobs.append(
        ProbeJob(
          asset: index, rendition: r, displayPath: display(rendition.file!), isData: kind == .data,
          isSymbol: kind == .symbol))
    }
    assets.append(
      SourceAsset(
        asset: Asset(
          name: fullName, kind: kind, path: inner, renditions: parsed.renditions, properties: parsed.properties),
        catalogPath: catalogPath, folderPath: display(inner), contentsPath: contentsPath,
        renditionLines: parsed.renditionLines, isActive: true))
  }

  /// The asset's parsed Contents.json and its display path; AC001 when the folder has none.
  private mutating func readAssetContents(
    _ inner: String, children: [String], kind: AssetKind, fullName: String
  ) -> (ParsedContents, String?) {
    let contents = Self.joinInner(inner, "Contents.json")
    let type = children.contains("Contents.json") ? entryType(contents) : .missing
    if type == .outside {
      _ = isContentsFile(contents, asset: fullName)  // AC032 in place of AC001's "no Contents.json"
      return (ParsedContents(), display(contents))
    }
    guard type == .file else {
      report(
        .AC001,
        "\(kind.folderExtension.map { ".\($0)" } ?? "asset") folder has no Contents.json; recreate the asset in Xcode",
        inner: inner, asset: fullName)
      return (ParsedContents(), nil)
    }
    guard let root = readJSON(contents, asset: fullName) else { return (ParsedContents(), display(contents)) }
    var parser = ContentsParser(path: display(contents), asset: fullName)
    let parsed = parser.parseAsset(root, kind: kind)
    diagnostics += parser.diagnostics
    return (parsed, display(contents))
  }

  /// One asset's files as they are checked: where findings point, and what was found.
  struct AssetFiles {
    let inner: String
    let folder: String
    let fullName: String
    /// The Contents.json (or the folder when it has none).
    let findingPath: String
    /// The folder's names by their lowercased form (AC010's case-only matches).
    let lowerChildren: [String: String]
    /// Names in the folder that an entry names.
    var referenced = Set<String>()
    /// Renditions whose file is missing, outside, or unsafe (not probed).
    var missing = Set<Int>()
  }

  /// Checks the file an entry names: a safe relative path on disk (AC032: the path policy of
  /// `BeneathPath`, on the bytes and through every link), present (AC010; a case-only match is a
  /// warning and is read), a regular file inside the catalog; sets the rendition's
  /// catalog-relative file.
  private mutating func checkFile(_ f: FileEntry, _ files: inout AssetFiles, renditions: inout [Rendition]) {
    let name = f.filename
    let components = RelativePath.components(name)
    var actual = name
    var kind = BeneathPath.kind(of: name, under: display(files.inner), rootReal: catalogReal, linkRoots: linkRoots)
    if kind == .missing, components.count == 1, let real = files.lowerChildren[name.lowercased()], real != name {
      // Xcode builds on a case-insensitive volume; say so, and read the file.
      fileFinding(
        .AC010, severity: .warning,
        "file '\(name)' exists only as '\(real)' (different case); it builds on a case-insensitive volume "
          + "only; rename one to match",
        f, files)
      actual = real
      kind = BeneathPath.kind(of: real, under: display(files.inner), rootReal: catalogReal, linkRoots: linkRoots)
    }
    let fileInner = Self.joinInner(files.inner, actual)
    switch kind {
    case .unsafe(let problem):
      fileFinding(.AC032, Self.unsafeMessage(name, problem, folder: files.folder), f, files)
      if let r = f.rendition { files.missing.insert(r) }
      return
    case .outside:
      fileFinding(
        .AC032,
        "file '\(RelativePath.printable(name))' is, or is inside, a symbolic link that points outside the "
          + "catalog; copy the file into '\(files.folder)'",
        f, files)
      files.referenced.insert(String(decoding: RelativePath.components(actual)[0], as: UTF8.self))
      if let r = f.rendition { files.missing.insert(r) }
    case .missing, .directory, .special:
      fileFinding(
        .AC010,
        "file '\(RelativePath.printable(name))' does not exist in '\(files.folder)'; add the file or remove its entry",
        f, files)
      if let r = f.rendition { files.missing.insert(r) }
      missingFiles.insert(display(fileInner))
    case .file:
      files.referenced.insert(String(decoding: RelativePath.components(actual)[0], as: UTF8.self))
      if let r = f.rendition { renditions[r].file = fileInner }
    }
    if let r = f.rendition, files.missing.contains(r) { renditions[r].file = fileInner }
  }

  /// AC032's message for a name whose bytes break the path policy.
  static func unsafeMessage(_ name: String, _ problem: RelativePath.Problem, folder: String) -> String {
    switch problem {
    case .absolute, .parentComponent:
      "file '\(RelativePath.printable(name))' is outside the asset folder; copy the file into '\(folder)' and "
        + "name it without a path"
    case .nul:
      "file name '\(RelativePath.printable(name))' contains a NUL character, which no file name can hold; "
        + "rename the entry"
    case .empty, .emptyComponent, .dotComponent:
      "file name '\(RelativePath.printable(name))' is not a plain relative path (\(problem)); "
        + "name the file as it is in '\(folder)'"
    }
  }

  private mutating func fileFinding(
    _ code: DiagnosticCode, severity: Severity? = nil, _ message: String, _ f: FileEntry, _ files: AssetFiles
  ) {
    diagnostics.append(
      Diagnostic(
        code, severity: severity, message, path: files.findingPath, line: f.line, column: f.column,
        asset: files.fullName))
  }

  static func isValidAssetName(_ name: String) -> Bool {
    guard !name.isEmpty, name.trimmingCharacters(in: .whitespaces) == name else { return false }
    return !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == ":" }
  }
}
