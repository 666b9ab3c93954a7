/** A blog's limits and accepted uploads, without zod: the editor's fields read them in the browser. */
export const blogLimits = {
  titleMax: 100,
  descriptionMax: 1000,
  shortlinkMin: 3,
  shortlinkMax: 40,
  categoryNameMax: 60,
  categoriesMax: 30,
  /** Featured recipes and collections shown on a blog. */
  listMax: 60,
} as const;

/** Avatars and banners are sent as the request body itself, like recipe photos. */
export const blogImageContentTypes = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];
export const blogImageMaxBytes = 8 * 1024 * 1024;
export const blogImageKinds = ["avatar", "banner"] as const;
export type TBlogImageKind = (typeof blogImageKinds)[number];
