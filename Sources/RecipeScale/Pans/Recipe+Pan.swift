extension Recipe {
  /// The pan the recipe is written for: its `pan` field when it has one, else
  /// the one pan its text names (its yield, its method, its ingredient lines),
  /// or `nil` when it names none or is unsure (two different pans, a second
  /// size offered, one length and no shape; see ``PanSize/find(in:)``).
  ///
  /// - Throws: ``RecipeDataError`` when the `pan` field cannot be read.
  /// - Returns: The pan, or `nil`.
  public func pan() throws(RecipeDataError) -> PanSize? {
    if let text = details.pan {
      do {
        return try PanSize(parsing: text)
      } catch {
        throw RecipeDataError(.unreadablePan(text, error), at: DataLocation(recipeName: name))
      }
    }
    var texts: [String] = []
    if let yield = details.yield { texts.append(yield) }
    texts += details.directions ?? []
    texts += ingredients.map { $0.source ?? $0.name }
    return PanSize.find(in: texts)
  }
}
