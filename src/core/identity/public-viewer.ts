/** The part of the viewer the browser may see: the root loader's data and `GET /api/me/state`. */
import { z } from "zod";
import { roles } from "../access/roles.ts";

export const ZPublicViewer = z.object({
  userId: z.string(),
  email: z.string(),
  isAuthenticated: z.boolean(),
  completedRegistration: z.boolean(),
  role: z.enum(roles),
  profile: z.object({ name: z.string(), username: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  blog: z.object({ shortlink: z.string(), has_paywalled_content: z.boolean() }).nullable(),
  /** One of Ladle's administrators (`users.is_admin`): their account menu leads to /admin/analytics. */
  isAdmin: z.boolean(),
});
export type TPublicViewer = z.infer<typeof ZPublicViewer>;

/** What of a viewer (the server's, which knows more) the browser gets. */
export function toPublicViewer(viewer: TPublicViewer): TPublicViewer {
  return {
    userId: viewer.userId,
    email: viewer.email,
    isAuthenticated: viewer.isAuthenticated,
    completedRegistration: viewer.completedRegistration,
    role: viewer.role,
    profile: viewer.profile,
    blog: viewer.blog && { shortlink: viewer.blog.shortlink, has_paywalled_content: viewer.blog.has_paywalled_content },
    isAdmin: viewer.isAdmin,
  };
}
