import RecipeScale

/// `validate` for JSON Lines: every problem on every line, with its line and column.
package enum LinesValidation {
  package static func validate(_ reader: JSONLinesReader, defaultLanguage: LanguageTag? = nil)
    throws(CommandError) -> [RecipeDocument.PositionedIssue]
  {
    var found: [RecipeDocument.PositionedIssue] = []
    var validator = RecipeValidator(defaultLanguage: defaultLanguage)
    try reader.forEachBatch { (batch) throws(CommandError) in
      for element in batch {
        let collector = RecipeIssueCollector()
        var decoder = CheckedJSONDecoder()
        decoder.userInfo[RecipeIssueCollector.userInfoKey] = collector
        let recipe: Recipe?
        var wholeNumberFields: [(DataLocation, String)] = []
        var unknownKeys: [(DataLocation, String)] = []
        switch element.withBytes(JSONSyntax.scan) {
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
          recipe = try? decoder.decode(Recipe.self, from: element.bytes)
          // Paths in a line start at the recipe; the recipe's index leads them in the file.
          wholeNumberFields = scan.nonIntegerNumbers.compactMap { site in
            JSONScan.Site(offset: site.offset, path: [.index(element.index)] + site.path)
              .integerFieldLocation
          }
          unknownKeys = scan.unknownKeys.compactMap { site in
            JSONScan.Site(offset: site.offset, path: [.index(element.index)] + site.path)
              .recipeLocation
          }
        }
        validator.check(
          recipe, at: element.index, wholeNumberFields: wholeNumberFields,
          unknownKeys: unknownKeys, in: collector, since: 0)
        let issues = collector.issues.map { issue in
          let path = Array(issue.path.dropFirst())
          let offset = element.withBytes { JSONSyntax.offset(of: path, in: $0) } ?? 0
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
