/// The version of lockdial: the program's `--version`, the library's release tag, CHANGELOG.md's
/// top entry and the release archives' names (`scripts/version` reads it from here).
///
/// Rule (README "Versions"): semantic versioning for the library products.
let lockdialVersion = "0.2.0"
