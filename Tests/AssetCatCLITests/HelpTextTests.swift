import ArgumentParser
import AssetCatCLI
import Testing

/// Help that stands alone: every command's help has an example and points into no document the
/// user does not have.
@Suite("Help texts")
struct HelpTextTests {
  /// The root and every subcommand, depth first.
  static func commands(_ root: any ParsableCommand.Type = AssetCat.self) -> [any ParsableCommand.Type] {
    [root] + root.configuration.subcommands.flatMap { commands($0) }
  }

  static var names: [String] { commands().map { $0._commandName } }

  @Test(arguments: names)
  func helpHasAnExampleAndNoInternalReference(_ name: String) throws {
    let command = try #require(Self.commands().first { $0._commandName == name })
    let help = AssetCat.helpMessage(for: command, columns: 100)
    #expect(help.contains("Example:") || help.contains("Examples:"), "\(help)")
    #expect(!help.contains("SPEC"), "\(help)")
    #expect(!help.contains("§"))
  }

  @Test func anUnknownDeviceListsTheKnownOnes() throws {
    let r = try AssetCatExecutable.run(["resolve", "/nonexistent.xcassets", "Logo", "--device", "iPhone 99"])
    #expect(r.status == 2)
    #expect(r.stderr.contains("unknown device 'iPhone 99'") && r.stderr.contains("'iPhone 15 Pro'"), "\(r.stderr)")
  }

  @Test func anUnknownTraitListsTheKnownOnes() throws {
    let r = try AssetCatExecutable.run(["resolve", "/nonexistent.xcassets", "Logo", "--traits", "idom=phone"])
    #expect(r.status == 2)
    #expect(r.stderr.contains("unknown trait 'idom' (known: idiom,"), "\(r.stderr)")
  }
}
