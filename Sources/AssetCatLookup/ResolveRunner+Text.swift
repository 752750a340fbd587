import AssetCatCore

/// The text form of an answer, for people.
extension ResolveRunner {
  public func text(_ a: Answer) -> String {
    guard let asset = a.asset else {
      var line = "no asset named '\(a.name)'"
      let near = nearNames(a.name)
      if !near.isEmpty { line += " (did you mean '\(near.joined(separator: "', '"))'?)" }
      return line + "\n"
    }
    var out = "\(a.name) (\(asset.kind.rawValue)) for \(a.request.textForm)\n"
    if let r = a.rendition {
      out += "  match: \(r.file ?? "(no file)")\n"
      out += "  slot: \(Self.slotText(r.slot))\n"
      switch asset.kind {
      case .image, .appIcon, .symbol:
        if asset.kind != .symbol { out += "  scale: \(r.renditionScale)\n" }
        if let px = r.compiledPixelSize { out += "  pixel size: \(Self.sizeText(px)) px\n" }
        if let pt = r.intrinsicSize { out += "  intrinsic size: \(Self.sizeText(pt)) pt\n" }
        if asset.kind != .appIcon { out += "  rendering mode: \(asset.properties.renderingMode)\n" }
        if let e = r.alignmentInsetsInPoints { out += "  alignment insets: \(Self.insetsText(e)) pt\n" }
        if let s = r.resizing {
          out +=
            "  slicing: \(s.mode), "
            + "cap insets \(Self.insetsText(s.capInsets.divided(by: Double(r.renditionScale)))) pt\n"
        }
      case .color:
        if let c = r.color {
          if let ref = c.reference {
            out += "  color: system '\(ref)'\(c.platform.map { " (\($0))" } ?? "")\n"
          } else {
            let comps = c.components.map { "\($0.name)=\(JSONOutput.format(($0.value * 1000).rounded() / 1000))" }
            out += "  color: \(c.colorSpace ?? "?") \(comps.joined(separator: " "))\n"
          }
        }
      case .data:
        if let t = r.typeIdentifier { out += "  type: \(t)\n" }
      case .other: break
      }
    } else {
      out += "  no match\n"
    }
    if let e = a.explanation {
      out += "  candidates:\n"
      for (i, r) in asset.renditions.enumerated() {
        out += "    [\(i)] \(Self.slotText(r.slot))\(r.file.map { "  \($0)" } ?? ""): \(e.fates[i])\n"
      }
    }
    return out
  }

  static func slotText(_ t: TraitCollection) -> String {
    var parts = ["idiom=\(t.idiom?.rawValue ?? "universal")"]
    for axis in TraitAxis.allCases where axis != .idiom {
      if let v = t.value(of: axis) { parts.append("\(axis.key)=\(v)") }
    }
    return parts.joined(separator: ",")
  }

  static func sizeText(_ s: Size) -> String { "\(JSONOutput.format(s.width))×\(JSONOutput.format(s.height))" }

  static func insetsText(_ e: EdgeInsets) -> String {
    "top \(JSONOutput.format(e.top)), left \(JSONOutput.format(e.left)), "
      + "bottom \(JSONOutput.format(e.bottom)), right \(JSONOutput.format(e.right))"
  }
}
