extension PanSize {
  /// The pan a recipe's text names, if it names exactly one and is certain about it.
  ///
  /// The text may be an ingredient line, a direction or a yield: `Grease a
  /// 9x13-inch baking pan`, `Pour into a greased 8-inch square pan`, `Makes
  /// one 9-inch pie`, `Springform (Ø 26 cm)`, `moule rond de 24 cm`,
  /// `molde redondo de 24 cm`, `tortiera da 24 cm`. A size counts only next
  /// to a word for a pan (pan, tin, dish, casserole, mold, springform, pie,
  /// tart, baking sheet, Form, moule, molde, tortiera, teglia), so `cut into
  /// 1-inch squares`, `9 inches apart` or `a 2-inch piece of ginger` name no pan.
  ///
  /// The result is `nil` whenever a guess would be needed: when the text names
  /// several different pans (`a 9x13 pan or a 10-inch springform`), offers two
  /// sizes (`8- or 9-inch square pan`), names several pans at once (`two
  /// 9-inch round pans`, whose size alone would scale the recipe wrong), or
  /// gives one length and no shape (`a 9-inch pan`). The same pan named
  /// twice (`9x13` and `13x9`) is one pan.
  ///
  /// - Parameter text: Any text of a recipe.
  /// - Returns: The pan, or `nil` when the text names none or is unsure.
  public static func find(in text: String) -> PanSize? {
    find(in: [text])
  }

  /// The pan that several texts of one recipe name together, by the rule of
  /// ``find(in:)``: one pan, however often named, and `nil` when any text is
  /// unsure or two name different pans.
  ///
  /// - Parameter texts: A recipe's texts: its yield, its steps, its lines.
  /// - Returns: The pan, or `nil`.
  static func find(in texts: [String]) -> PanSize? {
    var found: PanSize?
    for text in texts {
      for mention in PanFinder(tokens: PanToken.tokens(in: text)).mentions() {
        guard case .pan(let pan) = mention else { return nil }
        if let found, found != pan { return nil }
        found = pan
      }
    }
    return found
  }
}
