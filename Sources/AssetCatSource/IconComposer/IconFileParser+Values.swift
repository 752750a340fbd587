import AssetCatCore

/// The value readers of `IconFileParser`.
extension IconFileParser {
  func error(_ node: JSONNode, _ path: String, _ message: String) -> IconFileError {
    IconFileError(path: path, line: node.line, message: message)
  }

  func array(_ node: JSONNode?, _ path: String) throws(IconFileError) -> [JSONNode]? {
    guard let node else { return nil }
    guard let a = node.elements else { throw error(node, path, "is not a list") }
    return a
  }

  func string(_ node: JSONNode, _ path: String) throws(IconFileError) -> String {
    guard let s = node.string else { throw error(node, path, "is not a string") }
    return s
  }

  func strings(_ node: JSONNode, _ path: String, what: String) throws(IconFileError) -> [String] {
    guard let list = node.elements, list.allSatisfy({ $0.string != nil }) else {
      throw error(node, path, "is not \(what)")
    }
    return list.compactMap(\.string)
  }

  func bool(_ node: JSONNode, _ path: String) throws(IconFileError) -> Bool {
    guard let b = node.bool else { throw error(node, path, "is not true or false") }
    return b
  }

  func number(_ node: JSONNode, _ path: String) throws(IconFileError) -> Double {
    guard let n = node.number, n.isFinite else { throw error(node, path, "is not a number") }
    return n
  }

  /// A number from 0 to 1 (opacities, translucency, blur).
  func unitNumber(_ node: JSONNode, _ path: String) throws(IconFileError) -> Double {
    let n = try number(node, path)
    guard (0...1).contains(n) else { throw error(node, path, "is \(n), not between 0 and 1") }
    return n
  }

  func color(_ node: JSONNode, _ path: String) throws(IconFileError) -> IconFileColor {
    switch IconFileColor.parse(try string(node, path)) {
    case .success(let c): return c
    case .failure(let problem): throw error(node, path, problem.description)
    }
  }

  func fill(_ node: JSONNode, _ path: String) throws(IconFileError) -> IconFileFill {
    if let word = node.string {
      switch word {
      case "automatic": return .automatic
      case "none": return IconFileFill.none
      case "system-light": return .systemLight
      case "system-dark": return .systemDark
      default: throw error(node, path, "is '\(word)', not automatic, none, system-light or system-dark")
      }
    }
    guard node.members != nil else { throw error(node, path, "is not a fill (a word or an object)") }
    if let c = node["solid"] { return .solid(try color(c, path + ".solid")) }
    if let c = node["automatic-gradient"] { return .automaticGradient(try color(c, path + ".automatic-gradient")) }
    guard let list = node["linear-gradient"] else {
      throw error(node, path, "has none of solid, automatic-gradient, linear-gradient")
    }
    guard let items = list.elements, items.count >= 2 else {
      throw error(list, path + ".linear-gradient", "is not a list of two or more colours")
    }
    var colors: [IconFileColor] = []
    for (i, c) in items.enumerated() { colors.append(try color(c, path + ".linear-gradient[\(i)]")) }
    let orientation = node["orientation"]
    let start = try orientation?["start"].map { (n) throws(IconFileError) in try point(n, path + ".orientation.start") }
    let stop = try orientation?["stop"].map { (n) throws(IconFileError) in try point(n, path + ".orientation.stop") }
    return .linearGradient(colors, start: start, stop: stop)
  }

  func point(_ node: JSONNode, _ path: String) throws(IconFileError) -> IconFilePoint {
    guard let x = node["x"], let y = node["y"] else { throw error(node, path, "is not {x, y}") }
    return IconFilePoint(x: try number(x, path + ".x"), y: try number(y, path + ".y"))
  }

  func position(_ node: JSONNode, _ path: String) throws(IconFileError) -> IconFilePosition {
    guard node.members != nil else { throw error(node, path, "is not an object") }
    var p = IconFilePosition()
    if let s = node["scale"] {
      p.scale = try number(s, path + ".scale")
      guard p.scale > 0 else { throw error(s, path + ".scale", "is \(p.scale), not above 0") }
    }
    if let t = node["translation-in-points"] {
      guard let xy = t.elements, xy.count == 2 else { throw error(t, path + ".translation-in-points", "is not [x, y]") }
      p.x = try number(xy[0], path + ".translation-in-points[0]")
      p.y = try number(xy[1], path + ".translation-in-points[1]")
    }
    return p
  }

  func shadow(_ node: JSONNode, _ path: String) throws(IconFileError) -> IconFileShadow {
    guard node.members != nil, let k = node["kind"] else { throw error(node, path, "is not {kind, opacity}") }
    let word = try string(k, path + ".kind")
    guard let kind = IconFileShadow.Kind(rawValue: word) else {
      throw error(k, path + ".kind", "is '\(word)', not neutral, layer-color or none")
    }
    let opacity = try node["opacity"].map { (n) throws(IconFileError) in try unitNumber(n, path + ".opacity") } ?? 0.5
    return IconFileShadow(kind: kind, opacity: opacity)
  }

  func translucency(_ node: JSONNode, _ path: String) throws(IconFileError) -> IconFileTranslucency {
    guard node.members != nil else { throw error(node, path, "is not {enabled, value}") }
    let enabled = try node["enabled"].map { (n) throws(IconFileError) in try bool(n, path + ".enabled") } ?? true
    let value = try node["value"].map { (n) throws(IconFileError) in try unitNumber(n, path + ".value") } ?? 0.5
    return IconFileTranslucency(enabled: enabled, value: value)
  }
}

extension JSONNode {
  /// JSON's `null`.
  var isNull: Bool {
    if case .null = value { return true }
    return false
  }
}
