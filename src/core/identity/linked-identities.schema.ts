/** A user's ways to sign in: email, verified phone and linked Google/Apple accounts. */
import { z } from "zod";

export const ZLinkedAccount = z.object({
  id: z.string(),
  providerId: z.string(),
  accountId: z.string(),
  createdAt: z.date(),
});

export const ZLinkedIdentities = z.object({
  /** Null for phone sign-ups, whose stored address is a placeholder. */
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  accounts: z.array(ZLinkedAccount),
  /** Whether an account can be unlinked without leaving the user unable to sign in. */
  canUnlinkAccount: z.boolean(),
});
export type TLinkedIdentities = z.infer<typeof ZLinkedIdentities>;
