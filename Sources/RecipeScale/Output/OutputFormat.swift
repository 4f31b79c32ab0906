/// The output formats, by the names the command line uses.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// A title line per recipe and a line per ingredient, for people.
  case text
  /// Tab-separated values with a header row, for `cut`, `awk` and spreadsheets.
  case tsv
  /// A JSON array with exact amounts, for programs.
  case json
  /// Headings and lists (checklists for a shopping list), for notes and chat.
  case markdown
  /// One page that stands alone, to show in a browser or print: the whole card
  /// of each recipe, and a shopping list as a checklist.
  case html

  /// The formatter that writes this format.
  public var formatter: any RecipeFormatter { formatter(style: .plain) }

  /// The formatter that writes this format, styled where the format allows it.
  ///
  /// - Parameters:
  ///   - style: The text style; only the text format uses it.
  ///   - amounts: How amounts are written.
  ///   - steps: Whether text prints the method after the ingredients; Markdown,
  ///     HTML and JSON always do, TSV never.
  /// - Returns: The formatter.
  public func formatter(style: TextStyle, amounts: AmountStyle = .plain, steps: Bool = false)
    -> any RecipeFormatter
  {
    switch self {
    case .text: TextFormatter(style: style, amounts: amounts, showsSteps: steps)
    case .tsv: TSVFormatter(amounts: amounts)
    case .json: JSONFormatter(amounts: amounts)
    case .markdown: MarkdownFormatter(amounts: amounts)
    case .html: HTMLFormatter(amounts: amounts)
    }
  }
}
