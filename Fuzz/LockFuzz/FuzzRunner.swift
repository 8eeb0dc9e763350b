import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if FUZZING
import CLibFuzzer
#endif

/// The fuzz executables' whole program: each `fuzz-NAME` calls ``main()`` and runs the target
/// its name names.
///
/// Built with `-DFUZZING` (`make fuzz`), that is libFuzzer's driver on the target; otherwise each
/// argument is a file or a directory of files (a corpus) run through it once, to replay a crash
/// or check the seeds.
public enum FuzzRunner {
  /// The target named by this program's name: `fuzz-decoder` runs ``LockFuzz/decoder(_:)``.
  static let target: @Sendable ([UInt8]) -> Void = {
    let program = CommandLine.arguments.first?.split(separator: "/").last ?? ""
    let name = program.hasPrefix("fuzz-") ? String(program.dropFirst(5)) : String(program)
    guard let target = LockFuzz.targets[name] else {
      preconditionFailure("no fuzz target named \(name); the program must be called fuzz-NAME")
    }
    return target
  }()

  /// The program: libFuzzer on ``target`` when fuzzing, else the files named on the command
  /// line; then exits.
  ///
  /// SwiftPM links an executable's `main` to its own (`<module>_main`), so libFuzzer's `main`
  /// is never linked: its driver is started here instead.
  public static func main() -> Never {
    #if FUZZING
    var count = CommandLine.argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&count, &arguments) { fuzzOneInput($0, $1) })
    #else
    var count = 0
    for path in CommandLine.arguments.dropFirst() {
      for file in files(at: path) {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        target(Array(data))
        count += 1
      }
    }
    print("\(count) inputs ran without a finding")
    exit(0)
    #endif
  }

  /// `path` itself, or the regular files in it (sorted), when it is a directory.
  public static func files(at path: String) -> [String] {
    var isDirectory = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return []
    }
    guard isDirectory else { return [path] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.sorted().map { path + "/" + $0 }
  }
}

#if FUZZING
/// libFuzzer's callback: one input through the program's target.
///
/// Exported under its C name as well, since the fuzzer runtime's own (unused) `main` refers
/// to it.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzRunner.target(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}
#endif
