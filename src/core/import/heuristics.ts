/**
 * The last resort for pages with no structured data and no known recipe card: read the page as a
 * sequence of blocks (headings, list items, paragraphs), find an "Ingredients" heading and a
 * "Method" heading in any of the languages we see, and take the items that follow each.
 */
import { emptyRecipe, type TExtractedRecipe, type TInstructionSection } from "./extracted-recipe.ts";
import { type THtmlElement, textOf } from "./html-tree.ts";
import { flattenSections } from "./schema-recipe.ts";

type TBlockKind = "heading" | "item" | "paragraph";
interface TBlock {
  kind: TBlockKind;
  text: string;
  /** Class and id of the element and its ancestors, lower case, for hints like "ingredients". */
  hints: string;
  /** Identifies the list an item belongs to, so consecutive lists can be told apart. */
  listId: number;
}

const INGREDIENT_HEADING =
  /^(?:the\s+)?(?:ingredients?|ingredientes|ingrédients|ingredienti|ingrediënten|zutaten|ingredienser|ingredienser|hozzávalók|składniki|ainekset|ingredienciák|what you(?:'|’)?ll need|you will need|you(?:'|’)?ll need|shopping list)\b/i;
const METHOD_HEADING =
  /^(?:the\s+)?(?:method|methods|instructions?|directions?|preparation|steps|how to make(?: it)?|zubereitung|préparation|preparación|preparazione|procedimento|bereiding|bereidingswijze|werkwijze|tillagning|gör så här|elkészítés|przygotowanie|modo de (?:preparo|preparación)|fremgangsmåde|valmistus|method of preparation)\b/i;
const STOP_HEADING =
  /^(?:notes?|tips?|nutrition|comments?|reviews?|related|you may also like|more recipes|share|leave a|about|serving suggestions?)\b/i;
const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const SKIP_TAGS = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "nav",
  "footer",
  "form",
  "button",
  "select",
  "header",
  "aside",
]);

function linearize(root: THtmlElement): TBlock[] {
  const blocks: TBlock[] = [];
  let listCounter = 0;
  const visit = (element: THtmlElement, hints: string, listId: number) => {
    for (const child of element.children) {
      if (typeof child === "string") continue;
      if (SKIP_TAGS.has(child.tag)) continue;
      const own = `${child.attrs.class ?? ""} ${child.attrs.id ?? ""}`.toLowerCase();
      const childHints = own.trim() ? `${hints} ${own}` : hints;
      if (HEADING_TAGS.has(child.tag)) {
        const text = textOf(child);
        if (text) blocks.push({ kind: "heading", text, hints: childHints, listId: -1 });
      } else if (child.tag === "li") {
        const text = textOf(child);
        if (text) blocks.push({ kind: "item", text, hints: childHints, listId });
      } else if (child.tag === "ul" || child.tag === "ol") {
        visit(child, childHints, ++listCounter);
      } else if (child.tag === "p" || child.tag === "tr") {
        const text = textOf(child);
        if (!text) continue;
        // A short paragraph that is all bold reads as a heading.
        const only = child.children.filter((c) => typeof c !== "string" || c.trim());
        const isBoldOnly =
          only.length === 1 && typeof only[0] !== "string" && (only[0].tag === "strong" || only[0].tag === "b");
        blocks.push({
          kind: isBoldOnly && text.length < 60 ? "heading" : "paragraph",
          text,
          hints: childHints,
          listId: -1,
        });
      } else if (
        (child.tag === "strong" || child.tag === "b") &&
        textOf(child).length < 40 &&
        (INGREDIENT_HEADING.test(textOf(child)) || METHOD_HEADING.test(textOf(child)))
      ) {
        blocks.push({ kind: "heading", text: textOf(child), hints: childHints, listId: -1 });
      } else {
        const hasDirectText = child.children.some((c) => typeof c === "string" && c.trim().length > 0);
        const isLeafish =
          hasDirectText &&
          !child.children.some(
            (c) => typeof c !== "string" && (c.tag === "div" || c.tag === "ul" || c.tag === "ol" || c.tag === "p"),
          );
        if (isLeafish && child.tag !== "a" && child.tag !== "span") {
          const text = textOf(child);
          const isHeadingLike = text.length < 40 && (INGREDIENT_HEADING.test(text) || METHOD_HEADING.test(text));
          blocks.push({ kind: isHeadingLike ? "heading" : "paragraph", text, hints: childHints, listId: -1 });
        } else visit(child, childHints, listId);
      }
    }
  };
  visit(root, "", 0);
  return blocks;
}

function cleanHeading(text: string): string {
  return text.replace(/[:：]\s*$/, "").trim();
}

/** Collects the items after `start` until the next major heading; sub-headings name groups. */
function collectAfter(blocks: TBlock[], start: number, isMethod: boolean): TInstructionSection[] {
  const sections: TInstructionSection[] = [{ name: null, steps: [] }];
  let sawItems = false;
  for (let i = start + 1; i < blocks.length; i++) {
    const block = blocks[i];
    if (block.kind === "heading") {
      const text = cleanHeading(block.text);
      if (METHOD_HEADING.test(text) || INGREDIENT_HEADING.test(text) || STOP_HEADING.test(text)) break;
      if (sawItems && text.length > 60) break;
      sections.push({ name: text, steps: [] });
      continue;
    }
    if (block.kind === "item") {
      sections[sections.length - 1].steps.push(block.text);
      sawItems = true;
      continue;
    }
    // Methods are often written as paragraphs; ingredient lists almost never are.
    if (isMethod) {
      if (METHOD_HEADING.test(block.text) && block.text.length < 40) continue;
      if (STOP_HEADING.test(block.text) && block.text.length < 40) break;
      sections[sections.length - 1].steps.push(block.text);
      sawItems = true;
    } else if (sawItems) {
      if (block.text.length > 120) break;
      if (INGREDIENT_HEADING.test(block.text) || METHOD_HEADING.test(block.text)) break;
      // A short paragraph inside an ingredient list is a line or a group name.
      if (/[:：]$/.test(block.text)) sections.push({ name: cleanHeading(block.text), steps: [] });
      else sections[sections.length - 1].steps.push(block.text);
    } else if (block.text.length < 100 && !INGREDIENT_HEADING.test(block.text)) {
      sections[sections.length - 1].steps.push(block.text);
      sawItems = true;
    }
  }
  return sections.filter((s) => s.steps.length > 0);
}

function isHeadingLike(block: TBlock, pattern: RegExp): boolean {
  return (block.kind === "heading" || block.text.length < 40) && pattern.test(cleanHeading(block.text));
}

/** Items of the first list whose class or id mentions the keyword, grouped by list. */
function listsByHint(blocks: TBlock[], hint: RegExp): TInstructionSection[] {
  const sections: TInstructionSection[] = [];
  let lastList = -2;
  for (const block of blocks) {
    if (block.kind !== "item" || !hint.test(block.hints)) continue;
    if (block.listId !== lastList) sections.push({ name: null, steps: [] });
    lastList = block.listId;
    sections[sections.length - 1].steps.push(block.text);
  }
  return sections;
}

export function readByHeuristics(root: THtmlElement): TExtractedRecipe | null {
  const blocks = linearize(root);
  const ingredientStart = blocks.findIndex((b) => isHeadingLike(b, INGREDIENT_HEADING));
  let ingredientSections = ingredientStart >= 0 ? collectAfter(blocks, ingredientStart, false) : [];
  if (ingredientSections.length === 0) ingredientSections = listsByHint(blocks, /ingredient|zutat|ingrédient/);
  const methodStart = blocks.findIndex((b, i) => i > ingredientStart && isHeadingLike(b, METHOD_HEADING));
  let methodSections = methodStart >= 0 ? collectAfter(blocks, methodStart, true) : [];
  if (methodSections.length === 0)
    methodSections = listsByHint(blocks, /instruction|direction|method|step|preparation/);
  if (ingredientSections.length === 0 && methodSections.length === 0) return null;
  const recipe = emptyRecipe("heuristic");
  recipe.ingredientGroups = ingredientSections.map((s) => ({ purpose: s.name, ingredients: s.steps }));
  recipe.ingredients = ingredientSections.flatMap((s) => s.steps);
  recipe.instructionSections = methodSections;
  recipe.instructions = flattenSections(methodSections);
  const h1 = blocks.find((b) => b.kind === "heading" && b.hints !== undefined && b.text.length < 200);
  recipe.title = h1?.text ?? null;
  return recipe;
}
