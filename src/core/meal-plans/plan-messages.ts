/**
 * What a person reads when a change to their plan finds the plan has moved on: the server answers
 * with it, and the editor shows it without reading the server's text.
 */

/** The dish was taken out of the plan (in another tab, say) before this change reached it. */
export const entryNotFoundMessage = "We couldn't find that recipe in your plan.";
