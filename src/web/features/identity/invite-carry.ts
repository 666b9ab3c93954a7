/**
 * An invite link (/auth?invite=CODE) is opened before sign-in, and the code is needed a few pages
 * later, on Create your profile: this browser keeps it until then (a month at most), and forgets it
 * once the profile is made.
 */
const storageKey = "ladle.invite";
const keptForMs = 30 * 24 * 60 * 60 * 1000;

export function rememberInvite(code: string): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify({ code: code.trim().slice(0, 40), at: Date.now() }));
  } catch {
    // Storage can be off (private windows); the code can still be typed.
  }
}

export function recallInvite(): string {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? "null") as { code?: unknown; at?: unknown } | null;
    const isFresh = typeof saved?.at === "number" && Date.now() - saved.at < keptForMs;
    return isFresh && typeof saved?.code === "string" ? saved.code : "";
  } catch {
    return "";
  }
}

export function forgetInvite(): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing was kept.
  }
}
