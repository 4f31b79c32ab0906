// Reading the recipe format's fields with the format's own error messages, so
// every way a field can be wrong is reported as a `RecipeDataError`.
// Each field is read with one lookup (`decodeIfPresent`); only when that fails
// does a second look classify what stands there, for the message.
extension KeyedDecodingContainer {
  /// A string field that must be present.
  func requiredString(_ key: Key) throws(RecipeDataError) -> String {
    guard let value = try optionalString(key) else {
      throw RecipeDataError(.missingField(key.stringValue))
    }
    return value
  }

  /// A string field that may be absent or `null`.
  func optionalString(_ key: Key) throws(RecipeDataError) -> String? {
    do {
      return try decodeIfPresent(String.self, forKey: key)
    } catch {
      throw RecipeDataError(
        .wrongType(
          field: key.stringValue, expected: "a string", found: JSONKind.name(of: key, in: self)))
    }
  }

  /// An integer field that must be present.
  func requiredInteger(_ key: Key) throws(RecipeDataError) -> Int {
    guard let value = try optionalInteger(key) else {
      throw RecipeDataError(.missingField(key.stringValue))
    }
    return value
  }

  /// An integer field that may be absent or `null`.
  func optionalInteger(_ key: Key) throws(RecipeDataError) -> Int? {
    do {
      return try decodeIfPresent(Int.self, forKey: key)
    } catch {
      let found = JSONKind.name(of: key, in: self)
      if found == "a number" { throw RecipeDataError(.notAWholeNumber(field: key.stringValue)) }
      throw RecipeDataError(
        .wrongType(field: key.stringValue, expected: "an integer", found: found))
    }
  }

  /// A doubt about the line an ingredient was read from, which may be absent
  /// or `null`: `{"reason": "second-amount", "column": 25}`.
  func optionalDoubt(_ key: Key) throws(RecipeDataError) -> LineDoubt? {
    do {
      return try decodeIfPresent(LineDoubt.self, forKey: key)
    } catch let error as RecipeDataError {
      throw error
    } catch {
      throw RecipeDataError(
        .wrongType(
          field: key.stringValue, expected: "an object with a reason and a column",
          found: JSONKind.name(of: key, in: self)))
    }
  }

  /// The author's restatements of an ingredient's amount, which may be absent
  /// or `null` (see ``Ingredient/equivalents``).
  func optionalEquivalents(_ key: Key) throws(RecipeDataError) -> [Quantity] {
    do {
      return try decodeIfPresent([Quantity].self, forKey: key) ?? []
    } catch let error as RecipeDataError {
      throw error
    } catch {
      throw RecipeDataError(
        .wrongType(
          field: key.stringValue, expected: "an array of objects with num, denom and unit",
          found: JSONKind.name(of: key, in: self)))
    }
  }

  /// A Boolean field that may be absent or `null`.
  func optionalBool(_ key: Key) throws(RecipeDataError) -> Bool? {
    do {
      return try decodeIfPresent(Bool.self, forKey: key)
    } catch {
      throw RecipeDataError(
        .wrongType(
          field: key.stringValue, expected: "true or false", found: JSONKind.name(of: key, in: self)
        ))
    }
  }

  /// An array field that must be present, as a container to read its elements from.
  func requiredArray(_ key: Key) throws(RecipeDataError) -> any UnkeyedDecodingContainer {
    do {
      return try nestedUnkeyedContainer(forKey: key)
    } catch {
      guard contains(key), (try? decodeNil(forKey: key)) == false else {
        throw RecipeDataError(.missingField(key.stringValue))
      }
      throw RecipeDataError(
        .wrongType(
          field: key.stringValue, expected: "an array", found: JSONKind.name(of: key, in: self)))
    }
  }
}

extension KeyedDecodingContainer<RecipeFormatKey> {
  /// `servings`: required, but `null` says the recipe gives none, as `import`
  /// writes for a text recipe without a yield.
  func servings() throws(RecipeDataError) -> Int? {
    if (try? decodeNil(forKey: .servings)) == true { return nil }
    return try requiredInteger(.servings)
  }

  /// `language`: absent, or a BCP 47 tag.
  func language() throws(RecipeDataError) -> LanguageTag? {
    guard let text = try optionalString(.language) else { return nil }
    guard let tag = LanguageTag(text) else { throw RecipeDataError(.malformedLanguage(text)) }
    return tag
  }

  /// The forms an ingredient gives for a word: `singular` and `plural`, or
  /// `unitSingular` and `unitPlural`. Each is absent or a string; an empty one
  /// is refused by ``Ingredient``'s initializer.
  func forms(singular: RecipeFormatKey, plural: RecipeFormatKey) throws(RecipeDataError)
    -> NounForms
  {
    NounForms(singular: try optionalString(singular), plural: try optionalString(plural))
  }

  /// The details `import` carries over. They are read leniently: scaling never
  /// depends on them, so a value of another type is left out rather than refused.
  func details() -> RecipeDetails {
    // Most recipes files hold none of these: one lookup each tells. An empty
    // text is none: `import` writes one for a part the recipe lacks.
    func text(_ key: RecipeFormatKey) -> String? {
      guard contains(key), let text = (try? decodeIfPresent(String.self, forKey: key)) ?? nil
      else { return nil }
      return text.isEmpty ? nil : text
    }
    func list(_ key: RecipeFormatKey) -> [String]? {
      contains(key) ? (try? decodeIfPresent([String].self, forKey: key)) ?? nil : nil
    }
    return RecipeDetails(
      featured: contains(.featured)
        ? (try? decodeIfPresent(Bool.self, forKey: .featured)) ?? nil : nil,
      image: text(.image), description: text(.description), prepTime: text(.prepTime),
      cookTime: text(.cookTime), totalTime: text(.totalTime), highlights: list(.highlights),
      directions: list(.directions), yield: text(.yield), pan: text(.pan),
      url: text(.url))
  }

  /// The one detail every format's title needs, when the others are left
  /// unread: the yield in the recipe's own words (`24 cookies`).
  func yieldOnly() -> RecipeDetails {
    guard contains(.yield), let yield = (try? decodeIfPresent(String.self, forKey: .yield)) ?? nil,
      !yield.isEmpty
    else { return RecipeDetails() }
    return RecipeDetails(yield: yield)
  }
}

extension Decoder {
  /// The object this decoder stands on, or an error naming what stands there instead.
  func object<Key: CodingKey>(keyedBy type: Key.Type) throws(RecipeDataError)
    -> KeyedDecodingContainer<Key>
  {
    guard let container = try? container(keyedBy: type) else {
      throw RecipeDataError(.notAnObject(found: JSONKind.name(of: self)))
    }
    return container
  }
}
