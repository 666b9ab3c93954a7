/**
 * Ladle's rules around better-auth's endpoints, as a plugin of before-hooks:
 * - rate limits on sending and checking codes and on id-token sign-in, stored in PostgreSQL
 *   (better-auth's own limiter is per process and its 429 lacks our 'Rate limit' text);
 * - no codes to the placeholder addresses of phone accounts;
 * - never unlink the last way a user can sign in.
 */
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { defaultMessages } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";
import { consumeRateLimit, rateLimitKey, rateLimitRules, type TRateLimitRule } from "#server/lib/rate-limits.ts";
import { clientIpHeader } from "./client-ip.ts";
import { canUnlinkAccount } from "./linked-identities.ts";
import { isPlaceholderEmail } from "./phone.ts";

type TDestinationField = "email" | "newEmail" | "phoneNumber";

/** Endpoints that send a code, and the body field naming where it goes. */
const codeSendPaths = new Map<string | undefined, TDestinationField>([
  ["/email-otp/send-verification-otp", "email"],
  ["/email-otp/request-email-change", "newEmail"],
  ["/phone-number/send-otp", "phoneNumber"],
]);

/** Endpoints that check a code. */
const codeVerifyPaths = new Map<string | undefined, TDestinationField>([
  ["/sign-in/email-otp", "email"],
  ["/email-otp/verify-email", "email"],
  ["/email-otp/check-verification-otp", "email"],
  ["/email-otp/change-email", "newEmail"],
  ["/phone-number/verify", "phoneNumber"],
]);

const idTokenPaths = new Set<string | undefined>(["/sign-in/social", "/link-social"]);

export function ladleAuthHooks({ db, isRateLimited }: { db: TDb; isRateLimited: boolean }) {
  async function limit(purpose: string, kind: "email" | "phone" | "ip", value: string, rules: TRateLimitRule[]) {
    if (!isRateLimited) return;
    const result = await consumeRateLimit({ db, key: rateLimitKey(purpose, kind, value), rules });
    if (result.isAllowed) return;
    throw new APIError(
      "TOO_MANY_REQUESTS",
      { code: "RATE_LIMITED", message: defaultMessages.RATE_LIMITED },
      { "retry-after": String(result.retryAfterSeconds) },
    );
  }

  return {
    id: "ladle-auth-hooks",
    hooks: {
      before: [
        {
          matcher: (ctx) => codeSendPaths.has(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            const field = codeSendPaths.get(ctx.path) ?? "email";
            const destination = destinationOf(ctx.body, field);
            if (!destination) return;
            const kind = field === "phoneNumber" ? "phone" : "email";
            if (kind === "email" && isPlaceholderEmail(destination)) {
              throw APIError.from("BAD_REQUEST", { code: "INVALID_EMAIL", message: "Invalid email" });
            }
            const ip = clientIpOf(ctx.request?.headers);
            if (ip) await limit("code-send", "ip", ip, rateLimitRules.codeSendPerIp);
            await limit("code-send", kind, destination, rateLimitRules.codeSendPerDestination);
          }),
        },
        {
          matcher: (ctx) => codeVerifyPaths.has(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            const field = codeVerifyPaths.get(ctx.path) ?? "email";
            const destination = destinationOf(ctx.body, field);
            const ip = clientIpOf(ctx.request?.headers);
            if (ip) await limit("code-verify", "ip", ip, rateLimitRules.codeVerifyPerIp);
            if (destination) {
              const kind = field === "phoneNumber" ? "phone" : "email";
              await limit("code-verify", kind, destination, rateLimitRules.codeVerifyPerDestination);
            }
          }),
        },
        {
          matcher: (ctx) => idTokenPaths.has(ctx.path) && Boolean((ctx.body as { idToken?: unknown })?.idToken),
          handler: createAuthMiddleware(async (ctx) => {
            const ip = clientIpOf(ctx.request?.headers);
            if (ip) await limit("id-token", "ip", ip, rateLimitRules.idTokenPerIp);
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/unlink-account",
          handler: createAuthMiddleware(async (ctx) => {
            const accountId = (ctx.body as { accountId?: unknown })?.accountId;
            if (typeof accountId !== "string") return;
            const session = await getSessionFromCtx(ctx);
            if (!session) return;
            if (!(await canUnlinkAccount({ db, userId: session.user.id, accountId }))) {
              throw APIError.from("BAD_REQUEST", {
                code: "LAST_IDENTITY",
                message: "This is your only way to sign in. Link another one before removing it.",
              });
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

function destinationOf(body: unknown, field: TDestinationField): string | null {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : null;
}

function clientIpOf(headers: Headers | undefined): string | null {
  return headers?.get(clientIpHeader) || null;
}
