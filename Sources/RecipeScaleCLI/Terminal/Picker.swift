import RecipeScale

/// `recipe-scale pick`: the servings picker, drawn on the terminal.
package struct Picker {
  package var terminal: TerminalSession

  /// Runs the picker until the user accepts or cancels.
  ///
  /// - Returns: The accepted recipe and servings, or `nil` when cancelled.
  package func run(_ initial: PickerState) -> (recipeIndex: Int, servings: Int)? {
    var state = initial
    var redraw = true
    while true {
      if redraw || terminal.takeResize() {
        let size = terminal.size
        terminal.draw(state.lines(width: size.width, height: size.height))
        redraw = false
      }
      let bytes = terminal.readKeys()
      if bytes.isEmpty {
        redraw = true
        continue
      }
      for key in PickerKey.decode(bytes) {
        switch state.handle(key) {
        case .running: redraw = true
        case .cancelled: return nil
        case .accepted(let recipeIndex, let servings): return (recipeIndex, servings)
        }
      }
    }
  }
}
