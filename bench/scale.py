#!/usr/bin/env python3
"""The Python peer for make bench: the same job as
`recipe-scale show --servings N --format tsv`, with fractions.Fraction.

    scale.py SERVINGS FILE      (a JSON array, or JSON Lines for .jsonl)
"""
import json
import sys
from fractions import Fraction

ABBREVIATIONS = {"t", "tsp", "tbsp", "tbs", "c", "oz", "fl", "lb", "lbs", "g", "kg", "mg",
                 "ml", "cl", "dl", "l", "qt", "pt", "gal"}
IRREGULAR = {"half": "halves", "loaf": "loaves", "leaf": "leaves", "knife": "knives",
             "potato": "potatoes", "tomato": "tomatoes", "cookie": "cookies", "foot": "feet"}
SINGULAR = {plural: singular for singular, plural in IRREGULAR.items()}
INVARIANT = {"fish", "sheep", "deer", "moose", "salmon", "trout", "shrimp", "squid", "tuna", "cod",
             "halibut", "series", "species", "molasses", "swiss", "hummus", "couscous", "asparagus",
             "tofu", "rice", "aircraft", "bison", "offspring", "chassis", "means", "news"}


def singular(word):
    lower = word.lower()
    if lower in INVARIANT:
        return lower
    if lower in SINGULAR:
        return SINGULAR[lower]
    if lower in IRREGULAR:
        return lower
    if len(lower) > 3 and lower.endswith("ies"):
        return lower[:-3] + "y"
    for suffix in ("sses", "ches", "shes", "xes", "zzes"):
        if lower.endswith(suffix):
            return lower[:-2]
    if len(lower) > 2 and lower.endswith("s") and not lower.endswith(("ss", "us", "is")):
        return lower[:-1]
    return lower


def plural(word):
    lower = singular(word)
    if lower in INVARIANT:
        return lower
    if lower in IRREGULAR:
        return IRREGULAR[lower]
    if lower.endswith(("s", "x", "z", "ch", "sh")):
        return lower + "es"
    if lower.endswith("y") and len(lower) > 1 and lower[-2] not in "aeiou":
        return lower[:-1] + "ies"
    return lower + "s"


def inflect(phrase, many):
    head, _, last = phrase.rpartition(" ")
    if not last or not last[-1].isalpha() or last.lower().rstrip(".") in ABBREVIATIONS:
        return phrase
    word = plural(last) if many else singular(last)
    word = last[0] + word[1:] if last[0].isupper() else word
    return (head + " " if head else "") + word


def mixed(value):
    whole, rest = divmod(value.numerator, value.denominator)
    if rest == 0:
        return str(whole)
    fraction = f"{rest}/{value.denominator}"
    return fraction if whole == 0 else f"{whole} {fraction}"


def rows(recipes, servings):
    for recipe in recipes:
        factor = Fraction(servings, recipe["servings"])
        name = recipe["name"]
        for item in recipe["ingredients"]:
            num, unit, label = item.get("num") or 0, item.get("unit"), item["name"]
            if num == 0:
                yield f"{name}\t{servings}\t\t{unit or ''}\t{label}\n"
                continue
            amount = Fraction(num, item.get("denom") or 1) * factor
            many = amount > 1
            if unit:
                unit = inflect(unit, many)
            else:
                head, comma, tail = label.partition(",")
                label = inflect(head, many) + comma + tail
            yield f"{name}\t{servings}\t{mixed(amount)}\t{unit or ''}\t{label}\n"


def main():
    servings, path = int(sys.argv[1]), sys.argv[2]
    with open(path, encoding="utf-8") as source:
        if path.endswith((".jsonl", ".ndjson")):
            recipes = (json.loads(line) for line in source if line.strip())
        else:
            recipes = json.load(source)
        out = sys.stdout
        out.write("recipe\tservings\tquantity\tunit\tingredient\n")
        out.writelines(rows(recipes, servings))


if __name__ == "__main__":
    main()
