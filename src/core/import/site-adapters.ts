/**
 * Per-site readers for sites whose visible recipe and structured data disagree (amounts missing
 * from the JSON-LD, notes formatted differently, steps merged into one string, an empty
 * recipeIngredient). Each reads only that site's own recipe markup, the way the reference
 * extractor's per-site scrapers do, and wins over the structured data for the fields it finds.
 * Sites are matched by host name, "www." ignored; a reader that finds nothing changes nothing.
 */
import { parseDurationMinutes } from "./durations.ts";
import type { TExtractedRecipe } from "./extracted-recipe.ts";
import { findAll, selectAll, selectFirst, spacedTextOf, type THtmlElement, textOf } from "./html-tree.ts";
import { groupIngredientLines } from "./schema-recipe.ts";
import { normalizeYields } from "./yields.ts";

type TRead<T> = (root: THtmlElement) => T;

interface TSiteAdapter {
  ingredients?: TRead<string[]>;
  instructions?: TRead<string[]>;
  yields?: TRead<string | null>;
  totalTime?: TRead<number | null>;
  prepTime?: TRead<number | null>;
  cookTime?: TRead<number | null>;
}

interface TItemOptions {
  /** Join text nodes with spaces ("2 lbs" + "chicken") instead of reading the text as laid out. */
  isSpaced?: boolean;
  /** Parts of each item that are not its text: checkboxes, step numbers, photos. */
  drop?: string;
  /** An item that ends the list: what follows it ("Recommended: …") is not part of the recipe. */
  until?: string;
}

const HEADING = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
/**
 * Appended to a heading read from a list item so the lines split into groups there (the full-width
 * colon counts as a colon there); taken off again, since the page does not print it.
 */
const HEADING_MARK = "：";

/** "* Préchauffez…", "• 2 eggs": a bullet written into the text is not part of it. */
const BULLET = /^[*•·▢]\s+/;

function itemText(element: THtmlElement, { isSpaced, drop }: TItemOptions): string {
  let target = element;
  if (drop) {
    const dropped = new Set(selectAll(element, drop));
    target = withoutElements(element, dropped);
  }
  const text = (isSpaced ? spacedTextOf(target) : textOf(target)).replace(BULLET, "");
  // A list item that holds only a heading ("<li><h3>Für den Teig</h3></li>") names a group.
  const heading = findAll(target, (e) => HEADING.has(e.tag))[0];
  return heading && textOf(heading) === text && !/[:：]$/.test(text) ? `${text}${HEADING_MARK}` : text;
}

/** A shallow copy of the subtree without the given elements (the tree itself is shared and stays intact). */
function withoutElements(element: THtmlElement, dropped: Set<THtmlElement>): THtmlElement {
  const copy: THtmlElement = { ...element, children: [] };
  for (const child of element.children) {
    if (typeof child === "string") copy.children.push(child);
    else if (!dropped.has(child)) copy.children.push(withoutElements(child, dropped));
  }
  return copy;
}

/** The text of every element the selector matches, empty ones left out. */
function items(selector: string, options: TItemOptions = {}): TRead<string[]> {
  const { until } = options;
  return (root) => {
    let found = selectAll(root, selector);
    if (until) {
      const end = new Set(selectAll(root, until));
      const at = found.findIndex((e) => end.has(e));
      if (at !== -1) found = found.slice(0, at);
    }
    return found.map((e) => itemText(e, options)).filter(Boolean);
  };
}

function firstText(selector: string): TRead<string | null> {
  return (root) => {
    const found = selectFirst(root, selector);
    return found ? textOf(found) || null : null;
  };
}

/** The first element that holds a marker element (an icon saying what the value is). */
function textWithMarker(selector: string, marker: string): TRead<string | null> {
  return (root) => {
    const found = selectAll(root, selector).find((e) => selectFirst(e, marker));
    return found ? textOf(found) || null : null;
  };
}

/** A value the page keeps in an attribute: `<option class="yield" value="6" selected>`. */
function attributeOf(selector: string, name: string): TRead<string | null> {
  return (root) => selectFirst(root, selector)?.attrs[name]?.trim() || null;
}

function minutesOf(selector: string): TRead<number | null> {
  return (root) => {
    const found = selectFirst(root, selector);
    return found ? parseDurationMinutes(textOf(found)) : null;
  };
}

const WPRM_PARTS =
  ".wprm-recipe-ingredient-amount, .wprm-recipe-ingredient-unit, .wprm-recipe-ingredient-name, .wprm-recipe-ingredient-notes";

/** WP Recipe Maker lines as amount, unit, name and notes joined by spaces, without the card's separators. */
const wprmIngredientParts: TRead<string[]> = (root) =>
  selectAll(root, ".wprm-recipe-ingredient")
    .map((li) => selectAll(li, WPRM_PARTS).map(textOf).filter(Boolean).join(" "))
    .filter(Boolean);

/** Elements between a heading that names the section and the heading of the next one. */
function itemsBetweenHeadings(selector: string, heading: string, start: RegExp, end: RegExp): TRead<string[]> {
  return (root) => {
    const out: string[] = [];
    let isInside = false;
    for (const element of selectAll(root, `${heading}, ${selector}`)) {
      if (element.tag === heading) {
        const title = textOf(element);
        if (start.test(title)) isInside = true;
        else if (end.test(title)) break;
      } else if (isInside) {
        const text = textOf(element);
        if (text) out.push(text);
      }
    }
    return out;
  };
}

/** The items of the first list of the given kind that follows a heading matching the title. */
function listAfterHeading(title: RegExp, listTag: "ul" | "ol"): TRead<string[]> {
  return (root) => {
    for (const heading of selectAll(root, "h2, h3")) {
      if (!title.test(textOf(heading)) || !heading.parent) continue;
      const siblings = heading.parent.children;
      for (let i = siblings.indexOf(heading) + 1; i < siblings.length; i++) {
        const sibling = siblings[i];
        if (typeof sibling === "string" || sibling.tag !== listTag) continue;
        return findAll(sibling, (e) => e.tag === "li")
          .map(textOf)
          .filter(Boolean);
      }
    }
    return [];
  };
}

/** Name and amount printed in two spans each: "ziemniaki" "1 kilogram" → "ziemniaki 1 kilogram". */
function pairedSpans(selector: string): TRead<string[]> {
  return (root) => {
    const texts = selectAll(root, selector).map(textOf);
    const out: string[] = [];
    for (let i = 0; i + 1 < texts.length; i += 2) out.push(`${texts[i]} ${texts[i + 1]}`.trim());
    return out;
  };
}

/**
 * A Little Bit Yummy keeps each amount in data attributes (the text switches between unit
 * systems): "195 g (1.482 cup) shaved ham". The ingredient list is printed once per tab.
 */
const amountsFromDataAttributes: TRead<string[]> = (root) => {
  const seen = new Set<string>();
  for (const unit of selectAll(root, ".ingredients-tab-content b.ingredient-unit-display")) {
    const name = unit.parent ? selectFirst(unit.parent, "span.ingredient-name-display") : null;
    if (!name) continue;
    const { attrs } = unit;
    let amount = `${attrs["data-primary-amount"] ?? ""} ${attrs["data-primary-unit"] ?? ""}`.trim();
    const secondary = attrs["data-secondary-amount"]?.trim();
    if (secondary) amount += ` (${secondary} ${attrs["data-secondary-unit"] ?? ""})`.replace(/\s+\)$/, ")");
    seen.add(`${amount} ${textOf(name)}`.trim());
  }
  return [...seen];
};

/** "PREP IN 10 MIN", "COOKS IN 30 MIN": the labelled times added up. */
function labelledMinutes(selector: string, labels: RegExp): TRead<number | null> {
  return (root) => {
    let total = 0;
    for (const element of selectAll(root, selector)) {
      const text = textOf(element);
      const match = text.match(labels);
      if (match) total += parseDurationMinutes(text.slice((match.index ?? 0) + match[0].length)) ?? 0;
    }
    return total > 0 ? total : null;
  };
}

const WPRM_LINES = items(".wprm-recipe-ingredient", { drop: ".wprm-checkbox-container" });
const WPRM_STEPS = items(".wprm-recipe-instruction-text");

// biome-ignore format: one site a line reads better
const SITES: Record<string, TSiteAdapter> = {
  "afarmgirlsdabbles.com": { ingredients: wprmIngredientParts },
  "afghankitchenrecipes.com": {
    ingredients: items("li.ingredient"),
    instructions: items("p.instructions"),
    yields: firstText("li.servings"),
    totalTime: minutesOf("li.ready-in span.value"),
  },
  "alittlebityummy.com": {
    ingredients: amountsFromDataAttributes,
    instructions: items("#method ol li"),
    totalTime: labelledMinutes(".recipe-meta > span", /^(?:PREP|COOKS) IN/),
    prepTime: labelledMinutes(".recipe-meta > span", /^PREP IN/),
    cookTime: labelledMinutes(".recipe-meta > span", /^COOKS IN/),
  },
  "atelierdeschefs.fr": { yields: attributeOf("option.yield[selected]", "value") },
  "bakeitwithlove.com": { instructions: items(".wprm-recipe-instruction-text", { isSpaced: true }) },
  "bodybuilding.com": { ingredients: items("ul.bb-recipe__ingredient-list li") },
  "bongeats.com": { ingredients: items(".recipe-ingredients li"), instructions: items(".recipe-process li") },
  "chefjackovens.com": { instructions: WPRM_STEPS },
  "claudia.abril.com.br": { instructions: items(".preparo-item") },
  "cleaneatingkitchen.com": { ingredients: items(".tasty-recipes-ingredients li", { isSpaced: true }) },
  "cuisinez-pour-bebe.fr": { instructions: WPRM_STEPS },
  "drinkoteket.se": { ingredients: items("ul.ingredients li", { until: "li.separator" }) },
  "dobruchut.aktuality.sk": { instructions: items("div.procedure-list p") },
  "editions-larousse.fr": { ingredients: items("div.Ingredients ul li, div.Ingredients div.Contents p"), instructions: items("div.Step div.Contents p") },
  "fresh.iprima.cz": { yields: textWithMarker(".recipe-main-points-molecule .main-point", ".i-person") },
  "gesund-aktiv.com": { ingredients: items(".news-recipes-indgredients li"), instructions: items(".news-recipes-cookingsteps li") },
  "kennymcgovern.com": { instructions: WPRM_STEPS },
  "loveandlemons.com": { ingredients: WPRM_LINES },
  "maangchi.com": { ingredients: itemsBetweenHeadings("li", "h2", /^Ingredients$/, /^Directions$/), instructions: items("div.entry ol li") },
  "nibbledish.com": { ingredients: items(".recipe-ingredients li"), instructions: items(".recipe-instructions li") },
  "ohsweetbasil.com": { ingredients: wprmIngredientParts },
  "przepisy.pl": { ingredients: pairedSpans("span.text-bg-white"), yields: firstText("div.person-count") },
  "receitas.ig.com.br": { yields: firstText("li.rendimento") },
  "sallys-blog.de": { ingredients: items(".shop-studio-recipes-recipe-detail-tabs-description-ingredients__content__ingredient-list__ingredient") },
  "simply-cookit.com": { ingredients: items("ul.recipe_ingredients li"), instructions: items("ul.recipe_steps li", { drop: "span.number" }) },
  "simplyrecipes.com": { instructions: items("li.mntl-sc-block-group--LI", { drop: "figure" }) },
  "taste.com.au": { ingredients: items("div.ingredient-description") },
  "thespruceeats.com": { ingredients: items("li.structured-ingredients__list-item") },
  "vegansociety.com": { ingredients: listAfterHeading(/Ingredients/, "ul"), instructions: listAfterHeading(/Method/, "ol") },
  "watchwhatueat.com": { ingredients: WPRM_LINES },
};

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}

export function hasSiteAdapter(url: string): boolean {
  const host = hostOf(url);
  return host !== null && host in SITES;
}

/** Overwrites the fields the site's own markup gives; the rest of the recipe stays as read. */
export function applySiteAdapter(recipe: TExtractedRecipe, url: string, root: () => THtmlElement) {
  const host = hostOf(url);
  const adapter = host ? SITES[host] : undefined;
  if (!adapter) return;
  const tree = root();
  const ingredients = adapter.ingredients?.(tree) ?? [];
  if (ingredients.length > 0) {
    recipe.ingredientGroups = groupIngredientLines(ingredients).map((g) => ({
      ...g,
      purpose: g.purpose?.endsWith(HEADING_MARK) ? g.purpose.slice(0, -1) : g.purpose,
    }));
    recipe.ingredients = recipe.ingredientGroups.flatMap((g) => g.ingredients);
  }
  const steps = adapter.instructions?.(tree) ?? [];
  if (steps.length > 0) {
    recipe.instructions = steps;
    recipe.instructionSections = [{ name: null, steps }];
  }
  const yields = adapter.yields?.(tree);
  if (yields) recipe.yields = normalizeYields(yields) ?? recipe.yields;
  for (const key of ["totalTime", "prepTime", "cookTime"] as const) {
    const minutes = adapter[key]?.(tree);
    if (minutes) recipe[key] = minutes;
  }
}
