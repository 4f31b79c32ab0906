// Shared by every fuzz target; each target's binary is built with this file.
import RecipeScaleCLI

/// Stops the fuzzer with a message when a property fails.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition {
    let text = "property failed: " + message() + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
    abort()
  }
}
