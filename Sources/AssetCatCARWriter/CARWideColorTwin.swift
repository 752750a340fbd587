import AssetCatCAR
import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging
import AssetCatParallel
import AssetCatSource
import Foundation

/// Apple's wide-colour twins: beside the sRGB copy of an image whose PNG carries a wide-gamut
/// profile (Display P3, BT.2020, Adobe RGB, ProPhoto) in a slot of no display gamut, actool keeps
/// a second rendition keyed `displayGamut` 1 in pixel format `RGBW` (premultiplied half floats
/// R, G, B, A in extended-range sRGB, colour space 4) for P3 screens, packed into its own
/// `-gamut1` sheets when small (an Xcode 26.2 macOS car of a Flutter app whose icons are P3) —
/// only when some colour of the image lies outside sRGB: an Xcode 26.3 car of P3-tagged icons
/// whose colours sRGB holds (components within 0.996 and −0.005) has none.
extension CARPlan {
  /// How far outside 0…1 a component must lie for the image to need its twin.
  static let outsideSRGB: Float = 0.01

  /// Adds the twins. A file whose header probe (`probes`) found no colour profile is not read
  /// again: only profiled PNGs are decoded here, on every core (the plan waits for them).
  mutating func addWideColorTwins(probes: [String: ProbeResult]) {
    guard encodings.lzfse else { return }
    let candidates = work.indices.filter { i in
      guard work[i].mayHaveWideColorTwin, case .entry(let path?, _) = work[i].source else { return false }
      return (try? probes[path]?.get())?.hasICCProfile != false
    }
    let needed = ParallelMap.map(count: candidates.count, jobs: jobs) { [work] k -> Bool in
      guard case .entry(let path?, _) = work[candidates[k]].source, let bytes = try? FileBytes.read(path: path)
      else { return false }
      return Self.needsWideColorTwin(Data(bytes))
    }
    for (i, needs) in zip(candidates, needed) where needs {
      guard case .entry(let path?, let name) = work[i].source else { continue }
      var twin = work[i].with(CARKeyBuilder.p3Gamut, for: .displayGamut)
      twin.source = .wideColorTwin(file: path, name: name)
      work.append(twin)
    }
  }
}

extension CARPlan {
  /// Whether `data` is a PNG with a wide-gamut profile and a colour outside sRGB.
  static func needsWideColorTwin(_ data: Data) -> Bool {
    guard let profile = ExtendedSRGB.wideGamutProfile(of: data), let image = try? ImageDecoder.decode(data) else {
      return false
    }
    // Every value of a palette is some pixel's; a larger image is converted a strip at a time,
    // up to the first colour outside sRGB.
    if let palette = ExtendedSRGB.palette(image, profile: profile) {
      return palette.values.withUnsafeBufferPointer(hasColorOutsideSRGB)
    }
    var outside = false
    _ = ExtendedSRGB.convertInStrips(image, profile: profile) { _, values in
      outside = hasColorOutsideSRGB(values)
      return !outside
    }
    return outside
  }

  /// Whether any of these R, G, B, A values, premultiplied as the twin stores them, lies outside
  /// sRGB: a nearly transparent pixel's colour counts for its coverage only (Xcode 26.3 made no
  /// twin of pom11/Grid's 512 × 512 icon, whose 3 pixels outside sRGB are almost transparent).
  static func hasColorOutsideSRGB(_ values: UnsafeBufferPointer<Float>) -> Bool {
    for (i, v) in values.enumerated() where i % 4 != 3 {
      let alpha = values[i - i % 4 + 3]
      if alpha > 0, max(-v, v - 1) * alpha > outsideSRGB { return true }
    }
    return false
  }
}

extension CARPlan.Work {
  /// A PNG of an image set or app icon in a slot of no display gamut, not sliced.
  var mayHaveWideColorTwin: Bool {
    guard case .entry = source, isWholeImageFile else { return false }
    return rendition.format == .png
      && rendition.slot.gamut == nil && values[.displayGamut] == nil
  }
}

extension CARRenditionEncoder {
  /// A wide-colour twin's pixels (`CARWideColorTwin`): the file decoded in its own colour space,
  /// converted to extended-range sRGB, premultiplied, as half floats.
  static func storedWideColor(_ data: Data, name: String, rendition r: Rendition) throws -> CARStoredBitmap {
    guard let profile = ExtendedSRGB.wideGamutProfile(of: data) else {
      throw Failure(description: "\(name): no wide-gamut colour profile")
    }
    let image = try ImageDecoder.decode(data)
    guard let out = premultipliedHalfFloats(image, profile: profile) else {
      throw Failure(description: "\(name): its colour profile cannot be used")
    }
    let kind = CARStoredBitmap.Kind.rgbw
    let header = CSIHeader(
      width: UInt32(image.width), height: UInt32(image.height), scaleFactor: UInt32(r.renditionScale * 100),
      pixelFormat: kind.pixelFormat, colorSpace: kind.colorSpace, layout: .onePartScale, name: name)
    return CARStoredBitmap(header: header, pixels: out, kind: kind)
  }

  /// The image's pixels in extended-range sRGB as premultiplied little-endian half floats R, G,
  /// B, A (alpha clamped to 0…1), 8 bytes a pixel, or `nil` when the profile cannot be used. An
  /// image of few colours has each value's 8 bytes made once and copied to its pixels; a larger
  /// one is converted a strip at a time into its place.
  static func premultipliedHalfFloats(_ image: DecodedImage, profile: [UInt8]) -> [UInt8]? {
    let count = image.width * image.height
    if let palette = ExtendedSRGB.palette(image, profile: profile) {
      let halves = [UInt8](unsafeUninitializedCapacity: palette.values.count * 2) { out, initialized in
        palette.values.withUnsafeBufferPointer { writeHalves($0, to: out.baseAddress!) }
        initialized = palette.values.count * 2
      }
      return [UInt8](unsafeUninitializedCapacity: count * 8) { out, initialized in
        halves.withUnsafeBytes { h in
          for p in 0..<count {
            UnsafeMutableRawPointer(out.baseAddress! + p * 8).copyMemory(
              from: h.baseAddress! + Int(palette.index[p]) * 8, byteCount: 8)
          }
        }
        initialized = count * 8
      }
    }
    var converted = false
    let out = [UInt8](unsafeUninitializedCapacity: count * 8) { out, initialized in
      converted = ExtendedSRGB.convertInStrips(image, profile: profile) { first, values in
        writeHalves(values, to: out.baseAddress! + first * 8)
        return true
      }
      initialized = converted ? count * 8 : 0
    }
    return converted ? out : nil
  }

  /// R, G, B, A floats as premultiplied little-endian half floats at `out`, 8 bytes each four.
  static func writeHalves(_ f: UnsafeBufferPointer<Float>, to out: UnsafeMutablePointer<UInt8>) {
    for v in 0..<(f.count / 4) {
      let a = max(0, min(1, f[v * 4 + 3]))
      for c in 0..<4 {
        let h = HalfFloat.bits(c == 3 ? a : f[v * 4 + c] * a)
        out[v * 8 + c * 2] = UInt8(truncatingIfNeeded: h)
        out[v * 8 + c * 2 + 1] = UInt8(truncatingIfNeeded: h >> 8)
      }
    }
  }

  static func wideColorTwin(_ data: Data, name: String, rendition r: Rendition, encodings: CARPixelEncodings) throws
    -> CSIRendition
  {
    let stored = try storedWideColor(data, name: name, rendition: r)
    return try encoded(stored, rendition: r, sliced: nil, sourceBytes: data.count, encodings: encodings)
  }
}

/// IEEE 754 half-precision bits of a Float, rounded to nearest even (no `Float16`: it is not
/// available on every platform the package builds for).
enum HalfFloat {
  @inline(__always) static func bits(_ f: Float) -> UInt16 {
    let x = f.bitPattern
    let sign = UInt16((x >> 16) & 0x8000)
    let exponent = Int((x >> 23) & 0xFF) - 127 + 15
    var mantissa = x & 0x7F_FFFF
    if (x >> 23) & 0xFF == 0xFF { return sign | 0x7C00 | (mantissa != 0 ? 0x200 : 0) }  // inf, NaN
    if exponent >= 31 { return sign | 0x7C00 }
    if exponent <= 0 {
      guard exponent >= -10 else { return sign }
      mantissa |= 0x80_0000
      let shift = UInt32(14 - exponent)
      var half = mantissa >> shift
      let rest = mantissa & ((1 << shift) - 1), halfway = UInt32(1) << (shift - 1)
      if rest > halfway || (rest == halfway && half & 1 == 1) { half += 1 }
      return sign | UInt16(half)
    }
    var half = UInt32(exponent) << 10 | (mantissa >> 13)
    let rest = mantissa & 0x1FFF
    if rest > 0x1000 || (rest == 0x1000 && half & 1 == 1) { half += 1 }
    return sign | UInt16(half)
  }
}
