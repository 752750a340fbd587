import AssetCatTestSupport
import Foundation
import Testing

/// `validate --devices` (AC040, AC041): an asset is held only against the devices its entries
/// are for, in every setting it has entries for, so its advice is right where it fires and
/// absent where the catalog uses the variant.
@Suite("validate --devices")
struct ValidateDevicesTests {
  static let info = #""info":{"author":"xcode","version":1}"#

  /// An image set of `entries` (`"idiom":"universal","scale":"2x"` …), each with a PNG of `side`
  /// pixels a point.
  static func imageSet(
    _ c: FixtureCatalog, _ name: String, _ entries: [String], side: Int = 10, properties: String? = nil
  ) throws {
    var images: [String] = []
    for (i, entry) in entries.enumerated() {
      images.append("{\(entry),\"filename\":\"\(i).png\"}")
      let scale = entry.contains(#""scale":"3x""#) ? 3 : entry.contains(#""scale":"1x""#) ? 1 : 2
      try c.png("\(name).imageset/\(i).png", width: side * scale, height: side * scale)
    }
    let props = properties.map { ",\"properties\":\($0)" } ?? ""
    try c.contents("\(name).imageset", "{\"images\":[\(images.joined(separator: ","))]\(props),\(info)}")
  }

  static func validate(_ c: FixtureCatalog, _ extra: [String] = []) throws -> (status: Int32, lines: [String]) {
    let r = try AssetCatExecutable.run(["validate", "--devices", "--strict"] + extra + [c.path])
    return (r.status, r.stdout.split(separator: "\n").map(String.init))
  }

  /// Where the advice is right: a 1x that no iOS device is (AC041), an iPhone-only image that an
  /// iPad finds nothing in (AC040).
  @Test func adviceFiresWhereItIsRight() throws {
    let c = try FixtureCatalog()
    try Self.imageSet(c, "Old", [#""idiom":"universal","scale":"1x""#, #""idiom":"universal","scale":"2x""#])
    try Self.imageSet(c, "PhoneOnly", [#""idiom":"iphone","scale":"2x""#, #""idiom":"iphone","scale":"3x""#])
    let r = try Self.validate(c)
    #expect(r.status == 1)
    let findings = r.lines.filter { $0.contains("[AC04") }
    #expect(findings.count == 2, "\(r.lines)")
    #expect(findings.contains { $0.contains("[AC041]") && $0.contains("'0.png'") && $0.contains("never chosen") })
    #expect(findings.contains { $0.contains("[AC040]") && $0.contains("'PhoneOnly'") && $0.contains("idiom=pad") })
  }

  /// Before: the visionOS-only image was held against every iPhone and iPad (AC040), and the
  /// right-to-left and Arabic entries were "never chosen; remove it" (AC041).
  @Test func variantsTheCatalogUsesAndOtherPlatformsAreNotFindings() throws {
    let c = try FixtureCatalog()
    try Self.imageSet(c, "Phone", [#""idiom":"universal","scale":"2x""#, #""idiom":"iphone","scale":"3x""#])
    try Self.imageSet(c, "VisionLayer", [#""idiom":"vision","scale":"2x""#])
    try Self.imageSet(
      c, "Arrow",
      [
        #""idiom":"universal","scale":"2x","language-direction":"left-to-right""#,
        #""idiom":"universal","scale":"2x","language-direction":"right-to-left""#,
      ])
    try Self.imageSet(
      c, "Flag", [#""idiom":"universal","scale":"2x""#, #""idiom":"universal","scale":"2x","locale":"ar""#],
      properties: #"{"localizable":true}"#)
    let r = try Self.validate(c)
    #expect(r.status == 0, "\(r.lines)")
    #expect(!r.lines.contains { $0.contains("[AC04") }, "\(r.lines)")
  }

  /// Before: every watch preset has a P3 display, so the sRGB entry was "never chosen; remove
  /// it"; it is what an sRGB display gets.
  @Test func aGamutVariantIsNotAFinding() throws {
    let c = try FixtureCatalog()
    try Self.imageSet(
      c, "Face",
      [
        #""idiom":"watch","scale":"2x","display-gamut":"sRGB""#,
        #""idiom":"watch","scale":"2x","display-gamut":"display-P3""#,
      ])
    let r = try Self.validate(c)
    #expect(r.status == 0, "\(r.lines)")
  }
}
