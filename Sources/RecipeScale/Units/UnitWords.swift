/// Every unit spelling the line reader knows, in one table for the rest of the code to share.
///
/// The table lists each unit once, with its singular and plural spellings and its
/// abbreviations, in English and in the other languages recipes are often written in
/// (German, French, Spanish, Italian, Dutch, Portuguese, Polish, Czech, Turkish, the
/// Scandinavian languages, Russian, Chinese and Japanese), each with the language it
/// is a word of. Case and periods never matter here (`Tbsp.` is `tbsp`); where case
/// does matter (`T` is a tablespoon, `t` a teaspoon) ``StandardUnit/init(recognizing:)``
/// tells them apart from the unit as written.
///
/// Size words (`large`, `small`, `whole`) are not units: they belong to the name.
enum UnitWords {
  /// A unit's spellings: what it measures, then its singular spellings, its plural
  /// spellings and its abbreviations.
  typealias Group = (
    kind: UnitWord.Kind, singular: [String], plural: [String], abbreviations: [String]
  )

  /// Every spelling, in table order.
  static let all: [UnitWord] = {
    var words: [UnitWord] = []
    for (group, (language, (kind, singular, plural, abbreviations))) in groups.enumerated() {
      let condition = conditions[singular.first ?? ""]
      for (form, spellings) in [
        (UnitWord.Form.singular, singular), (.plural, plural), (.abbreviation, abbreviations),
      ] {
        for spelling in spellings {
          // Bytes, not Characters: splitting a thousand spellings by Character
          // cost a millisecond of every start.
          let utf8 = Array(spelling.utf8)
          let parts =
            utf8.contains(UInt8(ascii: " "))
            ? utf8.split(separator: UInt8(ascii: " ")).map {
              WordTable<Int>.folded(Array($0))
            }
            : [WordTable<Int>.folded(utf8)]
          words.append(
            UnitWord(
              spelling: spelling, words: parts, kind: kind, form: form, group: group,
              language: language, needsOf: condition?.needsOf ?? false,
              notBefore: (condition?.notBefore ?? []).map {
                WordTable<Int>.folded(Array($0.utf8))
              }))
        }
      }
    }
    return words
  }()

  /// Whether a spelling is one of ``all``, which ``WrittenUnit`` asserts of
  /// the words it holds without a reference count.
  ///
  /// - Parameter word: A spelling.
  /// - Returns: Whether it is one of the table's.
  static func isTableWord(_ word: UnitWord) -> Bool {
    tableWords.contains(ObjectIdentifier(word))
  }

  /// The identities of ``all``'s spellings.
  private static let tableWords = Set(all.map(ObjectIdentifier.init))

  /// The spellings that start with a word, longest first, by that first word.
  static let byFirstWord: WordTable<[UnitWord]> = {
    // One pass groups the spellings by first word, in a ``SpellingIndex`` of
    // the words' bytes; the groups keep the order the table first lists their
    // words in. A sort of all the spellings by word cost a third of building
    // every table a text's first line needs, and a Dictionary of byte arrays more.
    var groups: [[Int]] = []
    var index = SpellingIndex()
    for place in all.indices {
      guard let first = all[place].words.first else { continue }
      let hash = SpellingIndex.hash(first)
      if let group = index.place(hash: hash, where: { all[groups[$0][0]].words[0] == first }) {
        groups[group].append(place)
      } else {
        index.insert(hash: hash, place: groups.count)
        groups.append([place])
      }
    }
    return WordTable(
      groups.map { group in
        let word = String(decoding: all[group[0]].words[0], as: UTF8.self)
        if group.count == 1 { return (word, [all[group[0]]]) }
        // Longest spelling first, and in table order among the same length.
        let longestFirst = group.sorted { left, right in
          let (a, b) = (all[left].words.count, all[right].words.count)
          return a != b ? a > b : left < right
        }
        return (word, longestFirst.map { all[$0] })
      })
  }()

  /// The first words of the spellings of containers (`can`, `jar`, `pkg`): the
  /// reader asks whether a container follows a unit, and most words there are
  /// the name's, which this table turns away without looking up a unit.
  static let containerFirstWords = WordTable(
    all.filter { $0.kind == .container && !$0.words.isEmpty }.map {
      (String(decoding: $0.words[0], as: UTF8.self), true)
    })

  /// The spelling of the table a unit as written ends with: `cloves` for `large
  /// cloves`, `can` for `(14 oz) can` and `can (14 oz)`, `cuillère à soupe`,
  /// `colher (sopa)`, `tbsp` for `heaping Tbsp.`; `nil` when it ends with none.
  ///
  /// - Parameter written: A unit as a recipe writes it.
  /// - Returns: The spelling, whose language and form say how the unit agrees with an amount.
  static func spelling(endingUnit written: Substring) -> UnitWord? {
    var tokens = written.split(separator: " ")
    if let found = spelling(endingTokens: tokens) { return found }
    // `c.à soupe`: words apart at a period, not a space.
    let atPeriods = tokens.flatMap { $0.split(separator: ".") }
    if atPeriods.count > tokens.count, let found = spelling(endingTokens: atPeriods) {
      return found
    }
    // A size or a note in parentheses at the end: `can (14 oz)`.
    while let last = tokens.last, last.utf8.last == UInt8(ascii: ")") {
      guard let open = tokens.lastIndex(where: { $0.utf8.first == UInt8(ascii: "(") }),
        open > 0
      else { return nil }
      tokens.removeSubrange(open...)
      if let found = spelling(endingTokens: tokens) { return found }
    }
    return nil
  }

  /// The longest spelling that runs from some token to the last: an optional plural
  /// (`cup(s)`) does not count.
  private static func spelling(endingTokens tokens: [Substring]) -> UnitWord? {
    guard var last = tokens.last else { return nil }
    last = EnglishNoun.withoutOptionalPlural(last)
    let folded = (tokens.dropLast() + [last]).map { WordTable<Int>.folded(Array($0.utf8)) }
    for start in folded.indices {
      if let word = bySpelling[Array(folded[start...].joined(separator: [UInt8(ascii: " ")]))] {
        return word
      }
    }
    return nil
  }

  /// Every spelling by its folded words joined with spaces, the first listed
  /// winning: what agreement asks about a unit as written, without the reader's
  /// table by first word, which costs a JSON recipe's start five times as much.
  private static let bySpelling: [[UInt8]: UnitWord] = {
    var table: [[UInt8]: UnitWord] = [:]
    table.reserveCapacity(all.count)
    for word in all {
      let key =
        word.words.count == 1
        ? word.words[0] : Array(word.words.joined(separator: [UInt8(ascii: " ")]))
      if table[key] == nil { table[key] = word }
    }
    return table
  }()

  /// A unit written as a spelling of the table, in the number an amount needs,
  /// by the table's own forms: `cuillère à soupe` and `cuillères à soupe`, `Zehe`
  /// and `Zehen`, `colher (sopa)` and `colheres (sopa)`. The unit's first letter
  /// keeps its case, and words before the spelling stay.
  ///
  /// - Parameters:
  ///   - written: The unit as written, which `word` ends.
  ///   - word: The spelling that ends it.
  ///   - plural: Whether the amount needs the plural.
  /// - Returns: The unit in that number, or `nil` when the table gives no other
  ///   form, or the spelling is an abbreviation, or `written` does not end with it.
  static func agreeing(_ written: String, _ word: UnitWord, plural: Bool) -> String? {
    // Polish, Czech and Russian choose among several plurals by the number, and
    // Turkish takes none after one: their words stay as written.
    guard simplePlurals.contains(word.language) else { return nil }
    let group = groups[word.group].group
    let (from, to): ([String], [String])
    switch (word.form, plural) {
    case (.singular, true): (from, to) = (group.singular, group.plural)
    case (.plural, false): (from, to) = (group.plural, group.singular)
    default: return nil
    }
    guard let position = from.firstIndex(of: word.spelling), !to.isEmpty else { return nil }
    var replacement = to[min(position, to.count - 1)]
    // The spelling's last place in the unit: `Dose` in `Dose (400 g)`.
    let characters = Array(written)
    let target = Array(word.spelling.lowercased())
    guard characters.count >= target.count,
      let start = stride(from: characters.count - target.count, through: 0, by: -1).first(
        where: { start in
          String(characters[start..<start + target.count]).lowercased() == String(target)
        })
    else { return nil }
    if characters[start].isUppercase {
      replacement = replacement.prefix(1).uppercased() + replacement.dropFirst()
    }
    return String(characters[..<start]) + replacement
      + String(characters[(start + target.count)...])
  }

  /// The languages whose unit words have one singular and one plural, the plural
  /// for any amount above one.
  private static let simplePlurals: Set<String> = [
    "de", "fr", "es", "it", "nl", "pt", "sv", "da", "no",
  ]

  /// The unit words of Chinese that may run on into the name with no space between,
  /// as Chinese writes them (`2汤匙生抽`, `300克猪肉`). Japanese ones (`個`, `本`, `玉`)
  /// may not: `1玉ねぎ` is an onion, not a ball of `ねぎ`.
  static let runOn: Set<String> = [
    "克", "千克", "公斤", "毫升", "升", "汤匙", "茶匙", "大勺", "小勺", "勺", "个", "瓣", "片", "根",
    "颗", "块", "斤",
  ]

  /// Words that are a unit only in some places, by the unit's first singular spelling:
  /// `needsOf` when only before `of`, `de`, `di` or `d'` (`1 noix de beurre`, but
  /// `2 noix décortiquées` are walnuts, and `1 pot roast` is a roast), and `notBefore`
  /// the words after it (or after its `de`) that make it part of a name instead
  /// (`noix de coco`, `pak choi`).
  private static let conditions: [String: (needsOf: Bool, notBefore: [String])] = [
    "noix": (
      true,
      [
        "coco", "cajou", "muscade", "pécan", "pecan", "macadamia", "grenoble", "saint", "st",
        "brésil",
      ]
    ),
    "noce": (true, ["cocco", "moscata"]),
    "filet": (true, ["mignon", "mignons"]),
    "fio": (true, []),
    "pot": (true, []),
    "pak": (false, ["choi", "choy", "soi"]),
  ]

  /// The groups of every language, in the order a spelling listed twice is decided by:
  /// the first keeps it.
  private static let groups: [(language: String, group: Group)] = [
    ("en", standard), ("en", english), ("de", german), ("fr", french), ("es", spanish),
    ("it", italian), ("nl", dutch), ("pt", portuguese), ("pl", polish), ("cs", czech),
    ("tr", turkish), ("sv", swedish), ("da", danish), ("no", norwegian), ("ru", russian),
    ("zh", chinese), ("ja", japanese), ("ko", korean), ("tl", tagalog),
  ].flatMap { language, groups in groups.map { (language, $0) } }

  // MARK: - Units with a legal definition

  /// US volumes and masses, and the metric units, which convert exactly. Their
  /// spellings in other languages (`gramos`, `litri`, `мл`, `克`) are here too: every
  /// spelling of a unit that converts is one unit.
  private static let standard: [Group] = [
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

  // MARK: - Units of each language

  /// English: kitchen measures with no exact definition here, containers, pieces
  /// and portions, and lengths for sizes. Words English recipes borrow (`katori`,
  /// `pao`, `derica`) take English plurals as those recipes write them.
  private static let english: [Group] = [
    // Kitchen measures with no exact definition here.
    (
      .measure, ["dessertspoon", "dessert spoon"], ["dessertspoons", "dessert spoons"],
      ["dsp", "dstspn"]
    ),
    (.measure, ["barspoon", "bar spoon"], ["barspoons", "bar spoons"], ["bsp"]),
    (.measure, ["spoonful"], ["spoonfuls"], []),
    (.measure, ["teacup", "tea cup"], ["teacups", "tea cups"], []),
    (.measure, ["cooking spoon"], ["cooking spoons"], []),
    (.measure, ["cigar cup"], ["cigar cups"], []),
    (.measure, ["peck"], ["pecks"], []),
    (.measure, ["bushel"], ["bushels"], []),
    // Old cookbooks' measures, which scale as written and convert to nothing.
    (.measure, ["gill"], ["gills"], []),
    (.measure, ["saltspoon", "saltspoonful"], ["saltspoons", "saltspoonfuls"], []),
    (.measure, ["dessertspoon", "dessertspoonful"], ["dessertspoons", "dessertspoonfuls"], []),
    (
      .measure, ["wineglass", "wineglassful", "wine glass"],
      ["wineglasses", "wineglassfuls", "wine glasses"], []
    ),
    (.measure, ["coffee cup", "coffeecup"], ["coffee cups", "coffeecups"], []),
    (.measure, ["tumbler"], ["tumblers"], []),
    // Indian and Pakistani recipes: a katori is a small bowl, a pao a quarter kilo.
    (.container, ["katori"], ["katoris"], []),
    (.measure, ["pao"], ["paos"], []),
    // Nigerian recipes: a derica is the tin a market measures grain in.
    (.container, ["derica"], ["dericas"], []),

    // Containers: what is bought full, and may carry a size.
    (.container, ["can"], ["cans"], []),
    (.container, ["tin"], ["tins"], []),
    (.container, ["jar"], ["jars"], []),
    (.container, ["package"], ["packages"], ["pkg", "pkgs", "pkt", "pkts", "pk", "pks"]),
    (.container, ["pack"], ["packs"], []),
    (.container, ["packet"], ["packets"], []),
    (.container, ["bag"], ["bags"], []),
    (.container, ["box"], ["boxes"], []),
    (.container, ["bottle"], ["bottles"], []),
    (.container, ["carton"], ["cartons"], ["ctn", "ctns"]),
    (.container, ["envelope"], ["envelopes"], ["env", "envs"]),
    (.container, ["container"], ["containers"], []),
    (.container, ["tub"], ["tubs"], []),
    (.container, ["pouch"], ["pouches"], []),
    (.container, ["tube"], ["tubes"], []),
    (.container, ["sleeve"], ["sleeves"], []),
    (.container, ["punnet"], ["punnets"], []),
    (.container, ["sachet"], ["sachets"], []),
    (.container, ["case"], ["cases"], []),
    // French too (`3 pots de yaourt`); only before `of` or `de`: `1 pot roast` is a roast.
    (.container, ["pot"], ["pots"], []),

    // Pieces and portions, counted.
    (.item, ["clove"], ["cloves"], []),
    (.item, ["slice"], ["slices"], []),
    (.item, ["stick"], ["sticks"], []),
    (.item, ["sprig"], ["sprigs"], []),
    (.item, ["bunch"], ["bunches"], []),
    (.item, ["bundle"], ["bundles"], []),
    (.item, ["head"], ["heads"], []),
    (.portion, ["pinch"], ["pinches"], []),
    (.portion, ["dash", "heavy dash"], ["dashes", "heavy dashes"], []),
    (.portion, ["handful"], ["handfuls"], []),
    (.item, ["piece"], ["pieces"], ["pc", "pcs", "nos", "ea"]),
    (.item, ["fillet"], ["fillets"], []),
    (.item, ["leaf"], ["leaves"], []),
    (.item, ["stalk"], ["stalks"], []),
    (.item, ["rib"], ["ribs"], []),
    (.item, ["ear"], ["ears"], []),
    (.item, ["drop"], ["drops"], []),
    (.portion, ["splash"], ["splashes"], []),
    (.portion, ["knob"], ["knobs"], []),
    (.item, ["scoop"], ["scoops"], []),
    // A dozen is a unit, not the number 12, so `2 dozen eggs` doubles to `4 dozen eggs`.
    (.item, ["dozen"], ["dozens"], ["doz"]),
    (.item, ["bar"], ["bars"], []),
    (.item, ["block"], ["blocks"], []),
    (.item, ["sheet"], ["sheets"], []),
    (.item, ["cube"], ["cubes"], []),
    (.item, ["strip"], ["strips"], []),
    (.item, ["rasher"], ["rashers"], []),
    (.item, ["square"], ["squares"], ["sq"]),
    (.item, ["stem"], ["stems"], []),
    (.item, ["bulb"], ["bulbs"], []),
    (.item, ["wedge"], ["wedges"], []),
    (.item, ["shot"], ["shots"], []),
    (.item, ["jigger"], ["jiggers"], []),
    (.item, ["pat"], ["pats"], []),
    (.portion, ["dollop"], ["dollops"], []),
    (.portion, ["glug"], ["glugs"], []),
    (.portion, ["drizzle"], ["drizzles"], []),
    (.portion, ["squeeze"], ["squeezes"], []),
    (.item, ["thumb"], ["thumbs"], []),
    // `2 unit(s) Sour Cream`: meal-kit exports count what comes in the box so.
    (.item, ["unit"], ["units"], []),
    (.item, ["tablet"], ["tablets"], []),
    (.item, ["loaf"], ["loaves"], []),
    (.item, ["ball"], ["balls"], []),
    (.item, ["link"], ["links"], []),
    (.item, ["part"], ["parts"], []),
    (.item, ["roll"], ["rolls"], []),
    (.item, ["chunk"], ["chunks"], []),
    (.item, ["glass"], ["glasses"], []),
    (.item, ["pod"], ["pods"], []),
    // A recipe made several times, or another recipe used whole: `1 recipe Basic Pie Crust`.
    (.item, ["batch"], ["batches"], []),
    (.item, ["serving"], ["servings"], []),
    (.item, ["recipe"], ["recipes"], []),
    // Not `cake` (`1 cake yeast`): `1 cake mix` and `2 cake layers` would lose their name.

    // Lengths, for sizes: `2-inch piece`.
    (.length, ["inch"], ["inches"], []),
    (.length, ["centimeter", "centimetre", "Zentimeter"], ["centimeters", "centimetres"], ["cm"]),
    (.length, ["millimeter", "millimetre"], ["millimeters", "millimetres"], ["mm"]),
  ]

  /// German.
  private static let german: [Group] = [
    (.measure, ["Esslöffel", "Eßlöffel"], [], ["EL", "Essl", "Eßl"]),
    (.measure, ["Teelöffel"], [], ["TL", "Teel"]),
    (.measure, ["Tasse"], ["Tassen"], []),
    (.measure, ["Messerspitze"], ["Messerspitzen"], ["Msp", "Mspr"]),
    (.measure, ["Pfund"], [], []),
    (.container, ["Dose"], ["Dosen"], []),
    (.container, ["Büchse"], ["Büchsen"], []),
    (.container, ["Glas"], ["Gläser"], []),
    (.container, ["Flasche"], ["Flaschen"], []),
    (.container, ["Päckchen"], [], ["Pck", "Pckg", "Pkt"]),
    (.container, ["Packung"], ["Packungen"], []),
    (.container, ["Becher"], [], []),
    (.container, ["Beutel"], [], []),
    (.container, ["Tüte"], ["Tüten"], []),
    (.portion, ["Prise"], ["Prisen"], []),
    (.item, ["Zehe"], ["Zehen"], []),
    (.item, ["Bund"], ["Bünde"], []),
    (.item, ["Stück"], ["Stücke"], ["Stk"]),
    (.item, ["Scheibe"], ["Scheiben"], []),
    (.item, ["Zweig"], ["Zweige"], []),
    (.item, ["Stange"], ["Stangen"], []),
    (.item, ["Portion"], ["Portionen"], []),
    (.item, ["Blatt"], ["Blätter"], []),
    (.item, ["Würfel"], [], []),
    (.portion, ["Handvoll"], [], []),
    (.item, ["Tropfen"], [], []),
    (.portion, ["Schuss"], [], []),
    (.portion, ["Spritzer"], [], []),
    (.item, ["Knolle"], ["Knollen"], []),
    (.item, ["Kopf"], ["Köpfe"], []),
    (.item, ["Stängel"], [], []),
    (.item, ["Dutzend"], [], []),
    (.item, ["Tafel"], ["Tafeln"], []),
  ]

  /// French. `cc` is a millilitre above; a French teaspoon is read from `càc`, `c.c.`
  /// and the words.
  private static let french: [Group] = [
    (
      .measure,
      [
        "cuillère à soupe", "cuillere a soupe", "cuiller à soupe", "cuillerée à soupe",
        "c à soupe", "c a soupe", "cuil à soupe", "cuil a soupe", "c à s", "c a s", "cuil à s",
      ],
      ["cuillères à soupe", "cuilleres a soupe", "cuillerées à soupe"],
      ["càs", "cas", "cs", "CàS"]
    ),
    (
      .measure,
      [
        "cuillère à café", "cuillere a cafe", "cuiller à café", "cuillerée à café",
        "c à café", "c a cafe", "cuil à café", "cuil a cafe", "c à c", "c a c", "cuil à c",
        "cuillère à thé", "c à thé",
      ],
      ["cuillères à café", "cuilleres a cafe", "cuillerées à café", "cuillères à thé"],
      ["càc", "cac"]
    ),
    (.measure, ["verre"], ["verres"], []),
    (.measure, ["tasse"], ["tasses"], []),
    (.container, ["boîte"], ["boîtes"], []),
    (.container, ["bocal"], ["bocaux"], []),
    (.container, ["paquet"], ["paquets"], []),
    (.container, ["brique"], ["briques"], []),
    (.portion, ["pincée"], ["pincées"], []),
    // A knob of butter, only before `de`: `2 noix décortiquées` are walnuts.
    (.item, ["noix"], [], []),
    // A drizzle, only before `de` or `d'`: `1 filet d'huile d'olive`.
    (.portion, ["filet"], ["filets"], []),
    (.item, ["rouleau"], ["rouleaux"], []),
    (.item, ["gousse"], ["gousses"], []),
    (.item, ["tranche"], ["tranches"], []),
    (.item, ["brin"], ["brins"], []),
    (.item, ["botte"], ["bottes"], []),
    (.item, ["feuille"], ["feuilles"], []),
    (.item, ["morceau"], ["morceaux"], []),
    (.portion, ["poignée"], ["poignées"], []),
    (.item, ["goutte"], ["gouttes"], []),
    (.item, ["tablette"], ["tablettes"], []),
    (.item, ["douzaine"], ["douzaines"], []),
    (.item, ["tête"], ["têtes"], []),
    (.item, ["branche"], ["branches"], []),
  ]

  /// Spanish.
  private static let spanish: [Group] = [
    (
      .measure, ["cucharada", "cucharada sopera"], ["cucharadas", "cucharadas soperas"],
      ["cda", "cdas"]
    ),
    (.measure, ["cucharadita"], ["cucharaditas"], ["cdta", "cdtas", "cdita", "cditas", "cdtita"]),
    (.measure, ["taza"], ["tazas"], []),
    (.measure, ["vaso"], ["vasos"], []),
    (.container, ["lata"], ["latas"], []),
    (.container, ["bote"], ["botes"], []),
    (.container, ["frasco"], ["frascos"], []),
    (.container, ["sobre"], ["sobres"], []),
    (.container, ["paquete"], ["paquetes"], []),
    (.portion, ["pizca"], ["pizcas"], []),
    (.item, ["diente"], ["dientes"], []),
    (.item, ["rama"], ["ramas"], []),
    (.item, ["ramita"], ["ramitas"], []),
    (.item, ["hoja"], ["hojas"], []),
    (.item, ["manojo"], ["manojos"], []),
    (.portion, ["pellizco"], ["pellizcos"], []),
    (.portion, ["chorrito"], ["chorritos"], []),
    (.item, ["chorro"], ["chorros"], []),
    (.item, ["rodaja"], ["rodajas"], []),
    (.item, ["rebanada"], ["rebanadas"], []),
    (.item, ["loncha"], ["lonchas"], []),
    (.item, ["trozo"], ["trozos"], []),
    (.portion, ["puñado"], ["puñados"], []),
    (.item, ["docena"], ["docenas"], []),
    (.item, ["cabeza"], ["cabezas"], []),
    (.item, ["gota"], ["gotas"], []),
  ]

  /// Italian.
  private static let italian: [Group] = [
    (.measure, ["cucchiaio"], ["cucchiai"], []),
    (.measure, ["cucchiaino"], ["cucchiaini"], []),
    (.measure, ["tazza"], ["tazze"], []),
    (.measure, ["bicchiere"], ["bicchieri"], []),
    // An etto is 100 g, a weight shops use; it stays as written.
    (.measure, ["etto"], ["etti"], []),
    (.container, ["scatola", "scatoletta"], ["scatole", "scatolette"], []),
    (.container, ["barattolo"], ["barattoli"], []),
    (.container, ["confezione"], ["confezioni"], []),
    (.container, ["busta"], ["buste"], []),
    (.container, ["bustina"], ["bustine"], []),
    (.container, ["vasetto"], ["vasetti"], []),
    (.container, ["lattina"], ["lattine"], []),
    // A knob of butter, only before `di`: `noce moscata` is nutmeg.
    (.item, ["noce"], ["noci"], []),
    (.item, ["spicchio"], ["spicchi"], []),
    (.portion, ["pizzico"], ["pizzichi"], []),
    (.item, ["foglia"], ["foglie"], []),
    (.item, ["rametto"], ["rametti"], []),
    (.item, ["mazzetto"], ["mazzetti"], []),
    (.item, ["mazzo"], ["mazzi"], []),
    (.item, ["ciuffo"], ["ciuffi"], []),
    (.item, ["fetta"], ["fette"], []),
    (.item, ["cespo"], ["cespi"], []),
    (.item, ["pezzo"], ["pezzi"], []),
    (.item, ["goccia"], ["gocce"], []),
    (.portion, ["manciata"], ["manciate"], []),
    (.item, ["dozzina"], ["dozzine"], []),
    (.item, ["cubetto"], ["cubetti"], []),
    (.item, ["panetto"], ["panetti"], []),
  ]

  /// Dutch.
  private static let dutch: [Group] = [
    (.measure, ["eetlepel"], ["eetlepels"], ["el", "eetl"]),
    (.measure, ["theelepel"], ["theelepels"], ["tl", "theel"]),
    (.measure, ["kopje"], ["kopjes"], []),
    (.container, ["blik", "blikje"], ["blikken", "blikjes"], []),
    (.container, ["pakje"], ["pakjes"], []),
    // Not before `choi`: `pak choi` is a cabbage.
    (.container, ["pak"], ["pakken"], []),
    (.container, ["bakje"], ["bakjes"], []),
    (.container, ["zakje"], ["zakjes"], []),
    (.container, ["potje"], ["potjes"], []),
    (.portion, ["snufje"], ["snufjes"], ["snuf"]),
    (.portion, ["mespunt", "mespuntje"], ["mespunten", "mespuntjes"], []),
    (.item, ["teentje", "teen"], ["teentjes", "tenen"], []),
    (.item, ["takje"], ["takjes"], []),
    (.item, ["plak", "plakje"], ["plakken", "plakjes"], []),
    (.item, ["blaadje"], ["blaadjes"], []),
    (.item, ["bosje", "bos"], ["bosjes", "bossen"], []),
    (.item, ["stronk"], ["stronken"], []),
    (.portion, ["scheutje"], ["scheutjes"], []),
    (.item, ["stuk"], ["stuks"], []),
    (.item, ["blokje"], ["blokjes"], []),
    (.item, ["druppel"], ["druppels"], []),
  ]

  /// Portuguese. Brazilian sites put the kind of spoon or cup in parentheses:
  /// `1 colher (sopa)`, `2 xícaras (chá)`.
  private static let portuguese: [Group] = [
    (
      .measure, ["xícara", "xícara de chá", "xícara (chá)", "chávena"],
      ["xícaras", "xícaras de chá", "xícaras (chá)", "chávenas"], []
    ),
    (
      .measure, ["colher de sopa", "colher (sopa)"], ["colheres de sopa", "colheres (sopa)"],
      ["c de sopa"]
    ),
    (
      .measure, ["colher de chá", "colher (chá)"], ["colheres de chá", "colheres (chá)"],
      ["c de chá"]
    ),
    (
      .measure, ["colher de sobremesa", "colher (sobremesa)"],
      ["colheres de sobremesa", "colheres (sobremesa)"], []
    ),
    (.measure, ["copo", "copo americano"], ["copos", "copos americanos"], []),
    (.container, ["pacote"], ["pacotes"], []),
    (.container, ["caixa"], ["caixas"], []),
    (.container, ["caixinha"], ["caixinhas"], []),
    (.portion, ["pitada"], ["pitadas"], []),
    // A drizzle, only before `de`: `1 fio de azeite`.
    (.portion, ["fio"], ["fios"], []),
    (.item, ["dente"], ["dentes"], []),
    (.item, ["fatia"], ["fatias"], []),
    (.item, ["maço"], ["maços"], []),
    (.item, ["ramo"], ["ramos"], []),
    (.item, ["folha"], ["folhas"], []),
  ]

  /// Polish.
  private static let polish: [Group] = [
    (.measure, ["łyżka"], ["łyżki", "łyżek"], []),
    (.measure, ["łyżeczka"], ["łyżeczki", "łyżeczek"], []),
    (.measure, ["szklanka"], ["szklanki", "szklanek"], []),
    (.container, ["opakowanie"], ["opakowania", "opakowań"], []),
    (.container, ["puszka"], ["puszki", "puszek"], []),
    (.portion, ["szczypta"], ["szczypty"], []),
    (.item, ["ząbek"], ["ząbki", "ząbków"], []),
    (.item, ["kostka"], ["kostki", "kostek"], []),
    (.item, ["plaster"], ["plastry", "plastrów"], []),
    (.item, ["pęczek"], ["pęczki", "pęczków"], []),
    (.portion, ["garść"], ["garści"], []),
  ]

  /// Czech.
  private static let czech: [Group] = [
    (.measure, ["lžíce"], ["lžic"], []),
    (.measure, ["lžička"], ["lžičky", "lžiček"], []),
    (.measure, ["hrnek"], ["hrnky", "hrnků"], []),
    (.container, ["balíček"], ["balíčky", "balíčků"], []),
    (.container, ["plechovka"], ["plechovky"], []),
    (.item, ["stroužek"], ["stroužky", "stroužků"], []),
    (.portion, ["špetka"], ["špetky"], []),
    (.item, ["plátek"], ["plátky", "plátků"], []),
  ]

  /// Turkish: the number takes no plural.
  private static let turkish: [Group] = [
    (.measure, ["su bardağı"], [], []),
    (.measure, ["çay bardağı"], [], []),
    (.measure, ["yemek kaşığı"], [], []),
    (.measure, ["tatlı kaşığı"], [], []),
    (.measure, ["çay kaşığı"], [], []),
    (.container, ["paket"], [], []),
    (.container, ["kutu"], [], []),
    (.portion, ["tutam"], [], []),
    (.item, ["diş"], [], []),
    (.item, ["dilim"], [], []),
    (.item, ["demet"], [], []),
  ]

  /// Swedish.
  private static let swedish: [Group] = [
    (.measure, ["matsked"], ["matskedar"], ["msk"]),
    (.measure, ["tesked"], ["teskedar"], ["tsk"]),
    (.measure, ["kryddmått"], [], ["krm"]),
    (.container, ["förpackning"], ["förpackningar"], ["förp"]),
    (.container, ["burk"], ["burkar"], []),
    (.item, ["klyfta"], ["klyftor"], []),
    (.portion, ["knivspets", "knivsudd", "knivspids"], [], []),
  ]

  /// Danish (`ts`, its teaspoon, is the English one above).
  private static let danish: [Group] = [
    (.measure, ["spiseskefuld"], [], ["spsk"]),
    (.item, ["fed"], [], []),
  ]

  /// Norwegian (`ts`, its teaspoon, is the English one above).
  private static let norwegian: [Group] = [
    (.measure, ["spiseskje"], ["spiseskjeer"], ["ss"]),
    (.measure, ["teskje"], ["teskjeer"], []),
    (.container, ["pakke"], ["pakker"], []),
    (.container, ["boks"], ["bokser"], []),
  ]

  /// Russian: `ст. л.` is a tablespoon, `ч. л.` a teaspoon.
  private static let russian: [Group] = [
    (
      .measure, ["столовая ложка"], ["столовые ложки", "столовых ложек"], ["ст л", "ст.л."]
    ),
    (.measure, ["чайная ложка"], ["чайные ложки", "чайных ложек"], ["ч л", "ч.л."]),
    (.measure, ["стакан"], ["стакана", "стаканов"], []),
    (.container, ["банка"], ["банки"], []),
    (.container, ["упаковка"], ["упаковки"], []),
    (.item, ["зубчик"], ["зубчика", "зубчиков"], []),
    (.portion, ["щепотка"], ["щепотки"], []),
    (.item, ["пучок"], ["пучка", "пучков"], []),
    (.item, ["штука"], ["штуки", "штук"], ["шт"]),
  ]

  /// Chinese, after the number with or without a space (`300克`, `2汤匙生抽`); the
  /// metric units are above. The spoons stay as written, as `EL` does; `斤` is 500 g in
  /// one place and 600 g in another.
  private static let chinese: [Group] = [
    (.measure, ["汤匙", "大勺"], [], []),
    (.measure, ["茶匙", "小勺"], [], []),
    (.measure, ["勺"], [], []),
    (.measure, ["斤"], [], []),
    (.item, ["个"], [], []),
    (.item, ["瓣"], [], []),
    (.item, ["片"], [], []),
    (.item, ["根"], [], []),
    (.item, ["颗"], [], []),
    (.item, ["块"], [], []),
  ]

  /// Japanese, after the number (`2個`, `1/4玉`, `米 2合`), and the spoons before it
  /// (`砂糖 大さじ1`). A Japanese cup (`カップ`) is 200 ml and a rice cup (`合`)
  /// 180 ml, not the US cup, and its spoons 15 and 5 ml: all stay as written.
  private static let japanese: [Group] = [
    (.measure, ["大さじ"], [], []),
    (.measure, ["小さじ"], [], []),
    (.measure, ["カップ"], [], []),
    (.measure, ["合"], [], []),
    (.item, ["個"], [], []),
    (.item, ["本"], [], []),
    (.item, ["枚"], [], []),
    (.item, ["玉"], [], []),
    (.item, ["かけ"], [], []),
    (.container, ["袋"], [], []),
    (.container, ["缶"], [], []),
  ]

  /// Korean, after the number with or without a space (`간장 2큰술`, `계란 2개`, `대파
  /// 1대`); the metric units are above. A Korean cup (`컵`) is 200 ml and its spoons
  /// (`큰술`, `작은술`) 15 and 5 ml, as Korean recipes measure: all stay as written.
  private static let korean: [Group] = [
    (.measure, ["큰술"], [], []),
    (.measure, ["작은술"], [], []),
    (.measure, ["컵"], [], []),
    (.measure, ["줌"], [], []),
    (.measure, ["꼬집"], [], []),
    (.item, ["개"], [], []),
    (.item, ["쪽"], [], []),
    (.item, ["장"], [], []),
    (.item, ["모"], [], []),
    (.item, ["대"], [], []),
    (.item, ["마리"], [], []),
    (.item, ["뿌리"], [], []),
    (.item, ["송이"], [], []),
    (.container, ["봉지"], [], []),
    (.container, ["캔"], [], []),
  ]

  /// Tagalog: a `tali` is a bundle tied with string.
  private static let tagalog: [Group] = [
    (.item, ["tali"], [], [])
  ]
}
