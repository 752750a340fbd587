import AssetCatCore

/// One entry of an asset's list while it is read: its slot and rendition so far, and what keeps
/// it out of resolution.
struct EntryDraft {
  var slot = TraitCollection()
  var rendition: Rendition
  var filename: FileEntry?
  /// `unassigned: true`: read (its file counts as assigned), not resolved.
  var unassigned = false
  /// `false` after a bad value: the entry is dropped (its file still counts as assigned).
  var valid = true
  var hasColor = false

  init(order: Int) {
    rendition = Rendition(slot: TraitCollection(), order: order)
  }
}

/// The entries of an asset's Contents.json: their slots (SPEC §2 keys), files, and AC012/AC013.
extension ContentsParser {
  mutating func parseEntry(
    _ em: [JSONNode.Member], node: JSONNode, kind: AssetKind, index: Int, slotKeys: inout [String: Int],
    into out: inout ParsedContents
  ) {
    let known = ContentsSchema.entryKeys(kind)
    var entry = EntryDraft(order: index)
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
      if !readSlotKey(m, into: &entry, kind: kind, localizable: out.properties.localizable) {
        readRenditionKey(m, into: &entry)
      }
    }
    entry.rendition.slot = entry.slot
    finishEntry(entry, node: node, kind: kind, index: index, slotKeys: &slotKeys, into: &out)
  }

  /// A key of the entry's slot (SPEC §2); `false` when `m` is not one.
  private mutating func readSlotKey(_ m: JSONNode.Member, into e: inout EntryDraft, kind: AssetKind, localizable: Bool)
    -> Bool
  {
    switch m.key {
    case "idiom":
      guard let s = string(m) else { return e.invalidate() }
      if s.lowercased() != "universal" {
        let expected =
          "universal, iphone, ipad, mac, tv, watch, car, vision, ios-marketing, watch-marketing or tv-marketing"
        e.slot.idiom = slotValue(m, s, &e, expected: expected, Idiom.init(parsing:)) ?? e.slot.idiom
      }
    case "subtype":
      guard let s = string(m) else { return e.invalidate() }
      if s.isEmpty {
        invalid(m, s, expected: "a non-empty name")
        e.valid = false
      } else {
        e.slot.subtype = s
      }
    case "screen-width":
      e.slot.screenWidth =
        stringSlotValue(
          m, &e, expected: "a condition on the screen width in points, such as <=145 or >161", Self.parseScreenWidth)
        ?? e.slot.screenWidth
    case "scale":
      e.slot.scale = stringSlotValue(m, &e, expected: "1x, 2x or 3x", Self.parseScale) ?? e.slot.scale
    case "width-class":
      e.slot.width = stringSlotValue(m, &e, expected: "compact or regular", SizeClass.init(parsing:)) ?? e.slot.width
    case "height-class":
      e.slot.height = stringSlotValue(m, &e, expected: "compact or regular", SizeClass.init(parsing:)) ?? e.slot.height
    case "appearances":
      readAppearances(m, into: &e)
    case "display-gamut":
      e.slot.gamut = stringSlotValue(m, &e, expected: "sRGB or display-P3", DisplayGamut.init(parsing:)) ?? e.slot.gamut
    case "language-direction":
      e.slot.direction =
        stringSlotValue(m, &e, expected: "left-to-right or right-to-left", LayoutDirection.init(parsing:))
        ?? e.slot.direction
    case "locale":
      readLocale(m, into: &e, kind: kind, localizable: localizable)
    case "memory":
      e.slot.memory = stringSlotValue(m, &e, expected: "1GB, 2GB, … 8GB", MemoryClass.parse) ?? e.slot.memory
    case "graphics-feature-set":
      let expected = GraphicsFeatureSet.allCases.map(\.rawValue).joined(separator: ", ")
      e.slot.graphics = stringSlotValue(m, &e, expected: expected, GraphicsFeatureSet.init(parsing:)) ?? e.slot.graphics
    default:
      return false
    }
    return true
  }

  /// A slot key's string parsed by `parse`; AC001 or AC003 (and the entry dropped) when it is not one.
  private mutating func stringSlotValue<T>(
    _ m: JSONNode.Member, _ e: inout EntryDraft, expected: String, _ parse: (String) -> T?
  ) -> T? {
    guard let s = string(m) else { return e.invalidate(nil) }
    return slotValue(m, s, &e, expected: expected, parse)
  }

  private mutating func slotValue<T>(
    _ m: JSONNode.Member, _ s: String, _ e: inout EntryDraft, expected: String, _ parse: (String) -> T?
  ) -> T? {
    if let v = parse(s) { return v }
    invalid(m, s, expected: expected)
    return e.invalidate(nil)
  }

  /// Contents.json's `screen-width` is a condition (`<=145`, `>161`), never a bare width.
  static func parseScreenWidth(_ s: String) -> ScreenWidth? {
    switch ScreenWidth(parsing: s) {
    case .points?, nil: nil
    case let w?: w
    }
  }

  private mutating func readLocale(_ m: JSONNode.Member, into e: inout EntryDraft, kind: AssetKind, localizable: Bool) {
    guard let s = string(m) else {
      e.valid = false
      return
    }
    e.slot.locale =
      slotValue(m, s, &e, expected: "a BCP-47 tag such as en, fr-CA, es-419", LocaleTag.normalize) ?? e.slot.locale
    if !localizable && kind == .image {
      report(
        .AC061,
        "entry for locale '\(s)' in an image set that is not localizable; Xcode ignores it unless the image "
          + "set is localized (set \"localizable\": true in 'properties')",
        line: m.keyLine, column: m.keyColumn)
    }
  }

  /// The keys that are not the slot: the file, what keeps the entry out, slicing, icon and data
  /// details, the color.
  private mutating func readRenditionKey(_ m: JSONNode.Member, into e: inout EntryDraft) {
    switch m.key {
    case "filename":
      guard let s = string(m) else {
        e.valid = false
        return
      }
      if s.isEmpty {
        invalid(m, s, expected: "a file name")
        e.valid = false
      } else {
        e.filename = FileEntry(filename: s, line: m.value.line, column: m.value.column)
      }
    case "unassigned": e.unassigned = bool(m) ?? false
    case "resizing": e.rendition.resizing = parseResizing(m)
    case "alignment-insets": e.rendition.alignmentInsets = parseInsets(m)
    case "size":
      guard let s = string(m) else { return }
      if Size(iconSize: s) == nil { invalid(m, s, expected: "WIDTHxHEIGHT in points, such as 60x60 or 83.5x83.5") }
      e.rendition.iconSize = s
    case "role": e.rendition.iconRole = string(m)
    case "platform": e.rendition.iconPlatform = string(m)
    case "matching-style": _ = string(m)
    case "universal-type-identifier": e.rendition.typeIdentifier = string(m)
    case "color":
      e.hasColor = true
      if let c = parseColor(m) { e.rendition.color = c } else { e.valid = false }
    default:
      break
    }
  }

  /// Adds a read entry to `out`: dropped (its file still assigned), an empty slot (AC013), or a
  /// rendition (AC012 when an earlier entry has the same slot).
  private mutating func finishEntry(
    _ e: EntryDraft, node: JSONNode, kind: AssetKind, index: Int, slotKeys: inout [String: Int],
    into out: inout ParsedContents
  ) {
    var rendition = e.rendition
    let slotText = e.slot.textForm.isEmpty ? "any" : e.slot.textForm
    if e.unassigned || !e.valid {
      if var f = e.filename {
        f.rendition = nil
        out.files.append(f)
      }
      return
    }
    if kind == .color ? !e.hasColor : e.filename == nil {
      let thing = kind == .color ? "color" : "file"
      report(
        .AC013,
        "entry \(index + 1) (\(slotText)) has no \(thing); it is an empty slot that Xcode skips; "
          + "add \(kind == .color ? "a color" : "a file") or remove the entry",
        line: node.line, column: node.column)
      return
    }
    let identity = [e.slot.textForm, rendition.iconSize ?? "", rendition.iconRole ?? "", rendition.iconPlatform ?? ""]
      .joined(separator: "|")
    if let first = slotKeys[identity] {
      report(
        .AC012,
        "entry \(index + 1) has the same slot (\(slotText)) as the entry on line \(first); "
          + "only the first can ever be chosen; change a trait of one or remove it",
        line: node.line, column: node.column)
    } else {
      slotKeys[identity] = node.line
    }
    if var f = e.filename {
      f.rendition = out.renditions.count
      out.files.append(f)
      rendition.file = f.filename  // made catalog-relative by the reader
    }
    out.renditions.append(rendition)
    out.renditionLines.append(node.line)
  }

  /// `appearances`: luminosity (light, dark, or an iOS 18 app icon's tinted) and contrast of the slot.
  private mutating func readAppearances(_ m: JSONNode.Member, into e: inout EntryDraft) {
    guard let list = m.value.elements else {
      wrongType(m, expected: "an array of {\"appearance\", \"value\"} objects")
      e.valid = false
      return
    }
    for a in list {
      if !parseAppearance(a, slot: &e.slot) { e.valid = false }
    }
  }

  private mutating func parseAppearance(_ a: JSONNode, slot: inout TraitCollection) -> Bool {
    guard let am = a.members else {
      report(
        .AC001, "each appearance must be an object {\"appearance\": …, \"value\": …}, not \(a.typeName)", line: a.line,
        column: a.column)
      return false
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
      return false
    }
    guard let kind = string(km), let value = string(vm) else { return false }
    switch kind {
    case "luminosity":
      if value == "any" { return true }
      guard let v = UserInterfaceStyle(parsing: value) else {
        invalid(vm, value, expected: "light, dark or tinted")
        return false
      }
      slot.style = v
    case "contrast":
      if value == "any" { return true }
      guard let v = Contrast(parsing: value) else {
        invalid(vm, value, expected: "high")
        return false
      }
      slot.contrast = v
    default:
      invalid(km, kind, expected: "luminosity or contrast")
      return false
    }
    return true
  }
}

extension EntryDraft {
  /// Marks the entry unusable; returns `value` (for `return e.invalidate(nil)` in a parser).
  mutating func invalidate<T>(_ value: T) -> T {
    valid = false
    return value
  }

  /// Marks the entry unusable; `true`: the key was handled.
  mutating func invalidate() -> Bool {
    valid = false
    return true
  }
}
