#!/usr/bin/env python3
"""The Python peer of the web-page row of make bench: what a short script
with `json` and a regular expression does to get recipes out of saved pages.

    extract_pages.py PAGE...

For every `<script type="application/ld+json">` block of every page it loads
the JSON, finds each node whose `@type` is or includes Recipe (at the top, in
an array, in `@graph`, or as `mainEntity`), and prints one TSV row per
ingredient line: page, recipe name, yield, line. It does not parse or scale
the lines; recipe-scale does both, so the comparison flatters this script.
"""
import html
import json
import re
import sys

LD_JSON = re.compile(
    rb"<script\b[^>]*\btype\s*=\s*[\"']?application/ld\+json[^>]*>(.*?)</script\s*>",
    re.IGNORECASE | re.DOTALL)


def recipes(node):
    if isinstance(node, list):
        for item in node:
            yield from recipes(item)
    elif isinstance(node, dict):
        kind = node.get("@type")
        if kind == "Recipe" or (isinstance(kind, list) and "Recipe" in kind):
            yield node
        for key in ("@graph", "mainEntity"):
            if key in node:
                yield from recipes(node[key])


def main():
    out = sys.stdout
    out.write("page\trecipe\tyield\tingredient\n")
    for path in sys.argv[1:]:
        with open(path, "rb") as page:
            text = page.read()
        for block in LD_JSON.findall(text):
            block = block.strip()
            if block.startswith(b"<!--"):
                block = block[4:].rsplit(b"-->", 1)[0]
            try:
                data = json.loads(block, strict=False)
            except ValueError:
                continue
            for recipe in recipes(data):
                name = html.unescape(recipe.get("name", ""))
                servings = recipe.get("recipeYield", "")
                if isinstance(servings, list):
                    servings = servings[0] if servings else ""
                for item in recipe.get("recipeIngredient") or recipe.get("ingredients") or []:
                    line = " ".join(html.unescape(html.unescape(item)).split())
                    out.write(f"{path}\t{name}\t{servings}\t{line}\n")


if __name__ == "__main__":
    main()
