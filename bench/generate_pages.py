#!/usr/bin/env python3
"""Writes saved recipe web pages, deterministically.

    generate_pages.py COUNT DIRECTORY

Each page is 100 to 300 KB of the HTML recipe sites serve: a head full of
meta tags, styles and scripts, navigation, a long story, a recipe card, a
footer, a large non-LD JSON script, and somewhere (in the head or the body)
one `<script type="application/ld+json">` block holding a schema.org Recipe
in one of the shapes sites use (a bare object, an array, an `@graph`, `@type`
as an array), with its ingredient lines written as in generate_text.py. Pages
are page-0000.html, page-0001.html, ...; the same COUNT always gives the same
bytes.
"""
import html
import json
import os
import random
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the repository
from generate_text import line as ingredient_line

WORDS = ("the a of and to in is was it for on with as my this that but you we our "
         "recipe kitchen family dinner weekend grandmother summer winter garden market "
         "flavor texture crispy tender golden creamy rich bright fresh simple easy quick "
         "favorite perfect delicious comforting cozy season bake roast simmer whisk stir "
         "oven pan skillet bowl minutes hour until together slowly gently heat serve "
         "leftovers freezer make ahead tips notes substitutions variations because really "
         "always never love loved kids friends holiday table bread sauce dough").split()
TITLES = ["Creamy Tuscan Chicken", "Classic Banana Bread", "Weeknight Beef Chili",
          "Lemon Garlic Salmon", "Vegetable Lasagna", "Chocolate Chip Cookies",
          "Pad Thai", "Jollof Rice", "Shakshuka", "Mushroom Risotto", "Chicken Tikka Masala",
          "Blueberry Muffins", "Black Bean Soup", "Apple Crumble", "Greek Salad"]
YIELDS = [lambda r: r.randint(2, 8), lambda r: str(r.randint(2, 8)),
          lambda r: f"{r.randint(2, 8)} servings", lambda r: f"Serves {r.randint(2, 8)}",
          lambda r: [str(n := r.randint(2, 8)), f"{n} servings"],
          lambda r: f"{r.randint(12, 36)} cookies", lambda r: f"{(n := r.randint(2, 6))}-{n + 2} servings"]
SCRIPT_TAGS = ['<script type="application/ld+json">', "<script type='application/ld+json'>",
               '<script class="yoast-schema-graph" type="application/ld+json">',
               "<script type=application/ld+json>", '<SCRIPT TYPE="application/ld+json">',
               '<script id="recipe-schema" type="application/ld+json; charset=utf-8">']


def paragraphs(rng, count):
    """A pool of story paragraphs, built once and drawn from for every page."""
    pool = []
    for _ in range(count):
        sentences = []
        for _ in range(rng.randint(3, 7)):
            words = [rng.choice(WORDS) for _ in range(rng.randint(8, 22))]
            sentences.append(" ".join(words).capitalize() + ".")
        pool.append(" ".join(sentences))
    return pool


def recipe(rng, index):
    name = f"{rng.choice(TITLES)} {index}"
    ingredients = [ingredient_line(rng).strip() for _ in range(rng.randint(6, 20))]
    if rng.random() < 0.2:  # pages often carry entities inside the JSON-LD text
        ingredients = [text.replace("½", "&#189;").replace("&", "&amp;") for text in ingredients]
    steps = [{"@type": "HowToStep", "text": " ".join(rng.choice(WORDS) for _ in range(rng.randint(10, 30))).capitalize() + "."}
             for _ in range(rng.randint(3, 9))]
    instructions = steps if rng.random() < 0.7 else [
        {"@type": "HowToSection", "name": "For the sauce", "itemListElement": steps[:2]},
        {"@type": "HowToSection", "name": "To finish", "itemListElement": steps[2:]}]
    node = {
        "@context": "https://schema.org",
        "@type": "Recipe" if rng.random() < 0.8 else ["Recipe", "NewsArticle"],
        "name": name,
        "author": {"@type": "Person", "name": "Sam Cook"},
        "datePublished": f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        "description": "A " + " ".join(rng.choice(WORDS) for _ in range(20)) + ".",
        "image": [f"https://example.com/images/{index}-{size}.jpg" for size in ("1x1", "4x3", "16x9")],
        "prepTime": f"PT{rng.randint(5, 45)}M",
        "cookTime": f"PT{rng.randint(0, 2)}H{rng.randint(5, 55)}M",
        "totalTime": f"PT{rng.randint(1, 3)}H{rng.randint(0, 55)}M",
        "recipeYield": rng.choice(YIELDS)(rng),
        "recipeCategory": "Dinner",
        "recipeCuisine": "American",
        "recipeIngredient": ingredients,
        "recipeInstructions": instructions,
        "aggregateRating": {"@type": "AggregateRating", "ratingValue": "4.8", "ratingCount": "1024"},
    }
    shape = rng.random()
    if shape < 0.4:
        data = node
    elif shape < 0.8:
        del node["@context"]
        data = {"@context": "https://schema.org", "@graph": [
            {"@type": "WebSite", "@id": "https://example.com/#website", "name": "Example Kitchen"},
            {"@type": "Organization", "@id": "https://example.com/#org", "name": "Example Kitchen"},
            {"@type": "BreadcrumbList", "itemListElement": [
                {"@type": "ListItem", "position": 1, "name": "Home"},
                {"@type": "ListItem", "position": 2, "name": "Dinner"}]},
            node]}
    else:
        data = [{"@context": "https://schema.org", "@type": "Organization", "name": "Example Kitchen"}, node]
    indent = 2 if rng.random() < 0.5 else None
    return name, ingredients, json.dumps(data, ensure_ascii=rng.random() < 0.5, indent=indent)


def page(rng, index, pool):
    name, ingredients, ld = recipe(rng, index)
    target = rng.randint(100_000, 300_000)
    block = f"{rng.choice(SCRIPT_TAGS)}\n{ld}\n</script>\n"
    head = [
        "<!DOCTYPE html>\n<html lang=\"en-US\">\n<head>\n<meta charset=\"UTF-8\">\n",
        f"<title>{html.escape(name)} - Example Kitchen</title>\n",
        "".join(f'<meta name="keyword-{n}" content="{rng.choice(WORDS)} {rng.choice(WORDS)}">\n'
                for n in range(rng.randint(10, 40))),
        "<style>\n" + "".join(f".c{n}{{margin:{n % 7}px;padding:{n % 5}px;color:#{n * 2654435761 % 16777216:06x}}}\n"
                              for n in range(rng.randint(200, 900))) + "</style>\n",
        "<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}"
        "gtag('js',new Date());gtag('config','G-XXXX');</script>\n",
    ]
    body = [
        "</head>\n<body class=\"recipe-template\">\n<header><nav><ul>\n",
        "".join(f'<li><a href="/category/{rng.choice(WORDS)}-{n}">{rng.choice(WORDS).title()}</a></li>\n'
                for n in range(rng.randint(30, 120))),
        "</ul></nav></header>\n<main><article>\n",
        f"<h1 class=\"entry-title\">{html.escape(name)}</h1>\n",
    ]
    card = ["<div class=\"recipe-card\">\n<h2>Ingredients</h2>\n<ul>\n",
            "".join(f"<li class=\"ingredient\">{text}</li>\n" for text in ingredients),
            "</ul>\n</div>\n"]
    tail = ["</article></main>\n<footer><p>&copy; 2026 Example Kitchen</p></footer>\n",
            "<script type=\"application/json\" id=\"__NEXT_DATA__\">",
            json.dumps({"props": {"page": index, "related": [{"id": n, "title": rng.choice(TITLES)}
                                                            for n in range(rng.randint(50, 300))]}}),
            "</script>\n<script src=\"/assets/app.js\" defer></script>\n</body>\n</html>\n"]
    story = []
    size = sum(len(part) for part in head + body + card + tail) + len(block)
    while size < target:
        paragraph = rng.choice(pool)
        if rng.random() < 0.1:
            paragraph = f"<!-- ad slot {rng.randint(1, 99)} -->\n<div class=\"ad\"></div>\n" + paragraph
        story.append(f"<p>{paragraph}</p>\n")
        size += len(story[-1]) + 8
    where = rng.random()
    middle = len(story) // 2
    if where < 0.4:
        head.append(block)
        parts = head + body + story + card + tail
    elif where < 0.8:
        parts = head + body + story[:middle] + [block] + story[middle:] + card + tail
    else:
        parts = head + body + story + card + [block] + tail
    return "".join(parts)


def main():
    count, directory = int(sys.argv[1]), sys.argv[2]
    os.makedirs(directory, exist_ok=True)
    rng = random.Random(20261202)
    pool = paragraphs(rng, 400)
    for index in range(count):
        with open(os.path.join(directory, f"page-{index:04d}.html"), "w", encoding="utf-8") as out:
            out.write(page(rng, index, pool))


if __name__ == "__main__":
    main()
