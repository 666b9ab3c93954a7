/**
 * schema.org data from `<script type="application/ld+json">` blocks: every block on the page,
 * arrays, `@graph`, and recipes nested under `mainEntity` (or any other property) are all searched.
 */
import { parseLenientJson } from "./lenient-json.ts";
import { isType, type TSchemaNode } from "./schema-recipe.ts";

const LD_SCRIPT = /<script\b[^>]*?type\s*=\s*["']?application\/ld\+json[^>]*>/gi;

/** The raw bodies of every JSON-LD script, in page order. */
export function findJsonLdScripts(html: string): string[] {
  const bodies: string[] = [];
  LD_SCRIPT.lastIndex = 0;
  for (let match = LD_SCRIPT.exec(html); match; match = LD_SCRIPT.exec(html)) {
    const start = match.index + match[0].length;
    let end = html.indexOf("</script", start);
    if (end === -1) end = html.indexOf("</SCRIPT", start);
    if (end === -1) end = html.length;
    bodies.push(html.slice(start, end));
    LD_SCRIPT.lastIndex = end;
  }
  return bodies;
}

export interface TJsonLdData {
  /** Every object node found anywhere, in document order. */
  nodes: TSchemaNode[];
  byId: Map<string, TSchemaNode>;
}

function collect(value: unknown, nodes: TSchemaNode[], depth: number) {
  if (depth > 12 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, nodes, depth + 1);
    return;
  }
  const node = value as TSchemaNode;
  nodes.push(node);
  for (const [key, child] of Object.entries(node)) {
    if (key === "@context") continue;
    if (child && typeof child === "object") collect(child, nodes, depth + 1);
  }
}

export function readJsonLd(html: string): TJsonLdData {
  const nodes: TSchemaNode[] = [];
  for (const body of findJsonLdScripts(html)) {
    for (const value of parseLenientJson(body)) collect(value, nodes, 0);
  }
  const byId = new Map<string, TSchemaNode>();
  for (const node of nodes) {
    const id = node["@id"];
    // The fullest node for an id wins over bare `{"@id": …}` references.
    if (typeof id === "string" && Object.keys(node).length > (byId.get(id) ? Object.keys(byId.get(id)!).length : 1)) {
      byId.set(id, node);
    }
  }
  return { nodes, byId };
}

function recipeScore(node: TSchemaNode): number {
  let score = 0;
  if (node.recipeIngredient || node.ingredients) score += 2;
  if (node.recipeInstructions) score += 2;
  if (node.name) score += 1;
  return score;
}

/** The page's Recipe: the first, most complete one when a page lists several. */
export function findRecipeNode(data: TJsonLdData): TSchemaNode | null {
  let best: TSchemaNode | null = null;
  let bestScore = -1;
  for (const node of data.nodes) {
    if (!isType(node, "Recipe")) continue;
    const full = typeof node["@id"] === "string" ? (data.byId.get(node["@id"]) ?? node) : node;
    const score = recipeScore(full);
    if (score > bestScore) {
      best = full;
      bestScore = score;
    }
  }
  return best;
}

/** The WebSite node's name, or the publisher Organization's as a fallback. */
export function findSiteName(data: TJsonLdData): string | null {
  for (const node of data.nodes) {
    if (isType(node, "WebSite") && typeof node.name === "string" && node.name.trim()) return node.name;
  }
  return null;
}
