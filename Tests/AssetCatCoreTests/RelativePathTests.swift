import AssetCatCore
import Testing

@Suite("RelativePath")
struct RelativePathTests {
  @Test("the policy's verdicts")
  func verdicts() {
    let cases: [(String, RelativePath.Problem?)] = [
      ("a", nil), ("a/b", nil), ("...", nil), ("a/.../b", nil), (".a", nil), ("a/.b", nil), ("..a", nil),
      ("a/b..", nil),
      (" ", nil), ("a/ /b", nil), ("a\\..\\b", nil), ("Icons/Star.imageset/star@2x.png", nil), ("é/ü.png", nil),
      ("", .empty), ("/", .absolute), ("/a", .absolute), ("a/", .emptyComponent), ("a//b", .emptyComponent),
      (".", .dotComponent), ("./a", .dotComponent), ("a/.", .dotComponent), ("..", .parentComponent),
      ("a/..", .parentComponent), ("a/../b", .parentComponent), ("a\u{0}b", .nul), ("a/\u{0}", .nul),
      ("../\u{301}x", .parentComponent), ("..\u{301}/x", nil), ("x/\u{301}../y", nil), ("x/..\u{200D}/y", nil),
    ]
    for (path, problem) in cases {
      #expect(RelativePath.problem(path) == problem, "\(path.debugDescription)")
      #expect(RelativePath.isSafe(path) == (problem == nil))
    }
  }

  @Test("components split on the byte '/', not on Characters")
  func components() {
    #expect(RelativePath.components("../\u{301}x") == [[0x2E, 0x2E], [0xCC, 0x81, 0x78]])
    #expect(RelativePath.components("a//b") == [[0x61], [], [0x62]])
  }
}
