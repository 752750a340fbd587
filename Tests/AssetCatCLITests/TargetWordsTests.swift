import AssetCatCore
import AssetCatTestSupport
import Foundation
import Testing

/// `--platform`, `--target-device` and `--device` take the same words in every command that has
/// them: each accepted word runs every such command (and `actool`) without an "unknown" in its
/// output; a word none accepts is refused by every one of them.
@Suite("Target words across commands")
struct TargetWordsTests {
  /// A catalog with one phone image (a car can be written for any platform from it).
  static func catalog() throws -> FixtureCatalog {
    let c = try FixtureCatalog()
    try c.contents(
      "Art.imageset",
      #"{"images":[{"idiom":"universal","scale":"2x","filename":"a.png"}],"info":{"author":"xcode","version":1}}"#)
    try c.png("Art.imageset/a.png", width: 4, height: 4)
    return c
  }

  /// Each command that takes one of the options, with what it needs besides (outputs in `dir`).
  static func invocations(_ catalog: String, _ dir: String) -> [String: [[String]]] {
    [
      "validate": [["validate", catalog]],
      "compile": [
        ["compile", catalog, "-o", dir + "/c.assetcat"], ["compile", catalog, "-o", dir + "/c.car", "--no-cache"],
      ],
      "size": [["size", catalog, "--quiet"]],
      "diff": [["diff", catalog, catalog, "--quiet"]],
      "report": [["report", catalog, "-o", dir + "/report", "--quiet"]],
      "resolve": [["resolve", catalog, "Art"]],
      "actool": [["actool", "--compile", dir, "--output-format", "human-readable-text", catalog]],
    ]
  }

  /// The commands whose help names `option`, and actool (which parses its own command line).
  static func commands(taking option: String) throws -> Set<String> {
    let configured = try OptionNamesTests.configured()
    let named = Set(configured.filter { $0.value.keys.contains(option) }.map(\.key))
    return option == "--device" ? named : named.union(["actool"])
  }

  /// Runs `command` with `option word`; the results of every invocation.
  static func run(_ command: String, _ option: String, _ word: String) throws -> [CommandResult] {
    let catalog = try Self.catalog()
    let dir = catalog.root.appendingPathComponent("out").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let extra = command == "actool" && option != "--platform" ? ["--platform", "iphoneos"] : []
    return try Self.invocations(catalog.path, dir)[command, default: []].map { args in
      try AssetCatExecutable.run(
        AssetCatExecutable.url, args + extra + [option, word], environment: ["XDG_CACHE_HOME": dir + "/cache"])
    }
  }

  static func accepted(_ r: CommandResult) -> Bool {
    let text = (r.stdout + r.stderr).lowercased()
    return r.status != 2 && !text.contains("unknown") && !text.contains("must be")
  }

  /// Today's commands with each option; a new command with one is added to `invocations`.
  @Test func everyCommandHasAnInvocation() throws {
    #expect(try Self.commands(taking: "--platform") == ["validate", "compile", "size", "diff", "report", "actool"])
    #expect(try Self.commands(taking: "--target-device") == ["validate", "compile", "size", "actool"])
    #expect(try Self.commands(taking: "--device") == ["resolve", "size"])
    let known = Set(Self.invocations("", "").keys)
    for option in ["--platform", "--target-device", "--device"] {
      #expect(try Self.commands(taking: option).isSubset(of: known), "add the command to invocations")
    }
  }

  @Test func everyPlatformNameWorksInEveryCommand() throws {
    for command in try Self.commands(taking: "--platform").sorted() {
      for word in ApplePlatform.names.map(\.name) + ["IPHONEOS"] {
        for r in try Self.run(command, "--platform", word) {
          #expect(Self.accepted(r), "\(command) --platform \(word): \(r.stdout)\(r.stderr)")
        }
      }
    }
  }

  @Test func everyTargetDeviceWorksInEveryCommand() throws {
    for command in try Self.commands(taking: "--target-device").sorted() {
      for word in TargetDevice.allCases.map(\.rawValue) + ["iPhone"] {
        for r in try Self.run(command, "--target-device", word) {
          #expect(Self.accepted(r), "\(command) --target-device \(word): \(r.stdout)\(r.stderr)")
        }
      }
    }
  }

  @Test func everyDevicePresetWorksInEveryCommand() throws {
    for command in try Self.commands(taking: "--device").sorted() {
      for word in DevicePreset.all.map(\.name) {
        for r in try Self.run(command, "--device", word) {
          #expect(Self.accepted(r), "\(command) --device \(word): \(r.stdout)\(r.stderr)")
        }
      }
    }
  }

  @Test(arguments: ["--platform", "--target-device", "--device"])
  func aWordNoneTakesIsRefusedByEvery(option: String) throws {
    for command in try Self.commands(taking: option).sorted() {
      for r in try Self.run(command, option, "pocket-calculator") {
        #expect(!Self.accepted(r), "\(command) \(option) pocket-calculator: \(r.stdout)\(r.stderr)")
      }
    }
  }
}
