/**
 * The development sign-in (tests and local use): a session for any address without a code, made
 * with the sign-in library's test helpers, which a production server never loads.
 */
import { eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";
import { users } from "#db/schema.ts";
import type { TAuth } from "#server/features/identity/auth.ts";

interface TDevHelpers {
  createUser(overrides: Record<string, unknown>): { id: string };
  saveUser(user: { id: string }): Promise<{ id: string }>;
  login(options: { userId: string }): Promise<{ cookies: { name: string; value: string; path: string }[] }>;
}

/** Signs in as `email`, creating the user when there is none; returns the session cookies to set. */
export async function signInForDevelopment({ auth, db, email }: { auth: TAuth; db: TDb; email: string }) {
  const address = email.toLowerCase();
  const context = await auth.$context;
  const helpers = (context as unknown as { test?: TDevHelpers }).test;
  if (!helpers) throw new AppError("NOT_FOUND");
  let [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
  if (!user) user = await helpers.saveUser(helpers.createUser({ email: address, name: "", emailVerified: true }));
  const { cookies } = await helpers.login({ userId: user.id });
  return {
    userId: user.id,
    cookies: cookies.map((c) => `${c.name}=${c.value}; Path=${c.path}; HttpOnly; SameSite=Lax`),
  };
}
