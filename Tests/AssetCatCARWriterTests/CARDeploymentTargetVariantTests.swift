import AssetCatBytes
import AssetCatCAR
import AssetCatCore
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCARWriter

/// Apple's deployment-target variants and KEYFORMATWORKAROUND, as an Xcode 12.5 car for iOS 9
/// (an image set's bitmaps at 0, 3 and 5, the app icon's once), the pods' cars for iOS 9 of
/// Xcode 13.1 to 26.2 (every image and sheet thrice, or at 5 when thinned) and a thinned Xcode
/// 16.2 car for iOS 12 (at 5) hold them.
@Suite struct CARDeploymentTargetVariantTests {
  static func catalog() throws -> FixtureCatalog {
    let c = try FixtureCatalog()
    try c.contents(
      "Launch.imageset",
      #"{"images":[{"idiom":"universal","scale":"2x","filename":"a.png"}],"info":{"author":"xcode","version":1}}"#)
    try c.png("Launch.imageset/a.png", width: 300, height: 300)
    for name in ["Dot", "Ring"] {
      try c.contents(
        "\(name).imageset",
        #"{"images":[{"idiom":"universal","scale":"2x","filename":"a.png"}],"info":{"author":"xcode","version":1}}"#)
      try c.png("\(name).imageset/a.png", width: 20, height: 20)
    }
    try c.contents(
      "AppIcon.appiconset",
      #"{"images":[{"filename":"i.png","idiom":"universal","platform":"ios","size":"1024x1024"}],"#
        + #""info":{"author":"xcode","version":1}}"#)
    try c.png("AppIcon.appiconset/i.png", width: 1024, height: 1024)
    return c
  }

  static func car(
    target: String, platform: String = "iphoneos", device: String? = nil, xcode: CARXcodeVersion = .current
  ) throws -> CARFile {
    let fixture = try catalog()
    let source = try CARWriterSupport.read(fixture.path)
    var options = CAROptions(
      platform: ApplePlatform(actoolName: platform)!, minimumDeploymentTarget: OSVersion(target)!, appIcon: "AppIcon")
    options.deviceOSVersion = device.flatMap { OSVersion($0) }
    options.xcode = xcode
    options.jobs = 2
    return try CARFile(storage: ByteStorage(copying: try CARWriter.build(source, options: options).0))
  }

  /// The deployment-target values of each kind of rendition: the 600 × 600 `Launch` image, the
  /// small images (links into sheets), the sheets, the app icon's.
  static func levels(_ car: CARFile) throws -> [String: [UInt16]] {
    var out: [String: [UInt16]] = [:]
    for e in car.renditions {
      let header = try car.rendition(e).header
      let kind =
        car.value(.part, in: e.key).map { $0 >= 218 } == true
        ? "AppIcon"
        : header.layout == .internalLink ? "Dot" : header.layout == .packedImage ? "(sheet)" : "Launch"
      out[kind, default: []].append(car.value(.deploymentTarget, in: e.key) ?? 0)
    }
    return out.mapValues { $0.sorted() }
  }

  @Test("iOS 9: an image's bitmaps at 0, 3 and 5, sheets too; the app icon once; KEYFORMAT says 5, the workaround 25")
  func iOS9() throws {
    let car = try Self.car(target: "9.0")
    let levels = try Self.levels(car)
    #expect(levels["Launch"] == [0, 3, 5])
    #expect(levels["Dot"] == [0, 0, 3, 3, 5, 5] && levels["(sheet)"] == [0, 3, 5])
    #expect(levels["AppIcon"]?.allSatisfy { $0 == 0 } == true)
    // Read through the workaround, the key format has the deployment target where it stores 5.
    #expect(car.keyFormat.attributes.contains(.deploymentTarget))
    var stored = try #require(try car.store.variable("KEYFORMAT"))
    var workaround = try #require(try car.store.variable("KEYFORMATWORKAROUND"))
    (stored.endianness, workaround.endianness) = (.little, .little)
    let storedFormat = try CARKeyFormat(from: &stored)
    let slot = try #require(storedFormat.attributes.firstIndex(of: RenditionAttribute(rawValue: 5)))
    #expect(workaround.remaining == storedFormat.attributes.count * 4)
    var words: [UInt32] = []
    while workaround.remaining >= 4 { words.append(try workaround.u32()) }
    #expect(words.enumerated().allSatisfy { $0.element == ($0.offset == slot ? 25 : 0) })
  }

  @Test("iOS 11 and 12: 0 and 5; iOS 13 and later, the Mac: no variants and no workaround")
  func otherTargets() throws {
    #expect(try Self.levels(try Self.car(target: "11.0"))["Launch"] == [0, 5])
    #expect(try Self.levels(try Self.car(target: "12.0"))["Launch"] == [0, 5])
    #expect(try Self.levels(try Self.car(target: "10.3"))["Launch"] == [0, 3, 5])
    for (platform, target) in [("iphoneos", "13.0"), ("iphoneos", "17.0"), ("macosx", "10.13")] {
      let car = try Self.car(target: target, platform: platform)
      #expect(try Self.levels(car)["Launch"] == [0], "\(platform) \(target)")
      #expect(try car.store.variable("KEYFORMATWORKAROUND") == nil, "\(platform) \(target)")
    }
  }

  @Test("a build thinned for a device keeps the variant its system reads")
  func thinned() throws {
    #expect(try Self.levels(try Self.car(target: "9.0", device: "18.0"))["Launch"] == [5])
    #expect(try Self.levels(try Self.car(target: "9.0", device: "11.4"))["Launch"] == [3])
    #expect(try Self.levels(try Self.car(target: "12.0", device: "18.0"))["Launch"] == [5])
    let old = try Self.car(target: "9.0", device: "10.3")
    #expect(try Self.levels(old)["Launch"] == [0] && (try old.store.variable("KEYFORMATWORKAROUND")) == nil)
  }

  /// An Xcode 16.2 car for iOS 12 (thinned) lists the attribute as 25 itself, with no workaround.
  @Test("iOS 12: the deployment target listed as itself, no KEYFORMATWORKAROUND")
  func iOS12() throws {
    let car = try Self.car(target: "12.0")
    var stored = try #require(try car.store.variable("KEYFORMAT"))
    stored.endianness = .little
    #expect(try CARKeyFormat(from: &stored).attributes.contains(.deploymentTarget))
    #expect(try car.store.variable("KEYFORMATWORKAROUND") == nil)
  }

  /// Apple's iOS cars of Xcode 12.5 to 14.3 list only the attributes used (a pod's universal
  /// images: `scale dimension1 deploymentTarget identifier element part`); Xcode 15 to 26 keep
  /// appearance, localization, idiom and subtype.
  @Test("Xcode before 15: iOS lists only the key attributes used, the Mac its whole order")
  func trimmedKeyFormat() throws {
    let old = try Self.car(target: "9.0", xcode: CARXcodeVersion(major: 14, minor: 2)).keyFormat.attributes
    #expect(!old.contains(.appearance) && !old.contains(.localization) && old.contains(.deploymentTarget))
    let new = try Self.car(target: "9.0", xcode: CARXcodeVersion(major: 15)).keyFormat.attributes
    #expect(new.contains(.appearance) && new.contains(.localization))
    // The Mac lists its whole order before Xcode 15 (an Xcode 13.2 Mac car), with no workaround.
    let mac = try Self.car(target: "10.13", platform: "macosx", xcode: CARXcodeVersion(major: 13, minor: 2))
    #expect(mac.keyFormat.attributes == CARKeyBuilder.macOrder)
    #expect(try mac.store.variable("KEYFORMATWORKAROUND") == nil)
  }
}
