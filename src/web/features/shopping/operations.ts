/**
 * What the browser does to a shopping list, as operations it can keep while offline: each has an
 * id (sent with it, so a replay is applied once), the list it was made on, and its request. Shown
 * at once on the local copy (`applyLocally`), sent when the network allows.
 */
import type { TApiRequest, TApiResponse } from "#web/lib/api-client.ts";

export type TShoppingView = TApiResponse<"GET /shopping-list">;
export type TShoppingItem = TShoppingView["checked"][number];

type TBody<K extends "POST /shopping-lists/:listId/items" | TOperationRoute> = Omit<
  TApiRequest<K> extends { body: infer B } ? B : never,
  "opId"
>;

export type TOperationRoute =
  | "POST /shopping-lists/:listId/recipes"
  | "POST /shopping-lists/:listId/meal-plans"
  | "POST /shopping-lists/:listId/items"
  | "POST /shopping-lists/:listId/items/check"
  | "POST /shopping-lists/:listId/items/edit"
  | "POST /shopping-lists/:listId/items/remove"
  | "POST /shopping-lists/:listId/clear-checked";

export type TOperation = {
  [K in TOperationRoute]: {
    opId: string;
    /** Null: the viewer's own list, added to offline before this browser had ever loaded it. */
    listId: string | null;
    route: K;
    body: TBody<K>;
    label?: string;
  };
}[TOperationRoute];

/** Where items added offline wait until the server has merged them. */
export const pendingAisle = "Just added";

function touches(item: TShoppingItem, lineIds: readonly string[]): boolean {
  return item.lines.some((line) => lineIds.includes(line.id));
}

function allItems(view: TShoppingView): TShoppingItem[] {
  return [...view.aisles.flatMap((aisle) => aisle.items), ...view.checked];
}

/** Rebuilds the aisles and the ticked list from items, keeping the aisles' order. */
function regroup(view: TShoppingView, items: TShoppingItem[]): TShoppingView {
  const order = view.aisles.map((aisle) => aisle.aisle);
  const aisles: TShoppingView["aisles"] = [];
  for (const item of items.filter((each) => !each.isChecked)) {
    let aisle = aisles.find((each) => each.aisle === item.aisle);
    if (!aisle) {
      aisle = { aisle: item.aisle, items: [] };
      aisles.push(aisle);
    }
    aisle.items.push(item);
  }
  const rank = (name: string) =>
    name === pendingAisle ? -1 : order.includes(name) ? order.indexOf(name) : order.length;
  aisles.sort((a, b) => rank(a.aisle) - rank(b.aisle));
  const checked = items.filter((item) => item.isChecked);
  return { ...view, aisles, checked, itemCount: aisles.reduce((sum, aisle) => sum + aisle.items.length, 0) };
}

/** The view as it will be once the operation is applied (the server's merge may still tidy it). */
export function applyLocally(view: TShoppingView, operation: TOperation): TShoppingView {
  if (operation.listId !== null && operation.listId !== view.id) return view;
  const items = allItems(view);
  switch (operation.route) {
    case "POST /shopping-lists/:listId/items/check": {
      const { lineIds, isChecked } = operation.body;
      return regroup(
        view,
        items.map((item) => (touches(item, lineIds) ? { ...item, isChecked } : item)),
      );
    }
    case "POST /shopping-lists/:listId/items/edit": {
      const { lineIds, text } = operation.body;
      return regroup(
        view,
        items.map((item) =>
          touches(item, lineIds) ? { ...item, text, food: null, quantity: null, unit: null } : item,
        ),
      );
    }
    case "POST /shopping-lists/:listId/items/remove":
      return regroup(
        view,
        items.filter((item) => !touches(item, operation.body.lineIds)),
      );
    case "POST /shopping-lists/:listId/clear-checked":
      return regroup(
        view,
        items.filter((item) => !item.isChecked),
      );
    case "POST /shopping-lists/:listId/items": {
      const { texts, lineIds = [] } = operation.body;
      const added = texts.map((text, index) => pendingItem(operation.opId, index, text, lineIds[index]));
      return regroup(view, [...added, ...items]);
    }
    case "POST /shopping-lists/:listId/recipes":
    case "POST /shopping-lists/:listId/meal-plans":
      return regroup(view, [
        pendingItem(operation.opId, 0, operation.label ?? "Recipe ingredients", undefined),
        ...items,
      ]);
  }
}

function pendingItem(opId: string, index: number, text: string, lineId: string | undefined): TShoppingItem {
  return {
    key: `pending:${opId}:${index}`,
    text,
    food: null,
    quantity: null,
    unit: null,
    aisle: pendingAisle,
    isChecked: false,
    recipes: [],
    lines: lineId ? [{ id: lineId, text, recipe: null, servings: null }] : [],
  };
}
