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
    /// An exact scaled amount has no 64-bit form.
    case tooLarge(field: String)
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
    case .notAWholeNumber(let field):
      "\(field) must be a whole number from 0 to \(Int.max)"
    case .notPositive(let field, let value): "\(field) must be positive, found \(value)"
    case .negative(let field, let value): "\(field) must not be negative, found \(value)"
    case .tooLarge(let field): "\(field) is too large to compute exactly"
    }
  }
}

extension RecipeDataError: CustomStringConvertible {
  /// The location and the problem: `recipe "Pancakes" (#3), ingredient #2 "flour": denom is 0`.
  public var description: String {
    let place = location.description
    return place.isEmpty ? problem.description : "\(place): \(problem)"
  }
}
