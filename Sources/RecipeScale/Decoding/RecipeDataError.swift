/// A recipe collection whose data breaks the file format's rules.
public struct RecipeDataError: Error, Hashable, Sendable {
  /// What is wrong.
  public enum Problem: Hashable, Sendable {
    /// The top level is not an array; the payload names what it is.
    case notAnArray(found: String)
    /// A recipe or ingredient is not an object; the payload names what it is.
    case notAnObject(found: String)
    /// A required field is absent or `null`.
    case missingField(String)
    /// A field holds the wrong kind of JSON value.
    case wrongType(field: String, expected: String, found: String)
    /// A number field holds a fraction or a number beyond 64 bits.
    case notAWholeNumber(field: String)
    /// A field that must be positive is zero or less.
    case notPositive(field: String, value: Int)
    /// A field that must not be negative is.
    case negative(field: String, value: Int)
    /// An exact scaled amount has no 64-bit form at these servings.
    case amountTooLarge(servings: Rational?)
    /// The servings a scale factor makes have no 64-bit form.
    case servingsTooLarge(factor: Rational)
    /// Servings were asked for, but the recipe gives none to scale from.
    case noServings
    /// A number in an ingredient written as a line has no exact 64-bit form;
    /// the payload is its 1-based column in the line.
    case lineNumberTooLarge(column: Int)
    /// `numMax`/`denomMax` give an upper end not above `num`/`denom`, or no lower end.
    case rangeDoesNotRise
    /// `language` is not shaped like a BCP 47 tag; the payload is the text found.
    case malformedLanguage(String)
    /// A field that must hold text holds none but spaces; the payload names it.
    case emptyField(String)
    /// Another pan was asked for, but the recipe names no pan of its own, or
    /// more than one, and none was given to scale from.
    case noPan
    /// The recipe's `pan` field cannot be read as a pan's size; the payload is
    /// the text and why.
    case unreadablePan(String, PanSizeError)
  }

  /// Where the problem is.
  public var location: DataLocation
  /// What the problem is.
  public var problem: Problem

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - problem: What the problem is.
  ///   - location: Where the problem is.
  public init(_ problem: Problem, at location: DataLocation = DataLocation()) {
    self.problem = problem
    self.location = location
  }
}

extension RecipeDataError.Problem: CustomStringConvertible {
  /// A lowercase message for people.
  public var description: String {
    switch self {
    case .notAnArray(let found): "expected an array of recipes, found \(found)"
    case .notAnObject(let found): "expected an object, found \(found)"
    case .missingField(let field): "\"\(field)\" is missing"
    case .wrongType(let field, let expected, let found):
      "\(field) must be \(expected), found \(found)"
    case .notAWholeNumber(let field) where field == "num" || field == "numMax":
      "\(field) must be a whole number from 0 to \(Int.max)"
    case .notAWholeNumber(let field):
      "\(field) must be a positive whole number up to \(Int.max)"
    case .notPositive(let field, let value): "\(field) must be positive, found \(value)"
    case .negative(let field, let value): "\(field) must not be negative, found \(value)"
    case .amountTooLarge(let servings?):
      "the amount for \(servings) \(servings > .one ? "servings" : "serving") is too large to compute exactly"
    case .amountTooLarge(nil):
      "the amount is too large to compute exactly"
    case .servingsTooLarge(let factor):
      "the servings at a scale of \(factor) are too large to compute exactly"
    case .noServings:
      "no servings are given to scale from; scale by a factor instead, or add a yield "
        + "such as \"Serves 4\""
    case .rangeDoesNotRise:
      "numMax/denomMax must be above num/denom, which must be given"
    case .lineNumberTooLarge(let column):
      "the number at column \(column) of the ingredient line is too large to read exactly"
    case .malformedLanguage(let text):
      "language must be a BCP 47 tag such as \"de\" or \"en-GB\", found "
        + text.quotedForMessage
    case .emptyField(let field): "\(field) must not be empty"
    case .noPan:
      "the recipe names no pan to scale from; give its pan with --from-pan, such as "
        + "--from-pan '9 inch round', or add a \"pan\" field"
    case .unreadablePan(let text, let reason): "pan \(text.quotedForMessage): \(reason)"
    }
  }
}

extension RecipeDataError.Problem {
  /// The field the problem is in, or `nil` when it concerns a whole object.
  var field: String? {
    switch self {
    case .notAnArray, .notAnObject, .missingField, .amountTooLarge, .servingsTooLarge,
      .lineNumberTooLarge:
      nil
    case .noServings: "servings"
    case .rangeDoesNotRise: "numMax"
    case .malformedLanguage: "language"
    case .noPan, .unreadablePan: "pan"
    case .emptyField(let field): field
    case .wrongType(let field, _, _), .notAWholeNumber(let field), .notPositive(let field, _),
      .negative(let field, _):
      field
    }
  }
}

extension RecipeDataError {
  /// The keys and indices that lead from the top of the file to the offending
  /// value: the field itself, or the object a missing field belongs in.
  package var path: [JSONPathComponent] {
    var path: [JSONPathComponent] = []
    if let recipe = location.recipeIndex { path.append(.index(recipe)) }
    if let ingredient = location.ingredientIndex {
      path += [.key("ingredients"), .index(ingredient)]
    }
    if let field = problem.field {
      path.append(.key(field))
    } else if case .amountTooLarge = problem {
      path.append(.key(location.ingredientIndex == nil ? "servings" : "num"))
    } else if case .servingsTooLarge = problem {
      path.append(.key("servings"))
    }
    return path
  }
}

extension RecipeDataError: CustomStringConvertible {
  /// The location and the problem: `recipe "Pancakes" (#3), ingredient #2 "flour": denom is 0`.
  public var description: String {
    let place = location.description
    return place.isEmpty ? problem.description : "\(place): \(problem)"
  }
}
