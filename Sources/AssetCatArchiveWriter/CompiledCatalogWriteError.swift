/// Why `CompiledCatalogWriter` could not write (SPEC §5: exit 2). The previous output, if any, is
/// untouched whenever one of these is thrown.
public enum CompiledCatalogWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An input file could not be opened or read.
  case unreadableInput(path: String, reason: String)
  /// An input file changed between hashing and copying.
  case inputChanged(path: String)
  /// A rendition names a file but no payload source was given for it.
  case missingPayload(asset: String, file: String)
  /// The output (or its temporary file) could not be written.
  case outputFailed(path: String, reason: String)
  /// A value the format cannot hold (a count over 2³²−1, a scale outside 1…3, …).
  case unrepresentable(String)

  public var description: String {
    switch self {
    case .unreadableInput(let path, let reason): "cannot read '\(path)': \(reason)"
    case .inputChanged(let path): "'\(path)' changed while it was being compiled; compile again"
    case .missingPayload(let asset, let file): "no bytes for '\(file)' of asset '\(asset)'"
    case .outputFailed(let path, let reason): "cannot write '\(path)': \(reason)"
    case .unrepresentable(let what): "the catalog cannot be compiled: \(what)"
    }
  }
}
