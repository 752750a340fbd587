import Foundation
import Testing

/// Public apps' source catalogs beside the `Assets.car` Apple's actool built from them, in a
/// folder outside the repository named by `ASSETCAT_CAR_PAIRS` (each pair a folder with its
/// `pair.json`), read in place. As with ``Corpora``: tests that need them carry ``needed``,
/// skipped with the reason printed when the variable is unset, run (and failed by ``pair(_:)``)
/// when `ASSETCAT_REQUIRE_CORPORA=1`.
public enum CarPairs {
  /// `ASSETCAT_CAR_PAIRS` made absolute, or nil when unset or empty.
  public static let root: String? = {
    guard let value = ProcessInfo.processInfo.environment["ASSETCAT_CAR_PAIRS"], !value.isEmpty else { return nil }
    let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    return URL(fileURLWithPath: value, relativeTo: base).standardizedFileURL.path
  }()

  public static var isPresent: Bool {
    var folder: ObjCBool = false
    return root.map { FileManager.default.fileExists(atPath: $0, isDirectory: &folder) && folder.boolValue } ?? false
  }

  public static let skipReason: Comment = """
    needs the car pairs (source catalogs beside Apple's Assets.car): set ASSETCAT_CAR_PAIRS to their folder \
    (ASSETCAT_REQUIRE_CORPORA=1 makes their absence a failure)
    """

  /// The trait of a test that needs the pairs.
  public static var needed: ConditionTrait { .enabled(if: isPresent || Corpora.required, skipReason) }

  /// One pair: its folder and its `pair.json`.
  public struct Pair {
    public var folder: String
    public var json: [String: Any]
    /// The exact actool command line of the app's own build script, when the pair records it.
    public var arguments: [String]? { json["arguments"] as? [String] }
    /// The folder that command line runs in.
    public var argumentsRunIn: String? { (json["argumentsRunIn"] as? String).map { folder + "/" + $0 } }
    /// Apple's car.
    public var car: String { folder + "/Assets.car" }
  }

  /// The pair called `name`; throws when the pairs or it are missing.
  public static func pair(_ name: String) throws -> Pair {
    guard let root, isPresent else {
      throw Corpora.Missing(
        description: "ASSETCAT_CAR_PAIRS is \(root.map { "'\($0)', not a folder" } ?? "unset"); \(skipReason)")
    }
    let folder = root + "/" + name
    guard let data = FileManager.default.contents(atPath: folder + "/pair.json"),
      let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { throw Corpora.Missing(description: "'\(name)' has no readable pair.json under '\(root)'") }
    return Pair(folder: folder, json: json)
  }
}
