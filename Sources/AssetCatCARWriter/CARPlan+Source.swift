import AssetCatCAR

extension CARPlan {
  /// What a work item's rendition is made from: one case per kind of rendition, each with what
  /// only it needs. `Work.encode` switches over it; so do the checks of what may be packed,
  /// cached, twinned or written per deployment target. A new kind is a new case here (and the
  /// compiler then names every switch that must say what to do with it: CONTRIBUTING.md).
  enum Source: Sendable {
    /// The entry's own file, encoded as the item's kind says (`CARRenditionEncoder.encode`: a
    /// bitmap decoded and re-encoded, a JPEG, a kept PDF or SVG, data), or a colour (no file).
    /// `name`: what the rendition is named instead of its file (an Icon Composer layer's art:
    /// `image.png`).
    case entry(file: String?, name: String? = nil)
    /// A bitmap drawn from a vector file (a PDF or SVG, a symbol's template) at `scale`, which
    /// the rendition's slot has too.
    case drawn(file: String, scale: Int)
    /// The wide-colour twin of a wide-gamut PNG (`CARWideColorTwin`): `RGBW`, keyed gamut P3.
    case wideColorTwin(file: String, name: String? = nil)
    /// An app icon's multisize index (SISM) of one idiom: no file.
    case iconSet(CSIMultisizeSet)
    /// What a tvOS image stack derives from its layers (`CARPlan+ImageStack`).
    case layered(Layered)
    /// A rendition made whole before encoding: an Icon Composer colour or gradient.
    case prebuilt(CSIRendition)
    /// An Icon Composer stack or group, and its rendition once the facets' identifiers are known
    /// (`resolveIconPieces`).
    case iconPiece(CARIconPiece, resolved: CSIRendition?)
    /// A packed atlas (`CARAtlasSheet`): keyed element 9, identifier 0, in no facet.
    case packedSheet(CARPackedSheet)
    /// An image the packer put into an atlas: its link there (`CARAtlasSheet.links`), and what
    /// it was made from (whose file was decoded for the sheet).
    indirect case packed(link: CSIRendition, from: Source)

    /// The one file the rendition is made from, if any (a packed image's own).
    var file: String? {
      switch self {
      case .entry(let file, _): file
      case .drawn(let file, _), .wideColorTwin(let file, _): file
      case .packed(_, let from): from.file
      case .iconSet, .layered, .prebuilt, .iconPiece, .packedSheet: nil
      }
    }

    /// The scale a vector is drawn at (a packed image's own).
    var drawingScale: Int? {
      switch self {
      case .drawn(_, let scale): scale
      case .packed(_, let from): from.drawingScale
      default: nil
      }
    }

    /// The name the rendition carries instead of its file's.
    var name: String? {
      switch self {
      case .entry(_, let name), .wideColorTwin(_, let name): name
      case .packed(_, let from): from.name
      default: nil
      }
    }
  }
}
