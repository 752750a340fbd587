/// One PDF object as ``PDFParser`` reads it (ISO 32000-1 §7.3), without streams' data.
indirect enum PDFValue: Equatable {
  case number(Double)
  case name(String)
  case string
  case array([PDFValue])
  case dictionary([String: PDFValue])
  /// `N G R`.
  case reference(Int, Int)
  case bool(Bool)
  case null
  /// A bare keyword (`obj`, `stream`, an operator): not a value, but no error either.
  case keyword(String)

  var dictionary: [String: PDFValue]? {
    if case .dictionary(let d) = self { return d }
    return nil
  }
  var array: [PDFValue]? {
    if case .array(let a) = self { return a }
    return nil
  }
  var number: Double? {
    if case .number(let n) = self { return n }
    return nil
  }
  var name: String? {
    if case .name(let n) = self { return n }
    return nil
  }
}
