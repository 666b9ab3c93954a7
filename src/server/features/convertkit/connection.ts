/**
 * Connecting a creator's ConvertKit (Kit) account: OAuth with a state bound to the creator's
 * session and a PKCE verifier, the form or tag new contacts go to, and disconnecting (tokens revoked
 * at Kit when it answers, deleted here in any case).
 */
import { and, desc, eq, lt } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import {
  parseTargetValue,
  type TConvertkitCallbackInput,
  type TConvertkitConnection,
  type TConvertkitLists,
  type TConvertkitSettingsInput,
  type TConvertkitState,
  ZConvertkitSettingsInput,
} from "#core/integrations/convertkit.schema.ts";
import { convertkitMessages } from "#core/integrations/convertkit-messages.ts";
import type { TDb } from "#db/client.ts";
import { convertkitConnections, convertkitLocalContacts, convertkitOauthStates } from "#db/integrations-schema.ts";
import type { TEnv } from "#server/env.ts";
import { createNewsletterProvider, findIntegrationsSecret } from "#server/lib/convertkit/create-provider.ts";
import { issueLocalConsentCode, localConsentPath } from "#server/lib/convertkit/local-provider.ts";
import { computeCodeChallenge, createRandomToken, hashText } from "#server/lib/convertkit/pkce.ts";
import { ProviderError, type TNewsletterProvider, type TTokenSet } from "#server/lib/convertkit/provider.ts";
import { consumeRateLimit, rateLimitKey, type TRateLimitRule } from "#server/lib/rate-limits.ts";
import {
  ConnectionUnusableError,
  callWithAccessToken,
  findConnectionRow,
  findSecretBox,
  openToken,
  sealTokens,
  type TConnectionRow,
  tokenContext,
} from "./tokens.ts";

interface TCreatorCall {
  db: TDb;
  env: TEnv;
  creatorId: string;
}

const stateLifetimeMs = 10 * 60_000;
/** Starting a connection costs a row and a redirect; nobody needs more than a few an hour. */
const connectRateLimit: TRateLimitRule[] = [
  { windowSeconds: 10 * 60, max: 10 },
  { windowSeconds: 60 * 60, max: 30 },
];

/** The address Kit sends the creator back to: the integration page itself. */
export function findRedirectUri(env: TEnv): string {
  return `${env.publicUrl}${localConsentPath}`;
}

/** Binds an OAuth attempt to the session that started it: a hash of the session credential. */
function findSessionKey(headers: Pick<Headers, "get">): string {
  const token = headers.get("cookie")?.match(/(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/)?.[1];
  const credential = token ?? headers.get("authorization");
  if (!credential) throw new AppError("UNAUTHENTICATED");
  return hashText(`session:${credential}`);
}

function requireProvider(db: TDb, env: TEnv): TNewsletterProvider {
  const provider = createNewsletterProvider({ db, env });
  if (!provider) throw new AppError("UNAVAILABLE", { message: convertkitMessages.notAvailable });
  return provider;
}

/** Provider failures as the creator should read them. */
export function toAppError(error: unknown): unknown {
  if (error instanceof ConnectionUnusableError)
    return new AppError("CONFLICT", { message: convertkitMessages.expired });
  if (!(error instanceof ProviderError)) return error;
  if (error.failure === "unavailable") return new AppError("UNAVAILABLE", { message: convertkitMessages.unavailable });
  if (error.failure === "invalid-grant") return new AppError("BAD_REQUEST", { message: convertkitMessages.refused });
  return new AppError("BAD_REQUEST", { message: error.message });
}

function toConnectionView(row: TConnectionRow, providerKind: string | null): TConvertkitConnection {
  return {
    provider: row.provider,
    accountName: row.accountName,
    // Tokens from another provider (the local stand-in, before Kit was configured) are no use now.
    status: row.provider === providerKind ? row.status : "expired",
    target:
      row.targetType && row.targetId
        ? { type: row.targetType, id: row.targetId, name: row.targetName ?? row.targetId }
        : null,
    includesFollowers: row.includesFollowers,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt,
    connectedAt: row.createdAt,
  };
}

export async function findConvertkitState({ db, env, creatorId }: TCreatorCall): Promise<TConvertkitState> {
  const provider = createNewsletterProvider({ db, env });
  const row = await findConnectionRow(db, creatorId);
  const providerKind = provider?.kind ?? null;
  return { providerKind, connection: row ? toConnectionView(row, providerKind) : null };
}

/** Creates the OAuth attempt and returns the consent page's address. */
export async function startConvertkitConnect({
  db,
  env,
  creatorId,
  headers,
}: TCreatorCall & { headers: Pick<Headers, "get"> }): Promise<{ authorizeUrl: string }> {
  const sessionKey = findSessionKey(headers);
  const provider = requireProvider(db, env);
  const limit = await consumeRateLimit({
    db,
    key: rateLimitKey("convertkit-connect", "user", creatorId),
    rules: connectRateLimit,
  });
  if (!limit.isAllowed) throw new AppError("RATE_LIMITED");
  const state = createRandomToken();
  const codeVerifier = createRandomToken();
  await db.delete(convertkitOauthStates).where(lt(convertkitOauthStates.expiresAt, new Date()));
  await db.insert(convertkitOauthStates).values({
    stateHash: hashText(state),
    creatorId,
    sessionHash: sessionKey,
    codeVerifierEncrypted: findSecretBox(env).seal(codeVerifier, tokenContext(creatorId, "verifier")),
    expiresAt: new Date(Date.now() + stateLifetimeMs),
  });
  const authorizeUrl = provider.buildAuthorizeUrl({
    state,
    codeChallenge: computeCodeChallenge(codeVerifier),
    redirectUri: findRedirectUri(env),
  });
  return { authorizeUrl };
}

/** Takes the attempt `state` names (single use); null unless it is this creator's, in this session, unexpired. */
async function takeOauthState(db: TDb, state: string, creatorId: string, sessionKey: string) {
  const [row] = await db
    .delete(convertkitOauthStates)
    .where(eq(convertkitOauthStates.stateHash, hashText(state)))
    .returning();
  if (!row || row.creatorId !== creatorId || row.sessionHash !== sessionKey) return null;
  return row.expiresAt.getTime() > Date.now() ? row : null;
}

/** Finishes the attempt with what the consent page sent back, and stores the connection. */
export async function completeConvertkitConnect({
  db,
  env,
  creatorId,
  headers,
  input,
}: TCreatorCall & { headers: Pick<Headers, "get">; input: TConvertkitCallbackInput }): Promise<TConvertkitState> {
  const sessionKey = findSessionKey(headers);
  const provider = requireProvider(db, env);
  const attempt = await takeOauthState(db, input.state, creatorId, sessionKey);
  if (!attempt) throw new AppError("BAD_REQUEST", { message: convertkitMessages.staleState });
  if (input.error || !input.code) throw new AppError("BAD_REQUEST", { message: convertkitMessages.denied });
  const codeVerifier = findSecretBox(env).open(attempt.codeVerifierEncrypted, tokenContext(creatorId, "verifier"));
  let tokens: TTokenSet;
  let accountName: string;
  try {
    tokens = await provider.exchangeCode({
      code: input.code,
      codeVerifier,
      redirectUri: findRedirectUri(env),
      creatorId,
    });
    accountName = await provider.findAccountName({ accessToken: tokens.accessToken, creatorId });
  } catch (error) {
    throw toAppError(error);
  }
  const previous = await findConnectionRow(db, creatorId);
  const isSameAccount = previous?.provider === provider.kind && previous.accountName === accountName;
  const values = {
    provider: provider.kind,
    accountName,
    ...sealTokens(env, creatorId, tokens),
    status: "active" as const,
    lastError: null,
    lastErrorAt: null,
    // Reconnecting the same account keeps its choices; another account's form ids mean nothing here.
    ...(isSameAccount ? {} : { targetType: null, targetId: null, targetName: null }),
  };
  await db
    .insert(convertkitConnections)
    .values({ creatorId, ...values })
    .onConflictDoUpdate({ target: convertkitConnections.creatorId, set: values });
  return findConvertkitState({ db, env, creatorId });
}

/** The connected account's forms and tags (from the provider, with a fresh token). */
export async function listConvertkitLists({ db, env, creatorId }: TCreatorCall): Promise<TConvertkitLists> {
  const provider = requireProvider(db, env);
  try {
    return await callWithAccessToken({ db, env, provider, creatorId }, async (accessToken) => {
      const call = { accessToken, creatorId };
      const [forms, tags] = await Promise.all([provider.listForms(call), provider.listTags(call)]);
      return { forms, tags };
    });
  } catch (error) {
    if (error instanceof ConnectionUnusableError && !(await findConnectionRow(db, creatorId))) {
      throw new AppError("CONFLICT", { message: convertkitMessages.notConnected });
    }
    throw toAppError(error);
  }
}

export async function saveConvertkitSettings({
  db,
  env,
  creatorId,
  input,
}: TCreatorCall & { input: TConvertkitSettingsInput }): Promise<TConvertkitState> {
  const settings = ZConvertkitSettingsInput.parse(input);
  const target = parseTargetValue(settings.target);
  const lists = await listConvertkitLists({ db, env, creatorId });
  const match = (target.type === "form" ? lists.forms : lists.tags).find((list) => list.id === target.id);
  if (!match) throw new AppError("VALIDATION_FAILED", { message: convertkitMessages.unknownTarget });
  await db
    .update(convertkitConnections)
    .set({
      targetType: target.type,
      targetId: target.id,
      targetName: match.name,
      includesFollowers: settings.includesFollowers,
    })
    .where(eq(convertkitConnections.creatorId, creatorId));
  return findConvertkitState({ db, env, creatorId });
}

/** Revokes at the provider when it answers (best effort), then deletes the tokens and the local list. */
export async function disconnectConvertkit({ db, env, creatorId }: TCreatorCall): Promise<void> {
  const row = await findConnectionRow(db, creatorId);
  if (row) {
    const provider = createNewsletterProvider({ db, env });
    if (provider?.kind === row.provider) {
      await Promise.allSettled(
        (["refresh", "access"] as const).map((field) => provider.revokeToken({ token: openToken(env, row, field) })),
      );
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(convertkitConnections).where(eq(convertkitConnections.creatorId, creatorId));
    await tx.delete(convertkitOauthStates).where(eq(convertkitOauthStates.creatorId, creatorId));
    await tx.delete(convertkitLocalContacts).where(eq(convertkitLocalContacts.creatorId, creatorId));
  });
}

/**
 * The local stand-in's consent: "Allow" hands back a code for this creator's attempt, "Don't
 * allow" an error, as Kit would. Returns where the browser goes next.
 */
export async function answerLocalConsent({
  db,
  env,
  creatorId,
  state,
  codeChallenge,
  isAllowed,
}: TCreatorCall & { state: string; codeChallenge: string; isAllowed: boolean }): Promise<string> {
  const provider = requireProvider(db, env);
  if (provider.kind !== "local") throw new AppError("NOT_FOUND");
  const [attempt] = await db
    .select({ creatorId: convertkitOauthStates.creatorId })
    .from(convertkitOauthStates)
    .where(and(eq(convertkitOauthStates.stateHash, hashText(state)), eq(convertkitOauthStates.creatorId, creatorId)));
  if (!attempt) throw new AppError("BAD_REQUEST", { message: convertkitMessages.staleState });
  const answer: Record<string, string> = isAllowed
    ? { code: issueLocalConsentCode({ secret: findIntegrationsSecret(env), creatorId, codeChallenge }), state }
    : { error: "access_denied", state };
  return `${localConsentPath}?${new URLSearchParams(answer)}`;
}

export async function listLocalContacts({ db, env, creatorId }: TCreatorCall) {
  const provider = createNewsletterProvider({ db, env });
  if (provider?.kind !== "local") throw new AppError("NOT_FOUND", { message: "This server uses ConvertKit itself." });
  const contacts = await db
    .select({
      email: convertkitLocalContacts.email,
      firstName: convertkitLocalContacts.firstName,
      targetType: convertkitLocalContacts.targetType,
      targetId: convertkitLocalContacts.targetId,
      addedAt: convertkitLocalContacts.addedAt,
    })
    .from(convertkitLocalContacts)
    .where(eq(convertkitLocalContacts.creatorId, creatorId))
    .orderBy(desc(convertkitLocalContacts.addedAt))
    .limit(100);
  return { contacts };
}
