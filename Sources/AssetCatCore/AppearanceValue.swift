import Foundation

/// The kind of an appearance property's value (SPEC §4).
public enum AppearanceValueKind: String, Hashable, Sendable, Codable, CaseIterable {
  case image, color, number, string, bool, insets, size
}

/// One property value of an appearance rule or of a query's instance values (SPEC §4).
///
/// JSON form (in `Appearance.json` and in the compiled catalog): an object with exactly one key,
/// the kind: `{"image": "Star"}`, `{"color": "#FF8800"}`, `{"number": 6}`, `{"string": "…"}`,
/// `{"bool": true}`, `{"insets": "8,16,8,16"}` or `{"insets": {"top":…,"left":…,"bottom":…,"right":…}}`
/// (points), `{"size": "44,44"}` or `{"size": {"width":…,"height":…}}` (points).
public enum AppearanceValue: Hashable, Sendable {
  case image(String)
  case color(AppearanceColor)
  case number(Double)
  case string(String)
  case bool(Bool)
  /// Points.
  case insets(EdgeInsets)
  /// Points.
  case size(Size)

  public var kind: AppearanceValueKind {
    switch self {
    case .image: .image
    case .color: .color
    case .number: .number
    case .string: .string
    case .bool: .bool
    case .insets: .insets
    case .size: .size
    }
  }

  /// The asset this value names, if any (an image, or a color that is not a literal).
  public var assetName: String? {
    switch self {
    case .image(let n): n
    case .color(.asset(let n)): n
    default: nil
    }
  }

  /// The text form (`Star`, `#FF0000`, `6`, `true`, `8,16,8,16`, `44,44`), as `--set` accepts it.
  public var text: String {
    switch self {
    case .image(let n): n
    case .color(let c): c.text
    case .number(let n): Self.format(n)
    case .string(let s): s
    case .bool(let b): b ? "true" : "false"
    case .insets(let i): [i.top, i.left, i.bottom, i.right].map(Self.format).joined(separator: ",")
    case .size(let s): [s.width, s.height].map(Self.format).joined(separator: ",")
    }
  }

  /// A number without a trailing `.0` when it is whole.
  public static func format(_ d: Double) -> String {
    if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
    return String(d)
  }

  /// Parses the text form of one kind. `nil` when the text is not a value of that kind.
  public init?(kind: AppearanceValueKind, text: String) {
    switch kind {
    case .image:
      guard !text.isEmpty else { return nil }
      self = .image(text)
    case .color:
      guard let c = AppearanceColor(parsing: text) else { return nil }
      self = .color(c)
    case .number:
      guard let d = Double(text.trimmingCharacters(in: .whitespaces)), d.isFinite else { return nil }
      self = .number(d)
    case .string: self = .string(text)
    case .bool:
      switch text.lowercased() {
      case "true", "yes", "1": self = .bool(true)
      case "false", "no", "0": self = .bool(false)
      default: return nil
      }
    case .insets:
      guard let n = Self.numbers(text, count: 4) else { return nil }
      self = .insets(EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]))
    case .size:
      guard let n = Self.numbers(text, count: 2) else { return nil }
      self = .size(Size(width: n[0], height: n[1]))
    }
  }

  /// Parses a `--set` value when the property's kind is not known: an explicit `kind:` prefix
  /// (`image:Star`, `string:#1`) wins; else `#…` is a color, `true`/`false` a bool, a number a
  /// number, four numbers insets, two numbers a size, anything else a string.
  public init(inferring text: String) {
    if let colon = text.firstIndex(of: ":"), let kind = AppearanceValueKind(rawValue: String(text[..<colon])),
      let v = AppearanceValue(kind: kind, text: String(text[text.index(after: colon)...]))
    {
      self = v
      return
    }
    if text.hasPrefix("#"), let c = AppearanceColor(parsing: text) {
      self = .color(c)
    } else if text == "true" || text == "false" {
      self = .bool(text == "true")
    } else if let d = Double(text), d.isFinite {
      self = .number(d)
    } else if let v = AppearanceValue(kind: .insets, text: text) {
      self = v
    } else if let v = AppearanceValue(kind: .size, text: text) {
      self = v
    } else {
      self = .string(text)
    }
  }

  /// Parses a `--set` value for a property whose kind is known from the rules (`starImage=Star`
  /// is an image when a rule gives `starImage` an image). An explicit `kind:` prefix still wins.
  public init?(text: String, expected kind: AppearanceValueKind?) {
    if let colon = text.firstIndex(of: ":"), let k = AppearanceValueKind(rawValue: String(text[..<colon])) {
      guard let v = AppearanceValue(kind: k, text: String(text[text.index(after: colon)...])) else { return nil }
      self = v
      return
    }
    if let kind {
      guard let v = AppearanceValue(kind: kind, text: text) else { return nil }
      self = v
    } else {
      self.init(inferring: text)
    }
  }

  private static func numbers(_ text: String, count: Int) -> [Double]? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == count else { return nil }
    var out: [Double] = []
    for p in parts {
      guard let d = Double(p.trimmingCharacters(in: .whitespaces)), d.isFinite else { return nil }
      out.append(d)
    }
    return out
  }
}

/// The JSON form described on `AppearanceValue`; insets and sizes are written as objects.
extension AppearanceValue: Codable {
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    guard c.allKeys.count == 1, let key = c.allKeys.first, let kind = AppearanceValueKind(rawValue: key.stringValue)
    else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "expected one of the keys \(AppearanceValueKind.allCases.map(\.rawValue))"))
    }
    func bad() -> DecodingError {
      DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "bad \(kind.rawValue) value")
    }
    switch kind {
    case .number: self = .number(try c.decode(Double.self, forKey: key))
    case .bool: self = .bool(try c.decode(Bool.self, forKey: key))
    case .string: self = .string(try c.decode(String.self, forKey: key))
    case .insets:
      if let s = try? c.decode(String.self, forKey: key) {
        guard let v = AppearanceValue(kind: .insets, text: s) else { throw bad() }
        self = v
      } else {
        self = .insets(try c.decode(EdgeInsets.self, forKey: key))
      }
    case .size:
      if let s = try? c.decode(String.self, forKey: key) {
        guard let v = AppearanceValue(kind: .size, text: s) else { throw bad() }
        self = v
      } else {
        self = .size(try c.decode(Size.self, forKey: key))
      }
    case .image, .color:
      guard let v = AppearanceValue(kind: kind, text: try c.decode(String.self, forKey: key)) else { throw bad() }
      self = v
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    let key = Key(stringValue: kind.rawValue)
    switch self {
    case .image(let n): try c.encode(n, forKey: key)
    case .color(let col): try c.encode(col.text, forKey: key)
    case .number(let n): try c.encode(n, forKey: key)
    case .string(let s): try c.encode(s, forKey: key)
    case .bool(let b): try c.encode(b, forKey: key)
    case .insets(let i): try c.encode(i, forKey: key)
    case .size(let s): try c.encode(s, forKey: key)
    }
  }
}
