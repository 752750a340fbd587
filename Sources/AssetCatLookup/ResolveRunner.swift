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
    /// The size an app icon set answers (`--size`); `nil`: the home-screen icon of the request's
    /// idiom (`AppIconSize.homeScreen`).
    public var iconSize: AppIconSize?
    public init(name: String, traits: TraitCollection, iconSize: AppIconSize? = nil) {
      self.name = name
      self.traits = traits
      self.iconSize = iconSize
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
    let icon = request.iconSize ?? AppIconSize.homeScreen(idiom: request.traits.idiom)
    if explain, let e = resolvable.explain(request.traits, iconSize: icon) {
      return Answer(name: request.name, asset: asset, request: completed, chosen: e.chosen, explanation: e)
    }
    return Answer(
      name: request.name, asset: asset, request: completed, chosen: resolvable.choose(request.traits, iconSize: icon),
      explanation: nil)
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
    name: String, kind: AssetKind, request: JSONOutput, match: JSONOutput?, candidates: [AnswerJSON.Candidate]? = nil
  ) -> JSONOutput {
    JSONOutputEncoder().output(
      AnswerJSON(name: name, kind: kind.rawValue, request: request, match: match, candidates: candidates))
  }

  /// The answer for a name the catalog does not have: `match: null` and an error with near names.
  func missingAssetJSON(_ a: Answer) -> JSONOutput {
    var message = "no asset named '\(a.name)'"
    let near = nearNames(a.name)
    if !near.isEmpty { message += " (did you mean '\(near.joined(separator: "', '"))'?)" }
    return JSONOutputEncoder().output(
      AnswerJSON(name: a.name, kind: nil, request: .traits(a.request), match: nil, error: message))
  }

  /// `--explain`'s `candidates`: every rendition with its fate, the step and the axis that decided it.
  static func candidatesJSON(_ e: RenditionResolver.Explanation, asset: Asset) -> [AnswerJSON.Candidate] {
    asset.renditions.enumerated().map { i, r in
      let fate = e.fates[i]
      return AnswerJSON.Candidate(
        index: i, file: r.file, slot: .slot(r.slot), fate: Self.fateName(fate), step: fate.step,
        axis: Self.fateAxis(fate)?.key,
        reason: fate.description)
    }
  }

  static func fateName(_ f: RenditionResolver.CandidateFate) -> String {
    switch f {
    case .chosen: "chosen"
    case .eliminated: "eliminated"
    case .lessSpecific: "less-specific"
    case .worseScale: "worse-scale"
    case .laterDuplicate: "later-duplicate"
    case .otherIconSize: "other-icon-size"
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
    JSONOutputEncoder().output(MatchJSON(r, asset: asset))
  }
}
