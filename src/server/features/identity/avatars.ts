/** Avatars: uploaded images resized to 256×256 WebP, kept in the storage under `avatars/`. */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { AppError } from "#core/errors.ts";
import type { TProfile } from "#core/identity/profile.schema.ts";
import type { TDb } from "#db/client.ts";
import { profiles, users } from "#db/schema.ts";
import { findKeyInUrl, type TStorage } from "#server/lib/storage/storage.ts";
import { findOwnProfile, profileColumns } from "./profiles.ts";

export const avatarSize = 256;

/** Every avatar this user uploaded has a key starting with this. */
export function avatarKeyPrefix(userId: string): string {
  return `avatars/${userId}-`;
}

/**
 * Stores a new avatar as `avatars/<user>-<random>.webp` (256×256, cropped to fill), points the
 * profile at it and removes the previous one.
 */
export async function replaceAvatar({
  db,
  userId,
  image,
  storage,
}: {
  db: TDb;
  userId: string;
  image: Buffer;
  storage: TStorage;
}): Promise<TProfile> {
  const current = await findOwnProfile({ db, userId });
  if (!current) throw new AppError("NOT_FOUND", { message: "Finish creating your profile first." });
  let webp: Buffer;
  try {
    webp = await sharp(image, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(avatarSize, avatarSize, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (cause) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", {
      message: "That file isn't an image we can read. Use a JPEG, PNG, WebP, GIF or AVIF.",
      cause,
    });
  }
  const key = `${avatarKeyPrefix(userId)}${randomBytes(6).toString("hex")}.webp`;
  const avatarUrl = await storage.put({ key, body: webp, contentType: "image/webp" });
  const [row] = await db
    .transaction(async (tx) => {
      await tx.update(users).set({ image: avatarUrl }).where(eq(users.id, userId));
      return tx.update(profiles).set({ avatarUrl }).where(eq(profiles.id, userId)).returning(profileColumns);
    })
    .catch(async (error: unknown) => {
      await storage.removeUnreferenced([key]);
      throw error;
    });
  // Only this user's own upload: a seed image or a provider's picture is not theirs to remove.
  const previousKey = current.avatar_url ? findKeyInUrl(current.avatar_url, avatarKeyPrefix(userId)) : null;
  if (previousKey) await storage.removeUnreferenced([previousKey]);
  return row;
}
