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
