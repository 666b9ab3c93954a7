/**
 * A stand-in for Google's or Apple's key endpoint: serves a JWKS on 127.0.0.1 and signs id tokens
 * with its key, or with a key it does not publish (for "bad signature" tests).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";

export interface TIdTokenClaims extends JWTPayload {
  email?: string;
  email_verified?: boolean | "true" | "false";
  nonce?: string;
  name?: string;
}

export interface TJwksServer {
  url: string;
  /** Signs with the published key unless `withUnpublishedKey`; claims override the defaults. */
  signIdToken(claims: TIdTokenClaims, options?: { withUnpublishedKey?: boolean }): Promise<string>;
  close(): Promise<void>;
}

export async function startJwksServer({
  issuer,
  audience,
}: {
  issuer: string;
  audience: string;
}): Promise<TJwksServer> {
  const kid = "test-key-1";
  const published = await generateKeyPair("RS256");
  const unpublished = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(published.publicKey)), kid, alg: "RS256", use: "sig" };

  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/keys`,
    async signIdToken(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const payload: TIdTokenClaims = {
        iss: issuer,
        aud: audience,
        iat: now,
        exp: now + 3600,
        email_verified: true,
        ...claims,
      };
      // The same kid either way: a forged token claims the real key.
      return new SignJWT(payload)
        .setProtectedHeader({ alg: "RS256", kid })
        .sign(options.withUnpublishedKey ? unpublished.privateKey : published.privateKey);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
