import type { TDb } from "../client.ts";
import { insertBlog, type TBlog } from "./blog.ts";
import { insertProfile, type TProfile } from "./profile.ts";
import { definedOnly, uniqueToken } from "./unique.ts";
import { insertUser, type TUser } from "./user.ts";

export interface TRegisteredUserOptions {
  email?: string;
  name?: string;
  username?: string;
  isPublic?: boolean;
  bio?: string;
  image?: string | null;
  /** Gives the user a blog: hasPaywalledContent false → BLOG_CREATOR, true → PAYWALLED_BLOG_CREATOR. */
  blog?: { hasPaywalledContent: boolean; shortlink?: string; title?: string; description?: string };
}

export interface TRegisteredUser {
  user: TUser;
  profile: TProfile;
  blog: TBlog | null;
}

/** A user who has finished registration: users row (completed_registration), profile and optional blog. */
export async function insertRegisteredUser(db: TDb, options: TRegisteredUserOptions = {}): Promise<TRegisteredUser> {
  const token = uniqueToken();
  const name = options.name ?? `Test Cook ${token}`;
  const user = await insertUser(db, {
    name,
    email: options.email ?? `user-${token}@example.test`,
    image: options.image ?? null,
    completedRegistration: true,
  });
  const profile = await insertProfile(db, {
    id: user.id,
    name,
    username: options.username ?? `cook_${token}`,
    isPublic: options.isPublic ?? true,
    bio: options.bio ?? "",
    avatarUrl: options.image ?? null,
  });
  const blog = options.blog ? await insertBlog(db, { ownerId: user.id, ...definedOnly(options.blog) }) : null;
  return { user, profile, blog };
}
