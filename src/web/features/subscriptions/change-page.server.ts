/** The cancel and reactivate pages' loader and action: the same question, answered the other way. */
import { data, redirect } from "react-router";
import type { TAppContext } from "#web/context.ts";
import { formErrorFrom, throwAsPageError } from "#web/features/recipes/page-errors.server.ts";

export async function loadSubscriptionPage(context: TAppContext, subscriptionId: string) {
  const { services, viewer } = context;
  if (!viewer) throw data(null, { status: 401 });
  return services.subscriptions.findMine({ userId: viewer.userId, subscriptionId }).catch(throwAsPageError);
}

export async function changeSubscription(context: TAppContext, subscriptionId: string, cancel: boolean) {
  const { services, viewer } = context;
  if (!viewer) throw data(null, { status: 401 });
  try {
    await services.subscriptions.changeCancellation({ userId: viewer.userId, subscriptionId, cancel });
  } catch (error) {
    return formErrorFrom(error);
  }
  return redirect(`/me/subscriptions/${subscriptionId}?${cancel ? "cancelled" : "reactivated"}=1`);
}
