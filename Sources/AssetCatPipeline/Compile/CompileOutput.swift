import AssetCatArchiveWriter
import AssetCatCARWriter
import AssetCatCore
import AssetCatFileSystem
import AssetCatValidation

/// What `compile` makes before it is in place: an `.assetcat` still to write (its writer writes
/// to a temporary file and renames it, so it is made at commit), or a car already streamed to
/// a temporary file.
enum CompileOutput: StagedOutputs {
  case archive(PendingArchive)
  case car(StagedCAR)

  /// What was put in place: the writer's summary and the status of the file written (for the
  /// stamp).
  enum Written {
    case archive(CompiledCatalogWriter.Summary)
    case car(CARWriter.Summary, written: POSIXCalls.FileStatus)

    var status: POSIXCalls.FileStatus {
      switch self {
      case .archive(let s): s.written
      case .car(_, let written): written
      }
    }
  }

  var decodedFiles: Set<String> {
    guard case .car(let car) = self else { return [] }
    return car.decodedFiles
  }

  var unusable: [Diagnostic] {
    guard case .car(let car) = self else { return [] }
    return car.unusable
  }
}
