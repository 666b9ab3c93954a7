/**
 * What a shopping list no longer needs: ids of operations applied long ago (an offline queue that
 * old is not worth replaying) and lines taken off the list long ago (an operation that could still
 * name them is gone with them). Run by the daily clean-up.
 */
import { and, isNotNull, lt } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { shoppingListItems, shoppingListOperations } from "#db/schema.ts";

export const shoppingRowsKeptDays = 30;

export async function deleteSpentShoppingRows({ db, before }: { db: TDb; before: Date }): Promise<number> {
  const operations = await db
    .delete(shoppingListOperations)
    .where(lt(shoppingListOperations.appliedAt, before))
    .returning({ id: shoppingListOperations.id });
  const lines = await db
    .delete(shoppingListItems)
    .where(and(isNotNull(shoppingListItems.removedAt), lt(shoppingListItems.removedAt, before)))
    .returning({ id: shoppingListItems.id });
  return operations.length + lines.length;
}
