import AssetCatCore

/// The caches in front of `ResolveRunner`'s one resolve path that make `resolve --batch` fast:
/// each asset is looked up once, each distinct request (a line's traits merged over the command
/// line's) is completed and written as JSON once, each rendition's `match` JSON is built once,
/// each (asset, request) choice of `ResolveRunner.answer` is kept, and each asset's answer line as
/// `ResolveRunner.answerJSON` lays it out is kept as a template (`AnswerTemplate`) that a line
/// fills with its request and match. Every cache is bounded, so a hostile stream cannot grow
/// memory without limit; past a bound, requests go through the same path uncached.
struct BatchAnswerCache {
  let runner: ResolveRunner
  /// The command line's request, which every line's traits merge over.
  let base: TraitCollection

  /// Distinct requests kept at most; the longest traits text looked up by its bytes.
  static let maxRequests = 4096
  static let maxTraitsText = 512
  /// Choices are kept for the first this-many distinct requests, per asset.
  static let choicesPerAsset = 64

  private struct CachedAsset {
    let resolvable: ResolvableAsset
    /// Where this asset's renditions start in `matches`.
    let matchBase: Int
    /// Its answer line with and without a match, made on first use.
    var matched: AnswerTemplate?
    var unmatched: AnswerTemplate?
  }

  private struct CachedRequest {
    let traits: TraitCollection
    /// `traits` with SPEC §3's defaults, and its `request` JSON.
    let completed: TraitCollection
    let requestJSON: [UInt8]
  }

  private var assetIndex = ByteKeyTable()
  private var assets: [CachedAsset] = []
  /// Compact `match` JSON per (asset, rendition), built on first use.
  private var matches: [[UInt8]?] = []
  private var traitsTextIndex = ByteKeyTable()
  private var requestIndex: [TraitCollection: Int32] = [:]
  private var requests: [CachedRequest] = []
  /// The chosen rendition per asset × request id below `choicesPerAsset`: `unknown`, `noMatch`,
  /// or `firstRendition` + its index (small, so the table stays in the processor's cache; an
  /// asset with more renditions is resolved per line).
  private var choices: [UInt8] = []
  private static let unknown: UInt8 = 0
  private static let noMatch: UInt8 = 1
  private static let firstRendition: UInt8 = 2

  init(runner: ResolveRunner, base: TraitCollection) {
    self.runner = runner
    self.base = base
  }

  // MARK: Requests

  /// The id of a request given as the merged traits; `nil` when the cache is full.
  mutating func requestID(_ traits: TraitCollection) -> Int32? {
    if let id = requestIndex[traits] { return id }
    guard requests.count < Self.maxRequests else { return nil }
    let completed = traits.completedForResolution
    let id = Int32(requests.count)
    requests.append(
      CachedRequest(traits: traits, completed: completed, requestJSON: JSONOutput.traits(completed).serializedBytes()))
    requestIndex[traits] = id
    return id
  }

  /// The id of the request a line's `traits` text makes (`present: false`: the line has none);
  /// `nil` when the text is not valid traits (the full parser then reports it) or the cache is full.
  mutating func requestID(traitsText text: UnsafeRawBufferPointer, present: Bool) -> Int32? {
    if let id = traitsTextIndex.value(for: text) { return id }
    var lineTraits = TraitCollection()
    if present {
      guard let node = try? JSONParser.parse(Array(text)), let t = try? RequestBuilder.traits(from: node) else {
        return nil
      }
      lineTraits = t
    }
    guard let id = requestID(TraitCollection.merged([base, lineTraits])) else { return nil }
    if traitsTextIndex.count < Self.maxRequests && text.count <= Self.maxTraitsText {
      traitsTextIndex.insert(id, for: text)
    }
    return id
  }

  // MARK: Assets

  /// The id of the asset with this name (UTF-8 bytes); `nil` when the catalog has no such asset.
  mutating func assetID(name: UnsafeRawBufferPointer) -> Int32? {
    if let id = assetIndex.value(for: name) { return id }
    // A record that cannot be read is `nil` here: the uncached path then throws for it (exit 2).
    guard let resolvable = try? runner.catalog.lookup.loadResolvableAsset(named: String(decoding: name, as: UTF8.self))
    else {
      return nil
    }
    let id = Int32(assets.count)
    assets.append(
      CachedAsset(resolvable: resolvable, matchBase: matches.count))
    matches.append(contentsOf: repeatElement(nil, count: resolvable.asset.renditions.count))
    choices.append(contentsOf: repeatElement(Self.unknown, count: Self.choicesPerAsset))
    assetIndex.insert(id, for: name)
    return id
  }

  mutating func assetID(name: String) -> Int32? {
    var name = name
    return name.withUTF8 { assetID(name: UnsafeRawBufferPointer($0)) }
  }

  // MARK: Answers

  /// Appends the answer line (newline included) for an asset and a request and returns whether
  /// it matched.
  mutating func answer(asset a: Int32, request r: Int32, into out: inout [UInt8]) -> Bool {
    let a = Int(a), r = Int(r)
    guard let chosen = choice(asset: a, request: r) else {
      if assets[a].unmatched == nil { assets[a].unmatched = template(asset: a, matched: false) }
      assets[a].unmatched.unsafelyUnwrapped.write(request: requests[r].requestJSON, match: [], into: &out)
      return false
    }
    let match = matchJSON(asset: a, rendition: chosen)
    if assets[a].matched == nil { assets[a].matched = template(asset: a, matched: true) }
    assets[a].matched.unsafelyUnwrapped.write(request: requests[r].requestJSON, match: match, into: &out)
    return true
  }

  private func template(asset a: Int, matched: Bool) -> AnswerTemplate {
    let asset = assets[a].resolvable.asset
    return AnswerTemplate(name: asset.name, kind: asset.kind, matched: matched)
  }

  /// The rendition `ResolveRunner.answer` chooses for an asset and a request, kept per pair.
  private mutating func choice(asset a: Int, request r: Int) -> Int? {
    let slot = r < Self.choicesPerAsset ? a * Self.choicesPerAsset + r : nil
    if let slot {
      let c = choices[slot]
      if c != Self.unknown { return c == Self.noMatch ? nil : Int(c - Self.firstRendition) }
    }
    let cached = assets[a], request = requests[r]
    let answer = runner.answer(
      .init(name: cached.resolvable.asset.name, traits: request.traits), resolvable: cached.resolvable,
      completed: request.completed)
    if let slot {
      if let i = answer.chosen {
        if i <= Int(UInt8.max - Self.firstRendition) { choices[slot] = Self.firstRendition + UInt8(i) }
      } else {
        choices[slot] = Self.noMatch
      }
    }
    return answer.chosen
  }

  private mutating func matchJSON(asset a: Int, rendition: Int) -> [UInt8] {
    let slot = assets[a].matchBase + rendition
    if let bytes = matches[slot] { return bytes }  // one retain
    let asset = assets[a].resolvable.asset
    let bytes = ResolveRunner.matchJSON(asset.renditions[rendition], asset: asset).serializedBytes()
    matches[slot] = bytes
    return bytes
  }
}
