import AssetCatCAR

/// The words `assetutil --info` prints for a car's numbers: idioms, states, compressions, colour
/// spaces. Those no public dump shows are marked as guesses in Docs/Commands/assetutil.md.
enum AssetutilValues {
  static func idiom(_ v: UInt16) -> String {
    let names = ["universal", "phone", "pad", "tv", "car", "watch", "marketing", "mac", "vision"]
    return Int(v) < names.count ? names[Int(v)] : "idiom \(v)"
  }

  static func state(_ v: UInt16) -> String {
    let names = ["Normal", "Rollover", "Pressed", "Inactive", "Disabled", "DeeplyPressed"]
    return Int(v) < names.count ? names[Int(v)] : "State \(v)"
  }

  static func value(_ v: UInt16) -> String {
    let names = ["Off", "On", "Mixed"]
    return Int(v) < names.count ? names[Int(v)] : "Value \(v)"
  }

  static func compression(_ c: CARCompression) -> String {
    let names = [
      "uncompressed", "rle", "zip", "lzvn", "lzfse", "jpeg-lzfse", "blurred", "astc", "palette-img", "hevc",
      "deepmap-lzfse", "deepmap2", "dxtc",
    ]
    return Int(c.rawValue) < names.count ? names[Int(c.rawValue)] : "compression \(c.rawValue)"
  }

  /// A colour space id (a CSI header's, or a colour's low byte).
  static func colorSpace(_ id: UInt32) -> String {
    switch id & 0xFF {
    case 0, 1: "srgb"
    case 2: "gray gamma 22"
    case 3: "p3"
    case 4: "extended srgb"
    case 5: "extended linear srgb"
    case 6: "extended gray"
    default: "colorspace \(id & 0xFF)"
    }
  }

  /// `AssetType` for a layout; `nil` for the layouts Apple's dump skips.
  static func assetType(_ layout: RenditionLayout, icon: Bool) -> String? {
    if layout.isBitmap && layout != .packedImage || layout == .internalLink { return icon ? "Icon Image" : "Image" }
    switch layout {
    case .packedImage: return "PackedImage"
    case .vector: return "Vector"
    case .color: return "Color"
    case .rawData: return "Data"
    case .multisizeImageSet: return "MultiSized Image"
    case .namedContent: return "Named Content"
    case .texture, .textureImage: return "Texture"
    case .modelAsset: return "Model"
    case .layerStack: return "Layer Stack"
    case .vectorGlyph: return "Vector Glyph"
    case .iconStack, .iconGroup, .iconGradient: return nil
    default: return layout.name
    }
  }
}
