import AssetCatCore

/// Reads `icon.json` into an `IconFile`, naming the first thing that is malformed: a value of
/// the wrong type, an unknown fill, shadow kind or appearance, a colour that does not parse, a
/// layer without a picture. Keys it does not know are left alone (Icon Composer adds some).
struct IconFileParser {
  typealias Read<T> = (JSONNode, String) throws(IconFileError) -> T

  func document(_ root: JSONNode) throws(IconFileError) -> IconFile {
    guard root.members != nil else { throw IconFileError(path: "", line: root.line, message: "is not a JSON object") }
    var file = IconFile()
    file.fill = try specialized(root, "fill", "", read: fill)
    let groups = try array(root["groups"], "groups") ?? []
    for (i, g) in groups.enumerated() { file.groups.append(try group(g, "groups[\(i)]")) }
    if let platforms = root["supported-platforms"] { try readPlatforms(platforms, into: &file) }
    if let space = root["color-space-for-untagged-svg-colors"] {
      file.untaggedSVGColorSpace = try string(space, "color-space-for-untagged-svg-colors")
    }
    return file
  }

  func readPlatforms(_ node: JSONNode, into file: inout IconFile) throws(IconFileError) {
    let path = "supported-platforms"
    guard node.members != nil else { throw error(node, path, "is not an object") }
    if let squares = node["squares"] {
      if squares.string == "shared" {
        file.sharedSquares = true
      } else {
        file.squares = try strings(squares, path + ".squares", what: "\"shared\" or a list of platform names")
      }
    }
    if let circles = node["circles"] {
      file.circles = try strings(circles, path + ".circles", what: "a list of platform names")
    }
  }

  func group(_ node: JSONNode, _ path: String) throws(IconFileError) -> IconFileGroup {
    guard node.members != nil else { throw error(node, path, "is not an object") }
    let layerNodes = try array(node["layers"], path + ".layers") ?? []
    var layers: [IconFileLayer] = []
    for (i, l) in layerNodes.enumerated() { layers.append(try layer(l, path + ".layers[\(i)]")) }
    var g = IconFileGroup(
      name: try node["name"].map { (n) throws(IconFileError) in try string(n, path + ".name") }, layers: layers)
    g.hidden = try specialized(node, "hidden", path, read: bool)
    g.opacity = try specialized(node, "opacity", path, read: unitNumber)
    g.blendMode = try specialized(node, "blend-mode", path, read: string)
    g.position = try specialized(node, "position", path, read: position)
    g.shadow = try specialized(node, "shadow", path, read: shadow)
    g.translucency = try specialized(node, "translucency", path, read: translucency)
    g.specular = try specialized(node, "specular", path, read: bool)
    g.blurMaterial = try specialized(node, "blur-material", path) { (n, p) throws(IconFileError) in
      n.isNull ? 0 : try unitNumber(n, p)
    }
    g.lighting = try specialized(node, "lighting", path) { (n, p) throws(IconFileError) in
      let word = try string(n, p)
      guard ["individual", "combined"].contains(word) else {
        throw error(n, p, "is '\(word)', not individual or combined")
      }
      return word
    }
    return g
  }

  func layer(_ node: JSONNode, _ path: String) throws(IconFileError) -> IconFileLayer {
    guard node.members != nil else { throw error(node, path, "is not an object") }
    let images = try specialized(node, "image-name", path, read: string)
    guard images.base != nil || !images.byAppearance.isEmpty else { throw error(node, path, "has no image-name") }
    let name = try node["name"].map { (n) throws(IconFileError) in try string(n, path + ".name") } ?? images.base ?? ""
    var l = IconFileLayer(name: name, imageName: images)
    l.hidden = try specialized(node, "hidden", path, read: bool)
    l.glass = try specialized(node, "glass", path, read: bool)
    l.fill = try specialized(node, "fill", path, read: fill)
    l.opacity = try specialized(node, "opacity", path, read: unitNumber)
    l.blendMode = try specialized(node, "blend-mode", path, read: string)
    l.position = try specialized(node, "position", path, read: position)
    return l
  }

  /// `key` of `node` and its `key-specializations` list (entries `{appearance?, idiom?, value}`).
  func specialized<T>(_ node: JSONNode, _ key: String, _ path: String, read: Read<T>) throws(IconFileError)
    -> IconFileSpecialized<T>
  {
    let prefix = path.isEmpty ? "" : path + "."
    var out = IconFileSpecialized<T>()
    if let v = node[key], !(v.isNull && key != "blur-material") { out.base = try read(v, prefix + key) }
    let listKey = key + "-specializations"
    guard let list = try array(node[listKey], prefix + listKey) else { return out }
    for (i, entry) in list.enumerated() {
      let p = "\(prefix)\(listKey)[\(i)]"
      guard entry.members != nil, let value = entry["value"] else {
        throw error(entry, p, "is not an object with a value")
      }
      let v = try read(value, p + ".value")
      let idiom = try entry["idiom"].map { (n) throws(IconFileError) in try string(n, p + ".idiom") }
      guard let a = entry["appearance"] else {
        if let idiom { out.byIdiom[idiom] = v } else { out.base = out.base ?? v }
        continue
      }
      let word = try string(a, p + ".appearance")
      guard let appearance = IconFileAppearance(rawValue: word) else {
        throw error(a, p + ".appearance", "is '\(word)', not light, dark or tinted")
      }
      if idiom == nil { out.byAppearance[appearance] = v }
    }
    return out
  }
}
