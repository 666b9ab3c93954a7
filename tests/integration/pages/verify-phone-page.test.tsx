// @vitest-environment happy-dom
/** /auth/verify (Phone Confirm) rendered below the browser: the way back when the cook changes their mind. */
import { cleanup, screen } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { insertRegisteredUser } from "#db/factories/index.ts";
import * as verifyPage from "#web/routes/auth.verify.tsx";
import { buildTestApp, signInForTest } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

afterEach(cleanup);

describeEachDatabase("/auth/verify", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database);
  });
  afterAll(async () => {
    await app.close();
  });

  it("offers Not now, back to where the cook came from, beside Text me a code", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db);
    const cookie = await signInForTest(app, user.email);
    const open = (url: string) => renderPage({ database, path: "/auth/verify", module: verifyPage, url, cookie, app });

    await open("/auth/verify?redirectTo=%2Fauth%2Fconnect");
    expect(await screen.findByRole("heading", { level: 1, name: "Add a phone number" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Text me a code" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Not now" }).getAttribute("href")).toBe("/auth/connect");
    cleanup();

    await open("/auth/verify");
    expect(await screen.findByRole("heading", { level: 1, name: "Add a phone number" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Not now" }).getAttribute("href")).toBe("/me/edit");
  });
});
