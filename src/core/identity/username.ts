/**
 * Usernames: 3–30 characters of a–z, 0–9, `_` and `.`, stored lowercased and
 * unique. Shared by the registration and profile forms and the server.
 */
export const usernameMinLength = 3;
export const usernameMaxLength = 30;
export const usernamePattern = /^[a-z0-9_.]{3,30}$/;

/** Names that would read as Ladle speaking, or collide with paths like /u/me. */
const reservedUsernames = new Set([
  "admin",
  "administrator",
  "api",
  "auth",
  "help",
  "ladle",
  "me",
  "moderator",
  "root",
  "settings",
  "staff",
  "support",
  "system",
]);

export function normalizeUsername(value: string): string {
  return value.trim().toLowerCase();
}

/** Why a (normalized) username cannot be used, as a sentence for the form; null when it can. */
export function usernameProblem(username: string): string | null {
  if (username.length < usernameMinLength) return `Use at least ${usernameMinLength} characters.`;
  if (username.length > usernameMaxLength) return `Use at most ${usernameMaxLength} characters.`;
  if (!usernamePattern.test(username)) return "Use only letters a–z, numbers, underscores and periods.";
  if (reservedUsernames.has(username)) return "That username is reserved. Try another.";
  return null;
}
