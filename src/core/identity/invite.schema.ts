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
