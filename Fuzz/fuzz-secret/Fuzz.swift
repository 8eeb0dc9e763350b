import LockFuzz

#if FUZZING
import CLibFuzzer

/// libFuzzer's callback: one input through `LockFuzz.secret`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  LockFuzz.secret(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}

/// The program's entry: SwiftPM links an executable's `main` to `<module>_main`, so libFuzzer's
/// own `main` is not used; its driver is started here instead.
@_cdecl("fuzz_secret_main")
public func fuzzMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments) { fuzzOneInput($0, $1) }
}
#else
/// Without libFuzzer: runs each file or directory named on the command line through
/// `LockFuzz.secret` (replaying a crash, or the seed corpus).
@main struct FuzzCorpusRunner {
  static func main() { FuzzRunner.main(target: LockFuzz.secret) }
}
#endif
