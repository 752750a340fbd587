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
  /// are checked and a PDF's or SVG's size. The reader links no C, so it cannot supply the full
  /// one itself: every command passes AssetCatImaging's `ImageInspector.imaging`, which answers
  /// all of them; ``ImageInspector/headersOnly`` walks the headers as always (every chunk and
  /// CRC, in Swift) but checks no PNG image data (no `imageDataDamage`) and finds no vector size
  /// (a PDF's or SVG's probe has its format only and its rendition no `vectorSize`). A caller
  /// that builds options names one: left to a default, a command that forgot it would lose its
  /// vector sizes without a word.
  public var inspector: ImageInspector
  /// Folders that symbolic links in a catalog may lead into (`--follow-links` gives `/`): such a
  /// link is read as if its target were in the catalog. Empty (the default) keeps the path policy
  /// (AC032: no link leads out of its catalog). For builds that stage their inputs as links, as
  /// Bazel's sandbox does.
  public var linkRoots: [String] = []

  public init(
    probeImages: Bool = true, jobs: Int? = nil, checkImageData: Bool = true, inspector: ImageInspector
  ) {
    self.probeImages = probeImages
    self.jobs = jobs
    self.checkImageData = checkImageData
    self.inspector = inspector
  }
}

extension SourceReadOptions {
  /// Every image probed with the header walks alone (no C): ``ImageInspector/headersOnly``.
  public static let headersOnly = SourceReadOptions(inspector: .headersOnly)
}
