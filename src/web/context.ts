import { createContext } from "react-router";
import type { TDatabaseKind, TDb } from "#db/client.ts";
import type { TAuth } from "#server/auth/auth.ts";
import type { TViewer } from "#server/auth/viewer.ts";
import type { TEnv } from "#server/env.ts";

/** What the server hands every loader and action (DESIGN.md: loaders call services directly). */
export interface TAppContext {
  db: TDb;
  dbKind: TDatabaseKind;
  env: TEnv;
  auth: TAuth;
  viewer: TViewer | null;
  requestId: string;
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
}

/**
 * The server reads this key from the server build (entry.server re-exports it) so that the key it
 * sets is the very object the routes read.
 */
export const appContext = createContext<TAppContext>();
