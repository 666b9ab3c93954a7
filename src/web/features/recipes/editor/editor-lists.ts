/**
 * The edits of the form's two lists (ingredient groups and their lines, method sections and their
 * steps) as pure functions: add, remove, move and paste. Both lists work the same way; where they
 * differ is said in `listRules`.
 */
import { splitIngredientBlock, splitStepBlock, type TPastedGroup } from "#core/recipes/paste.ts";
import { emptyGroup, emptyItem, type TEditorGroup, type TListKind } from "./recipe-form.ts";

const listRules: Record<TListKind, { split: (text: string) => TPastedGroup[]; splitsPasteIntoFilledItem: boolean }> = {
  ingredients: { split: splitIngredientBlock, splitsPasteIntoFilledItem: true },
  // A step being written is prose: several lines pasted into it stay its text.
  steps: { split: splitStepBlock, splitsPasteIntoFilledItem: false },
};

export interface TListEdit {
  groups: TEditorGroup[];
  /** The item (or group name) to focus after the edit. */
  focusKey: string | null;
}

/** A copy of the list with item `index` moved by `delta` (clamped to the ends). */
export function move<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item);
  return next;
}

function withItems(groups: TEditorGroup[], groupIndex: number, items: TEditorGroup["items"]): TEditorGroup[] {
  return groups.map((group, i) => (i === groupIndex ? { ...group, items } : group));
}

export function setItemText(groups: TEditorGroup[], groupIndex: number, key: string, text: string): TEditorGroup[] {
  const items = groups[groupIndex].items.map((item) => (item.key === key ? { ...item, text } : item));
  return withItems(groups, groupIndex, items);
}

/** A new empty item after `itemIndex` (at the group's end when left out). */
export function addItem(kind: TListKind, groups: TEditorGroup[], groupIndex: number, itemIndex?: number): TListEdit {
  const added = emptyItem(kind);
  const items = [...groups[groupIndex].items];
  items.splice((itemIndex ?? items.length - 1) + 1, 0, added);
  return { groups: withItems(groups, groupIndex, items), focusKey: added.key };
}

/** Removes an item; a group left empty goes with it. */
export function removeItem(groups: TEditorGroup[], groupIndex: number, key: string): TEditorGroup[] {
  const items = groups[groupIndex].items.filter((item) => item.key !== key);
  return items.length > 0 ? withItems(groups, groupIndex, items) : groups.filter((_, i) => i !== groupIndex);
}

export function moveItem(groups: TEditorGroup[], groupIndex: number, itemIndex: number, delta: -1 | 1) {
  return withItems(groups, groupIndex, move(groups[groupIndex].items, itemIndex, delta));
}

/** A new group at the end, its name ready to type. */
export function addGroup(kind: TListKind, groups: TEditorGroup[]): TListEdit {
  const added = emptyGroup(kind);
  return { groups: [...groups, added], focusKey: `${added.key}.name` };
}

/**
 * Adds pasted text: items before any heading go into group `groupIndex` at `itemIndex` (its end
 * when left out), and "Heading:" lines start new groups after it. Blank items of the group it lands
 * in go.
 */
export function addPasted(
  kind: TListKind,
  groups: TEditorGroup[],
  text: string,
  groupIndex = groups.length - 1,
  itemIndex?: number,
): TListEdit {
  const next = groups.map((g) => ({ ...g, items: [...g.items] }));
  let insertAt = groupIndex;
  for (const block of listRules[kind].split(text)) {
    const items = block.items.map((item) => emptyItem(kind, item));
    if (block.name === null && next[insertAt]) {
      // Unnamed items (only ever the first block) go where the paste happened.
      const target = next[insertAt];
      const at = itemIndex ?? target.items.length;
      const merged = [...target.items.slice(0, at), ...items, ...target.items.slice(at)].filter(
        (item) => item.text.trim() !== "",
      );
      target.items = merged.length > 0 ? merged : [emptyItem(kind)];
    } else {
      insertAt += 1;
      next.splice(insertAt, 0, {
        ...emptyGroup(kind, block.name ?? ""),
        items: items.length > 0 ? items : [emptyItem(kind)],
      });
    }
  }
  return { groups: next, focusKey: next[insertAt]?.items.at(-1)?.key ?? null };
}

/**
 * Several lines pasted into one item become items there (an empty item is replaced by them); null
 * when the browser should paste as usual.
 */
export function pasteIntoItem(
  kind: TListKind,
  groups: TEditorGroup[],
  groupIndex: number,
  itemIndex: number,
  text: string,
): TListEdit | null {
  if (!/\n/.test(text.trim())) return null;
  const item = groups[groupIndex].items[itemIndex];
  const isEmpty = item.text === "";
  if (!isEmpty && !listRules[kind].splitsPasteIntoFilledItem) return null;
  const rest = isEmpty
    ? withItems(
        groups,
        groupIndex,
        groups[groupIndex].items.filter((i) => i.key !== item.key),
      )
    : groups;
  return addPasted(kind, rest, text, groupIndex, isEmpty ? itemIndex : itemIndex + 1);
}
