import AssetCatCore

/// One asset's batch answer line as `ResolveRunner.answerJSON` lays it out, with holes where each
/// line's request and match JSON go: built once per asset by the one layout function (with a
/// marker byte in each hole), then filled per line with a few copies. A marker byte (0x00, 0x01)
/// never occurs elsewhere in compact JSON output: strings escape every control character.
struct AnswerTemplate {
  private static let requestMarker: UInt8 = 0x00
  private static let matchMarker: UInt8 = 0x01

  /// The bytes between the holes; `holes[i]` follows `segments[i]`.
  private let segments: [[UInt8]]
  private let holes: [UInt8]

  /// The template of `answerJSON` for `name` and `kind`, matched or not (`match: null`).
  init(name: String, kind: AssetKind, matched: Bool) {
    var bytes: [UInt8] = []
    ResolveRunner.answerJSON(
      name: name, kind: kind, request: .serialized([Self.requestMarker]),
      match: matched ? .serialized([Self.matchMarker]) : nil
    ).write(compactTo: &bytes)
    bytes.append(0x0A)
    var segments: [[UInt8]] = []
    var holes: [UInt8] = []
    var start = 0
    for (i, b) in bytes.enumerated() where b == Self.requestMarker || b == Self.matchMarker {
      segments.append(Array(bytes[start..<i]))
      holes.append(b)
      start = i + 1
    }
    segments.append(Array(bytes[start...]))
    self.segments = segments
    self.holes = holes
  }

  /// Appends the answer line with `request` and `match` (compact JSON) in the holes.
  @inline(__always)
  func write(request: [UInt8], match: [UInt8], into out: inout [UInt8]) {
    for i in 0..<holes.count {
      out.append(contentsOf: segments[i])
      out.append(contentsOf: holes[i] == Self.requestMarker ? request : match)
    }
    out.append(contentsOf: segments[holes.count])
  }
}
