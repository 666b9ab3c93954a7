/** Following people from recipe pages and Discover Creators. */
import { expect, it } from "vitest";
import type { TRegisteredUserOptions } from "#db/factories/index.ts";
import { findFollowStatuses } from "#server/features/follows/service.ts";
import { injectAs, insertSignedInUser, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";

describeEachDatabase("follows", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;

  const person = (options: TRegisteredUserOptions = {}) => insertSignedInUser(getApp(), db(), options);
  const follow = (method: "PUT" | "DELETE", userId: string, cookie?: string) =>
    injectAs(getApp(), cookie, { method, url: `/api/users/${userId}/follow` });

  it("follows a public profile at once, idempotently, and unfollows", async () => {
    const [fan, creator] = [await person(), await person({ blog: { hasPaywalledContent: false } })];
    const first = await follow("PUT", creator.user.id, fan.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ userId: creator.user.id, status: "following" });
    expect((await follow("PUT", creator.user.id, fan.cookie)).json().status).toBe("following");
    expect(await findFollowStatuses({ db: db(), followerId: fan.user.id, followeeIds: [creator.user.id] })).toEqual({
      [creator.user.id]: "following",
    });
    expect((await follow("DELETE", creator.user.id, fan.cookie)).json().status).toBe("none");
    expect(await findFollowStatuses({ db: db(), followerId: fan.user.id, followeeIds: [creator.user.id] })).toEqual({
      [creator.user.id]: "none",
    });
  });

  it("asks a private profile for approval", async () => {
    const [fan, shy] = [await person(), await person({ isPublic: false })];
    expect((await follow("PUT", shy.user.id, fan.cookie)).json().status).toBe("requested");
  });

  it("refuses visitors, yourself and nobody", async () => {
    const me = await person();
    expect((await follow("PUT", me.user.id)).statusCode).toBe(401);
    expect((await follow("PUT", me.user.id, me.cookie)).statusCode).toBe(400);
    expect((await follow("PUT", "no-such-user", me.cookie)).statusCode).toBe(404);
  });
});
