/// The recipes a page marks up as schema.org microdata (`itemscope
/// itemtype="https://schema.org/Recipe"`, `itemprop="recipeIngredient"`), read
/// as the JSON-LD objects the page would have given, for a page that has none.
///
/// The elements are found as ``HTMLElement`` finds them. A property's value is its `content` (or a
/// `<time>`'s `datetime`), else the element's HTML, which the recipe's fields
/// clean as they clean JSON-LD's. The properties of an item inside the recipe
/// (its `author`, its `nutrition`) are that item's, not the recipe's.
enum PageMicrodata {
  /// The properties read, and whether each keeps every value or its first.
  private static let properties: [(name: String, isList: Bool)] = [
    ("name", false), ("recipeIngredient", true), ("ingredients", true), ("recipeYield", false),
    ("recipeInstructions", true), ("description", false), ("prepTime", false),
    ("cookTime", false), ("totalTime", false), ("inLanguage", false),
  ]

  /// Every recipe the page marks up, in page order.
  ///
  /// - Parameter bytes: The page.
  /// - Returns: Each recipe as a JSON-LD object typed `Recipe`.
  static func recipes(in bytes: Span<UInt8>) -> [JSONLDValue] {
    // Most pages have no microdata: one look for the type, before any tag is read.
    guard HTMLElement.find("schema.org/recipe", in: bytes, from: 0) != nil else { return [] }
    // Only the tags of items and their properties matter.
    let tags = HTMLElement.all(in: bytes) { _, tag in
      tag.attribute("itemscope", in: bytes) != nil || tag.attribute("itemprop", in: bytes) != nil
    }
    // Finding where elements end reads ahead; a page of elements that never
    // end could make that quadratic, so the reading ahead has a budget, a few
    // times the page, past which elements are taken as empty.
    var budget = 8 * bytes.count + 1_000_000
    var recipes: [JSONLDValue] = []
    var position = 0
    while position < tags.count {
      let scope = tags[position]
      guard isRecipeScope(scope, in: bytes) else {
        position += 1
        continue
      }
      let end = scope.end(in: bytes, budget: &budget)
      var inside = position + 1
      var values: [String: [JSONLDValue]] = [:]
      while inside < tags.count, tags[inside].start < end {
        let tag = tags[inside]
        inside += 1
        if let itemprop = tag.tag.attribute("itemprop", in: bytes)?.value {
          let names = String(utf8: bytes.extracting(itemprop)).split(separator: " ")
          for name in names where properties.contains(where: { $0.name == name }) {
            values[String(name), default: []].append(value(of: tag, in: bytes, budget: &budget))
          }
        }
        // An item inside the recipe keeps its own properties.
        if tag.tag.attribute("itemscope", in: bytes) != nil {
          let nestedEnd = tag.end(in: bytes, budget: &budget)
          while inside < tags.count, tags[inside].start < nestedEnd { inside += 1 }
        }
      }
      var members = [
        JSONLDValue.Member(
          key: "@type", value: .string("Recipe", offset: scope.start, escaped: true))
      ]
      for (name, isList) in properties {
        guard let found = values[name], let first = found.first else { continue }
        let value = isList ? JSONLDValue.array(found, offset: scope.start) : first
        members.append(JSONLDValue.Member(key: name, value: value))
      }
      recipes.append(.object(members, offset: scope.start))
      position = inside
    }
    return recipes
  }

  /// Whether a tag starts an item typed `Recipe`: `itemscope` and an
  /// `itemtype` of schema.org's Recipe, over http or https, among others.
  private static func isRecipeScope(_ tag: HTMLElement, in bytes: Span<UInt8>) -> Bool {
    guard tag.tag.attribute("itemscope", in: bytes) != nil,
      let type = tag.tag.attribute("itemtype", in: bytes)?.value
    else { return false }
    return String(utf8: bytes.extracting(type)).split(separator: " ").contains { url in
      let lowered = url.lowercased()
      return lowered.hasSuffix("schema.org/recipe") || lowered.hasSuffix("schema.org/recipe/")
    }
  }

  /// A property's value: its `content`, a `<time>`'s `datetime`, or the element's HTML.
  private static func value(of tag: HTMLElement, in bytes: Span<UInt8>, budget: inout Int)
    -> JSONLDValue
  {
    if let content = tag.tag.attribute("content", in: bytes)?.value
      ?? (tag.name == "time" ? tag.tag.attribute("datetime", in: bytes)?.value : nil)
    {
      return .string(
        HTMLText.decoded(String(utf8: bytes.extracting(content))), offset: content.lowerBound - 1,
        escaped: true)
    }
    return .string(
      tag.contents(in: bytes, budget: &budget), offset: tag.tag.contentStart - 1, escaped: true)
  }
}
