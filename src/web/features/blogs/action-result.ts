import type { TConflictAnswer } from "#web/lib/edit-conflict.ts";

/**
 * What a form of /me/blog answers when it does not redirect: done, what to fix, or (the blog's
 * details) a save refused because the blog was saved elsewhere since the page opened.
 */
export type TBlogActionResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; errors: Record<string, string>; formError: string | null }
  | (TConflictAnswer & { intent: string; errors: Record<string, string> });
