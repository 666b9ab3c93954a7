/**
 * The fixed vocabulary of meal plans. Plain constants (no zod), so browser code can import them
 * cheaply.
 */

/** The meals of a day, in the order a day is eaten and shown. */
export const mealSlots = ["breakfast", "lunch", "dinner", "snack"] as const;
export type TMealSlot = (typeof mealSlots)[number];

export const mealSlotLabels: Record<TMealSlot, string> = {
  breakfast: "Breakfast",
  lunch: "Lunch",
  dinner: "Dinner",
  snack: "Snack",
};

/**
 * Who may see a plan: everyone, its owner only, or (once published to a paywalled blog) the blog's
 * subscribers, with a teaser for everyone else.
 */
export const mealPlanVisibilities = ["public", "private", "paywalled"] as const;
export type TMealPlanVisibility = (typeof mealPlanVisibilities)[number];

/** Limits a plan keeps to (a month of days; a few dishes per meal). */
export const mealPlanLimits = {
  maxDays: 28,
  maxEntries: 200,
  maxEntriesPerMeal: 6,
  maxServings: 50,
  maxTitle: 120,
  maxDescription: 2000,
  maxNote: 300,
} as const;
