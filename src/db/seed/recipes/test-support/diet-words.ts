/**
 * A word list, independent of the food tables that tag the generated recipes, of what each diet rules
 * out, so the tests can check every demo recipe's diet tags against its ingredient lines as a reader
 * would. Phrases in `allowed` are removed from a line first ("coconut milk" is not milk, "butter
 * beans" are not butter).
 */
import type { TDiet } from "#core/recipes/tags.ts";

interface TRule {
  what: string;
  words: RegExp;
  allowed?: RegExp;
}

const meat: TRule = {
  what: "meat",
  words:
    /\b(chicken|beef|steak|pork|lamb|bacon|lardons|ham|chorizo|sausages?|turkey|pancetta|prosciutto|salami|duck|veal|gelatine?|mince)\b/,
  allowed: /\b(lentil|vegan|vegetarian|meat-free) (mince|sausages?)\b/g,
};
const fish: TRule = {
  what: "fish or seafood",
  words:
    /\b(salmon|cod|tuna|prawns?|shrimps?|anchov(y|ies)|fish|mackerel|haddock|hake|sea bass|trout|crab|mussels?|squid|sardines?|scallops?|oyster sauce|worcestershire|kimchi|thai (red|green) curry paste)\b/,
  allowed: /\bvegan thai (red|green) curry paste\b/g,
};
const dairy: TRule = {
  what: "dairy",
  words:
    /\b(milk|butter|buttermilk|cheese|cheddar|feta|halloumi|mozzarella|parmesan|ricotta|paneer|stilton|mascarpone|cream|crème fraîche|yoghurt|yogurt|ghee|basil pesto|naan|brioche)\b/,
  allowed:
    /\b((coconut|soya|soy|oat|almond|rice|nut) (milk|yoghurt|yogurt|cream|crème fraîche)|(peanut|almond|nut|cashew|sunflower seed|cocoa) butter|butter beans?|vegan (basil pesto|cheese|butter)|coconut cream)\b/g,
};
const egg: TRule = {
  what: "egg",
  words: /\b(eggs?|egg yolks?|egg noodles|mayonnaise|meringues?|brioche|naan)\b/,
  allowed: /\bvegan mayonnaise\b/g,
};
const honey: TRule = { what: "honey", words: /\bhoney\b/ };
const gluten: TRule = {
  what: "gluten",
  words:
    /\b(flour|bread|breadcrumbs|panko|pasta|spaghetti|penne|fusilli|linguine|rigatoni|orzo|conchiglie|orecchiette|ditalini|tagliatelle|lasagne|gnocchi|couscous|bulgur|barley|rye|spelt|semolina|noodles|ramen|udon|soy sauce|oat milk|oat crème fraîche|tortillas?|pittas?|naan|buns?|oats|oatcakes|falafel|hoisin|oyster sauce|gochujang|crispy fried onions|beer|seitan|croutons|biscuits|pastry|sourdough|bagels?|brioche|crackers)\b/,
  allowed:
    /\b((gram|buckwheat|corn|rice|gluten-free|almond|coconut|chickpea) flour|gluten-free (bread|pasta|oats)|(rice|rice vermicelli|flat rice) noodles|corn tortillas?|tortilla chips|cornflour)\b/g,
};
const nuts: TRule = {
  what: "nuts",
  words:
    /\b(almonds?|cashews?|walnuts?|pecans?|hazelnuts?|pistachios?|peanuts?|peanut butter|pine nuts|macadamias?|brazil nuts|nut butter|nut milk|almond milk|basil pesto|praline|marzipan|frangipane|nuts)\b/,
  allowed: /\b(coconut|nutmeg|butternut)\b/g,
};

const rulesOf: Record<TDiet, TRule[]> = {
  vegan: [meat, fish, dairy, egg, honey],
  vegetarian: [meat, fish],
  pescatarian: [meat],
  "gluten-free": [gluten],
  "dairy-free": [dairy],
  "nut-free": [nuts],
};

/** Each "diet: what (line)" where a line holds something a tagged diet rules out. */
export function findDietConflicts(tags: readonly string[], lines: readonly string[]): string[] {
  const conflicts: string[] = [];
  for (const diet of tags as TDiet[]) {
    for (const rule of rulesOf[diet] ?? []) {
      for (const line of lines) {
        const text = line.toLowerCase().replace(rule.allowed ?? /$^/g, " ");
        if (rule.words.test(text)) conflicts.push(`${diet}: ${rule.what} ("${line}")`);
      }
    }
  }
  return conflicts;
}
