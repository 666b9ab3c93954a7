import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";

/** Demo accounts seeded on first boot (README.md). */
export const demo = {
  cook: "cook@demo.ladle.test",
  creator: "creator@demo.ladle.test",
  pro: "pro@demo.ladle.test",
  fan: "fan@demo.ladle.test",
} as const;

/** Signs the page's browser context in through the development sign-in (not in production). */
export async function signIn(page: Page, email: string) {
  const response = await page.request.post("/api/dev/sign-in", { data: { email } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** An address no other test (or earlier run against the same server) uses. */
export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@e2e.ladle.test`;
}

/** A username that fits the rules (3–30 of a–z, 0–9, `_`, `.`) and is free. */
export function uniqueUsername(prefix = "e2e"): string {
  return `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(0, 30);
}

/**
 * The newest one-time code sent to an email address or phone number after `since`, read from the
 * development outbox (`GET /api/dev/outbox?to=`). Waits for it to arrive.
 */
export async function readCode(request: APIRequestContext, to: string, since: Date): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as { text: string; createdAt: string }[];
        const fresh = messages.find((m) => new Date(m.createdAt).getTime() >= since.getTime() - 1000);
        code = fresh?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a code sent to ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * Completes registration for the signed-in user of this page's context, or of an API request
 * context (POST /api/registration/complete).
 */
export async function register(
  signedIn: Page | APIRequestContext,
  profile: { name: string; username: string; isPublic?: boolean; inviteCode?: string | null },
) {
  const request = "request" in signedIn ? signedIn.request : signedIn;
  const response = await request.post("/api/registration/complete", {
    data: {
      fcm_tokens: [],
      invite_code: profile.inviteCode ?? null,
      is_public: profile.isPublic ?? true,
      name: profile.name,
      username: profile.username,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** A new, registered user signed in to this page's context; returns their address and username. */
export async function signUp(page: Page, options: { name?: string; isPublic?: boolean; prefix?: string } = {}) {
  const email = uniqueEmail(options.prefix);
  const username = uniqueUsername(options.prefix);
  await signIn(page, email);
  await register(page, { name: options.name ?? "Robin Test", username, isPublic: options.isPublic });
  return { email, username };
}

/**
 * Takes the browser's "Failed to load resource: … status of <status>" lines out of a test's console
 * errors, for tests that provoke those answers on purpose (a wrong code, a taken username), and
 * checks there was at least one. Every other console error still fails the test.
 */
export function expectFailedRequests(consoleErrors: string[], status: number) {
  const pattern = `the server responded with a status of ${status}`;
  const expected = consoleErrors.filter((message) => message.includes(pattern));
  expect(expected.length, `a failed request with status ${status}`).toBeGreaterThan(0);
  const others = consoleErrors.filter((message) => !message.includes(pattern));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

/**
 * How many pixels the page reaches past the right edge of the window (0 when it fits). The site
 * scrolls inside the shell's container, so the container is measured as well as the document: a
 * page too wide for a phone widens the container, never the document.
 */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // Parts that size themselves to their box (charts) redraw a frame or two after a resize.
    for (let frame = 0; frame < 3; frame++) await new Promise((done) => requestAnimationFrame(done));
    await new Promise((done) => setTimeout(done, 50));
    const boxes = [document.documentElement, document.querySelector(".app-scroll")].filter((box) => box !== null);
    return Math.max(0, ...boxes.map((box) => box.scrollWidth - box.clientWidth));
  });
}

/**
 * A visitor id whose paywalled-blog experiment variant is the control ("Subscribe for $5/month"):
 * every test's browser starts with it, so the call to subscribe reads the same in every run. A
 * test of the variants sets its own.
 */
export const controlVisitorId = "visitor-control";

/** Fails a test when the page logs an error or throws; pins the experiment's variant. */
export const test = base.extend<{ consoleErrors: string[]; controlVariant: undefined }>({
  controlVariant: [
    async ({ context }, use) => {
      await context.addInitScript((id) => {
        if (!localStorage.getItem("ladle.visitor-id")) localStorage.setItem("ladle.visitor-id", id);
      }, controlVisitorId);
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`${message.text()} ${message.location().url}`);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
