/// The output formats, by the names the command line uses.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// A title line per recipe and a line per ingredient, for people.
  case text
  /// Tab-separated values with a header row, for `cut`, `awk` and spreadsheets.
  case tsv
  /// A JSON array with exact amounts, for programs.
  case json

  /// The formatter that writes this format.
  public var formatter: any RecipeFormatter {
    switch self {
    case .text: TextFormatter()
    case .tsv: TSVFormatter()
    case .json: JSONFormatter()
    }
  }
}
