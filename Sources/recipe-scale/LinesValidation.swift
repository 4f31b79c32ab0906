import RecipeScale

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `validate` for JSON Lines: every problem on every line, with its line and column.
enum LinesValidation {
  static func validate(_ reader: JSONLinesReader) throws(CommandError) -> [RecipeDocument
    .PositionedIssue]
  {
    var found: [RecipeDocument.PositionedIssue] = []
    var firstIndexOfName: [String: Int] = [:]
    try reader.forEachBatch { (batch) throws(CommandError) in
      for element in batch {
        let collector = RecipeIssueCollector()
        let decoder = JSONDecoder()
        decoder.userInfo[RecipeIssueCollector.userInfoKey] = collector
        var recipe: Recipe?
        switch JSONSyntax.scan(element.bytes) {
        case .failure(let error):
          let (line, column) = element.lineAndColumn(ofOffset: error.offset)
          let issue = RecipeIssue(
            .error(.notAnObject(found: "invalid JSON")),
            at: DataLocation(recipeIndex: element.index))
          found.append(
            RecipeDocument.PositionedIssue(
              issue: issue, offset: 0, line: line, column: column, syntax: error.reason))
          continue
        case .success(let scan):
          recipe = try? decoder.decode(Recipe.self, from: Data(element.bytes))
          if collector.issues.isEmpty, recipe == nil {
            collector.record(
              RecipeIssue(.error(.notAnObject(found: "an unreadable value")), at: DataLocation()))
          }
          for site in scan.nonIntegerNumbers {
            let placed = JSONScan.NumberSite(
              offset: site.offset, path: [.index(element.index)] + site.path)
            guard let (location, field) = placed.integerFieldLocation else { continue }
            var named = location
            named.ingredientName = location.ingredientIndex.flatMap { recipe?.ingredients[$0].name }
            collector.record(RecipeIssue(.error(.notAWholeNumber(field: field)), at: named))
          }
        }
        let name = recipe?.name ?? collector.issues.lazy.compactMap(\.location.recipeName).first
        if let name {
          if let first = firstIndexOfName[name] {
            collector.record(
              RecipeIssue(.warning(.duplicateName(firstIndex: first)), at: DataLocation()))
          } else {
            firstIndexOfName[name] = element.index
          }
        }
        collector.locateIssues(since: 0) {
          $0.recipeIndex = element.index
          if $0.recipeName == nil { $0.recipeName = name }
        }
        let issues = collector.issues.map { issue in
          let offset = JSONSyntax.offset(of: Array(issue.path.dropFirst()), in: element.bytes) ?? 0
          let (line, column) = element.lineAndColumn(ofOffset: offset)
          return RecipeDocument.PositionedIssue(
            issue: issue, offset: offset, line: line, column: column)
        }
        found += issues.sorted { $0.offset < $1.offset }
      }
    }
    return found
  }
}
