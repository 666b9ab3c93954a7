/**
 * How much a blog's home shows. Kept apart from the blog's schemas so the page's browser code can
 * read them without loading the validation library.
 */

/** The featured recipes a blog's home shows before "See all" (the rest are on its Featured page). */
export const blogHomeFeaturedCount = 8;
/** The newest recipes a blog's home shows under Latest, leaving out those its Featured shows. */
export const blogHomeLatestCount = 12;
