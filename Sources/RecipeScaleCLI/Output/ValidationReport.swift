import RecipeScale

/// The findings of `validate`, in the compiler style or as JSON.
package struct ValidationReport {
  package var source: String
  package var issues: [RecipeDocument.PositionedIssue]

  package func render(_ format: ValidationFormat, style: TextStyle = .plain) -> String {
    switch format {
    case .text:
      return issues.map { found in
        let severity = style.severity(
          found.issue.isError ? "error:" : "warning:", isError: found.issue.isError)
        return "\(source):\(found.line):\(found.column): \(severity) \(found.message)\n"
      }.joined()
    case .json:
      guard !issues.isEmpty else { return "[]\n" }
      let objects = issues.map { found in
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
