/**
 * Recipe cards that WordPress plugins print, for pages whose structured data is missing or broken:
 * WP Recipe Maker, Tasty Recipes, Mediavine Create, EasyRecipe, Zip Recipes, WP Ultimate Recipe,
 * Cooked. Each is described by class names; one reader walks them all.
 */
import { parseDurationMinutes } from "./durations.ts";
import { emptyRecipe, type TExtractedRecipe, type TInstructionSection } from "./extracted-recipe.ts";
import { toAbsoluteUrl } from "./html-text.ts";
import { findAll, findFirst, hasClass, type THtmlElement, textOf, walk } from "./html-tree.ts";
import { INGREDIENT_HEADING } from "./recipe-words.ts";
import { normalizeYields } from "./yields.ts";

interface TCardPlugin {
  container: string;
  title: string[];
  ingredient: string;
  ingredientGroupName?: string;
  instruction: string;
  instructionGroupName?: string;
  servings: string[];
  totalTime: string[];
  prepTime: string[];
  cookTime: string[];
  image: string[];
  /** Class of each tool's name, or of the box around each tool when the name is its first paragraph. */
  equipment?: string;
  equipmentBox?: string;
}

const PLUGINS: TCardPlugin[] = [
  {
    container: "wprm-recipe",
    title: ["wprm-recipe-name"],
    ingredient: "wprm-recipe-ingredient",
    ingredientGroupName: "wprm-recipe-ingredient-group-name",
    instruction: "wprm-recipe-instruction-text",
    instructionGroupName: "wprm-recipe-instruction-group-name",
    servings: ["wprm-recipe-servings-with-unit", "wprm-recipe-servings"],
    totalTime: ["wprm-recipe-total_time-container", "wprm-recipe-total-time-container"],
    prepTime: ["wprm-recipe-prep_time-container", "wprm-recipe-prep-time-container"],
    cookTime: ["wprm-recipe-cook_time-container", "wprm-recipe-cook-time-container"],
    image: ["wprm-recipe-image"],
    equipment: "wprm-recipe-equipment-name",
  },
  {
    container: "tasty-recipes",
    title: ["tasty-recipes-title"],
    ingredient: "tasty-recipes-ingredients",
    instruction: "tasty-recipes-instructions",
    servings: ["tasty-recipes-yield"],
    totalTime: ["tasty-recipes-total-time"],
    prepTime: ["tasty-recipes-prep-time"],
    cookTime: ["tasty-recipes-cook-time"],
    image: ["tasty-recipes-image"],
    equipmentBox: "tasty-link-card",
  },
  {
    container: "mv-create-card",
    title: ["mv-create-title"],
    ingredient: "mv-create-ingredients",
    instruction: "mv-create-instructions",
    servings: ["mv-create-yield"],
    totalTime: ["mv-create-time-total"],
    prepTime: ["mv-create-time-prep"],
    cookTime: ["mv-create-time-active"],
    image: ["mv-create-image"],
  },
  {
    container: "easyrecipe",
    title: ["ERSName"],
    ingredient: "ERSIngredients",
    instruction: "ERSInstructions",
    servings: ["ERSServes", "yield"],
    totalTime: ["ERSTime"],
    prepTime: [],
    cookTime: [],
    image: [],
  },
  {
    container: "zlrecipe-container",
    title: ["zlrecipe-title"],
    ingredient: "zlrecipe-ingredients-list",
    instruction: "zlrecipe-instructions-list",
    servings: ["zlrecipe-yield"],
    totalTime: ["zlrecipe-total-time"],
    prepTime: ["zlrecipe-prep-time"],
    cookTime: ["zlrecipe-cook-time"],
    image: ["zlrecipe-image"],
  },
  {
    container: "wpurp-container",
    title: ["wpurp-recipe-title"],
    ingredient: "wpurp-recipe-ingredient",
    instruction: "wpurp-recipe-instruction-text",
    servings: ["wpurp-recipe-servings"],
    totalTime: [],
    prepTime: ["wpurp-recipe-prep-time"],
    cookTime: ["wpurp-recipe-cook-time"],
    image: ["wpurp-recipe-image"],
  },
  {
    container: "cooked-recipe-ingredients",
    title: [],
    ingredient: "cooked-single-ingredient",
    ingredientGroupName: "cooked-heading",
    instruction: "cooked-dir-content",
    servings: ["cooked-servings"],
    totalTime: ["cooked-total-time"],
    prepTime: ["cooked-prep-time"],
    cookTime: ["cooked-cook-time"],
    image: [],
  },
];

function firstByClass(root: THtmlElement, classes: string[]): THtmlElement | null {
  for (const name of classes) {
    const found = findFirst(root, (e) => hasClass(e, name));
    if (found) return found;
  }
  return null;
}

/** Item texts under the list elements; a heading between lists starts a new named group. */
function readGroupedList(
  root: THtmlElement,
  itemClass: string,
  groupNameClass: string | undefined,
): TInstructionSection[] {
  const groups: TInstructionSection[] = [{ name: null, steps: [] }];
  const current = () => groups[groups.length - 1];
  const items = findAll(root, (e) => hasClass(e, itemClass));
  const isContainerList = items.length > 0 && items.every((e) => e.tag !== "li" && findFirst(e, (c) => c.tag === "li"));
  if (isContainerList) {
    // Tasty/Mediavine style: the class is on the wrapper; headings and <li> sit inside it.
    for (const container of items) {
      walk(container, (e) => {
        if (
          /^h[1-6]$/.test(e.tag) ||
          (e.tag === "p" &&
            e.children.length === 1 &&
            typeof e.children[0] !== "string" &&
            e.children[0].tag === "strong")
        ) {
          const name = textOf(e);
          if (name) groups.push({ name, steps: [] });
          return true;
        }
        if (e.tag === "li") {
          const text = textOf(e);
          if (text) current().steps.push(text);
          return true;
        }
        return undefined;
      });
    }
  } else {
    walk(root, (e) => {
      if (groupNameClass && hasClass(e, groupNameClass)) {
        const name = textOf(e);
        if (name) groups.push({ name, steps: [] });
        return true;
      }
      if (hasClass(e, itemClass)) {
        const text = textOf(e);
        if (text) current().steps.push(text);
        return true;
      }
      return undefined;
    });
  }
  // "Ingredients" over the first list is the card's own heading, not a group's name.
  for (const group of groups)
    if (group.name && INGREDIENT_HEADING.test(group.name) && group.name.length <= 30) group.name = null;
  return groups.filter((g) => g.steps.length > 0);
}

function timeOf(root: THtmlElement, classes: string[]): number | null {
  const element = firstByClass(root, classes);
  if (!element) return null;
  const time = findFirst(element, (e) => e.tag === "time" && !!e.attrs.datetime);
  return parseDurationMinutes(time?.attrs.datetime ?? textOf(element).replace(/^[^\d]*/, ""));
}

function imageOf(root: THtmlElement, classes: string[], url: string): string | null {
  const holder = firstByClass(root, classes);
  if (!holder) return null;
  const img = holder.tag === "img" ? holder : findFirst(holder, (e) => e.tag === "img");
  const src = img?.attrs["data-lazy-src"] ?? img?.attrs["data-src"] ?? img?.attrs.src;
  return src ? toAbsoluteUrl(src, url) : null;
}

/**
 * The first card of a known plugin that lists ingredients or steps. A page may print the plugin's
 * container more than once (a summary "snippet" above the post, then the full card), so every
 * container is tried in order.
 */
function findCard(root: THtmlElement, plugin: TCardPlugin) {
  for (const scope of findAll(root, (e) => hasClass(e, plugin.container))) {
    const ingredientGroups = readGroupedList(scope, plugin.ingredient, plugin.ingredientGroupName);
    const sections = readGroupedList(scope, plugin.instruction, plugin.instructionGroupName);
    if (ingredientGroups.length > 0 || sections.length > 0) return { scope, ingredientGroups, sections };
  }
  return null;
}

/** A servings element the plugin's theme renamed still carries the microdata property. */
function servingsOf(scope: THtmlElement, classes: string[]): THtmlElement | null {
  return firstByClass(scope, classes) ?? findFirst(scope, (e) => e.attrs.itemprop === "recipeYield");
}

/** The tools the card lists, each once; a tool's box holds its name in its first paragraph, then a "Buy" link. */
function equipmentOf(scope: THtmlElement, plugin: TCardPlugin): string[] {
  const { equipment, equipmentBox } = plugin;
  let names: string[] = [];
  if (equipment) names = findAll(scope, (e) => hasClass(e, equipment)).map(textOf);
  else if (equipmentBox) {
    names = findAll(scope, (e) => hasClass(e, equipmentBox)).map((box) => {
      const name = findFirst(box, (e) => e.tag === "p");
      return name ? textOf(name) : "";
    });
  }
  return [...new Set(names.filter(Boolean))];
}

/** Reads the first recipe card a known plugin printed; null when there is none. */
export function readRecipeCard(root: THtmlElement, url: string): TExtractedRecipe | null {
  for (const plugin of PLUGINS) {
    const card = findCard(root, plugin);
    if (!card) continue;
    const { scope, ingredientGroups, sections } = card;
    const recipe = emptyRecipe("recipe-card");
    const title = firstByClass(scope, plugin.title);
    recipe.title = title ? textOf(title) || null : null;
    recipe.ingredientGroups = ingredientGroups.map((g) => ({ purpose: g.name, ingredients: g.steps }));
    recipe.ingredients = ingredientGroups.flatMap((g) => g.steps);
    // Group names are kept as printed ("For the crust:"); a section of steps is named without the colon.
    recipe.instructionSections = sections.map((s) => ({ ...s, name: s.name?.replace(/\s*[:：]$/, "") ?? null }));
    // A card prints its sections' names as headings over the numbered steps ("Baby-led: 6 to 8
    // months"), and its step list is the steps alone; the names stay with the sections above.
    recipe.instructions = sections.flatMap((s) => s.steps);
    const servings = servingsOf(scope, plugin.servings);
    recipe.yields = servings ? normalizeYields(textOf(servings)) : null;
    recipe.totalTime = timeOf(scope, plugin.totalTime);
    recipe.prepTime = timeOf(scope, plugin.prepTime);
    recipe.cookTime = timeOf(scope, plugin.cookTime);
    if (recipe.totalTime === null && (recipe.prepTime || recipe.cookTime)) {
      recipe.totalTime = (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
    }
    const image = imageOf(scope, plugin.image, url);
    if (image) recipe.images = [image];
    recipe.image = image;
    recipe.equipment = equipmentOf(scope, plugin);
    return recipe;
  }
  return null;
}
