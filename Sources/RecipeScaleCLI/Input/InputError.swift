import RecipeScale

/// Why a recipes file could not be read.
package enum InputError: Error, Equatable {
  /// open(2) or read(2) failed with this `errno`.
  case system(path: String, code: Int32)
  /// The path names a directory.
  case isDirectory(path: String)
  /// A folder given as the recipes holds no recipe file.
  case noRecipeFiles(folder: String)
  /// The input is larger than the size limit, or endless.
  case tooLarge(path: String, limit: Int)
  /// No recipes file was named and none was found in the usual places.
  case noRecipesFile(searched: [String])
  /// A line of JSON Lines is longer than the limit.
  case lineTooLong(path: String, line: Int, limit: Int)

  package var exitStatus: ExitStatus {
    switch self {
    case .tooLarge, .lineTooLong: return .dataError
    default: return .noInput
    }
  }

  package var description: String {
    // Paths come from the command line and the environment: escaped like data.
    switch self {
    case .system(let path, let code):
      "\(path.escapingControlCharacters): " + String(cString: strerror(code)).lowercasedFirstLetter
    case .isDirectory(let path):
      "\(path.escapingControlCharacters): is a directory"
    case .noRecipeFiles(let folder):
      "\(folder.escapingControlCharacters): a folder with no recipe files "
        + "(.json, .jsonl, .ndjson, .txt, .html, .htm, .cook)"
    case .tooLarge(let path, let limit):
      "\(path.escapingControlCharacters): input is larger than the \(limit >> 20) MiB limit"
    case .lineTooLong(let path, let line, let limit):
      "\(path.escapingControlCharacters):\(line): line is longer than the \(limit >> 20) MiB limit"
    case .noRecipesFile(let searched):
      "no recipes file found (looked for "
        + searched.map(\.escapingControlCharacters).joined(separator: " and ")
        + "); name one with --file PATH or RECIPE_SCALE_FILE"
    }
  }
}
