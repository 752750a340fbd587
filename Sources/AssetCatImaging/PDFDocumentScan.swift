/// A PDF's objects as found by scanning, and the page tree walk over them.
struct PDFDocumentScan {
  let bytes: [UInt8]
  /// Object number → offset just after its `obj` keyword.
  private(set) var objects: [Int: Int] = [:]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    indexObjects()
  }

  /// Finds every `N G obj`, skipping stream data (binary data may happen to spell `1 0 obj`);
  /// objects inside compressed object streams are invisible here.
  private mutating func indexObjects() {
    let o = UInt8(ascii: "o"), b = UInt8(ascii: "b"), j = UInt8(ascii: "j")
    let streamKeyword = Array("stream".utf8), endstream = Array("endstream".utf8)
    var index = 1
    while index + 2 < bytes.count {
      defer { index += 1 }
      if bytes[index] == UInt8(ascii: "s"), index + 7 < bytes.count, !PDFParser.isRegular(bytes[index - 1]),
        bytes[index..<index + 6].elementsEqual(streamKeyword), bytes[index + 6] == 10 || bytes[index + 6] == 13
      {
        // Jump to the matching endstream (or give up skipping when there is none).
        if let end = PDFPageSize.find(endstream, in: bytes, from: index + 6) { index = end + endstream.count - 1 }
        continue
      }
      guard bytes[index] == o, bytes[index + 1] == b, bytes[index + 2] == j,
        PDFParser.isWhitespace(bytes[index - 1]),
        index + 3 == bytes.count || !PDFParser.isRegular(bytes[index + 3])
      else { continue }
      // Walk back over: white space, generation digits, white space, object digits.
      var cursor = index - 1
      func skip(_ predicate: (UInt8) -> Bool) -> Int {
        let start = cursor
        while cursor >= 0, predicate(bytes[cursor]) { cursor -= 1 }
        return start - cursor
      }
      let isDigit = { (c: UInt8) in c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
      _ = skip(PDFParser.isWhitespace)
      guard skip(isDigit) > 0, skip(PDFParser.isWhitespace) > 0 else { continue }
      let end = cursor + 1
      guard skip(isDigit) > 0, cursor < 0 || !PDFParser.isRegular(bytes[cursor]) else { continue }
      let digits = bytes[(cursor + 1)..<end]
      guard digits.count <= 10, let number = Int(String(decoding: digits, as: UTF8.self)) else { continue }
      objects[number] = index + 3
    }
  }

  func object(_ number: Int) -> PDFValue? {
    guard let offset = objects[number] else { return nil }
    var parser = PDFParser(bytes, at: offset)
    return parser.parseValue()
  }

  /// Follows references (a few hops at most) to a direct value.
  func resolve(_ value: PDFValue?) -> PDFValue? {
    var current = value
    for _ in 0..<8 {
      guard case .reference(let number, _) = current else { return current }
      current = object(number)
    }
    return nil
  }

  func rect(_ value: PDFValue?) -> PDFRect? {
    guard let items = resolve(value)?.array else { return nil }
    return PDFRect(items.compactMap { resolve($0)?.number })
  }

  /// The number of the catalog: the last `/Root N G R` in the file (the newest trailer).
  func rootObject() -> Int? {
    let needle = Array("/Root".utf8)
    var index = bytes.count - needle.count
    while index >= 0 {
      if bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) {
        var parser = PDFParser(bytes, at: index + needle.count)
        if case .reference(let number, _) = parser.parseValue() { return number }
      }
      index -= 1
    }
    return nil
  }

  func firstPageAttributes() -> PDFPageAttributes? {
    guard let root = rootObject(), let catalog = object(root)?.dictionary else { return nil }
    var visited: Set<Int> = [root]
    return firstPage(in: catalog["Pages"], inherited: PDFPageAttributes(), depth: 0, visited: &visited)
  }

  private func firstPage(
    in node: PDFValue?, inherited: PDFPageAttributes, depth: Int, visited: inout Set<Int>
  ) -> PDFPageAttributes? {
    guard depth < 64 else { return nil }
    if case .reference(let number, _) = node {
      guard visited.insert(number).inserted else { return nil }  // a cycle in the page tree
    }
    guard let dictionary = resolve(node)?.dictionary else { return nil }
    var attributes = inherited
    if let box = rect(dictionary["MediaBox"]) { attributes.mediaBox = box }
    if let box = rect(dictionary["CropBox"]) { attributes.cropBox = box }
    if let rotate = resolve(dictionary["Rotate"])?.number { attributes.rotate = rotate }
    let type = resolve(dictionary["Type"])?.name
    if type != "Page", let kids = resolve(dictionary["Kids"])?.array {
      for kid in kids.prefix(10_000) {
        if let page = firstPage(in: kid, inherited: attributes, depth: depth + 1, visited: &visited) {
          return page
        }
      }
      return nil
    }
    guard type == "Page" || type == nil else { return nil }
    attributes.userUnit = resolve(dictionary["UserUnit"])?.number.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    return attributes
  }

  /// Best effort when the page tree cannot be walked: the first `/MediaBox`, `/CropBox` and
  /// `/Rotate` anywhere in the raw bytes.
  func rawScanAttributes() -> PDFPageAttributes {
    func firstValue(_ key: String) -> PDFValue? {
      let needle = Array("/\(key)".utf8)
      var start = 0
      while let index = PDFPageSize.find(needle, in: bytes, from: start) {
        start = index + needle.count
        guard start == bytes.count || !PDFParser.isRegular(bytes[start]) else { continue }
        var parser = PDFParser(bytes, at: start)
        if let value = parser.parseValue() { return value }
      }
      return nil
    }
    var attributes = PDFPageAttributes()
    attributes.mediaBox = rect(firstValue("MediaBox"))
    attributes.cropBox = rect(firstValue("CropBox"))
    attributes.rotate = resolve(firstValue("Rotate"))?.number
    return attributes
  }
}
