/**
 * schema.org microdata (itemscope/itemprop) and RDFa Lite (typeof/property) read into the same
 * object shape JSON-LD gives, so one normaliser serves all three.
 */
import { findAll, findFirst, linesOf, type THtmlElement, textOf, walk } from "./html-tree.ts";
import type { TSchemaNode } from "./schema-recipe.ts";

function isMicrodataItem(element: THtmlElement): boolean {
  return "itemscope" in element.attrs;
}

function isRdfaItem(element: THtmlElement): boolean {
  return "typeof" in element.attrs;
}

function propertyNames(element: THtmlElement, isRdfa: boolean): string[] {
  const raw = isRdfa ? element.attrs.property : element.attrs.itemprop;
  if (!raw) return [];
  return raw
    .trim()
    .split(/\s+/)
    .map((name) => name.replace(/^(?:https?:\/\/schema\.org\/|schema:)/, ""));
}

/** The value of a property element, following the microdata rules for each tag. */
function propertyValue(element: THtmlElement): string {
  const { tag, attrs } = element;
  if (attrs.content !== undefined) return attrs.content;
  if (tag === "meta") return attrs.content ?? "";
  if (tag === "img" || tag === "source" || tag === "audio" || tag === "video" || tag === "embed" || tag === "iframe") {
    return attrs.src ?? attrs["data-src"] ?? attrs["data-lazy-src"] ?? "";
  }
  if (tag === "a" || tag === "link" || tag === "area") return attrs.href ?? "";
  if (tag === "time" && attrs.datetime) return attrs.datetime;
  if (tag === "data" || tag === "meter") return attrs.value ?? textOf(element);
  return textOf(element);
}

/** "4 cl", "1/2 cup", "200 g": an amount printed before the ingredient's marked-up name. */
const LEADING_AMOUNT = /^[\d½⅓⅔¼¾⅛][\d\s.,/½⅓⅔¼¾⅛–-]*\s*\p{L}{0,12}\.?\s*$/u;

/** Boxes that print one ingredient line: a list item, a paragraph, a plain box. */
const LINE_BOXES = new Set(["li", "p", "div"]);
const isIngredientProperty = (e: THtmlElement) =>
  /(?:^|\s)(?:recipeIngredient|ingredients)(?:\s|$)/.test(e.attrs.itemprop ?? "");

/**
 * An ingredient whose markup covers only the name ("4 cl <span itemprop=recipeIngredient>Tequila</span>")
 * is read with the amount its line prints before it: the nearest list item, paragraph or box
 * around it that holds no other ingredient.
 */
function ingredientValue(element: THtmlElement): string {
  const text = textOf(element);
  let item = element.parent;
  for (let depth = 0; item && !LINE_BOXES.has(item.tag) && depth < 3; depth++) item = item.parent;
  if (!item || !LINE_BOXES.has(item.tag) || !text) return text;
  if (item.tag !== "li" && findAll(item, isIngredientProperty).length > 1) return text;
  const whole = textOf(item);
  const at = whole.indexOf(text);
  return at > 0 && LEADING_AMOUNT.test(whole.slice(0, at)) ? whole : text;
}

/**
 * One element marked as an ingredient that prints several lines ("2 eggs<br>200 g flour", or a
 * paragraph or list item each) holds the whole list: each line is an ingredient, as a JSON-LD
 * list written as one string is read. Other boxes inside one ingredient ("<dt>40 gr</dt>
 * <dd>bacon</dd>") print its parts, not more ingredients.
 */
function ingredientValues(element: THtmlElement): string[] {
  const isList =
    !!findFirst(element, (e) => e.tag === "br") || findAll(element, (e) => e.tag === "li" || e.tag === "p").length > 1;
  const lines = isList ? linesOf(element) : [];
  return lines.length > 1 ? lines : [ingredientValue(element)];
}

function readItem(scope: THtmlElement, isRdfa: boolean): TSchemaNode {
  const typeAttr = isRdfa ? scope.attrs.typeof : scope.attrs.itemtype;
  const node: TSchemaNode = { "@type": (typeAttr ?? "").trim().split(/\s+/).filter(Boolean) };
  const add = (name: string, value: unknown) => {
    const existing = node[name];
    if (existing === undefined) node[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else node[name] = [existing, value];
  };
  walk(scope, (element) => {
    const names = propertyNames(element, isRdfa);
    const isItem = isRdfa ? isRdfaItem(element) : isMicrodataItem(element);
    if (names.length > 0) {
      // Instructions marked up as one element holding a list keep one line per step.
      const isStepList = !isItem && names.some((n) => /instructions$/i.test(n)) && !element.attrs.content;
      const isIngredient = !isItem && names.some((n) => n === "recipeIngredient" || n === "ingredients");
      if (isIngredient && element.attrs.content === undefined) {
        for (const line of ingredientValues(element)) for (const name of names) add(name, line);
        return undefined;
      }
      const value = isItem
        ? readItem(element, isRdfa)
        : isStepList
          ? linesOf(element).join("\n")
          : propertyValue(element);
      for (const name of names) add(name, value);
    }
    return isItem ? true : undefined;
  });
  return node;
}

/**
 * Every top-level microdata or RDFa item on the page, in document order. An item without a
 * property name is top-level even when it sits inside another item's element (a Recipe inside a
 * BlogPosting's article), so the walk goes on below each item it reads.
 */
export function readMicrodata(root: THtmlElement): TSchemaNode[] {
  const items: TSchemaNode[] = [];
  walk(root, (element) => {
    if (isMicrodataItem(element) && !element.attrs.itemprop) items.push(readItem(element, false));
    else if (isRdfaItem(element) && !element.attrs.property) items.push(readItem(element, true));
    return undefined;
  });
  return items;
}

const isRecipeItem = (node: TSchemaNode) => {
  const types = node["@type"];
  return Array.isArray(types) && types.some((t) => typeof t === "string" && /(^|[/#:])Recipe$/i.test(t));
};

const countOf = (value: unknown) => (Array.isArray(value) ? value.length : value ? 1 : 0);

/** How much of a recipe an item holds: its ingredients and steps. */
const contentOf = (node: TSchemaNode) =>
  countOf(node.recipeIngredient ?? node.ingredients) + countOf(node.recipeInstructions);

/**
 * Finds a Recipe anywhere among the items, including nested as a property value. A page may mark
 * up more than one (a summary box above the post, then the card): the one holding the most
 * ingredients and steps is the recipe; the first of equals.
 */
export function findMicrodataRecipe(items: TSchemaNode[]): TSchemaNode | null {
  const stack: unknown[] = [...items];
  let best: TSchemaNode | null = null;
  while (stack.length > 0) {
    const value = stack.shift();
    if (!value || typeof value !== "object") continue;
    if (Array.isArray(value)) {
      stack.push(...value);
      continue;
    }
    const node = value as TSchemaNode;
    if (isRecipeItem(node)) {
      if (!best || contentOf(node) > contentOf(best)) best = node;
      continue;
    }
    for (const child of Object.values(node)) if (child && typeof child === "object") stack.push(child);
  }
  return best;
}

export function hasStructuredMarkup(html: string): boolean {
  return (
    /itemtype\s*=\s*["']?https?:\/\/(?:www\.)?schema\.org\/Recipe/i.test(html) ||
    // Bounded, so the many "typeof x" in page scripts cost a few characters each, not a scan.
    /typeof\s*=\s*["'][^"'<>]{0,80}Recipe/i.test(html)
  );
}
