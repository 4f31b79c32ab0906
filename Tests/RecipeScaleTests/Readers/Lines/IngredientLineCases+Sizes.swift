extension IngredientLineCases {
  /// Sizes in parentheses or inline, which belong to the unit (or stay in the name)
  /// and never scale; equivalents after a unit, which would be wrong once scaled.
  static let sizes: [LineCase] = [
    // A British size with no count: the weight or volume of what the can holds.
    ("400g can chopped tomatoes", "400", nil, "g", "can chopped tomatoes"),
    ("400ml can coconut milk", "400", nil, "ml", "can coconut milk"),
    ("25g pack coriander, chopped", "25", nil, "g", "pack coriander, chopped"),
    ("320g pack ready-rolled puff pastry", "320", nil, "g", "pack ready-rolled puff pastry"),
    ("14-ounce can coconut milk", "14", nil, "ounce", "can coconut milk"),
    ("12-ounce bag chocolate chips", "12", nil, "ounce", "bag chocolate chips"),
    ("15 oz. can black beans", "15", nil, "oz.", "can black beans"),
    ("1.25 oz packet taco seasoning", "5/4", nil, "oz", "packet taco seasoning"),
    // A size word before a count unit is part of the unit, whose word takes the number.
    ("3 medium cloves garlic, minced", "3", nil, "medium cloves", "garlic, minced"),
    ("1 small head cauliflower", "1", nil, "small head", "cauliflower"),
    ("1 sm. box lemon Jello", "1", nil, "sm. box", "lemon Jello"),
    ("1 LG. CAN PET MILK", "1", nil, "LG. CAN", "PET MILK"),
    (
      "1 large head broccoli, cut into florets", "1", nil, "large head",
      "broccoli, cut into florets"
    ),
    ("2 extra-large heads garlic", "2", nil, "extra-large heads", "garlic"),
    ("1 extra large bunch kale", "1", nil, "extra large bunch", "kale"),
    ("1 large (28 oz) can tomatoes", "1", nil, "large (28 oz) can", "tomatoes"),
    ("1 small can (4 oz) diced green chiles", "1", nil, "small can (4 oz)", "diced green chiles"),
    ("2 large eggs", "2", nil, nil, "large eggs"),
    ("3 medium carrots, peeled", "3", nil, nil, "medium carrots, peeled"),
    ("½ a bunch of fresh basil", "1/2", nil, "bunch", "fresh basil"),
    ("1 (14.5 oz) can diced tomatoes", "1", nil, "(14.5 oz) can", "diced tomatoes"),
    (
      "2 (8 ounce) packages cream cheese, softened", "2", nil, "(8 ounce) packages",
      "cream cheese, softened"
    ),
    (
      "1 (15 ounce) can black beans, rinsed and drained", "1", nil, "(15 ounce) can",
      "black beans, rinsed and drained"
    ),
    (
      "1 (10.75 ounce) can condensed cream of mushroom soup", "1", nil, "(10.75 ounce) can",
      "condensed cream of mushroom soup"
    ),
    ("2 (6 ounce) cans tomato paste", "2", nil, "(6 ounce) cans", "tomato paste"),
    (
      "1 (1 ounce) envelope dry onion soup mix", "1", nil, "(1 ounce) envelope",
      "dry onion soup mix"
    ),
    (
      "1 (.25 ounce) package active dry yeast", "1", nil, "(.25 ounce) package",
      "active dry yeast"
    ),
    ("1 (28-ounce) can whole peeled tomatoes", "1", nil, "(28-ounce) can", "whole peeled tomatoes"),
    (
      "1 (2-inch) piece fresh ginger, peeled and grated", "1", nil, "(2-inch) piece",
      "fresh ginger, peeled and grated"
    ),
    ("1 (3- to 4-pound) whole chicken", "1", nil, nil, "(3- to 4-pound) whole chicken"),
    ("2 (about 1 lb) sweet potatoes", "2", nil, nil, "(about 1 lb) sweet potatoes"),
    ("1 (14 oz.) can of coconut milk", "1", nil, "(14 oz.) can", "coconut milk"),
    ("2 x 400g tins tomatoes", "2", nil, "x 400g tins", "tomatoes"),
    // Community cookbooks: a count, then the size of each package with a dash between.
    ("1 - 8 oz. pkg. cream cheese, softened", "1", nil, "8 oz. pkg.", "cream cheese, softened"),
    ("2 - 10 oz. pkgs. frozen chopped spinach", "2", nil, "10 oz. pkgs.", "frozen chopped spinach"),
    ("1-3 oz. box lime Jello", "1", nil, "3 oz. box", "lime Jello"),
    ("1 - 16 oz. can whole cranberry sauce", "1", nil, "16 oz. can", "whole cranberry sauce"),
    ("2-3 oz. pkgs. cream cheese", "2", nil, "3 oz. pkgs.", "cream cheese"),
    // Unspaced, with more than one and one package: the bag's weight is a range.
    ("2-3 lb bag potatoes", "2", "3", "lb", "bag potatoes"),
    ("5-6 oz bag baby spinach", "5", "6", "oz", "bag baby spinach"),
    // Canning: jars of a size, counted.
    ("7 pint jars with lids", "7", nil, nil, "pint jars with lids"),
    ("4 quart jars, sterilized", "4", nil, nil, "quart jars, sterilized"),
    // The pound sign after a number, as butchers and old cookbooks write it.
    ("10# ground beef", "10", nil, "#", "ground beef"),
    ("2 1/2# pork shoulder, boned", "5/2", nil, "#", "pork shoulder, boned"),
    // Food-service can sizes name the can.
    ("2 #10 cans crushed tomatoes", "2", nil, "#10 cans", "crushed tomatoes"),
    ("1 #2 1/2 can sliced peaches", "1", nil, "#2 1/2 can", "sliced peaches"),
    ("1 No. 2½ can pumpkin", "1", nil, "No. 2½ can", "pumpkin"),
    ("2 no. 303 cans green beans, drained", "2", nil, "no. 303 cans", "green beans, drained"),
    // A size in inches after a count stays in the name.
    ("2 10\" flour tortillas", "2", nil, nil, "10\" flour tortillas"),
    // Pans counted with no size of their own: a double batch needs twice as many.
    (
      "1 large sheet pan, lined with parchment", "1", nil, nil,
      "large sheet pan, lined with parchment"
    ),
    ("2 loaf pans (8 1/2 x 4 1/2)", "2", nil, nil, "loaf pans (8 1/2 x 4 1/2)"),
    // Not cookware: the pan's juices, a pot roast, a baking sheet of pastry.
    ("1 cup pan drippings", "1", nil, "cup", "pan drippings"),
    ("3 lb pot roast", "3", nil, "lb", "pot roast"),
    ("1 sheet puff pastry, thawed", "1", nil, "sheet", "puff pastry, thawed"),
    ("1 400 ml tin coconut milk", "1", nil, "400 ml tin", "coconut milk"),
    // The words of a unit joined by hyphens into one adjective.
    (
      "3 13.5-fl-oz cans coconut milk, shaken", "3", nil, "13.5-fl-oz cans",
      "coconut milk, shaken"
    ),
    ("1 11.5-fluid-ounce can tomato juice", "1", nil, "11.5-fluid-ounce can", "tomato juice"),
    ("4 fl-oz whole milk", "4", nil, "fl-oz", "whole milk"),
    ("2 x 400g cans chopped tomatoes", "2", nil, "x 400g cans", "chopped tomatoes"),
    ("2x 400g tins chickpeas, drained", "2", nil, "x 400g tins", "chickpeas, drained"),
    ("1 x 2.5kg chicken", "1", nil, "x 2.5kg", "chicken"),
    ("4 x 150g salmon fillets", "4", nil, "x 150g", "salmon fillets"),
    ("2 × 400 g cans coconut milk", "2", nil, "× 400 g cans", "coconut milk"),
    ("1 x 400g tin of chopped tomatoes", "1", nil, "x 400g tin", "chopped tomatoes"),
    ("1 14-ounce can coconut milk", "1", nil, "14-ounce can", "coconut milk"),
    // A paste that left a space after the hyphen.
    (
      "1 14- ounce can of full fat coconut milk", "1", nil, "14- ounce can", "full fat coconut milk"
    ),
    ("2 15- oz cans black beans", "2", nil, "15- oz cans", "black beans"),
    // A count and a hyphenated size run together, as pasted lines write them.
    ("1-14-ounce can coconut milk", "1", nil, "14-ounce can", "coconut milk"),
    ("2-15-oz cans black beans, rinsed", "2", nil, "15-oz cans", "black beans, rinsed"),
    ("1-28-ounce can whole tomatoes", "1", nil, "28-ounce can", "whole tomatoes"),
    ("1 28-oz. can crushed tomatoes", "1", nil, "28-oz. can", "crushed tomatoes"),
    ("2 10-ounce packages frozen spinach", "2", nil, "10-ounce packages", "frozen spinach"),
    ("1 2-inch piece ginger", "1", nil, "2-inch piece", "ginger"),
    ("one 14-ounce can chickpeas", "1", nil, "14-ounce can", "chickpeas"),
    ("a 14-oz can of chickpeas", "1", nil, "14-oz can", "chickpeas"),
    ("a 400g tin of tomatoes", "1", nil, "400g tin", "tomatoes"),
    ("1 14 oz can tomato sauce", "1", nil, "14 oz can", "tomato sauce"),
    ("2 400g tins chopped tomatoes", "2", nil, "400g tins", "chopped tomatoes"),
    ("2 8-inch flour tortillas", "2", nil, nil, "8-inch flour tortillas"),
    ("1 9-inch pie crust", "1", nil, nil, "9-inch pie crust"),
    ("4 5oz salmon fillets", "4", nil, nil, "5oz salmon fillets"),
    ("a 3-pound chicken", "1", nil, nil, "3-pound chicken"),
    ("1 3-pound chicken", "1", nil, nil, "3-pound chicken"),
    ("3 cups 1-inch bread cubes", "3", nil, "cups", "1-inch bread cubes"),
    ("2 cups 1/2-inch pieces day-old bread", "2", nil, "cups", "1/2-inch pieces day-old bread"),
    ("1 can (14 oz) diced tomatoes", "1", nil, "can (14 oz)", "diced tomatoes"),
    ("2 cans (15 oz each) chickpeas", "2", nil, "cans (15 oz each)", "chickpeas"),
    ("1 package (8 oz) cream cheese", "1", nil, "package (8 oz)", "cream cheese"),
    ("2 slices (1 oz each) Swiss cheese", "2", nil, "slices (1 oz each)", "Swiss cheese"),
    ("225g/8oz plain flour", "225", nil, "g", "plain flour"),
    ("50g/2oz caster sugar", "50", nil, "g", "caster sugar"),
    ("100ml/3½fl oz double cream", "100", nil, "ml", "double cream"),
    ("1 ½ cups/190 grams all-purpose flour", "3/2", nil, "cups", "all-purpose flour"),
    ("2 tablespoons/30 milliliters olive oil", "2", nil, "tablespoons", "olive oil"),
    ("½ cup / 120 ml heavy cream", "1/2", nil, "cup", "heavy cream"),
    ("1 cup (240ml) milk", "1", nil, "cup", "milk"),
    ("1/2 cup (1 stick) butter, melted", "1/2", nil, "cup", "butter, melted"),
    ("1 pound (450g) ground beef", "1", nil, "pound", "ground beef"),
    ("2 1/2 cups (12.5 ounces; 355g) all-purpose flour", "5/2", nil, "cups", "all-purpose flour"),
    ("8 tablespoons (1 stick; 113g) butter", "8", nil, "tablespoons", "butter"),
    ("2 cups (about 250 g) flour", "2", nil, "cups", "flour"),
    (
      "¼ cup (½ stick) unsalted butter, cut into pieces", "1/4", nil, "cup",
      "unsalted butter, cut into pieces"
    ),
    ("1 stick (1/2 cup) butter", "1", nil, "stick", "butter"),
    ("225g (8oz) butter", "225", nil, "g", "butter"),
    ("1 cup (240 ml) water, warm", "1", nil, "cup", "water, warm"),
    ("1 cup (optional) raisins", "1", nil, "cup", "(optional) raisins"),
  ]

  /// Compound amounts: one exact amount in the first part's unit.
  static let compounds: [LineCase] = [
    ("1 cup plus 2 tablespoons sugar", "9/8", nil, "cup", "sugar"),
    ("1 cup + 2 tbsp milk", "9/8", nil, "cup", "milk"),
    ("1 lb 2 oz beef", "9/8", nil, "lb", "beef"),
    ("2 Tbsp. plus 1 tsp. sugar", "7/3", nil, "Tbsp.", "sugar"),
    ("1 cup and 2 tablespoons flour", "9/8", nil, "cup", "flour"),
    ("1/2 cup plus 1 tablespoon butter", "9/16", nil, "cup", "butter"),
    ("1 pound 4 ounces potatoes", "5/4", nil, "pound", "potatoes"),
    ("3 tbsp + 1 tsp honey", "10/3", nil, "tbsp", "honey"),
    ("3 cups minus 2 tablespoons flour", "23/8", nil, "cups", "flour"),
    ("1 cup 2 tbsp flour", "9/8", nil, "cup", "flour"),
    ("1 kg 500 g potatoes", "3/2", nil, "kg", "potatoes"),
    // Side by side with no joining word, a unit no smaller than the first adds
    // nothing: the words after it are the name (a fuzz find: `2 c one c` was 3 c).
    ("2 c one c,h pUilled", "2", nil, "c", "one c,h pUilled"),
    ("2c of one c,h pUilled", "2", nil, "c", "one c,h pUilled"),
    // A meal kit's card gives both systems: the second is an equivalent, not scaled.
    ("4 oz | 113 g Ground Beef", "4", nil, "oz", "Ground Beef"),
    ("2 tsp | 10 ml Soy Sauce", "2", nil, "tsp", "Soy Sauce"),
    // Improper fractions of one digit, or over a two-digit denominator, are as written.
    ("3/2 cups milk", "3/2", nil, "cups", "milk"),
    ("1 C flour", "1", nil, "C", "flour"),
    ("2 cups flour, cut in 2 batches", "2", nil, "cups", "flour, cut in 2 batches"),
    ("1 lb potatoes, cut into 2 cm cubes", "1", nil, "lb", "potatoes, cut into 2 cm cubes"),
    ("1 cup half and half", "1", nil, "cup", "half and half"),
    ("1 cup less 1 tbsp sugar", "15/16", nil, "cup", "sugar"),
    ("1 kg 250 g flour", "5/4", nil, "kg", "flour"),
    ("1 l 500 ml water", "3/2", nil, "l", "water"),
    ("1 T + 1 t vinegar", "4/3", nil, "T", "vinegar"),
    ("2 cups plus 2 teaspoons water", "49/24", nil, "cups", "water"),
    ("1 cup plus 1 Tbsp. cake flour", "17/16", nil, "cup", "cake flour"),
    ("1 gallon 2 quarts water", "3/2", nil, "gallon", "water"),
    ("1 cup plus one tablespoon sugar", "17/16", nil, "cup", "sugar"),
    ("1/2 cup (1 stick) plus 2 tablespoons butter", "5/8", nil, "cup", "butter"),
    ("1/4 cup plus 2 tablespoons (90 ml) sake", "3/8", nil, "cup", "sake"),
    ("¾ cup plus 2 Tbsp. all-purpose flour", "7/8", nil, "cup", "all-purpose flour"),
  ]
}
