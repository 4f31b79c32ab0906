extension Aisles {
  /// The aisles a shopping list is grouped under when no aisle file is given, in
  /// the order a shopper walks a supermarket, each with the everyday ingredients
  /// sold there. Names are as a recipe writes them, in English; a list matches
  /// them as it merges items (case, plural, sizes and preparation do not matter).
  static let builtInSections: [(aisle: String, items: [String])] = [
    // Fresh fruit, vegetables and herbs, and the tofu, tempeh and kimchi chilled beside them.
    (
      "Produce",
      [
        "apple", "apricot", "avocado", "banana", "plantain", "blackberry", "blueberry", "raspberry",
        "strawberry", "cranberry", "cherry", "grape", "grapefruit", "kiwi", "lemon", "lime",
        "orange", "mandarin", "clementine", "mango", "papaya", "pineapple", "peach", "nectarine",
        "plum", "pear", "pomegranate", "watermelon", "cantaloupe", "melon", "fig", "rhubarb",
        "lemon zest", "lime zest", "lemon juice", "lime juice", "tomato", "cherry tomato",
        "roma tomato", "tomatillo", "onion", "red onion", "shallot", "leek", "scallion",
        "green onion", "spring onion", "chive", "garlic", "garlic clove", "ginger", "galangal",
        "lemongrass", "fresh turmeric", "potato", "sweet potato", "cassava", "yuca", "carrot",
        "celery", "celery stalk", "celeriac", "celery root", "fennel", "parsnip", "turnip",
        "rutabaga", "swede", "radish", "daikon", "beet", "beetroot", "broccoli", "broccolini",
        "chinese broccoli", "gai lan", "cauliflower", "cauliflower rice", "cabbage", "napa cabbage",
        "bok choy", "pak choi", "brussels sprout", "kale", "lacinato kale", "cavolo nero",
        "collard green", "swiss chard", "spinach", "arugula", "rocket", "lettuce", "romaine",
        "radicchio", "bean sprout", "cucumber", "zucchini", "courgette", "squash",
        "butternut squash", "pumpkin", "eggplant", "aubergine", "bitter melon", "bitter gourd",
        "karela", "bottle gourd", "lauki", "okra", "bhindi", "artichoke", "asparagus",
        "bell pepper", "capsicum", "red pepper", "green pepper", "yellow pepper", "sweet pepper",
        "jalapeño", "jalapeno", "jalapeño pepper", "jalapeno pepper", "serrano", "serrano pepper",
        "thai chili", "bird's eye chili", "green chili", "green chilli", "red chili", "red chilli",
        "chili pepper", "chilli pepper", "hot pepper", "habanero", "scotch bonnet", "poblano",
        "poblano pepper", "corn", "corn on the cob", "green bean", "french bean", "broad bean",
        "snap pea", "sugar snap pea", "snow pea", "mangetout", "mushroom", "button mushroom",
        "cremini mushroom", "chestnut mushroom", "portobello mushroom", "shiitake",
        "oyster mushroom", "enoki", "parsley", "flat-leaf parsley", "italian parsley", "cilantro",
        "coriander leaf", "fresh coriander", "basil", "basil leaf", "thai basil", "mint",
        "mint leaf", "dill", "fresh thyme", "thyme sprig", "rosemary", "sage", "tarragon",
        "fresh oregano", "curry leaf", "kaffir lime leaf", "makrut lime leaf", "pandan leaf",
        "banana leaf", "tofu", "firm tofu", "extra-firm tofu", "silken tofu", "tempeh", "kimchi",
      ]
    ),
    (
      "Meat and fish",
      [
        "chicken", "whole chicken", "chicken breast", "chicken thigh", "chicken drumstick",
        "chicken wing", "chicken tender", "ground chicken", "turkey", "ground turkey", "duck",
        "beef", "ground beef", "minced beef", "beef mince", "mince", "steak", "flank steak",
        "beef tenderloin", "chuck roast", "stewing beef", "stew meat", "brisket", "beef brisket",
        "short rib", "oxtail", "veal", "pork", "pork shoulder", "pork butt", "pork loin",
        "pork tenderloin", "pork chop", "pork belly", "spare rib", "ground pork", "minced pork",
        "bacon", "streaky bacon", "pancetta", "prosciutto", "ham", "chorizo", "sausage",
        "italian sausage", "hot dog", "pepperoni", "chinese sausage", "lamb", "lamb shoulder",
        "leg of lamb", "lamb chop", "ground lamb", "lamb mince", "goat meat", "mutton", "fish",
        "fish fillet", "salmon", "salmon fillet", "smoked salmon", "cod", "haddock", "tilapia",
        "sea bass", "mackerel", "tuna steak", "ahi tuna", "catfish", "shrimp", "prawn", "crab",
        "crab meat", "lobster", "mussel", "clam", "oyster", "scallop", "squid", "calamari",
      ]
    ),
    (
      "Dairy and eggs",
      [
        "milk", "whole milk", "oat milk", "almond milk", "soy milk", "buttermilk", "butter",
        "unsalted butter", "salted butter", "margarine", "ghee", "cream", "heavy cream",
        "double cream", "whipping cream", "single cream", "light cream", "half-and-half",
        "sour cream", "crème fraîche", "creme fraiche", "whipped cream", "yogurt", "yoghurt",
        "greek yogurt", "curd", "dahi", "labneh", "cheese", "cottage cheese", "cream cheese",
        "mascarpone", "ricotta", "parmesan", "parmigiano-reggiano", "pecorino romano", "cheddar",
        "mozzarella", "burrata", "feta", "goat cheese", "chèvre", "halloumi", "paneer", "gruyère",
        "gruyere", "swiss cheese", "monterey jack", "pepper jack", "provolone", "gouda", "brie",
        "blue cheese", "gorgonzola", "cotija", "queso fresco", "oaxaca cheese", "egg", "egg yolk",
        "egg white",
      ]
    ),
    (
      "Bakery",
      [
        "bread", "white bread", "whole wheat bread", "sourdough", "sourdough bread", "baguette",
        "ciabatta", "focaccia", "rye bread", "brioche", "challah", "bun", "burger bun",
        "hamburger bun", "hot dog bun", "dinner roll", "bread roll", "croissant", "bagel",
        "english muffin", "pita", "pita bread", "flatbread", "naan", "tortilla", "flour tortilla",
        "corn tortilla", "wrap", "roti", "chapati", "pizza dough",
      ]
    ),
    // What keeps on a shelf: flour, sugar, oils, sauces, cans, grains, pasta, beans and nuts.
    (
      "Pantry",
      [
        "flour", "all-purpose flour", "plain flour", "self-rising flour", "self-raising flour",
        "bread flour", "cake flour", "whole wheat flour", "wholemeal flour", "atta", "almond flour",
        "chickpea flour", "gram flour", "besan", "rice flour", "semolina", "cornstarch",
        "cornflour", "masa harina", "cornmeal", "polenta", "sugar", "granulated sugar",
        "white sugar", "caster sugar", "brown sugar", "powdered sugar", "icing sugar",
        "confectioners' sugar", "palm sugar", "jaggery", "honey", "maple syrup", "corn syrup",
        "molasses", "baking powder", "baking soda", "bicarbonate of soda", "yeast",
        "cream of tartar", "vanilla extract", "gelatin", "chocolate", "chocolate chip",
        "cocoa powder", "shredded coconut", "desiccated coconut", "oil", "olive oil",
        "extra-virgin olive oil", "vegetable oil", "canola oil", "rapeseed oil", "sesame oil",
        "coconut oil", "chili oil", "chili crisp", "shortening", "lard", "vinegar",
        "apple cider vinegar", "red wine vinegar", "balsamic vinegar", "rice vinegar",
        "rice wine vinegar", "soy sauce", "tamari", "fish sauce", "oyster sauce", "hoisin sauce",
        "hoisin", "sriracha", "gochujang", "miso", "mirin", "sake", "shaoxing wine", "rice wine",
        "doubanjiang", "chili bean paste", "sambal oelek", "hot sauce", "worcestershire sauce",
        "shrimp paste", "curry paste", "red curry paste", "green curry paste",
        "ginger garlic paste", "pesto", "ketchup", "mustard", "dijon mustard", "mayonnaise", "mayo",
        "salsa", "chipotle in adobo", "adobo sauce", "enchilada sauce", "bbq sauce",
        "barbecue sauce", "tahini", "peanut butter", "jam", "lemon curd", "tamarind",
        "tamarind paste", "tomato paste", "tomato puree", "passata", "tomato sauce",
        "canned tomato", "tinned tomato", "crushed tomato", "diced tomato", "whole peeled tomato",
        "sun-dried tomato", "roasted red pepper", "coconut milk", "coconut cream",
        "evaporated milk", "sweetened condensed milk", "condensed milk", "stock", "broth",
        "chicken stock", "chicken broth", "beef stock", "beef broth", "vegetable stock",
        "vegetable broth", "stock cube", "bouillon cube", "dashi", "nori", "dried shrimp",
        "dried shiitake", "rice paper", "canned tuna", "tuna", "pumpkin puree", "anchovy",
        "anchovy fillet", "caper", "olive", "refried bean", "rice", "brown rice", "jasmine rice",
        "basmati rice", "arborio rice", "sushi rice", "pasta", "spaghetti", "penne", "linguine",
        "macaroni", "orzo", "lasagna sheet", "lasagna noodle", "gnocchi", "noodle", "egg noodle",
        "rice noodle", "rice vermicelli", "glass noodle", "udon", "soba", "ramen", "bean",
        "chickpea", "garbanzo bean", "black bean", "pinto bean", "kidney bean", "cannellini bean",
        "butter bean", "black-eyed pea", "lentil", "red lentil", "split pea", "dal", "toor dal",
        "chana dal", "moong dal", "urad dal", "masoor dal", "oat", "rolled oat", "quinoa",
        "couscous", "bulgur", "barley", "poha", "breadcrumb", "bread crumb", "panko",
        "tortilla chip", "taco shell", "almond", "peanut", "cashew", "walnut", "pecan", "pine nut",
        "pistachio", "sesame seed", "chia seed", "flaxseed", "pumpkin seed", "raisin", "sultana",
        "date", "dried apricot", "dried cranberry", "fried shallot",
      ]
    ),
    // Salt, pepper, dried herbs, whole and ground spices, and spice blends.
    (
      "Spices",
      [
        "salt", "kosher salt", "sea salt", "flaky salt", "kala namak", "msg", "pepper",
        "black pepper", "white pepper", "peppercorn", "sichuan peppercorn", "szechuan peppercorn",
        "oregano", "dried oregano", "dried thyme", "dried basil", "dried rosemary", "dried parsley",
        "dried dill", "dried mint", "dried sage", "rubbed sage", "bay leaf", "italian seasoning",
        "kasuri methi", "dried fenugreek leaf", "cumin", "ground cumin", "cumin seed",
        "coriander seed", "ground coriander", "turmeric", "paprika", "smoked paprika", "cayenne",
        "cayenne pepper", "chili powder", "chilli powder", "kashmiri chili powder", "chili flakes",
        "chilli flakes", "red pepper flakes", "crushed red pepper", "gochugaru", "dried chili",
        "dried red chili", "guajillo chile", "ancho chile", "cinnamon", "ground cinnamon",
        "cinnamon stick", "nutmeg", "whole clove", "ground clove", "cardamom", "cardamom pod",
        "garam masala", "curry powder", "five-spice powder", "star anise", "fennel seed",
        "fenugreek", "mustard seed", "mustard powder", "dry mustard", "asafoetida", "hing", "sumac",
        "za'atar", "allspice", "ground ginger", "ginger powder", "garlic powder",
        "granulated garlic", "onion powder", "saffron", "ajwain", "carom seed", "chaat masala",
        "amchur", "nigella seed", "kalonji", "tandoori masala", "taco seasoning", "cajun seasoning",
        "old bay seasoning", "everything bagel seasoning", "ras el hanout", "sazón", "achiote",
        "furikake", "caraway seed", "poppy seed", "pumpkin pie spice", "mixed spice",
      ]
    ),
    // The freezer cases, with the pastry and dumpling wrappers sold frozen.
    (
      "Frozen",
      [
        "pea", "frozen pea", "frozen corn", "frozen spinach", "frozen berries",
        "frozen mixed berries", "frozen mixed vegetable", "frozen shrimp", "edamame", "ice cream",
        "sorbet", "puff pastry", "phyllo dough", "filo pastry", "phyllo", "filo",
        "shortcrust pastry", "pie crust", "pie shell", "dumpling wrapper", "wonton wrapper",
        "gyoza wrapper", "spring roll wrapper", "frozen dumpling", "paratha", "french fry",
        "hash brown", "ice",
      ]
    ),
    (
      "Drinks",
      [
        "coffee", "coffee bean", "espresso", "espresso powder", "tea", "black tea", "green tea",
        "matcha", "orange juice", "apple juice", "pineapple juice", "coconut water",
        "sparkling water", "soda water", "club soda", "tonic water", "ginger ale", "ginger beer",
        "apple cider", "cider", "wine", "red wine", "white wine", "dry white wine",
        "sparkling wine", "champagne", "sherry", "dry sherry", "marsala", "port", "vermouth",
        "beer", "rum", "dark rum", "vodka", "gin", "tequila", "brandy", "bourbon", "whiskey",
        "whisky", "triple sec", "coffee liqueur", "bitters",
      ]
    ),
  ]
}
