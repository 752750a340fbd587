import ArgumentParser
import AssetCatArchive
import AssetCatCore
import AssetCatSource
import Foundation

/// The options `assetcat resolve` adds for appearance queries (SPEC §4–5).
struct AppearanceQueryOptions: ParsableArguments {
  @Option(
    help:
      """
      Resolve the appearance properties of this component instead of an asset (rules from Appearance.json at \
      the catalog's root, or --appearance FILE).
      """
  )
  var component: String?

  @Option(help: ArgumentHelp("The component's ancestors, innermost first, comma-separated.", valueName: "A,B,…"))
  var containers: String?

  @Option(
    name: .customLong("set"), parsing: .singleValue,
    help: ArgumentHelp(
      "An instance value that beats every rule: name=value. The value is read as the kind the rules give the "
        + "property, or a kind prefix (image:Star), or inferred (#RRGGBB color, number, true/false, t,l,b,r "
        + "insets, w,h size, else string).",
      valueName: "name=value"))
  var set: [String] = []

  @Option(
    help: ArgumentHelp("Appearance rules to use instead of the catalog's own (Appearance.json).", valueName: "FILE"))
  var appearance: String?

  init() {}

  /// The containers as a list (empty strings dropped).
  var containerList: [String] {
    (containers ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}
