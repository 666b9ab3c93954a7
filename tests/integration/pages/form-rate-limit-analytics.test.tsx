// @vitest-environment happy-dom
/**
 * A page's form refused by a rate limit shows "Too many requests. Please try again later." in place
 * and sends the rate-limit analytics event a toast would (docs/product-rules.md "Errors and toasts"):
 * one event per refusal shown, not one per drawing of the page.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterEach, beforeEach, expect, it } from "vitest";
import { insertRegisteredUser } from "#db/factories/index.ts";
import { consumeRateLimit, rateLimitKey, rateLimitRules } from "#server/lib/rate-limits.ts";
import { createServiceDeps, createServices } from "#server/services.ts";
import { appContext } from "#web/context.ts";
import { addAnalyticsSink } from "#web/lib/analytics.ts";
import * as createCollectionPage from "#web/routes/collection.create.tsx";
import * as deletionRequestPage from "#web/routes/data-deletion-requests.tsx";
import { buildTestEnv, signInForTest, useTestApp } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import type { TRouteModule } from "../../helpers/page-stub.tsx";

const tooMany = "Too many requests. Please try again later.";

/** The stub renders in the browser's way: nothing until the loader has answered. */
function NothingYet() {
  return null;
}

let removeSink = () => {};
afterEach(() => {
  removeSink();
  cleanup();
});

describeEachDatabase("a rate-limited form's analytics", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  const events: { event: string; properties: Record<string, unknown> }[] = [];
  const rateLimitEvents = () => events.filter(({ event }) => event === "rate limit error");
  beforeEach(() => {
    events.length = 0;
    removeSink = addAnalyticsSink({ track: (event, properties) => events.push({ event, properties }) });
  });

  /** Renders a page's own loader, action and component, with the services the server gives them. */
  async function renderRoute(path: string, module: TRouteModule, cookie?: string) {
    const { database } = getCtx();
    const deps = createServiceDeps({ database, env: buildTestEnv() });
    const services = createServices(deps);
    const viewer = cookie ? await services.identity.findViewer({ headers: new Headers({ cookie }) }) : null;
    const context = new RouterContextProvider();
    context.set(appContext, {
      services,
      env: deps.env,
      viewer,
      isSharedCopy: false,
      requestId: "route-test",
      nonce: "",
      clientIp: "127.0.0.1",
    });
    const Stub = createRoutesStub(
      [
        {
          path,
          loader: module.loader,
          action: module.action,
          Component: module.default as ComponentType,
          HydrateFallback: NothingYet,
        },
      ],
      context,
    );
    render(<Stub initialEntries={[path]} />);
  }

  it("New collection sends one rate-limit event per refusal it shows", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db);
    const cookie = await signInForTest(getApp(), user.email);
    // The minute's new collections are used up.
    const rules = [{ windowSeconds: 60, max: 10 }];
    for (let i = 0; i < 10; i++) {
      await consumeRateLimit({ db: database.db, key: rateLimitKey("collection-create", "user", user.id), rules });
    }

    await renderRoute("/collection/create", createCollectionPage, cookie);
    fireEvent.change(await screen.findByLabelText("Name"), { target: { value: "Weeknight soups" } });
    fireEvent.click(screen.getByRole("button", { name: "Create collection" }));
    expect((await screen.findByRole("alert")).textContent).toBe(tooMany);
    await waitFor(() => expect(rateLimitEvents()).toHaveLength(1));
    expect(rateLimitEvents()[0].properties).toEqual({ context: "collection" });

    // Drawn again (typing in the form) it is the same refusal: no second event.
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Weeknight soups and stews" } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(rateLimitEvents()).toHaveLength(1);

    // Refused again, another event.
    fireEvent.click(screen.getByRole("button", { name: "Create collection" }));
    await waitFor(() => expect(rateLimitEvents()).toHaveLength(2));
  });

  it("a data deletion request refused by the hour's limit sends the rate-limit event once", async () => {
    const { db } = getCtx().database;
    const email = `limited-${Date.now()}@example.test`;
    await consumeRateLimit({
      db,
      key: rateLimitKey("deletion-request", "email", email),
      rules: rateLimitRules.deletionRequestPerEmail,
    });

    await renderRoute("/data-deletion-requests", deletionRequestPage);
    fireEvent.change(await screen.findByLabelText("Email address on your account"), { target: { value: email } });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText(/We already have a recent request from this address/)).toBeTruthy();
    await waitFor(() => expect(rateLimitEvents()).toHaveLength(1));
    expect(rateLimitEvents()[0].properties).toEqual({ context: "data deletion request" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(rateLimitEvents()).toHaveLength(1);
  });
});
