import AssetCatCore
import AssetCatSource
import AssetCatValidation
import Foundation

/// A catalog written to a fresh temporary folder, for tests that need files on disk.
struct TestCatalog {
  let root: URL
  var path: String { root.path }

  init(_ name: String = "Test") throws {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("assetcat-validation-\(UUID().uuidString)")
    root = dir.appendingPathComponent("\(name).xcassets")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try write("Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
  }

  /// The folder holding the catalog (removed by `remove()`).
  var container: URL { root.deletingLastPathComponent() }

  func write(_ inner: String, _ text: String) throws { try write(inner, Data(text.utf8)) }

  func write(_ inner: String, _ data: Data) throws {
    let url = root.appendingPathComponent(inner)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  /// An image set whose entries are `(filename, scale, extra JSON members)`.
  func imageSet(
    _ name: String, _ entries: [(file: String?, scale: String?)], properties: String? = nil, files: [String: Data] = [:]
  ) throws {
    let images = entries.map { e in
      var members = [#""idiom" : "universal""#]
      if let f = e.file { members.insert(#""filename" : "\#(f)""#, at: 0) }
      if let s = e.scale { members.append(#""scale" : "\#(s)""#) }
      return "    { " + members.joined(separator: ", ") + " }"
    }.joined(separator: ",\n")
    var json = "{\n  \"images\" : [\n\(images)\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }"
    if let properties { json += ",\n  \"properties\" : \(properties)" }
    json += "\n}\n"
    try write("\(name).imageset/Contents.json", json)
    for (file, data) in files { try write("\(name).imageset/\(file)", data) }
  }

  func remove() { try? FileManager.default.removeItem(at: container) }

  /// Reads the catalog and validates it.
  func validate(_ options: ValidationOptions = .init()) async throws -> ValidationReport {
    try await Validation.run([path], options)
  }
}

enum Validation {
  static func run(_ paths: [String], _ options: ValidationOptions = .init()) async throws -> ValidationReport {
    await Validator.validate(try ValidationInput.read(paths: paths), options: options)
  }
}

/// The repository's folders, found from this file.
enum Repo {
  static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let broken = root.appendingPathComponent("SampleAssets/Broken")
  static let fixed = root.appendingPathComponent("Tests/AssetCatValidationTests/Fixtures/Fixed")
  static let golden = root.appendingPathComponent("Tests/AssetCatValidationTests/Golden")
}
