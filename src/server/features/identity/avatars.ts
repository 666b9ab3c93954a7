/** Avatars: uploaded images resized to 256×256 WebP, stored under the uploads directory. */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { AppError } from "#core/errors.ts";
import type { TProfile } from "#core/identity/profile.schema.ts";
import type { TDb } from "#db/client.ts";
import { profiles, users } from "#db/schema.ts";
import { findOwnProfile, profileColumns } from "./profiles.ts";

export const avatarSize = 256;

/**
 * Stores a new avatar as `<uploadsDir>/avatars/<user>-<random>.webp` (256×256, cropped to fill),
 * points the profile at it and removes the previous file.
 */
export async function replaceAvatar({
  db,
  userId,
  image,
  uploadsDir,
}: {
  db: TDb;
  userId: string;
  image: Buffer;
  uploadsDir: string;
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
  const dir = path.join(uploadsDir, "avatars");
  await fs.mkdir(dir, { recursive: true });
  const fileName = `${userId}-${randomBytes(6).toString("hex")}.webp`;
  await fs.writeFile(path.join(dir, fileName), webp);
  const avatarUrl = `/uploads/avatars/${fileName}`;
  const [row] = await db.transaction(async (tx) => {
    await tx.update(users).set({ image: avatarUrl }).where(eq(users.id, userId));
    return tx.update(profiles).set({ avatarUrl }).where(eq(profiles.id, userId)).returning(profileColumns);
  });
  await removeOwnAvatarFile({ uploadsDir, avatarUrl: current.avatar_url, userId });
  return row;
}

/** Deletes an avatar file this user uploaded; URLs elsewhere (seed images, providers) are left alone. */
export async function removeOwnAvatarFile({
  uploadsDir,
  avatarUrl,
  userId,
}: {
  uploadsDir: string;
  avatarUrl: string | null;
  userId: string;
}) {
  const prefix = `/uploads/avatars/${userId}-`;
  if (!avatarUrl?.startsWith(prefix) || avatarUrl.includes("..")) return;
  await fs.rm(path.join(uploadsDir, "avatars", path.basename(avatarUrl)), { force: true });
}
