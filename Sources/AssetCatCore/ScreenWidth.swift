import Foundation

/// The screen-width axis of SPEC §2: a request's screen width in points (`184`), or a slot's
/// condition on it as Contents.json writes it (`<=145`, `>161`).
public enum ScreenWidth: Hashable, Sendable {
  /// A request: the device's screen width in points.
  case points(Int)
  /// A slot `<=N`: holds for a request whose width is at most N.
  case atMost(Int)
  /// A slot `>N`: holds for a request whose width is above N.
  case above(Int)

  /// Widths and bounds are kept to this many points (a real screen is far narrower), so the
  /// ranks of `preferenceRank` cannot overflow.
  public static let maxPoints = 100_000

  /// Parses `184`, `<=145` or `>161` (spaces around the number allowed); `nil` for anything else.
  public init?(parsing text: String) {
    let t = text.trimmingCharacters(in: .whitespaces)
    func number(_ s: Substring) -> Int? {
      let digits = s.trimmingCharacters(in: .whitespaces)
      guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), digits.utf8.count <= 6,
        let n = Int(digits), n <= Self.maxPoints
      else { return nil }
      return n
    }
    if t.hasPrefix("<=") {
      guard let n = number(t.dropFirst(2)) else { return nil }
      self = .atMost(n)
    } else if t.hasPrefix(">") {
      guard let n = number(t.dropFirst(1)) else { return nil }
      self = .above(n)
    } else {
      guard let n = number(Substring(t)) else { return nil }
      self = .points(n)
    }
  }

  /// The canonical text: `184`, `<=145`, `>161`.
  public var text: String {
    switch self {
    case .points(let n): String(n)
    case .atMost(let n): "<=\(n)"
    case .above(let n): ">\(n)"
    }
  }

  /// SPEC §3 step 1: whether a slot with this value keeps a request with `request`. A condition
  /// holds for a width that satisfies it; a plain width (not written by Xcode) only for itself.
  public func admits(_ request: ScreenWidth?) -> Bool {
    guard let request else { return false }
    guard case .points(let w) = request else { return request == self }
    switch self {
    case .points(let n): return n == w
    case .atMost(let n): return w <= n
    case .above(let n): return w > n
    }
  }

  /// SPEC §3 step 2: the tightest condition wins (the largest `>N`, the smallest `<=N`); higher
  /// is better, and every value ranks above *any* (0). A bounded `<=N` is tighter than any `>N`
  /// that also holds, and an exact width is tightest of all.
  public var preferenceRank: Int {
    switch self {
    case .above(let n): 1 + n
    case .atMost(let n): 2 * Self.maxPoints + 2 - n
    case .points: 3 * Self.maxPoints
    }
  }
}
