/// The frame of the page the HTML format writes: the document's head with its
/// one style sheet, and its end.
///
/// The page stands alone: no script, and no style sheet, font or image from
/// anywhere else, so it opens the same offline, from a mail or years later,
/// and a browser prints it on A4 or Letter as it shows it. The style is the
/// same for a recipe card and a shopping list.
enum HTMLPage {
  /// Everything up to the opening of the body, for a page with a title.
  ///
  /// - Parameter title: The page's title, as text (it is escaped here).
  /// - Returns: The head, ending with `<body>`.
  static func head(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="generator" content="recipe-scale">
    <title>\(title.escapedForHTML)</title>
    <style>
    \(style)</style>
    </head>
    <body>

    """
  }

  /// What closes the page.
  static let end = "</body>\n</html>\n"

  /// The style sheet. Black on white and one dark accent read in print, in
  /// sunlight on a phone and in greyscale; sizes in `rem` follow the reader's
  /// own text size. Ingredients take two columns where a line still fits
  /// (print, and screens wider than a phone), and no ingredient, step or
  /// checklist item is split across a column or a page.
  private static let style = """
    :root { color-scheme: light; }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 46rem; padding: 1.25rem;
      font: 1rem/1.5 Georgia, "Times New Roman", serif; color: #1a1a1a; background: #fff; }
    h1 { font-size: 1.9rem; line-height: 1.2; margin: 0 0 0.3rem; }
    h2 { font: bold 0.95rem/1.3 system-ui, sans-serif; letter-spacing: 0.06em;
      text-transform: uppercase; color: #7a2e0e; border-bottom: 1px solid #bbb;
      padding-bottom: 0.2rem; margin: 1.4rem 0 0.6rem; break-after: avoid; }
    h3 { font-size: 1.05rem; margin: 0.9rem 0 0.3rem; break-after: avoid; }
    p { margin: 0 0 0.8rem; }
    .facts { color: #444; }
    .ingredients { list-style: none; padding: 0; margin: 0; }
    .ingredients li { padding: 0.15rem 0 0.15rem 0.9rem; text-indent: -0.9rem;
      break-inside: avoid; }
    .method { padding-left: 1.7rem; margin: 0 0 0.6rem; }
    .method li { margin: 0 0 0.6rem; padding-left: 0.2rem; break-inside: avoid; }
    .checklist { list-style: none; padding: 0; margin: 0; }
    .checklist li { display: flex; gap: 0.6rem; align-items: baseline; padding: 0.2rem 0;
      break-inside: avoid; }
    .checklist input { flex: none; width: 1rem; height: 1rem; margin: 0; }
    .note, .source { color: #444; font-size: 0.95rem; overflow-wrap: anywhere; }
    article + article { margin-top: 3rem; break-before: page; }
    @media (min-width: 36rem) {
      .ingredients { columns: 2; column-gap: 2.5rem; }
    }
    @page { margin: 15mm; }
    @media print {
      body { max-width: none; padding: 0; font-size: 11pt; }
      .ingredients { columns: 2; column-gap: 2.5rem; }
      a { color: inherit; text-decoration: none; }
    }

    """
}
