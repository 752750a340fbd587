import Testing

@testable import AssetCatSymbols

/// An ASCII name is split into words byte by byte: the same words as by Character.
@Suite struct SymbolWordsTests {
  @Test("an ASCII name's words by byte are its words by Character")
  func asciiMatchesCharacters() {
    let names = [
      "", "a", "A", "1", "icon", "Icon", "ICON", "TLSold", "BGColorOne", "icon_2x", "icon-2x", "ic24Px",
      "a1b2C3", "HTTPServer2Go", "x__y", "  spaced out ", "42", "_private", "iOS15Icon", "URLs", "aB", "Ab",
      "ABc", "AB1c", "tab\r\nbar", "dash--Dash", "%weird$name#1",
    ]
    var random = SystemRandomNumberGenerator()
    let alphabet = Array("aZ09_- .xY")
    let generated = (0..<500).map { _ in
      String((0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
    }
    for name in names + generated {
      #expect(SymbolName.asciiWords(Array(name.utf8)) == SymbolName.characterWords(name), "\(name)")
    }
  }
}
