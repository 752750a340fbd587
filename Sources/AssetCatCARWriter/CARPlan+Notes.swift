extension CARPlan {
  /// The note a car with symbol sets gets (`CARWriter.Summary.notes`): they are images, so what
  /// an app asks of a symbol does not apply. Up to five names, sorted; `nil` for none.
  static func symbolSetNote(_ names: Set<String>) -> String? {
    guard !names.isEmpty else { return nil }
    let sorted = names.sorted()
    var list = sorted.prefix(5).joined(separator: ", ")
    if sorted.count > 5 { list += " and \(sorted.count - 5) more" }
    let sets = sorted.count == 1 ? "1 symbol set (\(list)) is" : "\(sorted.count) symbol sets (\(list)) are"
    return
      "\(sets) in the car as template images of one variant each: the weight, "
      + "scale and text style a symbol configuration asks for do not change them"
  }
}
