import { createContext } from "react-router";
import type { TEnv } from "#server/env.ts";
import type { TViewer } from "#server/features/identity/viewer.ts";
import type { TServices } from "#server/services.ts";

/**
 * What the server hands every loader and action: the same services the API handlers call (so a
 * page and its API never disagree), the configuration, and who is asking. Loaders never see the
 * database itself. See docs/architecture.md, "Layers".
 */
export interface TAppContext {
  services: TServices;
  env: TEnv;
  viewer: TViewer | null;
  /**
   * This render is the copy every signed-in visitor shares: it knows no viewer, and the open page
   * asks for the viewer's own state (`GET /api/me/state`).
   */
  isSharedCopy: boolean;
  requestId: string;
  /** The client's address as the server resolved it (proxies included), for per-client limits. */
  clientIp: string;
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  /** Logs an error a loader, an action or the render threw (and sends it to the error reporter). */
  reportError?: (error: unknown) => void;
}

/**
 * The server reads this key from the server build (entry.server re-exports it) so that the key it
 * sets is the very object the routes read.
 */
export const appContext = createContext<TAppContext>();
