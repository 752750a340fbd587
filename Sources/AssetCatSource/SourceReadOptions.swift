/// How to read source catalogs.
public struct SourceReadOptions: Sendable, Hashable {
  /// Read image headers (pixel sizes, formats) and vector sizes. Off: renditions carry no sizes
  /// and `probes` is empty.
  public var probeImages: Bool
  /// Threads for probing; `nil` uses every core.
  public var jobs: Int?
  /// Inflate and check each PNG's image data while probing (``ImageProbe``). Off only when every
  /// pixel is decoded afterwards (`--decode`), which checks the same stream.
  public var checkImageData: Bool

  public init(probeImages: Bool = true, jobs: Int? = nil, checkImageData: Bool = true) {
    self.probeImages = probeImages
    self.jobs = jobs
    self.checkImageData = checkImageData
  }
}
