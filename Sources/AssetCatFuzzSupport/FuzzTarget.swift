/// One libFuzzer target (`make fuzz`, Docs/Fuzzing.md): `run` takes one input of untrusted bytes,
/// drives the public API the CLI uses on it, and traps only when an invariant breaks (a crash, or
/// an answer that contradicts another). Mark the conforming type `@main`: under
/// `-DASSETCAT_FUZZING` (with `-sanitize=fuzzer`) its `main` hands `run` to libFuzzer; in
/// ordinary builds it replays files (see `FuzzDriver`).
public protocol FuzzTarget {
  static func run(_ input: UnsafeRawBufferPointer)
}

extension FuzzTarget {
  public static func main() {
    FuzzDriver.main(run)
  }
}
