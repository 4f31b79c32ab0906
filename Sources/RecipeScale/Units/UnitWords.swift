/// Every unit spelling the line reader knows, in one table for the rest of the code to share.
///
/// The table lists each unit once, with its singular and plural spellings and its
/// abbreviations, in English and in the other languages recipes are often written in
/// (German, French, Spanish, Italian, Dutch, Portuguese, Polish, Czech, Turkish, the
/// Scandinavian languages and Russian). Case and periods never matter here
/// (`Tbsp.` is `tbsp`); where case does matter (`T` is a tablespoon, `t` a teaspoon)
/// ``StandardUnit/init(recognizing:)`` tells them apart from the unit as written.
///
/// Size words (`large`, `small`, `whole`) are not units: they belong to the name.
enum UnitWords {
  /// Every spelling, in table order.
  static let all: [UnitWord] = {
    var words: [UnitWord] = []
    for (group, (kind, singular, plural, abbreviations)) in groups.enumerated() {
      for (form, spellings) in [
        (UnitWord.Form.singular, singular), (.plural, plural), (.abbreviation, abbreviations),
      ] {
        for spelling in spellings {
          let parts = spelling.split(separator: " ").map {
            FoldedWordTable<Int>.folded(Array($0.utf8))
          }
          words.append(
            UnitWord(spelling: spelling, words: parts, kind: kind, form: form, group: group))
        }
      }
    }
    return words
  }()

  /// The spellings that start with a word, longest first, by that first word.
  static let byFirstWord: FoldedWordTable<[UnitWord]> = {
    var indices: [[UInt8]: [Int]] = [:]
    var order: [[UInt8]] = []
    for (index, word) in all.enumerated() {
      guard let first = word.words.first else { continue }
      if indices[first] == nil { order.append(first) }
      indices[first, default: []].append(index)
    }
    return FoldedWordTable(
      order.map { first in
        let sorted = (indices[first] ?? []).sorted { all[$0].words.count > all[$1].words.count }
        return (String(decoding: first, as: UTF8.self), sorted.map { all[$0] })
      })
  }()

  /// Units by kind: singular spellings, plural spellings, abbreviations.
  ///
  /// An abbreviation shared by two units (`t`) is listed with the first; a spelling
  /// listed twice keeps its first place.
  private static let groups: [(UnitWord.Kind, [String], [String], [String])] = [
    // US volumes and masses, and the metric units, which convert exactly.
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
    (.standard(.pound), ["pound"], ["pounds"], ["lb", "lbs"]),
    (
      .standard(.milliliter), ["milliliter", "millilitre", "mililitro"],
      ["milliliters", "millilitres", "mililitros", "millilitri"], ["ml", "mls", "мл"]
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
      ["l", "lt", "ltr", "ltrs", "л"]
    ),
    (
      .standard(.milligram), ["milligram", "milligramme", "milligramm", "miligramo"],
      ["milligrams", "milligrammes", "miligramos", "milligrammi"], ["mg", "мг"]
    ),
    (
      .standard(.gram), ["gram", "gramme", "gramm", "gramo", "grammo", "grama"],
      ["grams", "grammes", "gramos", "grammi", "gramas"],
      ["g", "gr", "grs", "gm", "gms", "grm", "г", "гр"]
    ),
    (
      .standard(.kilogram),
      ["kilogram", "kilogramme", "kilogramm", "kilogramo", "kilo", "quilo"],
      ["kilograms", "kilogrammes", "kilogramos", "kilogrammi", "kilos", "quilos"],
      ["kg", "kgs", "кг"]
    ),

    // Kitchen measures with no exact definition here.
    (
      .measure, ["dessertspoon", "dessert spoon"], ["dessertspoons", "dessert spoons"],
      ["dsp", "dstspn"]
    ),
    (.measure, ["Esslöffel", "Eßlöffel"], [], ["EL", "Essl", "Eßl"]),
    (.measure, ["Teelöffel"], [], ["TL", "Teel"]),
    (.measure, ["Tasse"], ["Tassen"], []),
    (.measure, ["Messerspitze"], ["Messerspitzen"], ["Msp", "Mspr"]),
    (.measure, ["Pfund"], [], []),
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
      ["càc", "cac", "cc"]
    ),
    (.measure, ["verre"], ["verres"], []),
    (.measure, ["tasse"], ["tasses"], []),
    (
      .measure, ["cucharada", "cucharada sopera"], ["cucharadas", "cucharadas soperas"],
      ["cda", "cdas"]
    ),
    (.measure, ["cucharadita"], ["cucharaditas"], ["cdta", "cdtas", "cdita", "cditas", "cdtita"]),
    (.measure, ["taza"], ["tazas"], []),
    (.measure, ["vaso"], ["vasos"], []),
    (.measure, ["cucchiaio"], ["cucchiai"], []),
    (.measure, ["cucchiaino"], ["cucchiaini"], []),
    (.measure, ["tazza"], ["tazze"], []),
    (.measure, ["bicchiere"], ["bicchieri"], []),
    (.measure, ["eetlepel"], ["eetlepels"], ["el", "eetl"]),
    (.measure, ["theelepel"], ["theelepels"], ["tl", "theel"]),
    (.measure, ["kopje"], ["kopjes"], []),
    (.measure, ["matsked"], ["matskedar"], ["msk"]),
    (.measure, ["tesked"], ["teskedar"], ["tsk"]),
    (.measure, ["kryddmått"], [], ["krm"]),
    (.measure, ["spiseskefuld"], [], ["spsk"]),
    (.measure, ["barspoon", "bar spoon"], ["barspoons", "bar spoons"], []),
    (.measure, ["spoonful"], ["spoonfuls"], []),
    // Portuguese.
    (
      .measure, ["xícara", "xícara de chá", "chávena"], ["xícaras", "xícaras de chá", "chávenas"],
      []
    ),
    (
      .measure, ["colher de sopa"], ["colheres de sopa"], ["c de sopa"]
    ),
    (.measure, ["colher de chá"], ["colheres de chá"], ["c de chá"]),
    (.measure, ["colher de sobremesa"], ["colheres de sobremesa"], []),
    (.measure, ["copo"], ["copos"], []),
    // Polish and Czech.
    (.measure, ["łyżka"], ["łyżki", "łyżek"], []),
    (.measure, ["łyżeczka"], ["łyżeczki", "łyżeczek"], []),
    (.measure, ["szklanka"], ["szklanki", "szklanek"], []),
    (.measure, ["lžíce"], ["lžic"], []),
    (.measure, ["lžička"], ["lžičky", "lžiček"], []),
    (.measure, ["hrnek"], ["hrnky", "hrnků"], []),
    // Turkish: the number takes no plural.
    (.measure, ["su bardağı"], [], []),
    (.measure, ["çay bardağı"], [], []),
    (.measure, ["yemek kaşığı"], [], []),
    (.measure, ["tatlı kaşığı"], [], []),
    (.measure, ["çay kaşığı"], [], []),
    // Danish and Norwegian (`ts`, their teaspoon, is the English one above).
    (.measure, ["spiseskje"], ["spiseskjeer"], ["ss"]),
    (.measure, ["teskje"], ["teskjeer"], []),
    // Russian: `ст. л.` is a tablespoon, `ч. л.` a teaspoon.
    (
      .measure, ["столовая ложка"], ["столовые ложки", "столовых ложек"], ["ст л", "ст.л."]
    ),
    (.measure, ["чайная ложка"], ["чайные ложки", "чайных ложек"], ["ч л", "ч.л."]),
    (.measure, ["стакан"], ["стакана", "стаканов"], []),

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
    (.container, ["Dose"], ["Dosen"], []),
    (.container, ["Büchse"], ["Büchsen"], []),
    (.container, ["Glas"], ["Gläser"], []),
    (.container, ["Flasche"], ["Flaschen"], []),
    (.container, ["Päckchen"], [], ["Pck", "Pckg", "Pkt"]),
    (.container, ["Packung"], ["Packungen"], []),
    (.container, ["Becher"], [], []),
    (.container, ["Beutel"], [], []),
    (.container, ["Tüte"], ["Tüten"], []),
    (.container, ["boîte"], ["boîtes"], []),
    (.container, ["bocal"], ["bocaux"], []),
    (.container, ["paquet"], ["paquets"], []),
    (.container, ["brique"], ["briques"], []),
    (.container, ["lata"], ["latas"], []),
    (.container, ["bote"], ["botes"], []),
    (.container, ["frasco"], ["frascos"], []),
    (.container, ["sobre"], ["sobres"], []),
    (.container, ["paquete"], ["paquetes"], []),
    (.container, ["scatola", "scatoletta"], ["scatole", "scatolette"], []),
    (.container, ["barattolo"], ["barattoli"], []),
    (.container, ["confezione"], ["confezioni"], []),
    (.container, ["bustina"], ["bustine"], []),
    (.container, ["vasetto"], ["vasetti"], []),
    (.container, ["lattina"], ["lattine"], []),
    (.container, ["blik"], ["blikken", "blikjes"], []),
    (.container, ["pakje"], ["pakjes"], []),
    (.container, ["zakje"], ["zakjes"], []),
    (.container, ["potje"], ["potjes"], []),
    (.container, ["pacote"], ["pacotes"], []),
    (.container, ["opakowanie"], ["opakowania", "opakowań"], []),
    (.container, ["puszka"], ["puszki", "puszek"], []),
    (.container, ["balíček"], ["balíčky", "balíčků"], []),
    (.container, ["plechovka"], ["plechovky"], []),
    (.container, ["paket"], [], []),
    (.container, ["kutu"], [], []),
    (.container, ["förpackning"], ["förpackningar"], ["förp"]),
    (.container, ["burk"], ["burkar"], []),
    (.container, ["pakke"], ["pakker"], []),
    (.container, ["boks"], ["bokser"], []),
    (.container, ["банка"], ["банки"], []),
    (.container, ["упаковка"], ["упаковки"], []),

    // Pieces and portions, counted.
    (.item, ["clove"], ["cloves"], []),
    (.item, ["slice"], ["slices"], []),
    (.item, ["stick"], ["sticks"], []),
    (.item, ["sprig"], ["sprigs"], []),
    (.item, ["bunch"], ["bunches"], []),
    (.item, ["head"], ["heads"], []),
    (.portion, ["pinch"], ["pinches"], []),
    (.portion, ["dash"], ["dashes"], []),
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
    (.item, ["loaf"], ["loaves"], []),
    (.item, ["ball"], ["balls"], []),
    (.item, ["link"], ["links"], []),
    (.item, ["part"], ["parts"], []),
    (.item, ["roll"], ["rolls"], []),
    (.item, ["chunk"], ["chunks"], []),
    (.item, ["glass"], ["glasses"], []),
    (.item, ["pod"], ["pods"], []),
    // Not `cake` (`1 cake yeast`): `1 cake mix` and `2 cake layers` would lose their name.
    (.portion, ["Prise"], ["Prisen"], []),
    (.item, ["Zehe"], ["Zehen"], []),
    (.item, ["Bund"], ["Bünde"], []),
    (.item, ["Stück"], ["Stücke"], ["Stk"]),
    (.item, ["Scheibe"], ["Scheiben"], []),
    (.item, ["Zweig"], ["Zweige"], []),
    (.item, ["Stange"], ["Stangen"], []),
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
    (.portion, ["pincée"], ["pincées"], []),
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
    (.portion, ["snufje"], ["snufjes"], ["snuf"]),
    (.item, ["teentje", "teen"], ["teentjes", "tenen"], []),
    (.item, ["takje"], ["takjes"], []),
    (.item, ["plak", "plakje"], ["plakken", "plakjes"], []),
    (.item, ["blaadje"], ["blaadjes"], []),
    (.item, ["bosje", "bos"], ["bosjes"], []),
    (.portion, ["scheutje"], ["scheutjes"], []),
    (.item, ["stuk"], ["stuks"], []),
    (.item, ["blokje"], ["blokjes"], []),
    (.item, ["druppel"], ["druppels"], []),
    (.portion, ["pitada"], ["pitadas"], []),
    (.item, ["dente"], ["dentes"], []),
    (.item, ["fatia"], ["fatias"], []),
    (.item, ["maço"], ["maços"], []),
    (.item, ["ramo"], ["ramos"], []),
    (.item, ["folha"], ["folhas"], []),
    (.portion, ["szczypta"], ["szczypty"], []),
    (.item, ["ząbek"], ["ząbki", "ząbków"], []),
    (.item, ["kostka"], ["kostki", "kostek"], []),
    (.item, ["plaster"], ["plastry", "plastrów"], []),
    (.item, ["pęczek"], ["pęczki", "pęczków"], []),
    (.portion, ["garść"], ["garści"], []),
    (.item, ["stroužek"], ["stroužky", "stroužků"], []),
    (.portion, ["špetka"], ["špetky"], []),
    (.item, ["plátek"], ["plátky", "plátků"], []),
    (.portion, ["tutam"], [], []),
    (.item, ["diş"], [], []),
    (.item, ["dilim"], [], []),
    (.item, ["demet"], [], []),
    (.item, ["klyfta"], ["klyftor"], []),
    (.item, ["fed"], [], []),
    (.portion, ["knivspets", "knivsudd", "knivspids"], [], []),
    (.item, ["зубчик"], ["зубчика", "зубчиков"], []),
    (.portion, ["щепотка"], ["щепотки"], []),
    (.item, ["пучок"], ["пучка", "пучков"], []),
    (.item, ["штука"], ["штуки", "штук"], ["шт"]),

    // Lengths, for sizes: `2-inch piece`.
    (.length, ["inch"], ["inches"], []),
    (.length, ["centimeter", "centimetre", "Zentimeter"], ["centimeters", "centimetres"], ["cm"]),
    (.length, ["millimeter", "millimetre"], ["millimeters", "millimetres"], ["mm"]),
  ]
}
