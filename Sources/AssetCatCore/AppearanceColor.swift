import Foundation

/// A color value of an appearance rule: a color asset's name or an sRGB literal `#RRGGBB[AA]`.
public enum AppearanceColor: Hashable, Sendable {
  case asset(String)
  /// Components in 0…255, alpha 255 when the literal has no `AA`.
  case literal(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

  /// Parses `#RRGGBB` / `#RRGGBBAA` (hex digits in either case) as a literal; any other text not
  /// starting with `#` as an asset name. `nil` for a malformed literal or an empty name.
  public init?(parsing text: String) {
    if text.hasPrefix("#") {
      let hex = Array(text.utf8.dropFirst())
      guard hex.count == 6 || hex.count == 8 else { return nil }
      var bytes: [UInt8] = []
      for i in stride(from: 0, to: hex.count, by: 2) {
        guard let hi = Self.hexDigit(hex[i]), let lo = Self.hexDigit(hex[i + 1]) else { return nil }
        bytes.append(hi << 4 | lo)
      }
      self = .literal(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    } else {
      guard !text.isEmpty else { return nil }
      self = .asset(text)
    }
  }

  private static func hexDigit(_ b: UInt8) -> UInt8? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// The canonical text: the asset's name, or `#RRGGBB` (`#RRGGBBAA` when not opaque), upper case.
  public var text: String {
    switch self {
    case .asset(let name): return name
    case .literal(let r, let g, let b, let a):
      let parts = a == 255 ? [r, g, b] : [r, g, b, a]
      return "#" + parts.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }
  }
}
