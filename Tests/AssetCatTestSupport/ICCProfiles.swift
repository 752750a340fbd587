import CLCMS2

/// ICC profiles for tests, made by lcms2.
public enum ICCProfiles {
  /// Display P3: DCI-P3 primaries, D65 white, the sRGB tone curve, described "Display P3".
  public static func displayP3() -> [UInt8] {
    rgbProfile(description: "Display P3", primaries: primaries((0.680, 0.320), (0.265, 0.690), (0.150, 0.060)))
  }

  /// Adobe RGB (1998)'s primaries with the sRGB tone curve (a second wide gamut, not P3).
  public static func adobeRGB() -> [UInt8] {
    rgbProfile(description: "Adobe RGB (1998)", primaries: primaries((0.640, 0.330), (0.210, 0.710), (0.150, 0.060)))
  }

  /// sRGB's primaries (IEC 61966-2.1).
  public static let srgbPrimaries = primaries((0.640, 0.330), (0.300, 0.600), (0.150, 0.060))

  /// Red, green and blue primaries from their x, y chromaticities.
  static func primaries(
    _ red: (Double, Double), _ green: (Double, Double), _ blue: (Double, Double)
  ) -> cmsCIExyYTRIPLE {
    cmsCIExyYTRIPLE(
      Red: cmsCIExyY(x: red.0, y: red.1, Y: 1), Green: cmsCIExyY(x: green.0, y: green.1, Y: 1),
      Blue: cmsCIExyY(x: blue.0, y: blue.1, Y: 1))
  }

  /// A matrix-shaper RGB profile: `primaries`, D65 white, the sRGB tone curve, `description`.
  public static func rgbProfile(description: String, primaries: cmsCIExyYTRIPLE) -> [UInt8] {
    var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
    var primaries = primaries
    // The sRGB curve: IEC 61966-2.1 as lcms2's parametric type 4.
    var parameters: [Double] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
    let curve = cmsBuildParametricToneCurve(nil, 4, &parameters)
    defer { cmsFreeToneCurve(curve) }
    var curves: [OpaquePointer?] = [curve, curve, curve]
    let profile = cmsCreateRGBProfile(&white, &primaries, &curves)
    defer { cmsCloseProfile(profile) }
    let text = cmsMLUalloc(nil, 1)
    defer { cmsMLUfree(text) }
    cmsMLUsetASCII(text, "en", "US", description)
    cmsWriteTag(profile, cmsSigProfileDescriptionTag, UnsafeRawPointer(text))
    var size: cmsUInt32Number = 0
    cmsSaveProfileToMem(profile, nil, &size)
    var bytes = [UInt8](repeating: 0, count: Int(size))
    cmsSaveProfileToMem(profile, &bytes, &size)
    return bytes
  }
}
