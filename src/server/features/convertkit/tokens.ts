/**
 * A connection's tokens: sealed before they are stored, opened only to make a call, refreshed a
 * minute before they expire and again when the provider answers 401. A refresh token the provider
 * refuses ends the connection (status "expired"): only the creator can grant access again.
 */
import { eq } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { convertkitConnections } from "#db/integrations-schema.ts";
import type { TEnv } from "#server/env.ts";
import { findIntegrationsSecret } from "#server/lib/convertkit/create-provider.ts";
import { ProviderError, type TNewsletterProvider, type TTokenSet } from "#server/lib/convertkit/provider.ts";
import { createSecretBox, type TSecretBox } from "#server/lib/secret-box.ts";

export type TConnectionRow = typeof convertkitConnections.$inferSelect;

/** Refresh this long before Kit's expiry, so a call never starts with a token about to lapse. */
const refreshMarginMs = 60_000;

const boxes = new Map<string, TSecretBox>();

/** The box for this configuration's key (deriving it once per process). */
export function findSecretBox(env: TEnv): TSecretBox {
  const secret = findIntegrationsSecret(env);
  let box = boxes.get(secret);
  if (!box) {
    box = createSecretBox(secret);
    boxes.set(secret, box);
  }
  return box;
}

export type TTokenField = "access" | "refresh" | "verifier";

/** The associated data a token is sealed with: whose it is and which one. */
export function tokenContext(creatorId: string, field: TTokenField): string {
  return `convertkit:${creatorId}:${field}`;
}

/** The columns that store a token set, sealed. */
export function sealTokens(env: TEnv, creatorId: string, tokens: TTokenSet) {
  const box = findSecretBox(env);
  return {
    accessTokenEncrypted: box.seal(tokens.accessToken, tokenContext(creatorId, "access")),
    refreshTokenEncrypted: box.seal(tokens.refreshToken, tokenContext(creatorId, "refresh")),
    accessTokenExpiresAt: tokens.expiresAt,
  };
}

export function openToken(env: TEnv, row: TConnectionRow, field: "access" | "refresh"): string {
  const sealed = field === "access" ? row.accessTokenEncrypted : row.refreshTokenEncrypted;
  return findSecretBox(env).open(sealed, tokenContext(row.creatorId, field));
}

/** Thrown when there is no usable connection: none, expired, or made with another provider. */
export class ConnectionUnusableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConnectionUnusableError";
  }
}

export async function findConnectionRow(db: Pick<TDb, "select">, creatorId: string): Promise<TConnectionRow | null> {
  const [row] = await db.select().from(convertkitConnections).where(eq(convertkitConnections.creatorId, creatorId));
  return row ?? null;
}

async function markExpired(db: TDb, creatorId: string, message: string) {
  await db
    .update(convertkitConnections)
    .set({ status: "expired", lastError: message, lastErrorAt: new Date() })
    .where(eq(convertkitConnections.creatorId, creatorId));
}

interface TTokenCall {
  db: TDb;
  env: TEnv;
  provider: TNewsletterProvider;
  creatorId: string;
}

/**
 * A fresh access token after `stale` was refused or ran out. Another process may have refreshed
 * meanwhile (Kit then refuses our refresh token, which it rotated): the stored token wins if it
 * changed.
 */
async function refreshAccessToken({ db, env, provider, creatorId }: TTokenCall, stale: string): Promise<string> {
  const row = await findConnectionRow(db, creatorId);
  if (row?.status !== "active") throw new ConnectionUnusableError("The ConvertKit connection has ended.");
  const stored = openToken(env, row, "access");
  if (stored !== stale && row.accessTokenExpiresAt.getTime() - Date.now() > refreshMarginMs) return stored;
  let tokens: TTokenSet;
  try {
    tokens = await provider.refreshTokens({ refreshToken: openToken(env, row, "refresh"), creatorId });
  } catch (error) {
    if (!(error instanceof ProviderError) || error.failure !== "invalid-grant") throw error;
    const latest = await findConnectionRow(db, creatorId);
    if (latest && latest.accessTokenEncrypted !== row.accessTokenEncrypted) return openToken(env, latest, "access");
    await markExpired(db, creatorId, "ConvertKit no longer accepts this connection. Connect again.");
    throw new ConnectionUnusableError("ConvertKit no longer accepts this connection.");
  }
  await db
    .update(convertkitConnections)
    .set(sealTokens(env, creatorId, tokens))
    .where(eq(convertkitConnections.creatorId, creatorId));
  return tokens.accessToken;
}

/**
 * Runs `call` with a valid access token: refreshed first when it is about to expire, and once more
 * (then retried once) when the provider answers 401.
 */
export async function callWithAccessToken<T>(
  options: TTokenCall,
  call: (accessToken: string) => Promise<T>,
): Promise<T> {
  const { db, env, provider, creatorId } = options;
  const row = await findConnectionRow(db, creatorId);
  if (!row) throw new ConnectionUnusableError("ConvertKit is not connected.");
  if (row.status !== "active" || row.provider !== provider.kind) {
    throw new ConnectionUnusableError("The ConvertKit connection has expired.");
  }
  let token = openToken(env, row, "access");
  if (row.accessTokenExpiresAt.getTime() - Date.now() < refreshMarginMs)
    token = await refreshAccessToken(options, token);
  try {
    return await call(token);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.failure !== "unauthorized") throw error;
  }
  token = await refreshAccessToken(options, token);
  try {
    return await call(token);
  } catch (error) {
    if (error instanceof ProviderError && error.failure === "unauthorized") {
      await markExpired(db, creatorId, "ConvertKit refused the connection's tokens. Connect again.");
      throw new ConnectionUnusableError("ConvertKit refused the connection's tokens.");
    }
    throw error;
  }
}
