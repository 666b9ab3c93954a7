/**
 * The offline stand-in for Kit, used when no ConvertKit app is configured (outside production): the
 * consent screen is a panel of Ladle's own integration page, and contacts land in a table the
 * creator sees on that page. It follows the same protocol as Kit — a state, a PKCE challenge, a
 * short-lived code exchanged for expiring tokens — so the whole flow, refresh included, runs as it
 * would against Kit.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { TDb } from "#db/client.ts";
import { convertkitLocalContacts } from "#db/integrations-schema.ts";
import { computeCodeChallenge, createRandomToken } from "./pkce.ts";
import { ProviderError, type TNewsletterList, type TNewsletterProvider, type TTokenSet } from "./provider.ts";

/** The integration page's path; its `local_consent` panel is the stand-in's consent screen. */
export const localConsentPath = "/integrations/convertkit";

const codeLifetimeMs = 5 * 60_000;
const tokenLifetimeMs = 2 * 60 * 60_000;

/** The stand-in's account has one form and one tag, named so nobody takes them for Kit's. */
export const localForms: readonly TNewsletterList[] = [{ id: "local-form", name: "Ladle test form" }];
export const localTags: readonly TNewsletterList[] = [{ id: "local-tag", name: "Ladle test tag" }];

export function createLocalProvider({ db, secret }: { db: TDb; secret: string }): TNewsletterProvider {
  function issueTokens(): TTokenSet {
    return {
      accessToken: `local-access-${createRandomToken()}`,
      refreshToken: `local-refresh-${createRandomToken()}`,
      expiresAt: new Date(Date.now() + tokenLifetimeMs),
    };
  }

  return {
    kind: "local",
    buildAuthorizeUrl({ state, codeChallenge }) {
      const query = new URLSearchParams({ local_consent: "1", state, code_challenge: codeChallenge });
      return `${localConsentPath}?${query}`;
    },
    async exchangeCode({ code, codeVerifier, creatorId }) {
      const [expiresText, signature] = code.split(".");
      const expected = signLocalCode({
        secret,
        creatorId,
        codeChallenge: computeCodeChallenge(codeVerifier),
        expires: expiresText,
      });
      const isValid =
        signature !== undefined &&
        signature.length === expected.length &&
        timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) &&
        Number(expiresText) > Date.now();
      if (!isValid) throw new ProviderError("invalid-grant", "The local consent code is not valid.");
      return issueTokens();
    },
    async refreshTokens({ refreshToken }) {
      if (!refreshToken.startsWith("local-refresh-")) {
        throw new ProviderError("invalid-grant", "Not a local refresh token.");
      }
      return issueTokens();
    },
    async revokeToken() {},
    async findAccountName() {
      return "Ladle test list";
    },
    async listForms() {
      return [...localForms];
    },
    async listTags() {
      return [...localTags];
    },
    async addContact({ creatorId, contact }) {
      const lists = contact.target.type === "form" ? localForms : localTags;
      if (!lists.some((list) => list.id === contact.target.id)) {
        throw new ProviderError("rejected", `The local ${contact.target.type} ${contact.target.id} does not exist.`);
      }
      await db
        .insert(convertkitLocalContacts)
        .values({
          creatorId,
          readerId: contact.readerId,
          email: contact.email,
          firstName: contact.firstName,
          targetType: contact.target.type,
          targetId: contact.target.id,
        })
        .onConflictDoNothing();
    },
  };
}

/**
 * The code the local consent panel hands back when the creator allows access: valid for minutes,
 * for this creator and this PKCE challenge only.
 */
export function issueLocalConsentCode({
  secret,
  creatorId,
  codeChallenge,
}: {
  secret: string;
  creatorId: string;
  codeChallenge: string;
}): string {
  const expires = String(Date.now() + codeLifetimeMs);
  return `${expires}.${signLocalCode({ secret, creatorId, codeChallenge, expires })}`;
}

function signLocalCode({
  secret,
  creatorId,
  codeChallenge,
  expires,
}: {
  secret: string;
  creatorId: string;
  codeChallenge: string;
  expires: string | undefined;
}): string {
  return createHmac("sha256", secret)
    .update(`local-convertkit-code:${creatorId}|${codeChallenge}|${expires}`)
    .digest("base64url");
}
