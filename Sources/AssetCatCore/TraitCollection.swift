import Foundation

/// A set of trait values, each optional (SPEC §1–2).
///
/// The same type serves as a **trait collection** (a request: `nil` is *unspecified*) and as a
/// **slot** (a rendition's tags: `nil` is *any*). For a slot, `scale == nil` is the single-scale
/// (vector) slot.
public struct TraitCollection: Hashable, Sendable {
  public var idiom: Idiom?
  public var subtype: String?
  /// A request's screen width in points, or a slot's condition on it (SPEC §2).
  public var screenWidth: ScreenWidth?
  /// Display scale, 1…3.
  public var scale: Int?
  public var width: SizeClass?
  public var height: SizeClass?
  public var style: UserInterfaceStyle?
  public var contrast: Contrast?
  public var gamut: DisplayGamut?
  public var direction: LayoutDirection?
  /// A normalised BCP-47 tag (`fr-CA`).
  public var locale: String?
  /// Gigabytes.
  public var memory: Int?
  public var graphics: GraphicsFeatureSet?

  public init(
    idiom: Idiom? = nil, subtype: String? = nil, screenWidth: ScreenWidth? = nil, scale: Int? = nil,
    width: SizeClass? = nil,
    height: SizeClass? = nil, style: UserInterfaceStyle? = nil, contrast: Contrast? = nil,
    gamut: DisplayGamut? = nil, direction: LayoutDirection? = nil, locale: String? = nil,
    memory: Int? = nil, graphics: GraphicsFeatureSet? = nil
  ) {
    self.idiom = idiom
    self.subtype = subtype
    self.screenWidth = screenWidth
    self.scale = scale
    self.width = width
    self.height = height
    self.style = style
    self.contrast = contrast
    self.gamut = gamut
    self.direction = direction
    self.locale = locale
    self.memory = memory
    self.graphics = graphics
  }

  /// A collection with no trait specified (or a slot that is *any* on every axis).
  public static let empty = TraitCollection()

  /// Whether `axis` has a value.
  /// No text made: thinning asks it of every slot on every axis.
  public func isSpecified(_ axis: TraitAxis) -> Bool {
    switch axis {
    case .idiom: idiom != nil
    case .subtype: subtype != nil
    case .screenWidth: screenWidth != nil
    case .scale: scale != nil
    case .width: width != nil
    case .height: height != nil
    case .style: style != nil
    case .contrast: contrast != nil
    case .gamut: gamut != nil
    case .direction: direction != nil
    case .locale: locale != nil
    case .memory: memory != nil
    case .graphics: graphics != nil
    }
  }

  /// The number of specified axes.
  public var specifiedCount: Int { TraitAxis.allCases.reduce(0) { $0 + (isSpecified($1) ? 1 : 0) } }

  /// The canonical text of one axis' value (`compact`, `3`, `4GB`), or `nil` when unspecified.
  public func value(of axis: TraitAxis) -> String? {
    switch axis {
    case .idiom: idiom?.rawValue
    case .subtype: subtype
    case .screenWidth: screenWidth?.text
    case .scale: scale.map(String.init)
    case .width: width?.rawValue
    case .height: height?.rawValue
    case .style: style?.rawValue
    case .contrast: contrast?.rawValue
    case .gamut: gamut?.rawValue
    case .direction: direction?.rawValue
    case .locale: locale
    case .memory: memory.map(MemoryClass.format)
    case .graphics: graphics?.rawValue
    }
  }

  /// Sets one axis from text, accepting the aliases of SPEC §2. `nil` clears the axis.
  /// - Throws: `TraitError.invalidValue` when the text is not a value of the axis.
  public mutating func set(_ axis: TraitAxis, text: String?) throws(TraitError) {
    guard let text else {
      clear(axis)
      return
    }
    func parsed<T>(_ v: T?) throws(TraitError) -> T {
      guard let v else { throw TraitError.invalidValue(axis: axis, value: text) }
      return v
    }
    switch axis {
    case .idiom:
      if text.lowercased() == "universal" { idiom = nil } else { idiom = try parsed(Idiom(parsing: text)) }
    case .subtype: subtype = try parsed(text.isEmpty ? nil : text)
    case .screenWidth: screenWidth = try parsed(ScreenWidth(parsing: text))
    case .scale: scale = try parsed(ScaleFactor.parse(text))
    case .width: width = try parsed(SizeClass(parsing: text))
    case .height: height = try parsed(SizeClass(parsing: text))
    case .style: style = try parsed(UserInterfaceStyle(parsing: text))
    case .contrast: contrast = try parsed(Contrast(parsing: text))
    case .gamut: gamut = try parsed(DisplayGamut(parsing: text))
    case .direction: direction = try parsed(LayoutDirection(parsing: text))
    case .locale: locale = try parsed(LocaleTag.normalize(text))
    case .memory: memory = try parsed(MemoryClass.parse(text))
    case .graphics: graphics = try parsed(GraphicsFeatureSet(parsing: text))
    }
  }

  public mutating func clear(_ axis: TraitAxis) {
    switch axis {
    case .idiom: idiom = nil
    case .subtype: subtype = nil
    case .screenWidth: screenWidth = nil
    case .scale: scale = nil
    case .width: width = nil
    case .height: height = nil
    case .style: style = nil
    case .contrast: contrast = nil
    case .gamut: gamut = nil
    case .direction: direction = nil
    case .locale: locale = nil
    case .memory: memory = nil
    case .graphics: graphics = nil
    }
  }

  /// UIKit's `containsTraits(in:)`: every trait that `other` specifies has the same value here
  /// (for a screen-width condition such as `>145`: a width here that satisfies it).
  public func contains(_ other: TraitCollection) -> Bool {
    TraitAxis.allCases.allSatisfy { meets(other, on: $0) }
  }

  /// Whether this collection has what `other` specifies on `axis`: nothing specified there, the
  /// same value, or a screen width that satisfies `other`'s screen-width condition.
  public func meets(_ other: TraitCollection, on axis: TraitAxis) -> Bool {
    if axis == .screenWidth, let condition = other.screenWidth { return condition.admits(screenWidth) }
    guard let v = other.value(of: axis) else { return true }
    return v == value(of: axis)
  }

  /// UIKit's `init(traitsFrom:)`: per trait, the last collection that specifies it wins.
  public static func merged(_ collections: [TraitCollection]) -> TraitCollection {
    var out = TraitCollection()
    for c in collections {
      if let v = c.idiom { out.idiom = v }
      if let v = c.subtype { out.subtype = v }
      if let v = c.screenWidth { out.screenWidth = v }
      if let v = c.scale { out.scale = v }
      if let v = c.width { out.width = v }
      if let v = c.height { out.height = v }
      if let v = c.style { out.style = v }
      if let v = c.contrast { out.contrast = v }
      if let v = c.gamut { out.gamut = v }
      if let v = c.direction { out.direction = v }
      if let v = c.locale { out.locale = v }
      if let v = c.memory { out.memory = v }
      if let v = c.graphics { out.graphics = v }
    }
    return out
  }

  /// SPEC §3: the request completed with defaults (style light, contrast normal, gamut srgb,
  /// direction ltr, scale 1). Other unspecified axes stay unspecified.
  public var completedForResolution: TraitCollection {
    var r = self
    if r.style == nil { r.style = .light }
    if r.contrast == nil { r.contrast = .normal }
    if r.gamut == nil { r.gamut = .srgb }
    if r.direction == nil { r.direction = .ltr }
    if r.scale == nil { r.scale = 1 }
    return r
  }
}

extension TraitCollection {
  static func expectedValues(_ axis: TraitAxis) -> String? {
    switch axis {
    case .idiom: "phone, pad, tv, watch, mac, car, vision or universal"
    case .subtype: "a non-empty name"
    case .screenWidth: "a width in points (184), or a condition <=N or >N"
    case .scale: "1, 2 or 3"
    case .width, .height: "compact or regular"
    case .style: "light, dark or tinted"
    case .contrast: "normal or high"
    case .gamut: "srgb or p3"
    case .direction: "ltr or rtl"
    case .locale: "a BCP-47 tag such as en, fr-CA, es-419"
    case .memory: "1GB, 2GB, … 8GB"
    case .graphics: GraphicsFeatureSet.allCases.map(\.rawValue).joined(separator: ", ")
    }
  }
}
