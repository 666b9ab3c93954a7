/** Test and seed factories: buildX returns insertable data, insertX stores it. */
export * from "./blog.ts";
export * from "./collection.ts";
export * from "./follow.ts";
export * from "./meal-plan.ts";
export * from "./profile.ts";
export * from "./recipe.ts";
export * from "./registered-user.ts";
export * from "./review.ts";
export * from "./subscription.ts";
export * from "./unique.ts";
export * from "./user.ts";
