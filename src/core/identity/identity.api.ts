/**
 * Identity's endpoints: Ladle's own (registration, terms, profiles, linked identities, invites,
 * account deletion) and the sign-in library's under /api/auth that the browser calls (codes,
 * id tokens, linking, sessions, email change), the latter marked `isAuthLibrary`.
 */
import { z } from "zod";
import { editConflictResponse } from "../api/edit-version.ts";
import { defineEndpoints } from "../api/endpoint.ts";
import { ZDeletionRequestInput, ZDeletionRequestReceipt } from "./account.schema.ts";
import {
  ZEmailChangeConfirmInput,
  ZEmailChangeInput,
  ZEmailCodeSignInInput,
  ZIdTokenInput,
  ZSendEmailCodeInput,
  ZSendPhoneCodeInput,
  ZSession,
  ZSignInResult,
  ZStatus,
  ZSuccess,
  ZUnlinkAccountInput,
  ZVerifyPhoneInput,
} from "./auth-library.schema.ts";
import { avatarContentTypes } from "./avatar.ts";
import { ZInvite, ZInviteCreateInput, ZReferral } from "./invite.schema.ts";
import { ZLinkedIdentities } from "./linked-identities.schema.ts";
import {
  ZEmailAvailability,
  ZEmailAvailabilityInput,
  ZProfile,
  ZProfileLookupQuery,
  ZProfileUpdate,
  ZProfileView,
  ZUsernameAvailability,
  ZUsernameAvailabilityQuery,
} from "./profile.schema.ts";
import { ZRegistrationInput } from "./registration.schema.ts";

export const profileNotFoundMessage = "There is no such profile.";

export const identityApi = defineEndpoints("identity", {
  completeRegistration: {
    method: "POST",
    path: "/registration/complete",
    summary: "Complete registration (complete_registration_v3)",
    description:
      "For a signed-in user who has not registered yet: creates the profile, stores push tokens, records the invite and sets completedRegistration. 409 when the username is taken (or the user is already registered); 400 `invite_code: …` when the invite code is not valid, in which case nothing is saved.",
    isSignedIn: true,
    body: ZRegistrationInput,
    response: z.object({ profile: ZProfile, completedRegistration: z.literal(true) }),
  },
  acceptTerms: {
    method: "POST",
    path: "/registration/terms",
    summary: "Agree to the current terms (the sign-up terms step)",
    description: "Records that the signed-in user agreed to this version of the terms, and when. Idempotent.",
    isSignedIn: true,
    response: z.object({ version: z.string(), accepted: z.literal(true) }),
  },
  listIdentities: {
    method: "GET",
    path: "/identities",
    summary: "Your ways to sign in (get user identities)",
    description: [
      "Email address (null for phone sign-ups), verified phone number and linked Google/Apple accounts.",
      "Link one with `POST /api/auth/link-social {provider, idToken: {token, nonce}}`;",
      "unlink with `POST /api/auth/unlink-account {accountId}` (an `id` from this list), which refuses",
      "with LAST_IDENTITY when it would leave no way to sign in. Sign out: `POST /api/auth/sign-out`;",
      "everywhere: `POST /api/auth/revoke-sessions`.",
    ].join(" "),
    isSignedIn: true,
    response: ZLinkedIdentities,
  },
  removePhoneNumber: {
    method: "DELETE",
    path: "/identities/phone",
    summary: "Remove your phone number",
    description:
      "Takes the verified phone number off your account. 409 when it is your only way to sign in (no email address, no linked account); 404 when there is none.",
    isSignedIn: true,
    response: ZLinkedIdentities,
  },
  createInvite: {
    method: "POST",
    path: "/invites",
    summary: "Create an invite code (creators and admins)",
    description: "`maxUses` defaults to 1 (null: no limit); `expiresInDays` is optional.",
    isSignedIn: true,
    body: ZInviteCreateInput,
    status: 201,
    response: ZInvite,
  },
  listInvites: {
    method: "GET",
    path: "/invites",
    summary: "Your invite codes, newest first (creators and admins)",
    isSignedIn: true,
    response: z.array(ZInvite),
  },
  getReferral: {
    method: "GET",
    path: "/me/referral",
    summary: "Your invite code and the friends who joined with it",
    description: "`code` is null until you ask for one (PUT /me/referral/code).",
    isSignedIn: true,
    response: ZReferral,
  },
  createReferralCode: {
    method: "PUT",
    path: "/me/referral/code",
    summary: "Get your invite code, made the first time you ask",
    description: "One code for everyone you invite: no limit of uses, no expiry. Idempotent.",
    isSignedIn: true,
    response: ZReferral,
  },
  deleteAccount: {
    method: "POST",
    path: "/account/delete",
    summary: "Delete your account and sign out (delete-user)",
    description:
      "Deletes the signed-in user and everything only they own: sessions, identities, profile, blog, recipes (public ones too), collections, follows, push tokens, invite codes, pending codes. People they invited keep their accounts. See docs/decisions/005.",
    isSignedIn: true,
    response: z.object({ deleted: z.literal(true) }),
  },
  requestAccountDeletion: {
    method: "POST",
    path: "/account/deletion-requests",
    summary: "Ask for an account to be deleted without signing in",
    description:
      "For /data-deletion-requests. Stores the request, emails a confirmation to the address and tells the team. One request per address an hour, five per client.",
    body: ZDeletionRequestInput,
    status: 202,
    response: ZDeletionRequestReceipt,
  },
});

export const profilesApi = defineEndpoints("profiles", {
  checkUsername: {
    method: "GET",
    path: "/profiles/username-availability",
    summary: "Is this username free?",
    description:
      "Counts profiles with this username (lowercased) and an id other than the caller's; available when 0. 401 'No current user' when signed out.",
    isSignedIn: true,
    query: ZUsernameAvailabilityQuery,
    response: ZUsernameAvailability,
  },
  checkEmail: {
    method: "POST",
    path: "/profiles/email-availability",
    summary: "Is this email address free? (check_email_availability_v2)",
    description: "For changing the address on /me/edit. Limited to 60 checks an hour per user.",
    isSignedIn: true,
    body: ZEmailAvailabilityInput,
    response: ZEmailAvailability,
  },
  lookup: {
    method: "GET",
    path: "/profiles/lookup",
    summary: "One profile by id or username (get_profile)",
    description:
      "Open to everyone. A private profile shows only id, name, username and avatar (`is_restricted: true`) to anyone but its owner and approved followers. 404 when there is no such profile.",
    query: ZProfileLookupQuery,
    response: ZProfileView,
  },
  updateMine: {
    method: "PATCH",
    path: "/profiles/me",
    summary: "Update your profile",
    description:
      "Name, username (lowercased), bio and public/private. An `id` in the body must be your own (403 otherwise). Returns the row; 409 when the username is taken. With `expected_updated_at` (the `updated_at` your copy was read with), a profile changed since then (its avatar too) is left as it is: 409 EDIT_CONFLICT.",
    isSignedIn: true,
    body: ZProfileUpdate,
    response: ZProfile,
    failures: { 409: `CONFLICT: that username is taken. ${editConflictResponse}` },
  },
  uploadAvatar: {
    method: "POST",
    path: "/profiles/me/avatar",
    summary: "Upload your avatar",
    description: `The request body is the image itself (Content-Type ${avatarContentTypes.join(", ")}; at most 5 MB). It is cropped and resized to 256×256 WebP. Returns the profile row.`,
    isSignedIn: true,
    hasRawBody: true,
    response: ZProfile,
  },
});

/** The sign-in library's endpoints the browser calls; typed here, answered by the library itself. */
export const authLibraryApi = defineEndpoints("identity", {
  sendEmailCode: {
    method: "POST",
    path: "/auth/email-otp/send-verification-otp",
    summary: "Email a sign-in code",
    isAuthLibrary: true,
    body: ZSendEmailCodeInput,
    response: ZSuccess,
  },
  signInWithEmailCode: {
    method: "POST",
    path: "/auth/sign-in/email-otp",
    summary: "Sign in (or up) with an emailed code",
    isAuthLibrary: true,
    body: ZEmailCodeSignInInput,
    response: ZSignInResult,
  },
  sendPhoneCode: {
    method: "POST",
    path: "/auth/phone-number/send-otp",
    summary: "Text a sign-in code",
    isAuthLibrary: true,
    body: ZSendPhoneCodeInput,
    response: z.object({ message: z.string() }),
  },
  verifyPhoneCode: {
    method: "POST",
    path: "/auth/phone-number/verify",
    summary: "Sign in (or up) with a texted code, or confirm a number for the signed-in user",
    isAuthLibrary: true,
    body: ZVerifyPhoneInput,
    response: ZSignInResult.extend({ status: z.boolean() }),
  },
  signInWithIdToken: {
    method: "POST",
    path: "/auth/sign-in/social",
    summary: "Sign in with a Google or Apple id token",
    isAuthLibrary: true,
    body: ZIdTokenInput,
    response: ZSignInResult,
  },
  linkIdToken: {
    method: "POST",
    path: "/auth/link-social",
    summary: "Link a Google or Apple account by its id token",
    isAuthLibrary: true,
    body: ZIdTokenInput,
    response: z.object({ status: z.boolean().optional() }),
  },
  unlinkAccount: {
    method: "POST",
    path: "/auth/unlink-account",
    summary: "Unlink a Google or Apple account",
    isAuthLibrary: true,
    body: ZUnlinkAccountInput,
    response: ZStatus,
  },
  requestEmailChange: {
    method: "POST",
    path: "/auth/email-otp/request-email-change",
    summary: "Send a code to a new email address",
    isAuthLibrary: true,
    body: ZEmailChangeInput,
    response: ZSuccess,
  },
  changeEmail: {
    method: "POST",
    path: "/auth/email-otp/change-email",
    summary: "Move the account to the new address once its code is right",
    isAuthLibrary: true,
    body: ZEmailChangeConfirmInput,
    response: ZSuccess,
  },
  signOut: {
    method: "POST",
    path: "/auth/sign-out",
    summary: "End this device's session",
    isAuthLibrary: true,
    response: ZSuccess,
  },
  revokeSessions: {
    method: "POST",
    path: "/auth/revoke-sessions",
    summary: "End every session of the account, this one included",
    isAuthLibrary: true,
    response: ZStatus,
  },
  getSession: {
    method: "GET",
    path: "/auth/get-session",
    summary: "The current session and user, or null when signed out",
    isAuthLibrary: true,
    response: ZSession.nullable(),
  },
});
