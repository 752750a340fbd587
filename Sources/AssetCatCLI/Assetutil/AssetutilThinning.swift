import AssetCatCore

/// What `assetutil`'s thinning options ask for, parsed once: the traits a device build keeps and
/// the idioms that must stay (`--hostedidioms`).
struct AssetutilThinning: Equatable {
  var keep = TraitCollection()
  var hosted: [Idiom] = []

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  init(
    idiom: String?, scale: String?, gamut: String?, graphics: String?, memory: String?, hosted: String?
  ) throws(Failure) {
    if let idiom, idiom != "universal" {
      guard let i = Idiom(parsing: idiom) else { throw Failure(description: "unknown idiom '\(idiom)'") }
      keep.idiom = i
    }
    if let scale {
      guard let s = ScaleFactor.parse(scale) else { throw Failure(description: "scale '\(scale)' is not 1, 2 or 3") }
      keep.scale = s
    }
    if let gamut, gamut != "all" {
      guard let g = DisplayGamut(parsing: gamut) else {
        throw Failure(description: "gamut '\(gamut)' is not srgb, p3 or all")
      }
      keep.gamut = g
    }
    if let graphics {
      guard let g = Self.graphicsClass(graphics) else {
        throw Failure(description: "graphics class '\(graphics)' is not MTLx,y or APPLEn")
      }
      keep.graphics = g
    }
    if let memory {
      guard let m = MemoryClass.parse(memory) else { throw Failure(description: "memory '\(memory)' is not a number") }
      keep.memory = m
    }
    for word in (hosted ?? "").split(separator: ",") {
      guard let i = Idiom(parsing: String(word)) else { throw Failure(description: "unknown hosted idiom '\(word)'") }
      self.hosted.append(i)
    }
  }

  /// assetutil's `MTL3,1` (Metal family 3 v1) as the Contents.json value `metal3v1`; `APPLE7`
  /// as `apple7`.
  static func graphicsClass(_ text: String) -> GraphicsFeatureSet? {
    let t = text.lowercased()
    guard t.hasPrefix("mtl") else { return GraphicsFeatureSet(parsing: t) }
    let parts = t.dropFirst(3).split(separator: ",")
    guard parts.count == 2 else { return nil }
    return GraphicsFeatureSet(parsing: "metal\(parts[0])v\(parts[1])")
  }

  /// The car's EXTENDED_METADATA thinning arguments, in the shape of Apple's.
  var arguments: String {
    var words = ["assetcat assetutil, thinned"]
    words.append("<idiom \(keep.idiom?.rawValue ?? "*")>")
    words.append("<scale \(keep.scale.map(String.init) ?? "*")>")
    words.append("<gamut \(keep.gamut?.rawValue ?? "*")>")
    words.append("<graphics \(keep.graphics?.rawValue ?? "*")>")
    words.append("<memory \(keep.memory.map(String.init) ?? "*")>")
    words.append("<hostedIdioms \(hosted.isEmpty ? "*" : "(" + hosted.map(\.rawValue).joined(separator: ",") + ")")>")
    return words.joined(separator: " ")
  }
}
