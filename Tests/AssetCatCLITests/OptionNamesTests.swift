import AssetCatTestSupport
import Foundation
import Testing

/// The options commands share, read from each command's argument-parser configuration (the
/// executable's `--experimental-dump-help`), against the table of Docs/Commands.md: the same
/// names, the same `--format` values, and a table that says what the commands take.
@Suite("Option names across commands")
struct OptionNamesTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let shared = ["--format", "--quiet", "--platform", "--minimum-deployment-target", "--strict"]
  static let commands = [
    "validate", "compile", "size", "diff", "report", "resolve", "info", "devices", "verify", "extract",
  ]

  /// Per command, its long options and the values each takes (empty when not a closed list).
  static func configured() throws -> [String: [String: [String]]] {
    let r = try AssetCatExecutable.run(["--experimental-dump-help"])
    let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
    let root = try #require(json?["command"] as? [String: Any])
    var out: [String: [String: [String]]] = [:]
    for sub in root["subcommands"] as? [[String: Any]] ?? [] {
      guard let name = sub["commandName"] as? String else { continue }
      var options: [String: [String]] = [:]
      for argument in sub["arguments"] as? [[String: Any]] ?? [] {
        for n in argument["names"] as? [[String: Any]] ?? [] where n["kind"] as? String == "long" {
          options["--" + (n["name"] as? String ?? "")] = argument["allValues"] as? [String] ?? []
        }
      }
      out[name] = options
    }
    return out
  }

  /// The table of Docs/Commands.md: per command, per shared option, `nil` (—), `[]` (✓) or the
  /// `--format` values.
  static func documented() throws -> [String: [String: [String]?]] {
    let url = Self.repository.appendingPathComponent("Docs/Commands.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let section = try #require(text.components(separatedBy: "## Options every command names alike").last)
    var out: [String: [String: [String]?]] = [:]
    for line in section.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == Self.shared.count + 1 else { continue }
      var row: [String: [String]?] = [:]
      for (option, cell) in zip(Self.shared, cells.dropFirst()) {
        row[option] =
          cell == "—"
          ? nil : cell == "✓" ? [] : cell.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      }
      out[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = row
    }
    return out
  }

  @Test func theTableSaysWhatEachCommandTakes() throws {
    let configured = try Self.configured(), documented = try Self.documented()
    #expect(Set(documented.keys) == Set(Self.commands))
    for command in Self.commands {
      let options = try #require(configured[command], "no command \(command)")
      for option in Self.shared {
        let doc = documented[command]?[option] ?? nil
        #expect((options[option] != nil) == (doc != nil), "\(command) \(option): table and command disagree")
        if option == "--format", let doc, let values = options[option] {
          #expect(values == doc, "\(command) --format takes \(values), the table says \(doc)")
        }
      }
    }
  }

  /// A `--format` value is the same word wherever it is taken, and every command that formats for
  /// a person or a program takes `text` and `json`.
  @Test func formatValuesComeFromOneList() throws {
    let known = ["text", "json", "sarif", "github", "markdown"]
    for (command, options) in try Self.configured() {
      guard let values = options["--format"] else { continue }
      #expect(Set(values).isSubset(of: Set(known)), "\(command) --format: \(values)")
      #expect(values.prefix(2) == ["text", "json"], "\(command) --format: \(values)")
    }
  }

  /// `--platform` and `--minimum-deployment-target`: what one command refuses, every command
  /// taking it refuses, with the same message (exit 2).
  @Test(arguments: [["--platform", "iphone"], ["--minimum-deployment-target", "fifteen"]])
  func sameValuesRefusedEverywhere(_ option: [String]) throws {
    let configured = try Self.configured()
    let sample = Self.repository.appendingPathComponent("SampleAssets/Demo.xcassets").path
    let lines: [String: [String]] = [
      "validate": ["validate", sample], "compile": ["compile", sample, "-o", "/nonexistent/x.car"],
      "size": ["size", sample], "diff": ["diff", sample, sample], "report": ["report", sample, "-o", "/nonexistent/r"],
    ]
    var messages: Set<String> = []
    for (command, line) in lines where configured[command]?[option[0]] != nil {
      let r = try AssetCatExecutable.run(line + option)
      #expect(r.status == 2, "\(command) \(option): \(r.stderr)")
      messages.insert(r.stderr.split(separator: "\n").first.map(String.init) ?? "")
    }
    #expect(messages.count == 1, "\(messages)")
  }

  /// The plain names every command takes for a platform, the car writer included.
  @Test(arguments: ["ipados", "osx"])
  func platformAliasesWriteACar(_ name: String) throws {
    let sample = Self.repository.appendingPathComponent("SampleAssets/Demo.xcassets").path
    let folder = ScratchDirectory.path("assetcat-platform-alias")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let car = folder.appendingPathComponent("a.car").path
    let r = try AssetCatExecutable.run(["compile", sample, "-o", car, "--platform", name, "--quiet", "--no-cache"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try AssetCatExecutable.run(["size", sample, "--platform", name]).status == 0)
  }
}
