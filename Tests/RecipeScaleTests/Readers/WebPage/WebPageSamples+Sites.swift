/// Pages in the shapes particular sites and plugins publish, written for the
/// tests from what their markup looks like: the recipes are ours, the
/// structure, the escaping and the oddities are theirs.
extension WebPageSamples {
  /// WordPress with Yoast SEO and WP Recipe Maker: one `@graph` block whose
  /// nodes point at each other by `@id`; the Recipe after the Article, the
  /// Person and the breadcrumbs; a yield as a number and a phrase; notes in
  /// parentheses after two spaces; entities; named HowToSections; nutrition,
  /// rating and video besides.
  static let wpRecipeMaker = #"""
    <!DOCTYPE html>
    <html lang="en-US">
    <head>
    <!-- This site is optimized with the Yoast SEO plugin v21.5 - https://yoast.com/wordpress/plugins/seo/ -->
    <title>Chicken Piccata - Simply Weeknights</title>
    <script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Article","@id":"https://simplyweeknights.example/chicken-piccata/#article","isPartOf":{"@id":"https://simplyweeknights.example/chicken-piccata/"},"author":{"name":"Dana","@id":"https://simplyweeknights.example/#/schema/person/4f1c"},"headline":"Chicken Piccata","datePublished":"2023-02-14T12:00:00+00:00","mainEntityOfPage":{"@id":"https://simplyweeknights.example/chicken-piccata/"},"wordCount":1450,"commentCount":12,"publisher":{"@id":"https://simplyweeknights.example/#organization"},"image":{"@id":"https://simplyweeknights.example/chicken-piccata/#primaryimage"},"keywords":["chicken","lemon"],"articleSection":["Dinner"],"inLanguage":"en-US"},{"@type":"WebPage","@id":"https://simplyweeknights.example/chicken-piccata/","url":"https://simplyweeknights.example/chicken-piccata/","name":"Chicken Piccata - Simply Weeknights","isPartOf":{"@id":"https://simplyweeknights.example/#website"},"breadcrumb":{"@id":"https://simplyweeknights.example/chicken-piccata/#breadcrumb"},"inLanguage":"en-US","potentialAction":[{"@type":"ReadAction","target":["https://simplyweeknights.example/chicken-piccata/"]}]},{"@type":"BreadcrumbList","@id":"https://simplyweeknights.example/chicken-piccata/#breadcrumb","itemListElement":[{"@type":"ListItem","position":1,"name":"Home","item":"https://simplyweeknights.example/"},{"@type":"ListItem","position":2,"name":"Chicken Piccata"}]},{"@type":"Person","@id":"https://simplyweeknights.example/#/schema/person/4f1c","name":"Dana","image":{"@type":"ImageObject","inLanguage":"en-US","@id":"https://simplyweeknights.example/#/schema/person/image/","url":"https://secure.gravatar.com/avatar/x?s=96&d=mm&r=g","caption":"Dana"}},{"@type":"Recipe","name":"Chicken Piccata","author":{"@id":"https://simplyweeknights.example/#/schema/person/4f1c"},"description":"Golden chicken in a bright lemon &amp; caper sauce.","datePublished":"2023-02-14T12:00:00+00:00","image":["https://simplyweeknights.example/wp-content/uploads/2023/02/piccata.jpg","https://simplyweeknights.example/wp-content/uploads/2023/02/piccata-500x500.jpg","https://simplyweeknights.example/wp-content/uploads/2023/02/piccata-500x375.jpg","https://simplyweeknights.example/wp-content/uploads/2023/02/piccata-480x270.jpg"],"video":{"name":"Chicken Piccata","description":"How to make it.","uploadDate":"2023-02-14T12:00:00+00:00","duration":"PT58S","thumbnailUrl":"https://i.ytimg.com/vi/x/hqdefault.jpg","embedUrl":"https://www.youtube.com/embed/x","contentUrl":"https://www.youtube.com/watch?v=x","@type":"VideoObject"},"recipeYield":["4","4 servings"],"prepTime":"PT10M","cookTime":"PT20M","totalTime":"PT30M","recipeIngredient":["2  chicken breasts  (about 1 pound)","&#189; cup all-purpose flour","1 &frac12; teaspoons kosher salt","2 tablespoons olive oil","3 tablespoons unsalted butter  (divided)","&frac13; cup fresh lemon juice","&#8532; cup chicken broth","&frac14; cup capers, drained "],"recipeInstructions":[{"@type":"HowToSection","name":"For the chicken","itemListElement":[{"@type":"HowToStep","text":"Slice the chicken in half and pound it thin.","name":"Slice the chicken in half and pound it thin.","url":"https://simplyweeknights.example/chicken-piccata/#wprm-recipe-1234-step-0-0"},{"@type":"HowToStep","text":"Dredge in the flour and salt, then brown in the oil.","name":"Dredge in the flour and salt, then brown in the oil.","url":"https://simplyweeknights.example/chicken-piccata/#wprm-recipe-1234-step-0-1"}]},{"@type":"HowToSection","name":"For the sauce","itemListElement":[{"@type":"HowToStep","text":"Add the lemon juice, broth and capers; simmer 5 minutes.","name":"Add the lemon juice, broth and capers; simmer 5 minutes.","url":"https://simplyweeknights.example/chicken-piccata/#wprm-recipe-1234-step-1-0"},{"@type":"HowToStep","text":"Swirl in the butter and spoon over the chicken.","name":"Swirl in the butter and spoon over the chicken.","url":"https://simplyweeknights.example/chicken-piccata/#wprm-recipe-1234-step-1-1"}]}],"recipeCategory":["Main Course"],"recipeCuisine":["Italian"],"keywords":"chicken piccata, lemon chicken","nutrition":{"@type":"NutritionInformation","calories":"312 kcal","carbohydrateContent":"9 g","proteinContent":"26 g","fatContent":"18 g","servingSize":"1 serving"},"aggregateRating":{"@type":"AggregateRating","ratingValue":"4.86","ratingCount":"37"},"@id":"https://simplyweeknights.example/chicken-piccata/#recipe","isPartOf":{"@id":"https://simplyweeknights.example/chicken-piccata/#article"},"mainEntityOfPage":"https://simplyweeknights.example/chicken-piccata/"}]}</script>
    <!-- / Yoast SEO plugin. -->
    </head>
    <body><div class="wprm-recipe-container" id="wprm-recipe-container-1234"></div></body>
    </html>
    """#

  /// Dotdash Meredith (Allrecipes, Serious Eats, Simply Recipes): an array
  /// holding one node typed `["Recipe"]`, with the page, its breadcrumbs and
  /// the publisher nested in `mainEntityOfPage`; yields as lists; metric
  /// amounts in parentheses; `\u` escapes and raw fraction characters.
  static let dotdash = #"""
    <!DOCTYPE html>
    <html lang="en" class="comp html mntl-html">
    <head>
    <script type="application/ld+json" id="allrecipes-schema_1-0" class="comp allrecipes-schema mntl-schema-unified">[{"@context": "http://schema.org","@type": ["Recipe"],"headline": "Skillet Cornbread","datePublished": "2021-03-02T10:00:00.000-05:00","dateModified": "2024-01-09T16:44:53.417-05:00","author": [{"@type": "Person","name": "Sam Reyes","url": "https://www.allrecipes.example/author/sam-reyes/"}],"description": "A crisp-edged cornbread baked in cast iron.","image": {"@type": "ImageObject","url": "https://www.allrecipes.example/thmb/cornbread.jpg","height": 1125,"width": 1500},"video": {"@context": "http://schema.org","@type": "VideoObject","name": "Skillet Cornbread","duration": "PT1M12S","thumbnailUrl": "https://cdn.jwplayer.example/x.jpg","contentUrl": "https://content.jwplatform.example/x.mp4","uploadDate": "2021-03-02T10:00:00.000-05:00"},"publisher": {"@type": "Organization","name": "Allrecipes","url": "https://www.allrecipes.example","logo": {"@type": "ImageObject","url": "https://www.allrecipes.example/logo.svg","width": 160,"height": 26}},"name": "Skillet Cornbread","aggregateRating": {"@type": "AggregateRating","ratingValue": "4.7","ratingCount": "1312"},"cookTime": "PT25M","nutrition": {"@type": "NutritionInformation","calories": "231 kcal","carbohydrateContent": "29 g","fatContent": "10 g","servingSize": null},"prepTime": "PT10M","recipeCategory": ["Side Dish","Bread"],"recipeCuisine": ["American"],"recipeIngredient": ["1 cup yellow cornmeal","1 cup all-purpose flour","\u00bc cup white sugar","1 tablespoon baking powder","\u00bd teaspoon salt","1 \u2153 cups buttermilk","\u00bd cup butter, melted","2 large eggs"],"recipeInstructions": [{"@type": "HowToStep","text": "Preheat the oven to 400 degrees F (200 degrees C). Put a 10-inch cast iron skillet in the oven to heat.\n"},{"@type": "HowToStep","text": "Whisk cornmeal, flour, sugar, baking powder, and salt together in a bowl.\n"},{"@type": "HowToStep","text": "Stir in buttermilk, butter, and eggs; pour into the hot skillet and bake until golden, about 25 minutes.\n"}],"recipeYield": ["8","1 10-inch skillet"],"totalTime": "PT35M","mainEntityOfPage": {"@type": ["WebPage"],"@id": "https://www.allrecipes.example/recipe/12345/skillet-cornbread/","breadcrumb": {"@type": "BreadcrumbList","itemListElement": [{"@type": "ListItem","position": 1,"item": {"@id": "https://www.allrecipes.example/recipes/","name": "Recipes"}},{"@type": "ListItem","position": 2,"item": {"@id": "https://www.allrecipes.example/recipes/156/bread/","name": "Bread"}}]}}}]</script>
    <script type="application/ld+json" id="seriouseats-schema_1-0" class="comp seriouseats-schema mntl-schema-unified">[{"@context": "http://schema.org","@type": ["Recipe"],"headline": "Easy Pan Sauce","name": "Easy Pan Sauce","recipeYield": ["4","Serves 4"],"recipeIngredient": ["2 tablespoons (30ml) dry white wine","1/2 cup (120ml) homemade chicken stock","2 tablespoons (30g) unsalted butter","Kosher salt and freshly ground black pepper"],"recipeInstructions": [{"@type": "HowToStep","text": "Deglaze the pan with the wine, scraping up the browned bits."},{"@type": "HowToStep","text": "Add the stock and reduce by half, then whisk in the butter off the heat. Season."}],"mainEntityOfPage": {"@type": ["WebPage"],"@id": "https://www.seriouseats.example/easy-pan-sauce"}}]</script>
    </head>
    <body></body>
    </html>
    """#

  /// BBC Good Food: one object with `@context` first, yields in words
  /// (`Serves 4`, `Makes 24`), ingredient lines in British style, steps
  /// whose text is a paragraph of HTML.
  static let bbcGoodFood = #"""
    <html lang="en-GB"><head>
    <script data-testid="page-schema" type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","headline":"Easy flapjacks","name":"Easy flapjacks","description":"Chewy oat bars that keep for a week.","image":{"@type":"ImageObject","height":400,"width":440,"url":"https://images.immediate.example/flapjacks.jpg"},"datePublished":"2015-06-01T09:00:00+00:00","author":{"@type":"Person","name":"Good Food team"},"publisher":{"@type":"Organization","name":"BBC Good Food","url":"https://www.bbcgoodfood.example"},"recipeYield":"Makes 24","prepTime":"PT10M","cookTime":"PT35M","totalTime":"PT45M","recipeCategory":"Treat","recipeCuisine":"British","keywords":"flapjack, oats, golden syrup","nutrition":{"@type":"NutritionInformation","calories":"162 calories","fatContent":"8 grams fat","sugarContent":"10 grams sugar","servingSize":"1"},"suitableForDiet":["https://schema.org/VegetarianDiet"],"recipeIngredient":["250g butter","250g light brown soft sugar","3 tbsp golden syrup","425g porridge oats"],"recipeInstructions":[{"@type":"HowToStep","text":"<p>Heat oven to 200C/180C fan/gas 6. Line a 20 x 30cm baking tin.</p>"},{"@type":"HowToStep","text":"<p>Melt the butter, sugar and syrup, then stir in the oats. Press into the tin and bake for 15-20 mins.</p>"}],"aggregateRating":{"@type":"AggregateRating","ratingValue":4.6,"ratingCount":1289,"bestRating":5,"worstRating":1}}</script>
    </head><body></body></html>
    """#

  /// NYT Cooking: a range of servings in words, a fraction glued to its
  /// whole number, `@context` repeated on every step, no HowToSection.
  static let nytCooking = #"""
    <script data-rh="true" type="application/ld+json">{"@context":"http://schema.org","@type":"Recipe","name":"Sheet-Pan Gnocchi With Peppers","description":"Crisp gnocchi and sweet peppers, all on one pan.","author":{"@type":"Person","name":"A. Cook"},"image":[{"@context":"http://schema.org","@type":"ImageObject","url":"https://static01.nyt.example/images/gnocchi-superJumbo.jpg","height":1365,"width":2048},{"@context":"http://schema.org","@type":"ImageObject","url":"https://static01.nyt.example/images/gnocchi-mediumSquareAt3X.jpg","height":1800,"width":1800}],"totalTime":"PT35M","recipeYield":"4 to 6 servings","recipeCuisine":"","recipeCategory":"dinner, weeknight","recipeIngredient":["1½ pounds shelf-stable gnocchi","2 red bell peppers, sliced ½-inch thick","3 tablespoons extra-virgin olive oil","Kosher salt and black pepper","½ cup torn basil leaves"],"recipeInstructions":[{"@context":"http://schema.org","@type":"HowToStep","text":"Heat oven to 450 degrees."},{"@context":"http://schema.org","@type":"HowToStep","text":"Toss the gnocchi and peppers with the oil, salt and pepper, and roast until crisp, 20 to 25 minutes. Top with basil."}],"aggregateRating":{"@context":"http://schema.org","@type":"AggregateRating","ratingValue":5,"ratingCount":2417},"nutrition":{"@context":"http://schema.org","@type":"NutritionInformation","calories":410,"fatContent":"12 grams"}}</script>
    """#

  /// Food Network: a top-level array, a range of servings in words, British
  /// and American lines side by side, and a line of salt that is no amount.
  static let foodNetwork = #"""
    <script type="application/ld+json">[{"@context":"http://schema.org","@type":"Recipe","name":"Creamy Tomato Soup","url":"https://www.foodnetwork.example/recipes/creamy-tomato-soup","author":[{"@type":"Person","name":"A. Host","url":"https://www.foodnetwork.example/profiles/talent/a-host"}],"image":{"@type":"ImageObject","url":"https://food.fnr.example/soup.jpeg","height":616,"width":616},"prepTime":"PT10M","cookTime":"PT40M","totalTime":"PT50M","recipeYield":"6 to 8 servings","recipeCategory":["Soup"],"recipeIngredient":["4 tablespoons (1/2 stick) unsalted butter","1 large onion, diced","Two 28-ounce cans whole tomatoes","1 cup heavy cream","Kosher salt and freshly ground black pepper"],"recipeInstructions":[{"@type":"HowToStep","text":"Melt the butter in a large pot and cook the onion until soft, about 8 minutes."},{"@type":"HowToStep","text":"Add the tomatoes, simmer 30 minutes, then puree with the cream. Season with salt and pepper."}],"publisher":{"@type":"Organization","name":"Food Network","logo":{"@type":"ImageObject","url":"https://www.foodnetwork.example/logo.png"}}}]</script>
    """#

  /// King Arthur Baking: a yield of one loaf, weights in parentheses after
  /// the volume, and steps as a list of objects.
  static let kingArthur = #"""
    <script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Basic Sandwich Bread","description":"A soft, everyday loaf.","image":"https://www.kingarthurbaking.example/sites/default/files/bread.jpg","recipeYield":"1 loaf","prepTime":"PT15M","cookTime":"PT35M","totalTime":"PT3H10M","recipeIngredient":["3 cups (360g) Unbleached All-Purpose Flour","1 1/4 teaspoons salt","2 1/4 teaspoons instant yeast","1 cup (227g) water, lukewarm","1/4 cup (50g) vegetable oil"],"recipeInstructions":[{"@type":"HowToStep","text":"Weigh your flour, or measure it by gently spooning it into a cup, then sweeping off any excess."},{"@type":"HowToStep","text":"Knead, rise, shape and bake at 350°F for 35 minutes."}],"author":{"@type":"Organization","name":"King Arthur Baking"}}</script>
    """#

  /// Chefkoch: German, `Portionen`, the line style `1 Zwiebel(n)`, a space
  /// before the comma, `n. B.`, durations with a zero day, and the steps as
  /// one string with blank lines.
  static let chefkoch = #"""
    <!DOCTYPE html><html  lang="de" class="" style=""><head><meta charset="utf-8">
    <script type="application/ld+json">{
        "@context": "http://schema.org",
        "@type": "Recipe",
        "image": "https://img.chefkoch-cdn.example/rezepte/1/bilder/2/crop-960x540/hackbraten.jpg",
        "recipeCategory": "Hauptspeise",
        "recipeIngredient": [
            "500 g Hackfleisch , gemischt",
            "1  Zwiebel(n)",
            "1  Ei(er)",
            "1  Brötchen , vom Vortag",
            "2 EL Senf",
            "½ TL Paprikapulver, edelsüß",
            "n. B. Salz und Pfeffer"
        ],
        "name": "Saftiger Hackbraten",
        "description": "Saftiger Hackbraten - einfach und lecker. Über 500 Bewertungen und für köstlich befunden. Mit ► Portionsrechner ► Kochbuch ► Video-Tipps!",
        "recipeInstructions": "Das Brötchen in Wasser einweichen und ausdrücken.\n\nAlles gut verkneten, einen Laib formen und bei 180 °C etwa 60 Minuten backen.",
        "author": {"@type": "Person", "name": "kochfreund"},
        "publisher": {"@type": "Organization", "name": "Chefkoch.de"},
        "datePublished": "2006-02-10",
        "prepTime": "P0DT0H20M",
        "cookTime": "P0DT1H0M",
        "totalTime": "P0DT1H20M",
        "recipeYield": "4 Portionen",
        "aggregateRating": {"@type": "AggregateRating", "ratingCount": 512, "ratingValue": 4.6, "reviewCount": 380, "worstRating": 0, "bestRating": 5},
        "keywords": ["Fleisch", "Hauptspeise", "Backen"]
    }</script>
    </head><body></body></html>
    """#

  /// Marmiton: breadcrumbs in the first block, the recipe in the second, an
  /// item list after; `personnes`; a last block whose `type` attribute is
  /// written with entities, as the site does.
  static let marmiton = #"""
    <!DOCTYPE html>
    <html lang="fr" class="no-js">
    <head>
    <script type="application/ld+json">
    	{
    		"@context": "http://schema.org",
    		"@type": "BreadcrumbList",
    		"itemListElement": [
    			{"@type": "ListItem","position": 1,"item": {"@id": "https://www.marmiton.example","name": "Accueil"}},
    			{"@type": "ListItem","position": 2,"item": {"@id": "https://www.marmiton.example/recettes","name": "Recettes"}}
    		]
    	}
    </script>
    <script type="application/ld+json">
        {
            "@context": "http://schema.org",
            "@type": "Recipe",
            "name": "Quiche lorraine",
            "recipeCategory": "plat principal",
            "prepTime": "PT15M",
            "cookTime": "PT40M",
            "totalTime": "PT55M",
            "recipeYield": "6 personnes",
            "recipeIngredient": [
                "200 g de lardons",
                "3 œufs",
                "20 cl de crème fraîche",
                "25 cl de lait",
                "1 pâte brisée",
                "muscade",
                "sel",
                "poivre"
            ],
            "recipeInstructions": [
                {"@type": "HowToStep","text": "Préchauffer le four à 180°C (thermostat 6)."},
                {"@type": "HowToStep","text": "Faire revenir les lardons, battre les œufs avec la crème et le lait, verser sur la pâte et enfourner 40 minutes."}
            ],
            "author": "Marie_42",
            "aggregateRating": {"@type": "AggregateRating","reviewCount": 1377,"ratingValue": 4.7,"worstRating": 0,"bestRating": 5},
            "video": {"@type": "VideoObject","name": "Quiche lorraine","thumbnailUrl": ["https://assets.afcdn.example/video.jpg"],"contentUrl": "https://videos.afcdn.example/video.mp4","uploadDate": "2019-09-12T11:56:15+02:00"}
        }
    </script>
    <script type="application/ld+json">
        {"@context": "http://schema.org","@type": "ItemList","numberOfItems": 2,"itemListElement": [{"@type": "ListItem","position": 1,"url": "https://www.marmiton.example/a"},{"@type": "ListItem","position": 2,"url": "https://www.marmiton.example/b"}]}
    </script>
    <script type="application&#x2F;ld&#x2B;json">
    	{"@context":"http://schema.org","@type":"WebPage","name":"Quiche lorraine","publisher":{"@type":"WebSite","name":"Marmiton"}}	</script>
    </head>
    </html>
    """#

  /// Cookpad and Kurashiru: Japanese, servings as `2人分` and `2人前`, the
  /// amount after the name (`水 200ml`), units of their own (`大さじ2`, `3個`),
  /// wide digits and an ideographic space.
  static let japanese = #"""
    <html lang="ja"><head>
    <script type="application/ld+json">{"@context":"http://schema.org","@type":"Recipe","name":"基本の肉じゃが","author":{"@type":"Person","name":"ゆうこ"},"image":"https://img.cpcdn.example/recipes/1/640x640c/niku.jpg","description":"ほっとする味。","recipeIngredient":["じゃがいも　3個","玉ねぎ 1/2個","牛こま切れ肉 150g","水 200ml","醤油 大さじ2","砂糖 大さじ１と１/２"],"recipeInstructions":[{"@type":"HowToStep","text":"じゃがいもは一口大に切る。"},{"@type":"HowToStep","text":"材料をすべて鍋に入れ、20分煮る。"}],"recipeYield":"2人分","datePublished":"2020-11-02"}</script>
    <script type="application/ld+json">{"@context":"http://schema.org/","@type":"Recipe","name":"鶏の照り焼き","recipeYield":"2人前","totalTime":"PT20M","recipeIngredient":["鶏もも肉 (300g)","しょうゆ 大さじ1","みりん 大さじ1","サラダ油 小さじ1"],"recipeInstructions":[{"@type":"HowToStep","text":"鶏肉を焼く。"}],"inLanguage":"ja"}</script>
    </head></html>
    """#

  /// Bon Appétit and Epicurious (Condé Nast): abbreviated units with
  /// periods, a yield in servings, steps as HowToSteps.
  static let bonAppetit = #"""
    <script type="application/ld+json">{"@context":"http://schema.org","@type":"Recipe","name":"Crispy Rice Salad","description":"Crunchy, herby, bright.","image":["https://assets.bonappetit.example/photos/rice-salad-16x9.jpg","https://assets.bonappetit.example/photos/rice-salad-4x3.jpg","https://assets.bonappetit.example/photos/rice-salad-1x1.jpg"],"author":[{"@type":"Person","name":"B. Writer","sameAs":"https://www.bonappetit.example/contributor/b-writer"}],"datePublished":"2022-05-10T08:00:00.000-04:00","publisher":{"@context":"https://schema.org","@type":"Organization","name":"Bon Appétit","logo":{"@type":"ImageObject","url":"https://www.bonappetit.example/logo.png","width":"479px","height":"100px"},"url":"https://www.bonappetit.example"},"recipeYield":"4 servings","recipeIngredient":["2 cups cooked jasmine rice","3 Tbsp. extra-virgin olive oil, divided","1 lb. cherry tomatoes, halved","¼ cup fresh lime juice","Kosher salt"],"recipeInstructions":[{"@type":"HowToStep","text":"Heat 2 Tbsp. oil in a large skillet and press the rice into it; cook until crisp underneath, 8–10 minutes."},{"@type":"HowToStep","text":"Toss the tomatoes with the lime juice and the remaining oil; season with salt. Break the rice over."}],"keywords":["salad","rice"]}</script>
    """#

  /// Tasty Recipes and Mediavine Create: slashes escaped as `\/`, a yield
  /// as a number and as `24 cookies`, affiliate links and `<strong>` in the
  /// lines, non-breaking spaces (as `\u00a0` and as `&nbsp;`), and ingredient
  /// group headings as lines ending in `:`, as some plugins write them.
  static let tastyAndCreate = #"""
    <script type="application/ld+json">{"@context":"http:\/\/schema.org","@type":"Recipe","name":"Brown Butter Chocolate Chip Cookies","author":{"@type":"Person","name":"Kim"},"datePublished":"2021-12-01","recipeYield":["24","24 cookies"],"description":"Nutty, chewy, and crisp at the edges.","image":["https:\/\/example.com\/wp-content\/uploads\/cookies-720x720.jpg","https:\/\/example.com\/wp-content\/uploads\/cookies-720x540.jpg"],"recipeCategory":"Dessert","prepTime":"PT20M","cookTime":"PT12M","performTime":"PT12M","totalTime":"PT32M","recipeIngredient":["For the dough:","1 cup (2 sticks) unsalted butter","3\/4 cup <a href=\"https:\/\/amzn.to\/3xyz\" target=\"_blank\" rel=\"nofollow noopener\">dark brown sugar<\/a>","2 1\/4 cups all-purpose flour","1\u00a0teaspoon baking soda","1&nbsp;cup <strong>chocolate chips<\/strong>","For the topping:","flaky sea salt"],"recipeInstructions":[{"@type":"HowToStep","text":"Brown the butter and let it cool.","position":1,"url":"https:\/\/example.com\/cookies\/#mv_create_12_1"},{"@type":"HowToStep","text":"Mix, scoop, and bake at 350°F for 11 to 12 minutes. Sprinkle with salt.","position":2,"url":"https:\/\/example.com\/cookies\/#mv_create_12_2"}],"nutrition":{"@type":"NutritionInformation","calories":"190 calories","carbohydrateContent":"24 grams carbohydrates","servingSize":"1"},"aggregateRating":{"@type":"AggregateRating","ratingValue":4.9,"reviewCount":"88"},"url":"https:\/\/example.com\/cookies\/"}</script>
    """#

  /// Nextcloud Cookbook's `recipe.json`: schema.org written back by an app,
  /// the yield a number, durations with zero seconds, steps as plain strings,
  /// and the app's own keys besides.
  static let nextcloudCookbook = #"""
    {"id":"2841","name":"Overnight Oats","description":"","url":"https:\/\/example.com\/oats","image":"https:\/\/example.com\/oats.jpg","prepTime":"PT0H10M0S","cookTime":null,"totalTime":"PT8H10M0S","recipeCategory":"Breakfast","keywords":"oats,make-ahead","recipeYield":2,"tool":["jar"],"recipeIngredient":["1 cup rolled oats","1 cup milk","1\/2 cup plain yogurt","1 tbsp maple syrup"],"recipeInstructions":["Stir everything together in a jar.","Refrigerate overnight."],"nutrition":{"@type":"NutritionInformation"},"@context":"http:\/\/schema.org","@type":"Recipe","dateModified":"2023-03-04T09:12:44+0000","dateCreated":"2023-03-04T09:10:02+0000","printImage":true,"imageUrl":"\/apps\/cookbook\/webapp\/recipes\/2841\/image?size=full"}
    """#
}
