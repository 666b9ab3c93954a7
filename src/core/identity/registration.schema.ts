/** The registration form and `POST /api/registration/complete` (complete_registration_v3). */
import { z } from "zod";
import { normalizeUsername, usernameProblem } from "./username.ts";

/** A username as typed; the result is normalized (trimmed, lowercased) and checked. */
export const ZUsername = z
  .string()
  .max(100)
  .transform(normalizeUsername)
  .superRefine((username, ctx) => {
    const problem = usernameProblem(username);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const ZDisplayName = z.string().trim().min(1, "Enter your name.").max(80, "Use at most 80 characters.");

/** Invite codes are letters and digits; empty means none. */
export const ZInviteCodeInput = z
  .string()
  .trim()
  .max(40)
  .transform((code) => code.toUpperCase())
  .nullish()
  .transform((code) => code || null);

export const ZRegistrationInput = z.object({
  /** Push-notification tokens of the user's devices; the web sends none. */
  fcm_tokens: z.array(z.string().trim().min(1).max(4096)).max(20).default([]),
  invite_code: ZInviteCodeInput,
  is_public: z.boolean(),
  name: ZDisplayName,
  username: ZUsername,
});
export type TRegistrationInput = z.infer<typeof ZRegistrationInput>;
/** What a form sends before the transforms above. */
export type TRegistrationForm = z.input<typeof ZRegistrationInput>;
