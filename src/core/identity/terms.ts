/** The version of Ladle's terms a user agrees to at sign-up. Bump when they change enough to ask again. */
export const termsVersion = "2025-01";
