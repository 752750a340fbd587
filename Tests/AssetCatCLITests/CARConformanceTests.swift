import AssetCatActool
import AssetCatCAR
import AssetCatDiff
import Foundation
import Testing

@testable import AssetCatCLI

/// Apple's shape, checked against Apple's own cars: each pair folder under `ASSETCAT_CAR_PAIRS`
/// (kept outside the repository, as the cars are their apps' and not ours to ship) holds a source
/// catalog (`*.xcassets`), the `Assets.car` Apple's actool built from it, and optionally
/// `pair.json`: `{"appIcon": "AppIcon", "accepted": {"<point>: <path>": "reason"}}`. The catalog is
/// compiled through the `actool` command line with the platform and deployment target Apple's
/// car records; on every shape point (`CARShapePoints`) the result must equal Apple's car or be
/// accepted with its reason. Other differences are printed, not failed.
@Suite struct CARConformanceTests {
  static let folder: String? = ProcessInfo.processInfo.environment["ASSETCAT_CAR_PAIRS"].flatMap {
    $0.isEmpty ? nil : $0
  }

  static var pairs: [String] {
    guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    // A pair may be a link to where its repository's files are kept.
    return names.sorted().map { ((folder as NSString).appendingPathComponent($0) as NSString).resolvingSymlinksInPath }
      .filter {
        FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent("Assets.car"))
      }
  }

  @Test(.enabled(if: folder != nil, "ASSETCAT_CAR_PAIRS names no folder of Apple car pairs"))
  func pairsHaveApplesShape() async throws {
    let pairs = Self.pairs
    try #require(!pairs.isEmpty, "no pair folder with an Assets.car in \(Self.folder ?? "")")
    for pair in pairs {
      let findings: [CARShapePoints.Finding]
      do { findings = try await Self.findings(pair) } catch {
        Issue.record("\((pair as NSString).lastPathComponent): \(error)")
        continue
      }
      let accepted = Self.accepted(pair)
      for f in findings where accepted["\(f.point): \(f.path)"] == nil {
        Issue.record("\((pair as NSString).lastPathComponent): \(f.text)")
      }
      print(
        "\((pair as NSString).lastPathComponent): \(findings.count) shape "
          + "findings, \(findings.count { accepted["\($0.point): \($0.path)"] != nil }) accepted"
      )
    }
  }

  /// Compiles the pair's inputs through the actool command line and compares the shape points.
  /// `pair.json` says how Apple's car was built: `arguments` (the app's own actool line, run in
  /// `argumentsRunIn`, its `--compile` folder a temporary one), or `inputs`, `platform`,
  /// `minimumDeploymentTarget`, `appIcon`, `accentColor`, and for a thinned build `deviceModel`
  /// and `deviceOSVersion`; without it, the pair's catalogs with
  /// the platform and target Apple's car records.
  static func findings(_ pair: String) async throws -> [CARShapePoints.Finding] {
    let apple = try CARFile(path: (pair as NSString).appendingPathComponent("Assets.car"))
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-pair-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: out) }
    let (arguments, folder) = try invocation(pair, apple: apple, output: out.path)
    let outcome = await ActoolDriver(currentDirectory: folder, assetcatVersion: "test").run(arguments)
    #expect(outcome.exitCode == 0, "\(String(decoding: outcome.output, as: UTF8.self))")
    let ours = try CARFile(path: out.appendingPathComponent("Assets.car").path)
    return CARShapePoints.compare(apple: try CARStructure(file: apple).facts, ours: try CARStructure(file: ours).facts)
  }

  /// The actool arguments of a pair and the folder they run in.
  static func invocation(_ pair: String, apple: CARFile, output: String) throws -> ([String], String) {
    let s = settings(pair)
    if let given = s["arguments"] as? [String] {
      var arguments = given
      if let i = arguments.firstIndex(of: "--compile"), i + 1 < arguments.count { arguments[i + 1] = output }
      arguments += ["--output-format", "human-readable-text"] + xcodeArguments(s, apple: apple)
      return (arguments, (pair as NSString).appendingPathComponent(s["argumentsRunIn"] as? String ?? "."))
    }
    let inputs = (s["inputs"] as? [String])?.map { (pair as NSString).appendingPathComponent($0) } ?? catalogs(in: pair)
    try #require(!inputs.isEmpty, "\(pair) holds no .xcassets")
    let platform = (s["platform"] as? String).map { ["ios": "iphoneos"][$0] ?? $0 } ?? Self.platform(apple)
    var arguments = [
      "--compile", output, "--platform", platform, "--minimum-deployment-target",
      s["minimumDeploymentTarget"] as? String ?? apple.metadata?.deploymentPlatformVersion ?? "9.0",
      "--output-format", "human-readable-text",
    ]
    // A thinned build's device (`deviceModel`, `deviceOSVersion`), as Xcode passes it.
    if let model = s["deviceModel"] as? String { arguments += ["--filter-for-device-model", model] }
    if let os = s["deviceOSVersion"] as? String { arguments += ["--filter-for-device-os-version", os] }
    // An icon or accent colour the build named is in Apple's car (pair.json infers them where the
    // build is not known: one that Apple's car does not hold, the build did not name).
    for (option, key) in [("--app-icon", "appIcon"), ("--accent-color", "accentColor")] {
      if let name = s[key] as? String, apple.facets.contains(where: { $0.name == name }) {
        arguments += [option, name]
      }
    }
    return (arguments + xcodeArguments(s, apple: apple) + inputs, pair)
  }

  /// The Xcode that built Apple's car, where its shape depends on it: pair.json's `builtBy`, else
  /// the version string the car records ("Xcode 12.5.1 (12E507) via …").
  static func xcodeArguments(_ s: [String: Any], apple: CARFile) -> [String] {
    let built = s["builtBy"] as? String ?? apple.header.versionString
    guard built.hasPrefix("Xcode "), let version = built.split(separator: " ").dropFirst().first else { return [] }
    return ["--xcode-version", String(version)]
  }

  /// The actool platform of a car's EXTENDED_METADATA platform.
  static func platform(_ car: CARFile) -> String {
    ["ios": "iphoneos", "macosx": "macosx", "atv": "appletvos", "watchos": "watchos", "xros": "xros"][
      car.metadata?.deploymentPlatform ?? "ios"] ?? "iphoneos"
  }

  static func catalogs(in pair: String) -> [String] {
    let walker = FileManager.default.enumerator(atPath: pair)
    var out: [String] = []
    while let p = walker?.nextObject() as? String {
      if p.hasSuffix(".xcassets") {
        out.append((pair as NSString).appendingPathComponent(p))
        walker?.skipDescendants()
      }
    }
    return out.sorted()
  }

  static func settings(_ pair: String) -> [String: Any] {
    guard let data = FileManager.default.contents(atPath: (pair as NSString).appendingPathComponent("pair.json")) else {
      return [:]
    }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
  }

  static func accepted(_ pair: String) -> [String: String] {
    let name = (pair as NSString).lastPathComponent
    return (settings(pair)["accepted"] as? [String: String] ?? [:]).merging(Self.knownDifferences[name] ?? [:]) {
      a, _ in a
    }
  }

  /// The differences from Apple's cars that assetcat accepts, each with its reason (pair → point: path).
  static let knownDifferences: [String: [String: String]] = [
    "sudoku": sudokuDifferences
  ]

  /// sudoku's car (Xcode 26.0) and cubeSQLAdmin's (Xcode 26.2) come from the same command line and
  /// the same kind of inputs (a catalog with `App.iconset`, and `App.icon`): Xcode 26.0 took the
  /// flat sizes from the catalog's `.iconset` folders, Xcode 26.2 draws them from the `.icon`, as
  /// assetcat does (the newer Xcode). So every difference of sudoku's flat sizes is accepted.
  static let sudokuDifferences: [String: String] = Dictionary(
    uniqueKeysWithValues: [
      "packed atlases: rendition[App[element=85 part=220 dimension2=3 scale=2]].layout",
      "packed atlases: sheets",
      "key format: KEYFORMAT.attributes",
      "pixel encoding: rendition[App[element=85 part=220 dimension2=4 scale=2]].payload",
      "pixel encoding: rendition[App[element=85 part=220 dimension2=5 scale=2]].payload",
      "pixel encoding: rendition[identifier 0[element=9 part=181 scale=2]].payload",
    ].map { ($0, "Xcode 26.0 took the flat icon sizes from App.iconset; Xcode 26.2 draws them from App.icon") })

}
