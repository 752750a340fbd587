import AssetCatBytes
import AssetCatFileSystem
import Foundation

/// A link's use of partial builds (`CAROptions.partials`): each part read, checked against the
/// link's build and refused with a message that says what differs. A part must come from this
/// build of the tool, with the same encoding options, from one of the link's catalogs, and its
/// sets must hold what they held when it was built (`CARPartialSet`); otherwise the link would
/// encode again what the part was meant to spare it, or (were a key ever to miss something)
/// write what the one-shot compile would not.
package enum CARPartialLink {
  package struct Refused: Error, CustomStringConvertible {
    package var description: String
  }

  /// Reads every part, unchecked (the command checked them with the options as given: the
  /// writer's have the app icons that are missing taken out).
  static func read(_ paths: [String]) throws(Refused) -> [(path: String, file: CARPartialFile)] {
    var parts: [(path: String, file: CARPartialFile)] = []
    for path in paths { parts.append((path, try file(path))) }
    return parts
  }

  private static func file(_ path: String) throws(Refused) -> CARPartialFile {
    guard let bytes = POSIXCalls.contents(path) else { throw Refused(description: "cannot read the part '\(path)'") }
    do { return try CARPartialFile(bytes: bytes) } catch {
      throw Refused(description: "'\(path)' is not a partial build of assetcat: \(error)")
    }
  }

  /// Reads and checks every part for a car written with `options` from `catalogs`.
  package static func load(_ paths: [String], options: CAROptions, catalogs: [String]) throws(Refused) -> [(
    path: String, file: CARPartialFile
  )] {
    let tool = CARPartialIdentity.tool()
    let fingerprint = CARPartialIdentity.options(options)
    var parts: [(path: String, file: CARPartialFile)] = []
    for path in paths {
      let part = try file(path)
      guard part.tool == tool else {
        throw Refused(description: "the part '\(path)' was built by another build of assetcat; build it again")
      }
      guard part.options == fingerprint else {
        throw Refused(
          description: "the part '\(path)' was built with other car options than this link's "
            + "(platform, deployment target, app icons, --keep, …); build it with the link's options")
      }
      // The link's name for the catalog (actool's are absolute), by where it is.
      guard let catalog = catalogs.first(where: { absolute($0) == absolute(part.catalog) }) else {
        throw Refused(
          description: "the part '\(path)' is of the catalog '\(part.catalog)', which this link does not compile")
      }
      for set in part.sets {
        let now: UInt64
        do { now = try CARPartialSet.contentHash(catalog: catalog, set: set.path) } catch {
          throw Refused(description: "the part '\(path)': \(error)")
        }
        guard now == set.contentHash else {
          throw Refused(
            description: "the part '\(path)' was built from other contents of '\(catalog)/\(set.path)' "
              + "than the link reads; build it again")
        }
      }
      parts.append((path, part))
    }
    return parts
  }

  /// `path` from the current folder, `.` and `..` and repeated slashes resolved (not links).
  static func absolute(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return (full as NSString).standardizingPath
  }

  /// Checks the parts for the link as `load` does, without keeping them: what a command checks
  /// before it reads the catalogs.
  public static func check(_ paths: [String], options: CAROptions, catalogs: [String]) throws {
    _ = try load(paths, options: options, catalogs: catalogs)
  }

  /// The partial build of `sets` of `catalog`, from the car and rendition cache that compiling
  /// those sets alone with `options` wrote.
  public static func package(car: String, cache: String, catalog: String, sets: [String], options: CAROptions) throws
    -> [UInt8]
  {
    guard let carBytes = POSIXCalls.contents(car), let cacheBytes = POSIXCalls.contents(cache) else {
      throw Refused(description: "the sets' car or its rendition cache was not written")
    }
    var hashed: [CARPartialFile.Set] = []
    for set in sets {
      hashed.append(.init(path: set, contentHash: try CARPartialSet.contentHash(catalog: catalog, set: set)))
    }
    return CARPartialFile(
      tool: CARPartialIdentity.tool(),
      options: CARPartialIdentity.options(options), catalog: catalog, sets: hashed, cache: cacheBytes, car: carBytes
    ).bytes
  }
}
