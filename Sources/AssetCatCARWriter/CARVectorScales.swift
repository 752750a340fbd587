import AssetCatCore

/// The scales a vector (PDF/SVG) rendition is rasterized at in a car, as actool does for the
/// devices each platform has (Docs/AssetsCarWriting.md, "Vectors"): iPhone, iPad, CarPlay and the
/// App Store idiom 1x/2x/3x; Mac and Apple TV 1x/2x; Apple Watch and Vision Pro 2x.
enum CARVectorScales {
  static func scales(for idiom: Idiom) -> [Int] {
    switch idiom {
    case .phone, .pad, .car, .iosMarketing, .marketing: [1, 2, 3]
    case .mac, .tv, .tvMarketing: [1, 2]
    case .watch, .watchMarketing, .vision: [2]
    }
  }

  /// A rendition's scales: its slot's own scale when it has one (the vector is drawn at that scale
  /// only); else, for a universal slot, every scale of the idioms the car keeps; else its idiom's.
  static func scales(of slot: TraitCollection, keptIdioms: Set<Idiom>) -> [Int] {
    if let s = slot.scale { return [s] }
    let idioms = slot.idiom.map { [$0] } ?? Array(keptIdioms)
    return Array(Set(idioms.flatMap(scales(for:)))).sorted()
  }
}
