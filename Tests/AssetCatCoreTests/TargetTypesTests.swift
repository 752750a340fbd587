import AssetCatCore
import Testing

/// The platform, OS version and target device every command parses its words into.
@Suite("Platform, OS version and target device")
struct TargetTypesTests {
  @Test func everyPlatformNameParsesInAnyCase() {
    for (name, platform) in ApplePlatform.names {
      #expect(ApplePlatform(actoolName: name) == platform)
      #expect(ApplePlatform(actoolName: name.uppercased()) == platform)
    }
    #expect(ApplePlatform(actoolName: "ipados") == .iOS && ApplePlatform(actoolName: "xrsimulator") == .visionOS)
    #expect(ApplePlatform(actoolName: "palmos") == nil && ApplePlatform(actoolName: "") == nil)
  }

  @Test(
    arguments: [
      ("17", 17, 0, nil), ("15.0", 15, 0, nil), ("10.15.4", 10, 15, 4),
    ] as [(String, Int, Int, Int?)])
  func versionsParseAsWritten(text: String, major: Int, minor: Int, patch: Int?) throws {
    let v = try #require(OSVersion(text))
    #expect(v.major == major && v.minor == minor && v.patch == patch && v.text == text)
  }

  @Test(arguments: ["", "15.", ".1", "1.2.3.4", "15.x", "+15", "-1", "١٥"])
  func otherTextIsNoVersion(text: String) {
    #expect(OSVersion(text) == nil)
  }

  @Test func versionsCompareByNumber() throws {
    #expect(try #require(OSVersion("10.15")) < #require(OSVersion("11")))
    #expect(try #require(OSVersion("13.0")).release >= (13, 0))
    #expect(try #require(OSVersion("8.1.2")).suffix == "812")
  }

  @Test func targetDevicesParseInAnyCaseAndKeepTheirIdioms() {
    #expect(TargetDevice(name: "iPhone") == .iPhone && TargetDevice(name: "VISION") == .vision)
    #expect(TargetDevice(name: "phone") == nil)
    #expect(TargetDevice.iPad.idioms == [.pad, .iosMarketing])
    #expect(TargetDevice.namesList == "iphone, ipad, mac, tv, watch, car or vision")
  }
}
