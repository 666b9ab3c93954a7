/**
 * Profiles as the API sends and accepts them: the product's profile row, get_profile's answer and the
 * profile update. These keep the product's snake_case field names, so clients written against them
 * work unchanged.
 */
import { z } from "zod";
import { ZExpectedUpdatedAtSnake } from "../api/edit-version.ts";
import { ZDisplayName, ZUsername } from "./registration.schema.ts";

/** The whole row: for the owner, and for anyone when the profile is public (or they follow it). */
export const ZProfile = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  is_public: z.boolean(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  created_at: z.date(),
  updated_at: z.date(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** get_profile's answer: the row plus counts, or only name, username and avatar when private. */
export const ZProfileView = z.discriminatedUnion("is_restricted", [
  ZProfile.extend({
    is_restricted: z.literal(false),
    followers_count: z.number().int(),
    following_count: z.number().int(),
    blog: z.object({ shortlink: z.string(), title: z.string(), has_paywalled_content: z.boolean() }).nullable(),
  }),
  z.object({
    is_restricted: z.literal(true),
    id: z.string(),
    name: z.string(),
    username: z.string(),
    avatar_url: z.string().nullable(),
    is_public: z.literal(false),
  }),
]);
export type TProfileView = z.infer<typeof ZProfileView>;

export const ZProfileLookupQuery = z
  .object({
    profile_id: z.string().trim().min(1).max(100).optional(),
    profile_username: z.string().trim().min(1).max(100).optional(),
  })
  .refine((q) => q.profile_id || q.profile_username, { message: "Give profile_id or profile_username." });

export const profileChangedMessage =
  "Your profile was changed in another tab or on another device after you opened it, so nothing was saved.";

/** The profile update: the fields plus, optionally, the row's own id and the version it was made on. */
export const ZProfileUpdate = z
  .object({
    /** When sent it must be the caller's own id; anything else is refused (403). */
    id: z.string().max(100).optional(),
    name: ZDisplayName.optional(),
    username: ZUsername.optional(),
    bio: z.string().trim().max(500, "Use at most 500 characters.").optional(),
    is_public: z.boolean().optional(),
    /** The row's `updated_at` when the form was opened: a profile saved since is not overwritten (409). */
    expected_updated_at: ZExpectedUpdatedAtSnake,
  })
  .strict();
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

export const ZUsernameAvailabilityQuery = z.object({ username: ZUsername });

export const ZUsernameAvailability = z.object({
  username: z.string(),
  /** Profiles with this username and a different id than the caller's. */
  count: z.number().int(),
  isAvailable: z.boolean(),
});

/** check_email_availability_v2, for changing the address on /me/edit. */
export const ZEmailAvailabilityInput = z.object({
  new_email: z
    .email()
    .max(320)
    .transform((email) => email.toLowerCase()),
  /** The sign-in method the address is for. */
  provider: z.enum(["email", "google", "apple"]).default("email"),
});
/** The request keeps the product's own field names; the answer is camelCase like the rest of the API. */
export const ZEmailAvailability = z.object({ newEmail: z.string(), isAvailable: z.boolean() });
