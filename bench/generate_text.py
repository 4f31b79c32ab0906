#!/usr/bin/env python3
"""Writes a plain-text recipe of free-text ingredient lines, deterministically.

    generate_text.py LINES OUTPUT

The recipe is a `# Title` line, a `Serves 4` line, then LINES ingredient
lines, one per line, written the many ways cookbooks, cards and web pages
write them: `1 ½ cups all-purpose flour, sifted`, `2-3 cloves garlic, minced`,
`200g butter`, `1 (14.5 oz) can diced tomatoes`, `salt, to taste`. The same
LINES always gives the same bytes (a fixed seed, no clock), and a shorter
file is the start of a longer one.
"""
import random
import sys

# (name, kind): the kind picks the units that make sense for it.
INGREDIENTS = [
    ("all-purpose flour", "dry"), ("bread flour", "dry"), ("whole wheat flour", "dry"),
    ("granulated sugar", "dry"), ("brown sugar, packed", "dry"), ("powdered sugar", "dry"),
    ("rolled oats", "dry"), ("long-grain white rice", "dry"), ("arborio rice", "dry"),
    ("cornmeal", "dry"), ("cocoa powder", "dry"), ("grated Parmesan cheese", "dry"),
    ("shredded mozzarella", "dry"), ("chopped walnuts", "dry"), ("raisins", "dry"),
    ("frozen peas", "dry"), ("fresh basil leaves", "dry"), ("chopped fresh parsley", "dry"),
    ("milk", "liquid"), ("whole milk", "liquid"), ("heavy cream", "liquid"),
    ("buttermilk", "liquid"), ("water", "liquid"), ("chicken stock", "liquid"),
    ("vegetable broth", "liquid"), ("olive oil", "liquid"), ("extra-virgin olive oil", "liquid"),
    ("vegetable oil", "liquid"), ("soy sauce", "liquid"), ("fish sauce", "liquid"),
    ("rice vinegar", "liquid"), ("red wine vinegar", "liquid"), ("dry white wine", "liquid"),
    ("maple syrup", "liquid"), ("honey", "liquid"), ("lemon juice", "liquid"),
    ("coconut milk", "liquid"), ("Worcestershire sauce", "liquid"),
    ("salt", "spice"), ("kosher salt", "spice"), ("baking soda", "spice"),
    ("baking powder", "spice"), ("ground cinnamon", "spice"), ("ground cumin", "spice"),
    ("smoked paprika", "spice"), ("dried oregano", "spice"), ("vanilla extract", "spice"),
    ("red pepper flakes", "spice"), ("ground nutmeg", "spice"), ("Dijon mustard", "spice"),
    ("butter", "weight"), ("unsalted butter", "weight"), ("dark chocolate", "weight"),
    ("ground beef", "weight"), ("boneless chicken thighs", "weight"), ("pork shoulder", "weight"),
    ("spaghetti", "weight"), ("feta cheese", "weight"), ("salmon fillets", "weight"),
    ("potatoes", "weight"), ("cherry tomatoes", "weight"), ("mushrooms", "weight"),
    ("eggs", "count"), ("egg yolks", "count"), ("onion", "count"), ("yellow onions", "count"),
    ("shallots", "count"), ("carrots", "count"), ("celery stalks", "count"),
    ("lemons", "count"), ("limes", "count"), ("bay leaves", "count"), ("tortillas", "count"),
    ("bell peppers", "count"), ("zucchini", "count"), ("avocados", "count"),
    ("garlic", "clove"), ("thyme", "sprig"), ("rosemary", "sprig"), ("cilantro", "bunch"),
    ("green onions", "bunch"), ("bacon", "slice"), ("bread", "slice"),
    ("diced tomatoes", "can"), ("chickpeas, drained and rinsed", "can"),
    ("black beans, drained", "can"), ("tomato paste", "can"), ("cream cheese", "package"),
    ("puff pastry", "package"), ("active dry yeast", "package"),
]
UNITS = {
    "dry": ["cup", "cups", "c.", "C", "tablespoons", "tbsp", "Tbsp.", "T", "g", "grams", "oz", "ounces"],
    "liquid": ["cup", "cups", "tablespoons", "tbsp", "tsp", "teaspoons", "ml", "mL", "l", "liters",
               "fl oz", "fluid ounces", "pints", "quart"],
    "spice": ["teaspoon", "teaspoons", "tsp", "tsp.", "t", "tablespoon", "tbsp", "pinch", "dash", "g"],
    "weight": ["g", "grams", "kg", "oz", "ounces", "lb", "lbs", "pounds", "pound"],
    "count": [None],
    "clove": ["clove", "cloves"],
    "sprig": ["sprig", "sprigs"],
    "bunch": ["bunch", "bunches"],
    "slice": ["slice", "slices", "strips"],
    "can": ["can", "cans", "tin"],
    "package": ["package", "packages", "packet", "sheet"],
}
ATTACHED = {"g", "kg", "ml", "mL", "l", "oz", "lb", "tbsp", "tsp", "c."}
NOTES = {
    "dry": [", sifted", " (optional)", ", divided", ", plus more for dusting", ", toasted"],
    "liquid": [", warmed", ", divided", ", at room temperature", " (optional)", ", chilled"],
    "spice": [", divided", " (optional)", ", plus more to taste"],
    "weight": [", softened", ", melted", ", cubed", ", at room temperature",
               ", cut into 1-inch pieces", ", chopped", " (about 2 cups)"],
    "count": [", finely chopped", ", minced", ", diced", ", thinly sliced", ", beaten",
              ", peeled and cubed", ", halved", ", seeded and diced"],
    "clove": [", minced", ", crushed", ", thinly sliced", ", finely grated"],
    "sprig": [", leaves only", ", roughly chopped"],
    "bunch": [", chopped", ", roughly chopped", ", thinly sliced"],
    "slice": [", chopped", ", cooked and crumbled", ", toasted"],
    "can": [", drained", ", undrained", ""],
    "package": [", thawed", ", softened", ""],
}
SIZES = ["large", "medium", "small", "extra-large"]
MARKERS = ["- ", "* ", "• "]
VULGAR = ["½", "⅓", "⅔", "¼", "¾", "⅛", "⅜"]
FRACTIONS = ["1/2", "1/3", "2/3", "1/4", "3/4", "1/8", "3/8"]
WORDS = ["one", "two", "three", "four", "six", "twelve", "a dozen", "half"]
TO_TASTE = ["salt, to taste", "freshly ground black pepper, to taste", "salt and pepper to taste",
            "flaky sea salt, for serving", "fresh herbs, for garnish", "lemon wedges, to serve",
            "cooking spray", "oil, for frying"]
OF_LINES = ["juice of 1 lemon", "zest of 2 limes", "juice of half a lime", "a handful of fresh parsley",
            "pinch of salt", "a pinch of red pepper flakes", "dash of hot sauce",
            "a splash of milk", "juice and zest of 1 orange"]


def number(rng, count=False):
    """An amount written one of the many ways recipes write amounts; for
    things counted whole, mostly whole numbers and number words."""
    shape = rng.random()
    if count:
        if shape < 0.6:
            return str(rng.randint(1, 6))
        if shape < 0.7:
            return rng.choice(["1/2", "1 1/2", "½", "1½"])
        return rng.choice(WORDS)
    whole = rng.randint(1, 4)
    if shape < 0.30:
        return str(rng.choice([1, 1, 2, 2, 3, 4, 5, 6, 8, 10, 12]))
    if shape < 0.42:
        return rng.choice(FRACTIONS)
    if shape < 0.52:
        return f"{whole} {rng.choice(FRACTIONS)}"
    if shape < 0.56:
        return f"{whole}-{rng.choice(FRACTIONS)}"
    if shape < 0.66:
        return rng.choice(VULGAR)
    if shape < 0.74:
        return f"{whole}{rng.choice(['', ' '])}{rng.choice(VULGAR)}"
    if shape < 0.77:
        return f"{rng.randint(1, 3)}⁄{rng.choice([2, 3, 4])}"
    return rng.choice(["0.5", "1.5", "2.5", ".5", ".25", "0.75", "1,5", "12.5"])


def range_text(rng):
    low = rng.randint(1, 5)
    high = low + rng.randint(1, 3)
    return rng.choice([f"{low}-{high}", f"{low}–{high}", f"{low} to {high}", f"{low} or {high}",
                       f"1/2-1", f"{low} - {high}"])


def weight(rng):
    return rng.choice(["100", "125", "150", "200", "225", "250", "300", "400", "454", "500", "750"])


def line(rng):
    name, kind = rng.choice(INGREDIENTS)
    units = UNITS[kind]
    shape = rng.random()
    if shape < 0.05:
        return decorate(rng, rng.choice(TO_TASTE))
    if shape < 0.09:
        return decorate(rng, rng.choice(OF_LINES))
    if shape < 0.15 and kind == "can":
        size = rng.choice(["14.5 oz", "15-ounce", "400g", "28 oz", "8 ounce", "13.5 fl oz"])
        count = rng.randint(1, 3)
        text = rng.choice([
            f"{count} ({size}) {rng.choice(units)} {name}",
            f"{count} x {weight(rng)}g tins {name}",
            f"{count} {size.replace(' ', '-')} {rng.choice(units)} {name}",
        ])
    elif shape < 0.20 and kind in ("dry", "liquid"):
        cups = rng.randint(1, 2)
        text = f"{cups} {'cup' if cups == 1 else 'cups'} plus {rng.randint(2, 3)} tablespoons {name}"
    elif shape < 0.32:
        unit = rng.choice(units)
        text = f"{range_text(rng)} {unit + ' ' if unit else ''}{name}"
    elif shape < 0.42 and kind in ("weight", "dry", "liquid", "spice"):
        unit = rng.choice([u for u in units if u in ATTACHED] or ["g"])
        amount = weight(rng) if unit in ("g", "ml", "mL") else str(rng.randint(1, 3))
        text = f"{amount}{unit} {name}"
    elif kind == "count":
        size = rng.choice(SIZES) + " " if rng.random() < 0.4 else ""
        amount = number(rng, count=True)
        if rng.random() < 0.08:
            amount = "an" if (size or name)[0] in "aeiou" else "a"
            name = name.rstrip("s") if not size and name.endswith("s") else name
        text = f"{amount} {size}{name}"
    else:
        unit = rng.choice(units)
        amount = number(rng, count=kind not in ("dry", "liquid", "spice", "weight"))
        text = f"{amount} {unit + ' ' if unit else ''}{name}"
    if rng.random() < 0.25 and "," not in text and "(" not in text:
        text += rng.choice(NOTES[kind])
    return decorate(rng, text)


def decorate(rng, text):
    """A list marker or stray spaces now and then, as pasted text has."""
    if rng.random() < 0.06:
        text = rng.choice(MARKERS) + text
    if rng.random() < 0.03:
        text = "  " + text + " "
    return text


def lines(count, seed=20261201):
    rng = random.Random(seed)
    for _ in range(count):
        yield line(rng)


def main():
    count, output = int(sys.argv[1]), sys.argv[2]
    with open(output, "w", encoding="utf-8") as out:
        out.write("# Bench pantry\nServes 4\n")
        batch = []
        for text in lines(count):
            batch.append(text)
            if len(batch) == 10_000:
                out.write("\n".join(batch) + "\n")
                batch.clear()
        if batch:
            out.write("\n".join(batch) + "\n")


if __name__ == "__main__":
    main()
