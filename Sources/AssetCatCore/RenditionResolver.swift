/// Chooses a rendition for a trait collection: SPEC §3, step by step.
///
/// The resolver is pure: it looks only at slots (in Contents.json order) and a request, so the same
/// code answers for source and compiled catalogs.
public enum RenditionResolver {
  /// The index of the chosen slot in `slots`, or `nil` when nothing survives elimination.
  ///
  /// - Parameters:
  ///   - slots: the renditions' slots in Contents.json order.
  ///   - request: the trait collection as given; defaults of SPEC §3 are applied here.
  ///   - usesScale: `false` for color and data sets (no scale step).
  public static func choose(slots: [TraitCollection], request: TraitCollection, usesScale: Bool = true) -> Int? {
    let count = slots.count
    if count == 0 { return nil }
    let req = request.completedForResolution
    return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: count) { alive in
      run(slots: slots, req: req, usesScale: usesScale, alive: alive, fates: nil)
    }
  }

  /// Like `choose`, and also records what happened to every candidate (for `--explain`).
  public static func explain(slots: [TraitCollection], request: TraitCollection, usesScale: Bool = true) -> Explanation
  {
    let req = request.completedForResolution
    var fates = [CandidateFate](repeating: .chosen, count: slots.count)
    let chosen: Int? =
      slots.isEmpty
      ? nil
      : withUnsafeTemporaryAllocation(of: UInt16.self, capacity: slots.count) { alive in
        run(slots: slots, req: req, usesScale: usesScale, alive: alive, fates: &fates)
      }
    return Explanation(request: req, chosen: chosen, fates: fates)
  }

  /// What `explain` found.
  public struct Explanation: Hashable, Sendable {
    /// The request completed with SPEC §3's defaults.
    public var request: TraitCollection
    public var chosen: Int?
    /// One per slot, in slot order.
    public var fates: [CandidateFate]
  }

  /// Why a candidate was kept or dropped.
  public enum CandidateFate: Hashable, Sendable, CustomStringConvertible {
    case chosen
    /// Step 1: the slot's value on `axis` contradicts the request.
    case eliminated(axis: TraitAxis)
    /// Step 2: another survivor is more specific on `axis`.
    case lessSpecific(axis: TraitAxis)
    /// Step 3: another survivor has a better scale.
    case worseScale
    /// Step 4: an earlier entry in Contents.json has the same standing.
    case laterDuplicate
    /// Before step 1, for an app icon set: the entry is another size than the one asked for.
    case otherIconSize

    public var step: Int {
      switch self {
      case .chosen: 0
      case .eliminated: 1
      case .lessSpecific: 2
      case .worseScale: 3
      case .laterDuplicate: 4
      case .otherIconSize: 1
      }
    }

    public var description: String {
      switch self {
      case .chosen: "chosen"
      case .eliminated(let axis): "step 1: \(axis.key) contradicts the request"
      case .lessSpecific(let axis): "step 2: a survivor is more specific on \(axis.key)"
      case .worseScale: "step 3: a survivor has a better scale"
      case .laterDuplicate: "step 4: an earlier entry has the same slot"
      case .otherIconSize: "another icon size than the one asked for"
      }
    }
  }

  // MARK: - The steps

  private typealias Slots = UnsafeBufferPointer<TraitCollection>
  private typealias State = UnsafeMutableBufferPointer<UInt16>
  private typealias Fates = UnsafeMutablePointer<[CandidateFate]>

  private static func run(slots: [TraitCollection], req: TraitCollection, usesScale: Bool, alive: State, fates: Fates?)
    -> Int?
  {
    // Slots are read in place (no copy of a slot and its strings per test).
    slots.withUnsafeBufferPointer { slots in
      run(slots: slots, req: req, usesScale: usesScale, alive: alive, fates: fates)
    }
  }

  /// `state[i]`: 0 when candidate `i` is out, else `aliveBit` with the bits (`axisBit`) of the
  /// step-2 axes on which its slot is specific.
  private static let aliveBit: UInt16 = 0x8000

  private static func run(slots: Slots, req: TraitCollection, usesScale: Bool, alive state: State, fates: Fates?)
    -> Int?
  {
    // n > 0: callers return early for no slots.
    var (survivors, specific) = eliminateContradictions(slots, req, state, fates)
    if survivors == 0 { return nil }
    if survivors > 1 && specific != 0 {
      preferSpecific(slots, req, state, fates, specific: specific, survivors: &survivors)
    }
    if survivors > 1 && usesScale { pickScale(slots, req, state, fates) }
    return firstInOrder(slots.count, state, fates)
  }

  /// Step 1: throw out contradictions. Returns the survivors and the axes on which some survivor
  /// is specific (step 2 looks at no other axis: on those, no survivor ranks above *any*).
  @inline(__always)
  private static func eliminateContradictions(
    _ slots: Slots, _ req: TraitCollection, _ state: State, _ fates: Fates?
  ) -> (survivors: Int, specific: UInt16) {
    let base = slots.baseAddress!
    var survivors = 0
    var specific: UInt16 = 0
    for i in 0..<slots.count {
      if let axis = contradiction(base + i, req) {
        state[i] = 0
        fates?.pointee[i] = .eliminated(axis: axis)
      } else {
        let m = specificAxes(base + i)
        state[i] = aliveBit | m
        survivors += 1
        specific |= m
      }
    }
    return (survivors, specific)
  }

  /// Step 2: prefer specific slots, axis by axis.
  @inline(__always)
  private static func preferSpecific(
    _ slots: Slots, _ req: TraitCollection, _ state: State, _ fates: Fates?, specific: UInt16, survivors: inout Int
  ) {
    let base = slots.baseAddress!
    let n = slots.count
    for axis in TraitAxis.preferenceOrder {
      let bit = axisBit(axis)
      if specific & bit == 0 { continue }
      switch axis {
      case .screenWidth, .locale, .memory, .graphics:
        // Graded ranks: the highest that still matches wins.
        var best = 0
        for i in 0..<n where state[i] != 0 {
          let r = rank(base + i, axis, req)
          if r > best { best = r }
        }
        if best == 0 { continue }
        for i in 0..<n where state[i] != 0 && rank(base + i, axis, req) < best {
          state[i] = 0
          survivors -= 1
          fates?.pointee[i] = .lessSpecific(axis: axis)
        }
      default:
        // Rank 1 (specific) or 0 (any): drop the survivors that are any, if some are specific.
        var any: UInt16 = 0
        for i in 0..<n { any |= state[i] }
        if any & bit == 0 { continue }
        for i in 0..<n where state[i] != 0 && state[i] & bit == 0 {
          state[i] = 0
          survivors -= 1
          fates?.pointee[i] = .lessSpecific(axis: axis)
        }
      }
      if survivors == 1 { break }
    }
  }

  /// Step 3: pick the scale.
  @inline(__always)
  private static func pickScale(_ slots: Slots, _ req: TraitCollection, _ state: State, _ fates: Fates?) {
    let base = slots.baseAddress!
    let want = req.scale ?? 1
    var bestKey = Int.max
    for i in 0..<slots.count where state[i] != 0 {
      let k = scaleKey(base[i].scale, want)
      if k < bestKey { bestKey = k }
    }
    for i in 0..<slots.count where state[i] != 0 && scaleKey(base[i].scale, want) != bestKey {
      state[i] = 0
      fates?.pointee[i] = .worseScale
    }
  }

  /// Step 4: the first in Contents.json order.
  @inline(__always)
  private static func firstInOrder(_ n: Int, _ state: State, _ fates: Fates?) -> Int? {
    var chosen: Int? = nil
    for i in 0..<n where state[i] != 0 {
      if chosen == nil {
        chosen = i
        fates?.pointee[i] = .chosen
      } else {
        fates?.pointee[i] = .laterDuplicate
      }
    }
    return chosen
  }

  @inline(__always)
  static func axisBit(_ axis: TraitAxis) -> UInt16 {
    switch axis {
    case .idiom: 1 << 0
    case .subtype: 1 << 1
    case .scale: 1 << 2
    case .width: 1 << 3
    case .height: 1 << 4
    case .style: 1 << 5
    case .contrast: 1 << 6
    case .gamut: 1 << 7
    case .direction: 1 << 8
    case .locale: 1 << 9
    case .memory: 1 << 10
    case .graphics: 1 << 11
    case .screenWidth: 1 << 12
    }
  }

  /// The step-2 axes on which a slot is not *any* (scale excluded).
  @inline(__always)
  static func specificAxes(_ sp: UnsafePointer<TraitCollection>) -> UInt16 {
    var m: UInt16 = 0
    if sp.pointee.idiom != nil { m |= 1 << 0 }
    if sp.pointee.subtype != nil { m |= 1 << 1 }
    if sp.pointee.width != nil { m |= 1 << 3 }
    if sp.pointee.height != nil { m |= 1 << 4 }
    if sp.pointee.style != nil { m |= 1 << 5 }
    if sp.pointee.contrast != nil { m |= 1 << 6 }
    if sp.pointee.gamut != nil { m |= 1 << 7 }
    if sp.pointee.direction != nil { m |= 1 << 8 }
    if sp.pointee.locale != nil { m |= 1 << 9 }
    if sp.pointee.memory != nil { m |= 1 << 10 }
    if sp.pointee.graphics != nil { m |= 1 << 11 }
    if sp.pointee.screenWidth != nil { m |= 1 << 12 }
    return m
  }

  /// Step 3's order as a key, smaller is better: exact, then the single-scale slot, then the
  /// smallest scale above the request, then the largest below it.
  @inline(__always)
  static func scaleKey(_ slotScale: Int?, _ want: Int) -> Int {
    guard let s = slotScale else { return 1 }
    if s == want { return 0 }
    if s > want { return 100 + s }
    return 1000 - s
  }

  /// Step 1: the first axis on which a slot contradicts the (completed) request.
  @inline(__always)
  static func contradiction(_ s: TraitCollection, _ r: TraitCollection) -> TraitAxis? {
    withUnsafePointer(to: s) { contradiction($0, r) }
  }

  /// `contradiction` reading the slot in place (no copy of the slot and its strings).
  @inline(__always)
  static func contradiction(_ sp: UnsafePointer<TraitCollection>, _ r: TraitCollection) -> TraitAxis? {
    if let v = sp.pointee.idiom, v != r.idiom { return .idiom }
    if sp.pointee.subtype != nil, sp.pointee.subtype != r.subtype { return .subtype }
    if let v = sp.pointee.screenWidth, !v.admits(r.screenWidth) { return .screenWidth }
    if let v = sp.pointee.width, v != r.width { return .width }
    if let v = sp.pointee.height, v != r.height { return .height }
    if let v = sp.pointee.style, v != r.style { return .style }
    if let v = sp.pointee.contrast, v != r.contrast { return .contrast }
    if let v = sp.pointee.gamut, v != r.gamut { return .gamut }
    if let v = sp.pointee.direction, v != r.direction { return .direction }
    if sp.pointee.locale != nil {
      guard let rl = r.locale, LocaleTag.matchQuality(slot: sp.pointee.locale!, request: rl) != nil else {
        return .locale
      }
    }
    if let v = sp.pointee.memory {
      guard let rm = r.memory, v <= rm else { return .memory }
    }
    if let v = sp.pointee.graphics {
      guard let rg = r.graphics, v <= rg else { return .graphics }
    }
    return nil
  }

  /// Step 2: how specific a surviving slot is on `axis` (0 = *any*). Survivors already agree with
  /// the request, so higher is always better.
  @inline(__always)
  static func rank(_ s: TraitCollection, _ axis: TraitAxis, _ r: TraitCollection) -> Int {
    withUnsafePointer(to: s) { rank($0, axis, r) }
  }

  @inline(__always)
  static func rank(_ sp: UnsafePointer<TraitCollection>, _ axis: TraitAxis, _ r: TraitCollection) -> Int {
    switch axis {
    case .idiom: sp.pointee.idiom == nil ? 0 : 1
    case .subtype: sp.pointee.subtype == nil ? 0 : 1
    case .screenWidth: sp.pointee.screenWidth?.preferenceRank ?? 0
    case .width: sp.pointee.width == nil ? 0 : 1
    case .height: sp.pointee.height == nil ? 0 : 1
    case .style: sp.pointee.style == nil ? 0 : 1
    case .contrast: sp.pointee.contrast == nil ? 0 : 1
    case .gamut: sp.pointee.gamut == nil ? 0 : 1
    case .direction: sp.pointee.direction == nil ? 0 : 1
    case .locale:
      if sp.pointee.locale != nil, let rl = r.locale {
        LocaleTag.matchQuality(slot: sp.pointee.locale!, request: rl) ?? 0
      } else {
        0
      }
    case .memory: sp.pointee.memory ?? 0
    case .graphics: sp.pointee.graphics.map { $0.rank + 1 } ?? 0
    case .scale: 0
    }
  }
}
