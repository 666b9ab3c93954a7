/** Following: public profiles are followed at once, private ones after the owner approves. */
import { z } from "zod";

export const followStatuses = ["none", "following", "requested"] as const;
export type TFollowStatus = (typeof followStatuses)[number];

export const ZUserIdParams = z.object({ userId: z.string().min(1).max(128) });

export const ZFollowState = z.object({ userId: z.string(), status: z.enum(followStatuses) });
export type TFollowState = z.infer<typeof ZFollowState>;

export const ZUsernameParams = z.object({ username: z.string().min(1).max(64) });

/** Someone in a followers or following list, or a follow request. */
export const ZFollowPerson = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  isPublic: z.boolean(),
});
export type TFollowPerson = z.infer<typeof ZFollowPerson>;

export const ZFollowRequest = ZFollowPerson.extend({ requestedAt: z.iso.datetime() });
export type TFollowRequest = z.infer<typeof ZFollowRequest>;

/** "Sam approved your follow request", on the requester's own profile page until dismissed. */
export const ZFollowNotice = z.object({
  id: z.uuid(),
  person: ZFollowPerson,
  createdAt: z.iso.datetime(),
});
export type TFollowNotice = z.infer<typeof ZFollowNotice>;

export const ZFollowStatusesQuery = z.object({
  /** Comma-separated user ids: the people on the page with a follow button. */
  userIds: z
    .string()
    .min(1, "userIds: name at least one person.")
    .max(4000)
    .transform((value) => [...new Set(value.split(",").filter(Boolean))])
    .refine((ids) => ids.length >= 1 && ids.length <= 100, "userIds: name between 1 and 100 people."),
});

/** What /me's follow-request and notice buttons post. */
export const ZFollowRequestAnswer = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.enum(["approve", "decline"]), userId: z.string().min(1).max(128) }),
    z.object({ intent: z.literal("dismiss"), noticeId: z.uuid("noticeId: that is not a notice's id.") }),
  ],
  { error: "intent: choose approve, decline or dismiss." },
);

export const ZFeedQuery = z.object({
  /** Where the previous page ended (its `nextCursor`): items older than it. */
  cursor: z
    .string()
    .regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z\|[0-9a-f-]{36}$/i, "cursor: use the nextCursor of the page before.")
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(48).default(12),
});
