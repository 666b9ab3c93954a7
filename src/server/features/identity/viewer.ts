import { eq } from "drizzle-orm";
import { deriveRole, type TRole } from "#core/access/roles.ts";
import type { TDb } from "#db/client.ts";
import { blogs, profiles } from "#db/schema.ts";
import type { TAuth } from "./auth.ts";

/** Who is making a request, as every page and API call sees it. */
export interface TViewer {
  userId: string;
  email: string;
  completedRegistration: boolean;
  /** Ladle staff (users.is_admin). */
  isAdmin: boolean;
  /** Registration completed (server side there is no pending auth process). */
  isAuthenticated: boolean;
  role: TRole;
  profile: { name: string; username: string; avatarUrl: string | null } | null;
  blog: { id: string; shortlink: string; has_paywalled_content: boolean } | null;
}

const sessionCookiePattern = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Whether a request carries any session credential (a cookie or a bearer token). */
export function hasSessionCookie(headers: Pick<Headers, "get">): boolean {
  const cookie = headers.get("cookie");
  return (cookie !== null && sessionCookiePattern.test(cookie)) || headers.get("authorization") !== null;
}

export async function findViewer({ auth, db, headers }: { auth: TAuth; db: TDb; headers: Headers }) {
  if (!hasSessionCookie(headers)) return null;
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const [row] = await db
    .select({
      name: profiles.name,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      blogId: blogs.id,
      shortlink: blogs.shortlink,
      hasPaywalledContent: blogs.hasPaywalledContent,
    })
    .from(profiles)
    .leftJoin(blogs, eq(blogs.ownerId, profiles.id))
    .where(eq(profiles.id, session.user.id))
    .limit(1);
  const blog =
    row?.blogId && row.shortlink
      ? { id: row.blogId, shortlink: row.shortlink, has_paywalled_content: row.hasPaywalledContent ?? false }
      : null;
  const completedRegistration = Boolean(session.user.completedRegistration);
  return {
    userId: session.user.id,
    email: session.user.email,
    completedRegistration,
    isAdmin: Boolean(session.user.isAdmin),
    isAuthenticated: completedRegistration,
    role: deriveRole({ isLoggedIn: true, blog }) as TRole,
    profile: row?.username ? { name: row.name ?? "", username: row.username, avatarUrl: row.avatarUrl ?? null } : null,
    blog,
  } satisfies TViewer;
}
