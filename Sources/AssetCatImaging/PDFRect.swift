/// A rectangle in default user space units, normalised so that `x0 ≤ x1` and `y0 ≤ y1`.
struct PDFRect: Equatable {
  var x0, y0, x1, y1: Double
  init?(_ numbers: [Double]) {
    guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
    x0 = min(numbers[0], numbers[2])
    x1 = max(numbers[0], numbers[2])
    y0 = min(numbers[1], numbers[3])
    y1 = max(numbers[1], numbers[3])
  }
  var width: Double { x1 - x0 }
  var height: Double { y1 - y0 }
  func intersection(_ other: PDFRect) -> PDFRect? {
    let r = PDFRect([max(x0, other.x0), max(y0, other.y0), min(x1, other.x1), min(y1, other.y1)])
    guard let r, max(x0, other.x0) < min(x1, other.x1), max(y0, other.y0) < min(y1, other.y1) else { return nil }
    return r
  }
}
