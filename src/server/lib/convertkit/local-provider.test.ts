import { describe, expect, it } from "vitest";
import { createLocalProvider, issueLocalConsentCode } from "./local-provider.ts";
import { computeCodeChallenge, createRandomToken } from "./pkce.ts";
import { ProviderError } from "./provider.ts";

const secret = "local-provider-test-secret-0123456789abcdef";
// Exchanging a code and refreshing never touch the database.
const provider = createLocalProvider({ db: {} as never, secret });

function consent(creatorId: string) {
  const codeVerifier = createRandomToken();
  const code = issueLocalConsentCode({ secret, creatorId, codeChallenge: computeCodeChallenge(codeVerifier) });
  return { code, codeVerifier };
}

describe("the local stand-in's OAuth", () => {
  it("sends the creator to the integration page's consent panel with the state and PKCE challenge", () => {
    const url = new URL(
      provider.buildAuthorizeUrl({ state: "s1", codeChallenge: "c1", redirectUri: "ignored" }),
      "http://x",
    );
    expect(url.pathname).toBe("/integrations/convertkit");
    expect(Object.fromEntries(url.searchParams)).toEqual({ local_consent: "1", state: "s1", code_challenge: "c1" });
  });

  it("exchanges a code for expiring tokens with the verifier that made its challenge", async () => {
    const { code, codeVerifier } = consent("creator-1");
    const tokens = await provider.exchangeCode({ code, codeVerifier, redirectUri: "", creatorId: "creator-1" });
    expect(tokens.accessToken).toMatch(/^local-access-/);
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
    const refreshed = await provider.refreshTokens({ refreshToken: tokens.refreshToken, creatorId: "creator-1" });
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
  });

  it("refuses a code with another verifier, for another creator, or altered", async () => {
    const { code, codeVerifier } = consent("creator-1");
    const attempts = [
      { code, codeVerifier: createRandomToken(), creatorId: "creator-1" },
      { code, codeVerifier, creatorId: "creator-2" },
      { code: `${Number(code.split(".")[0]) + 1}.${code.split(".")[1]}`, codeVerifier, creatorId: "creator-1" },
      { code: "nonsense", codeVerifier, creatorId: "creator-1" },
    ];
    for (const attempt of attempts) {
      await expect(provider.exchangeCode({ ...attempt, redirectUri: "" })).rejects.toBeInstanceOf(ProviderError);
    }
    await expect(
      provider.refreshTokens({ refreshToken: "kit-refresh-1", creatorId: "creator-1" }),
    ).rejects.toMatchObject({
      failure: "invalid-grant",
    });
  });
});
