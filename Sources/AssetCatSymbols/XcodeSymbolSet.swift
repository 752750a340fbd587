import AssetCatCore

/// The assets Xcode 15+'s `GenerateAssetSymbols` step names (actool's
/// `--generate-swift-asset-symbols`, `--generate-objc-asset-symbols`): colour sets as colours;
/// image, app icon and symbol sets as images (Xcode's own files list `AppIcon` among the images);
/// no data sets. One ``SymbolTable`` names them as `assetcat symbols` does, so a clash is AC080
/// and never a file that fails to compile.
public struct XcodeSymbolSet: Sendable {
  public var table: SymbolTable
  /// The Objective-C constant of each asset (`ACImageNameLogo`), image and colour names apart,
  /// in name order; an asset whose constant is taken by an earlier one has none.
  public var objcNames: [(kind: AssetKind, name: String, constant: String)]

  public init(_ sources: [SymbolSource]) {
    let named = sources.compactMap(Self.symbolKind)
    table = SymbolTable(named)
    var taken: Set<String> = []
    objcNames = []
    for s in named.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
      let constant = (s.kind == .color ? "ACColorName" : "ACImageName") + Self.upperCamel(s.name)
      if taken.insert(constant).inserted { objcNames.append((s.kind, s.name, constant)) }
    }
  }

  /// `source` with the kind it is named as, or `nil` when Xcode gives it no symbol.
  static func symbolKind(_ source: SymbolSource) -> SymbolSource? {
    var s = source
    switch source.kind {
    case .color: return s
    case .image, .appIcon, .symbol:
      s.kind = .image
      return s
    default: return nil
    }
  }

  /// Every word of every name component, its first letter capitalized, joined (`Chevron Left` →
  /// `ChevronLeft`, `AppIcon-iOS-1024x1024` → `AppIconIOS1024X1024`), as Xcode's headers name them.
  static func upperCamel(_ name: String) -> String {
    let words = SymbolName.words(of: name)
    guard !words.isEmpty else { return "Asset" }
    return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
