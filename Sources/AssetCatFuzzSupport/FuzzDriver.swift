import Foundation

/// The `main` every fuzz target shares.
///
/// Fuzzing build (`-Xswiftc -sanitize=fuzzer,address -Xswiftc -DASSETCAT_FUZZING`): the
/// arguments go to libFuzzer (`LLVMFuzzerRunDriver`: corpus folders, `-max_total_time=N`, …).
/// Ordinary build: `assetcat-fuzz-NAME PATH...` runs each file (each file of a folder) through the
/// same entry once, to reproduce a finding without the sanitizers, and prints how many ran.
public enum FuzzDriver {
  /// The target's entry: libFuzzer's callback is a C function, which cannot capture it.
  nonisolated(unsafe) static var entry: (UnsafeRawBufferPointer) -> Void = { _ in }

  public static func main(_ run: @escaping (UnsafeRawBufferPointer) -> Void) -> Never {
    entry = run
    #if ASSETCAT_FUZZING
      exit(runLibFuzzer())
    #else
      exit(replay(Array(CommandLine.arguments.dropFirst())))
    #endif
  }

  /// Runs every file named (folders: their files, sorted); 1 when one cannot be read.
  static func replay(_ paths: [String]) -> Int32 {
    guard !paths.isEmpty else {
      print("usage: \(CommandLine.arguments[0]) FILE_OR_FOLDER...  (replays inputs; `make fuzz` fuzzes)")
      return 2
    }
    var count = 0
    for path in paths {
      for file in files(at: path) {
        guard let data = FileManager.default.contents(atPath: file) else {
          print("cannot read \(file)")
          return 1
        }
        data.withUnsafeBytes { entry($0) }
        count += 1
      }
    }
    print("\(count) inputs ran without a finding")
    return 0
  }

  /// `path` itself, or the regular files directly inside it when it is a folder.
  static func files(at path: String) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
      return [path]
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.sorted().map { path + "/" + $0 }.filter {
      var sub: ObjCBool = false
      return FileManager.default.fileExists(atPath: $0, isDirectory: &sub) && !sub.boolValue
    }
  }
}

/// libFuzzer's entry when it supplies `main` itself (kept so either link works).
@_cdecl("LLVMFuzzerTestOneInput")
public func assetcatFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzDriver.entry(UnsafeRawBufferPointer(start: data, count: size))
  return 0
}

#if ASSETCAT_FUZZING
  /// libFuzzer's driver (compiler-rt's libFuzzer exports it for programs that own `main`).
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  extension FuzzDriver {
    static func runLibFuzzer() -> Int32 {
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      return runFuzzerDriver(&argc, &argv) { assetcatFuzzTestOneInput($0, $1) }
    }
  }
#endif
