import AssetCatCore
import AssetCatImaging
import Foundation

/// Icon Composer's colour strings, `<space>:<components>`: `srgb:r,g,b,a`, `extended-srgb:…`
/// (components may leave 0…1), `display-p3:r,g,b,a`, `gray:g,a`, `extended-gray:g,a`, as sRGB.
enum IconComposerColor {
  static func parse(_ text: String) -> IconColor? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let space = text[..<colon].lowercased()
    let numbers = text[text.index(after: colon)...].split(separator: ",").map {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard !numbers.isEmpty, numbers.allSatisfy({ $0?.isFinite == true }) else { return nil }
    let v = numbers.compactMap { $0 }
    switch (space, v.count) {
    case ("srgb", 3...4), ("extended-srgb", 3...4):
      return IconColor(red: v[0], green: v[1], blue: v[2], alpha: v.count == 4 ? v[3] : 1)
    case ("display-p3", 3...4):
      let c = DisplayP3.sRGB(Array(v.prefix(3)))
      return IconColor(red: c[0], green: c[1], blue: c[2], alpha: v.count == 4 ? v[3] : 1)
    case ("gray", 1...2), ("extended-gray", 1...2):
      return IconColor(red: v[0], green: v[0], blue: v[0], alpha: v.count == 2 ? v[1] : 1)
    default:
      return nil
    }
  }
}
