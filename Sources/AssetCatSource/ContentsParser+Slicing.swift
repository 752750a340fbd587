import AssetCatCore

/// `resizing` and `alignment-insets` of an image entry.
extension ContentsParser {
  mutating func parseInsets(_ m: JSONNode.Member) -> EdgeInsets? {
    guard let im = m.value.members else {
      wrongType(m, expected: "an object with top, left, bottom, right")
      return nil
    }
    var e = EdgeInsets.zero
    for k in im {
      guard let v = number(k) else { continue }
      switch k.key {
      case "top": e.top = v
      case "left": e.left = v
      case "bottom": e.bottom = v
      case "right": e.right = v
      default: unknownKey(k, in: "'\(m.key)'", known: ["top", "left", "bottom", "right"])
      }
    }
    return e
  }

  mutating func parseResizing(_ m: JSONNode.Member) -> Resizing? {
    guard let rm = m.value.members else {
      wrongType(m, expected: "an object")
      return nil
    }
    var mode: String?
    var centerMode: String?
    var center = Size(width: 0, height: 0)
    var hasCenterSize = false
    var caps = EdgeInsets.zero
    for k in rm {
      switch k.key {
      case "mode":
        guard let s = string(k) else { continue }
        if ["3-part-horizontal", "3-part-vertical", "9-part"].contains(s) {
          mode = s
        } else {
          invalid(k, s, expected: "3-part-horizontal, 3-part-vertical or 9-part")
        }
      case "center":
        guard let cm = k.value.members else {
          wrongType(k, expected: "an object")
          continue
        }
        for c in cm {
          switch c.key {
          case "mode":
            guard let s = string(c) else { continue }
            // Xcode 5 and 6 wrote `fill` for what is now `stretch`.
            if s == "tile" || s == "stretch" || s == "fill" {
              centerMode = s == "fill" ? "stretch" : s
            } else {
              invalid(c, s, expected: "tile or stretch")
            }
          case "width":
            if let v = number(c) {
              center.width = v
              hasCenterSize = true
            }
          case "height":
            if let v = number(c) {
              center.height = v
              hasCenterSize = true
            }
          default: unknownKey(c, in: "'center'", known: ["mode", "width", "height"])
          }
        }
      case "cap-insets", "capInsets":  // the second as Xcode 5 and 6 wrote it
        caps = parseInsets(k) ?? .zero
      default:
        unknownKey(k, in: "'resizing'", known: ["mode", "center", "cap-insets"])
      }
    }
    guard let mode else {
      if !rm.contains(where: { $0.key == "mode" }) {
        report(
          .AC003, "'resizing' has no 'mode'; add 3-part-horizontal, 3-part-vertical or 9-part", line: m.keyLine,
          column: m.keyColumn)
      }
      return nil
    }
    return Resizing(mode: mode, centerMode: centerMode, centerSize: hasCenterSize ? center : nil, capInsets: caps)
  }
}
