/// A step of a method as a human format lists it: its number, or none for the
/// heading of a part of the method. Numbers run on across the parts, as a
/// printed recipe counts its steps.
struct NumberedStep {
  /// The step's number, from 1; `nil` for a heading.
  var number: Int?
  /// The step.
  var step: ScaledStep

  /// The steps of a method, numbered.
  ///
  /// - Parameter steps: The steps in order, headings among them.
  /// - Returns: Each step with its number.
  static func numbering(_ steps: [ScaledStep]) -> [NumberedStep] {
    var next = 1
    return steps.map { step in
      guard !step.isSectionHeading else { return NumberedStep(number: nil, step: step) }
      defer { next += 1 }
      return NumberedStep(number: next, step: step)
    }
  }
}
