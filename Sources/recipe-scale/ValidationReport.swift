import RecipeScale

/// The findings of `validate`, in the compiler style or as JSON.
struct ValidationReport {
  var source: String
  var issues: [RecipeDocument.PositionedIssue]

  func render(_ format: ValidationFormat, style: TextStyle = .plain) -> String {
    switch format {
    case .text:
      return issues.map { found in
        var severity = found.issue.isError ? "error:" : "warning:"
        if style == .terminal {
          // The colours compilers use: bold red errors, bold magenta warnings.
          severity =
            (found.issue.isError ? "\u{1B}[1;31m" : "\u{1B}[1;35m") + severity + "\u{1B}[0m"
        }
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
enum ValidationFormat: String, CaseIterable {
  case text, json
}
