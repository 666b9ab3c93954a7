/**
 * Id-token verification for "sign in with Google / Apple": signature against the
 * provider's JWKS, issuer, audience, expiry, nonce, and a verified email. better-auth calls this
 * through each provider's `verifyIdToken` option, so the JWKS URL can come from env (tests serve
 * one on 127.0.0.1) instead of being fixed in the library.
 */
import { createHash } from "node:crypto";
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";

export const googleIssuers = ["https://accounts.google.com", "accounts.google.com"];
export const appleIssuers = ["https://appleid.apple.com"];

export interface TIdTokenVerifierOptions {
  jwksUrl: string;
  issuers: string[];
  /** Accepted `aud` values: the provider client ids of the web and mobile apps. */
  audiences: string[];
  /** Apple puts the SHA-256 of the raw nonce in the token when the app hashed it first. */
  acceptHashedNonce?: boolean;
}

/** Seconds of clock skew allowed on exp, nbf and iat. */
const clockToleranceSeconds = 30;

export function createIdTokenVerifier(options: TIdTokenVerifierOptions) {
  if (options.audiences.length === 0) throw new Error("An id-token verifier needs at least one client id");
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
  });

  /** True only for an authentic, unexpired token for our app whose nonce matches the request's. */
  return async function verifyIdToken(token: string, nonce?: string): Promise<boolean> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: options.issuers,
        audience: options.audiences,
        algorithms: ["RS256", "ES256"],
        requiredClaims: ["iss", "sub", "aud", "exp", "iat"],
        clockTolerance: clockToleranceSeconds,
        maxTokenAge: "1h",
      }));
    } catch {
      return false;
    }
    if (!isNonceMatching(payload.nonce, nonce, options.acceptHashedNonce ?? false)) return false;
    // An unverified address could belong to someone else, who could then sign in with a code
    // and take over the account (docs/decisions/004).
    return payload.email_verified === true || payload.email_verified === "true";
  };
}

/** A nonce on either side must be on both and match; tokens and requests without one pass. */
function isNonceMatching(claimed: unknown, expected: string | undefined, acceptHashed: boolean): boolean {
  if (claimed === undefined && !expected) return true;
  if (typeof claimed !== "string" || !expected) return false;
  if (claimed === expected) return true;
  return acceptHashed && claimed === createHash("sha256").update(expected).digest("hex");
}

/** "a, b" → ["a", "b"]. */
export function splitClientIds(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
}
