/**
 * What the browser sends to and reads from the sign-in library's own endpoints under /api/auth.
 * The library validates and answers these itself; the schemas describe the parts Ladle uses, so the
 * browser's calls are typed like every other.
 */
import { z } from "zod";

/** A six-digit code as typed. */
const ZCode = z.string().regex(/^\d{6}$/);
const ZEmail = z.email().max(320);
/** E.164: a plus, a country code and up to 15 digits in all. */
const ZPhoneNumber = z.string().regex(/^\+[1-9]\d{6,14}$/);

export const idTokenProviders = ["google", "apple"] as const;
export type TIdTokenProvider = (typeof idTokenProviders)[number];

/** An id token from Google's or Apple's own SDK, with the nonce the page asked it to carry. */
export const ZIdToken = z.object({ token: z.string(), nonce: z.string().optional() });
export type TIdToken = z.infer<typeof ZIdToken>;

/** The signed-in user as the library answers it (Ladle's own fields included). */
export const ZSignedInUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  completedRegistration: z.boolean(),
});
export type TSignedInUser = z.infer<typeof ZSignedInUser>;

export const ZSignInResult = z.object({ token: z.string().nullish(), user: ZSignedInUser });

export const ZSendEmailCodeInput = z.object({
  email: ZEmail,
  type: z.enum(["sign-in", "email-verification"]),
});
export const ZEmailCodeSignInInput = z.object({ email: ZEmail, otp: ZCode });
export const ZSendPhoneCodeInput = z.object({ phoneNumber: ZPhoneNumber });
export const ZVerifyPhoneInput = z.object({
  phoneNumber: ZPhoneNumber,
  code: ZCode,
  /** Confirms the number for the signed-in user instead of signing in with it. */
  updatePhoneNumber: z.boolean().optional(),
});
export const ZIdTokenInput = z.object({ provider: z.enum(idTokenProviders), idToken: ZIdToken });
export const ZUnlinkAccountInput = z.object({ accountId: z.string() });
export const ZEmailChangeInput = z.object({ newEmail: ZEmail });
export const ZEmailChangeConfirmInput = z.object({ newEmail: ZEmail, otp: ZCode });

export const ZSuccess = z.object({ success: z.boolean() });
export const ZStatus = z.object({ status: z.boolean() });

export const ZSession = z.object({
  session: z.object({ userId: z.string(), expiresAt: z.date() }),
  user: ZSignedInUser,
});
