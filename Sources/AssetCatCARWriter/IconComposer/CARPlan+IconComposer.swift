import AssetCatCAR
import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging
import AssetCatSource
import Foundation

/// Icon Composer documents in a car (`CARIconComposerIcon` says what goes in).
extension CARPlan {
  /// The icon's name: the folder's without `.icon` (`AppIcon.icon/` → `AppIcon`).
  static func iconName(of document: String) -> String {
    let path = document.hasSuffix("/") ? String(document.dropLast()) : document
    return ((path as NSString).lastPathComponent as NSString).deletingPathExtension
  }

  mutating func addIconComposer(_ document: String) {
    let name = Self.iconName(of: document)
    let root = document.hasSuffix("/") ? String(document.dropLast()) : document
    let file: IconFile
    do { file = try IconFile.parse(try FileBytes.read(path: root + "/icon.json")) } catch {
      skipped.append("\(name): its Icon Composer stack is not written: \(error)")
      return
    }
    var art: [String: CARIconComposerIcon.Art] = [:]
    for image in file.imageNames {
      let path = root + "/Assets/" + image
      guard let size = Self.artSize(path) else {
        skipped.append("\(name): \(image) cannot be read as a layer's art")
        continue
      }
      let stem = (image as NSString).deletingPathExtension
      art[image] = CARIconComposerIcon.Art(
        facet: "\(name)_Assets/\(stem)", file: path, width: size.width, height: size.height)
    }
    let icon = CARIconComposerIcon(name: name, file: file, art: art)
    addIconArt(art.values.sorted { $0.facet < $1.facet })
    addIconPalette(icon.palette)
    facets[name] = Self.iconStackPart
    for (a, piece) in icon.stacks { addIconPiece(piece, facet: name, part: Self.iconStackPart, appearance: a) }
    for (a, facet, piece) in icon.groups {
      facets[facet] = Self.iconGroupPart
      addIconPiece(piece, facet: facet, part: Self.iconGroupPart, appearance: a)
    }
  }

  /// Points of a layer's art: an SVG's or PDF's own size, a bitmap's pixels.
  static func artSize(_ path: String) -> PointSize? {
    guard let data = try? Data(FileBytes.read(path: path)) else { return nil }
    if let vector = try? VectorSize.size(of: data) { return vector }
    guard let info = try? ImageProbe.probe(data, checkingImageData: false) else { return nil }
    return PointSize(width: Double(info.width), height: Double(info.height))
  }

  /// Each picture once, at scale 1: a bitmap as an image, an SVG or PDF kept as a vector; named
  /// `image.<extension>` as in Apple's cars.
  mutating func addIconArt(_ art: [CARIconComposerIcon.Art]) {
    for a in art {
      let ext = (a.file as NSString).pathExtension.lowercased()
      let format: RenditionFormat = ext == "svg" ? .svg : ext == "pdf" ? .pdf : .png
      let slot = TraitCollection(scale: 1)
      let r = Rendition(slot: slot, file: a.file, format: format, order: 0)
      facets[a.facet] = Self.imagePart
      work.append(
        Work(
          facet: a.facet, kind: .image, rendition: r,
          source: .entry(file: a.file, name: "image." + (ext.isEmpty ? "png" : ext)), properties: AssetProperties(),
          values: [.scale: 1], part: Self.imagePart))
    }
  }

  mutating func addIconPalette(_ palette: CARIconPalette) {
    for (name, color) in palette.colors {
      let csi = CSIRendition(
        header: CSIHeader(layout: .color, name: name), tlvs: CARRenditionEncoder.structureTLVs,
        payload: (try? CARRenditionEncoder.record(color)) ?? [])
      addPrebuilt(csi, facet: name, part: Self.colorPart, kind: .color)
    }
    for (name, gradient) in palette.gradients {
      let csi = CSIRendition(
        header: CSIHeader(layout: .iconGradient, name: name), tlvs: CARRenditionEncoder.structureTLVs,
        payload: (try? CARRenditionEncoder.record(gradient)) ?? [])
      addPrebuilt(csi, facet: name, part: Self.iconGradientPart, kind: .other)
    }
  }

  mutating func addPrebuilt(_ csi: CSIRendition, facet: String, part: UInt16, kind: AssetKind) {
    facets[facet] = part
    work.append(
      Work(
        facet: facet, kind: kind, rendition: Rendition(slot: .empty, order: 0), source: .prebuilt(csi),
        properties: AssetProperties(),
        values: [.scale: 1], part: part))
  }

  /// The appearance ids of Apple's cars: light is `NSAppearanceNameAqua` (8) on a Mac and
  /// `UIAppearanceLight` (4) elsewhere, dark 1, tinted `ISAppearanceTintable` (10).
  func appearanceID(_ a: IconFileAppearance) -> UInt16 {
    switch a {
    case .light: keys.isMac ? 8 : 4
    case .dark: 1
    case .tinted: 10
    }
  }

  mutating func addIconPiece(_ piece: CARIconPiece, facet: String, part: UInt16, appearance: IconFileAppearance) {
    work.append(
      Work(
        facet: facet, kind: .other, rendition: Rendition(slot: .empty, order: 0),
        source: .iconPiece(piece, resolved: nil), properties: AssetProperties(),
        values: [.scale: 1, .appearance: appearanceID(appearance)], part: part))
  }

  /// Makes each stack and group whole once every facet's identifier is known.
  mutating func resolveIconPieces() {
    for i in work.indices {
      guard case .iconPiece(let piece, _) = work[i].source else { continue }
      work[i].source = .iconPiece(piece, resolved: piece.rendition(identifiers: identifiers))
    }
  }
}
