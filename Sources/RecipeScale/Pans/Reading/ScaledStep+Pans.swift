extension ScaledStep {
  /// Names the new pan where the step's words name the recipe's own
  /// (`Butter a 9-inch round cake pan` → `Butter a 9x13-inch cake pan`); the
  /// rest of the step stays as written.
  ///
  /// - Parameter pans: The pans the recipe was scaled between.
  mutating func renamePan(_ pans: PanScaling) {
    for index in parts.indices {
      guard case .text(let words) = parts[index],
        let renamed = PanSize.replacing(pans.from, with: pans.to, in: words)
      else { continue }
      parts[index] = .text(renamed)
    }
  }
}
