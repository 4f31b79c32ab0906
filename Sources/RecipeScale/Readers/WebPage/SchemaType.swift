/// The schema.org types the reader looks for, however a page names them.
enum SchemaType {
  /// Whether a type names `Recipe`: `Recipe`, `schema:Recipe`,
  /// `https://schema.org/Recipe`, in any case, with spaces around.
  static func isRecipe(_ type: String) -> Bool { names(type, "recipe") }

  /// Whether a type names `HowToSection`, written in any of the ways ``isRecipe(_:)`` takes.
  static func isSection(_ type: String) -> Bool { names(type, "howtosection") }

  /// Whether a type names `HowToTip`, written in any of the ways ``isRecipe(_:)`` takes.
  static func isTip(_ type: String) -> Bool { names(type, "howtotip") }

  /// Whether the last part of a type, after any vocabulary prefix or URL,
  /// is a name, compared without case.
  private static func names(_ type: String, _ lowercase: String) -> Bool {
    let local = type.split { $0 == "/" || $0 == ":" || $0 == "#" || $0.isWhitespace }.last
    return local?.lowercased() == lowercase
  }
}
