import AssetCatTestSupport
import Foundation
import Testing

/// Runs the built `assetcat` executable end to end (as swift-argument-parser's
/// `AssertExecuteCommand` does).
struct CommandResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

enum AssetCatExecutable {
  /// The `assetcat` binary beside the test bundle in the build folder.
  static var url: URL { BuildProducts.assetcat }

  static func run(_ arguments: [String], stdin: Data? = nil, in directory: String? = nil) throws -> CommandResult {
    try run(url, arguments, stdin: stdin, in: directory)
  }

  /// Runs any executable and collects its exit status and output; `environment` is added to
  /// this process's.
  static func run(
    _ executable: URL, _ arguments: [String], stdin: Data? = nil, in directory: String? = nil,
    environment: [String: String] = [:]
  ) throws -> CommandResult {
    let p = Process()
    p.executableURL = executable
    p.arguments = arguments
    if let directory { p.currentDirectoryURL = URL(fileURLWithPath: directory) }
    if !environment.isEmpty {
      p.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    }
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    let input = Pipe()
    p.standardInput = input
    try p.run()
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return CommandResult(
      status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
      stderr: String(decoding: e, as: UTF8.self))
  }
}

@Suite("Exit codes (SPEC §5)")
struct ExitCodeTests {
  @Test func versionAndHelpExitZero() throws {
    let v = try AssetCatExecutable.run(["--version"])
    #expect(v.status == 0)
    #expect(v.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    let h = try AssetCatExecutable.run(["--help"])
    #expect(h.status == 0)
    #expect(h.stdout.contains("SUBCOMMANDS"))
  }

  @Test func badUsageExitsTwo() throws {
    #expect(try AssetCatExecutable.run(["--no-such-flag"]).status == 2)
    #expect(try AssetCatExecutable.run(["resolve"]).status == 2)
  }
}
