import CLCMS2

/// ICC profiles for tests, made by lcms2.
public enum ICCProfiles {
  /// Display P3: DCI-P3 primaries, D65 white, the sRGB tone curve, described "Display P3".
  public static func displayP3() -> [UInt8] {
    rgbProfile(
      description: "Display P3",
      primaries: cmsCIExyYTRIPLE(
        Red: cmsCIExyY(x: 0.680, y: 0.320, Y: 1), Green: cmsCIExyY(x: 0.265, y: 0.690, Y: 1),
        Blue: cmsCIExyY(x: 0.150, y: 0.060, Y: 1)))
  }

  /// Adobe RGB (1998)'s primaries with the sRGB tone curve (a second wide gamut, not P3).
  public static func adobeRGB() -> [UInt8] {
    rgbProfile(
      description: "Adobe RGB (1998)",
      primaries: cmsCIExyYTRIPLE(
        Red: cmsCIExyY(x: 0.640, y: 0.330, Y: 1), Green: cmsCIExyY(x: 0.210, y: 0.710, Y: 1),
        Blue: cmsCIExyY(x: 0.150, y: 0.060, Y: 1)))
  }

  /// sRGB's primaries (IEC 61966-2.1).
  public static let srgbPrimaries = cmsCIExyYTRIPLE(
    Red: cmsCIExyY(x: 0.640, y: 0.330, Y: 1), Green: cmsCIExyY(x: 0.300, y: 0.600, Y: 1),
    Blue: cmsCIExyY(x: 0.150, y: 0.060, Y: 1))

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
