import RecipeScale

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A recipes file holding a JSON array, in memory and checked as JSON.
struct RecipeDocument: Sendable {
  /// The name messages use for the file.
  var source: String
  /// The file's bytes.
  var input: InputBuffer
  /// The layout the syntax scan found.
  var scan: JSONScan
  /// Numbers written with a fraction or exponent in integer fields, by recipe.
  private var integerSites: [Int: [(DataLocation, String)]] = [:]

  var bytes: UnsafeBufferPointer<UInt8> { input.bytes }

  /// Checks the syntax of a file's bytes.
  ///
  /// - Throws: ``CommandError/syntax(source:_:)`` with the line and column of
  ///   the first error, or a data error when the top level is not an array.
  init(source: String, input: InputBuffer) throws(CommandError) {
    self.source = source
    self.input = input
    switch JSONSyntax.scan(input.bytes) {
    case .success(let scan): self.scan = scan
    case .failure(let error): throw .syntax(source: source, error)
    }
    for site in scan.nonIntegerNumbers {
      guard let (location, field) = site.integerFieldLocation, let recipe = location.recipeIndex
      else { continue }
      integerSites[recipe, default: []].append((location, field))
    }
  }

  /// Throws the error for a top level that is not an array.
  func requireArray() throws(CommandError) {
    guard scan.isArray else {
      let error = RecipeDataError(.notAnArray(found: topLevelKind))
      let offset = JSONSyntax.offset(of: [], in: bytes) ?? 0
      let (line, column) = JSONSyntax.lineAndColumn(of: offset, in: bytes)
      throw .data(source: source, error, line: line, column: column)
    }
  }

  /// How many recipes the array holds.
  var count: Int { scan.elements.count }

  /// The recipe at a position.
  func element(_ index: Int) -> RecipeElement {
    RecipeElement(buffer: input, range: scan.elements[index], index: index, lineNumber: nil)
  }

  /// Decodes the recipes at some positions, stopping at the first problem.
  func decode(_ indices: Range<Int>) throws(CommandError) -> [Recipe] {
    let decoder = JSONDecoder()
    // Worker threads share the document: taking the buffer and the ranges once
    // per chunk, not once per recipe, keeps them from contending for the same
    // reference counts.
    let bytes = input.bytes
    let ranges = Array(scan.elements[indices])
    let hasSites = !integerSites.isEmpty
    var recipes: [Recipe] = []
    recipes.reserveCapacity(indices.count)
    for (offset, range) in ranges.enumerated() {
      let index = indices.lowerBound + offset
      if !hasSites,
        let recipe = try? decoder.decode(
          Recipe.self, from: Data(UnsafeBufferPointer(rebasing: bytes[range])))
      {
        recipes.append(recipe)
        continue
      }
      // A problem, or a number to check: the full path says where.
      recipes.append(
        try element(index).decode(
          with: decoder, source: source, integerSites: integerSites[index] ?? []))
    }
    return recipes
  }

  /// Finds every error and warning in the file, in file order.
  func validate() -> [PositionedIssue] {
    guard scan.isArray else {
      let issue = RecipeIssue(.error(.notAnArray(found: topLevelKind)), at: DataLocation())
      return [position(issue)]
    }
    let collector = RecipeIssueCollector()
    let decoder = JSONDecoder()
    decoder.userInfo[RecipeIssueCollector.userInfoKey] = collector
    var firstIndexOfName: [String: Int] = [:]
    for index in scan.elements.indices {
      let mark = collector.issues.count
      let recipe = try? decoder.decode(Recipe.self, from: Data(element(index).bytes))
      if collector.issues.count == mark, recipe == nil {
        collector.record(
          RecipeIssue(.error(.notAnObject(found: "an unreadable value")), at: DataLocation()))
      }
      for (location, field) in integerSites[index] ?? [] {
        var named = location
        named.ingredientName = location.ingredientIndex.flatMap { recipe?.ingredients[$0].name }
        collector.record(RecipeIssue(.error(.notAWholeNumber(field: field)), at: named))
      }
      let name =
        recipe?.name ?? collector.issues[mark...].lazy.compactMap(\.location.recipeName).first
      if let name {
        if let first = firstIndexOfName[name] {
          collector.record(
            RecipeIssue(.warning(.duplicateName(firstIndex: first)), at: DataLocation()))
        } else {
          firstIndexOfName[name] = index
        }
      }
      collector.locateIssues(since: mark) {
        $0.recipeIndex = index
        if $0.recipeName == nil { $0.recipeName = name }
      }
    }
    return collector.issues.map(position).sorted { $0.offset < $1.offset }
  }

  /// An issue with the place in the file it points at.
  struct PositionedIssue {
    var issue: RecipeIssue
    var offset: Int
    var line: Int
    var column: Int
    /// For a line of JSON Lines that is not JSON, why; the issue then says nothing more.
    var syntax: JSONSyntaxError.Reason?

    var message: String {
      syntax.map { "invalid JSON: \($0)" } ?? issue.message
    }
  }

  private func position(_ issue: RecipeIssue) -> PositionedIssue {
    let offset = JSONSyntax.offset(of: issue.path, in: bytes) ?? 0
    let (line, column) = JSONSyntax.lineAndColumn(of: offset, in: bytes)
    return PositionedIssue(issue: issue, offset: offset, line: line, column: column)
  }

  private var topLevelKind: String {
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    switch first {
    case UInt8(ascii: "{"): return "an object"
    case UInt8(ascii: "\""): return "a string"
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
    case UInt8(ascii: "n"): return "null"
    default: return "a number"
    }
  }
}
