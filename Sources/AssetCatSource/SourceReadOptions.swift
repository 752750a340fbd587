/// How to read source catalogs.
public struct SourceReadOptions: Sendable, Hashable {
  /// Read image headers (pixel sizes, formats) and vector sizes. Off: renditions carry no sizes
  /// and `probes` is empty.
  public var probeImages: Bool
  /// Threads for probing; `nil` uses every core.
  public var jobs: Int?

  public init(probeImages: Bool = true, jobs: Int? = nil) {
    self.probeImages = probeImages
    self.jobs = jobs
  }
}
