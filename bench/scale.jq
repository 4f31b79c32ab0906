# The jq peer for make bench: the same job as
# `recipe-scale show --servings $servings --format tsv`, with gcd-reduced
# fractions, mixed numbers and plurals.
#
#   jq -r --argjson servings 6 -f scale.jq FILE       (jq -c -n ... inputs for JSON Lines)

def gcd(a; b): if b == 0 then a else gcd(b; a % b) end;
def reduce_fraction: . as [$n, $d] | gcd($n; $d) as $g | [$n / $g, $d / $g];
def mixed: . as [$n, $d]
  | (($n - ($n % $d)) / $d) as $whole | ($n % $d) as $rest
  | if $rest == 0 then "\($whole)"
    elif $whole == 0 then "\($rest)/\($d)"
    else "\($whole) \($rest)/\($d)" end;
def abbreviations: ["t","tsp","tbsp","tbs","c","oz","fl","lb","lbs","g","kg","mg","ml","cl","dl","l","qt","pt","gal"];
def irregular: {"half":"halves","loaf":"loaves","leaf":"leaves","knife":"knives","potato":"potatoes","tomato":"tomatoes","cookie":"cookies","foot":"feet"};
def invariant: ["fish","sheep","deer","moose","salmon","trout","shrimp","squid","tuna","cod","halibut","series","species","molasses","swiss","hummus","couscous","asparagus","tofu","rice","aircraft","bison","offspring","chassis","means","news"];
def singular: ascii_downcase as $w
  | if (invariant | index([$w])) then $w else (irregular | to_entries | map(select(.value == $w)) | first | .key) // (
      if irregular[$w] then $w
      elif ($w | length) > 3 and ($w | endswith("ies")) then $w[:-3] + "y"
      elif ($w | test("(sses|ches|shes|xes|zzes)$")) then $w[:-2]
      elif ($w | length) > 2 and ($w | endswith("s")) and ($w | test("(ss|us|is)$") | not) then $w[:-1]
      else $w end) end;
def plural: singular as $w
  | if (invariant | index([$w])) then $w else irregular[$w] // (
      if ($w | test("(s|x|z|ch|sh)$")) then $w + "es"
      elif ($w | test("[^aeiou]y$")) then $w[:-1] + "ies"
      else $w + "s" end) end;
def inflect($many): (split(" ")) as $words | ($words[-1]) as $last
  | if ($last | test("[A-Za-z]$") | not) or (abbreviations | index([$last | ascii_downcase | rtrimstr(".")])) then .
    else (if $many then ($last | plural) else ($last | singular) end) as $word
      | (if ($last[:1] | test("[A-Z]")) then $last[:1] + $word[1:] else $word end) as $cased
      | ($words[:-1] + [$cased]) | join(" ") end;
def rows($servings):
  .name as $name | .servings as $own
  | .ingredients[]
  | (.num // 0) as $num
  | if $num == 0 then [$name, $servings, "", (.unit // ""), .name]
    else ([$num * $servings, (.denom // 1) * $own] | reduce_fraction) as $amount
      | ($amount[0] > $amount[1]) as $many
      | if .unit then [$name, $servings, ($amount | mixed), (.unit | inflect($many)), .name]
        else (.name | split(",")) as $parts
          | [$name, $servings, ($amount | mixed), "", ([($parts[0] | inflect($many))] + $parts[1:] | join(","))]
        end
    end
  | map(tostring) | join("\t");
if type == "array" then ("recipe\tservings\tquantity\tunit\tingredient", (.[] | rows($servings)))
else rows($servings) end
