/**
 * /api/blogs/:blogId/checkout and prices, /api/me/subscriptions…, /api/me/blog/prices,
 * /api/me/payouts/onboarding, the provider's webhook (/api/payments/webhook) and the test mode's
 * checkout and receipt pages.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { signInRedirect } from "#core/access/guard.ts";
import { AppError } from "#core/errors.ts";
import { paymentsDevApi, subscriptionsApi } from "#core/subscriptions/subscriptions.api.ts";
import { signatureHeader } from "#server/lib/payments/webhook-signature.ts";
import { route } from "#server/lib/route.ts";
import { requireAccess } from "#server/plugins/access.ts";
import type { TServices } from "#server/services.ts";
import { renderTestNotFound, type TTestCheckoutOutcome } from "./test-mode.ts";

/** A provider's event is a few kilobytes; Stripe's largest are well under this. */
const webhookBodyLimit = 512 * 1024;
const outcomes = new Set<TTestCheckoutOutcome>(["pay", "fail", "cancel"]);

/**
 * Sends a test-mode page. These are opened in the browser from a link (the payments page, an
 * email), so a checkout or receipt that is not there is a page saying so, not the API's JSON.
 */
async function sendTestPage(reply: FastifyReply, render: () => Promise<string>) {
  const html = "text/html; charset=utf-8";
  try {
    return reply.type(html).send(await render());
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "NOT_FOUND") throw error;
    return reply.code(404).type(html).send(renderTestNotFound(error.message));
  }
}

export async function registerSubscriptionRoutes(api: FastifyInstance, { subscriptions }: TServices) {
  route(api, subscriptionsApi, "checkout", async (request) => {
    // Paying makes an account a subscriber: only one that finished registering, as every account API.
    const viewer = await requireAccess(request, "authorized");
    return subscriptions.startCheckout({
      readerId: viewer.userId,
      readerEmail: viewer.email,
      blogId: request.params.blogId,
      interval: request.body.interval,
      returnTo: request.body.returnTo,
    });
  });

  route(api, subscriptionsApi, "blogPrices", async (request) =>
    subscriptions.findBlogOffer({ blogId: request.params.blogId }),
  );

  route(api, subscriptionsApi, "listMine", async (request) => {
    const viewer = await requireAccess(request, "private");
    return { subscriptions: await subscriptions.listMine({ userId: viewer.userId }) };
  });

  route(api, subscriptionsApi, "findMine", async (request) => {
    const viewer = await requireAccess(request, "private");
    return subscriptions.findMine({ userId: viewer.userId, subscriptionId: request.params.id });
  });

  for (const [name, cancel] of [
    ["cancel", true],
    ["reactivate", false],
  ] as const) {
    route(api, subscriptionsApi, name, async (request) => {
      const viewer = await requireAccess(request, "private");
      return subscriptions.changeCancellation({ userId: viewer.userId, subscriptionId: request.params.id, cancel });
    });
  }

  route(api, subscriptionsApi, "payments", async (request) => {
    const viewer = await requireAccess(request, "private");
    return subscriptions.listPayments({ userId: viewer.userId, subscriptionId: request.params.id });
  });

  route(api, subscriptionsApi, "pricing", async (request) => {
    const viewer = await requireAccess(request, "private");
    return subscriptions.loadPricing({ userId: viewer.userId });
  });

  route(api, subscriptionsApi, "savePrices", async (request) => {
    const viewer = await requireAccess(request, "private");
    const { monthlyAmount, yearlyAmount = null } = request.body;
    return subscriptions.savePrices({ userId: viewer.userId, input: { monthlyAmount, yearlyAmount } });
  });

  route(api, subscriptionsApi, "payoutOnboarding", async (request) => {
    const viewer = await requireAccess(request, "private");
    return subscriptions.startPayoutOnboarding({
      userId: viewer.userId,
      email: viewer.email,
      returnTo: request.body.returnTo,
    });
  });

  await api.register(async (scope) => {
    // The signature covers the exact bytes sent, so the body is kept as it came.
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: webhookBodyLimit },
      (_r, body, done) => done(null, body),
    );
    scope.post("/payments/webhook", { schema: { hide: true } }, async (request, reply) => {
      const signature = request.headers[signatureHeader];
      await subscriptions.receiveWebhook({
        rawBody: typeof request.body === "string" ? request.body : "",
        signature: typeof signature === "string" ? signature : undefined,
      });
      return reply.send({ received: true });
    });
  });

  await api.register(async (scope) => {
    // The test checkout's buttons are a plain HTML form.
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
      "/payments/test-checkout/:id",
      { schema: { hide: true } },
      async (request, reply) => {
        const viewer = await request.getViewer();
        if (!viewer) return reply.redirect(signInRedirect(request.url));
        return sendTestPage(reply, () =>
          subscriptions.renderTestCheckout({
            userId: viewer.userId,
            checkoutId: request.params.id,
            isDeclined: request.query.declined === "1",
            query: request.url.split("?")[1] ?? "",
          }),
        );
      },
    );
    scope.post<{ Params: { id: string }; Querystring: Record<string, string>; Body: Record<string, string> }>(
      "/payments/test-checkout/:id",
      { schema: { hide: true } },
      async (request, reply) => {
        const viewer = await requireAccess(request, "private");
        const outcome = request.body?.outcome as TTestCheckoutOutcome;
        if (!outcomes.has(outcome))
          throw new AppError("VALIDATION_FAILED", { message: "outcome: must be pay, fail or cancel." });
        const next = await subscriptions.completeTestCheckout({
          userId: viewer.userId,
          checkoutId: request.params.id,
          outcome,
          successUrl: request.query.success,
          cancelUrl: request.query.cancel,
        });
        return reply.redirect(next, 303);
      },
    );
    scope.get<{ Params: { id: string } }>(
      "/payments/test-receipts/:id",
      { schema: { hide: true } },
      async (request, reply) => {
        // A receipt is opened from the payments page or an email, as a page: signing in comes back to it.
        const viewer = await request.getViewer();
        if (!viewer) return reply.redirect(signInRedirect(request.url));
        return sendTestPage(reply, () =>
          subscriptions.renderTestReceipt({ userId: viewer.userId, invoiceId: request.params.id }),
        );
      },
    );
  });
}

/** Development only (registered with the other development routes). */
export async function registerPaymentDevRoutes(
  api: FastifyInstance,
  { subscriptions }: Pick<TServices, "subscriptions">,
) {
  route(api, paymentsDevApi, "advanceTestClock", async (request) => subscriptions.advanceTestClock(request.body));
}
