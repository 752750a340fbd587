import AssetCatCore

/// Swift names for asset names, the way Xcode 15+ names the symbols it generates for an asset
/// catalog (`GeneratedAssetSymbols.swift`). Xcode does not document the rules; these were read
/// off files Xcode generated for real catalogs (public repositories' checked-in
/// `GeneratedAssetSymbols.swift`, and the Xcode 15 release notes' "asset symbols"):
///
/// - Words: a name splits at every character that is neither a letter nor an ASCII digit
///   (`arrow_basic_e`, `M-stadt`, `Blue Sky`), at a lower-to-upper case change (`movesMove`), before
///   the last capital of a run of capitals followed by a lowercase letter (`TLSold` → `TL`, `Sold`;
///   `BGColorOne` → `BG`, `Color`, `One`), and between letters and digits (`TLS2016`).
/// - Suffix: a color set's last word `Color` is dropped (`AccentColor` → `accent`), as is an image
///   set's last word `Image`, when other words remain (`Color` alone stays `color`).
/// - Member (lower camel case): the first word is lowercased (all of it when it is all capitals:
///   `BGColorOne` → `bgColorOne`, `TLSold` → `tlSold`), except that a name of capitals followed only
///   by digit words keeps its capitals (`BMW`, `M`, `TLS2016` → `TLS_2016`, `A-1-1-0` → `A_1_1_0`).
///   Every later word starts with a capital, the rest kept (`arrowBasicE`). A digit word is joined
///   directly (`color_000000` → `color000000`, `ironMaiden2`), but with `_` after a word of capitals
///   or after another digit word, where joining would blur the words.
/// - A name that starts with a digit gets a leading `_` (`121212` → `_121212`).
/// - Namespaces (`provides-namespace` groups) become nested types in upper camel case
///   (`iconPreviews` → `IconPreviews`), the asset's member inside the innermost one.
/// - Swift keywords are escaped with backticks (`` `default` ``); a few names that cannot be
///   declared even with backticks (`self`, `Type`, `init`, …) get a trailing `_`. A name with no
///   letter or digit at all becomes `asset`.
public enum SymbolName {
  /// The member name of the asset whose last name component is `component`.
  public static func member(_ component: String, kind: AssetKind) -> String {
    var words = words(of: component)
    let suffix: String? = kind == .color ? "Color" : kind == .image ? "Image" : nil
    if let suffix, words.count > 1, words.last == suffix { words.removeLast() }
    guard let first = words.first else { return "asset" }
    let keepsCapitals = isCapitals(first) && words.dropFirst().allSatisfy(isDigits)
    let head = keepsCapitals ? first : lowercasedHead(first)
    return escaped(join(head: head, words))
  }

  /// The type name of a namespace group named `component`.
  public static func namespace(_ component: String) -> String {
    let words = words(of: component)
    guard let first = words.first else { return "Asset" }
    return escaped(join(head: capitalized(first), words))
  }

  /// The words of a name (see the type's documentation).
  static func words(of name: String) -> [String] {
    name.utf8.allSatisfy { $0 < 0x80 } ? asciiWords(Array(name.utf8)) : characterWords(name)
  }

  /// `words(of:)` of an ASCII name, byte by byte: the same words as `characterWords` (an ASCII
  /// letter is A-Z or a-z, a digit 0-9), without asking each Character its Unicode properties,
  /// which cost 3% of a rebuild's instructions on a catalog of 3,300 assets.
  static func asciiWords(_ b: [UInt8]) -> [String] {
    func digit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    func upper(_ c: UInt8) -> Bool { c >= 0x41 && c <= 0x5A }
    func lower(_ c: UInt8) -> Bool { c >= 0x61 && c <= 0x7A }
    var words: [String] = []
    var start: Int?
    for i in b.indices {
      let c = b[i]
      guard digit(c) || upper(c) || lower(c) else {
        if let s = start { words.append(String(decoding: b[s..<i], as: UTF8.self)) }
        start = nil
        continue
      }
      guard let s = start else {
        start = i
        continue
      }
      let last = b[i - 1]
      let nextIsLower = i + 1 < b.count && lower(b[i + 1])
      if digit(c) != digit(last) || (upper(c) && lower(last)) || (upper(c) && upper(last) && nextIsLower) {
        words.append(String(decoding: b[s..<i], as: UTF8.self))
        start = i
      }
    }
    if let s = start { words.append(String(decoding: b[s...], as: UTF8.self)) }
    return words
  }

  /// `words(of:)` by Character, for any name.
  static func characterWords(_ name: String) -> [String] {
    var words: [String] = []
    var current: [Character] = []
    func flush() {
      if !current.isEmpty { words.append(String(current)) }
      current = []
    }
    let chars = Array(name)
    for (i, c) in chars.enumerated() {
      guard isWordCharacter(c) else {
        flush()
        continue
      }
      if let last = current.last, startsWord(c, after: last, next: i + 1 < chars.count ? chars[i + 1] : nil) {
        flush()
      }
      current.append(c)
    }
    flush()
    return words
  }

  private static func startsWord(_ c: Character, after last: Character, next: Character?) -> Bool {
    if isDigit(c) != isDigit(last) { return true }
    if c.isUppercase && last.isLowercase { return true }
    // The last capital of a run, when a lowercase letter follows: "TLSold" → "TL", "Sold".
    if c.isUppercase && last.isUppercase, let next, next.isLowercase { return true }
    return false
  }

  private static func join(head: String, _ words: [String]) -> String {
    var out = head
    var previous = words[0]
    for word in words.dropFirst() {
      if isDigits(word) {
        if isDigits(previous) || isCapitals(previous) { out += "_" }
        out += word
      } else {
        out += capitalized(word)
      }
      previous = word
    }
    if let c = out.first, isDigit(c) { out = "_" + out }
    return out
  }

  private static func escaped(_ name: String) -> String {
    if undeclarable.contains(name) { return name + "_" }
    return keywords.contains(name) ? "`\(name)`" : name
  }

  private static func isWordCharacter(_ c: Character) -> Bool { isDigit(c) || c.isLetter }
  private static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }
  private static func isDigits(_ word: String) -> Bool { word.allSatisfy(isDigit) }
  private static func isCapitals(_ word: String) -> Bool { word.allSatisfy { $0.isUppercase } }
  private static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
  private static func lowercasedHead(_ word: String) -> String {
    isCapitals(word) ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst()
  }

  /// Names that cannot be declared as a member or nested type even with backticks, or that
  /// would hide what the runtime's reference types declare.
  static let undeclarable: Set<String> = ["self", "Self", "Type", "Protocol", "init", "_", "referencedKind"]

  /// Swift's reserved words (declarations, statements, expressions and types, plus the
  /// context-sensitive ones that cannot name a stored property without backticks).
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
    "func", "import", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
    "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
    "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is",
    "nil", "super", "throws", "true", "try",
  ]
}
