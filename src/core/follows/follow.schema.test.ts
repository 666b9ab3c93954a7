import { describe, expect, it } from "vitest";
import { ZFeedQuery, ZFollowRequestAnswer, ZFollowStatusesQuery } from "./follow.schema.ts";

describe("follow statuses query", () => {
  it("takes comma-separated ids, once each", () => {
    expect(ZFollowStatusesQuery.parse({ userIds: "a,b,,a" }).userIds).toEqual(["a", "b"]);
  });

  it("refuses none and more than 100", () => {
    expect(ZFollowStatusesQuery.safeParse({ userIds: "" }).success).toBe(false);
    expect(ZFollowStatusesQuery.safeParse({ userIds: "," }).success).toBe(false);
    const many = Array.from({ length: 101 }, (_, i) => `u${i}`).join(",");
    expect(ZFollowStatusesQuery.safeParse({ userIds: many }).error?.issues[0].message).toMatch(/^userIds:/);
  });
});

describe("feed query", () => {
  it("takes a page's nextCursor and a page size", () => {
    const cursor = "2026-11-20T12:03:00.000Z|0b7f2a64-3c1e-4c55-9d0e-4b2f6f1d9a10";
    expect(ZFeedQuery.parse({ cursor, pageSize: "8" })).toEqual({ cursor, pageSize: 8 });
    expect(ZFeedQuery.parse({})).toEqual({ pageSize: 12 });
  });

  it("names the cursor when it is not one", () => {
    expect(ZFeedQuery.safeParse({ cursor: "yesterday" }).error?.issues[0].message).toMatch(/^cursor:/);
  });
});

describe("follow request answers", () => {
  it("approves or declines someone, or dismisses a notice", () => {
    expect(ZFollowRequestAnswer.parse({ intent: "approve", userId: "u1" })).toEqual({
      intent: "approve",
      userId: "u1",
    });
    const noticeId = "0b7f2a64-3c1e-4c55-9d0e-4b2f6f1d9a10";
    expect(ZFollowRequestAnswer.parse({ intent: "dismiss", noticeId })).toEqual({ intent: "dismiss", noticeId });
  });

  it("refuses another intent, or a dismissal without a notice", () => {
    expect(ZFollowRequestAnswer.safeParse({ intent: "block", userId: "u1" }).error?.issues[0].message).toMatch(
      /^intent:/,
    );
    expect(ZFollowRequestAnswer.safeParse({ intent: "dismiss", noticeId: "x" }).success).toBe(false);
  });
});
