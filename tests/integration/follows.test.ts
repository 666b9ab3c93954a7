/** Following people, follower lists, and a private profile's requests. */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { insertFollow, type TRegisteredUserOptions } from "#db/factories/index.ts";
import { outbox } from "#db/schema.ts";
import { findFollowStatuses } from "#server/features/follows/service.ts";
import { changeChannel } from "#server/lib/change-bus.ts";
import { drainJobs, injectAs, insertSignedInUser, type THttpMethod, useTestApp } from "../helpers/app.ts";
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

  const call = (method: THttpMethod, url: string, cookie?: string) => injectAs(getApp(), cookie, { method, url });

  it("approves a request: the follower sees the profile, gets a notice and an email", async () => {
    const [fan, shy] = [await person(), await person({ isPublic: false, name: "Shy Cook" })];
    await follow("PUT", shy.user.id, fan.cookie);
    const lookup = () => call("GET", `/api/profiles/lookup?profile_username=${shy.profile.username}`, fan.cookie);
    expect((await lookup()).json().is_restricted).toBe(true);

    const requests = await call("GET", "/api/me/follow-requests", shy.cookie);
    expect(requests.json()).toMatchObject({ total: 1, items: [{ id: fan.user.id, username: fan.profile.username }] });
    // Nobody else answers the owner's requests.
    expect((await call("PUT", `/api/me/follow-requests/${fan.user.id}`, fan.cookie)).statusCode).toBe(404);

    const approved = await call("PUT", `/api/me/follow-requests/${fan.user.id}`, shy.cookie);
    expect(approved.json()).toEqual({ userId: fan.user.id, status: "following" });
    expect((await call("PUT", `/api/me/follow-requests/${fan.user.id}`, shy.cookie)).statusCode).toBe(404);
    expect((await lookup()).json()).toMatchObject({ is_restricted: false, followers_count: 1 });
    expect((await call("GET", "/api/me/follow-requests", shy.cookie)).json().total).toBe(0);
    const page = await getApp().inject({ method: "GET", url: `/api/users/${shy.profile.username}/followers` });
    expect(page.statusCode).toBe(403);

    const notices = await call("GET", "/api/me/follow-notices", fan.cookie);
    expect(notices.json().items).toEqual([
      expect.objectContaining({ person: expect.objectContaining({ name: "Shy Cook" }) }),
    ]);
    await drainJobs(getApp());
    const mail = await db().select().from(outbox).where(eq(outbox.to, fan.user.email));
    expect(mail.map((row) => row.subject)).toContain("Shy Cook approved your follow request");

    const noticeId = notices.json().items[0].id;
    expect((await call("DELETE", `/api/me/follow-notices/${noticeId}`, shy.cookie)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/me/follow-notices/${noticeId}`, fan.cookie)).statusCode).toBe(204);
    expect((await call("GET", "/api/me/follow-notices", fan.cookie)).json().items).toEqual([]);
  });

  it("declines a request quietly; the person may ask again", async () => {
    const [fan, shy] = [await person(), await person({ isPublic: false })];
    await follow("PUT", shy.user.id, fan.cookie);
    expect((await call("DELETE", `/api/me/follow-requests/${fan.user.id}`, shy.cookie)).json().status).toBe("none");
    expect((await call("DELETE", `/api/me/follow-requests/${fan.user.id}`, shy.cookie)).statusCode).toBe(404);
    expect((await call("GET", "/api/me/follow-notices", fan.cookie)).json().items).toEqual([]);
    expect((await call("GET", `/api/profiles/lookup?profile_id=${shy.user.id}`, fan.cookie)).json().is_restricted).toBe(
      true,
    );
    expect((await follow("PUT", shy.user.id, fan.cookie)).json().status).toBe("requested");
  });

  it("lists followers and following, newest first, approved follows only, paginated", async () => {
    const [cook, first, second, waiting] = [await person(), await person(), await person(), await person()];
    const shy = await person({ isPublic: false });
    await insertFollow(db(), { followerId: first.user.id, followeeId: cook.user.id, createdAt: new Date(2026, 0, 1) });
    await insertFollow(db(), { followerId: second.user.id, followeeId: cook.user.id, createdAt: new Date(2026, 0, 2) });
    await insertFollow(db(), { followerId: waiting.user.id, followeeId: cook.user.id, isApproved: false });
    await insertFollow(db(), { followerId: cook.user.id, followeeId: shy.user.id });

    const followers = await call("GET", `/api/users/${cook.profile.username}/followers?pageSize=1`);
    expect(followers.json()).toMatchObject({ total: 2, page: 1, items: [{ id: second.user.id }] });
    const next = await call("GET", `/api/users/${cook.profile.username}/followers?pageSize=1&page=2`);
    expect(next.json().items.map((p: { id: string }) => p.id)).toEqual([first.user.id]);
    const following = await call("GET", `/api/users/${cook.profile.username}/following`);
    expect(following.json().items).toEqual([expect.objectContaining({ id: shy.user.id, isPublic: false })]);
    expect((await call("GET", "/api/users/nobody-here/followers")).statusCode).toBe(404);
    expect((await call("GET", `/api/users/${cook.profile.username}/followers?page=0`)).statusCode).toBe(400);
  });

  it("shows a private profile's lists to its owner and approved followers only", async () => {
    const [shy, friend, stranger, asking] = [
      await person({ isPublic: false }),
      await person(),
      await person(),
      await person(),
    ];
    await insertFollow(db(), { followerId: friend.user.id, followeeId: shy.user.id });
    await insertFollow(db(), { followerId: asking.user.id, followeeId: shy.user.id, isApproved: false });
    const url = `/api/users/${shy.profile.username}/following`;
    expect((await call("GET", url, shy.cookie)).statusCode).toBe(200);
    expect((await call("GET", url, friend.cookie)).statusCode).toBe(200);
    expect((await call("GET", url, asking.cookie)).statusCode).toBe(403);
    expect((await call("GET", url, stranger.cookie)).json().message).toMatch(/private/);
    expect((await call("GET", url)).statusCode).toBe(403);
  });

  it("answers the follow statuses of the people on a shared page", async () => {
    const [fan, open, shy, other] = [await person(), await person(), await person({ isPublic: false }), await person()];
    await follow("PUT", open.user.id, fan.cookie);
    await follow("PUT", shy.user.id, fan.cookie);
    const ids = [open.user.id, shy.user.id, other.user.id].join(",");
    const answer = await call("GET", `/api/follows/statuses?userIds=${ids}`, fan.cookie);
    expect(answer.json().statuses).toEqual({
      [open.user.id]: "following",
      [shy.user.id]: "requested",
      [other.user.id]: "none",
    });
    expect(answer.headers["cache-control"]).toContain("no-store");
    expect((await call("GET", `/api/follows/statuses?userIds=${ids}`)).statusCode).toBe(401);
    expect((await call("GET", "/api/follows/statuses?userIds=", fan.cookie)).statusCode).toBe(400);
  });

  it("unfollowing an approved follow leaves the private profile closed again, and its notice goes", async () => {
    const [fan, shy] = [await person(), await person({ isPublic: false })];
    await follow("PUT", shy.user.id, fan.cookie);
    await call("PUT", `/api/me/follow-requests/${fan.user.id}`, shy.cookie);
    expect((await call("GET", "/api/me/follow-notices", fan.cookie)).json().items).toHaveLength(1);
    expect((await follow("DELETE", shy.user.id, fan.cookie)).json().status).toBe("none");
    expect((await call("GET", "/api/me/follow-notices", fan.cookie)).json().items).toEqual([]);
    expect((await call("GET", `/api/profiles/lookup?profile_id=${shy.user.id}`, fan.cookie)).json().is_restricted).toBe(
      true,
    );
  });

  it("announces both profiles and the follower on the change bus, so every process drops their pages", async () => {
    const [fan, shy] = [await person(), await person({ isPublic: false })];
    const heard: string[] = [];
    const stop = await getCtx().database.listen(changeChannel, (payload) => heard.push(payload));
    try {
      await follow("PUT", shy.user.id, fan.cookie);
      await call("PUT", `/api/me/follow-requests/${fan.user.id}`, shy.cookie);
      const expected = [`user:${fan.user.id}`, `profile:${shy.profile.username}`, `profile:${fan.profile.username}`];
      await expect.poll(() => expected.every((message) => heard.includes(message)), { timeout: 2000 }).toBe(true);
    } finally {
      await stop();
    }
  });
});
