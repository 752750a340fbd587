import Foundation
import Testing

/// Real catalogs for the tests: a small slice kept in the repository, and the full corpora when
/// the environment names them.
///
/// The slice (`Tests/Fixtures/Corpora`, each project's license beside its files) is always there,
/// so every path the corpus tests exercise meets real input in any clone. The full corpora are a
/// folder outside the repository named by `ASSETCAT_CORPORA`, read here and nowhere else. Tests
/// that need them carry ``needed``: skipped with its reason printed when the variable is unset,
/// and run (then failed by ``full(_:)``) when `ASSETCAT_REQUIRE_CORPORA=1`, as CI sets it.
public enum Corpora {
  /// The repository's root, found from this file.
  public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The slice of real catalogs kept in the repository.
  public static let vendoredRoot = repository.appendingPathComponent("Tests/Fixtures/Corpora").path

  /// `ASSETCAT_CORPORA` made absolute (relative to the working folder), or nil when unset or empty.
  public static let fullRoot: String? = {
    guard let value = ProcessInfo.processInfo.environment["ASSETCAT_CORPORA"], !value.isEmpty else { return nil }
    let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    return URL(fileURLWithPath: value, relativeTo: base).standardizedFileURL.path
  }()

  /// Whether `ASSETCAT_REQUIRE_CORPORA=1`: a missing corpus is then a failure, not a skip.
  public static let required = ProcessInfo.processInfo.environment["ASSETCAT_REQUIRE_CORPORA"] == "1"

  /// Whether the full corpora are there.
  public static var fullIsPresent: Bool {
    var folder: ObjCBool = false
    return fullRoot.map { FileManager.default.fileExists(atPath: $0, isDirectory: &folder) && folder.boolValue }
      ?? false
  }

  /// Why a test that needs the full corpora did not run.
  public static let skipReason: Comment = """
    needs the full corpora of real catalogs: set ASSETCAT_CORPORA to their folder (CI does; \
    ASSETCAT_REQUIRE_CORPORA=1 makes their absence a failure)
    """

  /// The trait of a test that needs the full corpora.
  public static var needed: ConditionTrait { .enabled(if: fullIsPresent || required, skipReason) }

  /// A missing corpus where one is required.
  public struct Missing: Error, CustomStringConvertible {
    public var description: String
  }

  /// The path of `relative` inside the full corpora; throws when they or it are missing.
  public static func full(_ relative: String) throws -> String {
    guard let root = fullRoot, fullIsPresent else {
      throw Missing(
        description: "ASSETCAT_CORPORA is \(fullRoot.map { "'\($0)', not a folder" } ?? "unset"); \(skipReason)")
    }
    let path = root + "/" + relative
    guard FileManager.default.fileExists(atPath: path) else {
      throw Missing(description: "'\(relative)' is not in the corpora at '\(root)'")
    }
    return path
  }

  /// The path of `relative` inside the repository's slice.
  public static func vendored(_ relative: String) -> String { vendoredRoot + "/" + relative }

  /// The catalogs of the slice, sorted.
  public static var vendoredCatalogs: [String] { catalogs(under: vendoredRoot) }

  /// The catalogs of the full corpora, sorted; empty when they are missing.
  public static var fullCatalogs: [String] { fullIsPresent ? catalogs(under: fullRoot!) : [] }

  /// Every catalog the sweeps take: the slice's, then the full corpora's when present.
  public static var catalogs: [String] { vendoredCatalogs + fullCatalogs }

  /// The folders that hold real catalogs: the slice, and the full corpora when present.
  public static var roots: [String] { [vendoredRoot] + (fullIsPresent ? [fullRoot!] : []) }

  /// Every `.xcassets` folder under `root` (not inside another), sorted.
  public static func catalogs(under root: String) -> [String] {
    guard let e = FileManager.default.enumerator(atPath: root) else { return [] }
    var out: [String] = []
    while let p = e.nextObject() as? String {
      if p.hasSuffix(".xcassets") {
        out.append(root + "/" + p)
        e.skipDescendants()
      }
    }
    return out.sorted()
  }

  /// Every file under the roots whose extension (lowercased) is one of `extensions`, sorted.
  public static func files(_ extensions: Set<String>) -> [URL] {
    roots.flatMap { root -> [URL] in
      guard let e = FileManager.default.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil)
      else { return [] }
      return e.compactMap { $0 as? URL }.filter { extensions.contains($0.pathExtension.lowercased()) }
    }.sorted { $0.path < $1.path }
  }

  /// Fails unless the full corpora hold at least `count` catalogs; for the sweeps, whose cases
  /// come from the folder and would otherwise pass with none.
  public static func requireFullCatalogs(atLeast count: Int) throws {
    _ = try full("")
    let found = fullCatalogs.count
    if found < count {
      throw Missing(description: "\(found) catalogs under '\(fullRoot ?? "")', expected at least \(count)")
    }
  }

  /// A local collection of Apple's compiled cars (`ASSETCAT_CAR_CORPUS`), not part of the
  /// corpora nor of CI: the car reader's sweep over it runs only where someone has one.
  public static let carCorpus: String? = ProcessInfo.processInfo.environment["ASSETCAT_CAR_CORPUS"]
}
