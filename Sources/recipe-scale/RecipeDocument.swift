import RecipeScale

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A recipes file read into memory and checked as JSON, ready to decode or validate.
struct RecipeDocument {
  /// The name messages use for the file.
  var source: String
  /// The file's bytes.
  var bytes: [UInt8]
  /// The layout the syntax scan found.
  var scan: JSONScan

  /// Checks the syntax of a file's bytes.
  ///
  /// - Throws: ``CommandError/syntax(source:_:)`` with the line and column of the first error.
  init(source: String, bytes: [UInt8]) throws(CommandError) {
    self.source = source
    self.bytes = bytes
    switch JSONSyntax.scan(bytes) {
    case .success(let scan): self.scan = scan
    case .failure(let error): throw .syntax(source: source, error)
    }
  }

  /// Decodes every recipe, stopping at the first problem.
  ///
  /// Each element of the top-level array is decoded on its own, so errors carry
  /// the recipe's position. `JSONDecoder` reads numbers such as `1e3` as
  /// integers; the format does not, and the scan's number sites catch them.
  func decode() throws(CommandError) -> RecipeBook {
    guard scan.isArray else { throw located(RecipeDataError(.notAnArray(found: topLevelKind))) }
    let strictSites = integerSitesByRecipe()
    var recipes: [Recipe] = []
    recipes.reserveCapacity(scan.elements.count)
    let decoder = JSONDecoder()
    for (index, range) in scan.elements.enumerated() {
      let recipe: Recipe
      do {
        recipe = try decoder.decode(Recipe.self, from: Data(bytes[range]))
      } catch {
        var located = RecipeDataError(decodingElement: error)
        located.location.recipeIndex = index
        throw self.located(located)
      }
      if let (location, field) = strictSites[index]?.first {
        var named = location
        named.recipeName = recipe.name
        named.ingredientName = location.ingredientIndex.map { recipe.ingredients[$0].name }
        throw self.located(RecipeDataError(.notAWholeNumber(field: field), at: named))
      }
      recipes.append(recipe)
    }
    return RecipeBook(recipes: recipes)
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
    let strictSites = integerSitesByRecipe()
    for (index, range) in scan.elements.enumerated() {
      let mark = collector.issues.count
      let recipe = try? decoder.decode(Recipe.self, from: Data(bytes[range]))
      if collector.issues.count == mark, recipe == nil {
        collector.record(
          RecipeIssue(.error(.notAnObject(found: "an unreadable value")), at: DataLocation()))
      }
      for (location, field) in strictSites[index] ?? [] {
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
  }

  private func position(_ issue: RecipeIssue) -> PositionedIssue {
    let offset = JSONSyntax.offset(of: issue.path, in: bytes) ?? 0
    let (line, column) = JSONSyntax.lineAndColumn(of: offset, in: bytes)
    return PositionedIssue(issue: issue, offset: offset, line: line, column: column)
  }

  /// A data error with the line and column of the value it concerns.
  func located(_ error: RecipeDataError) -> CommandError {
    let offset = JSONSyntax.offset(of: error.path, in: bytes) ?? 0
    let (line, column) = JSONSyntax.lineAndColumn(of: offset, in: bytes)
    return .data(source: source, error, line: line, column: column)
  }

  /// Numbers with a fraction or an exponent where the format wants integers, by recipe.
  private func integerSitesByRecipe() -> [Int: [(DataLocation, String)]] {
    var sites: [Int: [(DataLocation, String)]] = [:]
    for site in scan.nonIntegerNumbers {
      guard let (location, field) = site.integerFieldLocation, let recipe = location.recipeIndex
      else { continue }
      sites[recipe, default: []].append((location, field))
    }
    return sites
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
