/// Pages written for the tests in the shapes recipe sites publish.
enum WebPageSamples {
  /// WordPress with Yoast and WP Recipe Maker: one block, a `@graph` whose
  /// Article points at the Recipe, entities encoded twice, HowToSections.
  static let yoastGraph = """
    <!DOCTYPE html>
    <html lang="en-US"><head>
    <meta charset="UTF-8">
    <title>Lemon Drizzle Cake &#8211; A Baking Blog</title>
    <script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Article","@id":"https://example.com/lemon/#article","headline":"Lemon Drizzle Cake","mainEntityOfPage":{"@id":"https://example.com/lemon/"},"inLanguage":"en-US"},{"@type":"WebPage","@id":"https://example.com/lemon/","name":"Lemon Drizzle Cake &#8211; A Baking Blog"},{"@type":"Recipe","name":"Lemon Drizzle Cake","author":{"@type":"Person","name":"Jo"},"description":"A moist, zesty cake &amp; a crunchy top.","datePublished":"2023-04-01T10:00:00+00:00","image":["https://example.com/wp-content/uploads/lemon.jpg","https://example.com/wp-content/uploads/lemon-500x500.jpg"],"recipeYield":["8","8 slices"],"prepTime":"PT15M","cookTime":"PT45M","totalTime":"PT1H","recipeIngredient":["225 g unsalted butter, softened","225 g caster sugar","4 large eggs","1 &amp;#189; lemons, zested","1 pinch salt"],"recipeInstructions":[{"@type":"HowToSection","name":"Cake","itemListElement":[{"@type":"HowToStep","text":"Heat the oven to 180&deg;C.","name":"Heat the oven to 180&deg;C.","url":"https://example.com/lemon/#wprm-recipe-1-step-0-0"},{"@type":"HowToStep","text":"Beat the butter and sugar, then add the eggs."}]},{"@type":"HowToSection","name":"Drizzle","itemListElement":[{"@type":"HowToStep","text":"Mix the juice with sugar and pour over the warm cake."}]}],"recipeCategory":["Dessert"],"recipeCuisine":["British"],"keywords":"lemon, cake","@id":"https://example.com/lemon/#recipe","isPartOf":{"@id":"https://example.com/lemon/#article"},"mainEntityOfPage":"https://example.com/lemon/"}]}</script>
    </head><body><h1>Lemon Drizzle Cake</h1><p>Recipe below.</p></body></html>
    """

  /// Tasty Recipes: a pretty-printed block with `type` after other
  /// attributes, single quotes, HTML in the ingredient lines, and a block of
  /// another kind first.
  static let tastyRecipes = """
    <html><head>
    <script type="text/javascript">var x = "<script>"; </script>
    <script class='tasty-recipes-schema' TYPE='Application/LD+JSON'>
    {
      "@context": "https://schema.org/",
      "@type": "Recipe",
      "name": "Weeknight   Chili",
      "description": "<p>Smoky, &quot;quick&quot; chili.</p>",
      "image": {"@type": "ImageObject", "url": "https://example.com/chili.jpg", "width": 1200},
      "recipeYield": "6 servings",
      "prepTime": "PT10M",
      "cookTime": "PT1H10M",
      "recipeIngredient": [
        "2 tablespoons <strong>olive oil</strong>",
        "1 pound ground beef",
        "2 (15-ounce) cans kidney beans, drained",
        "Salt and pepper to taste"
      ],
      "recipeInstructions": "<ol><li>Brown the beef in the oil.</li><li>Add the beans and simmer.</li></ol>"
    }
    </script>
    </head></html>
    """

  /// AllRecipes-style: an array at the top, `@type` a list, yield a list.
  static let allRecipesArray = """
    <script id="allrecipes-schema_1-0" class="comp allrecipes-schema mntl-schema-unified" type="application/ld+json">[{"@context":"http://schema.org","@type":["Recipe","NewsArticle"],"headline":"Banana Bread","name":"Banana Banana Bread","image":{"@type":"ImageObject","url":"https://example.com/bread.jpg","height":1125,"width":1500},"recipeYield":["12","1 - 9x5-inch loaf"],"recipeIngredient":["2 cups all-purpose flour","1 teaspoon baking soda","0.25 teaspoon salt","0.5 cup butter","0.75 cup brown sugar","2 large eggs, beaten","2.33 cups mashed overripe bananas"],"recipeInstructions":[{"@type":"HowToStep","text":"Preheat the oven to 350 degrees F (175 degrees C).\\n"},{"@type":"HowToStep","text":"Combine flour, baking soda, and salt."}],"totalTime":"P0DT1H15M"}]</script>
    """

  /// A German blog: `inLanguage`, `Portionen`, the JSON in a CDATA section.
  static let germanBlog = """
    <script type="application/ld+json">
    //<![CDATA[
    {"@context":"https://schema.org","@type":"Recipe","inLanguage":"de-DE","name":"Kartoffelsalat","recipeYield":"4 Portionen","totalTime":"PT40M","recipeIngredient":["1 kg festkochende Kartoffeln","1 Zwiebel","150 ml Gem\\u00fcsebr\\u00fche","3 EL Essig"],"recipeInstructions":[{"@type":"HowToStep","text":"Kartoffeln kochen."}]}
    //]]>
    </script>
    """

  /// A French blog: `personnes`, an HTML comment around the JSON, raw line
  /// breaks and tabs inside strings, `type` unquoted with a charset.
  static let frenchBlog =
    "<script type=application/ld+json;charset=utf-8><!--\n"
    + "{\"@context\":\"https://schema.org\",\"@type\":\"Recipe\",\"inLanguage\":\"fr\","
    + "\"name\":\"Cr&egrave;me\n\tbr&ucirc;l&eacute;e\",\"recipeYield\":\"Pour 6 personnes\","
    + "\"recipeIngredient\":[\"50 cl de cr&egrave;me liquide\",\"6 jaunes d'&oelig;ufs\"],"
    + "\"recipeInstructions\":\"Pr&eacute;chauffer le four.\nM&eacute;langer.\"}\n-->"
    + "</script>"

  /// Two recipes in two blocks, as a page with a main recipe and a sauce does.
  static let twoBlocks = """
    <html><body>
    <script type="application/ld+json">{"@type":"Recipe","name":"Pad Thai","recipeYield":2,"recipeIngredient":["200 g rice noodles"]}</script>
    <p>And the sauce:</p>
    <script type="application/ld+json">{"@type":"Recipe","name":"Tamarind Sauce","recipeYield":"1 cup","recipeIngredient":["3 tablespoons tamarind paste"]}</script>
    </body></html>
    """
}
