import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging

/// AC020 (a file that does not decode as the image it claims to be) and AC024 (an image over the
/// size limits of SPEC §7). Findings point at the image file.
public struct ImageFileCheck: CatalogCheck {
  public init() {}
  public var codes: [DiagnosticCode] { [.AC020, .AC024] }

  public func check(_ context: ValidationContext) -> [Diagnostic] {
    var out: [Diagnostic] = []
    var seen = Set<String>()
    for record in context.input.assets {
      for r in record.asset.renditions {
        guard let path = record.filePath(of: r), seen.insert(path).inserted,
          let facts = context.files[path]
        else { continue }
        out += findings(facts, path: path, asset: record.asset.name, limits: context.options.limits)
      }
    }
    return out
  }

  func findings(_ facts: FileFacts, path: String, asset: String, limits: ImageLimits) -> [Diagnostic] {
    let name = CatalogPath.fileName(path)
    func ac020(_ message: String) -> [Diagnostic] { [Diagnostic(.AC020, message, path: path, asset: asset)] }

    // Wrong signature: the bytes are another format than the name claims.
    if let claimed = facts.claimed, claimed != facts.sniffed {
      if facts.isGitLFSPointer {
        return ac020(
          "'\(name)' is a Git LFS pointer, not the image: the repository keeps it in Git LFS; "
            + "run 'git lfs pull' (or clone with Git LFS installed)"
        )
      }
      if facts.sniffed == .unknown {
        return ac020("'\(name)' is not \(claimed.claimName): its bytes have no known image signature; re-export it")
      }
      // Xcode (ImageIO) reads an image by its bytes whatever its name: an intact image of another
      // format builds (a WebP named .png in Home Assistant's Mac icons, a Photoshop file in VLC's).
      // A warning then; an error when that format's own structure is damaged too.
      let intact: Bool
      switch facts.header {
      case .success?, .failure(.unsupportedFormat)?: intact = true
      default: intact = false
      }
      return [
        Diagnostic(
          .AC020, severity: intact ? .warning : .error,
          "'\(name)' is \(facts.sniffed.description), not \(claimed.claimName); "
            + (intact
              ? "Xcode reads it by its content, but rename it or re-export it as \(claimed.claimName)"
              : "re-export it as \(claimed.claimName) or rename it"),
          path: path, asset: asset)
      ]
    }
    if facts.claimed == nil && facts.sniffed == .unknown {
      return ac020("'\(name)' is \(ImageFormat.unknown.description); replace it with a PNG, JPEG, PDF or SVG")
    }

    if let header = facts.header {
      switch header {
      case .failure(let error):
        return imagingFinding(error, name: name, format: facts.sniffed, path: path, asset: asset)
      case .success(let info):
        if info.exceeds(limits) {
          return [
            overLimits(width: info.width, height: info.height, limits: limits, name: name, path: path, asset: asset)
          ]
        }
        if let damage = info.imageDataDamage {
          return imagingFinding(damage, name: name, format: facts.sniffed, path: path, asset: asset)
        }
      }
    }
    switch facts.vector {
    case .failure(let error)?:
      return imagingFinding(error, name: name, format: facts.sniffed, path: path, asset: asset)
    case .success(let size)?:
      // A page box of a million points would take that many pixels once rasterized (at 1x).
      if case .failure(.overLimits(let w, let h, _)) = Result(catching: { () throws(ImagingError) in
        try VectorRaster.pixelSize(size, scale: 1, limits: limits)
      }) {
        return [overLimits(width: w, height: h, limits: limits, name: name, path: path, asset: asset)]
      }
    case nil: break
    }
    if case .failure(let error) = facts.decoded {
      return imagingFinding(error, name: name, format: facts.sniffed, path: path, asset: asset)
    }
    if let extra = facts.info?.bytesAfterEnd, extra > 0 {
      return [
        Diagnostic(
          .AC020, severity: .warning,
          "'\(name)' has \(extra) bytes after its IEND chunk, which are not part of the image; "
            + "re-export it to drop them",
          path: path, asset: asset)
      ]
    }
    return []
  }

  func imagingFinding(
    _ error: ImagingError, name: String, format: ImageFormat, path: String, asset: String
  ) -> [Diagnostic] {
    let what = format.claimName
    let message: String
    switch error {
    case .overLimits(let w, let h, let limits):
      return [overLimits(width: w, height: h, limits: limits, name: name, path: path, asset: asset)]
    case .unsupportedFormat(let f):
      // A format the codecs do not read (and that the name does not contradict): not checked.
      if !f.isReadable && f != .unknown { return [] }
      message = "'\(name)' does not decode as \(what); re-export it"
    case .unreadable(_, let reason):
      message = "'\(name)' cannot be read (\(reason)); check its permissions"
    case .truncated(let detail):
      message = "'\(name)' is truncated (\(detail)); re-export it"
    case .corrupt(let detail):
      message = "'\(name)' does not decode as \(what) (\(detail)); re-export it"
    case .malformedVector(let detail):
      message = "'\(name)' is not a readable \(format == .svg ? "SVG" : "PDF") (\(detail)); re-export it"
    }
    return [Diagnostic(.AC020, message, path: path, asset: asset)]
  }

  func overLimits(width: Int, height: Int, limits: ImageLimits, name: String, path: String, asset: String) -> Diagnostic
  {
    let message: String
    if width > limits.maxSide || height > limits.maxSide {
      message =
        "'\(name)' is \(width)×\(height) pixels, over the limit of \(limits.maxSide) pixels a side; "
        + "scale it down or raise --max-side"
    } else {
      message =
        "'\(name)' is \(width)×\(height) pixels, over the limit of \(limits.maxPixels) pixels; "
        + "scale it down or raise --max-pixels"
    }
    return Diagnostic(.AC024, message, path: path, asset: asset)
  }
}
