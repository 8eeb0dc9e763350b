/// How many terminal columns a scalar takes: 0 (combining and control), 1, or 2 (East Asian wide
/// and fullwidth, and emoji presentation).
///
/// A compact table of the wide ranges of Unicode's EastAsianWidth W/F and the common emoji
/// blocks; braille and box drawing are 1. lockdial draws only ASCII and braille itself, so this
/// matters for user text (a pasted combination) and keeps layout honest.
public enum CharacterWidth {
  private static let wide: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
    0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
    0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
    0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
    0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
    0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
    0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
    0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
    0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
    0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
    0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD,
    0x30000...0x3FFFD,
  ]

  /// The number of columns `scalar` takes.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
    if value < 0x300 || (value >= 0x2800 && value <= 0x28FF) { return 1 }  // ASCII, braille
    if scalar.properties.generalCategory == .nonspacingMark
      || scalar.properties.generalCategory == .enclosingMark || value == 0x200B
    {
      return 0
    }
    if value < 0x1100 { return 1 }
    var low = 0
    var high = wide.count - 1
    while low <= high {
      let middle = (low + high) / 2
      if value < wide[middle].lowerBound {
        high = middle - 1
      } else if value > wide[middle].upperBound {
        low = middle + 1
      } else {
        return 2
      }
    }
    return 1
  }

  /// The number of columns `text` takes (each grapheme counted by its first scalar).
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text {
      if let scalar = character.unicodeScalars.first { total += of(scalar) }
    }
    return total
  }
}
