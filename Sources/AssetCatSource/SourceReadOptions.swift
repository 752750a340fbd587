import AssetCatImageStructure

/// How to read source catalogs.
public struct SourceReadOptions: Sendable, Hashable {
  /// Read image headers (pixel sizes, formats) and vector sizes. Off: renditions carry no sizes
  /// and `probes` is empty.
  public var probeImages: Bool
  /// Threads for probing; `nil` uses every core.
  public var jobs: Int?
  /// Inflate and check each PNG's image data while probing (``ImageProbe``), when the inspector
  /// can (its ``PNGChecks/imageData``). Off only when every pixel is decoded afterwards
  /// (`--decode`), which checks the same stream.
  public var checkImageData: Bool
  /// What answers the questions about image files that need C: how a PNG's CRCs and image data
  /// are checked and a PDF's or SVG's size. The reader links no C, so the default is
  /// ``ImageInspector/headersOnly``: header walks as always (every chunk and CRC, in Swift), but
  /// no PNG image-data check (no `imageDataDamage`) and no vector sizes (a PDF's or SVG's probe
  /// has its format only and its rendition no `vectorSize`, as with `probeImages` off). Every
  /// command passes AssetCatImaging's `ImageInspector.imaging`, which answers all of them.
  public var inspector: ImageInspector

  public init(
    probeImages: Bool = true, jobs: Int? = nil, checkImageData: Bool = true, inspector: ImageInspector = .headersOnly
  ) {
    self.probeImages = probeImages
    self.jobs = jobs
    self.checkImageData = checkImageData
    self.inspector = inspector
  }
}
