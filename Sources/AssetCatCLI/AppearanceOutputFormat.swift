import ArgumentParser
import AssetCatArchive
import AssetCatCore
import AssetCatSource
import Foundation

/// How an appearance answer is written.
enum AppearanceOutputFormat {
  case text, json
  /// One compact JSON document per line (`--batch`).
  case jsonLines
}
