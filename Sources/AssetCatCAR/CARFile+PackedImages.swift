extension CARFile {
  /// The internal link of a packed image (layout 1003: its frame in the atlas) and the index in
  /// `renditions` of the atlas (`ZZZZPackedAsset`, layout 1004) it points into; `nil` for any
  /// other rendition, a link that does not parse, or one whose atlas is not in the car.
  public func packedImage(_ e: Entry) -> (link: CSIInternalLink, atlas: Int)? {
    guard e.header.layout == .internalLink, let tlv = e.tlv(CSITLV.reference),
      let link = try? tlv.parse(CSIInternalLink.self)
    else { return nil }
    var values = [UInt16](repeating: 0, count: keyFormat.attributes.count)
    for p in link.key {
      guard let i = keyFormat.attributes.firstIndex(of: p.attribute) else { continue }
      values[i] = p.value
    }
    return renditionIndex[RenditionKey(values: values)].map { (link, $0) }
  }
}

/// Each packed atlas's record length and the pixels of the images linked into it, so that a packed
/// image can be given its share of its atlas's bytes (`size`, `diff`).
public struct CARPackedShares: Sendable {
  public let file: CARFile
  /// Atlas rendition index → its record's length.
  public private(set) var lengths: [Int: Int] = [:]
  /// Atlas rendition index → the pixels of the images linked into it.
  public private(set) var pixels: [Int: Int] = [:]

  public init(_ file: CARFile) {
    self.file = file
    let blocks = file.store.index.blocks
    for e in file.renditions {
      guard let (link, atlas) = file.packedImage(e) else { continue }
      let block = Int(file.renditions[atlas].block)
      lengths[atlas] = block < blocks.count ? Int(blocks[block].length) : 0
      pixels[atlas, default: 0] += Int(link.frame.width) * Int(link.frame.height)
    }
  }

  /// A packed image's share of its atlas's bytes, by pixels (0 for any other rendition).
  public func share(of e: CARFile.Entry) -> Int {
    guard let (link, atlas) = file.packedImage(e), let total = pixels[atlas], total > 0 else { return 0 }
    return (lengths[atlas] ?? 0) * Int(link.frame.width) * Int(link.frame.height) / total
  }
}
