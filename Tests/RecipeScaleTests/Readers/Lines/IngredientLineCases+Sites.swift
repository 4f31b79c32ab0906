extension IngredientLineCases {
  /// Lines as recipe sites, cookbooks, cards and messages write them.
  static let sites: [LineCase] = [
    // Lines like the doubts' that are food: a name first, a verb that is food, a
    // cookware word that is part of the food.
    ("Chicken stock 2 qt", "2", nil, "qt", "Chicken stock"),
    ("Sugar: 1 cup", "1", nil, "cup", "Sugar"),
    ("Pot roast: 3 lb", "3", nil, "lb", "Pot roast"),
    ("2 Cream cheese, softened", "2", nil, nil, "Cream cheese, softened"),
    ("3 Top sirloin steaks", "3", nil, nil, "Top sirloin steaks"),
    ("1 cup pot barley", "1", nil, "cup", "pot barley"),
    ("2 Ib potatoes", "2", nil, "Ib", "potatoes"),
    ("2 (14.5 oz) cans tomatoes", "2", nil, "(14.5 oz) cans", "tomatoes"),
    ("2 Boil in the bag cod fillets", "2", nil, nil, "Boil in the bag cod fillets"),
    ("4 Bake at home rolls", "4", nil, nil, "Bake at home rolls"),
    ("Protein: 1 scoop", "1", nil, "scoop", "Protein"),
    ("Fryer, 2 1/2 lb", "5/2", nil, "lb", "Fryer"),
    ("Ginger 1 inch", "1", nil, "inch", "Ginger"),
    ("Sodium: 1 tsp", "1", nil, "tsp", "Sodium"),
    (
      "1 cup water, two tablespoons reserved", "1", nil, "cup",
      "water, two tablespoons reserved"
    ),
    ("1 wine glass of port", "1", nil, "wine glass", "port"),
    ("1 lb De Cecco No. 12 spaghetti", "1", nil, "lb", "De Cecco No. 12 spaghetti"),
    ("2 tbsp Van Houten cocoa", "2", nil, "tbsp", "Van Houten cocoa"),
    ("2 Cups Of Flour", "2", nil, "Cups", "Flour"),
    ("1 kg de farine", "1", nil, "kg", "farine"),
    // AllRecipes
    ("1 cup white sugar", "1", nil, "cup", "white sugar"),
    ("½ cup butter, softened", "1/2", nil, "cup", "butter, softened"),
    ("2 teaspoons vanilla extract", "2", nil, "teaspoons", "vanilla extract"),
    ("1 ¾ teaspoons baking powder", "7/4", nil, "teaspoons", "baking powder"),
    (
      "1 (8 ounce) package cream cheese, softened", "1", nil, "(8 ounce) package",
      "cream cheese, softened"
    ),
    ("1 pound lean ground beef", "1", nil, "pound", "lean ground beef"),
    (
      "salt and ground black pepper to taste", nil, nil, nil,
      "salt and ground black pepper to taste"
    ),
    (
      "3 cups shredded Cheddar cheese, divided", "3", nil, "cups",
      "shredded Cheddar cheese, divided"
    ),
    (
      "1 (16 ounce) package uncooked lasagna noodles", "1", nil, "(16 ounce) package",
      "uncooked lasagna noodles"
    ),
    (
      "4 skinless, boneless chicken breast halves", "4", nil, nil,
      "skinless, boneless chicken breast halves"
    ),
    ("1 pinch salt", "1", nil, "pinch", "salt"),
    ("¼ cup chopped fresh parsley", "1/4", nil, "cup", "chopped fresh parsley"),
    // BBC Good Food
    ("140g golden caster sugar", "140", nil, "g", "golden caster sugar"),
    ("85g self-raising flour", "85", nil, "g", "self-raising flour"),
    ("1 tbsp olive oil", "1", nil, "tbsp", "olive oil"),
    ("2 garlic cloves, crushed", "2", nil, nil, "garlic cloves, crushed"),
    ("1 onion, finely chopped", "1", nil, nil, "onion, finely chopped"),
    ("½ tsp chilli flakes", "1/2", nil, "tsp", "chilli flakes"),
    (
      "1 red chilli, deseeded and finely chopped", "1", nil, nil,
      "red chilli, deseeded and finely chopped"
    ),
    ("300ml double cream", "300", nil, "ml", "double cream"),
    ("knob of butter", "1", nil, "knob", "butter"),
    // NYT Cooking
    ("Kosher salt and black pepper", nil, nil, nil, "Kosher salt and black pepper"),
    ("4 garlic cloves, thinly sliced", "4", nil, nil, "garlic cloves, thinly sliced"),
    ("1 teaspoon red-pepper flakes", "1", nil, "teaspoon", "red-pepper flakes"),
    ("½ cup/120 milliliters heavy cream", "1/2", nil, "cup", "heavy cream"),
    (
      "3 tablespoons unsalted butter, plus more for greasing", "3", nil, "tablespoons",
      "unsalted butter, plus more for greasing"
    ),
    (
      "2 pounds bone-in, skin-on chicken thighs (about 6)", "2", nil, "pounds",
      "bone-in, skin-on chicken thighs (about 6)"
    ),
    ("Flaky salt, for serving", nil, nil, nil, "Flaky salt, for serving"),
    ("1 cup/240 milliliters whole milk", "1", nil, "cup", "whole milk"),
    (
      "¼ cup/60 milliliters fresh lemon juice (from 2 lemons)", "1/4", nil, "cup",
      "fresh lemon juice (from 2 lemons)"
    ),
    (
      "1 large yellow onion, halved and thinly sliced", "1", nil, nil,
      "large yellow onion, halved and thinly sliced"
    ),
    // Serious Eats
    ("2 tablespoons (30ml) soy sauce", "2", nil, "tablespoons", "soy sauce"),
    (
      "1 teaspoon (4g) Diamond Crystal kosher salt", "1", nil, "teaspoon",
      "Diamond Crystal kosher salt"
    ),
    ("1/2 cup (120ml) heavy cream", "1/2", nil, "cup", "heavy cream"),
    (
      "4 medium cloves garlic, minced (about 4 teaspoons)", "4", nil, "medium cloves",
      "garlic, minced (about 4 teaspoons)"
    ),
    ("1 tablespoon (15ml) vegetable oil", "1", nil, "tablespoon", "vegetable oil"),
    ("3 scallions, thinly sliced", "3", nil, nil, "scallions, thinly sliced"),
    ("8 ounces (225g) dried spaghetti", "8", nil, "ounces", "dried spaghetti"),
    // King Arthur
    (
      "2 cups (240g) King Arthur Unbleached All-Purpose Flour", "2", nil, "cups",
      "King Arthur Unbleached All-Purpose Flour"
    ),
    (
      "1/2 cup (113g) unsalted butter, at room temperature", "1/2", nil, "cup",
      "unsalted butter, at room temperature"
    ),
    ("3/4 cup (149g) sugar", "3/4", nil, "cup", "sugar"),
    ("1 1/4 cups (283g) milk", "5/4", nil, "cups", "milk"),
    ("2 1/4 teaspoons instant yeast", "9/4", nil, "teaspoons", "instant yeast"),
    ("1 tablespoon (13g) sugar", "1", nil, "tablespoon", "sugar"),
    ("2 large eggs, at room temperature", "2", nil, nil, "large eggs, at room temperature"),
    // Food.com
    ("1 (15 ounce) can black beans", "1", nil, "(15 ounce) can", "black beans"),
    ("1 dash Worcestershire sauce", "1", nil, "dash", "Worcestershire sauce"),
    (
      "1 1/2 lbs boneless skinless chicken breasts", "3/2", nil, "lbs",
      "boneless skinless chicken breasts"
    ),
    ("1 (8 ounce) can tomato sauce", "1", nil, "(8 ounce) can", "tomato sauce"),
    ("salt & pepper", nil, nil, nil, "salt & pepper"),
    ("2 cups cooked rice", "2", nil, "cups", "cooked rice"),
    // Bon Appétit
    ("3 garlic cloves, finely grated", "3", nil, nil, "garlic cloves, finely grated"),
    ("½ cup plain whole-milk Greek yogurt", "1/2", nil, "cup", "plain whole-milk Greek yogurt"),
    ("Kosher salt", nil, nil, nil, "Kosher salt"),
    ("1 Tbsp. Diamond Crystal kosher salt", "1", nil, "Tbsp.", "Diamond Crystal kosher salt"),
    (
      "2 medium shallots, thinly sliced into rings", "2", nil, nil,
      "medium shallots, thinly sliced into rings"
    ),
    // Ottolenghi-style metric
    ("200g Greek yoghurt", "200", nil, "g", "Greek yoghurt"),
    ("1½ tbsp olive oil", "3/2", nil, "tbsp", "olive oil"),
    ("10g parsley, roughly chopped", "10", nil, "g", "parsley, roughly chopped"),
    (
      "1 tsp cumin seeds, toasted and roughly crushed", "1", nil, "tsp",
      "cumin seeds, toasted and roughly crushed"
    ),
    (
      "30g unsalted butter, fridge-cold and cut into 2cm cubes", "30", nil, "g",
      "unsalted butter, fridge-cold and cut into 2cm cubes"
    ),
    ("400g cherry tomatoes, halved", "400", nil, "g", "cherry tomatoes, halved"),
    ("60ml olive oil", "60", nil, "ml", "olive oil"),
    ("5 spring onions, thinly sliced (60g)", "5", nil, nil, "spring onions, thinly sliced (60g)"),
    (
      "1 lemon: finely grate the zest to get 1 tsp", "1", nil, nil,
      "lemon: finely grate the zest to get 1 tsp"
    ),
    // Typed-up grandmother cards
    ("2 c. sugar", "2", nil, "c.", "sugar"),
    ("1 tsp. soda", "1", nil, "tsp.", "soda"),
    ("1/2 c. shortening", "1/2", nil, "c.", "shortening"),
    ("1 stick oleo", "1", nil, "stick", "oleo"),
    ("1 sm. can evaporated milk", "1", nil, "sm. can", "evaporated milk"),
    ("1 lg. onion", "1", nil, nil, "lg. onion"),
    ("1/4 lb. butter", "1/4", nil, "lb.", "butter"),
    ("1 pkg. yeast", "1", nil, "pkg.", "yeast"),
    ("1 c. chopped nuts", "1", nil, "c.", "chopped nuts"),
    ("Butter size of walnut", nil, nil, nil, "Butter size of walnut"),
    ("1 pt. whipping cream", "1", nil, "pt.", "whipping cream"),
    ("1 qt. milk, scalded", "1", nil, "qt.", "milk, scalded"),
    // OCR'd cookbooks
    ("1 1/2 cups sifted flour", "3/2", nil, "cups", "sifted flour"),
    ("1 cup milk, scalded", "1", nil, "cup", "milk, scalded"),
    ("2 eggs, well beaten", "2", nil, nil, "eggs, well beaten"),
    ("1  cup   milk", "1", nil, "cup", "milk"),
    ("3/4 cup  sugar", "3/4", nil, "cup", "sugar"),
    ("2 teaspoons baking powder", "2", nil, "teaspoons", "baking powder"),
    // Messages
    ("flour 2 cups", "2", nil, "cups", "flour"),
    ("sugar - 1 cup", "1", nil, "cup", "sugar"),
    ("Eggs: 3", "3", nil, nil, "Eggs"),
    ("2 eggs", "2", nil, nil, "eggs"),
    ("1/2 cup sugar :)", "1/2", nil, "cup", "sugar :)"),
    ("salt", nil, nil, nil, "salt"),
    ("2 TBSP BUTTER", "2", nil, "TBSP", "BUTTER"),
    ("1 CAN TOMATOES", "1", nil, "CAN", "TOMATOES"),
    ("3 Cloves Garlic", "3", nil, "Cloves", "Garlic"),
  ]
}
