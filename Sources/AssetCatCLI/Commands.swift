import ArgumentParser

struct Compile: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Validate source catalogs and pack them into one compiled catalog.")
  @Argument(help: "Source catalogs (.xcassets).") var sources: [String] = []
  @Option(name: .shortAndLong, help: "The compiled catalog to write (.assetcat).") var output: String?
  func run() throws { try notYetImplemented("compile", issue: 5) }
}


struct Resolve: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Choose the rendition of an asset for a trait collection.")
  @Argument(help: "A source (.xcassets) or compiled (.assetcat) catalog.") var catalog: String
  @Argument(help: "The asset's name.") var name: String?
  func run() throws { try notYetImplemented("resolve", issue: 3) }
}

struct Info: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "List what a source or compiled catalog holds.")
  @Argument(help: "A source (.xcassets) or compiled (.assetcat) catalog.") var catalog: String
  func run() throws { try notYetImplemented("info", issue: 3) }
}

struct Extract: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Write the renditions of a compiled catalog back out as files.")
  @Argument(help: "A compiled catalog (.assetcat).") var catalog: String
  @Argument(help: "The folder to write.") var directory: String
  func run() throws { try notYetImplemented("extract", issue: 5) }
}

struct Verify: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Check every checksum and bound of a compiled catalog.")
  @Argument(help: "A compiled catalog (.assetcat).") var catalog: String
  func run() throws { try notYetImplemented("verify", issue: 5) }
}

struct Devices: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "List the device presets accepted by --device.")
  func run() throws { try notYetImplemented("devices", issue: 3) }
}
