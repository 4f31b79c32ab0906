extension TextRecipeReader {
  /// What a yield line gives: the servings, and the yield as written when it
  /// counts something other than servings (`24 cookies`).
  typealias Yield = (servings: Int?, words: String?)

  /// Reads a line that is a yield, if it is one: `Serves 4`, `Makes 24
  /// cookies`, `- Servings: 2 loaves`, `**Servings:** 6`.
  ///
  /// - Returns: Whether the line was a yield.
  func readYield(_ line: TextLine, in bytes: [UInt8], into recipes: inout TextRecipeCollection)
    -> Bool
  {
    let trimmed = line.trimmedRange
    // A yield in a list or in bold starts past its marks. (A line with spaces
    // beyond ASCII at an end is asked as its trimmed string.)
    let isASCIITrimmed = line.unicodeTrimmed == nil
    let wordStart =
      isASCIITrimmed
      ? TextRecipeReader.afterMarks(bytes, from: trimmed.lowerBound, to: trimmed.upperBound)
      : trimmed.lowerBound
    let lead =
      isASCIITrimmed
      ? (wordStart < trimmed.upperBound ? bytes[wordStart] : 0) : line.firstByte
    guard TextRecipeReader.yieldLeadLetters[Int(lead | 0x20)],
      !isASCIITrimmed
        || TextRecipeReader.startsYieldWord(bytes, from: wordStart, to: line.range.upperBound),
      let yield = TextRecipeReader.yield(
        of: wordStart > trimmed.lowerBound
          ? line.headingWords(in: bytes) : String(line.trimmedText(in: bytes)))
    else { return false }
    recipes.take(yield)
    return true
  }

  /// Whether each byte is the first letter of one of ``yieldFirstWords``: a
  /// line that starts with any other byte, in either case, is no yield line.
  private static let yieldLeadLetters = (0...255).map { byte in
    yieldFirstWords.contains { $0.utf8.first == UInt8(byte) }
  }

  /// Past the marks a list or Markdown puts before a line's words: `-`, `*`, `+`,
  /// `•`, `_` and the spaces between them.
  private static func afterMarks(_ bytes: [UInt8], from index: Int, to end: Int) -> Int {
    var position = index
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+")
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: " ") || byte == 0x09
      {
        position += 1
      } else if byte == 0xE2, position + 2 < end, bytes[position + 1] == 0x80,
        bytes[position + 2] == 0xA2
      {
        position += 3
      } else {
        break
      }
    }
    return position
  }

  /// Whether the word at `index` may start a yield line, asked of its bytes in
  /// place: most lines that start with the letter of one (`salt, to taste`,
  /// `fresh herbs`) need no string made to find out.
  private static func startsYieldWord(_ bytes: [UInt8], from index: Int, to end: Int) -> Bool {
    var wordEnd = index
    while wordEnd < end, LineText.isASCIILetter(bytes[wordEnd]) || bytes[wordEnd] >= 0x80 {
      wordEnd += 1
    }
    return yieldWordTable.value(in: bytes, index..<wordEnd) != nil
  }

  /// ``yieldFirstWords`` as a table of folded words.
  private static let yieldWordTable = WordTable(yieldFirstWords.map { ($0, true) })

  /// The words a yield line starts with, longest first where one starts another.
  private static let yieldLeads = [
    "serves", "servings", "serving", "yield", "yields", "makes", "portions", "feeds", "for",
    "für", "pour", "para", "per", "voor", "raciones", "porciones", "porzioni", "portionen",
    "personnes", "personas", "persone", "personen", "porções", "porties", "rendimiento",
  ]

  /// The leads that make a yield only before portions (`For 4 people`, not `For 2 minutes`).
  private static let forWords: Set<String> = ["for", "für", "pour", "para", "per", "voor"]

  /// The first words of the yield lines that start with a word.
  private static let yieldFirstWords = Set(yieldLeads + ingredientHeadings)

  /// The servings of a yield line, and the yield as written when it counts
  /// something other than servings (`24 cookies`), read as a page's
  /// `recipeYield` is (see ``SchemaYield``): `Makes 500 ml` has words and no
  /// servings, `Makes 2 dozen` is 24. `nil` for a line that is no yield.
  static func yield(of line: String) -> Yield? {
    // Most lines asked about are ingredients (`salt, to taste`): their first
    // word, read as bytes, says so before anything is lowercased or split.
    let firstByte = line.utf8.first ?? 0
    if !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(firstByte) {
      var word: [UInt8] = []
      for byte in line.utf8.prefix(16) {
        let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
        guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowered) || byte >= 0x80 else {
          break
        }
        word.append(lowered)
      }
      guard yieldFirstWords.contains(String(decoding: word, as: UTF8.self)) else { return nil }
    }
    var lower = line.lowercased()
    // `8 servings`, `4 Portionen`, `6 personnes`: a count of portions alone on its line.
    if lower.first?.isNumber == true {
      let words = lower.split { !$0.isLetter }
      let entry = SchemaYield.entry(of: line)
      guard words.count == 1, entry.isPortion, let servings = entry.number else { return nil }
      return (servings, nil)
    }
    // `Zutaten für 4 Personen`, `Ingredients for 6`, `Zutaten für 12 Stück`: the
    // heading says that what follows counts what the recipe makes.
    var line = line
    var afterHeading = false
    for heading in ingredientHeadings where lower.hasPrefix(heading + " ") {
      lower = String(lower.dropFirst(heading.count + 1))
      line = String(line.dropFirst(heading.count + 1))
      afterHeading = true
    }
    // A lead word ends at a space or a colon: `Yields 2`, not `Yield` + `s 2`.
    guard
      let lead = yieldLeads.first(where: { lead in
        lower.hasPrefix(lead) && [" ", ":"].contains(lower.dropFirst(lead.count).first)
      })
    else { return nil }
    // `Serving size: 2 cookies`, `Servings per container: 4`, `Serving suggestion: 2
    // slices toast`: a nutrition label's portion or a way to serve, no yield
    // (`Servings per recipe: 8` is one).
    if lead.hasPrefix("serving") {
      let rest = lower.dropFirst(lead.count).drop { $0 == " " || $0 == ":" }
      if rest.hasPrefix("size") || rest.hasPrefix("suggestion")
        || rest.hasPrefix("per container") || rest.hasPrefix("per serving")
      {
        return nil
      }
    }
    let entry = SchemaYield.entry(of: line)
    // `For 4 people` is a yield, and so is a short count of what the recipe
    // makes (`Pour 15 crêpes environ`, `Für 12 Stück`); `For the sauce` or `For 2
    // minutes` is not.
    if forWords.contains(lead), !entry.isPortion, !afterHeading {
      let words = lower.split(separator: " ")
      let namesTime = words.contains { word in
        let bytes = Array(word.utf8)
        return LineText.timeAndServingWords.value(in: bytes, 0..<bytes.count) == true
      }
      guard entry.number != nil, words.count <= 5, !namesTime else { return nil }
    }
    guard entry.number != nil || entry.words != nil else { return nil }
    // `Makes one 9-inch pie`, `Yield: two 8-inch layers`: a size, no count of servings.
    if TextRecipeReader.namesSize(lower) { return (nil, entry.words) }
    // A portion count gives the servings; what it stands beside stays as words.
    return (entry.number, entry.isPortion ? entry.items : entry.words)
  }

  /// Whether a yield gives a size in inches or centimetres (`9-inch`, `23 cm`, `8"`).
  private static func namesSize(_ lower: String) -> Bool {
    let bytes = Array(lower.utf8)
    for (index, byte) in bytes.enumerated() where LineText.isDigit(byte) {
      var next = index + 1
      while next < bytes.count, LineText.isDigit(bytes[next]) { next += 1 }
      if next < bytes.count, bytes[next] == UInt8(ascii: "\"") { return true }
      if next < bytes.count, bytes[next] == UInt8(ascii: "-") || bytes[next] == 0x20 {
        next += 1
      }
      let rest = bytes[next...]
      if rest.starts(with: "inch".utf8) || rest.starts(with: "in.".utf8)
        || rest.starts(with: "cm".utf8)
      {
        return true
      }
    }
    return false
  }
}
