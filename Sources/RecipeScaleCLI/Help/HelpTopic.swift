/// Topics `recipe-scale help TOPIC` explains besides the subcommands.
package enum HelpTopic: String, CaseIterable {
  case format
  case exitCodes = "exit-codes"

  package var abstract: String {
    switch self {
    case .format: "The recipes file format, with an example."
    case .exitCodes: "What each exit status means."
    }
  }

  package var text: String {
    switch self {
    case .format:
      return """
        RECIPES FILE FORMAT

        A JSON array of recipes, the format of the SwiftUI "Recipe List App"
        tutorial. Files written for that app load unchanged.

          [
            {
              "name": "Buttermilk Pancakes",
              "servings": 4,
              "ingredients": [
                { "name": "All-purpose flour", "num": 1, "denom": 2, "unit": "cup" },
                { "name": "Large egg, beaten", "num": 1 },
                { "name": "Sea salt", "num": 1, "unit": "pinch", "fixed": true }
              ]
            }
          ]

        A recipe:
          name          string, required
          servings      integer, required, positive
          ingredients   array, required, may be empty
          language      a BCP 47 tag (de, zh, en-GB); absent: English, or
                        --language. Only English inflects (an extension)

        An ingredient:
          name          string, required
          num           integer, not negative; absent or 0: unquantified
          denom         integer, positive; absent: 1
          unit          string; absent: a count of things (2 Large eggs)
          fixed         true or false; true: never scales (an extension)
          plural        the name's counted word above one (an extension)
          singular      the name's counted word at one or less (an extension)
          unitPlural    the unit's last word above one (an extension)
          unitSingular  the unit's last word at one or less (an extension)

        Words in a script other than Latin (鸡蛋, 克) never inflect. The four
        forms win over every rule; a word with one stays as written in the
        other number.

        Other fields (id, description, directions, ...) are ignored. Integers
        are written as integers: 1.5, 1e3 and 2.0 are refused. Duplicate keys
        are refused. The file may start with a UTF-8 byte-order mark and may
        be at most 1 GiB.

        The file is --file PATH, else $RECIPE_SCALE_FILE, else ./recipes.json,
        else ../share/recipe-scale/recipes.json beside the binary.

        """
    case .exitCodes:
      let rows = ExitStatus.allCases.map { status in
        let code = String(status.rawValue)
        return "  " + code + String(repeating: " ", count: 6 - code.count) + status.summary
      }
      return "EXIT STATUS\n\n" + rows.joined(separator: "\n") + "\n"
    }
  }
}
