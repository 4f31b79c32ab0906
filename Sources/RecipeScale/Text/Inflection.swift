/// How a word of a recipe is made to agree with its amount.
///
/// In order, the first that applies decides:
/// 1. Forms the recipe gives for the word (``NounForms``): the form for the
///    number needed replaces the word; without one, the word stays as written.
/// 2. A recipe in a language other than English: the word stays as written.
/// 3. A word with a letter outside Latin script: the word stays as written.
/// 4. English rules (``EnglishNoun``).
enum Inflection {
  /// Returns a phrase with its last word made to agree with an amount.
  ///
  /// - Parameters:
  ///   - phrase: One or more words separated by spaces.
  ///   - plural: Whether the plural is wanted.
  ///   - language: The recipe's language; `nil` is English.
  ///   - forms: The forms the recipe gives for the last word.
  /// - Returns: The phrase with its last word replaced, inflected or as written.
  static func inflectingLastWord(
    of phrase: Substring, plural: Bool, language: LanguageTag?, forms: NounForms = NounForms()
  ) -> String {
    if !forms.isEmpty {
      guard let form = plural ? forms.plural : forms.singular else { return String(phrase) }
      let space = phrase.utf8.lastIndex(of: UInt8(ascii: " "))
      let wordStart = space.map { phrase.utf8.index(after: $0) } ?? phrase.startIndex
      return String(phrase[..<wordStart]) + form
    }
    if let language, !language.isEnglish { return String(phrase) }
    return EnglishNoun.inflectingLastWord(of: phrase, plural: plural)
  }

  /// Returns a unit or a name with its counted word made to agree with an amount.
  ///
  /// The counted word is the last one, except before a parenthesised size or
  /// note (`can (15 oz)`) and before `of` (`Leaf of basil`); see
  /// ``EnglishNoun/inflectingCountedWord(of:plural:)``. The order of rules is the
  /// one of ``inflectingLastWord(of:plural:language:forms:)``.
  ///
  /// - Parameters:
  ///   - phrase: One or more words separated by spaces.
  ///   - plural: Whether the plural is wanted.
  ///   - language: The recipe's language; `nil` is English.
  ///   - forms: The forms the recipe gives for the counted word.
  /// - Returns: The phrase with its counted word replaced, inflected or as written.
  static func inflectingCountedWord(
    of phrase: Substring, plural: Bool, language: LanguageTag?, forms: NounForms = NounForms()
  ) -> String {
    if !forms.isEmpty {
      guard let form = plural ? forms.plural : forms.singular else { return String(phrase) }
      let (head, _, tail) = CountedWord.split(phrase)
      return String(head) + form + String(tail)
    }
    if let language, !language.isEnglish { return String(phrase) }
    return EnglishNoun.inflectingCountedWord(of: phrase, plural: plural)
  }
}
