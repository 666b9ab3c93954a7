/**
 * The actions of Edit Collection's and Your blog's details forms when the save names a version that
 * is no longer the latest: nothing changes, the answer is the form as posted (so the page shows the
 * cook's changes again, with or without its script), and "Save mine over it" saves it.
 */
import type { FastifyInstance } from "fastify";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertCollection, insertRegisteredUser } from "#db/factories/index.ts";
import { appContext } from "#web/context.ts";
import { runBlogEditorAction } from "#web/features/blogs/blog-actions.server.ts";
import * as editCollectionPage from "#web/routes/collection.$collectionId.edit.tsx";
import { buildTestApp, signInForTest } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { servicesFor } from "../../helpers/page-stub.tsx";

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describeEachDatabase("details forms saved from a page opened before another save", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database);
  });
  afterAll(async () => {
    await app.close();
  });
  const services = () => servicesFor(getCtx().database).services;

  /** A cook with the route context their page's action gets. */
  async function signedIn() {
    const account = await insertRegisteredUser(getCtx().database.db);
    const cookie = await signInForTest(app, account.user.email);
    const viewer = await services().identity.findViewer({ headers: new Headers({ cookie }) });
    const context = new RouterContextProvider();
    const { deps } = servicesFor(getCtx().database);
    context.set(appContext, {
      services: services(),
      env: deps.env,
      viewer,
      isSharedCopy: false,
      requestId: "route-test",
      nonce: "",
      clientIp: "127.0.0.1",
    });
    return { ...account, context };
  }

  it("Edit Collection answers a stale save with the form as posted, and saves it over the newer one when asked", async () => {
    const { user, context } = await signedIn();
    const { id } = await insertCollection(getCtx().database.db, {
      ownerId: user.id,
      name: "Soups",
      description: "Warm ones.",
    });
    const opened = await services().collections.loadEditor({ userId: user.id, collectionId: id });
    await services().collections.update({
      userId: user.id,
      collectionId: id,
      input: { description: "From the phone." },
    });
    const post = (fields: Record<string, string>) =>
      editCollectionPage.action({
        params: { collectionId: id },
        request: new Request(`http://localhost/collection/${id}/edit`, { method: "POST", body: formOf(fields) }),
        context,
      } as never);
    const laptop = {
      _js: "0",
      intent: "save",
      name: "Soups from the laptop",
      description: "Warm ones.",
      visibility: "public",
      cover: "auto",
      expectedUpdatedAt: opened.updatedAt.toISOString(),
    };

    const refused = await post(laptop);
    expect(refused).toEqual({ ok: false, isConflict: true, posted: laptop, formError: null });
    expect(await services().collections.loadEditor({ userId: user.id, collectionId: id })).toMatchObject({
      name: "Soups",
      description: "From the phone.",
    });

    // "Save mine over it" posts the same fields with `overwrite`: the whole form wins.
    const saved = await post({ ...laptop, overwrite: "1" });
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).headers.get("location")).toBe(`/collection/${id}`);
    expect(await services().collections.loadEditor({ userId: user.id, collectionId: id })).toMatchObject({
      name: "Soups from the laptop",
      description: "Warm ones.",
    });
  });

  it("Your blog answers a stale save of its details with the form as posted, and saves it over the newer one when asked", async () => {
    const { user } = await insertRegisteredUser(getCtx().database.db, {
      blog: { hasPaywalledContent: false, title: "Stew Season" },
    });
    const all = services();
    const opened = (await all.blogs.loadEditor({ userId: user.id })).blog;
    await all.blogs.update({ userId: user.id, input: { description: "From the phone." } });
    const post = (fields: Record<string, string>) =>
      runBlogEditorAction({ form: formOf(fields), services: all, userId: user.id });
    const laptop = {
      intent: "settings",
      title: "Stew Season from the laptop",
      shortlink: opened.shortlink,
      description: opened.description,
      expectedUpdatedAt: opened.updatedAt.toISOString(),
    };

    const refused = await post(laptop);
    expect(refused).toEqual({
      ok: false,
      isConflict: true,
      intent: "settings",
      errors: {},
      posted: laptop,
      formError: null,
    });
    expect((await all.blogs.loadEditor({ userId: user.id })).blog).toMatchObject({
      title: "Stew Season",
      description: "From the phone.",
    });

    const saved = await post({ ...laptop, overwrite: "1" });
    expect((saved as Response).headers.get("location")).toBe("/me/blog");
    expect((await all.blogs.loadEditor({ userId: user.id })).blog).toMatchObject({
      title: "Stew Season from the laptop",
      description: opened.description,
    });
  });
});
