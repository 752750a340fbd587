import AssetCatCore

/// SPEC §5's answer to an asset request as a Codable type, its keys in the order the answer lists
/// them: name, kind, the completed request, the match (`null`: none), and with `--explain` the
/// candidates; for a name the catalog does not have, `kind` and `match` are `null` and `error`
/// says so. `JSONOutputEncoder` writes it (`ResolveRunner.json`).
struct AnswerJSON: Encodable {
  var name: String
  var kind: String?
  /// The request (batch passes it already serialized).
  var request: JSONOutput
  var match: JSONOutput?
  var candidates: [Candidate]?
  var error: String?

  enum CodingKeys: String, CodingKey { case name, kind, request, match, candidates, error }

  /// `kind` and `match` are always there (`null` when nil); the rest only when set.
  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(name, forKey: .name)
    try c.encode(kind, forKey: .kind)
    try c.encode(request, forKey: .request)
    try c.encode(match, forKey: .match)
    try c.encodeIfPresent(candidates, forKey: .candidates)
    try c.encodeIfPresent(error, forKey: .error)
  }

  /// `--explain`'s account of one rendition: its fate, the step and the axis that decided it.
  struct Candidate: Encodable {
    var index: Int
    var file: String?
    var slot: JSONOutput
    var fate: String
    var step: Int
    var axis: String?
    var reason: String
  }
}
