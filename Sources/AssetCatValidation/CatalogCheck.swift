import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging

/// One family of checks on top of the reader (SPEC §6). A check reads the context and returns its
/// findings; it never throws and never aborts the run.
public protocol CatalogCheck: Sendable {
  /// The codes this check can emit.
  var codes: [DiagnosticCode] { get }
  func check(_ context: ValidationContext) -> [Diagnostic]
}
