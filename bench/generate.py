#!/usr/bin/env python3
"""Writes synthetic recipe collections in the tutorial's schema, deterministically.

    generate.py COUNT OUTPUT [--jsonl]

The same COUNT always gives the same bytes: a fixed seed, no clock, no hashing.
Recipes carry descriptions, highlights and directions like real files, so the
decoder has as much to skip as it would in the wild (~1.2 KB a recipe).
"""
import json
import random
import sys

UNITS = ["cup", "cups", "tbsp", "tsp", "g", "ml", "clove", "pinch", "half", "loaf",
         "leaf", "slice", "can", "stalk", "thigh", "dash", "oz", "lb", None, None]
NAMES = ["flour", "sugar", "butter", "Large eggs, beaten", "milk", "olive oil",
         "garlic", "onion, diced", "tomatoes", "sea salt", "black pepper", "basil",
         "lemon juice", "rice", "chicken thighs", "carrots, sliced", "bay leaves",
         "potatoes", "cookies", "berries"]
WORDS = ("simmer stir fold whisk bake roast chop season taste serve golden crisp tender "
         "fragrant bright smoky creamy fresh warm gentle slowly until heat pan oven bowl "
         "mixture sauce dough edges center minutes together lightly evenly").split()


def sentence(rng, words):
    return " ".join(rng.choice(WORDS) for _ in range(words)).capitalize() + "."


def recipe(rng, index):
    ingredients = []
    for _ in range(rng.randint(8, 12)):
        item = {"name": rng.choice(NAMES)}
        kind = rng.random()
        if kind < 0.85:
            item["num"] = rng.randint(1, 12)
            if rng.random() < 0.5:
                item["denom"] = rng.choice([2, 3, 4, 8])
        unit = rng.choice(UNITS)
        if kind >= 0.85:
            unit = "To taste"
        if unit is not None:
            item["unit"] = unit
        ingredients.append(item)
    return {
        "id": str(index),
        "name": f"Recipe {index} " + rng.choice(WORDS).capitalize(),
        "featured": rng.random() < 0.1,
        "image": f"recipe{index}",
        "description": " ".join(sentence(rng, 12) for _ in range(3)),
        "prepTime": f"{rng.randint(5, 60)} minutes",
        "cookTime": f"{rng.randint(5, 120)} minutes",
        "totalTime": f"{rng.randint(10, 180)} minutes",
        "servings": rng.randint(1, 12),
        "highlights": [rng.choice(WORDS).capitalize() for _ in range(rng.randint(2, 3))],
        "ingredients": ingredients,
        "directions": [sentence(rng, 14) for _ in range(rng.randint(4, 6))],
        "category": rng.choice(["Breakfast", "Lunch", "Dinner", "Dessert", "Snacks"]),
    }


def main():
    count, output = int(sys.argv[1]), sys.argv[2]
    jsonl = "--jsonl" in sys.argv[3:]
    rng = random.Random(20261129)
    with open(output, "w", encoding="utf-8") as out:
        if not jsonl:
            out.write("[\n")
        for index in range(count):
            text = json.dumps(recipe(rng, index), ensure_ascii=False)
            if jsonl:
                out.write(text + "\n")
            else:
                out.write(("  " if index == 0 else ",\n  ") + text)
        if not jsonl:
            out.write("\n]\n")


if __name__ == "__main__":
    main()
