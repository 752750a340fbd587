import AssetCatFileSystem

/// A Make/Ninja depfile: `TARGET: INPUT…`, one input a line; spaces and `#` escaped with a
/// backslash, `$` doubled (what GCC's `-MD` writes, which both Make and Ninja read).
public enum Depfile {
  /// The depfile's text.
  public static func text(target: String, inputs: [String]) -> String {
    var text = escape(target) + ":"
    for i in inputs { text += " \\\n  " + escape(i) }
    return text + "\n"
  }

  /// Writes the depfile atomically.
  public static func write(_ path: String, target: String, inputs: [String]) throws(POSIXFailure) {
    try AtomicFileWriter.write(Array(text(target: target, inputs: inputs).utf8), to: path)
  }

  public static func escape(_ s: String) -> String {
    var out = ""
    for c in s {
      switch c {
      case " ": out += "\\ "
      case "#": out += "\\#"
      case "$": out += "$$"
      default: out.append(c)
      }
    }
    return out
  }
}
