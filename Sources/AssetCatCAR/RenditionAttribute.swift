import AssetCatBytes

/// One attribute of a rendition key (CoreUI's theme attribute ids). Unknown ids are kept as
/// they are and shown by number.
public struct RenditionAttribute: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
  public var rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  public static let look = Self(rawValue: 0)
  public static let element = Self(rawValue: 1)
  public static let part = Self(rawValue: 2)
  public static let size = Self(rawValue: 3)
  public static let direction = Self(rawValue: 4)
  public static let placeholder = Self(rawValue: 5)
  public static let value = Self(rawValue: 6)
  public static let appearance = Self(rawValue: 7)
  public static let dimension1 = Self(rawValue: 8)
  public static let dimension2 = Self(rawValue: 9)
  public static let state = Self(rawValue: 10)
  public static let layer = Self(rawValue: 11)
  public static let scale = Self(rawValue: 12)
  public static let localization = Self(rawValue: 13)
  public static let presentationState = Self(rawValue: 14)
  public static let idiom = Self(rawValue: 15)
  public static let subtype = Self(rawValue: 16)
  public static let identifier = Self(rawValue: 17)
  public static let previousValue = Self(rawValue: 18)
  public static let previousState = Self(rawValue: 19)
  public static let horizontalSizeClass = Self(rawValue: 20)
  public static let verticalSizeClass = Self(rawValue: 21)
  public static let memoryClass = Self(rawValue: 22)
  public static let graphicsClass = Self(rawValue: 23)
  public static let displayGamut = Self(rawValue: 24)
  public static let deploymentTarget = Self(rawValue: 25)
  public static let glyphWeight = Self(rawValue: 26)
  public static let glyphSize = Self(rawValue: 27)

  static let names: [String] = [
    "look", "element", "part", "size", "direction", "placeholder", "value", "appearance", "dimension1",
    "dimension2", "state", "layer", "scale", "localization", "presentationState", "idiom", "subtype",
    "identifier", "previousValue", "previousState", "sizeClassHorizontal", "sizeClassVertical", "memoryClass",
    "graphicsClass", "displayGamut", "deploymentTarget", "glyphWeight", "glyphSize",
  ]

  /// CoreUI's name, or `attribute<N>` for an id this reader does not know.
  public var name: String { Int(rawValue) < Self.names.count ? Self.names[Int(rawValue)] : "attribute\(rawValue)" }
  public var isKnown: Bool { Int(rawValue) < Self.names.count }
  public var description: String { name }
  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// A FACETKEYS value: the facet's hot spot and its (attribute, value) pairs (element, part,
/// identifier, …) — little-endian u16s.
public struct FacetKey: ByteRecord, Hashable, Sendable {
  public var hotSpotX: UInt16
  public var hotSpotY: UInt16
  public var attributes: [Pair]

  public struct Pair: Hashable, Sendable {
    public var attribute: RenditionAttribute
    public var value: UInt16
    public init(_ attribute: RenditionAttribute, _ value: UInt16) {
      self.attribute = attribute
      self.value = value
    }
  }

  public init(hotSpotX: UInt16 = 0, hotSpotY: UInt16 = 0, attributes: [Pair]) {
    self.hotSpotX = hotSpotX
    self.hotSpotY = hotSpotY
    self.attributes = attributes
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    hotSpotX = try reader.u16()
    hotSpotY = try reader.u16()
    let count = Int(try reader.u16())
    try reader.require(count * 4, "\(count) facet attributes")
    attributes = []
    for _ in 0..<count { attributes.append(Pair(RenditionAttribute(rawValue: try reader.u16()), try reader.u16())) }
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(hotSpotX)
    writer.write(hotSpotY)
    writer.write(UInt16(attributes.count))
    for p in attributes {
      writer.write(p.attribute.rawValue)
      writer.write(p.value)
    }
  }

  public func value(of a: RenditionAttribute) -> UInt16? { attributes.first { $0.attribute == a }?.value }
}
