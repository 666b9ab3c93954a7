/**
 * Flat "photo" illustrations for the demo recipes (BRAND.md "Images"): the dish's main ingredients
 * on a coloured plate, bowl or glass on a table. Pure and deterministic: the same seed and
 * ingredients always give the same SVG, so re-seeding does not churn files.
 */

export interface TIllustrationPalette {
  /** Table colours, each with a darker tone for its pattern. */
  tables: Array<[background: string, pattern: string]>;
  /** Plate or bowl colours. */
  plates: string[];
}

export interface TDishIllustrationOptions {
  /** Anything stable per recipe (its slug); picks colours and arrangement. */
  seed: string;
  /** The title and the ingredient foods, most important first; keywords pick the shapes. */
  ingredients: string[];
  /** Text for the SVG's <title>; defaults to the first ingredient entry. */
  title?: string;
  palette?: Partial<TIllustrationPalette>;
}

const width = 800;
const height = 600;

/** Warm tables and plates from BRAND.md: cream, tomato, basil, saffron, indigo and kitchen tones. */
export const defaultPalette: TIllustrationPalette = {
  tables: [
    ["#FFFBF5", "#E9D8C4"],
    ["#F6E7D3", "#D9BF9E"],
    ["#EBD3B5", "#C9A67E"],
    ["#F3C9B5", "#D9977C"],
    ["#DCE8D5", "#A9C3A0"],
    ["#F7E3A1", "#E2B55A"],
    ["#D9E4EC", "#A8BCCB"],
    ["#C89B6D", "#9E7248"],
    ["#F4D5CC", "#D99A8C"],
  ],
  plates: [
    "#FFFFFF",
    "#F4EFE6",
    "#C8412B",
    "#3F7D4E",
    "#B7791F",
    "#1E1B4B",
    "#2F5D7C",
    "#E2B55A",
    "#7A4E3A",
    "#F0715A",
  ],
};

// --- Randomness ---------------------------------------------------------------------------------

function hashString(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function createRandom(seed: string) {
  let state = hashString(seed) || 1;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}
type TRandom = ReturnType<typeof createRandom>;

// --- Shapes -------------------------------------------------------------------------------------

/** Each shape is drawn around (0, 0) within about `radius` px; `currentColor` takes the rule's colour. */
interface TShape {
  def: string;
  radius: number;
  count: [number, number];
  /** Drawn in layer order: 0 big pieces, 1 medium, 2 small garnish on top. */
  layer: 0 | 1 | 2;
}

const shapes = {
  noodles: {
    radius: 55,
    count: [1, 2],
    layer: 0,
    def: '<g fill="none" stroke="currentColor" stroke-width="7" stroke-linecap="round"><path d="M-50 0C-40-40 40-40 50 0S-30 40-40 0"/><path d="M-40-10C-20-50 50-30 40 10S-10 50-30 20"/><path d="M-20-30C20-40 50 0 20 30S-40 30-45-5"/></g><path d="M-38-6C-20-36 30-34 38 4" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="2"/>',
  },
  pasta: {
    radius: 22,
    count: [7, 11],
    layer: 1,
    def: '<path d="M-20-8h30l8 8-8 8h-30l-6-8z" fill="currentColor"/><path d="M-12-8v16M-3-8v16M6-8v16" stroke="#000" stroke-opacity=".15" stroke-width="2"/>',
  },
  drumstick: {
    radius: 38,
    count: [2, 3],
    layer: 0,
    def: '<path d="M6 8 26 30" stroke="#F4E9D8" stroke-width="9" stroke-linecap="round"/><circle cx="29" cy="26" r="6" fill="#F4E9D8"/><circle cx="24" cy="34" r="6" fill="#F4E9D8"/><path d="M-28-4C-30-26-6-34 8-22S16 8 6 10-26 18-28-4Z" fill="currentColor"/><path d="M-18-12C-14-22 0-24 4-18" fill="none" stroke="#FFF" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>',
  },
  meat: {
    radius: 32,
    count: [2, 4],
    layer: 0,
    def: '<path d="M-30-14C-20-26 24-24 32-8S22 24 0 22-36 8-30-14Z" fill="currentColor"/><path d="M-22-4 14-14M-16 8 20-2" stroke="#000" stroke-opacity=".2" stroke-width="4" stroke-linecap="round"/>',
  },
  fish: {
    radius: 42,
    count: [1, 2],
    layer: 0,
    def: '<path d="M-40 0C-26-20 26-22 40-4C30 16-26 20-40 0Z" fill="currentColor"/><path d="M-24-8c4 6 4 12 0 16M-10-12c4 8 4 16 0 22M4-13c4 8 4 18 0 24M18-11c4 7 4 14 0 20" fill="none" stroke="#FFF" stroke-opacity=".55" stroke-width="2.5"/>',
  },
  prawn: {
    radius: 24,
    count: [4, 6],
    layer: 1,
    def: '<path d="M-14 16C-26 4-20-18 0-20S24-6 18 8" fill="none" stroke="currentColor" stroke-width="11" stroke-linecap="round"/><path d="M-8-14l2 8M4-16l-1 8M14-10l-4 6" stroke="#FFF" stroke-opacity=".5" stroke-width="2"/><path d="M18 8l10 6-4-10z" fill="#E4573D"/>',
  },
  egg: {
    radius: 32,
    count: [1, 2],
    layer: 1,
    def: '<path d="M-30-6C-30-26 4-32 18-22S36 4 24 18-8 30-20 20-30 8-30-6Z" fill="#FFFDF6" stroke="#E9E1D2" stroke-width="2"/><circle cx="-2" cy="-2" r="12" fill="#F5B82E"/><circle cx="-6" cy="-6" r="3.5" fill="#FFF" opacity=".6"/>',
  },
  tomato: {
    radius: 22,
    count: [3, 5],
    layer: 1,
    def: '<circle r="21" fill="currentColor"/><circle cx="-7" cy="-7" r="5" fill="#FFF" opacity=".35"/><path d="M-9-19 0-13 9-19 5-11 0-14-5-11z" fill="#3F7D4E"/>',
  },
  leaf: {
    radius: 28,
    count: [4, 7],
    layer: 1,
    def: '<path d="M0-30C18-18 18 14 0 30C-18 14-18-18 0-30Z" fill="currentColor"/><path d="M0-26V26" stroke="#000" stroke-opacity=".18" stroke-width="2"/>',
  },
  herb: {
    radius: 16,
    count: [3, 6],
    layer: 2,
    def: '<g fill="currentColor"><path d="M0 0C6-10 16-10 20-6 14 0 6 2 0 0Z"/><path d="M0 0C-6-10-16-10-20-6-14 0-6 2 0 0Z"/><path d="M0 0C-4-8 0-20 0-22 4-14 4-6 0 0Z"/></g>',
  },
  chilli: {
    radius: 26,
    count: [1, 3],
    layer: 2,
    def: '<path d="M-24-8C-10 10 14 12 26 2 14 4-6 0-18-14Z" fill="currentColor"/><path d="M-18-14C-22-18-26-16-28-22" fill="none" stroke="#3F7D4E" stroke-width="4" stroke-linecap="round"/>',
  },
  wedge: {
    radius: 26,
    count: [1, 2],
    layer: 2,
    def: '<path d="M-26 0A26 26 0 0 0 26 0Z" fill="currentColor"/><path d="M-21 2A21 21 0 0 0 21 2Z" fill="#FFF8D6" opacity=".75"/><path d="M0 3V21M0 3-13 16M0 3 13 16" stroke="currentColor" stroke-width="2"/>',
  },
  slice: {
    radius: 20,
    count: [5, 8],
    layer: 1,
    def: '<circle r="20" fill="currentColor"/><circle r="16" fill="#FFF" opacity=".45"/><circle r="5" fill="currentColor" opacity=".45"/>',
  },
  grains: {
    radius: 26,
    count: [3, 5],
    layer: 1,
    def: '<g fill="currentColor" stroke="#000" stroke-opacity=".12"><circle cx="-16" cy="-6" r="5"/><circle cx="-6" cy="-14" r="5"/><circle cx="6" cy="-10" r="5"/><circle cx="16" cy="-2" r="5"/><circle cx="-12" cy="6" r="5"/><circle cx="0" cy="2" r="5"/><circle cx="10" cy="10" r="5"/><circle cx="-2" cy="14" r="5"/><circle cx="-20" cy="14" r="5"/><circle cx="20" cy="14" r="5"/></g>',
  },
  berries: {
    radius: 20,
    count: [3, 5],
    layer: 2,
    def: '<g fill="currentColor"><circle cx="-9" cy="-5" r="9"/><circle cx="8" cy="-7" r="9"/><circle cx="0" cy="8" r="9"/></g><g fill="#FFF" opacity=".4"><circle cx="-12" cy="-8" r="2.5"/><circle cx="5" cy="-10" r="2.5"/><circle cx="-3" cy="5" r="2.5"/></g>',
  },
  mushroom: {
    radius: 24,
    count: [3, 5],
    layer: 1,
    def: '<path d="M-8 0h16l-2 18h-12z" fill="#EBD9C0"/><path d="M-24 4C-24-22 24-22 24 4Z" fill="currentColor"/>',
  },
  avocado: {
    radius: 32,
    count: [1, 2],
    layer: 0,
    def: '<path d="M0-32C16-32 24-4 24 10S14 32 0 32-24 24-24 10-16-32 0-32Z" fill="#3C6B2F"/><path d="M0-26C12-26 18-4 18 10S10 26 0 26-18 20-18 10-12-26 0-26Z" fill="#C9DC7A"/><circle cy="10" r="10" fill="#8A5A35"/>',
  },
  broccoli: {
    radius: 26,
    count: [3, 5],
    layer: 1,
    def: '<path d="M-4 4h8l2 18h-12z" fill="#8DBA66"/><g fill="currentColor"><circle cx="-10" cy="-4" r="11"/><circle cx="10" cy="-4" r="11"/><circle cy="-14" r="12"/></g>',
  },
  strip: {
    radius: 24,
    count: [4, 7],
    layer: 1,
    def: '<path d="M-22-4C-8-12 10-12 24-4" fill="none" stroke="currentColor" stroke-width="8" stroke-linecap="round"/>',
  },
  ring: {
    radius: 18,
    count: [2, 4],
    layer: 2,
    def: '<ellipse rx="18" ry="14" fill="none" stroke="currentColor" stroke-width="4"/><ellipse rx="11" ry="8" fill="none" stroke="currentColor" stroke-width="3" opacity=".7"/>',
  },
  garlic: {
    radius: 14,
    count: [2, 4],
    layer: 2,
    def: '<path d="M0-16C10-8 12 8 4 14H-4C-12 8-10-8 0-16Z" fill="#F6EFDF" stroke="#D9CBB0" stroke-width="1.5"/>',
  },
  cube: {
    radius: 14,
    count: [5, 9],
    layer: 1,
    def: '<rect x="-11" y="-11" width="22" height="22" rx="4" fill="currentColor" stroke="#000" stroke-opacity=".1"/>',
  },
  shaving: {
    radius: 16,
    count: [3, 6],
    layer: 2,
    def: '<path d="M-14-6 12-10 16 0-12 6z" fill="currentColor" stroke="#000" stroke-opacity=".08"/>',
  },
  toast: {
    radius: 34,
    count: [2, 3],
    layer: 0,
    def: '<path d="M-30 30V-10C-30-34 30-34 30-10V30Z" fill="#C98A4B"/><path d="M-24 24V-8C-24-26 24-26 24-8V24Z" fill="currentColor"/>',
  },
  taco: {
    radius: 40,
    count: [2, 3],
    layer: 0,
    def: '<path d="M-34-2C-20-14 20-14 34-2" fill="none" stroke="#4E9A45" stroke-width="8" stroke-linecap="round"/><path d="M-40 4A40 30 0 0 0 40 4Z" fill="currentColor"/><path d="M-30 10A30 20 0 0 0 30 10" fill="none" stroke="#000" stroke-opacity=".1" stroke-width="3"/>',
  },
  olive: {
    radius: 9,
    count: [4, 7],
    layer: 2,
    def: '<ellipse rx="9" ry="7" fill="currentColor"/><ellipse rx="3" ry="2" fill="#000" opacity=".35"/>',
  },
  chocolate: {
    radius: 20,
    count: [3, 5],
    layer: 1,
    def: '<rect x="-15" y="-15" width="30" height="30" rx="3" fill="currentColor"/><path d="M-15 0h30M0-15v30" stroke="#000" stroke-opacity=".3" stroke-width="2"/>',
  },
  cookie: {
    radius: 26,
    count: [3, 5],
    layer: 0,
    def: '<circle r="25" fill="currentColor"/><g fill="#4A2B1E"><circle cx="-8" cy="-6" r="4"/><circle cx="9" cy="-2" r="3.5"/><circle cx="-2" cy="10" r="4"/><circle cx="10" cy="12" r="3"/><circle cx="-14" cy="8" r="3"/></g>',
  },
  cake: {
    radius: 40,
    count: [1, 2],
    layer: 0,
    def: '<path d="M-36 24H36L0-36Z" fill="currentColor"/><path d="M-36 24H36L31 15H-31Z" fill="#000" opacity=".12"/><path d="M-14-12C-4-4 6-16 16-6" fill="none" stroke="#FFF" stroke-width="4" stroke-linecap="round" opacity=".8"/>',
  },
  pancakes: {
    radius: 50,
    count: [1, 1],
    layer: 0,
    def: '<ellipse cy="12" rx="48" ry="16" fill="#C98642"/><ellipse cy="2" rx="48" ry="16" fill="#D99A55"/><ellipse cy="-8" rx="48" ry="16" fill="currentColor"/><rect x="-12" y="-18" width="22" height="12" rx="3" fill="#FFE7A0"/><path d="M-30-6C-20 2 10 6 26-4" fill="none" stroke="#9A4F16" stroke-width="4" opacity=".7"/>',
  },
  crescent: {
    radius: 24,
    count: [3, 5],
    layer: 1,
    def: '<path d="M-24 6A30 30 0 0 0 24 6 26 18 0 0 1-24 6Z" fill="#F6EBC4" stroke="currentColor" stroke-width="3"/>',
  },
  spear: {
    radius: 34,
    count: [4, 6],
    layer: 1,
    def: '<path d="M-34 0H28" stroke="currentColor" stroke-width="7" stroke-linecap="round"/><path d="M24-5 37 0 24 5z" fill="currentColor"/>',
  },
  melon: {
    radius: 30,
    count: [2, 4],
    layer: 0,
    def: '<path d="M-28-6 28-6 0 28Z" fill="currentColor"/><path d="M-30-11h60v6h-60z" fill="#3F7D4E"/><g fill="#2B2320"><circle cx="-8" cy="2" r="2"/><circle cx="6" cy="4" r="2"/><circle cx="0" cy="12" r="2"/></g>',
  },
  nuts: {
    radius: 14,
    count: [3, 5],
    layer: 2,
    def: '<g fill="currentColor"><ellipse cx="-7" cy="-3" rx="8" ry="5.5" transform="rotate(-20 -7 -3)"/><ellipse cx="7" cy="4" rx="8" ry="5.5" transform="rotate(25 7 4)"/></g>',
  },
} satisfies Record<string, TShape>;

type TShapeKind = keyof typeof shapes;

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

interface TFound {
  kind: TShapeKind;
  color: string;
  isMinor: boolean;
}

/** Picks up to four shapes: every keyword in the title, then the first match of each ingredient. */
function findShapes(title: string, ingredients: string[]): TFound[] {
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

// --- Scene --------------------------------------------------------------------------------------

type TVessel = "plate" | "bowl" | "glass" | "mug";

function chooseVessel(text: string): TVessel {
  if (/\bchai\b|\btea\b|latte|coffee|hot chocolate|cocoa drink/.test(text)) return "mug";
  if (/smoothie|lemonade|juice|\bshake\b|cocktail|spritz|\biced\b/.test(text)) return "glass";
  if (/soup|stew|curry|chili\b|porridge|overnight oats|broth|dal\b|pudding|mousse|stroganoff|bowl/.test(text)) {
    return "bowl";
  }
  return "plate";
}

/** The colour of the soup, sauce or drink, by keyword in the title first, then in the ingredients. */
function chooseLiquid(title: string, ingredients: string, random: TRandom): string {
  const liquids: Array<[RegExp, string]> = [
    [/chai|\btea\b|coffee/, "#C89A6A"],
    [/lemonade|lemon/, "#F7EBA0"],
    [/strawberr|raspberr/, "#F08FA0"],
    [/mousse|chocolate|chili|black bean|onion soup/, "#6B3A22"],
    [/tomato|tikka|minestrone|tortilla/, "#C8412B"],
    [/squash|pumpkin|red lentil|carrot/, "#E8892E"],
    [/green curry|pea|pesto|spinach/, "#8DB255"],
    [/curry|turmeric/, "#E2A33A"],
    [/miso|noodle soup|broth/, "#E7C98A"],
    [/coconut|rice pudding|oats|potato|leek|stroganoff|cream/, "#F3E6CC"],
  ];
  for (const text of [title, ingredients]) {
    for (const [pattern, colour] of liquids) if (pattern.test(text)) return colour;
  }
  return random.pick(["#E2A33A", "#C8412B", "#E7C98A"]);
}

function mix(hex: string, other: string, amount: number): string {
  const a = Number.parseInt(hex.slice(1), 16);
  const b = Number.parseInt(other.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((a >> shift) & 255) * (1 - amount) + ((b >> shift) & 255) * amount)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function distance(hex: string, other: string): number {
  const a = Number.parseInt(hex.slice(1), 16);
  const b = Number.parseInt(other.slice(1), 16);
  return Math.hypot(((a >> 16) & 255) - ((b >> 16) & 255), ((a >> 8) & 255) - ((b >> 8) & 255), (a & 255) - (b & 255));
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot", "'": "apos" }[c]};`);
}

const round = (n: number) => Math.round(n);

function drawTable(random: TRandom, palette: TIllustrationPalette): string {
  const [background, tone] = random.pick(palette.tables);
  const style = random.int(0, 3);
  let pattern = "";
  if (style === 1) {
    // Wooden planks.
    const rows = [];
    for (let y = random.int(60, 120); y < height; y += random.int(110, 150)) rows.push(`M0 ${y}H800`);
    pattern = `<path d="${rows.join("")}" stroke="${tone}" stroke-width="4" opacity=".6"/>`;
  } else if (style === 2) {
    // Gingham cloth.
    pattern = `<defs><pattern id="g" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M0 0h24v48H0zM0 0h48v24H0z" fill="${tone}" opacity=".3"/></pattern></defs><rect width="800" height="600" fill="url(#g)"/>`;
  } else if (style === 3) {
    // A striped runner under the dish.
    const y = random.int(180, 260);
    pattern = `<rect y="${y}" width="800" height="240" fill="${tone}" opacity=".45"/><path d="M0 ${y + 24}H800M0 ${y + 216}H800" stroke="${mix(tone, "#FFFFFF", 0.5)}" stroke-width="8"/>`;
  }
  return `<rect width="800" height="600" fill="${background}"/>${pattern}`;
}

function drawCutlery(side: number, cx: number): string {
  const x = side < 0 ? round(cx / 2 - 20) : round(cx + (width - cx) / 2 + 20);
  return `<g transform="translate(${x} 300)" fill="#B9B2A8" opacity=".9"><rect x="-5" y="-40" width="10" height="190" rx="5"/><path d="M-16-150v62c0 16 32 16 32 0v-62h-6v52h-4v-52h-8v52h-4v-52z"/></g>`;
}

interface TItem {
  kind: TShapeKind;
  color: string;
  x: number;
  y: number;
  scale: number;
  rotate: number;
}

/** Places ingredient pieces inside a circle without piling them on top of one another. */
function arrange(found: TFound[], random: TRandom, cx: number, cy: number, area: number, sizeScale: number): TItem[] {
  const items: TItem[] = [];
  const layout = random.pick(["sectors", "centre", "scatter"] as const);
  const start = random.between(0, Math.PI * 2);
  found.forEach((f, index) => {
    const shape: TShape = shapes[f.kind];
    const count = Math.min(random.int(shape.count[0], shape.count[1]), f.isMinor ? 3 : 9);
    for (let n = 0; n < count; n++) {
      const scale = sizeScale * random.between(0.85, 1.2);
      const radius = shape.radius * scale;
      let best: { x: number; y: number; gap: number } | null = null;
      for (let attempt = 0; attempt < 14; attempt++) {
        let angle: number;
        let distance: number;
        if (layout === "sectors") {
          const sector = (Math.PI * 2) / found.length;
          angle = start + sector * index + random.between(0.1, 0.9) * sector;
          distance = random.between(0.2, 1) * (area - radius);
        } else if (layout === "centre" && index === 0) {
          angle = random.between(0, Math.PI * 2);
          distance = random.between(0, 0.35) * (area - radius);
        } else {
          angle = random.between(0, Math.PI * 2);
          distance = Math.sqrt(random.next()) * (area - radius);
        }
        const x = cx + Math.cos(angle) * distance;
        const y = cy + Math.sin(angle) * distance;
        const gap = Math.min(
          Number.POSITIVE_INFINITY,
          ...items.map((it) => Math.hypot(it.x - x, it.y - y) - shapes[it.kind].radius * it.scale - radius * 0.6),
        );
        if (!best || gap > best.gap) best = { x, y, gap };
        if (gap > 0) break;
      }
      if (best) items.push({ kind: f.kind, color: f.color, x: best.x, y: best.y, scale, rotate: random.int(0, 359) });
    }
  });
  return items.sort((a, b) => shapes[a.kind].layer - shapes[b.kind].layer);
}

function drawItems(items: TItem[]): string {
  return items
    .map(
      (it) =>
        `<use href="#${it.kind}" color="${it.color}" transform="translate(${round(it.x)} ${round(it.y)}) rotate(${it.rotate}) scale(${it.scale.toFixed(2)})"/>`,
    )
    .join("");
}

function drawDefs(kinds: Iterable<TShapeKind>): string {
  return [...new Set(kinds)].map((kind) => `<g id="${kind}">${shapes[kind].def}</g>`).join("");
}

export function drawDishIllustration({ seed, ingredients, title, palette }: TDishIllustrationOptions): string {
  const random = createRandom(seed);
  const colours: TIllustrationPalette = { ...defaultPalette, ...palette };
  const label = title ?? ingredients[0] ?? seed;
  const allText = [label, ...ingredients].join(" ").toLowerCase();
  const vessel = chooseVessel(label.toLowerCase());
  let found = findShapes(label, ingredients);
  if (found.length === 0 && vessel !== "glass" && vessel !== "mug") {
    found = [
      { kind: "leaf", color: "#8CC063", isMinor: false },
      { kind: "tomato", color: "#D9412B", isMinor: false },
      { kind: "grains", color: "#E9D9B5", isMinor: false },
    ];
  }

  const parts: string[] = [drawTable(random, colours)];
  const liquid = vessel === "plate" ? null : chooseLiquid(label.toLowerCase(), allText, random);
  // A bowl the colour of its soup would vanish: keep the plate colour clearly different.
  const plates = colours.plates.filter((p) => !liquid || distance(p, liquid) > 90);
  const plate = random.pick(plates.length > 0 ? plates : colours.plates);
  let items: TItem[] = [];

  if (liquid && (vessel === "glass" || vessel === "mug")) {
    const cx = round(random.between(340, 460));
    parts.push(
      `<ellipse cx="${cx}" cy="500" rx="170" ry="40" fill="${plate}"/><ellipse cx="${cx + 10}" cy="510" rx="170" ry="40" fill="#000" opacity=".08"/>`,
    );
    if (vessel === "mug") {
      parts.push(
        `<path d="M${cx + 90} 260c80 0 80 140 0 140" fill="none" stroke="${mix(plate, "#000000", 0.15)}" stroke-width="22"/><rect x="${cx - 110}" y="200" width="220" height="300" rx="28" fill="${mix(plate, "#FFFFFF", 0.2)}"/><ellipse cx="${cx}" cy="214" rx="100" ry="18" fill="${liquid}"/><path d="M${cx - 30} 170c-20-30 20-40 0-70M${cx + 20} 175c-20-30 20-40 0-70" fill="none" stroke="#FFF" stroke-width="6" stroke-linecap="round" opacity=".6"/>`,
      );
    } else {
      parts.push(
        `<path d="M${cx + 20} 60 ${cx + 60} 60 ${cx + 10} 300" fill="none" stroke="${random.pick(["#C8412B", "#3F7D4E", "#1E1B4B"])}" stroke-width="10" stroke-linecap="round"/><path d="M${cx - 110} 140h220l-22 360h-176z" fill="#FFF" opacity=".45"/><path d="M${cx - 102} 190h204l-19 302h-166z" fill="${liquid}"/><g fill="#FFF" opacity=".35"><rect x="${cx - 60}" y="200" width="44" height="44" rx="6" transform="rotate(12 ${cx - 38} 222)"/><rect x="${cx + 10}" y="215" width="44" height="44" rx="6" transform="rotate(-15 ${cx + 32} 237)"/></g><path d="M${cx - 90} 160 ${cx - 80} 470" stroke="#FFF" stroke-width="8" opacity=".5" stroke-linecap="round"/>`,
      );
      const garnish = found.find((f) => f.kind === "wedge" || f.kind === "berries" || f.kind === "slice");
      if (garnish) items.push({ ...garnish, x: cx + 100, y: 150, scale: 1.6, rotate: 200 });
    }
    const leftovers = found.filter((f) => f.kind !== "noodles").slice(0, 2);
    leftovers.forEach((f, i) => {
      items.push({ ...f, x: cx + (i === 0 ? -230 : 230), y: 520 - i * 10, scale: 1.3, rotate: random.int(0, 359) });
    });
  } else {
    const cx = round(random.between(360, 440));
    const cy = round(random.between(285, 315));
    const r = round(random.between(205, 230));
    const hasCutlery = random.next() < 0.6;
    if (hasCutlery) parts.push(drawCutlery(random.next() < 0.5 ? -1 : 1, cx));
    parts.push(`<circle cx="${cx + 10}" cy="${cy + 14}" r="${r}" fill="#000" opacity=".12"/>`);
    const rim = plate;
    const inner = plate === "#FFFFFF" ? "#F7F3EC" : mix(plate, "#FFFFFF", 0.18);
    if (liquid) {
      parts.push(
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${rim}"/><circle cx="${cx}" cy="${cy}" r="${round(r * 0.84)}" fill="${mix(rim, "#000000", 0.12)}"/><circle cx="${cx}" cy="${cy}" r="${round(r * 0.8)}" fill="${liquid}"/><path d="M${cx - 60} ${cy + 40}c40-60 120-20 80 30" fill="none" stroke="#FFF" stroke-width="7" stroke-linecap="round" opacity=".35"/>`,
      );
      items = arrange(found, random, cx, cy, r * 0.7, 1.05);
    } else {
      parts.push(
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${rim}"/><circle cx="${cx}" cy="${cy}" r="${round(r * 0.76)}" fill="${inner}" stroke="${mix(rim, "#000000", 0.1)}" stroke-width="3"/>`,
      );
      items = arrange(found, random, cx, cy, r * 0.76, 1.4);
    }
  }

  const defs = drawDefs(items.map((it) => it.kind));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${escapeXml(label)}</title><defs>${defs}</defs>${parts.join("")}${drawItems(items)}</svg>`;
}
