/** Words that say how a food is prepared: "chopped", "finely", "deseeded", and the joining words inside such phrases. */
// biome-ignore format: a list reads better packed
export const PREP_VERBS = new Set([
  "chopped", "minced", "diced", "sliced", "grated", "shredded", "crushed", "peeled", "seeded", "deseeded", "cored", "halved",
  "quartered", "cubed", "julienned", "trimmed", "rinsed", "drained", "beaten", "whisked", "melted", "softened", "sifted",
  "toasted", "roasted", "cooked", "boiled", "steamed", "thawed", "defrosted", "squeezed", "zested", "juiced", "pitted",
  "stoned", "hulled", "shelled", "deveined", "crumbled", "torn", "cut", "mashed", "pureed", "puréed", "blanched", "scrubbed",
  "washed", "dried", "patted", "separated", "boned", "skinned", "skinless", "boneless", "snipped", "picked", "stemmed",
  "flaked", "broken", "chilled", "cooled", "warmed", "heated", "divided", "finely", "roughly", "coarsely", "thinly", "thickly",
  "freshly", "lightly", "well", "very", "and", "or", "into", "in", "thinly-sliced", "finely-chopped", "roughly-chopped",
  "bashed", "bruised", "smashed", "split", "segmented", "cracked", "slivered", "pounded", "ripped", "spiralized", "spiralised",
  "grilled", "fried", "poached", "soaked", "sprouted", "packed", "lightly-packed", "firmly", "loosely", "tightly", "sieved",
  "strained", "scored", "butterflied", "cleaned", "prepared", "shaved", "finely-grated", "crumbed", "tipped", "ground",
  "removed", "de-seeded", "pin-boned", "chargrilled", "buttered", "whole", "hard-boiled", "soft-boiled", "poached",
  "lukewarm", "slivered", "strained", "picked", "uncooked", "hard-cooked", "soft-cooked", "pre-cooked", "rough-chopped", "milled", "scalded", "shaken", "stirred", "iced", "well-shaken", "well-stirred",
  "fresh-squeezed", "freshly-squeezed",
]);
