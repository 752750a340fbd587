/// One entry of an asset: a file or a color in one slot (SPEC §1).
public struct Rendition: Hashable, Sendable, Codable {
  /// The trait values the entry is tagged with; `nil` axes are *any*. `slot.scale == nil` is the
  /// single-scale (vector or unscaled) slot.
  public var slot: TraitCollection
  /// Path relative to the source catalog's root (`Logo.imageset/logo@2x.png`); `nil` for a color
  /// or an empty slot.
  public var file: String?
  /// What the file's bytes are (judged by content, not by name); `nil` without a file.
  public var format: RenditionFormat?
  /// Pixel size of a bitmap; for a vector, `nil`.
  public var pixelSize: Size?
  /// Page (PDF) or document (SVG) size of a vector in points; `nil` for a bitmap.
  public var vectorSize: Size?
  /// Alignment insets in pixels of this rendition, as Contents.json stores them.
  public var alignmentInsets: EdgeInsets?
  /// Slicing (`resizing`), cap insets in pixels of this rendition.
  public var resizing: Resizing?
  /// The color of a color-set entry.
  public var color: ColorValue?
  /// The `universal-type-identifier` of a data-set entry.
  public var typeIdentifier: String?
  /// The `size` of an app-icon entry, as written (`60x60`).
  public var iconSize: String?
  /// The `role` of an app-icon entry (watchOS: `notificationCenter`, `appLauncher`, …).
  public var iconRole: String?
  /// The `platform` of an app-icon entry (`ios`, `macos`, `watchos`, `tvos`).
  public var iconPlatform: String?
  /// Position of the entry in its Contents.json array (SPEC §3 step 4), 0-based.
  public var order: Int

  public init(
    slot: TraitCollection, file: String? = nil, format: RenditionFormat? = nil, pixelSize: Size? = nil,
    vectorSize: Size? = nil, alignmentInsets: EdgeInsets? = nil, resizing: Resizing? = nil,
    color: ColorValue? = nil, typeIdentifier: String? = nil, iconSize: String? = nil,
    iconRole: String? = nil, iconPlatform: String? = nil, order: Int
  ) {
    self.slot = slot
    self.file = file
    self.format = format
    self.pixelSize = pixelSize
    self.vectorSize = vectorSize
    self.alignmentInsets = alignmentInsets
    self.resizing = resizing
    self.color = color
    self.typeIdentifier = typeIdentifier
    self.iconSize = iconSize
    self.iconRole = iconRole
    self.iconPlatform = iconPlatform
    self.order = order
  }

  /// The scale the rendition's pixels are drawn at: its slot's scale, or 1 for a single-scale slot.
  public var renditionScale: Int { slot.scale ?? 1 }

  /// The bitmap's pixel size as compiled: a sliced image (`resizing`) keeps its caps and center
  /// only (``Resizing/slices(width:height:)``), as Xcode builds it and UIKit loads it; else
  /// `pixelSize`.
  public var compiledPixelSize: Size? {
    guard let px = pixelSize, let resizing else { return pixelSize }
    let s = resizing.slices(width: Int(px.width.rounded()), height: Int(px.height.rounded()))
    return Size(width: s.across.length, height: s.down.length)
  }

  /// SPEC §3: size in points. A vector's page size; a bitmap's pixel size (as compiled) divided by
  /// the rendition's own scale (not the requested one). `nil` when unknown.
  public var intrinsicSize: Size? {
    if let vectorSize { return vectorSize }
    guard let px = compiledPixelSize else { return nil }
    let s = Double(renditionScale)
    return Size(width: px.width / s, height: px.height / s)
  }

  /// Alignment insets converted to points.
  public var alignmentInsetsInPoints: EdgeInsets? { alignmentInsets?.divided(by: Double(renditionScale)) }
}

/// The kind of bytes a rendition holds.
public enum RenditionFormat: String, Hashable, Sendable, Codable, CaseIterable {
  case png, jpeg, pdf, svg, heic, gif, webp, tiff, psd, bmp, data, unknown
  public var isVector: Bool { self == .pdf || self == .svg }
  public var isBitmap: Bool { [.png, .jpeg, .heic, .gif, .webp, .tiff, .bmp].contains(self) }
}
