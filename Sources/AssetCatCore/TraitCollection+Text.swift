import Foundation

extension TraitCollection {
  /// Parses the text form of SPEC §2: `idiom=phone,scale=3,width=compact`. Whitespace around
  /// keys and values is ignored; an empty string is the empty collection.
  public init(parsing text: String) throws(TraitError) {
    self.init()
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return }
    for pair in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
      let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard kv.count == 2 else { throw TraitError.malformed(text) }
      let key = kv[0].trimmingCharacters(in: .whitespaces)
      let value = kv[1].trimmingCharacters(in: .whitespaces)
      guard let axis = TraitAxis(key: key) else { throw TraitError.unknownKey(key) }
      try set(axis, text: value)
    }
  }

  /// The text form, axes in SPEC §2 order, only specified axes.
  public var textForm: String {
    TraitAxis.allCases.compactMap { axis in value(of: axis).map { "\(axis.key)=\($0)" } }
      .joined(separator: ",")
  }
}

extension TraitCollection: CustomStringConvertible {
  public var description: String { textForm.isEmpty ? "(any)" : textForm }
}

/// JSON form (SPEC §2): an object with the request keys; `scale` and a request's `screenWidth`
/// are numbers when written, and strings or numbers are accepted when read.
extension TraitCollection: Codable {
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public init(from decoder: any Decoder) throws {
    self.init()
    let c = try decoder.container(keyedBy: Key.self)
    for key in c.allKeys {
      guard let axis = TraitAxis(key: key.stringValue) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: c, debugDescription: TraitError.unknownKey(key.stringValue).description)
      }
      let text: String?
      if try c.decodeNil(forKey: key) {
        text = nil
      } else if let n = try? c.decode(Int.self, forKey: key) {
        text = String(n)
      } else {
        text = try c.decode(String.self, forKey: key)
      }
      do { try set(axis, text: text) } catch {
        throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: error.description)
      }
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    for axis in TraitAxis.allCases {
      guard let v = value(of: axis) else { continue }
      if axis == .scale, let s = scale {
        try c.encode(s, forKey: Key(stringValue: axis.key))
      } else if axis == .screenWidth, case .points(let w)? = screenWidth {
        try c.encode(w, forKey: Key(stringValue: axis.key))
      } else {
        try c.encode(v, forKey: Key(stringValue: axis.key))
      }
    }
  }
}
