import AssetCatCore
import Foundation
import Testing

@testable import AssetCatSymbols

/// The files of Xcode 15+'s `GenerateAssetSymbols` step: the Objective-C constants named as
/// Xcode's headers name them, and a Swift file that compiles (checked with `swiftc -typecheck`
/// on this machine, where only the platform-neutral parts are active).
@Suite struct XcodeSymbolFileTests {
  static let sources = [
    SymbolSource(name: "AccentColor", kind: .color, location: "a"),
    SymbolSource(name: "Chevron Left", kind: .image, location: "b"),
    SymbolSource(name: "AppIcon-iOS-ClearDark-1024x1024", kind: .image, location: "c"),
    SymbolSource(name: "bg", kind: .image, location: "d"),
    SymbolSource(name: "AppIcon", kind: .appIcon, location: "e"),
    SymbolSource(name: "Icons/Back", kind: .image, location: "f"),
    SymbolSource(name: "Brand/Primary", kind: .color, location: "g"),
    SymbolSource(name: "Credits", kind: .data, location: "h"),
    SymbolSource(name: "Quote\"Mark", kind: .image, location: "i"),
  ]

  @Test func objectiveCConstantsAreNamedAsXcodeNamesThem() {
    let set = XcodeSymbolSet(Self.sources)
    #expect(
      set.objcNames.map(\.constant) == [
        "ACColorNameAccentColor", "ACImageNameAppIcon", "ACImageNameAppIconIOSClearDark1024X1024",
        "ACColorNameBrandPrimary",
        "ACImageNameChevronLeft", "ACImageNameIconsBack", "ACImageNameQuoteMark", "ACImageNameBg",
      ])
    let header = XcodeObjCSymbolHeader(symbols: set, bundleIdentifier: "com.example.app").text
    #expect(header.contains("static NSString * const ACBundleID AC_SWIFT_PRIVATE = @\"com.example.app\";"))
    #expect(header.contains("static NSString * const ACImageNameChevronLeft AC_SWIFT_PRIVATE = @\"Chevron Left\";"))
    #expect(header.contains("static NSString * const ACImageNameQuoteMark AC_SWIFT_PRIVATE = @\"Quote\\\"Mark\";"))
    #expect(!header.contains("Credits"), "data sets get no symbol")
    // Colours first, then images.
    let color = header.components(separatedBy: "ACColorNameBrandPrimary").first?.count ?? 0
    let image = header.components(separatedBy: "ACImageNameAppIcon ").first?.count ?? 0
    #expect(color < image)
  }

  @Test func swiftFileDeclaresResourcesAndNamespaces() {
    let set = XcodeSymbolSet(Self.sources)
    let own = XcodeSwiftSymbolFile(symbols: set, usesSystemResourceTypes: false, extensions: false).text
    #expect(own.contains("    static let accent = ColorResource(name: \"AccentColor\", bundle: resourceBundle)"))
    #expect(
      own.contains(
        "    enum Icons {\n\n        /// The \"Icons/Back\" image set.\n        static let back = "
          + "ImageResource(name: \"Icons/Back\", bundle: resourceBundle)"
      ))
    #expect(own.contains("struct ImageResource: Hashable"))
    let system = XcodeSwiftSymbolFile(symbols: set, usesSystemResourceTypes: true, extensions: true).text
    #expect(
      system.contains(
        "static let appIcon = DeveloperToolsSupport.ImageResource(name: \"AppIcon\", bundle: resourceBundle)"))
    #expect(!system.contains("struct ImageResource"))
    #expect(
      system.contains(
        "static var accent: UIKit.UIColor { .init(resource: DeveloperToolsSupport.ColorResource.accent) }"))
    #expect(
      system.contains("static var primary: SwiftUI.Color { .init(DeveloperToolsSupport.ColorResource.Brand.primary) }"))
  }

  /// Every form of the file type-checks (here the UIKit/AppKit/SwiftUI parts are compiled out;
  /// what remains is what a Linux build of the target compiles).
  @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
  func swiftFileTypeChecks(system: Bool, extensions: Bool) throws {
    let text = XcodeSwiftSymbolFile(
      symbols: XcodeSymbolSet(Self.sources), usesSystemResourceTypes: system, extensions: extensions
    ).text
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-symbols-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("GeneratedAssetSymbols.swift")
    try Data(text.utf8).write(to: file)
    let swiftc = Process()
    swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    swiftc.arguments = ["swiftc", "-typecheck", "-swift-version", "6", file.path]
    let errors = Pipe()
    swiftc.standardError = errors
    try swiftc.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    swiftc.waitUntilExit()
    #expect(swiftc.terminationStatus == 0, "\(message)")
  }
}
