import FoundationEssentials

/// Runs files through a fuzz target without libFuzzer.
///
/// Each argument is a file or a directory of files (a corpus). Prints how many inputs ran.
public enum FuzzRunner {
  /// Runs every input named on the command line through `target`.
  public static func main(target: ([UInt8]) -> Void) {
    var count = 0
    for path in CommandLine.arguments.dropFirst() {
      for file in files(at: path) {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        target(Array(data))
        count += 1
      }
    }
    print("\(count) inputs ran without a finding")
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
