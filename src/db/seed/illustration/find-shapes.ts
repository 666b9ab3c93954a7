/** Which pieces go on the plate: keywords in the title and the ingredients pick the shapes. */
import type { TShapeKind } from "./shapes.ts";

interface TRule {
  kind: TShapeKind;
  pattern: RegExp;
  color: string;
  /** Garnish that only fills in when fewer main ingredients were found. */
  isMinor?: boolean;
}

/** First matching rule wins for an ingredient line, so specific phrases come before general ones. */
const rules: TRule[] = [
  { kind: "pancakes", pattern: /pancake/, color: "#F2C27E" },
  { kind: "toast", pattern: /french toast|brioche/, color: "#E9B66A" },
  { kind: "cookie", pattern: /cookie|biscuit|savoiardi/, color: "#D9A15E" },
  { kind: "cake", pattern: /lemon drizzle|loaf cake/, color: "#F3D98A" },
  { kind: "cake", pattern: /cake|banana bread|muffin|tiramisu/, color: "#E8C48E" },
  { kind: "chocolate", pattern: /chocolate|cocoa|brownie/, color: "#5B3222" },
  { kind: "grains", pattern: /crumble|granola|\boats?\b|porridge/, color: "#E6CFA0" },
  { kind: "noodles", pattern: /rice noodle|pad thai/, color: "#F4EBD9" },
  { kind: "noodles", pattern: /spaghetti|linguine|tagliatelle|noodle|fettuccine|ramen/, color: "#F2C46D" },
  {
    kind: "pasta",
    pattern: /penne|rigatoni|fusilli|macaroni|orecchiette|ditalini|ziti|lasagne|trofie|mac and cheese|pasta/,
    color: "#F0C05A",
  },
  { kind: "drumstick", pattern: /chicken|turkey/, color: "#C4762C" },
  { kind: "fish", pattern: /salmon|trout/, color: "#F08A5D" },
  { kind: "fish", pattern: /tuna/, color: "#B8434A" },
  { kind: "fish", pattern: /\bcod\b|haddock|white fish|\bfish\b/, color: "#F3E9DA" },
  { kind: "prawn", pattern: /prawn|shrimp/, color: "#F28A5B" },
  { kind: "meat", pattern: /chorizo|sausage/, color: "#A9432F" },
  { kind: "meat", pattern: /beef|pork|lamb|steak|mince|bacon/, color: "#8C3B2A" },
  { kind: "melon", pattern: /watermelon/, color: "#E8505B" },
  { kind: "tomato", pattern: /tomato(?!.*(pur[eé]e|paste|salsa|passata))/, color: "#D9412B" },
  { kind: "avocado", pattern: /avocado|guacamole/, color: "#3C6B2F" },
  { kind: "egg", pattern: /^\d*\s*eggs?\b(?!.*(yolk|white|separated))|frittata|shakshuka|fried egg/, color: "#F5B82E" },
  { kind: "berries", pattern: /blueberr/, color: "#4A5BA8" },
  { kind: "berries", pattern: /blackberr/, color: "#3A1F3D" },
  { kind: "berries", pattern: /strawberr|raspberr|mixed berr|berries/, color: "#E0393E" },
  { kind: "mushroom", pattern: /mushroom|porcini|shiitake/, color: "#A8744F" },
  { kind: "broccoli", pattern: /broccoli/, color: "#3E7D34" },
  { kind: "spear", pattern: /asparagus|green bean|spring onion|leek/, color: "#5E9E4B" },
  { kind: "leaf", pattern: /red cabbage/, color: "#8E3B6B" },
  { kind: "leaf", pattern: /spinach|kale|cavolo|pak choi/, color: "#2F6B3A" },
  { kind: "leaf", pattern: /lettuce|romaine|little gem|rocket|watercress|salad leaves|cabbage/, color: "#8CC063" },
  { kind: "leaf", pattern: /basil/, color: "#4E9A45" },
  { kind: "chilli", pattern: /chilli(?! (flakes|powder))|chili\b|jalape|scotch bonnet/, color: "#D7261E" },
  { kind: "wedge", pattern: /lime/, color: "#8BC34A" },
  { kind: "wedge", pattern: /lemon/, color: "#F6D04D" },
  { kind: "strip", pattern: /yellow pepper/, color: "#F2C230" },
  { kind: "strip", pattern: /green pepper/, color: "#5E9E4B" },
  { kind: "strip", pattern: /red pepper|peppers\b|bell pepper/, color: "#D9412B" },
  { kind: "slice", pattern: /cucumber/, color: "#6FA84F" },
  { kind: "slice", pattern: /courgette|zucchini/, color: "#3F7D4E" },
  { kind: "slice", pattern: /sweet potato|squash|pumpkin(?! seed)/, color: "#F09A4A" },
  { kind: "slice", pattern: /carrot/, color: "#F28A30" },
  { kind: "slice", pattern: /beetroot/, color: "#8E1F4A" },
  { kind: "slice", pattern: /aubergine|eggplant/, color: "#5B2C5E" },
  { kind: "slice", pattern: /banana/, color: "#F2D56B" },
  { kind: "slice", pattern: /potato/, color: "#E9C46A" },
  { kind: "crescent", pattern: /apple/, color: "#C8412B" },
  { kind: "cube", pattern: /mango/, color: "#F7B538" },
  { kind: "cube", pattern: /tofu/, color: "#F4EFD8" },
  { kind: "cube", pattern: /feta|halloumi|goat/, color: "#FBF8EF" },
  { kind: "shaving", pattern: /parmesan|pecorino|hard cheese|cheddar|gruy|mozzarella|cheese/, color: "#F6E3A1" },
  { kind: "grains", pattern: /chickpea|falafel|hummus/, color: "#E8C27A" },
  { kind: "grains", pattern: /black bean/, color: "#2B2320" },
  { kind: "grains", pattern: /red lentil/, color: "#E07A3F" },
  { kind: "grains", pattern: /lentil/, color: "#5B5040" },
  { kind: "grains", pattern: /\bpeas\b|edamame/, color: "#7DB843" },
  { kind: "grains", pattern: /sweetcorn|\bcorn\b/, color: "#F5C542" },
  { kind: "grains", pattern: /cannellini|white bean/, color: "#F1EAD8" },
  { kind: "grains", pattern: /quinoa|couscous|bulgur/, color: "#E9D9B5" },
  { kind: "grains", pattern: /\brice\b|risotto|paella|jollof/, color: "#FBF4E2" },
  { kind: "olive", pattern: /olives?\b(?! oil)|kalamata/, color: "#3B2B35" },
  { kind: "nuts", pattern: /peanut|pecan|walnut|almond|pine nut|cashew/, color: "#B9834A" },
  { kind: "taco", pattern: /taco|tortilla|fajita|burrito/, color: "#EBC880" },
  { kind: "toast", pattern: /toast|bread|baguette|sourdough|bun/, color: "#F3D9A4" },
  {
    kind: "herb",
    pattern: /parsley|coriander|cilantro|\bmint\b|\bdill\b|thyme|rosemary|chives|herb/,
    color: "#3F7D4E",
    isMinor: true,
  },
  { kind: "ring", pattern: /red onion|shallot/, color: "#9C4F8C", isMinor: true },
  { kind: "ring", pattern: /\bonions?\b/, color: "#EADCB8", isMinor: true },
  { kind: "garlic", pattern: /garlic/, color: "#F6EFDF", isMinor: true },
];

/** Ingredients that disappear into a dish ("fish sauce" is not a fish on the plate). */
const invisible =
  /\b(stock|broth|powder|paste|pur[eé]e|sauce|oil|extract|syrup|vinegar|flakes|seasoning|juice|zest|water|milk|cream|yogurt|butter|flour|sugar|salt|crumbs|breadcrumbs)\b/;

const sweetKinds = new Set<TShapeKind>(["pancakes", "cookie", "cake", "chocolate"]);
const savouryOnlyKinds = new Set<TShapeKind>(["egg", "garlic", "ring", "shaving", "toast"]);

export interface TFound {
  kind: TShapeKind;
  color: string;
  isMinor: boolean;
}

/** Picks up to four shapes: every keyword in the title, then the first match of each ingredient. */
export function findShapes(title: string, ingredients: string[]): TFound[] {
  const found: TFound[] = [];
  const add = (rule: TRule) => {
    if (!found.some((f) => f.kind === rule.kind)) {
      found.push({ kind: rule.kind, color: rule.color, isMinor: rule.isMinor ?? false });
    }
  };
  const titleText = title.toLowerCase();
  const titleHits = rules
    .map((rule) => ({ rule, at: titleText.search(rule.pattern) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at);
  for (const hit of titleHits) add(hit.rule);
  for (const text of ingredients) {
    const lower = text.toLowerCase();
    if (invisible.test(lower)) continue;
    const rule = rules.find((r) => r.pattern.test(lower));
    if (rule) add(rule);
  }
  const isSweet = found.some((f) => sweetKinds.has(f.kind));
  const usable = isSweet ? found.filter((f) => !savouryOnlyKinds.has(f.kind)) : found;
  const major = usable.filter((f) => !f.isMinor);
  const minor = usable.filter((f) => f.isMinor);
  const chosen = [...major.slice(0, 4), ...minor].slice(0, Math.max(3, Math.min(4, major.length)));
  // A lone shape looks unfinished: add a garnish that suits the dish.
  if (chosen.length === 1) {
    chosen.push(
      isSweet
        ? { kind: "berries", color: "#E0393E", isMinor: true }
        : { kind: "herb", color: "#3F7D4E", isMinor: true },
    );
  }
  return chosen;
}
