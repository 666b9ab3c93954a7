// @vitest-environment happy-dom
/**
 * Your blog's subscription prices, refused by the hour's limit of price changes: the form says
 * "Too many requests. Please try again later." (docs/product-rules.md "Errors and toasts"), not
 * "Something went wrong", and the prices stay as they were.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { createRoutesStub } from "react-router";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { insertRegisteredUser } from "#db/factories/index.ts";
import { blogPrices } from "#db/schema.ts";
import { consumeRateLimit, rateLimitKey, rateLimitRules } from "#server/lib/rate-limits.ts";
import { BlogPricingForm } from "#web/features/subscriptions/components/blog-pricing-form.tsx";
import { buildTestApp, signInForTest } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";

afterEach(() => cleanup());

function PricingForm() {
  return <BlogPricingForm prices={null} payouts={{ hasAccount: false, isOnboardingComplete: false }} />;
}

describeEachDatabase("Your blog's prices", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database);
  });
  afterAll(async () => {
    await app.close();
  });

  /** The form's requests go to the app as this creator's, as in the browser. */
  function answerAs(cookie: string) {
    globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://localhost");
      const answer = await app.inject({
        method: (init.method ?? "GET") as "GET",
        url: url.pathname + url.search,
        headers: { ...Object.fromEntries(new Headers(init.headers)), cookie },
        payload: typeof init.body === "string" ? init.body : undefined,
      });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: answer.headers as Record<string, string>,
      });
    }) as typeof fetch;
  }

  it("say 'Too many requests' when the hour's price changes are used up, and keep the prices", async () => {
    const { db } = getCtx().database;
    const { user } = await insertRegisteredUser(db, { blog: { hasPaywalledContent: true } });
    answerAs(await signInForTest(app, user.email));
    const key = rateLimitKey("payment-setup", "user", user.id);
    for (const _ of rateLimitRules.paymentSetupPerUser.flatMap((rule) => Array.from({ length: rule.max }))) {
      await consumeRateLimit({ db, key, rules: rateLimitRules.paymentSetupPerUser });
    }
    const Stub = createRoutesStub([{ path: "/me/blog", Component: PricingForm }]);
    render(<Stub initialEntries={["/me/blog"]} />);
    fireEvent.change(await screen.findByLabelText(/^Monthly/), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save prices" }));
    expect(await screen.findByText("Too many requests. Please try again later.")).toBeTruthy();
    expect(screen.queryByText("Something went wrong")).toBeNull();
    expect(await db.select().from(blogPrices)).toEqual([]);
  });
});
