/** Invite codes: creators and admins hand them out, registration redeems them. */
import { z } from "zod";

export const ZInviteCreateInput = z.object({
  /** How many people may use the code; omitted means one. Null means no limit. */
  maxUses: z.number().int().min(1).max(10_000).nullable().default(1),
  /** Days until the code stops working; omitted means never. */
  expiresInDays: z.number().int().min(1).max(365).optional(),
});
export type TInviteCreateInput = z.infer<typeof ZInviteCreateInput>;

export const ZInvite = z.object({
  code: z.string(),
  maxUses: z.number().int().nullable(),
  useCount: z.number().int(),
  expiresAt: z.date().nullable(),
  createdAt: z.date(),
});
export type TInvite = z.infer<typeof ZInvite>;

/** Someone who joined with the viewer's invite code (a private profile gives no username). */
export const ZReferredFriend = z.object({
  name: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  joinedAt: z.date(),
});

/** The viewer's own invite code (null until they ask for one) and who joined with their codes. */
export const ZReferral = z.object({
  code: z.string().nullable(),
  joinedCount: z.number().int(),
  /** The most recent hundred. */
  joined: z.array(ZReferredFriend),
});
export type TReferral = z.infer<typeof ZReferral>;
