/// The recipes a page marks up as schema.org microdata (`itemscope
/// itemtype="https://schema.org/Recipe"`, `itemprop="recipeIngredient"`), read
/// as the JSON-LD objects the page would have given, for a page that has none.
///
/// A scan of the tags, not an HTML parser: an element ends at its matching end
/// tag, a `<li>` or `<p>` also where the next one starts or its list ends, and
/// a void element (`<meta>`) at once. A property's value is its `content` (or a
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

  /// Elements that have no contents and no end tag.
  private static let voidElements: Set<String> = [
    "meta", "link", "br", "img", "input", "hr", "source", "area", "base", "col", "embed", "wbr",
  ]

  /// A start tag: its lowercase name, where it starts, and its attributes.
  private struct StartTag {
    var name: String
    var start: Int
    var tag: HTMLTag
  }

  /// Every recipe the page marks up, in page order.
  ///
  /// - Parameter bytes: The page.
  /// - Returns: Each recipe as a JSON-LD object typed `Recipe`.
  static func recipes(in bytes: Span<UInt8>) -> [JSONLDValue] {
    // Most pages have no microdata: one look for the type, before any tag is read.
    guard find("schema.org/recipe", in: bytes, from: 0) != nil else { return [] }
    let tags = startTags(in: bytes)
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
      let end = elementEnd(of: scope, in: bytes, budget: &budget)
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
          let nestedEnd = elementEnd(of: tag, in: bytes, budget: &budget)
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
  private static func isRecipeScope(_ tag: StartTag, in bytes: Span<UInt8>) -> Bool {
    guard tag.tag.attribute("itemscope", in: bytes) != nil,
      let type = tag.tag.attribute("itemtype", in: bytes)?.value
    else { return false }
    return String(utf8: bytes.extracting(type)).split(separator: " ").contains { url in
      let lowered = url.lowercased()
      return lowered.hasSuffix("schema.org/recipe") || lowered.hasSuffix("schema.org/recipe/")
    }
  }

  /// A property's value: its `content`, a `<time>`'s `datetime`, or the element's HTML.
  private static func value(of tag: StartTag, in bytes: Span<UInt8>, budget: inout Int)
    -> JSONLDValue
  {
    if let content = tag.tag.attribute("content", in: bytes)?.value
      ?? (tag.name == "time" ? tag.tag.attribute("datetime", in: bytes)?.value : nil)
    {
      return .string(
        HTMLText.decoded(String(utf8: bytes.extracting(content))), offset: content.lowerBound - 1,
        escaped: true)
    }
    let end = elementEnd(of: tag, in: bytes, budget: &budget)
    let contents = tag.tag.contentStart..<max(tag.tag.contentStart, end)
    return .string(
      String(utf8: bytes.extracting(contents)), offset: tag.tag.contentStart - 1, escaped: true)
  }

  /// Every start tag of the page, outside comments, scripts and styles.
  private static func startTags(in bytes: Span<UInt8>) -> [StartTag] {
    var tags: [StartTag] = []
    var index = 0
    while let open = ByteScan.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: index) {
      index = open + 1
      if starts("<!--", in: bytes, at: open) {
        guard let close = find("-->", in: bytes, from: open + 4) else { break }
        index = close + 3
        continue
      }
      var nameEnd = open + 1
      while nameEnd < bytes.count, isNameByte(bytes[nameEnd], first: nameEnd == open + 1) {
        nameEnd += 1
      }
      guard nameEnd > open + 1 else { continue }
      let name = String(utf8: bytes.extracting(open + 1..<nameEnd)).lowercased()
      guard let tag = HTMLTag.read(in: bytes, from: nameEnd) else { break }
      index = tag.contentStart
      if name == "script" || name == "style" {
        // Their contents are no markup.
        guard let close = find("</" + name, in: bytes, from: index) else { break }
        index = close
        continue
      }
      // Only the tags of items and their properties matter.
      if tag.attribute("itemscope", in: bytes) != nil || tag.attribute("itemprop", in: bytes) != nil
      {
        tags.append(StartTag(name: name, start: open, tag: tag))
      }
    }
    return tags
  }

  /// Where an element's contents end: at its matching end tag; for a `<li>`,
  /// `<p>`, `<dd>` or `<dt>` also where the next of its kind starts or its
  /// list ends; at once for a void element; at the page's end when nothing ends it.
  private static func elementEnd(of element: StartTag, in bytes: Span<UInt8>, budget: inout Int)
    -> Int
  {
    if voidElements.contains(element.name) || budget <= 0 { return element.tag.contentStart }
    let end = elementEnd(of: element, in: bytes)
    budget -= end - element.tag.contentStart
    return end
  }

  /// Where an element's contents end, as ``elementEnd(of:in:budget:)`` says, reading
  /// as far as it takes.
  private static func elementEnd(of element: StartTag, in bytes: Span<UInt8>) -> Int {
    let implied: [String] =
      switch element.name {
      case "li": ["<li", "</ul", "</ol"]
      case "p": ["<p", "</div", "</td", "</li"]
      case "dd", "dt": ["<dd", "<dt", "</dl"]
      default: []
      }
    var depth = 0
    var index = element.tag.contentStart
    while let open = ByteScan.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: index) {
      index = open + 1
      let closing = open + 1 < bytes.count && bytes[open + 1] == UInt8(ascii: "/")
      let nameStart = closing ? open + 2 : open + 1
      if isTagName(element.name, in: bytes, at: nameStart) {
        if closing {
          if depth == 0 { return open }
          depth -= 1
        } else if implied.isEmpty {
          depth += 1
        } else if depth == 0 {
          return open
        }
        continue
      }
      if depth == 0,
        implied.contains(where: {
          starts($0, in: bytes, at: open) && isTagEnd(bytes, open + $0.utf8.count)
        })
      {
        return open
      }
    }
    return bytes.count
  }

  /// Whether a tag's name, in any case, stands at an offset and ends there.
  private static func isTagName(_ name: String, in bytes: Span<UInt8>, at offset: Int) -> Bool {
    let word = Array(name.utf8)
    return HTMLTag.isWord(word, in: bytes, range: offset..<(offset + word.count))
      && isTagEnd(bytes, offset + word.count)
  }

  /// Whether a tag's name ends at an offset: a space, `>` or `/` follows.
  private static func isTagEnd(_ bytes: Span<UInt8>, _ offset: Int) -> Bool {
    offset >= bytes.count || HTMLTag.isSpace(bytes[offset]) || bytes[offset] == UInt8(ascii: ">")
      || bytes[offset] == UInt8(ascii: "/")
  }

  /// Whether a byte may be in a tag's name.
  private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
    let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    if first { return letter }
    return letter || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "-")
  }

  /// Whether ASCII text stands at an offset, in any case.
  private static func starts(_ text: String, in bytes: Span<UInt8>, at offset: Int) -> Bool {
    let word = Array(text.lowercased().utf8)
    return HTMLTag.isWord(word, in: bytes, range: offset..<(offset + word.count))
  }

  /// The offset of ASCII text, in any case, from an offset on.
  private static func find(_ text: String, in bytes: Span<UInt8>, from start: Int) -> Int? {
    let first = Array(text.lowercased().utf8)[0]
    // A letter first may be a capital: the earlier of the two is looked at.
    let capital = first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") ? first & ~0x20 : first
    // Each case's next place is kept until it is passed: a page with few of
    // one case is scanned for it once, not once for each of the other.
    var small = ByteScan.firstIndex(of: first, in: bytes, from: start)
    var large = capital == first ? nil : ByteScan.firstIndex(of: capital, in: bytes, from: start)
    while let found = [small, large].compactMap({ $0 }).min() {
      if starts(text, in: bytes, at: found) { return found }
      if found == small { small = ByteScan.firstIndex(of: first, in: bytes, from: found + 1) }
      if found == large { large = ByteScan.firstIndex(of: capital, in: bytes, from: found + 1) }
    }
    return nil
  }
}
