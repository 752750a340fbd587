import AssetCatCore
import Foundation

/// One entry of an asset's Contents.json that names a file, before the file is looked at.
struct FileEntry {
  var filename: String
  /// 1-based line of the `filename` value.
  var line: Int
  var column: Int
  /// Index into `ParsedContents.renditions`, or `nil` for an entry kept out of resolution
  /// (`unassigned`, a tinted icon).
  var rendition: Int?
}

/// What an asset's Contents.json says, with the findings of reading it.
struct ParsedContents {
  var renditions: [Rendition] = []
  var renditionLines: [Int?] = []
  var properties = AssetProperties()
  var files: [FileEntry] = []
  /// `provides-namespace` of a group or sprite atlas.
  var providesNamespace = false
}

/// Reads one Contents.json tree (SPEC §2 keys) into renditions, reporting AC001, AC002, AC003,
/// AC012, AC013, AC060 and AC061 with the line of the key or value at fault.
struct ContentsParser {
  let path: String
  let asset: String?
  var diagnostics: [Diagnostic] = []

  init(path: String, asset: String?) {
    self.path = path
    self.asset = asset
  }

  // MARK: Reporting

  mutating func report(_ code: DiagnosticCode, _ message: String, line: Int?, column: Int? = nil, severity: Severity? = nil) {
    diagnostics.append(Diagnostic(code, severity: severity, message, path: path, line: line, column: column, asset: asset))
  }

  mutating func unknownKey(_ m: JSONNode.Member, in place: String, known: Set<String>) {
    report(
      .AC002,
      "unknown key '\(m.key)' in \(place); Xcode ignores it (known keys: \(known.sorted().joined(separator: ", "))); remove it or fix its spelling",
      line: m.keyLine, column: m.keyColumn)
  }

  mutating func wrongType(_ m: JSONNode.Member, expected: String) {
    report(
      .AC001, "'\(m.key)' must be \(expected), not \(m.value.typeName); write it as Xcode does",
      line: m.value.line, column: m.value.column)
  }

  mutating func invalid(_ m: JSONNode.Member, _ text: String, expected: String) {
    report(
      .AC003, "invalid value '\(text)' for '\(m.key)' (expected \(expected)); fix the value or remove the key",
      line: m.value.line, column: m.value.column)
  }

  mutating func string(_ m: JSONNode.Member) -> String? {
    if let s = m.value.string { return s }
    wrongType(m, expected: "a string")
    return nil
  }

  mutating func bool(_ m: JSONNode.Member) -> Bool? {
    if let b = m.value.bool { return b }
    // Xcode reads "true"/"false" strings too; accept them quietly.
    if let s = m.value.string, s == "true" || s == "false" { return s == "true" }
    wrongType(m, expected: "true or false")
    return nil
  }

  mutating func number(_ m: JSONNode.Member) -> Double? {
    if let n = m.value.number { return n }
    if let s = m.value.string, let n = Double(s), n.isFinite { return n }
    wrongType(m, expected: "a number")
    return nil
  }

  // MARK: Top level

  /// Checks `info` and the top-level keys; `extra` are the kind's own top-level keys.
  mutating func checkTopLevel(_ root: JSONNode, extra: Set<String>) -> [JSONNode.Member]? {
    guard let members = root.members else {
      report(.AC001, "Contents.json must hold a JSON object, not \(root.typeName); restore the file Xcode wrote", line: root.line, column: root.column)
      return nil
    }
    let known = ContentsSchema.topLevelKeys.union(extra)
    var seen = Set<String>()
    for m in members {
      if !seen.insert(m.key).inserted {
        report(.AC001, "key '\(m.key)' appears twice; keep one", line: m.keyLine, column: m.keyColumn)
      }
      if !known.contains(m.key) { unknownKey(m, in: "Contents.json", known: known) }
      if m.key == "info" {
        guard let info = m.value.members else {
          wrongType(m, expected: "an object")
          continue
        }
        for im in info where !ContentsSchema.infoKeys.contains(im.key) {
          unknownKey(im, in: "'info'", known: ContentsSchema.infoKeys)
        }
      }
    }
    return members
  }

  /// Reads `properties`.
  mutating func readProperties(_ members: [JSONNode.Member], into out: inout ParsedContents) {
    guard let pm = members.first(where: { $0.key == "properties" }) else { return }
    guard let props = pm.value.members else { return wrongType(pm, expected: "an object") }
    for m in props {
      switch m.key {
      case "template-rendering-intent":
        guard let s = string(m) else { continue }
        if s == "template" || s == "original" {
          out.properties.templateRenderingIntent = s
        } else if s != "automatic" && s != "default" {
          invalid(m, s, expected: "template or original")
        }
      case "preserves-vector-representation":
        if let b = bool(m) { out.properties.preservesVectorRepresentation = b }
      case "compression-type":
        if let s = string(m) { out.properties.compressionType = s }
      case "localizable":
        if let b = bool(m) { out.properties.localizable = b }
      case "on-demand-resource-tags":
        guard let tags = m.value.elements else {
          wrongType(m, expected: "an array of strings")
          continue
        }
        for t in tags {
          if let s = t.string { out.properties.onDemandResourceTags.append(s) } else {
            report(.AC001, "'on-demand-resource-tags' must hold strings, not \(t.typeName)", line: t.line, column: t.column)
          }
        }
      case "auto-scaling":
        if let s = string(m) { out.properties.autoScaling = s }
      case "provides-namespace":
        if let b = bool(m) { out.providesNamespace = b }
      case "pre-rendered":
        _ = bool(m)
      case "symbol-rendering-intent", "content-type":
        _ = string(m)
      case "content-reference":
        if m.value.members == nil { wrongType(m, expected: "an object") }
      default:
        unknownKey(m, in: "'properties'", known: ContentsSchema.propertyKeys)
      }
    }
  }

  // MARK: Groups

  /// A group's or the catalog's Contents.json: `info` and `properties` only.
  mutating func parseGroup(_ root: JSONNode) -> ParsedContents {
    var out = ParsedContents()
    guard let members = checkTopLevel(root, extra: []) else { return out }
    readProperties(members, into: &out)
    return out
  }

  // MARK: Assets

  /// An asset's Contents.json.
  mutating func parseAsset(_ root: JSONNode, kind: AssetKind) -> ParsedContents {
    var out = ParsedContents()
    let listKey = ContentsSchema.entriesKey(kind)
    guard let members = checkTopLevel(root, extra: [listKey]) else { return out }
    readProperties(members, into: &out)
    guard let list = members.first(where: { $0.key == listKey }) else { return out }
    guard let entries = list.value.elements else {
      wrongType(list, expected: "an array of entries")
      return out
    }
    var slotKeys: [String: Int] = [:]  // slot identity → line of the first entry
    for (n, entry) in entries.enumerated() {
      guard let em = entry.members else {
        report(.AC001, "each entry of '\(listKey)' must be an object, not \(entry.typeName)", line: entry.line, column: entry.column)
        continue
      }
      parseEntry(em, node: entry, kind: kind, index: n, slotKeys: &slotKeys, into: &out)
    }
    return out
  }

  private mutating func parseEntry(
    _ em: [JSONNode.Member], node: JSONNode, kind: AssetKind, index: Int, slotKeys: inout [String: Int],
    into out: inout ParsedContents
  ) {
    let known = ContentsSchema.entryKeys(kind)
    var slot = TraitCollection()
    var rendition = Rendition(slot: slot, order: index)
    var filename: FileEntry?
    var unassigned = false
    var tinted = false
    var valid = true
    var hasColor = false
    var seen = Set<String>()

    for m in em {
      if !seen.insert(m.key).inserted {
        report(.AC001, "key '\(m.key)' appears twice in one entry; keep one", line: m.keyLine, column: m.keyColumn)
        continue
      }
      guard known.contains(m.key) else {
        unknownKey(m, in: "an entry", known: known)
        continue
      }
      switch m.key {
      case "idiom":
        guard let s = string(m) else { valid = false; continue }
        if s.lowercased() == "universal" { continue }
        if let v = Idiom(parsing: s) { slot.idiom = v } else {
          invalid(m, s, expected: "universal, iphone, ipad, mac, tv, watch, car, vision or ios-marketing")
          valid = false
        }
      case "subtype", "screen-width":
        guard let s = string(m) else { valid = false; continue }
        if s.isEmpty {
          invalid(m, s, expected: "a non-empty name")
          valid = false
        } else if slot.subtype == nil || m.key == "subtype" {
          slot.subtype = s
        }
      case "scale":
        guard let s = string(m) else { valid = false; continue }
        if let v = Self.parseScale(s) { slot.scale = v } else {
          invalid(m, s, expected: "1x, 2x or 3x")
          valid = false
        }
      case "width-class", "height-class":
        guard let s = string(m) else { valid = false; continue }
        guard let v = SizeClass(parsing: s) else {
          invalid(m, s, expected: "compact or regular")
          valid = false
          continue
        }
        if m.key == "width-class" { slot.width = v } else { slot.height = v }
      case "appearances":
        guard let list = m.value.elements else {
          wrongType(m, expected: "an array of {\"appearance\", \"value\"} objects")
          valid = false
          continue
        }
        for a in list {
          switch parseAppearance(a, slot: &slot) {
          case .ok: break
          case .tinted: tinted = true
          case .bad: valid = false
          }
        }
      case "display-gamut":
        guard let s = string(m) else { valid = false; continue }
        if let v = DisplayGamut(parsing: s) { slot.gamut = v } else {
          invalid(m, s, expected: "sRGB or display-P3")
          valid = false
        }
      case "language-direction":
        guard let s = string(m) else { valid = false; continue }
        if let v = LayoutDirection(parsing: s) { slot.direction = v } else {
          invalid(m, s, expected: "left-to-right or right-to-left")
          valid = false
        }
      case "locale":
        guard let s = string(m) else { valid = false; continue }
        if let v = LocaleTag.normalize(s) { slot.locale = v } else {
          invalid(m, s, expected: "a BCP-47 tag such as en, fr-CA, es-419")
          valid = false
        }
        if !out.properties.localizable && kind == .image {
          report(
            .AC061,
            "entry for locale '\(s)' in an image set that is not localizable; Xcode ignores it unless the image set is localized (set \"localizable\": true in 'properties')",
            line: m.keyLine, column: m.keyColumn)
        }
      case "memory":
        guard let s = string(m) else { valid = false; continue }
        if let v = MemoryClass.parse(s) { slot.memory = v } else {
          invalid(m, s, expected: "1GB, 2GB, … 8GB")
          valid = false
        }
      case "graphics-feature-set":
        guard let s = string(m) else { valid = false; continue }
        if let v = GraphicsFeatureSet(parsing: s) { slot.graphics = v } else {
          invalid(m, s, expected: GraphicsFeatureSet.allCases.map(\.rawValue).joined(separator: ", "))
          valid = false
        }
      case "filename":
        guard let s = string(m) else { valid = false; continue }
        if s.isEmpty {
          invalid(m, s, expected: "a file name")
          valid = false
        } else {
          filename = FileEntry(filename: s, line: m.value.line, column: m.value.column)
        }
      case "unassigned":
        unassigned = bool(m) ?? false
      case "resizing":
        rendition.resizing = parseResizing(m)
      case "alignment-insets":
        rendition.alignmentInsets = parseInsets(m)
      case "size":
        guard let s = string(m) else { continue }
        if Self.parseIconSize(s) == nil { invalid(m, s, expected: "WIDTHxHEIGHT in points, such as 60x60 or 83.5x83.5") }
        rendition.iconSize = s
      case "role":
        rendition.iconRole = string(m)
      case "platform":
        rendition.iconPlatform = string(m)
      case "matching-style":
        _ = string(m)
      case "universal-type-identifier":
        rendition.typeIdentifier = string(m)
      case "color":
        hasColor = true
        if let c = parseColor(m) { rendition.color = c } else { valid = false }
      default:
        break
      }
    }

    rendition.slot = slot
    let entryLine = node.line
    if unassigned || tinted || !valid {
      if var f = filename {
        f.rendition = nil
        out.files.append(f)
      }
      return
    }
    let isEmpty = kind == .color ? !hasColor : filename == nil
    if isEmpty {
      report(
        .AC013,
        "entry \(index + 1) (\(slot.textForm.isEmpty ? "any" : slot.textForm)) has no \(kind == .color ? "color" : "file"); it is an empty slot that Xcode skips; add \(kind == .color ? "a color" : "a file") or remove the entry",
        line: entryLine, column: node.column)
      return
    }
    // AC012: the same slot twice.
    let identity = [
      slot.textForm, rendition.iconSize ?? "", rendition.iconRole ?? "", rendition.iconPlatform ?? "",
    ].joined(separator: "|")
    if let first = slotKeys[identity] {
      report(
        .AC012,
        "entry \(index + 1) has the same slot (\(slot.textForm.isEmpty ? "any" : slot.textForm)) as the entry on line \(first); only the first can ever be chosen; change a trait of one or remove it",
        line: entryLine, column: node.column)
    } else {
      slotKeys[identity] = entryLine
    }
    if var f = filename {
      f.rendition = out.renditions.count
      out.files.append(f)
      rendition.file = f.filename  // made catalog-relative by the reader
    }
    out.renditions.append(rendition)
    out.renditionLines.append(entryLine)
  }

  enum AppearanceOutcome { case ok, tinted, bad }

  private mutating func parseAppearance(_ a: JSONNode, slot: inout TraitCollection) -> AppearanceOutcome {
    guard let am = a.members else {
      report(.AC001, "each appearance must be an object {\"appearance\": …, \"value\": …}, not \(a.typeName)", line: a.line, column: a.column)
      return .bad
    }
    var kindMember: JSONNode.Member?
    var valueMember: JSONNode.Member?
    for m in am {
      switch m.key {
      case "appearance": kindMember = m
      case "value": valueMember = m
      default: unknownKey(m, in: "an appearance", known: ["appearance", "value"])
      }
    }
    guard let km = kindMember, let vm = valueMember else {
      report(.AC001, "an appearance needs both \"appearance\" and \"value\"", line: a.line, column: a.column)
      return .bad
    }
    guard let kind = string(km), let value = string(vm) else { return .bad }
    switch kind {
    case "luminosity":
      if value == "tinted" { return .tinted }  // iOS 18 tinted app icons: not a light/dark slot
      if value == "any" { return .ok }
      guard let v = UserInterfaceStyle(parsing: value) else {
        invalid(vm, value, expected: "light, dark or tinted")
        return .bad
      }
      slot.style = v
    case "contrast":
      if value == "any" { return .ok }
      guard let v = Contrast(parsing: value) else {
        invalid(vm, value, expected: "high")
        return .bad
      }
      slot.contrast = v
    default:
      invalid(km, kind, expected: "luminosity or contrast")
      return .bad
    }
    return .ok
  }

  private mutating func parseInsets(_ m: JSONNode.Member) -> EdgeInsets? {
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

  private mutating func parseResizing(_ m: JSONNode.Member) -> Resizing? {
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
        if ["3-part-horizontal", "3-part-vertical", "9-part"].contains(s) { mode = s } else {
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
            if s == "tile" || s == "stretch" { centerMode = s } else { invalid(c, s, expected: "tile or stretch") }
          case "width":
            if let v = number(c) { center.width = v; hasCenterSize = true }
          case "height":
            if let v = number(c) { center.height = v; hasCenterSize = true }
          default: unknownKey(c, in: "'center'", known: ["mode", "width", "height"])
          }
        }
      case "cap-insets":
        caps = parseInsets(k) ?? .zero
      default:
        unknownKey(k, in: "'resizing'", known: ["mode", "center", "cap-insets"])
      }
    }
    guard let mode else {
      if !rm.contains(where: { $0.key == "mode" }) {
        report(.AC003, "'resizing' has no 'mode'; add 3-part-horizontal, 3-part-vertical or 9-part", line: m.keyLine, column: m.keyColumn)
      }
      return nil
    }
    return Resizing(mode: mode, centerMode: centerMode, centerSize: hasCenterSize ? center : nil, capInsets: caps)
  }

  // MARK: Colors

  private mutating func parseColor(_ m: JSONNode.Member) -> ColorValue? {
    guard let cm = m.value.members else {
      wrongType(m, expected: "an object with color-space and components")
      return nil
    }
    var space: JSONNode.Member?
    var comps: JSONNode.Member?
    var reference: String?
    var platform: String?
    for k in cm {
      switch k.key {
      case "color-space": space = k
      case "components": comps = k
      case "reference": reference = string(k)
      case "platform": platform = string(k)
      default: unknownKey(k, in: "'color'", known: ["color-space", "components", "platform", "reference"])
      }
    }
    if let reference {
      return ColorValue(colorSpace: nil, components: [], reference: reference, platform: platform)
    }
    guard let space, let spaceName = string(space) else {
      report(
        .AC060, "color has no 'color-space'; add one of \(Self.colorSpaceList) or a system color 'reference'",
        line: m.keyLine, column: m.keyColumn)
      return nil
    }
    let names: [String]
    if ContentsSchema.rgbColorSpaces.contains(spaceName) {
      names = ["red", "green", "blue", "alpha"]
    } else if ContentsSchema.grayColorSpaces.contains(spaceName) {
      names = ["white", "alpha"]
    } else {
      report(
        .AC060, "unknown color space '\(spaceName)'; use one of \(Self.colorSpaceList)",
        line: space.value.line, column: space.value.column)
      return nil
    }
    guard let comps, let list = comps.value.members else {
      report(.AC060, "color has no 'components' object; add \(names.joined(separator: ", "))", line: m.keyLine, column: m.keyColumn)
      return nil
    }
    let extended = ContentsSchema.isExtended(spaceName)
    var values: [String: Double] = [:]
    var ok = true
    for k in list {
      guard names.contains(k.key) else {
        report(
          .AC060, "component '\(k.key)' does not belong to color space '\(spaceName)' (expected \(names.joined(separator: ", ")))",
          line: k.keyLine, column: k.keyColumn)
        ok = false
        continue
      }
      guard let v = Self.parseComponent(k.value) else {
        report(
          .AC060,
          "invalid color component '\(k.key)': \(Self.describe(k.value)); write a number from 0 to 1 (\"0.500\"), 0 to 255 (\"128\") or hex (\"0x80\")",
          line: k.value.line, column: k.value.column)
        ok = false
        continue
      }
      if !extended && !(0...1).contains(v) {
        report(
          .AC060, "color component '\(k.key)' is \(v), outside 0…1 for color space '\(spaceName)'; use an extended color space or fix the value",
          line: k.value.line, column: k.value.column)
        ok = false
        continue
      }
      values[k.key] = v
    }
    for n in names where values[n] == nil && !list.contains(where: { $0.key == n }) {
      report(.AC060, "color is missing component '\(n)' for color space '\(spaceName)'", line: comps.keyLine, column: comps.keyColumn)
      ok = false
    }
    guard ok else { return nil }
    return ColorValue(
      colorSpace: spaceName, components: names.map { ColorComponent(name: $0, value: values[$0]!) }, platform: platform)
  }

  static let colorSpaceList = "srgb, display-p3, extended-srgb, extended-linear-srgb, gray-gamma-22, extended-gray"

  private static func describe(_ n: JSONNode) -> String {
    switch n.value {
    case .string(let s): "'\(s)'"
    case .number(_, let t): t
    default: n.typeName
    }
  }

  /// A component as Xcode writes it: `"0.500"` (0…1), `"128"` (0…255), `"0x80"` (hex 0…255), or a
  /// JSON number (0…1, or 0…255 when an integer above 1).
  static func parseComponent(_ n: JSONNode) -> Double? {
    switch n.value {
    case .number(let d, let text):
      if !text.contains(".") && !text.contains("e") && !text.contains("E") && d > 1 {
        return d <= 255 ? d / 255 : nil
      }
      return d
    case .string(let raw):
      let s = raw.trimmingCharacters(in: .whitespaces)
      if s.lowercased().hasPrefix("0x") {
        guard let v = Int(s.dropFirst(2), radix: 16), (0...255).contains(v), s.count > 2 else { return nil }
        return Double(v) / 255
      }
      if s.contains(".") || s.contains("e") || s.contains("E") {
        guard let d = Double(s), d.isFinite else { return nil }
        return d
      }
      guard let v = Int(s), (0...255).contains(v) else { return nil }
      return Double(v) / 255
    default:
      return nil
    }
  }

  static func parseScale(_ s: String) -> Int? {
    let t = s.lowercased()
    guard t.hasSuffix("x"), let v = Int(t.dropLast()), (1...3).contains(v) else { return nil }
    return v
  }

  /// `60x60`, `83.5x83.5` → points.
  static func parseIconSize(_ s: String) -> Size? {
    let parts = s.split(separator: "x")
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0 else { return nil }
    return Size(width: w, height: h)
  }
}
