extension UnitWords {
  /// English: kitchen measures with no exact definition here, containers, pieces
  /// and portions, and lengths for sizes. Words English recipes borrow (`katori`,
  /// `pao`, `derica`) take English plurals as those recipes write them.
  static let english: [Group] = [
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
}
