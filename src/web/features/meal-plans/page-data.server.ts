/** What the plan pages share on the server: the plan as the viewer may see it, or the page's error. */
import { data } from "react-router";
import type { TMealPlanFull } from "#core/meal-plans/meal-plan-view.schema.ts";
import type { TAppContext } from "#web/context.ts";
import { throwAsPageError } from "#web/features/recipes/page-errors.server.ts";

type TPageContext = Pick<TAppContext, "services" | "viewer">;

export function loadPlanFor({ services, viewer }: TPageContext, mealPlanId: string) {
  return services.mealPlans.find({ viewerId: viewer?.userId ?? null, mealPlanId }).catch(throwAsPageError);
}

/** The plan for its owner (Edit, Publish): a 404 when the viewer cannot see it, a 403 when it is not theirs. */
export async function loadOwnPlan(context: TPageContext, mealPlanId: string): Promise<TMealPlanFull> {
  const plan = await loadPlanFor(context, mealPlanId);
  if (!plan.isOwner || plan.access !== "full") throw data(null, { status: 403 });
  return plan;
}
