import type { TGuardViewer } from "#core/access/guard.ts";
import type { TPublicViewer } from "#core/identity/public-viewer.ts";

export function toGuardViewer(viewer: Pick<TPublicViewer, "isAuthenticated" | "role"> | null): TGuardViewer {
  return viewer
    ? { status: "logged-in", isAuthenticated: viewer.isAuthenticated, role: viewer.role }
    : { status: "logged-out", isAuthenticated: false, role: null };
}
