/** Account deletion and invite codes (issue 3). */
import { z } from "zod";

/** From /data-deletion-requests, for people who cannot sign in. */
export const ZDeletionRequestInput = z.object({
  email: z
    .email("Enter the email address of your Ladle account.")
    .max(320)
    .transform((email) => email.toLowerCase()),
  message: z.string().trim().max(2000, "Use at most 2000 characters.").default(""),
});
export type TDeletionRequestInput = z.infer<typeof ZDeletionRequestInput>;

export const ZInviteCreateInput = z.object({
  /** How many people may use the code; omitted means one. Null means no limit. */
  max_uses: z.number().int().min(1).max(10_000).nullable().default(1),
  /** Days until the code stops working; omitted means never. */
  expires_in_days: z.number().int().min(1).max(365).optional(),
});
export type TInviteCreateInput = z.infer<typeof ZInviteCreateInput>;

export const ZInvite = z.object({
  code: z.string(),
  max_uses: z.number().int().nullable(),
  use_count: z.number().int(),
  expires_at: z.date().nullable(),
  created_at: z.date(),
});
export type TInvite = z.infer<typeof ZInvite>;
