extension RecipeDataError {
  /// Wraps an error thrown while decoding recipe data as a ``RecipeDataError``.
  ///
  /// The format's decoders throw `RecipeDataError` themselves; this catches what
  /// a decoder throws on its own, such as a `null` where an object belongs.
  /// Wraps an error thrown while decoding one element of the top-level array.
  ///
  /// - Parameter error: What the decoder threw.
  public init(decodingElement error: any Error) {
    self.init(decoding: error)
  }

  init(decoding error: any Error) {
    switch error {
    case let error as RecipeDataError:
      self = error
    case DecodingError.valueNotFound:
      self = RecipeDataError(.notAnObject(found: "null"))
    case DecodingError.typeMismatch:
      // The decoder's own description is a sentence for developers, not a kind.
      self = RecipeDataError(.notAnObject(found: "a value of another kind"))
    default:
      self = RecipeDataError(.notAnObject(found: "an unreadable value"))
    }
  }
}
