import ArgumentParser
import AssetCatCore
import Foundation

/// The `assetcat` root command (SPEC §5).
public struct AssetCat: ParsableCommand {
  public static let version = AssetCatVersion.current

  public static let configuration = CommandConfiguration(
    commandName: "assetcat",
    abstract: "Compile, validate and query Xcode asset catalogs, on Linux and macOS.",
    discussion: """
      Exit codes: 0 success (resolve: a match), 1 findings (validate: errors, or warnings with \
      --strict; resolve: no match or no such asset; compile: the catalog has errors; report: the \
      catalogs have errors, or warnings with --strict), 2 bad usage, unreadable input or I/O failure.

      Example:
        assetcat validate Assets.xcassets && assetcat compile Assets.xcassets -o Assets.assetcat
      """,
    version: version,
    subcommands: [
      Compile.self, Validate.self, Resolve.self, Info.self, Diff.self, Extract.self, Verify.self, Devices.self,
      Actool.self, Assetutil.self, Report.self,
      Symbols.self, SizeCommand.self,
    ]
  )

  public init() {}

  /// Runs the command line and exits with SPEC §5's codes: argument-parser's usage code (64) is
  /// mapped to 2.
  public static func runAsRoot(_ arguments: [String]? = nil) async -> Never {
    // Invoked as `actool` (a link or copy named so): Apple's actool command line as is, so
    // `--version` and `--help` are actool's, not argument-parser's.
    if arguments == nil, CommandLine.arguments.first.map({ URL(fileURLWithPath: $0).lastPathComponent }) == "actool" {
      Foundation.exit(await Actool.run(Array(CommandLine.arguments.dropFirst())))
    }
    // `assetcat actool …` likewise (argument-parser would take its --version), except for help.
    let given = arguments ?? Array(CommandLine.arguments.dropFirst())
    if given.first == "actool",
      !["--help", "-h", "help"].contains(given.dropFirst().first ?? "--help") || given.count > 2
    {
      Foundation.exit(await Actool.run(Array(given.dropFirst())))
    }
    do {
      var command = try parseAsRoot(arguments)
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
      Foundation.exit(0)
    } catch {
      Foundation.exit(report(error))
    }
  }

  /// Prints what argument-parser would print for `error` and returns the SPEC exit code.
  static func report(_ error: any Error) -> Int32 {
    let code = exitCode(for: error)
    let message = fullMessage(for: error)
    if code == .success {
      if !message.isEmpty { print(message) }
      return 0
    }
    if !message.isEmpty { Console.error(message) }
    if code == .validationFailure { return 2 }
    return code.rawValue
  }
}

/// Writes to standard error.
enum Console {
  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
  }
}

/// Failures that end a command with exit code 2 (bad usage, unreadable input, I/O), as opposed
/// to findings in the user's catalog.
struct CommandFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

extension CommandFailure: LocalizedError {
  var errorDescription: String? { description }
}

/// Turns a thrown failure into "error: …" on stderr and exit code 2.
func failUsage(_ message: String) -> ExitCode {
  Console.error("error: \(message)")
  return ExitCode(2)
}

/// Stand-in for commands whose issue has not landed: says so and exits 2, with no fake output.
func notYetImplemented(_ command: String, issue: Int) throws -> Never {
  Console.error("error: 'assetcat \(command)' is not implemented yet (tracked in issue \(issue))")
  throw ExitCode(2)
}
