/**
 * Followers and following lists of a profile. They say who a person is close to, so a private
 * profile's lists are shown only to its owner and the followers they approved, as its recipes are.
 * Only approved follows count: a request waiting for an answer is in nobody's list.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { TPage } from "#core/api/paging.ts";
import { AppError } from "#core/errors.ts";
import type { TFollowPerson } from "#core/follows/follow.schema.ts";
import type { TDb } from "#db/client.ts";
import { follows, profiles } from "#db/schema.ts";
import { findProfile } from "../identity/profiles.ts";
import { profileNotFoundMessage } from "./service.ts";

export const personColumns = {
  id: profiles.id,
  name: profiles.name,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
  isPublic: profiles.isPublic,
};

interface TPeopleQuery {
  db: TDb;
  username: string;
  viewerId: string | null;
  page?: number;
  pageSize?: number;
}

export type TPeoplePage = TPage<TFollowPerson> & { owner: { id: string; name: string; username: string } };

export function listFollowers(query: TPeopleQuery): Promise<TPeoplePage> {
  return listPeople(query, "followers");
}

export function listFollowing(query: TPeopleQuery): Promise<TPeoplePage> {
  return listPeople(query, "following");
}

async function listPeople(
  { db, username, viewerId, page = 1, pageSize = 24 }: TPeopleQuery,
  side: "followers" | "following",
): Promise<TPeoplePage> {
  const profile = await findProfile({ db, username, viewerId });
  if (!profile) throw new AppError("NOT_FOUND", { message: profileNotFoundMessage });
  if (profile.is_restricted) {
    throw new AppError("FORBIDDEN", {
      message: `${profile.name}'s profile is private: only people they approve see who they follow and who follows them.`,
    });
  }
  // Followers are the follows pointing at the profile; the other person is the follower, and back.
  const [ownColumn, otherColumn] =
    side === "followers" ? [follows.followeeId, follows.followerId] : [follows.followerId, follows.followeeId];
  const where = and(eq(ownColumn, profile.id), eq(follows.isApproved, true));
  const [items, [{ total }]] = await Promise.all([
    db
      .select(personColumns)
      .from(follows)
      .innerJoin(profiles, eq(profiles.id, otherColumn))
      .where(where)
      .orderBy(desc(follows.createdAt), asc(profiles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(follows)
      .innerJoin(profiles, eq(profiles.id, otherColumn))
      .where(where),
  ]);
  return {
    items,
    page,
    pageSize,
    total: Number(total),
    owner: { id: profile.id, name: profile.name, username: profile.username },
  };
}
