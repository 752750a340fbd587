import Foundation

/// Small catalogs of vector image sets written to a scratch directory for the car-writer tests.
enum VectorCatalog {
  struct ImageSet {
    /// (file name in the set, file copied there, scale `2x` or nil, appearance `dark` or nil).
    var files: [(name: String, source: String, scale: String?, appearance: String?)]
    var preserves = false
    var template = false
  }

  /// Writes `Test.xcassets` with `sets` (name → set) and returns its path.
  static func make(_ sets: [String: ImageSet]) throws -> String {
    let root = CARWriterSupport.temporaryDirectory().appendingPathComponent("Test.xcassets")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try json(["info": ["author": "xcode", "version": 1]]).write(to: root.appendingPathComponent("Contents.json"))
    for (name, set) in sets {
      let dir = root.appendingPathComponent("\(name).imageset")
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      var images: [[String: Any]] = []
      for f in set.files {
        try FileManager.default.copyItem(atPath: f.source, toPath: dir.appendingPathComponent(f.name).path)
        var image: [String: Any] = ["filename": f.name, "idiom": "universal"]
        if let s = f.scale { image["scale"] = s }
        if let a = f.appearance { image["appearances"] = [["appearance": "luminosity", "value": a]] }
        images.append(image)
      }
      var properties: [String: Any] = [:]
      if set.preserves { properties["preserves-vector-representation"] = true }
      if set.template { properties["template-rendering-intent"] = "template" }
      var contents: [String: Any] = ["images": images, "info": ["author": "xcode", "version": 1]]
      if !properties.isEmpty { contents["properties"] = properties }
      try json(contents).write(to: dir.appendingPathComponent("Contents.json"))
    }
    return root.path
  }

  static func json(_ object: Any) throws -> Data {
    try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
  }
}
