/**
 * A page form whose save names the version it was opened with (src/core/api/edit-version.ts): its
 * hidden `expectedUpdatedAt` field, the field "Save mine over it" posts to leave the version out, and
 * what the page's action answers when the save was refused (src/web/lib/edit-conflict.server.ts).
 */
import type { ShouldRevalidateFunction } from "react-router";

export const expectedVersionField = "expectedUpdatedAt";
/** Posted as "1" by "Save mine over it": the save goes through over the newer version. */
export const overwriteField = "overwrite";

/** The action's answer to a refused save: the form as the cook posted it, to show again. */
export interface TConflictAnswer {
  ok: false;
  isConflict: true;
  /** Every text field of the form as posted (the version it named included). */
  posted: Record<string, string>;
  formError: null;
}

export function isConflictAnswer(value: unknown): value is TConflictAnswer {
  return typeof value === "object" && value !== null && "isConflict" in value && value.isConflict === true;
}

/**
 * The page's `shouldRevalidate`: after a refused save the page keeps what it loaded, so the form
 * still shows the cook's changes and still names the version it was opened with.
 */
export const skipReloadAfterConflict: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  isConflictAnswer(actionResult) ? false : defaultShouldRevalidate;

/** The version as the form sends it: a date the loader gave, or the one a refused post named. */
export function versionOf(updatedAt: Date | string): string {
  return new Date(updatedAt).toISOString();
}
