extension TextRecipeReader {
  /// Reads a line that starts with `#`: the title of the next recipe, or a
  /// Markdown heading within the one being read.
  func readTitle(_ line: TextLine, in bytes: [UInt8], into recipes: inout TextRecipeCollection)
    throws(TextRecipeError)
  {
    let text = line.trimmedText(in: bytes)
    let level = text.prefix { $0 == "#" }.count
    let name = text.dropFirst(level).trimmingSpaces
    let kind = TextRecipeReader.headingKind(name)
    // `## Ingredients`, `### Method`, or a heading deeper than the recipes'
    // titles: a part of the recipe, as a line ending in `:` is; but under a
    // collection's title with nothing of its own (`# My Recipes`, then
    // `## Pancakes`), a deeper heading is the next recipe's title.
    let isDeeper = recipes.titleLevel.map { level > $0 } == true
    if kind != .group || isDeeper && !recipes.current.isEmpty, !name.isEmpty {
      recipes.start(at: line.number)
      recipes.take(heading: name, kind)
      return
    }
    // A recipe before the first title with no amount and no yield is the
    // page's clutter (`Print Recipe`), and a collection's title no recipe.
    let isClutter =
      recipes.current.isEmpty
      || !recipes.current.hasTitle && recipes.titleLevel == nil
        && recipes.current.servings == nil && recipes.current.hasNoAmount
    try recipes.startTitled(name, at: line.number, keepingCurrent: !(recipes.started && isClutter))
    recipes.titleLevel = isDeeper ? level : recipes.titleLevel ?? level
  }
}
