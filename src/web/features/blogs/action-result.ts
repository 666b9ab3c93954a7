/** What a form of /me/blog answers when it does not redirect: done, or what to fix. */
export type TBlogActionResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; errors: Record<string, string>; formError: string | null };
