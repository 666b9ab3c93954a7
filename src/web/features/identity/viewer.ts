import type { TGuardViewer } from "#core/access/guard.ts";
import type { TRole } from "#core/access/roles.ts";

/** The part of the viewer the browser may see (root loader data). */
export interface TPublicViewer {
  userId: string;
  email: string;
  isAuthenticated: boolean;
  completedRegistration: boolean;
  role: TRole;
  profile: { name: string; username: string; avatarUrl: string | null } | null;
  blog: { shortlink: string; has_paywalled_content: boolean } | null;
}

export function toGuardViewer(viewer: Pick<TPublicViewer, "isAuthenticated" | "role"> | null): TGuardViewer {
  return viewer
    ? { status: "logged-in", isAuthenticated: viewer.isAuthenticated, role: viewer.role }
    : { status: "logged-out", isAuthenticated: false, role: null };
}
