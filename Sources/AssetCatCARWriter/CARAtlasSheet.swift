import AssetCatCAR
import AssetCatCore

/// One `ZZZZPackedAsset` sheet of `CARAtlasPacker`: its images laid out, its pixels, the atlas
/// rendition and each image's internal link.
struct CARAtlasSheet {
  let members: [CARAtlasPacker.Member]
  /// The atlas's trait values (the group's, and `dimension1`: the sheet's number when not 0).
  let values: [RenditionAttribute: UInt16]
  /// Each member's frame: from the sheet's bottom left, as links give it.
  let frames: [CARRect]
  let width: Int
  let height: Int

  init(members: [CARAtlasPacker.Member], values groupValues: [RenditionAttribute: UInt16], number: UInt16) {
    self.members = members
    var values = groupValues
    if number > 0 { values[.dimension1] = number }
    self.values = values
    let pad = CARAtlasPacker.padding
    var packer = CARGrowingPacker()
    frames = members.map { m in
      let at = packer.place(width: m.width + pad, height: m.height + pad)
      return CARRect(x: UInt32(at.x + pad), y: UInt32(at.y + pad), width: UInt32(m.width), height: UInt32(m.height))
    }
    // Apple's sheets end 2 pixels past the blocks, cut to an even size (273 rows → 272).
    width = (packer.width + pad) & ~1
    height = (packer.height + pad) & ~1
  }

  var kind: CARStoredBitmap.Kind { members[0].kind }
  var gray: Bool { kind == .grayAlpha }
  var opaque: Bool { members[0].opaque }
  var scale: UInt16 { values[.scale] ?? 1 }

  /// `ZZZZPackedAsset-<scale>.<opaque>.<gray>-gamut<gamut>`, as actool names its sheets.
  var name: String {
    "ZZZZPackedAsset-\(scale).\(opaque ? 1 : 0).\(gray ? 1 : 0)-gamut\(values[.displayGamut] ?? 0)"
  }

  /// The atlas as a work item: layout 1004, element 9, part 181, in no facet; its pixels made from
  /// `images` (the members' work items) when it is encoded.
  func work(images: [CARPlan.Work]) -> CARPlan.Work {
    let header = CSIHeader(
      width: UInt32(width), height: UInt32(height), scaleFactor: UInt32(scale) * 100,
      pixelFormat: kind.pixelFormat, colorSpace: kind.colorSpace, layout: .packedImage, name: name)
    var facetPixels: [String: Int] = [:]
    for m in members { facetPixels[m.facet, default: 0] += m.width * m.height }
    let sheet = CARPackedSheet(
      header: header, kind: kind, images: images, frames: frames, facetPixels: facetPixels)
    return CARPlan.Work(
      facet: name, kind: .image, rendition: Rendition(slot: .empty, order: 0), filePath: nil,
      properties: AssetProperties(), values: values, part: CARPlan.imagePart, packedSheet: sheet)
  }

  /// Each member's internal link: its header and TLVs, layout 1003, the frame and the atlas's
  /// key (its non-zero attributes in attribute order) in TLV 1010 after the metrics, no pixels.
  func links() -> [CSIRendition] {
    var key: [FacetKey.Pair] = [.init(.element, CARPlan.atlasElement), .init(.part, CARPlan.imagePart)]
    key += values.filter { $0.value != 0 }.map { FacetKey.Pair($0.key, $0.value) }
    key.sort { $0.attribute.rawValue < $1.attribute.rawValue }
    return zip(members, frames).map { m, frame in
      var header = m.header
      header.layout = .internalLink
      let link = CARRenditionEncoder.tlv(CSITLV.reference, CSIInternalLink(frame: frame, key: key))
      var tlvs: [CSITLV] = []
      for t in m.tlvs {
        tlvs.append(t)
        if t.type == CSITLV.metrics { tlvs.append(link) }
      }
      return CSIRendition(header: header, tlvs: tlvs, payload: [])
    }
  }
}
