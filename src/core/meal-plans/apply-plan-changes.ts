import type { TPlanOptions } from "./plan-options.ts";
import type { TPlanChange } from "./plan-result.ts";

/** A relaxation's changes applied to options: what the page does when the cook accepts one. */
export function applyPlanChanges(options: TPlanOptions, changes: readonly TPlanChange[]): TPlanOptions {
  let next = { ...options };
  for (const change of changes) {
    switch (change.kind) {
      case "removeDiet":
        next = { ...next, diets: next.diets.filter((diet) => diet !== change.value) };
        break;
      case "removeExclude":
        next = { ...next, exclude: next.exclude.filter((word) => word !== change.value) };
        break;
      case "removeMeal":
        next = { ...next, meals: next.meals.filter((meal) => meal !== change.value) };
        break;
      case "allowLeftovers":
        next = { ...next, allowLeftovers: true };
        break;
      default:
        next = { ...next, [change.kind]: change.value };
    }
  }
  return next;
}
