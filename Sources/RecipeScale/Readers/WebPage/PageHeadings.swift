/// A recipe a page gives as plain HTML, with no schema.org data: the list under
/// an `Ingredients` heading, the method under an `Instructions` or `Method`
/// heading, in the languages the reader knows; the name from the first `<h1>`,
/// else the page's `<title>`; the servings from a line that starts `Serves`,
/// `Servings`, `Yield` or `Makes` (or the same in another language). It is read
/// as the JSON-LD object the page would have given.
///
/// A heading is an `<h1>`…`<h6>`, or a `<p>`, `<strong>` or `<b>` that holds the
/// word alone, a colon after it allowed. The ingredients are the `<li>` items
/// after it and before the method's heading (or the next `<h1>`…`<h3>`), a
/// smaller heading among them the group of the items after it; with no list,
/// the `<p>` paragraphs there, a line each. The steps are found the same way
/// after the method's heading.
enum PageHeadings {
  /// The words of an ingredients heading, lowercase.
  private static let ingredientWords: Set<String> = [
    "ingredients", "ingredient list", "you will need", "you'll need", "what you'll need",
    "what you need", "zutaten", "ingrédients", "ingredientes", "ingredienti", "ingrediënten",
    "składniki", "ingredienser", "ainekset", "suroviny", "malzemeler", "ингредиенты", "材料",
    "食材", "用料", "재료",
  ]

  /// The words of a method heading, lowercase.
  private static let methodWords: Set<String> = [
    "method", "instructions", "directions", "preparation", "steps", "how to make it",
    "how to make", "zubereitung", "anleitung", "préparation", "preparación", "elaboración",
    "modo de preparo", "preparo", "procedimento", "preparazione", "bereiding",
    "bereidingswijze", "przygotowanie", "sposób przygotowania", "tillagning", "fremgangsmåde",
    "fremgangsmåte", "postup", "hazırlanışı", "приготовление", "作り方", "做法", "步骤",
    "만드는 법",
  ]

  /// How a line giving the servings starts, lowercase.
  private static let yieldWords = [
    "serves", "servings", "yield", "yields", "makes", "portionen", "personnes", "porciones",
    "porzioni", "porties", "porcje",
  ]

  /// The elements read: headings, the tags a heading may be written with,
  /// list items and the title.
  private static let kept: Set<String> = [
    "h1", "h2", "h3", "h4", "h5", "h6", "p", "strong", "b", "li", "title",
  ]

  /// The recipe under a page's headings, or `nil` when it has no ingredients heading
  /// with items after it.
  ///
  /// - Parameter bytes: The page.
  /// - Returns: The recipe as a JSON-LD object typed `Recipe`.
  static func recipe(in bytes: Span<UInt8>) -> JSONLDValue? {
    let elements = HTMLElement.all(in: bytes) { name, _ in kept.contains(name) }
    // Reading ahead for elements that never end has a budget, as for microdata.
    var budget = 8 * bytes.count + 1_000_000
    // Each element's HTML, for the lines (a `<br>` parts them), and its text.
    var htmls: [String] = []
    htmls.reserveCapacity(elements.count)
    for element in elements { htmls.append(element.contents(in: bytes, budget: &budget)) }
    let texts = htmls.map(HTMLText.clean)
    func headingWord(_ index: Int) -> String? {
      let element = elements[index]
      guard element.name.first == "h" || ["p", "strong", "b"].contains(element.name) else {
        return nil
      }
      return PageHeadings.words(of: texts[index]).words
    }
    guard
      let ingredientsAt = elements.indices.first(where: {
        headingWord($0).map(ingredientWords.contains) ?? false
      })
    else { return nil }
    let methodAt = elements.indices.first {
      $0 > ingredientsAt && (headingWord($0).map(methodWords.contains) ?? false)
    }
    let ingredientsEnd = methodAt ?? majorHeading(after: ingredientsAt, in: elements)
    let lines = items(
      in: (ingredientsAt + 1)..<ingredientsEnd, of: elements, texts: texts, htmls: htmls)
    guard !lines.isEmpty else { return nil }
    var members: [JSONLDValue.Member] = [
      JSONLDValue.Member(key: "@type", value: .string("Recipe", offset: 0, escaped: true))
    ]
    let name =
      elements.indices.first { elements[$0].name == "h1" && !texts[$0].isEmpty }.map { texts[$0] }
      ?? elements.indices.first { elements[$0].name == "title" }.map { pageTitle(texts[$0]) }
    if let name, !name.isEmpty {
      members.append(
        JSONLDValue.Member(key: "name", value: .string(name, offset: 0, escaped: true)))
    }
    // `材料（2人分）`: a heading's note may give the servings.
    let yield =
      texts.prefix(ingredientsEnd).first { text in
        let lowered = text.lowercased()
        return yieldWords.contains { lowered.hasPrefix($0) } && text.contains(where: \.isNumber)
      }
      ?? words(of: texts[ingredientsAt]).note.flatMap { $0.contains(where: \.isNumber) ? $0 : nil }
    if let yield {
      members.append(
        JSONLDValue.Member(key: "recipeYield", value: .string(yield, offset: 0, escaped: true)))
    }
    members.append(
      JSONLDValue.Member(
        key: "recipeIngredient", value: .array(lines, offset: elements[ingredientsAt].start)))
    if let methodAt {
      let steps = items(
        in: (methodAt + 1)..<majorHeading(after: methodAt, in: elements), of: elements,
        texts: texts, htmls: htmls)
      if !steps.isEmpty {
        members.append(
          JSONLDValue.Member(
            key: "recipeInstructions", value: .array(steps, offset: elements[methodAt].start)))
      }
    }
    return .object(members, offset: elements[ingredientsAt].start)
  }

  /// The lines of a section: its list items, a smaller heading among them as a
  /// group heading line (`For the sauce:`); with no list items, its paragraphs.
  private static func items(
    in range: Range<Int>, of elements: [HTMLElement], texts: [String], htmls: [String]
  ) -> [JSONLDValue] {
    let hasItems = range.contains { elements[$0].name == "li" }
    var lines: [JSONLDValue] = []
    for index in range where !texts[index].isEmpty {
      let element = elements[index]
      // The heading's own `<strong>` inside its `<p>` is no line.
      let words = PageHeadings.words(of: texts[index]).words
      if ingredientWords.contains(words) || methodWords.contains(words) { continue }
      let line: String
      if element.name == (hasItems ? "li" : "p") {
        // The HTML, which the recipe's fields part into lines at each `<br>`.
        line = htmls[index]
      } else if hasItems, ["h4", "h5", "h6", "strong", "b"].contains(element.name) {
        // A group heading: a line that ends with a colon, as a text recipe has.
        line = texts[index].hasSuffix(":") ? texts[index] : texts[index] + ":"
      } else {
        continue
      }
      lines.append(.string(line, offset: element.start, escaped: true))
    }
    return lines
  }

  /// A heading's words, lowercase, without a colon after them or a note in
  /// parentheses (`Ingredients (for 4):`, `材料（2人分）`), and the note.
  private static func words(of heading: String) -> (words: String, note: String?) {
    var text = heading.trimmingSpaces
    if text.hasSuffix(":") || text.hasSuffix("：") { text.removeLast() }
    var note: String?
    if let open = text.firstIndex(where: { $0 == "(" || $0 == "（" }),
      text.last == ")" || text.last == "）"
    {
      note = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
      text = String(text[..<open])
    }
    return (text.trimmingSpaces.lowercased(), note)
  }

  /// The place of the next `<h1>`, `<h2>` or `<h3>` after a heading, which ends its section.
  private static func majorHeading(after index: Int, in elements: [HTMLElement]) -> Int {
    elements.indices.first { $0 > index && ["h1", "h2", "h3"].contains(elements[$0].name) }
      ?? elements.count
  }

  /// A page's title without the site's name after ` | `, ` - ` or ` – `.
  private static func pageTitle(_ title: String) -> String {
    for separator in [" | ", " – ", " - ", " — "] {
      if let range = title.firstRange(of: separator) { return String(title[..<range.lowerBound]) }
    }
    return title
  }
}
