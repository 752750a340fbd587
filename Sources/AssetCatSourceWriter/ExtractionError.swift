/// Why an extraction stopped.
public enum ExtractionError: Error, Sendable {
  /// The catalog does not open, or fails its check (`error` names the problem, not the path).
  case unreadable(any Error)
  /// The destination does not take a file.
  case cannotWrite(any Error)
  /// A vector does not draw, or its PNG is not written; `collisions` are those said before it
  /// (`ExtractionSummary.rasterCollisions`).
  case cannotRasterize(any Error, collisions: [String])
}
