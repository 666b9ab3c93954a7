/** Short, human labels for recipe card details. */
const visibilityLabels: Record<string, string> = { private: "Private", draft: "Draft", paywalled: "Subscribers" };

/** Who reads a recipe, as its author's own lists say it ("Private"); a public recipe goes without a word. */
export function formatRecipeVisibility(visibility: string): string | undefined {
  return visibilityLabels[visibility];
}

/** 25 → "25 min", 90 → "1 hr 30 min", 120 → "2 hr". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} hr ${rest} min` : `${hours} hr`;
}

const dietLabels: Record<string, string> = {
  vegan: "Vegan",
  vegetarian: "Vegetarian",
  pescatarian: "Pescatarian",
  "gluten-free": "Gluten-free",
  "dairy-free": "Dairy-free",
  "nut-free": "Nut-free",
  "egg-free": "Egg-free",
  keto: "Keto",
  paleo: "Paleo",
  "low-carb": "Low-carb",
  halal: "Halal",
  kosher: "Kosher",
};

export function formatDiet(diet: string): string {
  const known = dietLabels[diet.toLowerCase()];
  if (known) return known;
  const spaced = diet.replaceAll(/[-_]+/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** 950 → "950", 1234 → "1.2k", 12500 → "13k". */
export function formatCount(count: number): string {
  if (count < 1000) return String(count);
  const thousands = count / 1000;
  return `${thousands < 10 ? thousands.toFixed(1).replace(/\.0$/, "") : Math.round(thousands)}k`;
}
