import AssetCatCAR
import AssetCatCore
import AssetCatFileSystem
import AssetCatPipeline
import AssetCatSize
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCLI

/// `assetcat size`: what each device downloads, measured without writing a car, agreeing with the
/// car `actool --filter-for-device-model` writes for that device.
@Suite struct SizeCommandTests {
  final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    var value: String { lock.withLock { text } }
    var output: CommandOutput {
      CommandOutput(
        out: { s in self.lock.withLock { self.text += s } }, err: { s in self.lock.withLock { self.text += s } })
    }
  }

  /// Pixels that do not compress to nothing: a gradient with some noise.
  static func pixels(_ side: Int, seed: Int) -> [UInt8] {
    (0..<(side * side * 4)).map { i in
      UInt8(truncatingIfNeeded: (i / 4) * (seed + 3) + (i % 4) * 71 + ((i * 7919) >> 5) % 13)
    }
  }

  static let info = #""info":{"author":"xcode","version":1}"#

  /// `Art` (phone 2x and 3x, pad 1x and 2x), `Tablet` (pad 2x only), `Shared` (universal 2x, 3x).
  static func catalog(withTablet: Bool = true) throws -> FixtureCatalog {
    let c = try FixtureCatalog()
    let sets: [(String, [(String, String, Int)])] =
      [
        ("Art", [("iphone", "2x", 40), ("iphone", "3x", 60), ("ipad", "1x", 24), ("ipad", "2x", 48)]),
        ("Shared", [("universal", "2x", 32), ("universal", "3x", 48)]),
      ] + (withTablet ? [("Tablet", [("ipad", "2x", 64)])] : [])
    for (n, (name, images)) in sets.enumerated() {
      let entries = images.enumerated().map { i, e in #"{"idiom":"\#(e.0)","scale":"\#(e.1)","filename":"\#(i).png"}"# }
      _ = try c.contents("\(name).imageset", #"{"images":[\#(entries.joined(separator: ","))],\#(info)}"#)
      for (i, e) in images.enumerated() {
        try c.write(
          "\(name).imageset/\(i).png", PNGWriter.png(width: e.2, height: e.2, rgba: pixels(e.2, seed: n * 10 + i)))
      }
    }
    return c
  }

  static func size(_ request: SizeCommandLogic.Request) throws -> SizeReport {
    let capture = Capture()
    let code = SizeCommandLogic.run(request, format: .json, output: capture.output)
    #expect(code == 0, "\(capture.value)")
    return try JSONDecoder().decode(SizeReport.self, from: Data(capture.value.utf8))
  }

  /// The bytes of the car `assetcat actool` writes for `catalog` (thinned for `model` when given).
  static func actoolCar(_ catalog: String, model: String?, extra: [String] = []) throws -> Int {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-size-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: out) }
    let thinning = model.map { ["--filter-for-device-model", $0] } ?? []
    let r = try AssetCatExecutable.run(
      ["actool", "--compile", out.path, "--platform", "iphoneos", "--minimum-deployment-target", "15.0"] + extra
        + thinning + [catalog])
    #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    return
      (try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("Assets.car").path)[.size] as? Int)
      ?? 0
  }

  /// `size`'s figures for an iPhone and an iPad model and the universal car, each checked against
  /// the car actool writes: within 2%.
  static func agreesWithActool(_ catalog: String, appIcon: String? = nil) throws {
    var request = SizeCommandLogic.Request(catalog: catalog, models: ["iPhone16,1", "iPad16,3"])
    request.options.appIcon = appIcon
    let report = try size(request)
    let extra = appIcon.map { ["--app-icon", $0] } ?? []
    let actual =
      [try actoolCar(catalog, model: nil, extra: extra)]
      + (try ["iPhone16,1", "iPad16,3"].map { try actoolCar(catalog, model: $0, extra: extra) })
    let measured = [report.universal] + report.devices.map(\.bytes)
    #expect(report.devices.map(\.model) == ["iPhone16,1", "iPad16,3"])
    for (m, a) in zip(measured, actual) {
      #expect(a > 0)
      #expect(abs(Double(m - a)) <= 0.02 * Double(a), "size says \(m) bytes, actool wrote \(a) (\(catalog))")
    }
  }

  @Test("an iPhone's and an iPad's figure agree with the cars actool writes for them (within 2%)")
  func agreesOnFixture() throws {
    let c = try Self.catalog()
    try Self.agreesWithActool(c.path)
    let report = try Self.size(.init(catalog: c.path, models: ["iPhone16,1", "iPad16,3"]))
    #expect(report.devices[0].bytes < report.universal && report.devices[1].bytes < report.universal)
    #expect(!report.devices[0].assets.contains { $0.name == "Tablet" })
    #expect(report.devices[1].assets.contains { $0.name == "Tablet" })
  }

  /// Before iOS 13 a car holds each image once per deployment-target level; a device's thinned
  /// car keeps the one its system reads (today's, unless told). `size` of the catalog and of its
  /// universal car both give the thinned car's figure.
  @Test("for an iOS 9 target, a device's figure is its thinned car's: one deployment-target variant")
  func deploymentTargetVariants() throws {
    let c = try Self.catalog()
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-size-dt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: out) }
    let r = try AssetCatExecutable.run([
      "actool", "--compile", out.path, "--platform", "iphoneos", "--minimum-deployment-target", "9.0", c.path,
    ])
    #expect(r.status == 0, "\(r.stderr)")
    var ofCatalog = SizeCommandLogic.Request(catalog: c.path, models: ["iPhone16,1"])
    ofCatalog.options.minimumDeploymentTarget = OSVersion(major: 9, minor: 0)
    let ofCar = SizeCommandLogic.Request(catalog: out.appendingPathComponent("Assets.car").path, models: ["iPhone16,1"])
    let thinned = try Self.actoolCar(
      c.path, model: "iPhone16,1",
      extra: ["--minimum-deployment-target", "9.0", "--filter-for-device-os-version", "26.0"])
    for request in [ofCatalog, ofCar] {
      let device = try Self.size(request).devices[0].bytes
      #expect(
        abs(Double(device - thinned)) <= 0.02 * Double(thinned),
        "size of \(request.catalog) says \(device), actool wrote \(thinned)")
    }
  }

  @Test("on a real catalog (the vendored NetNewsWire slice), iPhone and iPad agree with actool's cars within 2%")
  func agreesOnVendoredCorpus() throws {
    try Self.agreesWithActool(Corpora.vendored("Ranchero-Software__NetNewsWire/iOS/Resources/Assets.xcassets"))
  }

  @Test("on Element's catalogs, iPhone and iPad agree with actool's cars within 2%", Corpora.needed)
  func agreesOnElement() throws {
    try Self.agreesWithActool(try Corpora.full("element-hq__element-ios/Riot/Assets/Images.xcassets"))
    try Self.agreesWithActool(
      try Corpora.full("element-hq__element-ios/Riot/Assets/SharedImages.xcassets"), appIcon: "AppIcon")
  }

  @Test("a car's figures (the car less what thinning drops) agree with the thinned cars actool writes, within 2%")
  func carAgreesWithActool() throws {
    let fixture = try Self.catalog()
    for catalog in [fixture.path, Corpora.vendored("Ranchero-Software__NetNewsWire/iOS/Resources/Assets.xcassets")] {
      let out = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-size-car-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: out) }
      let r = try AssetCatExecutable.run([
        "actool", "--compile", out.path, "--platform", "iphoneos", "--minimum-deployment-target", "15.0", catalog,
      ])
      #expect(r.status == 0, "\(r.stderr)")
      let report = try Self.size(
        .init(catalog: out.appendingPathComponent("Assets.car").path, models: ["iPhone16,1", "iPad16,3"]))
      for (d, model) in zip(report.devices, ["iPhone16,1", "iPad16,3"]) {
        let actual = try Self.actoolCar(catalog, model: model)
        #expect(
          abs(Double(d.bytes - actual)) <= 0.02 * Double(actual),
          "\(model): \(d.bytes) estimated, \(actual) written (\(catalog))")
      }
    }
  }

  @Test("an Apple car: the iPhones and iPads its renditions serve are reported, each no larger than the car")
  func appleCar() throws {
    let car = Corpora.repository.appendingPathComponent("Tests/AssetCatCARTests/Fixtures/acextract-ios-xcode7.3.car")
      .path
    let report = try Self.size(.init(catalog: car))
    let variants = Set(report.devices.map(\.variant))
    #expect(variants.isSuperset(of: ["iPhone @2x", "iPhone @3x", "iPad @2x"]), "\(variants)")
    let universal = (try FileManager.default.attributesOfItem(atPath: car)[.size] as? Int) ?? 0
    #expect(report.universal == universal)
    for d in report.devices {
      #expect(d.bytes > 0 && d.bytes <= universal)
      #expect(!d.assets.isEmpty)
    }
  }

  @Test("a packed image's bytes include its share of its atlas, by pixels")
  func packedImagesShareTheirAtlas() throws {
    let path = Corpora.repository.appendingPathComponent("Tests/AssetCatCARTests/Fixtures/acextract-ios-xcode7.3.car")
      .path
    let car = try CARFile(path: path)
    let blocks = car.store.index.blocks
    let id = try #require(
      car.facets.first { $0.name == "d_iphone" }?.key.value(of: .identifier), "\(car.facets.map(\.name))")
    let slot = try #require(car.keyFormat.attributes.firstIndex(of: .identifier))
    let links = car.renditions.filter { $0.key.values[slot] == id && $0.header.layout == .internalLink }
    try #require(!links.isEmpty, "green is packed in this car")
    let linkBytes = links.reduce(0) { $0 + Int(blocks[Int($1.block)].length) }
    let report = try Self.size(.init(catalog: path))
    let green = report.devices.compactMap { d in d.assets.first { $0.name == "d_iphone" }?.bytes }
    let largest = try #require(green.max())
    // A device keeps some of green's links; with their share of the sheets' pixels, more than all
    // its link records (before: the links alone).
    #expect(largest > linkBytes, "green: \(largest) bytes; its \(links.count) links hold \(linkBytes)")
  }

  @Test("text: the universal size, then a variant per group of devices with its heaviest assets")
  func text() throws {
    let c = try Self.catalog()
    let capture = Capture()
    let code = SizeCommandLogic.run(.init(catalog: c.path, top: 2), format: .text, output: capture.output)
    #expect(code == 0)
    let text = capture.value
    #expect(text.contains("Universal: "))
    #expect(text.contains("Variant: iPhone @3x"))
    #expect(text.contains("Variant: iPad @2x"))
    #expect(text.contains("iPhone 15 Pro (iPhone16,1)"))
    #expect(text.contains("Heaviest assets:"))
  }

  @Test("JSON: universal, and per device its model, bytes and assets largest first")
  func json() throws {
    let c = try Self.catalog()
    let capture = Capture()
    #expect(
      SizeCommandLogic.run(
        .init(catalog: c.path, devices: ["iPad Pro 11-inch (M4)"], top: 0), format: .json, output: capture.output) == 0)
    let object = try JSONSerialization.jsonObject(with: Data(capture.value.utf8)) as? [String: Any]
    #expect(object?["universal"] is Int)
    let devices = object?["devices"] as? [[String: Any]] ?? []
    #expect(devices.count == 1)
    #expect(devices.first?["device"] as? String == "iPad Pro 11-inch (M4)")
    #expect(devices.first?["model"] as? String == "iPad16,3")
    let assets = (devices.first?["assets"] as? [[String: Any]] ?? []).compactMap { $0["bytes"] as? Int }
    #expect(assets.count == 3 && assets == assets.sorted(by: >))
  }

  @Test("an unknown device, an unknown model or a missing catalog: exit 2 with the reason")
  func errors() throws {
    let c = try Self.catalog()
    for request in [
      SizeCommandLogic.Request(catalog: c.path, devices: ["Nokia 3310"]), .init(catalog: c.path, models: ["Phone1"]),
      .init(catalog: c.path + "-missing"),
    ] {
      let capture = Capture()
      #expect(SizeCommandLogic.run(request, format: .text, output: capture.output) == 2)
      #expect(capture.value.hasPrefix("error: "))
    }
  }
}
