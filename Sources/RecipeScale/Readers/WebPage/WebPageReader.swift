/// Reads the recipes a web page publishes as schema.org data in JSON-LD
/// (`<script type="application/ld+json">`), and schema.org JSON files.
///
/// - Every `<script>` whose `type` is `application/ld+json` is found by a scan
///   for `<script`, not an HTML parser; comment or CDATA markers around the JSON,
///   raw line breaks in its strings and trailing commas are tolerated.
/// - Every object typed `Recipe` (alone, in an array, in `@graph`, as a
///   `mainEntity`, or with `@type` a list) is a recipe; one with the `@id` of a
///   recipe already read is the same recipe, read once, and so is one with the
///   name and the ingredient lines of another (two plugins publishing the
///   same recipe), the richer of the two kept. A `Recipe` with neither
///   ingredients nor instructions is a link to a recipe (a list of links, a
///   carousel of related recipes), left out when the page has a recipe.
/// - `recipeIngredient` (or the older `ingredients`) lines go through
///   ``IngredientLineParser`` after entities are decoded, tags removed and
///   white space collapsed; a line ending in `:` with no amount is a heading,
///   the group of the lines after it. `recipeYield` gives the servings; times
///   in ISO 8601 are written in words; `recipeInstructions` become the
///   directions, a `HowToSection`'s name a heading line (`For the sauce:`)
///   before its steps; a `HowToTip` is no step and is left out.
/// - A script in an HTML comment is not read, and a `type` written with
///   entities is decoded first.
/// - The page is UTF-8; one in Windows-1252 that says so (``PageCharset``) is
///   made UTF-8 first (``Windows1252``), as the command line does.
/// - A recipe's language is its `inLanguage` (a tag, or a `Language` with the
///   tag as `alternateName`), else the `lang` of the page's `<html>` tag; a
///   value that is no language tag is ignored.
/// - A page with no recipe in JSON-LD is read for one in schema.org microdata
///   (``PageMicrodata``), as the same fields; one with neither, for a recipe
///   plugin's card (``PagePluginMarkup``), then for the list under an
///   `Ingredients` heading (``PageHeadings``). A recipe in JSON-LD without
///   ingredients takes them, and its steps when it has none, from the first of
///   those the page has (``PageRecipeHTML``).
public struct WebPageReader: Sendable {
  /// Creates a reader.
  public init() {}

  /// Reads every recipe of a web page.
  ///
  /// - Parameters:
  ///   - page: The page's HTML.
  ///   - title: The name of a recipe that has none, such as the file's name.
  /// - Returns: The recipes, the lines where their data starts, and the
  ///   ingredient lines read with doubt, placed in the page.
  /// - Throws: ``WebPageError`` when the page holds no recipe (and then, when a
  ///   JSON-LD block is broken, where), only links to recipes, or an
  ///   ingredient's number is too large.
  public func read(_ page: String, title: String) throws(WebPageError) -> TextRecipes {
    try read(utf8: page.utf8.span, title: title)
  }

  /// Reads every recipe of a web page given as UTF-8 bytes, without making
  /// a string of the whole page: only the JSON-LD blocks are decoded.
  ///
  /// - Parameters:
  ///   - page: The page's HTML as valid UTF-8.
  ///   - title: The name of a recipe that has none, such as the file's name.
  /// - Returns: The recipes, the lines where their data starts, and the
  ///   ingredient lines read with doubt, placed in the page.
  /// - Throws: ``WebPageError`` as ``read(_:title:)`` does.
  public func read(utf8 page: Span<UInt8>, title: String) throws(WebPageError) -> TextRecipes {
    try WebPageReader.recipes(
      in: WebPageReader.jsonLDBlocks(in: page), of: page, title: title,
      pageLanguage: WebPageReader.htmlLanguage(in: page), readsMicrodata: true
    ).get()
  }

  /// Reads every recipe of a schema.org JSON file: a `Recipe` object, an array
  /// of them, or a `@graph` holding them.
  ///
  /// - Parameters:
  ///   - json: The file's text.
  ///   - title: The name of a recipe that has none, such as the file's name.
  /// - Returns: The recipes, the lines where they start, and the ingredient
  ///   lines read with doubt.
  /// - Throws: ``WebPageError`` when the file is not JSON or holds no recipe,
  ///   or an ingredient's number is too large.
  public func readJSONLD(_ json: String, title: String) throws(WebPageError) -> TextRecipes {
    try readJSONLD(utf8: json.utf8.span, title: title)
  }

  /// Reads every recipe of a schema.org JSON file given as UTF-8 bytes.
  ///
  /// - Parameters:
  ///   - json: The file's bytes as valid UTF-8.
  ///   - title: The name of a recipe that has none, such as the file's name.
  /// - Returns: The recipes, the lines where they start, and the ingredient
  ///   lines read with doubt.
  /// - Throws: ``WebPageError`` as ``readJSONLD(_:title:)`` does.
  public func readJSONLD(utf8 json: Span<UInt8>, title: String) throws(WebPageError)
    -> TextRecipes
  {
    try WebPageReader.recipes(in: [0..<json.count], of: json, title: title).get()
  }

  /// The recipes in the JSON-LD blocks of a page.
  private static func recipes(
    in blocks: [Range<Int>], of bytes: Span<UInt8>, title: String,
    pageLanguage: LanguageTag? = nil, readsMicrodata: Bool = false
  ) -> Result<TextRecipes, WebPageError> {
    var nodes: [JSONLDValue] = []
    var seen: Set<String> = []
    var firstError: JSONLDSyntaxError?
    for block in blocks {
      var parser = JSONLDParser(range: block, in: bytes)
      switch parser.parseDocument(bytes) {
      case .success(let values):
        for value in values { collectRecipes(in: value, into: &nodes, seen: &seen) }
      case .failure(let error):
        if firstError == nil { firstError = error }
      }
    }
    // A recipe in JSON-LD that leaves its ingredients to the page takes them
    // from it; several without are a list of links to recipes elsewhere.
    if readsMicrodata, nodes.count(where: PageRecipeHTML.lacksIngredients) == 1 {
      nodes = PageRecipeHTML.withIngredients(of: bytes, in: nodes)
    }
    // A page with no recipe in JSON-LD may mark one up as microdata.
    if nodes.isEmpty, readsMicrodata {
      nodes = PageMicrodata.recipes(in: bytes)
      // Else the classes of a recipe plugin's card.
      if nodes.isEmpty, firstError == nil, let recipe = PagePluginMarkup.recipe(in: bytes) {
        nodes = [recipe]
      }
      // Else its HTML alone, when an `Ingredients` heading has a list after it.
      if nodes.isEmpty, firstError == nil, let recipe = PageHeadings.recipe(in: bytes) {
        nodes = [recipe]
      }
    }
    guard !nodes.isEmpty else {
      // A broken block explains a page without recipes better than "none".
      if let firstError {
        let (line, column) = JSONSyntax.lineAndColumn(of: firstError.offset, in: bytes)
        return .failure(
          WebPageError(
            .invalidJSON(firstError.reason), at: TextPosition(line: line, column: column)))
      }
      return .failure(WebPageError(.noRecipe))
    }
    var read: [SchemaRecipe] = []
    for node in nodes {
      switch SchemaRecipe.read(node, index: read.count, title: title, pageLanguage: pageLanguage) {
      case .success(let recipe): read.append(recipe)
      case .failure(let failure):
        let (line, column) = JSONSyntax.lineAndColumn(of: failure.offset, in: bytes)
        return .failure(
          WebPageError(
            .recipe(failure.problem),
            at: TextPosition(line: line, column: column + failure.columns)))
      }
    }
    let recipes = SchemaRecipe.distinct(read)
    guard !recipes.isEmpty else { return .failure(WebPageError(.onlyLinks(count: read.count))) }
    var result = TextRecipes()
    // Offsets first, positions after in one pass over the page, so a million
    // doubts cost one scan, not a million. A target without an issue is a
    // recipe's start.
    var offsets: [Int] = []
    var targets: [(issue: Int?, columns: Int)] = []
    for read in recipes {
      offsets.append(read.offset)
      targets.append((nil, 0))
      for doubt in read.doubts {
        offsets.append(doubt.offset)
        targets.append((result.issues.count, doubt.columns))
        var issue = doubt.issue
        // Links and copies left out move the recipes after them.
        issue.location.recipeIndex = result.recipes.count
        result.issues.append(TextRecipeIssue(issue, at: TextPosition(line: 1, column: 1)))
      }
      result.recipes.append(read.recipe)
    }
    let positions = TextPositions.positions(of: offsets, in: bytes)
    for (position, target) in zip(positions, targets) {
      if let issue = target.issue {
        result.issues[issue].position = TextPosition(
          line: position.line, column: position.column + target.columns)
      } else {
        result.startLines.append(position.line)
      }
    }
    return .success(result)
  }

  /// Gathers every object typed `Recipe` in a value, depth first.
  ///
  /// The depth is that of the parsed value, at most ``JSONSyntax/maximumDepth``.
  private static func collectRecipes(
    in value: JSONLDValue, into nodes: inout [JSONLDValue], seen: inout Set<String>
  ) {
    switch value {
    case .array(let items, _):
      for item in items { collectRecipes(in: item, into: &nodes, seen: &seen) }
    case .object(let members, _):
      if isRecipe(value) {
        if let id = value["@id"]?.text, !id.isEmpty, !seen.insert(id).inserted { return }
        nodes.append(value)
        return
      }
      for member in members { collectRecipes(in: member.value, into: &nodes, seen: &seen) }
    default:
      break
    }
  }

  /// Whether an object's `@type` (a string or a list) names `Recipe`, however written.
  private static func isRecipe(_ object: JSONLDValue) -> Bool {
    guard let type = object["@type"] ?? object["type"] else { return false }
    return type.items.contains { $0.text.map(SchemaType.isRecipe) ?? false }
  }
}
