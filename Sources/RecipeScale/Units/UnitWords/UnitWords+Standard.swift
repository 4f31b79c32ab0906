extension UnitWords {
  /// US volumes and masses, and the metric units, which convert exactly. Their
  /// spellings in other languages (`gramos`, `litri`, `мл`, `克`) are here too: every
  /// spelling of a unit that converts is one unit.
  static let standard: [Group] = [
    (
      .standard(.teaspoon), ["teaspoon", "teaspoonful", "tea spoon"],
      ["teaspoons", "teaspoonfuls", "tea spoons"], ["tsp", "tsps", "tspn", "tspns", "ts", "t"]
    ),
    (
      .standard(.tablespoon), ["tablespoon", "tablespoonful", "table spoon"],
      ["tablespoons", "tablespoonfuls", "table spoons"],
      ["tbsp", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tblsps", "tblspn", "tbspn", "tb"]
    ),
    (
      .standard(.fluidOunce), ["fluid ounce", "fl ounce"], ["fluid ounces", "fl ounces"],
      ["fl oz", "floz", "fl ozs"]
    ),
    (.standard(.cup), ["cup", "cupful"], ["cups", "cupfuls"], ["c"]),
    (.standard(.pint), ["pint"], ["pints"], ["pt", "pts"]),
    (.standard(.quart), ["quart"], ["quarts"], ["qt", "qts"]),
    (.standard(.gallon), ["gallon"], ["gallons"], ["gal", "gals"]),
    (.standard(.ounce), ["ounce"], ["ounces"], ["oz", "ozs"]),
    // `#` only as the line reader gives it, after a number (`10# ground beef`);
    // `Ib`, a capital I for the l, as a scan or a sans-serif card reads `lb`.
    (.standard(.pound), ["pound"], ["pounds"], ["lb", "lbs", "#", "Ib", "Ibs"]),
    // `cc`, a cubic centimetre, is how Japanese and older English recipes write a
    // millilitre (`だし汁 400cc`, `200cc milk`).
    (
      .standard(.milliliter), ["milliliter", "millilitre", "mililitro"],
      ["milliliters", "millilitres", "mililitros", "millilitri"], ["ml", "mls", "мл", "cc", "毫升"]
    ),
    (
      .standard(.centiliter), ["centiliter", "centilitre", "centilitro"],
      ["centiliters", "centilitres", "centilitros", "centilitri"], ["cl"]
    ),
    (
      .standard(.deciliter), ["deciliter", "decilitre", "decilitro"],
      ["deciliters", "decilitres", "decilitros", "decilitri"], ["dl"]
    ),
    (
      .standard(.liter), ["liter", "litre", "litro"], ["liters", "litres", "litros", "litri"],
      ["l", "lt", "ltr", "ltrs", "л", "升"]
    ),
    (
      .standard(.milligram), ["milligram", "milligramme", "milligramm", "miligramo"],
      ["milligrams", "milligrammes", "miligramos", "milligrammi"], ["mg", "мг"]
    ),
    (
      .standard(.gram), ["gram", "gramme", "gramm", "gramo", "grammo", "grama"],
      ["grams", "grammes", "gramos", "grammi", "gramas"],
      ["g", "gr", "grs", "gm", "gms", "grm", "г", "гр", "克"]
    ),
    (
      .standard(.kilogram),
      ["kilogram", "kilogramme", "kilogramm", "kilogramo", "kilo", "quilo"],
      ["kilograms", "kilogrammes", "kilogramos", "kilogrammi", "kilos", "quilos"],
      ["kg", "kgs", "кг", "千克", "公斤"]
    ),
  ]
}
