import { type RouteConfig, route } from "@react-router/dev/routes";
import { routeTable } from "../core/access/route-table.ts";

/**
 * Pages that have their own module. Every other path in the route table renders the placeholder
 * page (its heading from the table) until its feature lands; the guard applies to all of them.
 */
const modules: Record<string, string> = {
  "/": "routes/home.tsx",
  "/auth": "routes/auth.tsx",
  "/me/logout": "routes/me.logout.tsx",
  "/error": "routes/error.tsx",
};

export default [
  ...routeTable.map((entry) =>
    route(entry.path, modules[entry.path] ?? "routes/placeholder.tsx", { id: `page:${entry.path}` }),
  ),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
