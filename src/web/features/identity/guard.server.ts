import { type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { decideAccess } from "#core/access/guard.ts";
import { matchRoute } from "#core/access/route-table.ts";
import { appContext } from "../../context.ts";
import { toGuardViewer } from "./viewer.ts";

/** The route guard on the server: SSR documents and client data requests both pass through it. */
export const guardMiddleware: MiddlewareFunction<Response> = async ({ url, context }, next) => {
  const match = matchRoute(url.pathname);
  if (match) {
    const { viewer } = (context as RouterContextProvider).get(appContext);
    const decision = decideAccess(match.entry.access, toGuardViewer(viewer), url.pathname + url.search);
    if (decision.type === "redirect") throw redirect(decision.to);
  }
  return next();
};
