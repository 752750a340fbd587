import AssetCatPipeline
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatFileSystem

/// The progress bar of compile (to .assetcat and to .car), validate, size, diff and report: drawn
/// on a terminal's stderr (run under script(1), which gives the command a pseudo-terminal), never
/// into a pipe, never with --quiet.
@Suite("Progress bar")
struct ProgressBarTests {
  static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("SampleAssets/Demo.xcassets").path

  /// Runs `assetcat ARGS` on a pseudo-terminal and returns everything it wrote there.
  static func onTerminal(_ arguments: [String]) throws -> String {
    let line = ([AssetCatExecutable.url.path] + arguments).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    .joined(separator: " ")
    let r = try AssetCatExecutable.run(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", line, "/dev/null"])
    return r.stdout
  }

  static func commands(_ out: String) -> [[String]] {
    [
      ["validate", sample],
      ["compile", sample, "-o", out + "/p.assetcat", "--force"],
      ["compile", sample, "-o", out + "/p.car", "--force", "--no-cache"],
      ["size", sample],
      ["diff", sample, sample],
      ["report", sample, "-o", out + "/report"],
    ]
  }

  static func folder() throws -> String {
    let url = ScratchDirectory.path("assetcat-progress")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  @Test func barOnATerminal() throws {
    for args in Self.commands(try Self.folder()) {
      let text = try Self.onTerminal(args)
      #expect(text.contains("\r\u{1B}[2K[#"), "no bar from \(args[0]): \(text.debugDescription)")
      #expect(text.range(of: #"\] \w+ \d+/\d+"#, options: .regularExpression) != nil, "no counts from \(args[0])")
    }
  }

  @Test func noBarWithQuiet() throws {
    for args in Self.commands(try Self.folder()) {
      let text = try Self.onTerminal(args + ["--quiet"])
      #expect(
        !text.contains("[#") && !text.contains("\u{1B}[2K"), "bar from \(args[0]) --quiet: \(text.debugDescription)")
    }
  }

  /// Into a pipe, stderr holds what it holds with --quiet: nothing extra.
  @Test func noBarIntoAPipe() throws {
    for args in Self.commands(try Self.folder()) {
      let r = try AssetCatExecutable.run(args)
      #expect(!r.stderr.contains("\r") && !r.stderr.contains("[#"), "bar from \(args[0]) into a pipe")
      let quiet = try AssetCatExecutable.run(args + ["--quiet"])
      #expect(r.stderr == quiet.stderr, "\(args[0]) prints more without --quiet: \(r.stderr.debugDescription)")
    }
  }

  /// The component itself, drawing into a fake terminal: a line redrawn in place, then erased.
  @Test func drawsAndClearsItsLine() {
    let screen = Screen()
    let bar = ProgressBar(output: CommandOutput(out: { _ in }, err: { screen.write($0) }))
    bar.update("encoding", done: 3, total: 3)
    #expect(screen.text == "\r\u{1B}[2K[" + String(repeating: "#", count: 30) + "] encoding 3/3")
    bar.finish()
    #expect(screen.text.hasSuffix("encoding 3/3\r\u{1B}[2K"))
  }

  /// A bar that never drew erases nothing.
  @Test func finishWithoutDrawingWritesNothing() {
    let screen = Screen()
    ProgressBar(output: CommandOutput(out: { _ in }, err: { screen.write($0) })).finish()
    #expect(screen.text.isEmpty)
  }
}

/// What a fake terminal received.
final class Screen: @unchecked Sendable {
  private let lock = NSLock()
  private var written = ""
  func write(_ s: String) { lock.withLock { written += s } }
  var text: String { lock.withLock { written } }
}
