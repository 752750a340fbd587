import Foundation

/// The build of the tool that is running: its executable's size, modification time and inode.
/// What a cache or memo written by one build keys itself by, so that another build (whose
/// encoders or probes may answer differently) never trusts it.
public enum RunningExecutable {
  /// `"<size> <mtime ns> <inode>"`, or empty when the executable cannot be found.
  public static let identity: String = {
    guard let exe = path, let st = POSIXCalls.status(exe, followLinks: true) else { return "" }
    return "\(st.size) \(st.mtimeNanoseconds) \(st.inode)"
  }()

  /// `/proc/self/exe` on Linux (the kernel's own link, whatever the process was started as),
  /// else what Foundation says.
  public static var path: String? {
    #if os(Linux)
      return "/proc/self/exe"
    #else
      return Bundle.main.executablePath
    #endif
  }
}
