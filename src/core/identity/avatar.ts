/** Avatar uploads: the image is the request body; the server crops it to a 256×256 WebP. */

/** Image types accepted (SVG is left out: it is a document, not a picture). */
export const avatarContentTypes = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];
export const avatarMaxBytes = 5 * 1024 * 1024;
