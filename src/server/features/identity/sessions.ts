/** Sessions: ending them, clearing their cookies, and passing browser requests to the sign-in library. */
import type { TEnv } from "#server/env.ts";
import { databaseUnavailable, isDatabaseUnavailable } from "#server/lib/database-unavailable.ts";
import { authLibraryFailures, type TAuth } from "./auth.ts";
import { clientIpHeader } from "./client-ip.ts";

/**
 * Ends the session of this request only (other devices stay signed in) and returns the cookies that
 * clear it in the browser. With no session left to end there is nothing to clear.
 */
export async function signOutHere({ auth, headers }: { auth: TAuth; headers: Headers }): Promise<string[]> {
  try {
    const result = await auth.api.signOut({ headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch {
    return [];
  }
}

/** Cookies that expire better-auth's own in the browser (for when the sessions are already gone). */
export async function listSessionClearingCookies({
  auth,
  env,
}: {
  auth: TAuth;
  env: Pick<TEnv, "isProduction">;
}): Promise<string[]> {
  const { authCookies } = await auth.$context;
  const secure = env.isProduction ? "; Secure" : "";
  return [authCookies.sessionToken.name, authCookies.sessionData.name, authCookies.dontRememberToken.name].map(
    (name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
  );
}

/**
 * Hands a request under /api/auth to the sign-in library, with the client's address (as Fastify
 * resolved it) in a header the library and our rate limits read. A failure because the database is
 * away or out of connections is thrown as the 503 every other route answers then.
 */
export async function forwardToAuthLibrary({
  auth,
  env,
  method,
  url,
  headers,
  clientIp,
  body,
}: {
  auth: TAuth;
  env: Pick<TEnv, "publicUrl">;
  method: string;
  url: string;
  headers: Headers;
  clientIp: string;
  body?: Uint8Array<ArrayBuffer>;
}): Promise<Response> {
  headers.set(clientIpHeader, clientIp);
  const failure: { error?: unknown } = {};
  const response = await authLibraryFailures.run(failure, () =>
    auth.handler(new Request(new URL(url, env.publicUrl), { method, headers, body })),
  );
  if (response.status >= 500 && isDatabaseUnavailable(failure.error)) throw databaseUnavailable(failure.error);
  return response;
}
