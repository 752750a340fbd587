import AssetCatCore

/// The constants of the compiled catalog format, version 3 (Docs/CompiledCatalogFormat.md).
///
/// Every multi-byte integer is little-endian; every float is an IEEE-754 binary64 stored as its
/// little-endian bit pattern. Offsets and sizes of records live in the record types
/// (`Records/`), one type per on-disk record. The code tables below are part of the format: a
/// value is never renumbered, new values are appended.
public enum CompiledCatalogFormat {
  /// `ASSETCAT` in ASCII.
  public static let magic: [UInt8] = Array("ASSETCAT".utf8)
  /// 3.1: appearance code 3, tinted (iOS 18 app icons). 3: the screen-width axis in `REND`, and the
  /// optional `CJSN` section (the source Contents.json files, for an exact `extract`); 2: per-asset
  /// checksums and the separate name-key table. A reader refuses other majors.
  public static let majorVersion: UInt16 = 3
  public static let minorVersion: UInt16 = 1
  /// At most this many sections (a sanity cap so a corrupt count cannot make open O(huge)).
  public static let maxSectionCount = 64
  /// Payloads start at multiples of this many bytes.
  public static let payloadAlignment = 16
  /// Metadata sections start at multiples of this many bytes.
  public static let sectionAlignment = 8
  /// "No value" in an index field.
  public static let noIndex: UInt32 = 0xFFFF_FFFF
}

/// A section's four-character kind, stored as the little-endian `UInt32` of its ASCII bytes
/// (`STRS` is the bytes `53 54 52 53`).
public struct SectionKind: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
  public var rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public init(_ fourCC: StaticString) {
    precondition(fourCC.utf8CodeUnitCount == 4)
    let p = fourCC.utf8Start
    rawValue = UInt32(p[0]) | UInt32(p[1]) << 8 | UInt32(p[2]) << 16 | UInt32(p[3]) << 24
  }

  public static let strings = SectionKind("STRS")
  public static let nameIndex = SectionKind("NAME")
  /// The name index's keys (NFC names, sorted, concatenated): checked at open with the index.
  public static let nameKeys = SectionKind("NKEY")
  public static let assets = SectionKind("ASET")
  public static let renditions = SectionKind("REND")
  public static let colors = SectionKind("COLR")
  public static let colorComponents = SectionKind("CCMP")
  public static let payloadTable = SectionKind("PAYT")
  /// Lists of strings (an asset's on-demand resource tags): string references back to back.
  public static let stringLists = SectionKind("SLST")
  public static let metadata = SectionKind("META")
  /// Appearance rules (SPEC §4): an opaque blob owned by the appearance-rules code; see
  /// `AppearanceRulesBlob`.
  public static let appearanceRules = SectionKind("RULE")
  public static let payloadData = SectionKind("DATA")
  /// Optional (minor version 1): the source catalogs' Contents.json files, `SourceContentsEntry`
  /// records sorted by path bytes; read by `extract` only, never by a lookup.
  public static let sourceContents = SectionKind("CJSN")

  /// The sections every version-2 catalog has, in file order (`RULE` and `CJSN` are optional and
  /// sit before `DATA`).
  public static let required: [SectionKind] = [
    .strings, .nameKeys, .nameIndex, .assets, .renditions, .colors, .colorComponents, .stringLists, .payloadTable,
    .metadata,
    .payloadData,
  ]

  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

  public var description: String {
    let bytes = (0..<4).map { UInt8(truncatingIfNeeded: rawValue >> ($0 * 8)) }
    if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(decoding: bytes, as: UTF8.self) }
    return "0x" + String(rawValue, radix: 16)
  }
}

/// The appearance-rules section's content: an encoding tag and opaque bytes. The archive stores and
/// checksums it; the appearance-rules code defines what the bytes mean.
public struct AppearanceRulesBlob: Hashable, Sendable {
  /// 1: UTF-8 JSON (SPEC §4's `Appearance.json` form); 2…: binary encodings defined by their owner.
  public var encoding: UInt32
  public var bytes: [UInt8]
  public init(encoding: UInt32, bytes: [UInt8]) {
    self.encoding = encoding
    self.bytes = bytes
  }
  public static let jsonEncoding: UInt32 = 1
}

// MARK: - Code tables

/// The format's numbering of model enums. Each table is exhaustive over the model's cases, so a new
/// case in AssetCatCore fails to compile here until it is given a code.
public enum FormatCodes {
  public static func code(_ kind: AssetKind) -> UInt8 {
    switch kind {
    case .image: 1
    case .color: 2
    case .data: 3
    case .appIcon: 4
    case .symbol: 5
    case .other: 6
    }
  }
  public static func kind(_ code: UInt8) -> AssetKind? {
    switch code {
    case 1: .image
    case 2: .color
    case 3: .data
    case 4: .appIcon
    case 5: .symbol
    case 6: .other
    default: nil
    }
  }

  public static let idioms: [Idiom] = [
    .phone, .pad, .tv, .watch, .mac, .car, .vision, .iosMarketing, .watchMarketing, .marketing, .tvMarketing,
  ]
  public static func code(_ idiom: Idiom?) -> UInt8 {
    guard let idiom else { return 0 }
    switch idiom {
    case .phone: return 1
    case .pad: return 2
    case .tv: return 3
    case .watch: return 4
    case .mac: return 5
    case .car: return 6
    case .vision: return 7
    case .iosMarketing: return 8
    case .watchMarketing: return 9
    case .marketing: return 10
    case .tvMarketing: return 11
    }
  }
  public static func idiom(_ code: UInt8) -> Idiom?? {
    if code == 0 { return .some(nil) }
    guard Int(code) <= idioms.count else { return nil }
    return .some(idioms[Int(code) - 1])
  }

  public static func code(_ v: SizeClass?) -> UInt8 { v.map { $0 == .compact ? 1 : 2 } ?? 0 }
  public static func sizeClass(_ c: UInt8) -> SizeClass?? {
    c == 0 ? .some(nil) : c == 1 ? .compact : c == 2 ? .regular : nil
  }
  /// 3 (`tinted`) since minor version 1.
  public static func code(_ v: UserInterfaceStyle?) -> UInt8 {
    switch v {
    case nil: 0
    case .light?: 1
    case .dark?: 2
    case .tinted?: 3
    }
  }
  public static func style(_ c: UInt8) -> UserInterfaceStyle?? {
    switch c {
    case 0: .some(nil)
    case 1: .light
    case 2: .dark
    case 3: .tinted
    default: nil
    }
  }
  public static func code(_ v: Contrast?) -> UInt8 { v.map { $0 == .normal ? 1 : 2 } ?? 0 }
  public static func contrast(_ c: UInt8) -> Contrast?? {
    c == 0 ? .some(nil) : c == 1 ? .normal : c == 2 ? .high : nil
  }
  public static func code(_ v: DisplayGamut?) -> UInt8 { v.map { $0 == .srgb ? 1 : 2 } ?? 0 }
  public static func gamut(_ c: UInt8) -> DisplayGamut?? { c == 0 ? .some(nil) : c == 1 ? .srgb : c == 2 ? .p3 : nil }
  public static func code(_ v: LayoutDirection?) -> UInt8 { v.map { $0 == .ltr ? 1 : 2 } ?? 0 }
  public static func direction(_ c: UInt8) -> LayoutDirection?? {
    c == 0 ? .some(nil) : c == 1 ? .ltr : c == 2 ? .rtl : nil
  }

  public static let graphicsSets: [GraphicsFeatureSet] = [
    .metal1v2, .metal2v2, .metal3v1, .metal3v2, .metal4v1, .metal5v1,
    .apple1, .apple2, .apple3, .apple4, .apple5, .apple6, .apple7, .apple8, .apple9, .apple10,
  ]
  public static func code(_ g: GraphicsFeatureSet?) -> UInt8 {
    guard let g else { return 0 }
    switch g {
    case .metal1v2: return 1
    case .metal2v2: return 2
    case .metal3v1: return 3
    case .metal3v2: return 4
    case .metal4v1: return 5
    case .metal5v1: return 6
    case .apple1: return 7
    case .apple2: return 8
    case .apple3: return 9
    case .apple4: return 10
    case .apple5: return 11
    case .apple6: return 12
    case .apple7: return 13
    case .apple8: return 14
    case .apple9: return 15
    case .apple10: return 16
    }
  }
  /// Screen width: 0 any, 1 `<=N`, 2 `>N`, 3 a width of exactly N points.
  public static func code(_ w: ScreenWidth?) -> (kind: UInt8, points: UInt32) {
    switch w {
    case nil: (0, 0)
    case .atMost(let n)?: (1, UInt32(n))
    case .above(let n)?: (2, UInt32(n))
    case .points(let n)?: (3, UInt32(n))
    }
  }

  /// `nil` for an unknown kind or a width beyond `ScreenWidth.maxPoints`.
  public static func screenWidth(kind: UInt8, points: UInt32) -> ScreenWidth?? {
    guard kind == 0 || points <= ScreenWidth.maxPoints else { return nil }
    let n = Int(points)
    switch kind {
    case 0: return .some(nil)
    case 1: return .atMost(n)
    case 2: return .above(n)
    case 3: return .points(n)
    default: return nil
    }
  }

  public static func graphics(_ c: UInt8) -> GraphicsFeatureSet?? {
    if c == 0 { return .some(nil) }
    guard Int(c) <= graphicsSets.count else { return nil }
    return .some(graphicsSets[Int(c) - 1])
  }

  public static let formats: [RenditionFormat] = [
    .png, .jpeg, .pdf, .svg, .heic, .gif, .webp, .tiff, .psd, .bmp, .data, .unknown,
  ]
  public static func code(_ f: RenditionFormat?) -> UInt8 {
    guard let f else { return 0 }
    switch f {
    case .png: return 1
    case .jpeg: return 2
    case .pdf: return 3
    case .svg: return 4
    case .heic: return 5
    case .gif: return 6
    case .webp: return 7
    case .tiff: return 8
    case .psd: return 9
    case .bmp: return 10
    case .data: return 11
    case .unknown: return 12
    }
  }
  public static func format(_ c: UInt8) -> RenditionFormat?? {
    if c == 0 { return .some(nil) }
    guard Int(c) <= formats.count else { return nil }
    return .some(formats[Int(c) - 1])
  }
}
