import AssetCatImageHeaders
import Foundation
import Testing

@testable import AssetCatImaging

/// SVGs kept open between draws: found by their bytes, drawn as from their bytes, kept within
/// their memory budget.
@Suite struct OpenSVGDocumentsTests {
  static func svg(_ width: Int, fill: String = "#ff0000") -> Data {
    let rect = #"<rect width="5" height="10" fill="\#(fill)"/>"#
    return Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="10">\#(rect)</svg>"#.utf8)
  }

  @Test("the same bytes find the same open document; other bytes another; unreadable ones none")
  func foundByBytes() throws {
    let documents = OpenSVGDocuments(budget: 1 << 20, recentCount: 2)
    let a = try #require(documents.document(Self.svg(10)))
    #expect(documents.document(Self.svg(10)) === a)
    #expect(documents.document(Self.svg(10, fill: "#00ff00")) !== a)
    #expect(documents.document(Data("<svg".utf8)) == nil)
  }

  @Test("a kept document draws, at any scale and band, the pixels its bytes draw")
  func drawsAsTheBytes() throws {
    let bytes = Self.svg(10)
    let document = try VectorRaster.Document(bytes)
    for scale in [1.0, 2.0, 3.0] {
      let (kept, w, h) = try VectorRaster.renderARGB(document, scale: scale, limits: .standard, as: UInt32.self)
      let fromBytes = try ImageProbe.withBytes(bytes) { (raw) throws(ImagingError) in
        try VectorShim.render(raw, format: .svg, scale: scale, width: w, height: h)
      }
      #expect(kept == fromBytes)
      let band = try VectorRaster.renderRows(document, scale: scale, top: 2, rows: 3, width: w)
      let bandFromBytes = try ImageProbe.withBytes(bytes) { (raw) throws(ImagingError) in
        try VectorShim.renderRows(raw, format: .svg, scale: scale, top: 2, width: w, rows: 3)
      }
      #expect(band == bandFromBytes)
    }
  }

  @Test("past its budget, documents are no longer kept for good: only the last few, for a while")
  func budget() throws {
    let first = Self.svg(10)
    // Room for one document: the next ones go to the recent table of two.
    let documents = OpenSVGDocuments(budget: first.count * OpenSVGDocuments.treeBytesPerByte, recentCount: 2)
    try documents.keeping {
      let kept = try #require(documents.document(first))
      let others = (11...13).map { Self.svg($0) }
      let opened = others.map { documents.document($0) }
      #expect(documents.document(first) === kept)
      #expect(documents.document(others[2]) === opened[2] && documents.document(others[1]) === opened[1])
      #expect(documents.document(others[0]) !== opened[0])  // the oldest recent one was let go
    }
  }

  @Test("documents are kept for good only within a scope, and let go when the last one ends")
  func scopes() throws {
    let documents = OpenSVGDocuments(budget: 1 << 20, recentCount: 1)
    let (a, b) = (Self.svg(10), Self.svg(11))
    let outside = try #require(documents.document(a))
    _ = documents.document(b)  // the recent table holds one: a is let go
    #expect(documents.document(a) !== outside)
    let inside = try documents.keeping {
      try documents.keeping {
        let kept = try #require(documents.document(a))
        _ = documents.document(b)
        #expect(documents.document(a) === kept)
        return kept
      }
    }
    // The last scope closed the kept ones; b is still the recent one.
    _ = documents.document(b)
    #expect(documents.document(a) !== inside)
  }
}
