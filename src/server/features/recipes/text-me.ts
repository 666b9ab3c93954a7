/** Text Me Recipe: the recipe's link by SMS to the signed-in user's verified phone, rate-limited. */
import { eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { noVerifiedPhoneMessage, recipeNotFoundMessage } from "#core/recipes/recipes.api.ts";
import type { TDb } from "#db/client.ts";
import { users } from "#db/schema.ts";
import type { TEnv } from "#server/env.ts";
import { consumeRateLimit, rateLimitKey, type TRateLimitRule } from "#server/lib/rate-limits.ts";
import type { TMessenger } from "../messaging/service.ts";
import { findRecipeForViewer } from "./viewer-recipe.ts";

/** One text a minute, ten a day per user: enough to cook with, too few to spam anyone. */
export const textMeRateLimits: TRateLimitRule[] = [
  { windowSeconds: 60, max: 1 },
  { windowSeconds: 24 * 60 * 60, max: 10 },
];

/** "+1 ••• ••• 4567": enough to recognise your number, not enough to read it over a shoulder. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, Math.max(2, phone.length - 10))} ••• ${phone.slice(-4)}`;
}

export async function textMeRecipe({
  db,
  messenger,
  userId,
  recipeId,
  env,
}: {
  db: TDb;
  messenger: Pick<TMessenger, "sendSms">;
  userId: string;
  recipeId: string;
  env: Pick<TEnv, "publicUrl">;
}): Promise<{ sentTo: string }> {
  const recipe = await findRecipeForViewer({ db, recipeId, viewerId: userId });
  if (!recipe) throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
  const [user] = await db
    .select({ phone: users.phoneNumber, isVerified: users.phoneNumberVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.phone || !user.isVerified) throw new AppError("BAD_REQUEST", { message: noVerifiedPhoneMessage });
  const limit = await consumeRateLimit({ db, key: rateLimitKey("text-me", "user", userId), rules: textMeRateLimits });
  if (!limit.isAllowed) throw new AppError("RATE_LIMITED");
  const link = `${env.publicUrl.replace(/\/$/, "")}/recipe/${recipe.id}`;
  await messenger.sendSms({ to: user.phone, text: `${recipe.title.slice(0, 100)} on Ladle: ${link}` });
  return { sentTo: maskPhone(user.phone) };
}
