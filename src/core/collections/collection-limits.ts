/** Collection constants shared by the schemas and the browser (no zod here, so pages can import it). */

/** public: anyone; private: its owner only; paywalled: a teaser unless you subscribe to the owner's blog. */
export const collectionVisibilities = ["public", "private", "paywalled"] as const;
export type TCollectionVisibility = (typeof collectionVisibilities)[number];

export const collectionNameMaxLength = 100;
export const collectionDescriptionMaxLength = 1000;
/** Enough for a serious cook's "Everything"; the edit page lists them all to reorder. */
export const maxCollectionRecipes = 500;
