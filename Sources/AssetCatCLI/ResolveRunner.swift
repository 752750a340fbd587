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

  /// SPEC §3 for one request: the one resolution path of `resolve`, single or batch.
  /// - Throws: when the catalog's records for the asset cannot be read (a corrupt compiled
  ///   catalog: exit 2), never answering "no such asset" for it.
  public func answer(_ request: Request, explain: Bool = false) throws -> Answer {
    let completed = request.traits.completedForResolution
    // A compiled catalog hands out its cached asset and slots (decoded on first use, not all at
    // start-up); a source catalog builds them per call.
    guard let resolvable = try catalog.lookup.loadResolvableAsset(named: request.name) else {
      return Answer(name: request.name, asset: nil, request: completed, chosen: nil, explanation: nil)
    }
    return answer(request, resolvable: resolvable, completed: completed, explain: explain)
  }

  /// `answer(_:explain:)` for an asset already looked up (batch keeps them).
  func answer(_ request: Request, resolvable: ResolvableAsset, completed: TraitCollection, explain: Bool = false)
    -> Answer
  {
    let asset = resolvable.asset
    if explain, let e = resolvable.explain(request.traits) {
      return Answer(name: request.name, asset: asset, request: completed, chosen: e.chosen, explanation: e)
    }
    return Answer(
      name: request.name, asset: asset, request: completed, chosen: resolvable.choose(request.traits), explanation: nil)
  }

  /// Names that differ from `name` only in case, for a "did you mean" hint.
  public func nearNames(_ name: String) -> [String] {
    let lower = name.lowercased()
    return ((try? catalog.lookup.loadAssetNames()) ?? []).filter { $0.lowercased() == lower && $0 != name }
  }

  // MARK: JSON (SPEC §5)

  public func json(_ a: Answer) -> JSONOutput {
    guard let asset = a.asset else { return missingAssetJSON(a) }
    return Self.answerJSON(
      name: a.name, kind: asset.kind, request: .traits(a.request),
      match: a.rendition.map { Self.matchJSON($0, asset: asset) },
      candidates: a.explanation.map { Self.candidatesJSON($0, asset: asset) })
  }

  /// The layout of every answer about an existing asset, single or batch: name, kind, the
  /// completed request, the match (`null`: no match), and with `--explain` the candidates. Batch
  /// passes the request and match already serialized (`JSONOutput.serialized`), from its caches.
  static func answerJSON(
    name: String, kind: AssetKind, request: JSONOutput, match: JSONOutput?, candidates: JSONOutput? = nil
  ) -> JSONOutput {
    var members: [(String, JSONOutput)] = [
      ("name", .string(name)), ("kind", .string(kind.rawValue)), ("request", request), ("match", match ?? .null),
    ]
    if let candidates { members.append(("candidates", candidates)) }
    return .object(members)
  }

  /// The answer for a name the catalog does not have: `match: null` and an error with near names.
  func missingAssetJSON(_ a: Answer) -> JSONOutput {
    var message = "no asset named '\(a.name)'"
    let near = nearNames(a.name)
    if !near.isEmpty { message += " (did you mean '\(near.joined(separator: "', '"))'?)" }
    return .object([
      ("name", .string(a.name)), ("kind", .null), ("request", .traits(a.request)), ("match", .null),
      ("error", .string(message)),
    ])
  }

  /// `--explain`'s `candidates`: every rendition with its fate, the step and the axis that decided it.
  static func candidatesJSON(_ e: RenditionResolver.Explanation, asset: Asset) -> JSONOutput {
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
      if let px = r.compiledPixelSize { m.append(("pixelSize", .size(px))) }
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
          m.append(
            (
              "components",
              .object(c.components.map { ($0.name, .number(($0.value * 1_000_000).rounded() / 1_000_000)) })
            ))
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
}
