import AssetCatTestSupport
import CAssetCatVectorABICheck
import Foundation
import Testing

@testable import AssetCatImaging

/// poppler-glib, librsvg and cairo are opened on first use, not linked: a command that draws
/// nothing does not load them (about 10 ms and 14 MB per process), and the declarations the shim
/// calls them through match their headers (CAssetCatVectorABICheck fails to compile otherwise).
@Suite("Vector libraries: loaded on first use")
struct VectorLibraryLoadingTests {
  @Test func declarationsMatchTheHeaders() {
    #expect(acvec_abi_checked() > 0)
  }

  #if os(Linux)
    @Test("the assetcat binary does not load poppler, librsvg or cairo at start-up")
    func notLoadedAtStartUp() throws {
      // ld.so lists what it would load and exits (what ldd does).
      let p = Process()
      p.executableURL = BuildProducts.assetcat
      p.environment = ["LD_TRACE_LOADED_OBJECTS": "1"]
      let pipe = Pipe()
      p.standardOutput = pipe
      try p.run()
      let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      p.waitUntilExit()
      #expect(text.contains("libswiftCore"), "\(text)")
      for library in ["librsvg", "libpoppler", "libcairo", "libgobject", "libpango"] {
        #expect(!text.contains(library), "\(library) is loaded at start-up")
      }
    }
  #endif

  @Test func drawingStillWorksAfterTheLibrariesAreOpened() throws {
    let svg = Data(
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><rect width="4" height="2" fill="#f00"/></svg>"##
        .utf8)
    let size = try VectorSize.size(of: svg)
    #expect(size.width == 4 && size.height == 2)
  }
}
