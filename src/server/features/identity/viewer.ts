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

/**
 * Who a session belongs to, kept for a minute per credential: a signed-in page view then costs no
 * session query. A session that ends, and a user whose account, profile or blog changes, are
 * dropped at once in every process (the change bus); an expired session is never served.
 */
const viewerCacheMs = 60_000;
const maxCachedViewers = 10_000;
const cachedViewers = new Map<string, { viewer: TViewer; expiresAt: number }>();
const credentialsByUser = new Map<string, Set<string>>();

function credentialOf(headers: Pick<Headers, "get">): string | null {
  const authorization = headers.get("authorization");
  if (authorization) return `bearer:${authorization}`;
  const token = headers.get("cookie")?.match(/(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;]+)/)?.[1];
  return token ? `cookie:${token}` : null;
}

/** Forgets one credential, in both maps: a user's set never outlives the entries it points at. */
function dropCredential(credential: string) {
  const userId = cachedViewers.get(credential)?.viewer.userId;
  cachedViewers.delete(credential);
  const credentials = userId ? credentialsByUser.get(userId) : undefined;
  if (!credentials) return;
  credentials.delete(credential);
  if (credentials.size === 0) credentialsByUser.delete(userId as string);
}

function rememberViewer(credential: string, viewer: TViewer, sessionExpiresAt: Date) {
  if (cachedViewers.size >= maxCachedViewers) {
    const oldest = cachedViewers.keys().next().value;
    if (oldest !== undefined) dropCredential(oldest);
  }
  const expiresAt = Math.min(Date.now() + viewerCacheMs, sessionExpiresAt.getTime());
  cachedViewers.set(credential, { viewer, expiresAt });
  const credentials = credentialsByUser.get(viewer.userId) ?? new Set<string>();
  credentials.add(credential);
  credentialsByUser.set(viewer.userId, credentials);
}

/** Drops what this process remembers of a user's sessions (signed out, changed, deleted). */
export function forgetViewer(userId: string): void {
  for (const credential of credentialsByUser.get(userId) ?? []) cachedViewers.delete(credential);
  credentialsByUser.delete(userId);
}

/** Forgets the user whose credential these headers carry, if this process remembers them. */
export function forgetViewerOf({ headers }: { headers: Pick<Headers, "get"> }): void {
  const credential = credentialOf(headers);
  const userId = credential ? cachedViewers.get(credential)?.viewer.userId : undefined;
  if (userId) forgetViewer(userId);
}

export function forgetAllViewers(): void {
  cachedViewers.clear();
  credentialsByUser.clear();
}

export async function findViewer({ auth, db, headers }: { auth: TAuth; db: TDb; headers: Headers }) {
  if (!hasSessionCookie(headers)) return null;
  const credential = credentialOf(headers);
  const cached = credential ? cachedViewers.get(credential) : undefined;
  if (cached && cached.expiresAt > Date.now()) return cached.viewer;
  if (credential) dropCredential(credential);
  const viewer = await lookUpViewer({ auth, db, headers });
  if (viewer && credential) rememberViewer(credential, viewer.viewer, viewer.sessionExpiresAt);
  return viewer?.viewer ?? null;
}

async function lookUpViewer({ auth, db, headers }: { auth: TAuth; db: TDb; headers: Headers }) {
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
  const viewer: TViewer = {
    userId: session.user.id,
    email: session.user.email,
    completedRegistration,
    isAdmin: Boolean(session.user.isAdmin),
    isAuthenticated: completedRegistration,
    role: deriveRole({ isLoggedIn: true, blog }) as TRole,
    profile: row?.username ? { name: row.name ?? "", username: row.username, avatarUrl: row.avatarUrl ?? null } : null,
    blog,
  };
  return { viewer, sessionExpiresAt: new Date(session.session.expiresAt) };
}
