import RecipeScale

/// The findings of `validate`, in the compiler style or as JSON.
package struct ValidationReport {
  /// Each file's findings, in the order the files were given.
  package var files: [(source: String, issues: [RecipeDocument.PositionedIssue])]

  /// The findings of one file.
  package init(source: String, issues: [RecipeDocument.PositionedIssue]) {
    files = [(source, issues)]
  }

  /// The findings of several files.
  package init(files: [(source: String, issues: [RecipeDocument.PositionedIssue])]) {
    self.files = files
  }

  /// Whether there is no finding at all.
  package var isEmpty: Bool { files.allSatisfy { $0.issues.isEmpty } }

  /// Whether any finding is an error.
  package var hasErrors: Bool { files.contains { $0.issues.contains { $0.issue.isError } } }

  package func render(_ format: ValidationFormat, style: TextStyle = .plain) -> String {
    let issues = files.flatMap { file in file.issues.map { (file.source, $0) } }
    switch format {
    case .text:
      return issues.map { source, found in
        let severity = style.severity(
          found.issue.isError ? "error:" : "warning:", isError: found.issue.isError)
        return "\(source):\(found.line):\(found.column): \(severity) \(found.message)\n"
      }.joined()
    case .json:
      guard !issues.isEmpty else { return "[]\n" }
      let objects = issues.map { source, found in
        let location = found.issue.location
        let fields = [
          "\"file\": \(JSONText.quoted(source))",
          "\"line\": \(found.line)",
          "\"column\": \(found.column)",
          "\"severity\": \"\(found.issue.isError ? "error" : "warning")\"",
          "\"message\": \(JSONText.quoted(found.message))",
          "\"recipeIndex\": \(location.recipeIndex.map(String.init) ?? "null")",
          "\"recipeName\": \(location.recipeName.map(JSONText.quoted) ?? "null")",
          "\"ingredientIndex\": \(location.ingredientIndex.map(String.init) ?? "null")",
          "\"ingredientName\": \(location.ingredientName.map(JSONText.quoted) ?? "null")",
        ]
        return "  {" + fields.joined(separator: ", ") + "}"
      }
      return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }
  }
}

/// The formats `validate` writes.
package enum ValidationFormat: String, CaseIterable {
  case text, json
}
