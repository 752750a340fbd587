import AssetCatCore
import AssetCatSymbols

/// AC080: two assets that generate the same Swift symbol name (`assetcat symbols`, and Xcode's
/// own generated asset symbols, name them by the same rules). Findings point at the asset that
/// loses the name: the later one in name order.
public struct SymbolNameCheck: CatalogCheck {
  public init() {}
  public var codes: [DiagnosticCode] { [.AC080] }

  public func check(_ context: ValidationContext) -> [Diagnostic] {
    SymbolTable(context.input.activeAssets.map(Self.source)).diagnostics
  }

  /// What the symbol table needs of a validated asset.
  public static func source(_ record: AssetRecord) -> SymbolSource {
    SymbolSource(name: record.asset.name, kind: record.asset.kind, location: record.folderPath)
  }
}
