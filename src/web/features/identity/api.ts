/**
 * The identity calls the pages make (spec §7), all through `apiFetch`, which throws `ApiError` with
 * the server's `{code, message}`. Paths are better-auth's defaults under /api/auth plus Ladle's own
 * routes (src/server/features/{registration,profiles,identities,account}/routes.ts).
 */
import type { TProfile, TProfileView } from "#core/identity/profile.schema.ts";
import type { TRegistrationForm } from "#core/identity/registration.schema.ts";
import { apiFetch } from "#web/lib/errors.ts";

export interface TSignedInUser {
  id: string;
  email: string;
  name: string;
  completedRegistration: boolean;
}

export interface TSignInResult {
  token?: string;
  user: TSignedInUser;
}

export interface TIdentitySummary {
  /** Null for phone sign-ups. */
  email: string | null;
  phone_number: string | null;
  accounts: { id: string; provider_id: string; account_id: string; created_at: string }[];
  /** False when the only way in is a linked account: it cannot be removed. */
  can_unlink_account: boolean;
}

export type TIdTokenProvider = "google" | "apple";

export interface TIdToken {
  token: string;
  nonce?: string;
}

const post = <T>(path: string, body: unknown = {}) => apiFetch<T>(path, { method: "POST", body: JSON.stringify(body) });

// --- Sign in -------------------------------------------------------------------------------------

export const sendEmailCode = (email: string) =>
  post<{ success: boolean }>("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });

export const signInWithEmailCode = (email: string, otp: string) =>
  post<TSignInResult>("/api/auth/sign-in/email-otp", { email, otp });

export const sendPhoneCode = (phoneNumber: string) =>
  post<{ message?: string }>("/api/auth/phone-number/send-otp", { phoneNumber });

/** Signs in (or up) with a phone code; with `updatePhoneNumber` it confirms a number for the signed-in user. */
export const verifyPhoneCode = (phoneNumber: string, code: string, updatePhoneNumber = false) =>
  post<TSignInResult & { status?: boolean }>("/api/auth/phone-number/verify", {
    phoneNumber,
    code,
    ...(updatePhoneNumber && { updatePhoneNumber: true }),
  });

/** Sign in with an id token from Google's or Apple's own SDK (see ./id-token.ts). */
export const signInWithIdToken = (provider: TIdTokenProvider, idToken: TIdToken) =>
  post<TSignInResult>("/api/auth/sign-in/social", { provider, idToken });

export const linkIdToken = (provider: TIdTokenProvider, idToken: TIdToken) =>
  post<{ status?: boolean }>("/api/auth/link-social", { provider, idToken });

/** Takes the phone number off the account; 409 when it is the only way to sign in. */
export const removePhoneNumber = () => apiFetch<TIdentitySummary>("/api/identities/phone", { method: "DELETE" });

export const unlinkAccount = (accountId: string) =>
  post<{ status: boolean }>("/api/auth/unlink-account", { accountId });

/** Ends this device's session only (spec §4: local scope). */
export const signOutHere = () => post<{ success: boolean }>("/api/auth/sign-out");

/** Ends every session of the account, this one included. */
export const revokeAllSessions = () => post<{ status: boolean }>("/api/auth/revoke-sessions");

// --- Registration and profile -------------------------------------------------------------------

/** Records that the signed-in user agrees to the current terms (when they tick the box on the profile form). */
export const acceptTerms = () => post<{ version: string; accepted: true }>("/api/registration/terms", {});

export const completeRegistration = (input: TRegistrationForm) =>
  post<{ profile: TProfile; completed_registration: true }>("/api/registration/complete", input);

export interface TUsernameAvailability {
  username: string;
  count: number;
  is_available: boolean;
}

export const checkUsername = (username: string, signal?: AbortSignal) =>
  apiFetch<TUsernameAvailability>(`/api/profiles/username-availability?username=${encodeURIComponent(username)}`, {
    signal,
  });

export const lookupProfile = (query: { profile_id?: string; profile_username?: string }) =>
  apiFetch<TProfileView>(`/api/profiles/lookup?${new URLSearchParams(query as Record<string, string>)}`);

export type TProfileChanges = Partial<Pick<TProfile, "name" | "username" | "bio" | "is_public">>;

export const updateProfile = (changes: TProfileChanges) =>
  apiFetch<TProfile>("/api/profiles/me", { method: "PATCH", body: JSON.stringify(changes) });

/** The image itself is the body; the server crops it to a 256×256 WebP. */
export const uploadAvatar = (file: Blob) =>
  apiFetch<TProfile>("/api/profiles/me/avatar", {
    method: "POST",
    body: file,
    headers: { "content-type": file.type || "application/octet-stream" },
  });

export const getIdentities = () => apiFetch<TIdentitySummary>("/api/identities");

export const checkEmailAvailability = (newEmail: string) =>
  post<{ new_email: string; is_available: boolean }>("/api/profiles/email-availability", {
    new_email: newEmail,
    provider: "email",
  });

export const requestEmailChange = (newEmail: string) =>
  post<{ success: boolean }>("/api/auth/email-otp/request-email-change", { newEmail });

export const confirmEmailChange = (newEmail: string, otp: string) =>
  post<{ success: boolean }>("/api/auth/email-otp/change-email", { newEmail, otp });

// --- Account --------------------------------------------------------------------------------------

export const deleteAccount = () => post<{ deleted: true }>("/api/account/delete");

export const requestAccountDeletion = (email: string, message: string) =>
  post<{ id: string; status: "received" }>("/api/account/deletion-requests", { email, message });

/** The current session and user, or null when signed out. */
export const getSession = () => apiFetch<{ user: TSignedInUser } | null>("/api/auth/get-session");
