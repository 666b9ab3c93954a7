/** Asking for an account's deletion without signing in (the /data-deletion-requests form). */
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

export const ZDeletionRequestReceipt = z.object({ id: z.string(), status: z.literal("received") });
