import AssetCatCore
import AssetCatSource
import Foundation

/// `assetcat resolve`: SPEC §3 answers for one request or a stream of them (SPEC §5 JSON).
///
/// Everything here is callable in-process; the argument-parser command only parses and prints.
public struct ResolveRunner: Sendable {
  public let catalog: LoadedCatalog

  public init(catalog: LoadedCatalog) {
    self.catalog = catalog
  }

  /// What one request asked for.
  public struct Request: Sendable {
    public var name: String
    public var traits: TraitCollection
    public init(name: String, traits: TraitCollection) {
      self.name = name
      self.traits = traits
    }
  }

  /// One answer.
  public struct Answer: Sendable {
    public var name: String
    public var asset: Asset?
    /// The request completed with SPEC §3's defaults.
    public var request: TraitCollection
    public var chosen: Int?
    public var explanation: RenditionResolver.Explanation?

    public var rendition: Rendition? { chosen.flatMap { asset?.renditions[$0] } }
    public var matched: Bool { chosen != nil }
  }

  public func answer(_ request: Request, explain: Bool = false) -> Answer {
    let completed = request.traits.completedForResolution
    // A compiled catalog hands out its cached asset and slots (decoded on first use, not all at
    // start-up); a source catalog builds them per call.
    guard let resolvable = catalog.lookup.resolvableAsset(named: request.name) else {
      return Answer(name: request.name, asset: nil, request: completed, chosen: nil, explanation: nil)
    }
    let asset = resolvable.asset, slots = resolvable.slots
    if explain {
      let e = RenditionResolver.explain(slots: slots, request: request.traits, usesScale: asset.kind.hasScale)
      return Answer(name: request.name, asset: asset, request: completed, chosen: e.chosen, explanation: e)
    }
    let chosen = RenditionResolver.choose(slots: slots, request: request.traits, usesScale: asset.kind.hasScale)
    return Answer(name: request.name, asset: asset, request: completed, chosen: chosen, explanation: nil)
  }

  /// Names that differ from `name` only in case, for a "did you mean" hint.
  public func nearNames(_ name: String) -> [String] {
    let lower = name.lowercased()
    return catalog.lookup.assetNames.filter { $0.lowercased() == lower && $0 != name }
  }

  // MARK: JSON (SPEC §5)

  public func json(_ a: Answer) -> JSONOutput {
    var members: [(String, JSONOutput)] = [("name", .string(a.name))]
    guard let asset = a.asset else {
      members.append(("kind", .null))
      members.append(("request", .traits(a.request)))
      members.append(("match", .null))
      var message = "no asset named '\(a.name)'"
      let near = nearNames(a.name)
      if !near.isEmpty { message += " (did you mean '\(near.joined(separator: "', '"))'?)" }
      members.append(("error", .string(message)))
      return .object(members)
    }
    members.append(("kind", .string(asset.kind.rawValue)))
    members.append(("request", .traits(a.request)))
    if let r = a.rendition { members.append(("match", Self.matchJSON(r, asset: asset))) } else { members.append(("match", .null)) }
    if let e = a.explanation {
      members.append(
        (
          "candidates",
          .array(
            asset.renditions.enumerated().map { i, r in
              var c: [(String, JSONOutput)] = [("index", .number(Double(i)))]
              if let f = r.file { c.append(("file", .string(f))) }
              c.append(("slot", .slot(r.slot)))
              let fate = e.fates[i]
              c.append(("fate", .string(Self.fateName(fate))))
              c.append(("step", .number(Double(fate.step))))
              if let axis = Self.fateAxis(fate) { c.append(("axis", .string(axis.key))) }
              c.append(("reason", .string(fate.description)))
              return .object(c)
            })
        ))
    }
    return .object(members)
  }

  static func fateName(_ f: RenditionResolver.CandidateFate) -> String {
    switch f {
    case .chosen: "chosen"
    case .eliminated: "eliminated"
    case .lessSpecific: "less-specific"
    case .worseScale: "worse-scale"
    case .laterDuplicate: "later-duplicate"
    }
  }

  static func fateAxis(_ f: RenditionResolver.CandidateFate) -> TraitAxis? {
    switch f {
    case .eliminated(let a), .lessSpecific(let a): a
    case .worseScale: .scale
    default: nil
    }
  }

  /// The `match` object: file, slot, scale, sizes, rendering mode, insets and slicing in points;
  /// for colors the color space and components.
  static func matchJSON(_ r: Rendition, asset: Asset) -> JSONOutput {
    var m: [(String, JSONOutput)] = []
    if let f = r.file { m.append(("file", .string(f))) }
    m.append(("slot", .slot(r.slot)))
    switch asset.kind {
    case .image, .appIcon, .symbol:
      if asset.kind != .symbol { m.append(("scale", .number(Double(r.renditionScale)))) }
      if let px = r.pixelSize { m.append(("pixelSize", .size(px))) }
      if let pt = r.intrinsicSize { m.append(("intrinsicSize", .size(pt))) }
      if let s = r.iconSize { m.append(("size", .string(s))) }
      if asset.kind != .appIcon { m.append(("renderingMode", .string(asset.properties.renderingMode))) }
      if let e = r.alignmentInsetsInPoints { m.append(("alignmentInsets", .insets(e))) }
      if let s = r.resizing {
        let scale = Double(r.renditionScale)
        var slicing: [(String, JSONOutput)] = [("mode", .string(s.mode))]
        if s.centerMode != nil || s.centerSize != nil {
          var c: [(String, JSONOutput)] = []
          if let cm = s.centerMode { c.append(("mode", .string(cm))) }
          if let cs = s.centerSize {
            c.append(("width", .number(cs.width / scale)))
            c.append(("height", .number(cs.height / scale)))
          }
          slicing.append(("center", .object(c)))
        }
        slicing.append(("capInsets", .insets(s.capInsets.divided(by: scale))))
        m.append(("slicing", .object(slicing)))
      }
    case .color:
      if let c = r.color {
        if let space = c.colorSpace { m.append(("colorSpace", .string(space))) }
        if !c.components.isEmpty {
          m.append(("components", .object(c.components.map { ($0.name, .number(($0.value * 1_000_000).rounded() / 1_000_000)) })))
        }
        if let ref = c.reference { m.append(("reference", .string(ref))) }
        if let p = c.platform { m.append(("platform", .string(p))) }
      }
    case .data:
      if let t = r.typeIdentifier { m.append(("typeIdentifier", .string(t))) }
      if let f = r.format { m.append(("format", .string(f.rawValue))) }
    case .other:
      break
    }
    return .object(m)
  }

  // MARK: Text

  public func text(_ a: Answer) -> String {
    guard let asset = a.asset else {
      var line = "no asset named '\(a.name)'"
      let near = nearNames(a.name)
      if !near.isEmpty { line += " (did you mean '\(near.joined(separator: "', '"))'?)" }
      return line + "\n"
    }
    var out = "\(a.name) (\(asset.kind.rawValue)) for \(a.request.textForm)\n"
    if let r = a.rendition {
      out += "  match: \(r.file ?? "(no file)")\n"
      out += "  slot: \(Self.slotText(r.slot))\n"
      switch asset.kind {
      case .image, .appIcon, .symbol:
        if asset.kind != .symbol { out += "  scale: \(r.renditionScale)\n" }
        if let px = r.pixelSize { out += "  pixel size: \(Self.sizeText(px)) px\n" }
        if let pt = r.intrinsicSize { out += "  intrinsic size: \(Self.sizeText(pt)) pt\n" }
        if asset.kind != .appIcon { out += "  rendering mode: \(asset.properties.renderingMode)\n" }
        if let e = r.alignmentInsetsInPoints { out += "  alignment insets: \(Self.insetsText(e)) pt\n" }
        if let s = r.resizing {
          out += "  slicing: \(s.mode), cap insets \(Self.insetsText(s.capInsets.divided(by: Double(r.renditionScale)))) pt\n"
        }
      case .color:
        if let c = r.color {
          if let ref = c.reference {
            out += "  color: system '\(ref)'\(c.platform.map { " (\($0))" } ?? "")\n"
          } else {
            let comps = c.components.map { "\($0.name)=\(JSONOutput.format(($0.value * 1000).rounded() / 1000))" }
            out += "  color: \(c.colorSpace ?? "?") \(comps.joined(separator: " "))\n"
          }
        }
      case .data:
        if let t = r.typeIdentifier { out += "  type: \(t)\n" }
      case .other: break
      }
    } else {
      out += "  no match\n"
    }
    if let e = a.explanation {
      out += "  candidates:\n"
      for (i, r) in asset.renditions.enumerated() {
        out += "    [\(i)] \(Self.slotText(r.slot))\(r.file.map { "  \($0)" } ?? ""): \(e.fates[i])\n"
      }
    }
    return out
  }

  static func slotText(_ t: TraitCollection) -> String {
    var parts = ["idiom=\(t.idiom?.rawValue ?? "universal")"]
    for axis in TraitAxis.allCases where axis != .idiom {
      if let v = t.value(of: axis) { parts.append("\(axis.key)=\(v)") }
    }
    return parts.joined(separator: ",")
  }

  static func sizeText(_ s: Size) -> String { "\(JSONOutput.format(s.width))×\(JSONOutput.format(s.height))" }

  static func insetsText(_ e: EdgeInsets) -> String {
    "top \(JSONOutput.format(e.top)), left \(JSONOutput.format(e.left)), bottom \(JSONOutput.format(e.bottom)), right \(JSONOutput.format(e.right))"
  }
}

/// Building a request from `--device`, `--orientation`, `--split` and `--traits` (traits merge
/// over the device, UIKit's merge semantics).
public enum RequestBuilder {
  public static func build(traits: String?, device: String?, orientation: String?, split: String?) throws -> TraitCollection {
    var collections: [TraitCollection] = []
    if let device {
      guard let preset = DevicePreset.named(device) else {
        throw CommandFailure(
          "unknown device '\(device)' (known: \(DevicePreset.all.map { "'\($0.name)'" }.joined(separator: ", ")); 'assetcat devices' lists their traits)")
      }
      var o = DevicePreset.Orientation.portrait
      if let orientation {
        guard let v = DevicePreset.Orientation(rawValue: orientation.lowercased()) else {
          throw CommandFailure("invalid orientation '\(orientation)' (expected portrait or landscape)")
        }
        o = v
      }
      var mt = DevicePreset.Multitasking.fullScreen
      if let split {
        guard let v = DevicePreset.Multitasking(parsing: split) else {
          throw CommandFailure("invalid split '\(split)' (expected full, 1/3, 1/2, 2/3 or slide-over)")
        }
        mt = v
      }
      collections.append(preset.traits(o, multitasking: mt))
    } else if orientation != nil || split != nil {
      throw CommandFailure("--orientation and --split need a --device")
    }
    if let traits {
      do { collections.append(try TraitCollection(parsing: traits)) } catch {
        throw CommandFailure("bad --traits: \(error.description)")
      }
    }
    return TraitCollection.merged(collections)
  }

  /// A JSON object of SPEC §2 (a batch line's `traits`).
  public static func traits(from node: JSONNode) throws -> TraitCollection {
    guard let members = node.members else { throw CommandFailure("'traits' must be an object") }
    var t = TraitCollection()
    for m in members {
      guard let axis = TraitAxis(rawValue: m.key) else { throw CommandFailure(TraitError.unknownKey(m.key).description) }
      let text: String?
      switch m.value.value {
      case .string(let s): text = s
      case .number(_, let raw): text = raw
      case .null: text = nil
      default: throw CommandFailure("trait '\(m.key)' must be a string or a number, not \(m.value.typeName)")
      }
      do { try t.set(axis, text: text) } catch { throw CommandFailure(error.description) }
    }
    return t
  }
}
