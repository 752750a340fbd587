import AssetCatTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Two catalogs and an output folder for the fault and concurrency tests: a small catalog (A)
/// and a larger one (B: data sets of random bytes and images, so writing it takes a while).
/// Each command writes the same outputs from either catalog: `.assetcat`, `.car` (with its
/// rendition cache beside it) or actool's folder (car, partial Info.plist, dependency info).
final class FaultFixture {
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case assetcat, car, actool
    var testDescription: String { rawValue }
  }

  let a = try! FixtureCatalog(name: "A")
  let b = try! FixtureCatalog(name: "B")
  let scratch = try! ScratchFolder()

  init(dataSets: Int = 12) throws {
    try a.contents("One.imageset", #"{ "images" : [ { "filename" : "one.png", "idiom" : "universal" } ] }"#)
    try a.png("One.imageset/one.png", width: 4, height: 4)
    var random = SplitMix64(seed: 53)
    for i in 0..<dataSets {
      try b.contents("D\(i).dataset", #"{ "data" : [ { "filename" : "d.bin", "idiom" : "universal" } ] }"#)
      let words = (0..<(256 << 6)).map { _ in random.next() }
      try b.write("D\(i).dataset/d.bin", words.withUnsafeBytes { Data($0) })
    }
    for i in 0..<6 {
      let images = [1, 2, 3].map { #"{ "filename" : "i@\#($0)x.png", "idiom" : "universal", "scale" : "\#($0)x" }"# }
      try b.contents("I\(i).imageset", #"{ "images" : [ \#(images.joined(separator: ", ")) ] }"#)
      for s in 1...3 { try b.png("I\(i).imageset/i@\(s)x.png", width: (40 + i) * s, height: 24 * s) }
    }
  }

  /// The folder the outputs go to (made when missing).
  func folder(_ name: String = "out") -> String {
    let path = scratch.join(name)
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// The files `kind` writes into `folder` (the car's rendition cache and the compile stamp are
  /// side files, not compared).
  static func outputs(_ kind: Kind, in folder: String) -> [String] {
    switch kind {
    case .assetcat: [folder + "/out.assetcat"]
    case .car: [folder + "/out.car"]
    case .actool: [folder + "/Assets.car", folder + "/partial.plist", folder + "/deps.bin"]
    }
  }

  /// The command line writing `kind` from `source` into `folder`; `thinned` asks actool for one
  /// device's renditions only (Xcode runs a thinned and an unthinned actool at once).
  static func arguments(_ kind: Kind, _ source: String, into folder: String, thinned: Bool = false) -> [String] {
    switch kind {
    case .assetcat, .car:
      return ["compile", source, "-o", outputs(kind, in: folder)[0], "--quiet", "--force"]
    case .actool:
      return [
        "actool", "--compile", folder, "--platform", "iphoneos", "--minimum-deployment-target", "15.0",
        "--output-partial-info-plist", folder + "/partial.plist", "--export-dependency-info", folder + "/deps.bin",
        "--output-format", "human-readable-text", source,
      ] + (thinned ? ["--filter-for-device-model", "iPhone14,2", "--filter-for-device-os-version", "16.0"] : [])
    }
  }

  /// Each output's bytes (nil where missing).
  static func contents(_ kind: Kind, in folder: String) -> [Data?] {
    outputs(kind, in: folder).map { FileManager.default.contents(atPath: $0) }
  }

  /// The temporary files in `folder`: none may be left.
  static func temporaries(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.contains(".tmp-") }.sorted()
  }

  /// Runs `arguments` through `/bin/sh -c script` ("$0" is the binary, "$@" the arguments).
  static func shell(_ script: String, _ arguments: [String]) throws -> CommandResult {
    try AssetCatExecutable.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", script, AssetCatExecutable.url.path] + arguments)
  }

  /// Starts the command without waiting; its standard error goes to `stderr`'s file.
  static func start(_ arguments: [String], stderr: String? = nil) throws -> Process {
    let p = Process()
    p.executableURL = AssetCatExecutable.url
    p.arguments = arguments
    p.standardOutput = FileHandle.nullDevice
    if let stderr {
      _ = FileManager.default.createFile(atPath: stderr, contents: nil)
      p.standardError = FileHandle(forWritingAtPath: stderr)
    } else {
      p.standardError = FileHandle.nullDevice
    }
    try p.run()
    return p
  }

  /// `assetcat verify` of every car and `.assetcat` among `files`.
  static func verify(_ files: [String]) throws -> [String] {
    try files.filter { $0.hasSuffix(".car") || $0.hasSuffix(".assetcat") }.compactMap { file in
      let r = try AssetCatExecutable.run(["verify", file])
      return r.status == 0 ? nil : "\(file): verify exit \(r.status): \(r.stderr)"
    }
  }
}

/// SPEC §7: a write that fails (a file-size limit, a full disk, no permission) or a run stopped
/// by SIGTERM or SIGINT exits 2 naming the path, leaves the previous outputs whole and no
/// temporary file behind; temporary files are made beside their output, never in `$TMPDIR`, so
/// an output folder on another file system than `$TMPDIR` is written like any other.
@Suite("Faults while writing: EFBIG, ENOSPC, SIGTERM, SIGINT, EXDEV, EACCES", .serialized)
struct WriteFaultTests {
  /// Writes A's outputs (or `source`'s) into `folder` and returns them.
  static func previous(_ kind: FaultFixture.Kind, _ f: FaultFixture, in folder: String, source: String? = nil) throws
    -> [Data?]
  {
    let r = try AssetCatExecutable.run(FaultFixture.arguments(kind, source ?? f.a.path, into: folder))
    try #require(r.status == 0, "\(r.stderr)")
    return FaultFixture.contents(kind, in: folder)
  }

  /// A fixture, its output folder, and A's outputs written there.
  static func withPrevious(_ kind: FaultFixture.Kind) throws -> (FaultFixture, String, [Data?]) {
    let f = try FaultFixture()
    let out = f.folder()
    return (f, out, try previous(kind, f, in: out))
  }

  /// A run that could not write: exit 2, the output and the error named (actool's errors are in
  /// its results document, on stdout), the previous outputs as they were, no temporary file.
  static func expectRefused(
    _ r: CommandResult, _ kind: FaultFixture.Kind, in out: String, _ error: Int32, before: [Data?],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let said = r.stdout + r.stderr
    #expect(r.status == 2, "\(said)", sourceLocation: sourceLocation)
    #expect(
      said.contains(FaultFixture.outputs(kind, in: out)[0]), "the message names the output: \(said)",
      sourceLocation: sourceLocation)
    #expect(said.contains(String(cString: strerror(error))), "\(said)", sourceLocation: sourceLocation)
    #expect(FaultFixture.contents(kind, in: out) == before, "the previous outputs", sourceLocation: sourceLocation)
    #expect(FaultFixture.temporaries(in: out) == [], sourceLocation: sourceLocation)
  }

  @Test(
    "a file-size limit (EFBIG, SIGXFSZ ignored): exit 2 naming the output, previous outputs whole",
    arguments: FaultFixture.Kind.allCases)
  func fileSizeLimit(kind: FaultFixture.Kind) throws {
    let (f, out, before) = try Self.withPrevious(kind)
    // 128 blocks of 512 bytes: A's outputs fit, B's car and catalog do not.
    let r = try FaultFixture.shell(
      #"trap '' XFSZ; ulimit -f 128 && exec "$0" "$@""#, FaultFixture.arguments(kind, f.b.path, into: out))
    Self.expectRefused(r, kind, in: out, EFBIG, before: before)
  }

  @Test("a full disk (ENOSPC on a 256 KiB tmpfs): exit 2 naming the output, the previous car whole")
  func fullDisk() throws {
    let f = try FaultFixture()
    let mountPoint = f.folder("small")
    // A private mount namespace, so the tmpfs goes away with the shell and no one else sees it.
    let script = #"""
      mount -t tmpfs -o size=256k assetcat-full "$1" 2>/dev/null || { echo "no tmpfs"; exit 0; }
      "$0" compile "$2" -o "$1/out.car" --quiet || exit 3
      before=$(cksum < "$1/out.car")
      "$0" compile "$3" -o "$1/out.car" --quiet --force 2>"$4"
      echo "status $?"
      [ "$(cksum < "$1/out.car")" = "$before" ] && echo "previous car whole"
      ls -A "$1" | grep -F .tmp- || echo "no temporaries"
      """#
    let err = f.scratch.join("err.txt")
    let r = try AssetCatExecutable.run(
      URL(fileURLWithPath: "/usr/bin/unshare"),
      ["-m", "/bin/sh", "-c", script, AssetCatExecutable.url.path, mountPoint, f.a.path, f.b.path, err])
    if r.stdout.contains("no tmpfs") || r.status != 0 {
      print("skipped: a full disk needs a small tmpfs, which needs root and unshare -m here (\(r.stderr))")
      return
    }
    let stderr = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
    #expect(r.stdout.contains("status 2"), "\(r.stdout) \(stderr)")
    #expect(r.stdout.contains("previous car whole"), "\(r.stdout)")
    #expect(r.stdout.contains("no temporaries"), "\(r.stdout)")
    #expect(stderr.contains(mountPoint + "/out.car") && stderr.contains(String(cString: strerror(ENOSPC))), "\(stderr)")
  }

  @Test(
    "SIGTERM and SIGINT at random moments: exit 2 or done, the outputs whole, no temporary file left",
    arguments: FaultFixture.Kind.allCases)
  func signals(kind: FaultFixture.Kind) throws {
    let f = try FaultFixture()
    let out = f.folder()
    // B's outputs, then A's again: the outputs name their folder (actool's dependency info), so
    // both are made where the interrupted runs write.
    let started = Date()
    let after = try Self.previous(kind, f, in: out, source: f.b.path)
    let full = Date().timeIntervalSince(started)
    let before = try Self.previous(kind, f, in: out)
    let startup = try Self.startupTime()
    var random = SplitMix64(seed: 143)
    var interrupted = 0
    for round in 0..<6 {
      let signal = round % 2 == 0 ? SIGTERM : SIGINT
      let err = f.scratch.join("err-\(round).txt")
      let p = try FaultFixture.start(FaultFixture.arguments(kind, f.b.path, into: out), stderr: err)
      usleep(UInt32(Double.random(in: startup..<max(full, startup * 2), using: &random) * 1_000_000))
      kill(p.processIdentifier, signal)
      p.waitUntilExit()
      let stderr = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
      #expect(p.terminationReason == .exit, "round \(round): killed by the signal, not stopped: \(stderr)")
      #expect([0, 2].contains(p.terminationStatus), "round \(round): exit \(p.terminationStatus): \(stderr)")
      if p.terminationStatus == 2 {
        interrupted += 1
        #expect(stderr.contains(signal == SIGTERM ? "stopped by SIGTERM" : "stopped by SIGINT"), "\(stderr)")
      }
      let now = FaultFixture.contents(kind, in: out)
      for (i, file) in FaultFixture.outputs(kind, in: out).enumerated() {
        #expect(now[i] == before[i] || now[i] == after[i], "round \(round): \(file) is neither the old nor the new one")
      }
      #expect(FaultFixture.temporaries(in: out) == [], "round \(round)")
    }
    print("\(kind): \(interrupted) of 6 runs stopped by the signal, the others had finished")
    #expect(try FaultFixture.verify(FaultFixture.outputs(kind, in: out)) == [])
  }

  /// How long the binary takes to start and answer `--version`: signals sent sooner could
  /// arrive before `main` takes them, and kill the process as they would any program.
  static func startupTime() throws -> Double {
    let t = Date()
    _ = try AssetCatExecutable.run(["--version"])
    return Date().timeIntervalSince(t)
  }

  @Test("an output folder on another file system than $TMPDIR (no rename across devices)")
  func otherFileSystem() throws {
    let f = try FaultFixture()
    let shm = "/dev/shm/assetcat-\(UUID().uuidString)"
    guard (try? FileManager.default.createDirectory(atPath: shm, withIntermediateDirectories: true)) != nil else {
      print("skipped: no /dev/shm to put a folder on another file system")
      return
    }
    defer { try? FileManager.default.removeItem(atPath: shm) }
    var here = stat(), there = stat()
    guard stat(f.scratch.path, &here) == 0, stat(shm, &there) == 0, here.st_dev != there.st_dev else {
      print("skipped: /dev/shm and the temporary folder are on one file system here")
      return
    }
    // Both ways: the outputs on /dev/shm with $TMPDIR on the scratch folder's file system, and
    // the other way round. $TMPDIR stays empty: nothing is staged there.
    for (outRoot, tmp) in [(shm, f.folder("tmpdir")), (f.scratch.path, shm + "/tmpdir")] {
      try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
      for kind in FaultFixture.Kind.allCases {
        let out = outRoot + "/out-\(kind)"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let r = try AssetCatExecutable.run(
          URL(fileURLWithPath: AssetCatExecutable.url.path), FaultFixture.arguments(kind, f.a.path, into: out),
          environment: ["TMPDIR": tmp])
        #expect(r.status == 0, "\(kind) into \(out): \(r.stderr)")
        #expect(try FaultFixture.verify(FaultFixture.outputs(kind, in: out)) == [])
        #expect(FaultFixture.temporaries(in: out) == [])
        #expect((try? FileManager.default.contentsOfDirectory(atPath: tmp)) == [], "nothing staged in $TMPDIR")
      }
    }
  }

  @Test(
    "a read-only output folder (EACCES): exit 2 naming the output, previous outputs whole",
    arguments: FaultFixture.Kind.allCases)
  func readOnlyFolder(kind: FaultFixture.Kind) throws {
    let (f, out, before) = try Self.withPrevious(kind)
    chmod(out, 0o555)
    defer { chmod(out, 0o755) }
    let r: CommandResult
    if getuid() != 0 {
      r = try AssetCatExecutable.run(FaultFixture.arguments(kind, f.b.path, into: out))
    } else {
      // root writes into a read-only folder: run as nobody instead, when setpriv can.
      let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
      let asNobody = ["--reuid=65534", "--regid=65534", "--clear-groups", AssetCatExecutable.url.path]
      guard FileManager.default.isExecutableFile(atPath: setpriv.path),
        (try? AssetCatExecutable.run(setpriv, asNobody + ["--version"]).status) == 0
      else {
        print("skipped: running as root, and setpriv cannot run assetcat as another user here")
        return
      }
      r = try AssetCatExecutable.run(setpriv, asNobody + FaultFixture.arguments(kind, f.b.path, into: out))
    }
    Self.expectRefused(r, kind, in: out, EACCES, before: before)
  }
}
