import AssetCatCore

/// What a batch line asks: an asset's rendition, or a component's appearance (a line with
/// `"component"`).
enum BatchRequest {
  case asset(String, TraitCollection)
  case appearance(AppearanceQuery)

  /// `{"name": …, "traits": {…}, "device": …, "orientation": …, "split": …}`, or for an
  /// appearance query `{"component": …, "containers": […], "set": {…}, "traits": …}` instead of
  /// `name`; the line's traits merge over its device, and both over the command line's request.
  static func parse(
    _ bytes: [UInt8], base: TraitCollection, deviceCache: inout [String: TraitCollection]
  ) throws -> BatchRequest {
    let node: JSONNode
    do { node = try JSONParser.parse(bytes) } catch { throw LookupError("bad JSON: \(error)") }
    guard let members = node.members else { throw LookupError("a request must be a JSON object") }
    var fields = Fields()
    for m in members { try fields.read(m) }
    let deviceTraits = try fields.deviceTraits(cache: &deviceCache)
    let lineTraits = try fields.traits.map(RequestBuilder.traits(from:)) ?? TraitCollection()
    let traits = TraitCollection.merged([base, deviceTraits, lineTraits])
    if let component = fields.component {
      guard fields.name == nil else { throw LookupError("give either 'name' or 'component', not both") }
      return .appearance(
        AppearanceQuery(
          component: component, containers: fields.containers, traits: traits, instanceTexts: fields.instanceTexts))
    }
    guard fields.containers.isEmpty, fields.instanceTexts.isEmpty else {
      throw LookupError("'containers' and 'set' need 'component'")
    }
    guard let name = fields.name else { throw LookupError("missing 'name' (or 'component')") }
    return .asset(name, traits)
  }

  /// The members of one request line, checked one at a time.
  private struct Fields {
    var name: String?
    var traits: JSONNode?
    var device: String?, orientation: String?, split: String?
    var component: String?
    var containers: [String] = []
    var instanceTexts: [(String, String)] = []

    mutating func read(_ m: JSONNode.Member) throws {
      switch m.key {
      case "component":
        guard let s = m.value.string, !s.isEmpty else { throw LookupError("'component' must be a non-empty string") }
        component = s
      case "containers":
        guard let list = m.value.elements?.compactMap(\.string), list.count == m.value.elements?.count else {
          throw LookupError("'containers' must be an array of names, innermost first")
        }
        containers = list
      case "set": instanceTexts = try AppearanceQuery.instanceTexts(fromBatch: m.value)
      case "name": name = try Self.string(m)
      case "traits": traits = m.value
      case "device": device = try Self.string(m)
      case "orientation": orientation = try Self.string(m)
      case "split": split = try Self.string(m)
      default:
        throw LookupError(
          "unknown key '\(m.key)' (expected name or component, traits, device, orientation, split, "
            + "and with component containers, set)"
        )
      }
    }

    static func string(_ m: JSONNode.Member) throws -> String {
      guard let s = m.value.string else { throw LookupError("'\(m.key)' must be a string") }
      return s
    }

    /// The line's device traits (`RequestBuilder`), cached per device, orientation and split.
    func deviceTraits(cache: inout [String: TraitCollection]) throws -> TraitCollection {
      guard device != nil || orientation != nil || split != nil else { return TraitCollection() }
      let key = "\(device ?? "")\u{0}\(orientation ?? "")\u{0}\(split ?? "")"
      if let cached = cache[key] { return cached }
      let traits = try RequestBuilder.build(traits: nil, device: device, orientation: orientation, split: split)
      cache[key] = traits
      return traits
    }
  }
}
