import AssetCatTestSupport

/// The deterministic inputs behind the committed vectors, rebuilt byte for byte as
/// scripts/make-lzfse-vectors.py builds them (see its docstring for the recipe grammar).
enum VectorRecipe {
  static let words = """
    asset catalog image set color icon scale idiom universal iphone ipad mac watch tv vision \
    appearance dark light contrast high gamut display p3 srgb compression lzfse lzvn palette \
    rendition facet key bitmap vector pdf svg data template original automatic slice inset \
    width height pixel point size class compact regular memory graphics metal locale direction \
    left right
    """.split(separator: " ").map { Array($0.utf8) + [0x20] }

  /// The bytes a `+`-joined recipe list stands for.
  static func bytes(_ spec: Substring) -> [UInt8] {
    spec.split(separator: "+").flatMap { input($0) }
  }

  private static func input(_ recipe: Substring) -> [UInt8] {
    let parts = recipe.split(separator: ":")
    let numbers = parts.dropFirst().map { Int($0)! }
    switch parts[0] {
    case "zeros": return [UInt8](repeating: 0, count: numbers[0])
    case "random": return random(count: numbers[0], seed: numbers[1])
    case "text": return text(count: numbers[0], seed: numbers[1])
    case "pattern":
      return (0..<numbers[0]).map { UInt8(truncatingIfNeeded: ($0 % numbers[1]) * 37 + 11) }
    case "rgba": return rgba(width: numbers[0], height: numbers[1], seed: numbers[2])
    default: fatalError("unknown recipe \(recipe)")
    }
  }

  static func random(count: Int, seed: Int) -> [UInt8] {
    var generator = SplitMix64(seed: UInt64(seed))
    var out: [UInt8] = []
    out.reserveCapacity(count + 8)
    while out.count < count {
      let value = generator.next()
      for shift in stride(from: 0, to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }
    return Array(out.prefix(count))
  }

  private static func text(count: Int, seed: Int) -> [UInt8] {
    var generator = SplitMix64(seed: UInt64(seed))
    var out: [UInt8] = []
    while out.count < count {
      out += words[Int(generator.next() % UInt64(words.count))]
    }
    return Array(out.prefix(count))
  }

  private static func rgba(width: Int, height: Int, seed: Int) -> [UInt8] {
    var generator = SplitMix64(seed: UInt64(seed))
    var out: [UInt8] = []
    out.reserveCapacity(width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let noise = generator.next()
        let check: UInt8 = (x / 8 + y / 8) % 2 == 1 ? 0xFF : 0x20
        var red = UInt8((x * 255) / max(width - 1, 1))
        let green = UInt8((y * 255) / max(height - 1, 1))
        if noise % 16 == 0 { red ^= UInt8((noise >> 8) & 0x0F) }
        out += [red, green, check, x % 32 == 0 ? 0x80 : 0xFF]
      }
    }
    return out
  }
}
