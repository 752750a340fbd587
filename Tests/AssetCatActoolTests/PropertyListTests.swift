import AssetCatActool
import Foundation
import Testing

@Suite("XML property list writer")
struct PropertyListTests {
  @Test func exactBytesWithSortedKeysAndTabs() {
    let plist = PropertyList.dictionary([
      "b": .array([.string("x & <y>"), .integer(-3), .bool(true), .bool(false)]),
      "a": .dictionary([:]),
      "c": .array([]),
    ])
    #expect(
      plist.xmlDocument == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>a</key>
        \t<dict/>
        \t<key>b</key>
        \t<array>
        \t\t<string>x &amp; &lt;y&gt;</string>
        \t\t<integer>-3</integer>
        \t\t<true/>
        \t\t<false/>
        \t</array>
        \t<key>c</key>
        \t<array/>
        </dict>
        </plist>

        """)
  }

  @Test func anEmptyDictionaryIsDictSlash() {
    #expect(PropertyList.dictionary([:]).xmlDocument.contains("<plist version=\"1.0\">\n<dict/>\n</plist>\n"))
  }

  @Test func foundationReadsWhatItWrites() throws {
    let plist = PropertyList.dictionary([
      "CFBundleIcons": .dictionary(["CFBundlePrimaryIcon": .string("ü & ☃")]), "n": .integer(42),
    ])
    let parsed = try PropertyListSerialization.propertyList(from: Data(plist.xmlBytes), format: nil) as? [String: Any]
    #expect((parsed?["CFBundleIcons"] as? [String: String])?["CFBundlePrimaryIcon"] == "ü & ☃")
    #expect(parsed?["n"] as? Int == 42)
  }
}
